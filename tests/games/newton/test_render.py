"""The terminal picture draws every phase of a game from a seat's view alone."""

from __future__ import annotations

import io

from rich.console import Console

from ludotheque.core.rng import Rng
from ludotheque.games.newton import GAME
from ludotheque.games.newton.fronts import terminal as render


def text(renderable) -> str:
    out = io.StringIO()
    Console(file=out, width=100, color_system=None).print(renderable)
    return out.getvalue()


def test_every_phase_renders():
    seen = set()
    for players, mods in ((1, ["great-discoveries"]), (3, ["ex-cathedra", "great-discoveries"])):
        s = GAME.setup({"players": players, "modules": mods}, 4)
        rng = Rng(4)
        while True:
            if s.phase not in seen or rng.below(40) == 0:
                seen.add(s.phase)
                seat = GAME.pending(s).seat
                view = GAME.view(s, seat if seat is not None else 0)
                full = text(render.render(view))
                assert "Newton, round" in full and "Players" in full
                assert text(render.render(view, compact=True))
            if GAME.is_over(s):
                break
            GAME.apply(s, rng.below(len(GAME.pending(s).options)))
        result = text(render.render_result(GAME.view(s, None)))
        assert "Final scoring" in result and "total" in result
        if players == 1:
            assert "Solo rank:" in result
    assert seen == {"draft", "turn", "tuck", "over"}


def test_hand_shown_only_to_its_seat():
    s = GAME.setup({"players": 2, "first_game": True, "first_player": 0}, 1)
    mine = text(render.render(GAME.view(s, 0)))
    theirs = text(render.render(GAME.view(s, None)))
    assert "your hand" in mine and "Joker: starting card, green Volume" in mine
    assert "s-joker" not in mine
    assert "your hand" not in theirs


def test_no_result_before_the_end():
    s = GAME.setup({"players": 2}, 1)
    assert render.render_result(GAME.view(s, None)) is None
