"""Fireland's 3 HMS Beagle tiles (L1713, L1931-L1945): shuffled into the base tiles only with
fireland=true, scored by the base goal (less the delay) on the seat's Land tokens, Ocean
tokens or Time spent, and shown in words."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from rich.console import Console

from ludotheque.core.datapack.problems import DataError
from ludotheque.games.darwins_journey import datacheck
from ludotheque.games.darwins_journey.components import components
from ludotheque.games.darwins_journey.components.fireland_pieces import build_fireland_beagles
from ludotheque.games.darwins_journey.evaluation import beagle_in_reach
from ludotheque.games.darwins_journey.fronts.labels import beagle_text
from ludotheque.games.darwins_journey.fronts.terminal import render
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.glossary import explain
from ludotheque.games.darwins_journey.rules import rewards
from ludotheque.games.darwins_journey.state import replaced

FIRE = {"players": 3, "fireland": True}
DATA_DIR = Path(datacheck.__file__).parent / "data"


def _setup(seed: int = 1, **extra):
    return GAME.setup(GAME.configure({**FIRE, **extra}), seed)


def test_fireland_adds_its_three_tiles_after_the_base_ones_and_only_with_fireland():
    base = components().beagles
    s = _setup()
    assert s.ctx.comp.beagles[: len(base)] == base
    added = s.ctx.comp.beagles[len(base) :]
    assert [(t.id, t.condition, t.vp) for t in added] == [
        ("F1", "land-tokens", 4),
        ("F2", "ocean-tokens", 6),
        ("F3", "time-spent", 2),
    ]
    plain = GAME.setup(GAME.configure({"players": 3}), 1)
    assert plain.ctx.comp.beagles == base


def test_the_new_tiles_come_up_in_the_setups_draw_and_never_without_fireland():
    n = len(components().beagles)
    seen = sum(any(t >= n for t in _setup(seed).beagles) for seed in range(10))
    assert seen > 0
    for seed in range(10):
        assert all(t < n for t in GAME.setup(GAME.configure({"players": 3}), seed).beagles)


def _terminal(view) -> str:
    console = Console(width=110, record=True)
    console.print(render(view))
    return console.export_text()


def _with_goal(s, tid: str):
    """`s` with the Fireland tile `tid` as the goal under the Beagle."""
    index = next(i for i, t in enumerate(s.ctx.comp.beagles) if t.id == tid)
    s.beagles = replaced(s.beagles, s.beagle, index)
    return s


@pytest.mark.parametrize(
    ("tid", "gains"), [("F1", [12, 0, 4]), ("F2", [12, 0, 6]), ("F3", [10, 0, 22])]
)
def test_the_goal_scores_each_token_or_time_on_the_beagle(tid, gains):
    s = _with_goal(_setup(2), tid)
    s.ship = (s.ctx.comp.geo.ocean.beagle[s.beagle],) * 3  # on the Beagle: no delay
    s.fire = replace(s.fire, held=((2, 3), (0, 0), (1, 1)), time=(5, 0, 11))
    before = s.vp
    assert rewards.beagle_goal(s) == gains
    assert [a - b for a, b in zip(s.vp, before, strict=True)] == gains
    assert s.beagles[s.beagle] == -1  # flipped once scored (L1137)


def test_the_delay_comes_off_a_fireland_goal_too():
    s = _with_goal(_setup(2), "F3")
    s.fire = replace(s.fire, time=(11, 11, 11))
    delays = [rewards.delay(s, p) for p in range(3)]
    assert any(delays)  # the ships start behind the Beagle
    assert rewards.beagle_goal(s) == [max(0, 22 - d) for d in delays]


def test_the_reckoning_counts_them_as_the_base_ones():
    s = _with_goal(_setup(3), "F2")
    s.fire = replace(s.fire, held=((4, 0), (0, 0), (0, 0)))
    tile = s.ctx.comp.beagles[s.beagles[s.beagle]]
    assert rewards.beagle_count(s, 0, tile) == 4
    assert beagle_in_reach(s, 0) >= 4 * 6 - rewards.delay(s, 0)


def test_the_tiles_in_words():
    assert beagle_text("F1") == "4 VP per Land Adventure token taken"
    assert beagle_text("F2") == "6 VP per Ocean Adventure token taken"
    assert beagle_text("F3") == "2 VP per Time spent, when scored"


@pytest.mark.parametrize(
    ("tiles", "says"),
    [
        ([{"id": "F1", "condition": "coins", "vp": 4, "source": "x"}], "allowed: land-tokens"),
        ([{"id": "F1", "condition": "land-tokens", "vp": 0, "source": "x"}], "positive whole"),
        ([{"id": "F1", "condition": "land-tokens", "vp": 4}], "source"),
        ([], "F1 to F3"),
    ],
)
def test_bad_tiles_are_refused_with_what_is_allowed(tiles, says):
    with pytest.raises(DataError, match=says):
        build_fireland_beagles({"beagles": tiles})


def test_the_view_the_terminal_and_the_glossary_show_a_drawn_fireland_goal():
    s = _with_goal(_setup(4), "F2")
    view = GAME.view(s, 1)
    assert view["board"]["beagle_tiles"][s.beagle] == "F2"
    text = " ".join(_terminal(view).split())
    assert f"{s.beagle + 1}: 6 VP per Ocean Adventure token taken" in text
    entry = explain("Beagle goal F3")
    assert entry["kind"] == "Beagle goal" and entry["source"] == "L1945"
    assert "Time spent" in entry["text"]


def test_a_data_pack_check_reports_a_bad_fireland_tile():
    docs = {n: json.loads((DATA_DIR / n).read_text()) for n in ("fireland.json",)}
    assert datacheck.check(docs) == []
    docs["fireland.json"]["beagles"][2]["condition"] = "coins"
    problems = [str(p) for p in datacheck.check(docs)]
    assert any("F3" in p and "allowed: land-tokens" in p for p in problems), problems
