"""The progress bar: on a terminal only, and only once a run has lasted a few seconds."""

from __future__ import annotations

import io

from rich.console import Console

from ludotheque.cli.tournament import DelayedProgress


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _console(terminal: bool) -> tuple[Console, io.StringIO]:
    out = io.StringIO()
    return Console(file=out, force_terminal=terminal, width=100), out


def test_no_bar_when_not_a_terminal():
    console, out = _console(False)
    clock = Clock()
    with DelayedProgress(console, "iwari", 4, delay=0.0, clock=clock) as progress:
        clock.now += 60
        progress.advance()
        assert not progress.shown
    assert out.getvalue() == ""


def test_no_bar_with_json_output():
    console, out = _console(True)
    clock = Clock()
    with DelayedProgress(console, "iwari", 4, enabled=False, clock=clock) as p:
        clock.now += 60
        p.advance()
        assert not p.shown
    assert out.getvalue() == ""


def test_a_short_run_shows_nothing_and_a_long_one_shows_the_bar_with_eta():
    console, out = _console(True)
    clock = Clock()
    with DelayedProgress(console, "iwari", 4, delay=3.0, clock=clock) as progress:
        clock.now += 1
        progress.advance()
        assert not progress.shown  # one second in: too early
        clock.now += 2.5
        progress.advance()
        assert progress.shown
        progress.progress.refresh()
        assert "2/4" in out.getvalue() and "eta" in out.getvalue()
    assert progress.shown


def test_the_bar_appears_on_a_timer_while_no_game_has_finished():
    console, out = _console(True)
    with DelayedProgress(console, "iwari", 4, delay=0.05) as progress:
        progress._timer.join(5)
        assert progress.shown
