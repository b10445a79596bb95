"""The optimised readings of the hot path against straightforward reference versions kept
here, on every call they would make over seeded random games at each player count and
Alfred level: legal spaces (placement.legal_spaces works out per call what the per-space
test worked out per space), each row's fit of spaces at each TK (placement._fit), the
cached seal shortfall, the memoised crew completions, perk bitmasks, research counts and
the spaces a lens may unlock."""

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.names import SPECIAL
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import (
    cleanup,
    crew,
    objectives,
    perks,
    placement,
    seals,
    unlock,
)

CONFIGS = [
    {"players": 2},
    {"players": 3, "first_game": True},
    {"players": 4},
    {"players": 1, "automas": {"1": "alfred/green"}},
]


def shortfall_ref(row, need):
    missing = sum(max(0, k - row.count(c)) for c, k in enumerate(need))
    return max(0, missing - row.count(SPECIAL))


def legal_spaces_ref(s, seat):
    return [i for i in range(len(s.lens)) if placement.workers_for(s, seat, i)]


def fit_ref(s, row, tk):
    """The spaces whose requirement (the tile's, or the printed one) `row` meets with `tk`
    TK, as a bitmask; a tile slot holding no tile never."""
    comp = s.ctx.comp
    mask = 0
    for i, sp in enumerate(comp.diaries.spaces):
        if s.tile[i] >= 0:
            need = comp.specials[s.tile[i]].seals
        elif sp.diary >= 0 and comp.diaries.kinds[sp.diary] == "special":
            continue
        else:
            need = sp.seals
        if shortfall_ref(row, need) <= tk:
            mask |= 1 << i
    return mask


FITS_SEEN: set = set()  # the (row, TK, tiles) whose fit was checked


def crew_options_ref(s, seat):
    ids = s.ctx.comp.crew
    return [f"complete crew {ids[c].id}" for c in crew.completable(s, seat)]


def has_ref(s, seat, action):
    slots = s.ctx.comp.board.slots
    return any(s.done[seat] >> k & 1 and slots[k].action == action for k in range(len(slots)))


def research_ref(s, seat, kind=-1, colour=-1):
    return sum(
        1
        for i, sp in enumerate(s.ctx.comp.geo.specimens)
        if s.research[seat] >> i & 1
        and (kind < 0 or sp.kind == kind)
        and (colour < 0 or sp.colour == colour)
    )


def unlockable_ref(s):
    d = s.ctx.comp.diaries
    out = []
    for i, sp in enumerate(d.spaces):
        if s.lens[i] != placement.LOCKED or sp.diary < 0:
            continue
        if d.kinds[sp.diary] == "special":
            if s.tile[i] >= 0:
                out.append(i)
        elif d.kinds[sp.diary] == "main" and all(
            s.lens[j] != placement.LOCKED
            for j, o in enumerate(d.spaces)
            if o.diary == sp.diary and o.page == sp.page and o.level < sp.level
        ):
            out.append(i)
    return out


def refill_academy_ref(s):
    """The Academy's refill as first written: column by column, then the pile's gaps."""
    per = s.ctx.comp.tracks.scroll_spaces
    scrolls = len(s.academy) // per
    grid = list(s.academy)
    pile = list(s.pile)
    for c in range(per):
        column = [grid[r * per + c] for r in range(1, scrolls)]
        column = [x for x in column if x >= 0]
        column += [-1] * (scrolls - len(column))
        for r in range(scrolls):
            grid[r * per + c] = column[r]
    for i in range(len(grid)):
        if grid[i] < 0 and pile:
            grid[i] = pile.pop()
    return tuple(grid), tuple(pile)


def _check(s):
    assert unlock.unlockable(s) == unlockable_ref(s)
    refilled = s.copy()
    cleanup.refill_academy(refilled)
    assert (refilled.academy, refilled.pile) == refill_academy_ref(s)
    comp = s.ctx.comp
    needs = [sp.seals for sp in comp.diaries.spaces] + [c.requirement for c in comp.crew]
    for seat in range(s.ctx.players):
        assert placement.legal_spaces(s, seat) == legal_spaces_ref(s, seat)
        assert crew.completion_options(s, seat) == crew_options_ref(s, seat)
        for action in ("penalty-cut", "no-scroll-cost", "book", "worker-5"):
            assert perks.has(s, seat, action) == has_ref(s, seat, action)
        for kind in range(-1, 4):
            assert objectives.research_count(s, seat, kind=kind) == research_ref(s, seat, kind)
            assert objectives.research_count(s, seat, colour=kind) == research_ref(
                s, seat, colour=kind
            )
        for row in (*s.rows[seat], ()):
            for tk in range(6):  # every TK a seat may hold, past the largest shortfall
                if (row, tk, s.tile) not in FITS_SEEN:  # each case once (it is a function of these)
                    FITS_SEEN.add((row, tk, s.tile))
                    assert placement._fit(s, row, tk) == fit_ref(s, row, tk)
        for row in s.rows[seat]:
            for need in needs:
                assert seals.shortfall(row, need) == shortfall_ref(row, need)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: str(c))
def test_optimised_hot_path_matches_the_reference(config):
    for seed in range(2):
        s = GAME.setup(config, seed)
        r = Rng(seed + 17)
        while (d := GAME.pending(s)).seat is not None:
            _check(s)
            GAME.apply(s, r.below(len(d.options)))
        _check(s)
