"""Seeded random games with the Scenarios module under every combination of the other
modules (none, great_ship, pirates, animal_companion, and each mix of them) at 1-4
players (1: against Alfred), a scenario card or none in turn: the big sweep's checks (no
dead end, pieces conserved, no view leaks, illegal options refused with the state
unchanged), every option in the action vocabulary, the encoding of the declared length,
the replay of the moves to the same fingerprint, and the module's own invariants (no
seat below 0 Temporary Knowledge after Special B3, the module's pieces only where the
Components hold them). One game per table, some 50 ms each."""

from __future__ import annotations

from itertools import combinations

import pytest

from ludotheque.games.darwins_journey.game import GAME

from .test_great_ship_sweep import _play

OTHERS = ("great_ship", "pirates", "animal_companion")
COMBINATIONS = [list(c) for k in range(4) for c in combinations(OTHERS, k)]
CARDS = ("none", "B1", "B2", "B3", "B4")


def _config(players: int, modules: list[str], seed: int) -> dict:
    extra = {"automas": {str(seed % 2): "alfred/blue"}} if players == 1 else {}
    card = CARDS[seed % len(CARDS)]
    return GAME.configure(
        {"players": players, "modules": [*modules, "scenarios"], "scenario": card, **extra}
    )


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("modules", COMBINATIONS, ids=lambda m: "+".join(m) or "alone")
def test_random_games_with_scenarios_under_each_combination(modules, players):
    seed = 900 + players + 5 * COMBINATIONS.index(modules)
    config = _config(players, modules, seed)
    kinds: set = set()

    def after(s, d):
        assert all(t >= 0 for t in s.tk)
        kinds.add(d.kind)

    s, _ = _play(config, seed, after=after)
    assert len(s.ctx.comp.crew) >= 20 and s.ctx.scenarios
    assert {"bundle", "place"} <= kinds, kinds
    card = config["scenario"]
    start = GAME.view(GAME.setup(config, seed), 0)
    assert (card != "none") == any(f"scenario card {card}" in x for x in start["log"])
