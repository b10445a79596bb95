"""Darwin's Journey's SVG board: valid SVG for every seat and a spectator through random
games at every player count; clickable options only for the deciding seat, each on one
element, and on their natural element (a space, a seal, a track space...); nothing of
another seat's draft hand or picks; texts escaped."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

from ludotheque.core import registry
from ludotheque.games.darwins_journey import GAME
from ludotheque.games.darwins_journey.fronts import board

SVG = "{http://www.w3.org/2000/svg}"
# Options that always have an element on the board.
NATURAL = re.compile(
    r"(place on |unlock |execute |take \w+ from scroll |stack \d to envelope |deliver |"
    r"research |to [OI]|explorer (on|to) |tent on |re-activate the tent |take objective \S+$|"
    r"crew \d|complete crew |copy crew |(silver|gold) slot \d$|pair |worker \d|to worker |"
    r"special seal to worker )"
)


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def clickable(root: ET.Element) -> dict[str, ET.Element]:
    out: dict[str, ET.Element] = {}
    for e in root.iter():
        o = e.get("data-option")
        if o is not None:
            assert o not in out, f"{o!r} is on two elements"
            assert "opt" in (e.get("class") or "").split()
            out[o] = e
    return out


def visible(root: ET.Element) -> str:
    parts = []
    for e in root.iter():
        if e.tag == f"{SVG}style":
            continue
        if e.text:
            parts.append(e.text)
        for attr in ("id", "data-option", "aria-label"):
            if e.get(attr):
                parts.append(e.get(attr))
    return "\n".join(parts)


def test_the_board_is_the_registered_one():
    assert registry.front("board", "darwins-journey") is board


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_render_for_every_seat_with_natural_targets(players):
    kinds = set()
    for seed in range(2):
        s = GAME.setup({"players": players}, 100 + seed)
        r = random.Random(seed)
        step = 0
        while True:
            d = GAME.pending(s)
            fresh = d.kind not in kinds
            if fresh or step % 23 == 0 or d.seat is None:
                kinds.add(d.kind)
                for seat in (*range(players), None):
                    view = GAME.view(s, seat)
                    opts = list(d.options) if seat == d.seat else []
                    root = parse(board.render(view, opts, seat, {}))
                    targets = clickable(root)
                    assert set(targets) <= set(opts)
                    if seat != d.seat:
                        assert not targets
                    for o in opts:
                        if NATURAL.match(o):
                            assert o in targets, (d.kind, o)
                    assert (
                        len(
                            [g for g in root.iter(f"{SVG}g") if g.get("id", "").startswith("seat-")]
                        )
                        == players
                    )
            if d.seat is None:
                break
            GAME.apply(s, r.randrange(len(d.options)))
            step += 1
    assert {"crew", "pair", "place", "space"} <= kinds


def test_no_other_seat_draft_cards_are_drawn():
    """In the draft a seat sees its own hand and picks; the others' are never drawn, not
    even in a hover title."""
    for players in (2, 3, 4):
        s = GAME.setup({"players": players}, 7)
        r = random.Random(7)
        while s.phase == "draft":
            d = GAME.pending(s)
            for seat in (*range(players), None):
                text = visible(parse(board.render(GAME.view(s, seat), [], seat, {})))
                known = set()
                if seat is not None:
                    known = set(s.hands[seat]) | set(s.crew[seat])
                for p in range(players):
                    if p == seat:
                        continue
                    for c in (*s.hands[p], *s.crew[p]):
                        if c in known:
                            continue
                        assert f"crew card {s.ctx.comp.crew[c].id}: needs" not in text, (seat, p, c)
            GAME.apply(s, r.randrange(len(d.options)))


def test_texts_are_escaped():
    s = GAME.setup({"players": 2}, 1)
    view = GAME.view(s, None)
    view["log"] = ['seat 0 <script>alert("x")</script> & co']
    svg = board.render(view, [], None, {})
    assert "<script>" not in svg
    assert "&lt;script&gt;" in svg
    parse(svg)
