"""`Game.known_values` at the Pirates' P1 research (rules/pirates/crew.py): its task has a
fourth item (the second research free, L2230), which known_values.py once unpacked as a
task of three and failed on, so a settling step with the card to use stopped with an
error. Its first research with a second offered is known as the Museum's is, and each
value is the child's evaluation (tests/known_values_kit.py)."""

from __future__ import annotations

from known_values_kit import assert_same_settling, checked_known_values, without_known_values
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import museum, tasks
from ludotheque.games.darwins_journey.rules.pirates.crew import FREE


def test_the_pirate_research_has_its_first_research_known():
    s = GAME.setup({"players": 3, "modules": ["pirates"]}, 1)
    r = Rng(1)
    while True:  # an Action-phase decision with two specimens the seat may research
        d = GAME.pending(s)
        if s.phase == "action" and len(museum.researchable(s, d.seat)) >= 2:
            break
        GAME.apply(s, r.below(len(d.options)))
    seat = d.seat
    assert s.ships[seat] < 0  # no Great Ship card: a research pays no column bonus
    s.coins[seat] = s.ctx.comp.tracks.second_cost
    tasks.push(s, ("museum-research", seat, 0, FREE))
    s.decision = None
    got, known, children = checked_known_values(GAME, s)
    assert got == seat and known is not None
    assert len(children) == len(museum.researchable(s, seat)) >= 2
    assert_same_settling(GAME, without_known_values(GAME), s, seat)
