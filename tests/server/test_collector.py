"""The server's garbage-collector policy (server/collector.py) and the reference cycle it
relies on being gone: a listener whose socket closed under it."""

from __future__ import annotations

import asyncio
import concurrent.futures
import gc
import time
import weakref
from types import SimpleNamespace

import pytest

from ludotheque.server import collector
from ludotheque.server.live import Listener
from ludotheque.server.settings import BadSetting, Settings


class _Closed(Exception):
    pass


_TABLE = SimpleNamespace(match=SimpleNamespace(moves=[]))


class _Hub:
    """What a listener's writer asks of the hub: the state's text."""

    def state_text(self, table, seat, svg, log_known) -> str:
        return '{"type":"state"}'


def _run(coro_fn):
    """`asyncio.run` on a thread of its own (this one may run a loop already, as under
    Playwright in the same test process)."""
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(lambda: asyncio.run(coro_fn())).result()


def _writer_ends(send) -> tuple[asyncio.Task, weakref.ref]:
    async def go():
        listener = Listener(send, 0, False)
        listener.table = _TABLE
        task = asyncio.create_task(listener.run(_Hub()))
        listener.notify()
        listener.send({"type": "note"})
        await task
        return task, weakref.ref(listener)

    return _run(go)


def test_a_writer_whose_socket_closed_ends_without_keeping_the_error():
    async def closed(text: str) -> None:
        raise _Closed("the socket is closed")

    was = gc.isenabled()
    gc.disable()  # only refcounting may free the listener
    try:
        task, listener = _writer_ends(closed)
        assert task.done() and task.exception() is None
        del task
        assert listener() is None, "the listener is kept alive by a reference cycle"
    finally:
        if was:
            gc.enable()


def test_a_writer_that_fails_otherwise_says_so(caplog):
    sent: list[str] = []

    async def send(text: str) -> None:
        sent.append(text)

    class Broken(_Hub):
        def state_text(self, *args) -> str:
            raise RuntimeError("a view failed")

    async def go():
        listener = Listener(send, 0, False)
        listener.table = _TABLE
        task = asyncio.create_task(listener.run(Broken()))
        listener.notify()
        await task
        return task

    task = _run(go)
    assert task.exception() is None and sent == []
    assert "a listener's writer failed" in caplog.text and "a view failed" in caplog.text


class _Cycle:
    def __init__(self):
        self.me = self


def test_the_sweep_frees_cycles_that_were_frozen():
    gc.collect()
    ring = _Cycle()
    gone = weakref.ref(ring)
    gc.freeze()
    try:
        del ring
        gc.collect()
        assert gone() is not None, "a frozen cycle is out of the young collections' sight"
        assert collector.sweep() >= 1
        assert gone() is None
    finally:
        gc.unfreeze()


def test_freezing_runs_on_its_own_thread_and_zero_keeps_pythons_collector():
    before = gc.get_threshold()
    freezer = None
    try:
        assert collector.start(0, 60) is None
        assert gc.get_threshold()[0] == collector.YOUNG_THRESHOLD
        frozen = gc.get_freeze_count()
        freezer = collector.start(0.01, 0)
        assert freezer.thread.daemon and freezer.thread.is_alive()
        junk = [[i] for i in range(1000)]  # noqa: F841 - objects for the next freeze to take
        for _ in range(200):
            if gc.get_freeze_count() > frozen:
                break
            time.sleep(0.01)
        assert gc.get_freeze_count() > frozen
        freezer.stop()
        assert not freezer.thread.is_alive()
    finally:
        if freezer is not None:
            freezer.stop()
        gc.unfreeze()
        gc.set_threshold(*before)


def test_the_freezer_sweeps_on_its_schedule():
    gc.collect()
    freezer = collector.Freezer(0.01, 0.05)
    try:
        ring = _Cycle()
        gone = weakref.ref(ring)
        gc.freeze()
        del ring
        for _ in range(300):
            if gone() is None:
                break
            time.sleep(0.01)
        assert gone() is None, "no sweep freed the frozen cycle"
    finally:
        freezer.stop()
        gc.unfreeze()


@pytest.mark.parametrize(
    "name,value,words",
    [
        ("gc_freeze_seconds", -1.0, "gc_freeze_seconds must be 0 (Python's own collector) or more"),
        ("gc_sweep_minutes", -5.0, "gc_sweep_minutes must be 0 (never) or more"),
    ],
)
def test_collector_settings_are_checked(name, value, words):
    with pytest.raises(BadSetting, match=words.replace("(", r"\(").replace(")", r"\)")):
        Settings(**{name: value}).check()


def test_a_bad_setting_on_the_command_line_is_said_without_a_traceback(capsys):
    from ludotheque.server.__main__ import main

    assert main(["--gc-sweep-minutes", "-1", "--port", "1"]) == 2
    err = capsys.readouterr().err
    assert "gc_sweep_minutes must be 0 (never) or more" in err and "Traceback" not in err
