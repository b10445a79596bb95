"""`Game.fresh_views`: a game that declares it builds every view anew, so the server may
keep a seat's last view for `narrate` instead of a copy. Checked on random games of
every game that declares it: a view is the same after later moves, and after the
readers the server runs on it (narrate, option_label, the board picture)."""

from __future__ import annotations

import copy
import random

import pytest

from ludotheque.core.match import Match
from ludotheque.core.registry import all_games

FRESH = [g for g in all_games() if g.fresh_views]


def test_our_games_declare_fresh_views():
    assert {g.id for g in FRESH} >= {
        "iwari",
        "encyclopedia",
        "newton",
        "darwins-journey",
        "perseverance-ep3",
    }


@pytest.mark.parametrize("game", FRESH, ids=lambda g: g.id)
def test_a_view_stays_as_it_was_made(game):
    from ludotheque.server import boards

    rng = random.Random(7)
    checked = 0
    for n in range(game.min_players, min(4, game.max_players) + 1):
        config = game.seat_config({}, ["human"] * n)
        config.setdefault("players", n)
        match = Match(game, config, rng.randrange(2**62))
        seats = [*range(n), None]
        last = {s: game.view(match.state, s) for s in seats}
        kept = [(v, copy.deepcopy(v)) for v in last.values()]
        while not match.is_over() and len(match.moves) < 80:
            d = match.decision
            match.play(d.options[rng.randrange(len(d.options))])
            for s in seats:
                view = game.view(match.state, s)
                game.narrate(last[s], view, s)
                for option in match.moves[-1:] + list(match.decision.options[:5]):
                    game.option_label(view, option)
                last[s] = view
                kept.append((view, copy.deepcopy(view)))
            if len(match.moves) % 15 == 0:
                boards.render(game.id, last[None], [], None, match.config)
            for view, made in kept:
                assert view == made, f"{game.id}: a view changed after move {len(match.moves)}"
                checked += 1
            kept = kept[-8 * len(seats) :]  # a slow listener keeps one longer
    assert checked > 100
