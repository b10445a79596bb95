"""Encyclopedia's `evaluation.projections` as it was on main on 2026-11-28 (commit
653ba4d), before its memo was kept by the seats' stamps (branch en25), kept as the
reference for `test_speed_evaluation.py`: its memo (a list given here, one slot per
seat) keyed by everything a seat's cards and cubes read. Do not optimise it."""

from __future__ import annotations

from ludotheque.games.encyclopedia import reputation_value, scoring
from ludotheque.games.encyclopedia.evaluation import (
    SHARE,
    SHARE_TURNS,
    _tables,
    automa_projection,
)
from ludotheque.games.encyclopedia.state import BAG, NCAT, ROLLED


def projections(s, memo: list) -> list[float]:
    ctx = s.ctx
    cat = ctx.cat
    n = ctx.n
    dloc = s.dloc
    on_boards = sum(map(ROLLED.__gt__, dloc)) - dloc.count(BAG)
    fade = min(1.0, ((cat.rounds - s.round) * 4 + on_boards / n) / SHARE_TURNS)
    share = SHARE * fade
    walks = fade > 0 and len(ctx.humans) < n
    tables = _tables(cat)
    points = tables[3].__getitem__
    collections = cat.collections
    end_category, end_cubes = cat.end_category, cat.end_cubes
    animal_continent, expert_continent = cat.animal_continent, cat.expert_continent
    ncont = len(cat.continents)
    mark = s.marks.__getitem__
    out = []
    for seat in range(n):
        if ctx.automa[seat] is not None:
            out.append(automa_projection(s, seat, fade))
            continue
        base = seat * NCAT
        pub = s.pub[base : base + NCAT]
        fives = s.pub5[base : base + NCAT]
        experts, covered = s.experts[seat], s.covered[seat]
        published, study = s.published[seat], s.study[seat]
        key = (experts, covered, published, study, pub, fives, list(map(mark, study)))
        kept = memo[seat]
        if kept is not None and kept[0] == key:
            _, counted, later, small, value = kept
            now_key = (fade, s.vp[seat], s.coins[seat], s.seals[seat], s.tokens[seat], s.rep[seat])
            if now_key == small:
                out.append(value)
                continue
        else:
            if any(fives):
                cats = [k + 5 * f for k, f in zip(pub, fives, strict=True)]
            else:
                cats = list(pub)  # pub was a list (a slice of one) before branch en25
            conts = [0] * ncont
            for a in published:
                conts[animal_continent[a]] += 1
            for e in experts:
                conts[expert_continent[e]] += 1
                k = end_category[e]
                if k >= 0:
                    cats[k] += end_cubes[e]
            for e in covered:
                conts[expert_continent[e]] += 1
            try:
                counted = sum(map(points, cats)) + sum(map(points, conts))
            except IndexError:
                counted = collections(cats) + collections(conts)
            later = _in_study(s, seat, cats, conts, tables) if study else 0.0
            now_key = (fade, s.vp[seat], s.coins[seat], s.seals[seat], s.tokens[seat], s.rep[seat])
        now = counted + (
            s.vp[seat]
            + s.seals[seat] * cat.seal_vp
            + s.coins[seat] // cat.coins_per_vp
            + s.tokens[seat] * cat.token_vp
        )
        if experts:
            now += scoring.expert_bonus(s, seat)
        if walks:
            now += fade * reputation_value.walked(s, seat)
        if share > 0 and study:
            now += share * later
        memo[seat] = (key, counted, later, now_key, now)
        out.append(now)
    return out


def _in_study(s, seat: int, cats: list[int], conts: list[int], tables: tuple) -> float:
    study = s.study[seat]
    if not study:
        return 0.0
    cat = s.ctx.cat
    steps, card_vp, marked, _ = tables
    last = len(steps)
    value = 0
    continents = set()
    marks, continent_of = s.marks, cat.animal_continent
    for a in study:
        c = continent_of[a]
        n = conts[c]
        conts[c] = n + 1
        value += card_vp + (steps[n] if n < last else 0)
        continents.add(c)
        m = marks[a]
        if m:
            for vp, k in marked[a][m]:
                n = cats[k]
                cats[k] = n + 1
                value += vp + (steps[n] if n < last else 0)
    return value + len(continents) * cat.pub_seals * cat.seal_vp
