"""End-of-game scoring (L994-L1012) and the Automa's scoring cards (L837-L865).

A person adds to the points scored in play: a collection table (reconstructed, M8) for
each of the 12 Publication categories (a "5 cubes" token counts 5; face-up end-game Experts
add 2 cubes) and for each continent (published Animals plus every Expert owned, L1002,
L917); face-up end-game Expert bonuses; 4 per Royal Seal, 1 per 2 coins, 1 per expedition
token. An Automa adds its Scoring card to its points from play. Highest total wins; a tie
goes to the most Animals published (an Automa's Animals count, ruling E13), then is shared.
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.rules.experts import owned
from ludotheque.games.encyclopedia.state import NCAT, EncyclopediaState, own_vp

PARTS = ("play", "categories", "continents", "experts", "seals", "coins", "tokens")


def has_coin_pairs(s: EncyclopediaState, seat: int) -> bool:
    end_per = s.ctx.cat.end_per
    return any(end_per[e] == "coin_pair" for e in s.experts[seat])


def category_counts(s: EncyclopediaState, seat: int) -> list[int]:
    cat = s.ctx.cat
    base = seat * NCAT
    counts = list(s.pub[base : base + NCAT])
    fives = s.pub5[base : base + NCAT]
    if any(fives):
        counts = [n + 5 * f for n, f in zip(counts, fives, strict=True)]
    for e in s.experts[seat]:
        k = cat.end_category[e]
        if k >= 0:
            counts[k] += cat.end_cubes[e]
    return counts


def continent_counts(s: EncyclopediaState, seat: int) -> list[int]:
    cat = s.ctx.cat
    counts = [0] * len(cat.continents)
    of = cat.animal_continent
    for a in s.published[seat]:
        counts[of[a]] += 1
    of = cat.expert_continent
    for e in s.experts[seat]:
        counts[of[e]] += 1
    for e in s.covered[seat]:  # the Experts owned (experts.owned), without joining them
        counts[of[e]] += 1
    return counts


def expert_bonus(s: EncyclopediaState, seat: int) -> int:
    """Face-up end-game Experts with a per-thing bonus (L672, L685, L694, L722, L736)."""
    cat = s.ctx.cat
    end_per = cat.end_per
    total = 0
    # Only what the Expert counts is read (search agents ask at every evaluation).
    for e in s.experts[seat]:
        per = end_per[e]
        if per is None:
            continue
        if per == "token":
            n = s.tokens[seat]
        elif per == "reputation":
            n = s.rep[seat]
        elif per == "seal":
            n = s.seals[seat]
        elif per == "coin_pair":
            n = s.coins[seat] // 2
        elif per == "expert":
            n = len(owned(s, seat))
        else:  # pragma: no cover - the catalogue's loader allows only the five above
            raise KeyError(per)
        total += n * cat.end_vp[e]
    return total


def person(s: EncyclopediaState, seat: int) -> dict[str, int]:
    cat = s.ctx.cat
    return {
        "play": s.vp[seat],
        "categories": cat.collections(category_counts(s, seat)),
        "continents": cat.collections(continent_counts(s, seat)),
        "experts": expert_bonus(s, seat),
        "seals": s.seals[seat] * cat.seal_vp,
        "coins": s.coins[seat] // cat.coins_per_vp,
        "tokens": s.tokens[seat] * cat.token_vp,
    }


def automa(s: EncyclopediaState, seat: int) -> dict[str, int]:
    """L837-L865: for each continent (Animals + Experts) x Animals; the three largest
    Expert groups by continent at the card's rates; coins, tokens, seals at its rates."""
    cat = s.ctx.cat
    card = cat.scorings[s.ctx.automa[seat][1]]
    animals, experts = automa_counts(s, seat)
    groups = sorted(experts, reverse=True)
    coins = s.coins[seat]
    return {
        "play": s.vp[seat],
        "categories": 0,
        "continents": sum((a + e) * a for a, e in zip(animals, experts, strict=True)),
        "experts": sum(n * rate for n, rate in zip(groups, card.expert_groups, strict=False)),
        "seals": s.seals[seat] * card.seal_vp,
        "coins": coins // card.coins_per_vp if card.coins_per_vp else coins * card.vp_per_coin,
        "tokens": s.tokens[seat] * card.token_vp,
    }


def automa_counts(s: EncyclopediaState, seat: int) -> tuple[list[int], list[int]]:
    """An Automa's Animals (in study or published) and Experts owned, per continent."""
    cat = s.ctx.cat
    animals = [0] * len(cat.continents)
    for a in s.study[seat] + s.published[seat]:
        animals[cat.animal_continent[a]] += 1
    experts = [0] * len(cat.continents)
    for e in owned(s, seat):
        experts[cat.expert_continent[e]] += 1
    return animals, experts


def final(s: EncyclopediaState) -> None:
    """Score every seat once; `state.final` keeps the breakdown, `state.vp` the totals."""
    breakdown = {p: [] for p in PARTS}
    for seat in range(s.ctx.n):
        parts = automa(s, seat) if s.ctx.is_automa(seat) else person(s, seat)
        for p in PARTS:
            breakdown[p].append(parts[p])
    for seat in range(s.ctx.n):
        own_vp(s)[seat] = sum(breakdown[p][seat] for p in PARTS)
    s.final = breakdown


def animals_published(s: EncyclopediaState, seat: int) -> int:
    if s.ctx.is_automa(seat):
        return len(s.study[seat]) + len(s.published[seat])
    return len(s.published[seat])


def winners(s: EncyclopediaState) -> list[int]:
    n = s.ctx.n
    best = max(s.vp[:n])
    top = [x for x in range(n) if s.vp[x] == best]
    if len(top) > 1:
        most = max(animals_published(s, x) for x in top)
        top = [x for x in top if animals_published(s, x) == most]
    return top
