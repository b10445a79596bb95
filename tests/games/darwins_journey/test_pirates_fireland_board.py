"""The Pirates on Fireland's side in the SVG board (ruling FL-R16): the pirate ship's
regions bracketed under each of Fireland's ocean tracks, over the spaces of their steps,
clickable when the ship may move there, the ship's region marked on every track; none
left under the base Ocean's picture, which a Fireland table does not play on."""

from __future__ import annotations

import re

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.fronts.board import render
from ludotheque.games.darwins_journey.fronts.board.fireland import CELL, LEFT
from ludotheque.games.darwins_journey.game import GAME

OCEANS = [t for t in fireland_data().map.tracks if t.kind == "ocean"]
BRACKET = re.compile(
    r"<g(?P<attrs>[^>]*)><title>region (?P<r>\d+): (?P<name>[^<]*)</title>"
    r'<line x1="(?P<x1>[\d.]+)" y1="(?P<y>[\d.]+)" x2="(?P<x2>[\d.]+)"[^>]*/>'
    r"<text[^>]*>(?P<mark>[^<]*)</text></g>"
)


def _board(modules=("pirates",), options=(), **extra):
    config = GAME.configure({"players": 3, "modules": list(modules), **extra})
    s = GAME.setup(config, 1)
    while s.phase in ("draft", "pairs"):
        GAME.apply(s, 0)
    seat = GAME.pending(s).seat  # the deciding seat's board: its options are clickable
    return s, render(GAME.view(s, seat), list(options), seat, config)


def _centre(i: int) -> float:
    return LEFT + CELL * i + (CELL - 4) / 2


def test_the_regions_are_bracketed_under_each_fireland_ocean_track():
    s, svg = _board(fireland=True, pirate_scenario=True)  # the ship starts in region 2
    found = [m.groupdict() for m in BRACKET.finditer(svg)]
    regions = s.ctx.regions
    ocean = s.ctx.comp.geo.ocean
    step_region = dict(zip(ocean.step, regions.of, strict=True))
    want = []  # (track row order, region) for every region a track's steps reach
    for track in OCEANS:
        for r in range(len(regions.names)):
            steps = [i for i in range(len(track.ids)) if step_region.get(i, -1) == r]
            if steps:
                want.append((r + 1, _centre(min(steps)) - 18, _centre(max(steps)) + 18))
    got = [(int(m["r"]), float(m["x1"]), float(m["x2"])) for m in found]
    assert got == want
    assert all(m["name"].startswith("steps ") for m in found)  # no base Ocean bracket
    assert "Ocean spaces" not in svg
    ship = [m for m in found if m["mark"].startswith("☠")]
    assert [int(m["r"]) for m in ship] == [2] * len(OCEANS)  # on every ocean track
    rows = sorted({float(m["y"]) for m in found})
    assert len(rows) == len(OCEANS)  # one line of brackets under each ocean row


def test_the_brackets_are_the_region_targets_on_fireland():
    options = ["pirate ship to region 3", "leave the pirate ship"]
    _, svg = _board(fireland=True, options=options)
    clickable = [m for m in BRACKET.finditer(svg) if "pirate ship to region 3" in m["attrs"]]
    assert len(clickable) == len(OCEANS)  # region 3 (steps 6-9) reaches all three
    assert all(m["r"] == "3" for m in clickable)


def test_the_base_side_keeps_its_brackets_under_the_ocean_and_fireland_none_without_pirates():
    _, svg = _board()
    found = list(BRACKET.finditer(svg))
    assert found and all(m["name"].startswith("Ocean spaces") for m in found)
    _, plain = _board(modules=(), fireland=True)
    assert not list(BRACKET.finditer(plain))
