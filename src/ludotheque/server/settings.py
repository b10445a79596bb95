"""The server's settings: where games are stored, how agents pace, and the limits."""

from __future__ import annotations

from dataclasses import dataclass


class BadSetting(ValueError):
    """A setting out of its range, said in words for the command line."""


@dataclass
class Settings:
    database: str = "ludotheque.db"
    # Seconds an agent waits before it plays, so people can follow its moves (0 in tests).
    agent_delay: float = 0.6
    # Request sizes: a JSON body in general, and an imported record.
    max_body: int = 16 * 1024
    max_record: int = 1024 * 1024
    max_record_moves: int = 20_000
    max_ws_message: int = 16 * 1024
    # Rates (token buckets: a steady rate per second and a burst). HTTP requests per client
    # address; table creations and imports per client address; websocket messages per
    # connection.
    http_rate: float = 50.0
    http_burst: float = 200.0
    create_rate: float = 1.0
    create_burst: float = 30.0
    ws_rate: float = 20.0
    ws_burst: float = 60.0
    max_listeners_per_table: int = 64
    max_tables_loaded: int = 5000  # tables kept in memory; idle ones beyond load again
    hello_timeout: float = 10.0
    # SQLite only: NORMAL survives kill -9 (the WAL is written before each commit returns);
    # FULL also survives a power cut, at an fsync per move.
    sqlite_synchronous: str = "NORMAL"
    db_threads: int = 4
    # PostgreSQL: group commits of moves under way at once, each on a connection of its
    # own (a move waits only while all of them are busy, then goes with every move that
    # came meanwhile). One is quickest on a database on the same two cores (measured: more
    # backends committing at once compete for the CPU and the WAL flushes); a database
    # across a network, with longer round trips, may want more.
    move_writers: int = 1
    # PostgreSQL: seconds a batch of moves waits after its first move for others to join
    # it (a round trip costs the event loop about as much as several moves' share of
    # it); 0 sends a batch as soon as a writer is free.
    move_batch_wait: float = 0.005
    # Database calls on the event loop ("yes"), in worker threads ("no"), or "auto": on the
    # loop for SQLite, in threads for PostgreSQL. On PostgreSQL, unless "yes", moves and
    # seats are written from the loop without blocking it (asyncio connections).
    db_inline: str = "auto"
    # permessage-deflate on websockets: saves bandwidth, costs CPU on every message.
    ws_compression: bool = False
    # --- a public server (docs/deploying.md) ---
    # Seconds a client has to send a request's headers, then its body.
    header_timeout: float = 10.0
    body_timeout: float = 10.0
    # Host names the server answers to (comma-separated; "*" for any). "auto": the
    # loopback names, plus the address served on unless that is a wildcard (then any).
    allowed_hosts: str = "auto"
    # Behind a reverse proxy: take the client's address from X-Forwarded-For, only when
    # the connection comes from one of `trusted_proxies` (comma-separated addresses or
    # networks), so that limits apply per real client.
    proxy_headers: bool = False
    trusted_proxies: str = "127.0.0.1,::1"
    # Agents: worker processes (0: one per core less one, at least one), the cap on one
    # decision's thinking, agent decisions computing at once for the tables of one client
    # address, agent seats a client address may have at running tables, and agent
    # decisions waiting at most (past that a table's agents wait their turn to queue).
    agent_workers: int = 0
    max_agent_seconds: float = 5.0
    # Seconds of search for each decision of a finished game's analysis (coaching.py),
    # where the table sets no hint budget.
    analysis_seconds: float = 0.25
    agent_jobs_per_address: int = 1
    max_agent_seats_per_address: int = 12
    # Process start method of the agents' workers: forkserver is safe in a threaded
    # server; tests may ask for fork.
    agent_start_method: str = "forkserver"
    # Running listed tables one client address may have; the lobby's page size.
    max_listed_tables_per_address: int = 10
    lobby_page: int = 50
    # --- one site, many processes (docs/deploying.md) ---
    # Server processes sharing the port (PostgreSQL only: they share the tables through
    # the database); and the logs' format, "text" or "json" (one object a line).
    workers: int = 1
    log_format: str = "text"
    # The garbage collector (collector.py): seconds between freezes of what is alive (0:
    # Python's own collector, with long pauses under load), and minutes between full
    # collections of everything (0: never).
    gc_freeze_seconds: float = 0.5
    gc_sweep_minutes: float = 60.0
    # Set by `serve` (not a flag): the address served on, for allowed_hosts "auto".
    bound_host: str | None = None

    def check(self) -> None:
        """Refuse settings that cannot work, saying which and what is allowed."""
        bad = []
        if not self.analysis_seconds > 0:
            bad.append("analysis_seconds must be above 0")
        if not self.max_agent_seconds > 0:
            bad.append("max_agent_seconds must be above 0")
        if self.agent_workers < 0:
            bad.append("agent_workers must be 0 (one per core less one) or more")
        for name in ("header_timeout", "body_timeout", "hello_timeout"):
            if not getattr(self, name) > 0:
                bad.append(f"{name} must be above 0")
        for host in self.allowed_hosts.split(","):
            host = host.strip()
            if "*" in host[1:] or (
                host.startswith("*") and host != "*" and not host.startswith("*.")
            ):
                bad.append(f"allowed_hosts: {host!r} is not a host name, *.domain or *")
        if self.agent_start_method not in ("forkserver", "spawn", "fork"):
            bad.append("agent_start_method must be forkserver, spawn or fork")
        if not 0 <= self.move_batch_wait <= 1:
            bad.append("move_batch_wait must be 0 (no wait) to 1 second")
        if self.gc_freeze_seconds < 0:
            bad.append("gc_freeze_seconds must be 0 (Python's own collector) or more")
        if self.gc_sweep_minutes < 0:
            bad.append("gc_sweep_minutes must be 0 (never) or more")
        if self.log_format not in ("text", "json"):
            bad.append("log_format must be text or json")
        if self.workers < 1:
            bad.append("workers must be 1 or more")
        elif self.workers > 1 and not self.database.strip().startswith("postgres"):
            bad.append(
                f"{self.workers} workers need PostgreSQL (--database postgresql://...): the "
                "processes share live tables through the database's notifications, which "
                "SQLite has not (and SQLite takes one writer at a time); run one process on "
                "SQLite"
            )
        if bad:
            raise BadSetting("; ".join(bad))
