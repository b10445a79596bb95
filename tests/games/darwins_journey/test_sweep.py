"""Seeded random games to the end: invariants after every decision, copies independent of
their original, and records that replay to the same state."""

import random

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.game import GAME

ENDINGS = ("end turn", "skip the rest", "stop", "stop here", "go on")


def _choose(r, opts):
    busy = [i for i, o in enumerate(opts) if o not in ENDINGS]
    return r.choice(busy) if busy and r.random() < 0.85 else r.randrange(len(opts))


def _invariants(s):
    n = s.ctx.players
    assert all(c >= 0 for c in s.coins) and all(t >= 0 for t in s.tk)
    assert all(0 <= x <= 5 for x in (len(t) for t in s.tents))
    for p in range(n):
        assert s.lenses[p] + sum(1 for o in s.lens if o == p) == 6
        assert sum(s.stacks[p]) + s.cup[p] + sum(s.stamps_on[e * n + p] for e in range(3)) == 12
        assert all(len(r) <= 6 for r in s.rows[p])
        assert len(s.reserve[p]) <= 2
    # Each lens space holds at most one worker (L480).
    for i, sp in enumerate(s.ctx.comp.diaries.spaces):
        if sp.shape == "lens":
            assert len(s.at[i]) <= 1
    # Each tent space holds at most one tent; tents on the board match the seats' counts.
    assert sum(1 for c in s.camps for x in c if x >= 0) == sum(len(t) for t in s.tents)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_invariants_and_replay(players):
    for seed in range(6):
        s = GAME.setup({"players": players, "first_game": seed % 2 == 0}, seed)
        r = random.Random(seed)
        moves = []
        while not GAME.is_over(s):
            d = GAME.pending(s)
            assert d.options and len(set(d.options)) == len(d.options), d
            i = _choose(r, d.options)
            if len(moves) == 40:
                twin = GAME.copy(s)
                fp = GAME.fingerprint(twin)
            moves.append(d.options[i])
            GAME.apply(s, i)
            _invariants(s)
            assert len(moves) < 3000
        if len(moves) > 40:
            assert GAME.fingerprint(twin) == fp  # playing on did not touch the copy
        assert sorted(GAME.winners(s)) and len(GAME.scores(s)) == players
        replay = GAME.setup({"players": players, "first_game": seed % 2 == 0}, seed)
        for m in moves:
            GAME.apply(replay, m)
        assert GAME.fingerprint(replay) == GAME.fingerprint(s)


def test_determinize_keeps_what_the_seat_saw():
    s = GAME.setup({"players": 3}, 5)
    GAME.apply(s, 0)  # seat 0 picks
    mine = (list(s.hands[0]), s.crew[0])
    d = GAME.determinize(s, 0, Rng(9))
    assert (list(d.hands[0]), d.crew[0]) == mine
    held = sorted(c for p in range(3) for c in (*d.hands[p], *d.crew[p]))
    assert len(held) == len(set(held)) == 12
    assert sorted(d.pile) == sorted(s.pile)


def test_view_hides_other_draft_hands():
    s = GAME.setup({"players": 3}, 5)
    GAME.apply(s, 0)
    v = GAME.view(s, 1)
    assert isinstance(v["seats"][0]["crew"], int)  # a count, not the cards
    assert v["hand"] == [s.ctx.comp.crew[c].id for c in s.hands[1]]
    assert "pile" not in v and "decks" not in v


def test_checkpoint_moves_when_another_seat_decides():
    s = GAME.setup({"players": 3}, 5)
    cp = GAME.checkpoint(s)
    GAME.apply(s, 0)  # seat 0's private draft pick: seat 1 decides next
    assert GAME.pending(s).seat == 1 and GAME.checkpoint(s) > cp


def test_copy_covers_every_slot():
    """Every slot is copied, and no list is shared between a state and its copy."""
    from ludotheque.games.darwins_journey.state import DarwinState

    s = GAME.setup({"players": 3}, 2)
    c = GAME.copy(s)
    for name in DarwinState.__slots__:
        a, b = getattr(s, name), getattr(c, name)
        if isinstance(a, list):
            assert a == b and a is not b, name
            for x, y in zip(a, b, strict=True):
                if isinstance(x, list):
                    assert x is not y, name
        else:
            assert a == b or name == "rng", name
