"""Short garbage-collector pauses in a server that holds many live tables.

Python's cyclic collector stops everything while it walks the objects of the generations
it collects. A server with a thousand tables in memory keeps about a million of them, and
every move makes more that live a few seconds (each listener's last view, the log): they
survive the young collections, pile up in the older generations, and the collection that
walks them stalled every table for 0.3 to 0.4 s (measured with `ludo bench server --tables
1000 --rate 500`: acknowledgement p99 130 to 550 ms, against 26 ms with the collector off).

Refcounting frees almost everything the server makes; the collector is there for
reference cycles. So, in the server process only:
- every `freeze_seconds` the objects alive are frozen (`gc.freeze`: moved where no
  automatic collection walks them, in constant time): a collection never walks more than
  that last stretch's survivors, and the young collections still find the short-lived
  cycles (an exception and its traceback, say);
- every `sweep_minutes` one full collection unfreezes and walks everything, to free the
  rare cycle that lived longer (about a second of pause with a thousand tables; the count
  found and the time taken are logged and counted in /metrics).

A frozen object that refcounting frees is freed as usual: freezing only hides it from the
collector. The server's own long-lived cycles are broken where they are made (a listener's
writer ends without keeping the error that closed its socket, live.py), so that the sweep
finds little.
"""

from __future__ import annotations

import gc
import logging
import threading
import time

from ludotheque.server import metrics

log = logging.getLogger("ludotheque.server")

YOUNG_THRESHOLD = 20_000  # allocations between young collections (Python's default: 700)


def start(freeze_seconds: float, sweep_minutes: float) -> Freezer | None:
    """Freeze what startup loaded, then keep freezing on a daemon thread (None if
    `freeze_seconds` is 0: Python's own collector, with a larger young generation)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG_THRESHOLD, 50, 100)
    if freeze_seconds <= 0:
        return None
    return Freezer(freeze_seconds, sweep_minutes * 60.0)


class Freezer:
    """The thread that freezes every `freeze_seconds` and sweeps every `sweep_seconds`
    (0: never), until `stop`."""

    def __init__(self, freeze_seconds: float, sweep_seconds: float):
        self.freeze_seconds, self.sweep_seconds = freeze_seconds, sweep_seconds
        self._stopping = threading.Event()
        self.thread = threading.Thread(target=self._run, name="ludo-collector", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        every = self.sweep_seconds
        next_sweep = time.monotonic() + every if every > 0 else None
        while not self._stopping.wait(self.freeze_seconds):
            if next_sweep is not None and time.monotonic() >= next_sweep:
                sweep()
                next_sweep = time.monotonic() + every
            gc.freeze()

    def stop(self) -> None:
        self._stopping.set()
        self.thread.join()


def sweep() -> int:
    """One full collection of everything, frozen or not; returns the objects it freed."""
    started = time.perf_counter()
    gc.unfreeze()
    found = gc.collect()
    gc.freeze()
    seconds = time.perf_counter() - started
    metrics.GC_SWEEP_SECONDS.observe(seconds)
    metrics.GC_SWEEP_FOUND.inc(found)
    log.info("collector sweep: %d unreachable objects freed in %.0f ms", found, 1000 * seconds)
    return found
