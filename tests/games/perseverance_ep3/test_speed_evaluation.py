"""`evaluate` (evaluation.py and outlook.py: every seat's projection at once, goal zones counted once
per zone, kept with the position's decision; the counts it reads most through a table, trained dinos and wilderness shelters
counted without a loop when there are none)
against the straightforward reading kept here (and `counts.count` against its if-chain,
for every name), on every decision of seeded random games in each mode, on copies that then move
on their own, and on determinized samples (which re-deal other seats' goal cards, so a
projection kept from before would be wrong there)."""

import pytest

from ludotheque.core.game import margin
from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3 import GAME, outlook
from ludotheque.games.perseverance_ep3.components.effects import COUNTS, REGIONS, ZONES
from ludotheque.games.perseverance_ep3.rules import assemblies, counts, final, goals
from ludotheque.games.perseverance_ep3.solo import public as solo_public
from ludotheque.games.perseverance_ep3.state import BLOCKED, EMPTY

CONFIGS = [
    {"players": 2},
    {"players": 3, "random_officers": True},
    {"players": 4, "deterministic_combat": True},
    {"players": 1, "dissidents": "tamer"},
]


def projection_ref(s, seat):
    p = s.players[seat]
    total = (
        p.followers
        + final.structure_points(s, seat)
        + s.ctx.comp.tables.value("artefact_scoring")[bin(p.artefacts).count("1")]
        + final.leftover_points(s, seat)
    )
    if not p.goal_shown and p.goal >= 0:
        rule = s.ctx.comp.tables.value("goal")
        if goals.personal_met(s, seat, p.goal):
            total += rule["personal"]
        n = len(s.players)
        for zone in s.ctx.comp.goals[p.goal].zones:
            mine = goals.zone_count(s, seat, zone)
            if mine > 0 and all(goals.zone_count(s, o, zone) <= mine for o in range(n)):
                total += rule["zone"]
    return total


def with_coming_ref(s, seat, total):
    """`total` plus the town assemblies under way (outlook.py), read through
    `counts.presence` and `assemblies.dense_ranks` zone by zone."""
    need = s.ctx.players
    rewards = s.ctx.comp.tables.assembly_tiles[s.tile].rewards[s.ctx.side]
    seats = list(assemblies.everyone(s))
    left = s.ctx.turns * need - s.step - 1
    olater = outlook.OFFICER_FUTURE * left * 2 / need  # the officer's later scorings
    for z, row in enumerate(s.zone_dice):
        k = sum(1 for d in row if d not in (EMPTY, BLOCKED))
        w = outlook.COMING * k / need if k else outlook.IDLE
        if k >= need:
            w = 1.0
        elif k + left < need or not (w or olater):
            continue
        rank = assemblies.dense_ranks([counts.presence(s, w, z) for w in seats])[seat]
        v = rewards[rank][0] if 0 <= rank < len(rewards) else 0
        o = s.officer_at[z]
        rank = assemblies.dense_ranks([s.influence[o][w] for w in seats])[seat]
        full = assemblies.points(s, seat, s.ctx.comp.players.officers[o].scoring)
        u = full if rank == 0 else full // 2 if rank == 1 else 0
        if not olater:
            if v or u:
                total += w * (v + u)
        else:
            total += w * v + (w + olater) * u
    return total


def evaluate_ref(s, seat):
    if s.phase == "over":
        return margin(GAME.scores(s), seat)
    if s.solo is not None:
        return margin(solo_public.projection(s, projection_ref(s, 0)), seat)
    n = len(s.players)
    return margin([with_coming_ref(s, i, projection_ref(s, i)) for i in range(n)], seat)


def trained_ref(s, seat, code):
    p = s.players[seat]
    n = p.home[code] + p.tired[code] + p.adv_units[code]
    n += sum(1 for i, o in enumerate(s.loc_dino) if o == seat and s.loc_dino_kind[i] == code - 1)
    n += sum(
        1
        for z, o in enumerate(s.zone_thunder)
        if o == seat and code == 3 and p.leader_at != f"ts:{z}"
    )
    if p.mounted and s.ctx.comp.players.leaders[p.leader].mount == code - 1:
        n += 1
    return n


def wild_shelters_ref(s, seat):
    n = sum(sh.count(seat) for sh in s.loc_shelters)
    return n + s.outpost[0].count(seat) + s.outpost[1].count(seat)


def _check(s):
    n = len(s.players)
    counted = goals.all_zone_counts(s, n)
    for zone in (*ZONES, *REGIONS):
        want = [goals.zone_count(s, seat, zone) for seat in range(n)]
        assert counted[zone] == want, zone
    for seat in range(len(s.players)):
        for code in range(1, 5):
            assert counts.trained(s, seat, code) == trained_ref(s, seat, code)
        assert counts.wild_shelters(s, seat) == wild_shelters_ref(s, seat)
    for seat in range(len(s.players)):
        for name in COUNTS:
            assert counts.count(s, seat, name) == counts._count(s, seat, name), name
    for seat in range(GAME.num_seats(s)):
        assert GAME.evaluate(s, seat) == evaluate_ref(s, seat)
    for seat in range(GAME.num_seats(s)):  # asked again: the kept projections
        assert GAME.evaluate(s, seat) == evaluate_ref(s, seat)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_evaluate_matches_the_reference_on_every_decision(config):
    for seed in range(3):
        s = GAME.setup(config, seed)
        r = Rng(seed + 11)
        n = 0
        while True:
            _check(s)
            d = GAME.pending(s)
            if d.seat is None:
                break
            if n % 9 == 4:  # a copy moves on its own; the original's projection stays right
                c = GAME.copy(s)
                GAME.apply(c, len(d.options) - 1)
                _check(c)
                _check(s)
                sample = GAME.determinize(s, d.seat, r)
                _check(sample)
            GAME.apply(s, r.below(len(d.options)))
            n += 1
