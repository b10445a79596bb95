"""At a table with an Automa, the search values each seat's walk toward its next
reputation bonus (track: bonuses on spaces 3 token, 5 coins, 7 Animal, 9 token,
11 Expert, 13 coins, 15 seal, of 16)."""

from __future__ import annotations

import pytest

from ludotheque.games.encyclopedia import evaluation, reputation_value, scoring
from ludotheque.games.encyclopedia.rules.reputation import gain_rep

from .fixtures import make_state, study

ASTROLABE = {"1": "daubenton/astrolabe"}  # tokens and seals 4 points, a coin 1
ANIMALS = [
    ("A1", "america", ["mammal", "omnivore", "prairie", "hot"]),
    ("A2", "america", ["bird", "carnivore", "forest", "cold"]),
    ("E1", "europe", ["mammal", "herbivore", "aquatic", "temperate"]),
]


def _automa_walk(s, seat: int = 1) -> float:
    return reputation_value.walked(s, seat, scoring.automa_counts(s, seat))


def test_the_walk_is_the_share_of_the_next_bonus_at_the_automas_rates():
    """From the last bonus (15, one step behind space 0) to the token on 3: space 2 is
    three quarters of the way to 4 points; space 4 half of the way to 3 coins (3 points
    on L'Astrolabe)."""
    s = make_state(2, automas=ASTROLABE)
    s.rep[1] = 2
    assert _automa_walk(s) == pytest.approx(3.0)
    s.rep[1] = 4
    assert _automa_walk(s) == pytest.approx(1.5)


def test_a_person_is_priced_at_the_final_scorings_rates():
    """Space 4, half way to 3 coins: 1.5 coins, worth half a point each."""
    s = make_state(2, automas=ASTROLABE)
    s.rep[0] = 4
    assert reputation_value.walked(s, 0) == pytest.approx(0.75)


def test_an_animal_pick_is_priced_by_the_automas_first_continent():
    """Space 6, half way to an Animal: with two Animals of its first continent, a third
    adds (3 x 3) - (2 x 2) = 5 points to that continent's score."""
    s = make_state(2, automas=ASTROLABE, animals=ANIMALS)
    america = s.ctx.cat.continents.index("america")
    s.prio[1] = (america,) + tuple(k for k in range(5) if k != america)
    s.rep[1] = 6
    assert _automa_walk(s) == pytest.approx(0.5 * 1)  # none yet: 1 x 1 - 0
    study(s, 1, "A1", "A2")
    assert _automa_walk(s) == pytest.approx(0.5 * 5)


def test_reputation_raises_the_automas_projection_even_before_a_bonus():
    """Two steps that reach no bonus used to be worth nothing; they are now, and
    reaching the bonus banks it without the projection falling back."""
    s = make_state(2, automas=ASTROLABE)
    s.rep[1] = 0
    before = evaluation.projection(s, 1)
    gain_rep(s, 1, 2)  # 0 -> 2, no bonus
    walked = evaluation.projection(s, 1)
    gain_rep(s, 1, 1)  # 2 -> 3: the token
    banked = evaluation.projection(s, 1)
    assert s.tokens[1] == 1
    assert before < walked < banked
    assert evaluation.projections(s)[1] == banked


def test_among_people_reputation_stays_unpriced():
    """Without an Automa the search and `greedy` see the projection they always had (the
    walk was measured only against the Automa)."""
    s = make_state(2)
    s.rep[0] = 2
    assert evaluation.projection(s, 0) == sum(scoring.person(s, 0).values())
