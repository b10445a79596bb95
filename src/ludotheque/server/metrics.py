"""Prometheus metrics of the server (`GET /metrics`).

With `ludo serve --workers N` the processes share one port, so a scrape reaches any one
of them: the supervisor then sets PROMETHEUS_MULTIPROC_DIR and every process writes its
figures there, and `/metrics` adds them all up (prometheus_client's multiprocess mode).

Without prometheus_client installed, the metrics are counted nowhere and `/metrics`
says so (the `server` extra installs it).
"""

from __future__ import annotations

import os

# Seconds: a move's acknowledgement and a state's arrival at a listener are expected in
# the tens of milliseconds; the buckets go down to a tenth of one and up to seconds.
LATENCY_BUCKETS = (
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.25, 0.5, 1.0, 2.5, 5.0,
)  # fmt: skip

try:
    import prometheus_client as _prom

    AVAILABLE = True
except ImportError:  # pragma: no cover - the server extra installs it
    _prom = None
    AVAILABLE = False


class _Nothing:
    """A metric that counts nothing (prometheus_client is missing)."""

    def labels(self, *args, **kwargs):
        return self

    def inc(self, *args, **kwargs):
        pass

    def dec(self, *args, **kwargs):
        pass

    def set(self, *args, **kwargs):
        pass

    def observe(self, *args, **kwargs):
        pass


def _metric(kind: str, name: str, doc: str, **kwargs):
    if not AVAILABLE:
        return _Nothing()
    if kind == "gauge" and "multiprocess_mode" not in kwargs:
        kwargs["multiprocess_mode"] = "livesum"
    return getattr(_prom, kind.capitalize())(name, doc, **kwargs)


MOVES = _metric("counter", "ludo_moves", "Moves stored and applied", labelnames=("by",))
MOVE_SECONDS = _metric(
    "histogram",
    "ludo_move_seconds",
    "From a move's arrival to its acknowledgement (stored and applied)",
    buckets=LATENCY_BUCKETS,
)
BROADCAST_SECONDS = _metric(
    "histogram",
    "ludo_broadcast_seconds",
    "From a table's change (here, or heard from another process) to its state sent to a listener",
    buckets=LATENCY_BUCKETS,
)
WEBSOCKETS = _metric("gauge", "ludo_open_websockets", "Websockets open on tables")
LIVE_TABLES = _metric("gauge", "ludo_live_tables", "Tables loaded in memory")
AGENT_QUEUE = _metric("gauge", "ludo_agent_queue_depth", "Agent decisions waiting for a worker")
AGENT_WAIT_SECONDS = _metric(
    "histogram",
    "ludo_agent_wait_seconds",
    "How long an agent's decision waited for a worker",
    buckets=(0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0),
)
LEASES = _metric("gauge", "ludo_agent_leases", "Tables whose agents this process plays")
DB_ERRORS = _metric("counter", "ludo_database_errors", "Database calls that failed")
CATCH_UPS = _metric(
    "counter", "ludo_catch_ups", "Tables brought up to date from another process's changes"
)
GC_SWEEP_SECONDS = _metric(
    "histogram",
    "ludo_gc_sweep_seconds",
    "The pause of each full garbage collection (collector.py's sweep)",
    buckets=(0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
)
GC_SWEEP_FOUND = _metric(
    "counter", "ludo_gc_sweep_found", "Unreachable objects the full collections freed"
)


def render() -> tuple[bytes, str]:
    """The exposition text and its content type."""
    if not AVAILABLE:
        return b"# prometheus_client is not installed: pip install -e '.[server]'\n", "text/plain"
    from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import CollectorRegistry
        from prometheus_client.multiprocess import MultiProcessCollector

        registry = CollectorRegistry()
        MultiProcessCollector(registry)
        return generate_latest(registry), CONTENT_TYPE_LATEST
    return generate_latest(), CONTENT_TYPE_LATEST
