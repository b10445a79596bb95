"""Perseverance's SVG board: valid SVG for every seat and the spectator through random
games at every player count, clickable options only for the deciding seat and only among
its options (the natural ones on their elements), nothing hidden drawn (other seats' goal
cards, the 2-player face-down tiles), and text escaped."""

from __future__ import annotations

import copy
import xml.etree.ElementTree as ET

from ludotheque.core.registry import front
from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3 import GAME
from ludotheque.games.perseverance_ep3.components import components
from ludotheque.games.perseverance_ep3.fronts import board

SVG = "{http://www.w3.org/2000/svg}"
# Options whose element is always in the picture (by their first words).
NATURAL = (
    "start in ",
    "place in ",
    "cube on ",
    "take neutral ",
    "take your ",
    "take player ",
    "take the dissident's ",
    "place on row ",
    "resolve row ",
    "crate on row ",
    "harvest ",
    "shelter on ",
    "shelter in ",
    "build ",
    "remove ",
)


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def clickable(root: ET.Element) -> dict[str, ET.Element]:
    out: dict[str, ET.Element] = {}
    for e in root.iter():
        opt = e.get("data-option")
        if opt is not None:
            assert opt not in out, f"{opt!r} is on two elements"
            assert "opt" in (e.get("class") or "").split()
            out[opt] = e
    return out


def visible(root: ET.Element) -> str:
    parts = []
    for e in root.iter():
        if e.tag == f"{SVG}style":
            continue
        if e.text:
            parts.append(e.text)
        for attr in ("data-option", "aria-label"):
            if e.get(attr):
                parts.append(e.get(attr))
    return "\n".join(parts)


def goal_text(goal_index: int) -> str:
    return f"goal #{components().goals[goal_index].id}:"


def check_position(s, config) -> set[str]:
    """Every seat's and the spectator's picture; returns the decision kinds clicked."""
    d = GAME.pending(s)
    n = len(s.players)
    kinds = set()
    for seat in [*range(n), None]:
        view = GAME.view(s, seat)
        options = list(d.options) if d.seat == seat and seat is not None else []
        root = parse(board.render(view, options, seat, config))
        targets = clickable(root)
        assert set(targets) <= set(options), set(targets) - set(options)
        if options and len(options) > 1:
            for opt in options:
                if opt.startswith(NATURAL):
                    assert opt in targets, (opt, d.kind)
            if targets:
                kinds.add(d.kind)
        seen = visible(root)
        for p, player in enumerate(s.players):
            if p != seat and not player.goal_shown:
                assert goal_text(player.goal) not in seen, (seat, p)
            if p == seat:
                assert goal_text(player.goal) in seen
        for i, hidden in enumerate(s.loc_hidden):
            if hidden and s.loc_tile[i] >= 0:
                name = components().exploration[s.loc_tile[i]].name
                assert name not in seen, (seat, name)
    return kinds


def test_random_games_every_seat_and_the_spectator():
    kinds: set[str] = set()
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        config = GAME.configure({"players": players})
        s = GAME.setup(config, seed)
        rng = Rng(seed)
        n = 0
        while not GAME.is_over(s):
            if n % 9 == 0:
                kinds |= check_position(s, config)
            GAME.apply(s, rng.below(len(GAME.pending(s).options)))
            n += 1
        check_position(s, config)
        root = parse(board.render(GAME.view(s, 0), [], 0, config))
        assert "Final scoring" in visible(root)
    # The turn's main choices are made on the picture.
    assert {"start-zone", "town-die", "town-zone", "explore", "cube"} <= kinds, kinds


def test_two_players_face_down_tiles_and_the_grey_dissident():
    s = GAME.setup({"players": 2}, 3)
    assert any(s.loc_hidden)
    svg = board.render(GAME.view(s, 0), [], 0, {})
    assert "face down" in visible(parse(svg))
    # The dissident (seat index 2) is grey, never the third seat's yellow.
    assert "#e3b505" not in svg and "#8a8a8a" in svg


def test_text_is_escaped():
    s = GAME.setup({"players": 3}, 2)
    view = copy.deepcopy(GAME.view(s, 0))  # views are read-only
    view["board"]["adventure_offers"]["swamp"] = ['<b>"Tom & Jerry"</b>']
    svg = board.render(view, ['start <b>"Tom & Jerry"</b>'], 0, {})
    root = parse(svg)
    assert '<b>"Tom & Jerry"</b>' in visible(root)
    assert "<b>" not in svg


def test_registered_as_the_games_board():
    assert front("board", "perseverance-ep3") is board
    assert board.config_choices() == {}
