"""The search agents' evaluation: final scoring now plus a share of what is in study."""

from __future__ import annotations

import random

import pytest

from ludotheque.games.encyclopedia import GAME, evaluation, scoring
from ludotheque.games.encyclopedia.state import BAG

from .fixtures import cubes, give, make_state, publish_done, study

ANIMALS = [
    ("A1", "america", ["mammal", "omnivore", "prairie", "hot"]),
    ("A2", "america", ["bird", "carnivore", "forest", "cold"]),
    ("E1", "europe", ["mammal", "herbivore", "aquatic", "temperate"]),
]


def person_total(s, seat: int) -> int:
    return sum(scoring.person(s, seat).values())


def test_in_study_counts_what_publishing_would_add():
    """One American Animal with Type I and III cubes: America 0 -> 1 (+1), mammal and
    prairie 0 -> 1 (+1 each), 1 for the card, 2 and 5 for the cubes, a Seal (4)."""
    s = make_state(2, animals=ANIMALS)
    study(s, 0, "A1")
    cubes(s, 0, "A1", 1, 3)
    assert evaluation.in_study(s, 0) == 1 + 1 + 1 + (1 + 2 + 5) + 4
    assert evaluation.in_study(s, 1) == 0


def test_in_study_builds_on_what_is_published():
    """America already holds one published Animal: the second is its 1 -> 2 step (+2)."""
    s = make_state(2, animals=ANIMALS)
    publish_done(s, 0, "A2")
    study(s, 0, "A1")
    assert evaluation.in_study(s, 0) == 2 + 1 + 4


def test_a_seal_per_continent_not_per_animal():
    s = make_state(2, animals=ANIMALS)
    study(s, 0, "A1", "A2", "E1")
    # America 0 -> 2 (3), Europe 0 -> 1 (1), three cards, two publications' Seals.
    assert evaluation.in_study(s, 0) == 3 + 1 + 3 + 2 * 4


def test_the_share_is_full_early_and_gone_when_no_turn_is_left():
    s = make_state(2, animals=ANIMALS)
    study(s, 0, "A1")
    cubes(s, 0, "A1", 1)
    give(s, 0, coins=6)
    value = evaluation.in_study(s, 0)
    assert evaluation.turns_left(s) >= evaluation.SHARE_TURNS
    assert evaluation.projection(s, 0) == pytest.approx(
        person_total(s, 0) + evaluation.SHARE * value
    )
    assert GAME.evaluate(s, 0) == pytest.approx(
        evaluation.projection(s, 0) - evaluation.projection(s, 1)
    )
    s.round = s.ctx.cat.rounds
    s.dloc = [BAG if 0 <= loc < 16 else loc for loc in s.dloc]
    assert evaluation.turns_left(s) == 0
    assert evaluation.projection(s, 0) == person_total(s, 0)


def test_the_share_shrinks_with_the_turns_left():
    s = make_state(2, animals=ANIMALS)
    study(s, 0, "A1")
    s.round = s.ctx.cat.rounds
    s.dloc = [BAG if 0 <= loc < 16 else loc for loc in s.dloc]
    shares = []
    for on_boards in (2, 4, 8):
        t = s.copy()
        for d in range(on_boards):
            t.dloc[d] = d % 16
        shares.append(evaluation.projection(t, 0) - person_total(t, 0))
    assert 0 < shares[0] < shares[1] < shares[2]


def test_an_automa_is_projected_by_its_scoring_card():
    """Its Scoring card, plus its walk toward its next reputation bonus (here a quarter of
    the way from the last space to an Expedition token, 4 points on L'Astrolabe)."""
    s = make_state(2, automas={"1": "daubenton/astrolabe"}, animals=ANIMALS)
    study(s, 1, "A1", "A2")
    assert s.rep[1] == 0
    assert evaluation.projection(s, 1) == sum(scoring.automa(s, 1).values()) + 1 > 1


def brute_in_study(s, seat: int) -> int:
    """`in_study` the long way: the collections recounted with everything in study."""
    cat = s.ctx.cat
    cats = scoring.category_counts(s, seat)
    conts = scoring.continent_counts(s, seat)
    before = cat.collections(cats) + cat.collections(conts)
    points = 0
    for a in s.study[seat]:
        conts[cat.animal_continent[a]] += 1
        points += cat.pub_vp[0]
        for t in range(1, 5):
            if s.marks[a] >> (t - 1) & 1:
                cats[cat.animal_cats[a][t - 1]] += 1
                points += cat.pub_vp[t]
    continents = {cat.animal_continent[a] for a in s.study[seat]}
    seals = len(continents) * cat.pub_seals * cat.seal_vp
    return cat.collections(cats) + cat.collections(conts) - before + points + seals


@pytest.mark.parametrize("seed", range(6))
def test_in_study_matches_a_recount_through_random_games(seed):
    rng = random.Random(seed)
    s = GAME.setup(GAME.configure({"players": 3}), seed)
    checked = 0
    while not GAME.is_over(s):
        for seat in range(3):
            assert evaluation.in_study(s, seat) == brute_in_study(s, seat)
            checked += bool(s.study[seat])
        GAME.apply(s, rng.randrange(len(GAME.pending(s).options)))
    assert checked > 100


@pytest.mark.parametrize("players,automa", [(2, False), (4, False), (3, True)])
def test_projections_are_every_seats_projection(players, automa):
    """`projections` (the fast path search agents take) gives exactly what `projection`
    gives seat by seat, at every decision of seeded random games, Automa seats included."""
    from ludotheque.core.rng import Rng

    config = {"players": players}
    if automa:
        config = GAME.seat_config(config, ["x"] + ["automa:daubenton/astrolabe"] * (players - 1))
    checked = 0
    for seed in range(3):
        s = GAME.setup(config, seed)
        rng = Rng(seed)
        while (d := GAME.pending(s)).seat is not None:
            want = [evaluation.projection(s, x) for x in range(s.ctx.n)]
            assert evaluation.projections(s) == want
            GAME.apply(s, rng.below(len(d.options)))
            checked += 1
    assert checked > 100
