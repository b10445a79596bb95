"""The browser front: a game server with a lobby, live tables, saved games and boards.

`ludo serve` runs `serve()`: a Starlette application (`app.create_app`) under uvicorn,
games stored by SQLAlchemy in a SQLite file (default `ludotheque.db`) or PostgreSQL.
Only the core contract is used (Match, Decision, views, records), so every registered
game plays here; how a game's board looks is the business of `server.boards`.

Layout: `store` (the database), `hub` (live tables: loading, moves, undo), with its parts
`live` (a table in memory, its seats and listeners), `tables` (creating tables, seats),
`agents` (agents' turns), `views` (what each seat may see, the lobby), `errors` (API
refusals); `app` (HTTP and websocket API, pages), `limits` (rates and sizes), `boards` (an SVG
picture per game), `static` (the pages' HTML, CSS and JavaScript), `bench` (`ludo bench
server`).
"""

from __future__ import annotations

import asyncio
import os
import sys

from ludotheque.server.settings import Settings

__all__ = ["Settings", "create_app", "serve"]


def create_app(settings: Settings | None = None):
    from ludotheque.server.app import create_app as make

    return make(settings)


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    database: str = "ludotheque.db",
    log_level: str = "info",
    fd: int | None = None,
    **overrides,
) -> None:
    """Run the server until interrupted: one process, or with `workers` > 1 (PostgreSQL)
    a supervisor and that many processes on one port (see workers.py). `fd` is the
    listening socket a supervisor hands its children."""
    import uvicorn
    from sqlalchemy.exc import SQLAlchemyError

    from ludotheque.server.store import BadDatabaseURL, make_engine

    settings = Settings(database=database, bound_host=host, **overrides)
    settings.check()  # raises BadSetting, which `ludo serve` shows as one line
    engine = make_engine(database)  # a bad --database fails here, with its own message
    shown = engine.url.render_as_string(hide_password=True)
    try:
        with engine.connect():
            pass
    except SQLAlchemyError as e:
        raise BadDatabaseURL(f"cannot open the database {shown}: {e.orig or e}") from None
    finally:
        engine.dispose()
    if settings.workers > 1 and fd is None:
        from ludotheque.server.workers import supervise

        print(f"ludotheque: games stored in {shown}", flush=True)
        supervise(host, port, log_level, settings)
        return
    from ludotheque.server import collector, logs, part_timers, profiling
    from ludotheque.server.timeouts import header_timeout_protocol

    log_config = logs.setup(log_level, settings.log_format)
    profiling.install()  # LUDO_SERVER_PROFILE: `ludo bench server --profile`
    part_timers.install()  # LUDO_SERVER_PARTS: thread-CPU timers of a message's parts
    # Worker threads (database calls) that come back from the network wait for the GIL
    # while the event loop computes; a shorter switch interval than Python's 5 ms keeps
    # that wait from adding up across the round trips of a commit.
    sys.setswitchinterval(0.0005)
    app = create_app(settings)
    # The collector's walks of everything in memory stalled every table (collector.py).
    collector.start(settings.gc_freeze_seconds, settings.gc_sweep_minutes)
    if fd is None:
        print(f"ludotheque server on http://{host}:{port}  (games stored in {shown})", flush=True)
    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level=log_level,
        log_config=log_config,
        ws="websockets-sansio",
        ws_max_size=settings.max_ws_message * 4,
        ws_per_message_deflate=settings.ws_compression,
        ws_ping_interval=20,
        ws_ping_timeout=20,
        http=header_timeout_protocol(settings.header_timeout),
        # X-Forwarded-For is read by the app itself, from trusted proxies only (see app).
        proxy_headers=False,
        server_header=False,
        timeout_graceful_shutdown=2,
    )
    # Our own loop rather than asyncio.run: uvicorn shuts down cleanly on Ctrl-C, then
    # raises the signal again, which then ends here instead of in the middle of shutdown.
    loop = _new_event_loop()
    try:
        sockets = None
        if fd is not None:  # the supervisor's socket, shared with the other processes
            import socket

            sockets = [socket.socket(fileno=fd)]
        loop.run_until_complete(uvicorn.Server(config).serve(sockets=sockets))
    except KeyboardInterrupt:
        pass
    finally:
        loop.close()


def _new_event_loop() -> asyncio.AbstractEventLoop:
    """uvloop's event loop where it is installed (the server extra brings it, except on
    Windows): the same asyncio API on libuv, with the transports and callbacks that carry
    each move's messages to every listener in C (about a tenth less server CPU a move,
    docs/deploying.md). Python's own loop otherwise, or with LUDO_ASYNCIO_LOOP=1 (to
    compare the two)."""
    if os.environ.get("LUDO_ASYNCIO_LOOP") != "1":
        try:
            import uvloop
        except ImportError:
            pass
        else:
            return uvloop.new_event_loop()
    return asyncio.new_event_loop()
