"""`ludo serve --workers N`: N server processes on one port, and a supervisor.

The supervisor binds the port once and starts N children (`python -m ludotheque.server
--fd F`), each accepting connections on that same socket: the kernel hands each new
connection to one of them. The children share nothing but the database (PostgreSQL: see
cluster.py), so any of them serves any table, and a client whose process died reconnects
and lands on another. A child that dies is started again (after a pause if it keeps
dying); SIGTERM or Ctrl-C stops them all.

Metrics: the children write theirs to one directory (PROMETHEUS_MULTIPROC_DIR), so that
`/metrics`, whichever child answers, adds up the whole host.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import fields

from ludotheque.server.settings import Settings

log = logging.getLogger("ludotheque.server")

PACKS_ENV = "LUDO_DATA_PACKS"  # data packs the children install (os.pathsep-separated)


def child_args(fd: int, host: str, port: int, log_level: str, settings: Settings) -> list[str]:
    args = [
        sys.executable, "-m", "ludotheque.server", "--fd", str(fd), "--host", host,
        "--port", str(port), "--log-level", log_level,
    ]  # fmt: skip
    for f in fields(Settings):
        value = getattr(settings, f.name)
        if f.default is None or f.name == "workers":
            continue
        if isinstance(value, bool):
            value = "true" if value else "false"
        args += ["--" + f.name.replace("_", "-"), str(value)]
    return args + ["--workers", "1"]


def bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(2048)
    sock.set_inheritable(True)
    return sock


def supervise(host: str, port: int, log_level: str, settings: Settings) -> None:
    """Run `settings.workers` children on one socket until SIGTERM or Ctrl-C."""
    sock = bind(host, port)
    metrics_dir = tempfile.mkdtemp(prefix="ludo-metrics-")
    env = dict(os.environ, PROMETHEUS_MULTIPROC_DIR=metrics_dir)
    args = child_args(sock.fileno(), host, port, log_level, settings)
    stopping = False

    def stop(signum, frame) -> None:
        nonlocal stopping
        stopping = True

    previous = {s: signal.signal(s, stop) for s in (signal.SIGTERM, signal.SIGINT)}

    def start() -> subprocess.Popen:
        return subprocess.Popen(
            args, env=env, pass_fds=[sock.fileno()], preexec_fn=_die_with_parent
        )

    children = [start() for _ in range(settings.workers)]
    started = [time.monotonic()] * len(children)
    print(
        f"ludotheque: {settings.workers} server processes on http://{host}:{port} "
        f"(pids {' '.join(str(c.pid) for c in children)})",
        flush=True,
    )
    try:
        while not stopping:
            time.sleep(0.2)
            for i, child in enumerate(children):
                if child.poll() is None or stopping:
                    continue
                _mark_dead(child.pid)
                quick = time.monotonic() - started[i] < 5
                print(
                    f"ludotheque: server process {child.pid} exited ({child.returncode}); "
                    "starting another",
                    file=sys.stderr,
                    flush=True,
                )
                if quick:
                    time.sleep(2)  # it dies at once: do not spin
                children[i] = start()
                started[i] = time.monotonic()
    finally:
        for child in children:
            if child.poll() is None:
                child.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 10
        for child in children:
            try:
                child.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()
        sock.close()
        shutil.rmtree(metrics_dir, ignore_errors=True)
        for s, handler in previous.items():
            signal.signal(s, handler)


def _die_with_parent() -> None:
    """In a child, before it runs: be sent SIGTERM when the supervisor dies, even by
    kill -9 (Linux's PR_SET_PDEATHSIG), rather than serve on unsupervised."""
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)


def _mark_dead(pid: int) -> None:
    with contextlib.suppress(Exception):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(pid)
