"""Encyclopedia's final-scoring counts as first written, kept as the reference for the
differential test.

Straightforward on purpose: one list comprehension per count, a generator per collection
table. `scoring.py` and `Catalog.collections` compute the same numbers faster (search
agents call them at every evaluation); this copy says what they must be. Do not optimise it.
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.rules.experts import owned
from ludotheque.games.encyclopedia.scoring import expert_bonus
from ludotheque.games.encyclopedia.state import NCAT, EncyclopediaState


def collections(cat, counts: list[int]) -> int:
    table = cat.collection_vp
    return sum(table[n] if n < len(table) else table[-1] for n in counts)


def category_counts(s: EncyclopediaState, seat: int) -> list[int]:
    cat = s.ctx.cat
    base = seat * NCAT
    counts = [s.pub[base + k] + 5 * s.pub5[base + k] for k in range(NCAT)]
    for e in s.experts[seat]:
        k = cat.end_category[e]
        if k >= 0:
            counts[k] += cat.end_cubes[e]
    return counts


def continent_counts(s: EncyclopediaState, seat: int) -> list[int]:
    cat = s.ctx.cat
    counts = [0] * len(cat.continents)
    for a in s.published[seat]:
        counts[cat.animal_continent[a]] += 1
    for e in owned(s, seat):
        counts[cat.expert_continent[e]] += 1
    return counts


def person(s: EncyclopediaState, seat: int) -> dict[str, int]:
    cat = s.ctx.cat
    return {
        "play": s.vp[seat],
        "categories": collections(cat, category_counts(s, seat)),
        "continents": collections(cat, continent_counts(s, seat)),
        "experts": expert_bonus(s, seat),
        "seals": s.seals[seat] * cat.seal_vp,
        "coins": s.coins[seat] // cat.coins_per_vp,
        "tokens": s.tokens[seat] * cat.token_vp,
    }
