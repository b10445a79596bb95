"""The Iwari island (issue 17): every embedded map stores a reconstructed island outline
(`layout.island`), the board draws it under the territories, and every territory's
centre lies inside it; the map validation refuses a broken outline by name."""

from __future__ import annotations

import copy
import json
import re

import pytest

from ludotheque.core import Match, get_game
from ludotheque.games.iwari.components.board import MAPS_DIR, MapError, available_maps, build_board
from ludotheque.games.iwari.fronts.board import geometry, render
from ludotheque.games.iwari.islands import inside

MAPS = available_maps()


def raw(map_id: str) -> dict:
    return json.loads((MAPS_DIR / f"{map_id}.json").read_text())


def test_all_eight_maps_are_checked():
    assert len(MAPS) == 8


@pytest.mark.parametrize("map_id", MAPS)
def test_the_board_draws_the_island_around_every_territory(map_id):
    match = Match(get_game("iwari"), {"players": 2, "map": map_id}, 5)
    view = match.game.view(match.state, 0)
    svg = render(view, [], 0, match.config)
    found = re.search(r'<path d="M([^"]+) Z" class="island"', svg)
    assert found, f"{map_id}: no island outline on the board"
    outline = [[float(v) for v in p.split(",")] for p in found.group(1).split(" L")]
    # drawn under the territories: before the first territory's disc
    assert svg.index('class="island"') < svg.index('id="terr-')
    layout = raw(map_id)["layout"]
    assert layout["island"]["source"].startswith("reconstructed")
    assert len(outline) == len(layout["island"]["outline"])
    for tid, (x, y) in layout["territories"].items():
        assert inside((x, y), layout["island"]["outline"]), f"{map_id}: {tid} is off the island"
    # On the board: the coast whole (no point off the picture), every territory's drawn
    # centre on the land.
    assert min(min(p) for p in outline) >= 0
    for tid, g in geometry(map_id)["territories"].items():
        assert inside((g["x"], g["y"]), outline), f"{map_id}: territory {tid} is off the island"
        assert f'id="terr-{tid}"' in svg


@pytest.mark.parametrize(
    ("breakage", "message"),
    [
        (lambda o: o.pop(), "must be closed"),
        (lambda o: o.__setitem__(3, [-5000, 10]), "is not [x, y] within -1000..5000"),
        (lambda o: o.__setitem__(slice(0, None), [[0, 0], [10, 0], [10, 10], [0, 0]]), "outside"),
    ],
)
def test_a_broken_outline_is_refused_by_name(breakage, message):
    data = copy.deepcopy(raw("face-a"))
    breakage(data["layout"]["island"]["outline"])
    with pytest.raises(MapError, match=re.escape(message)):
        build_board(data)
