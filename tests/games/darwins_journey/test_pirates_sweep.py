"""Seeded random games under every combination of modules (none, pirates, great_ship,
both) at 1-4 players (1: against Alfred): the big sweep's checks (no dead end, pieces
conserved, no view leaks, illegal options refused with the state unchanged), the
Pirates' own invariants (treasures never made, the ship in a region, no seat below 0 VP
or coins after a raid), every option in the action vocabulary, the encoding of the
declared length, and the replay of the moves to the same fingerprint. Sized small: two
games per combination, some 40 ms each."""

from __future__ import annotations

import pytest

from ludotheque.games.darwins_journey.game import GAME

from .test_great_ship_sweep import _play

COMBINATIONS = ([], ["pirates"], ["great_ship"], ["great_ship", "pirates"])
GAMES = 2


def _config(players: int, modules: list[str], seed: int) -> dict:
    if players == 1:
        extra = {"automas": {str(seed % 2): "alfred/blue"}}
    else:
        extra = {"first_game": seed % 3 == 2}
    if "pirates" in modules:
        extra["pirate_tile_top"] = seed % 2 == 1
    return GAME.configure({"players": players, "modules": modules, **extra})


def pirate_pieces(s) -> None:
    """The module's invariants: the 9 Treasures are on campsites, held, or in the box;
    the pirate ship is in the supply or one of the Ocean's regions."""
    if not s.ctx.pirates:
        assert s.pirate == -1 and s.treasures == 0 and not any(s.hoard)
        return
    assert bin(s.treasures).count("1") + sum(s.hoard) <= len(s.ctx.comp.geo.campsites)
    assert all(h >= 0 for h in s.hoard)
    assert -1 <= s.pirate < len(s.ctx.regions.names)


def play(config: dict, seed: int) -> tuple[set, int]:
    """The Great Ship sweep's game (its checks and replay) with the Pirates' invariants
    after each move; the decision kinds met and the raids logged."""
    kinds: set = set()

    def after(s, d):
        pirate_pieces(s)
        kinds.add(d.kind)

    _, lines = _play(config, seed, after=after)
    return kinds, sum("pirate raid" in x for x in lines)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("modules", COMBINATIONS, ids=lambda m: "+".join(m) or "base")
def test_random_games_under_each_combination(modules, players):
    kinds, raids = set(), 0
    for k in range(GAMES):
        seen, n = play(_config(players, modules, k), 700 + k)
        kinds |= seen
        raids += n
    assert ("treasure" in kinds) == ("pirates" in modules)
    assert ("great-ship" in kinds) == ("great_ship" in modules)
    assert raids == 0 or "pirates" in modules  # raids themselves: test_pirates_rules.py
