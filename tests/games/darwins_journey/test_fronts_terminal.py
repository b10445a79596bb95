"""The terminal picture of Darwin's Journey: every kind of decision of random games renders
from a seat's view alone, the compact form fits 80x24, the draft hand shows only to its
seat, and the end-of-game breakdown gives the four scoring parts with the book's totals."""

from __future__ import annotations

import io
import random
import re

import pytest
from rich.console import Console

from ludotheque.games.darwins_journey import GAME
from ludotheque.games.darwins_journey.fronts import terminal
from ludotheque.games.darwins_journey.fronts.labels import crew_text


def text(renderable, width: int = 80) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(renderable)
    return out.getvalue()


def play(players: int, seed: int):
    """Yield (state, decision) through a seeded random game, then the final state."""
    s = GAME.setup({"players": players}, seed)
    r = random.Random(seed)
    while not GAME.is_over(s):
        d = GAME.pending(s)
        yield s, d
        GAME.apply(s, r.randrange(len(d.options)))
    yield s, GAME.pending(s)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_positions_render_and_compact_fits_80_by_24(players):
    kinds = set()
    for seed in range(2):
        for s, d in play(players, seed):
            if d.seat is None:
                break
            view = GAME.view(s, d.seat)
            if d.kind not in kinds or random.Random(len(s.log)).random() < 0.05:
                kinds.add(d.kind)
                full = text(terminal.render(view), width=100)
                assert "Darwin's Journey" in full and "Diaries" in full and "Players" in full
            # Below 150 columns the compact form needs no more than 80 (from 150 it lays
            # the seat's own cards beside: tests/cli/test_screen.py), and at 80 columns
            # no more than 20 lines (room for the prompt).
            mid = text(terminal.render(view, compact=True), width=140).splitlines()
            assert max(len(line.rstrip()) for line in mid) <= 80, "\n".join(mid)
            wide = text(terminal.render(view, compact=True), width=200).splitlines()
            assert len(wide) <= len(narrow_lines(view)), "\n".join(wide)
            narrow = text(terminal.render(view, compact=True)).splitlines()
            assert len(narrow) <= 20, "\n".join(narrow)
    assert {"place", "space", "crew", "pair"} <= kinds


def narrow_lines(view: dict) -> list[str]:
    return text(terminal.render(view, compact=True)).splitlines()


def test_draft_hand_only_for_its_seat():
    s = GAME.setup({"players": 3}, 5)
    d = GAME.pending(s)
    assert d.kind == "crew"
    mine = text(terminal.render(GAME.view(s, d.seat)), width=200)
    assert "your draft hand" in mine
    words = " ".join(mine.split())  # wrapped lines joined
    for c in s.hands[d.seat]:
        # Issue 17: the crew card's effects in words, not the data's codes.
        assert terminal.crew_line(s.ctx.comp.crew[c].id) in words
        if crew_text(s.ctx.comp.crew[c].id) != terminal.crew_line(s.ctx.comp.crew[c].id):
            assert crew_text(s.ctx.comp.crew[c].id) not in words
    other = (d.seat + 1) % 3
    theirs = text(terminal.render(GAME.view(s, other)), width=200)
    watcher = text(terminal.render(GAME.view(s, None)), width=200)
    assert "your draft hand" in theirs  # its own hand
    assert "your draft hand" not in watcher
    hidden = [s.ctx.comp.crew[c].id for c in s.hands[d.seat]]
    for card in hidden:
        assert terminal.crew_line(card) not in theirs and terminal.crew_line(card) not in watcher


def test_board_names_spaces_and_tracks_in_words_with_a_legend_for_its_marks():
    """Issue 17: no data id (explore-1, O0, I1-0, blue-bird) in the picture; the seal
    letters and other short marks are said on a legend line."""
    states = [GAME.view(s, 0) for k, (s, d) in enumerate(play(4, 3)) if k in (40, 120)]
    assert len(states) == 2
    for view in states:
        full = text(terminal.render(view), width=100)
        assert re.search(r"(?m)^Explore 1 +│ needs 1 green: explore 2", full)
        assert "ocean space" in full and re.search(r"island 1: \d", full)
        assert "TK Temporary Knowledge · seals Y yellow R red B blue G green S special" in full
        assert "Museum (X a specimen delivered, . a free place)" in full
        for code in (r"\bO\d", r"\bI\d-\d", r"explore-\d", r"\b[a-z]+-(bird|plant|fossil|reptile)"):
            assert not re.search(code, full), code


def test_result_gives_the_four_parts_and_the_totals():
    assert terminal.render_result(GAME.view(GAME.setup({"players": 2}, 1), None)) is None
    *_, (s, _) = play(4, 3)
    view = GAME.view(s, None)
    out = text(terminal.render_result(view), width=120)
    for part in ("VP track", "personal board", "Theory of Evolution", "coins and TK left"):
        assert part in out
    totals = [e["total"] for e in s.final["seats"]]
    total_line = next(line for line in out.splitlines() if line.startswith("total"))
    assert [int(x) for x in total_line.replace("│", " ").split()[1:]] == totals
    winners = GAME.winners(s)
    assert winners and "winner" in out


def test_objectives_cell_says_done_and_reserve_in_words():
    assert terminal._objectives(0, 0, 0) == "none yet"
    assert terminal._objectives(1, 3, 0) == "1/3 done"
    assert terminal._objectives(0, 0, 2) == "2 in reserve"
    assert terminal._objectives(2, 4, 1) == "2/4 done +1 in reserve"
    assert terminal._objectives(2, 4, 1, compact=True) == "2/4 +1 res"
