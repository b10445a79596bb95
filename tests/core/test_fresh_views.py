"""`Game.fresh_views`: a game that declares it builds every view anew, so the server may
keep a seat's last view for `narrate` instead of a copy. Checked on random games of
every game that declares it: a view is the same after later moves, and after the
readers run on it (narrate, option_label, move_label, the board picture, the terminal
picture, the interop encoding). Views may share parts that never change during a game
(a card's description) with other views, which holds because no reader edits a view;
what a view does not share is its own (the second test)."""

from __future__ import annotations

import copy
import random

import pytest

from ludotheque.core.match import Match
from ludotheque.core.registry import all_games
from ludotheque.interop.ansi import draw
from view_kit import containers  # tests/view_kit.py (on the path)

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
                draw(game.id, last[0])  # the terminal picture
                game.move_label(last[0], match.moves[-1], None)
                try:
                    game.encode(last[0], 0)  # the interop adapters' observation
                except NotImplementedError:
                    pass
            for view, made in kept:
                assert view == made, f"{game.id}: a view changed after move {len(match.moves)}"
                checked += 1
            kept = kept[-8 * len(seats) :]  # a slow listener keeps one longer
    assert checked > 100


@pytest.mark.parametrize("game", FRESH, ids=lambda g: g.id)
def test_what_a_view_owns_does_not_reach_the_state(game):
    """A view may share parts that never change during a game (a card's description, a
    board's geometry) with other views; everything else in it is its own: editing it
    changes neither the state nor the next view. (Shared parts stay as they were made:
    the test above; their readers do not edit them.)"""
    rng = random.Random(11)
    for n in range(game.min_players, min(4, game.max_players) + 1):
        config = game.seat_config({}, ["human"] * n)
        config.setdefault("players", n)
        match = Match(game, config, rng.randrange(2**62))
        for _ in range(rng.randrange(20, 60)):
            if match.is_over():
                break
            d = match.decision
            match.play(d.options[rng.randrange(len(d.options))])
        state = match.state
        for seat in (*range(n), None):
            mine = game.view(state, seat)
            shared: dict = {}
            for other in (*range(n), None):
                containers(game.view(state, other), shared)
            kept = copy.deepcopy(mine)
            fingerprint = game.fingerprint(state)
            owned = [x for k, x in containers(mine, {}).items() if k not in shared]
            assert owned, f"{game.id}: a view owns nothing"
            for x in owned:
                if isinstance(x, dict):
                    x["edited"] = True
                else:
                    x.append("edited")
            assert game.fingerprint(state) == fingerprint, f"{game.id}: a view edits the state"
            assert game.view(state, seat) == kept, f"{game.id}: a view edits the next one"
