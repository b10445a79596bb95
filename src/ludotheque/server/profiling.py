"""Profiling a running server over a chosen window (`ludo bench server --profile`).

With `LUDO_SERVER_PROFILE=FILE` in its environment, a server process profiles its main
thread (the event loop: requests, moves, the messages to listeners, and on SQLite the
database writes) with cProfile (its CPU time) from SIGUSR1 to SIGUSR2, then writes the statistics to FILE
(pstats; `%p` in FILE is the process id). The benchmark sends the two signals around its
measured windows, so that setting up the tables and warming up are left out. Without the
variable nothing is installed and the signals keep their default meaning."""

from __future__ import annotations

import os
import signal
import time

ENV = "LUDO_SERVER_PROFILE"


def install() -> None:
    path = os.environ.get(ENV)
    if not path:
        return
    import cProfile

    state: dict = {}

    def start(_signum, _frame) -> None:
        if "profile" not in state:
            # CPU time of this thread, not wall time: on a shared machine, time spent
            # waiting for a core would otherwise land on whatever call was running.
            state["profile"] = cProfile.Profile(time.thread_time)
            state["profile"].enable()

    def stop(_signum, _frame) -> None:
        profile = state.pop("profile", None)
        if profile is not None:
            profile.disable()
            profile.dump_stats(path.replace("%p", str(os.getpid())))

    signal.signal(signal.SIGUSR1, start)
    signal.signal(signal.SIGUSR2, stop)
