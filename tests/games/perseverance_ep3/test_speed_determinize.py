"""`view.determinize` (the shuffles' generator step inline, the face-down tiles looked for
only when there are some) against the plain version kept here, on every few decisions of
seeded random games in each mode, for every seat: the same sample (snapshot, dice) and
the same draws taken from the search's generator."""

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3 import GAME
from ludotheque.games.perseverance_ep3 import view as view_mod
from ludotheque.games.perseverance_ep3.state import REMINDER

CONFIGS = [
    {"players": 2},
    {"players": 3, "random_officers": True},
    {"players": 4, "deterministic_combat": True},
    {"players": 2, "first_game": True},
    {"players": 1, "dissidents": "tamer"},
]


def determinize_ref(s, seat, rng):
    """view.determinize as it was before the speed work (session 17)."""
    c = s.copy()
    for r in range(3):
        pile = c.piles[r]
        top = len(pile) - c.pile_seen[r]
        hidden = [
            i
            for i, loc in enumerate(c.ctx.comp.board.locations)
            if c.loc_hidden[i] and loc.region == r
        ]
        tiles = sorted([t for t in pile[:top] if t != REMINDER] + [c.loc_tile[i] for i in hidden])
        rng.shuffle(tiles)
        for i in hidden:
            c.loc_tile[i] = tiles.pop()
        c.piles[r] = [REMINDER if t == REMINDER else tiles.pop() for t in pile[:top]] + pile[top:]
    for d, seen in zip(c.decks + c.ranch_piles, c.deck_seen + c.ranch_seen, strict=True):
        top = len(d) - seen
        head = sorted(d[:top])
        rng.shuffle(head)
        d[:top] = head
    goals = c.ctx.comp.goals
    unknown = [i for i, p in enumerate(c.players) if i != seat and not p.goal_shown and p.goal >= 0]
    used = {
        goals[p.goal].officer
        for i, p in enumerate(c.players)
        if p.goal >= 0 and (i == seat or p.goal_shown)
    }
    extra = c.goal_extra >= 0 and c.phase != "over"
    if c.goal_extra >= 0 and not extra:
        used.add(goals[c.goal_extra].officer)
    officers = sorted({g.officer for g in goals} - used)
    rng.shuffle(officers)
    slots = [(i, "player") for i in unknown] + ([(-1, "extra")] if extra else [])
    for (i, kind), officer in zip(slots, officers, strict=False):
        cards = [g.index for g in goals if g.officer == officer]
        g = cards[rng.below(len(cards))]
        if kind == "player":
            c.players[i].goal = g
        else:
            c.goal_extra = g
    c.rng = Rng(rng.next64())
    c.decision = None
    c.work = None
    return c


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_determinize_deals_as_the_reference(config):
    hidden_seen = False
    for seed in range(3):
        s = GAME.setup(config, seed)
        r = Rng(seed + 9)
        k = 0
        while GAME.pending(s).seat is not None:
            if k % 5 == 0:
                hidden_seen = hidden_seen or True in s.loc_hidden
                for seat in range(len(s.players)):
                    a, b = Rng(k * 7 + seat), Rng(k * 7 + seat)
                    got = view_mod.determinize(s, seat, a)
                    want = determinize_ref(s, seat, b)
                    assert a == b, (seed, k, seat)
                    assert got.rng == want.rng
                    assert GAME.snapshot(got) == GAME.snapshot(want), (seed, k, seat)
            GAME.apply(s, r.below(len(GAME.pending(s).options)))
            k += 1
    assert hidden_seen or config["players"] != 2 or config.get("dissidents")
