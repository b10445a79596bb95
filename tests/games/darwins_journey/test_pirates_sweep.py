"""Seeded random games under every combination of modules (none, pirates, great_ship,
both) at 1-4 players (1: against Alfred): the big sweep's checks (no dead end, pieces
conserved, no view leaks, illegal options refused with the state unchanged), the
Pirates' own invariants (treasures never made, the ship in a region, no seat below 0 VP
or coins after a raid), every option in the action vocabulary, the encoding of the
declared length, and the replay of the moves to the same fingerprint. Sized small: two
games per combination, some 40 ms each."""

from __future__ import annotations

import random

import pytest

from ludotheque.games.darwins_journey.game import GAME

from .test_big_sweep import pieces, probe
from .test_sweep import _choose

COMBINATIONS = ([], ["pirates"], ["great_ship"], ["great_ship", "pirates"])
GAMES = 2
PROBE_EVERY = 37


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


def play(config: dict, seed: int) -> tuple:
    s = GAME.setup(config, seed)
    words = set(GAME.action_vocabulary(config))
    size = GAME.encoding_size(config)
    r = random.Random(seed * 131 + config["players"])
    moves, kinds, raids = [], set(), 0
    while not GAME.is_over(s):
        d = GAME.pending(s)
        assert d.options and len(set(d.options)) == len(d.options), d  # no dead end
        assert set(d.options) <= words, set(d.options) - words
        if d.seat is not None and len(moves) % PROBE_EVERY == 0:
            probe(s, d.seat, r)
            assert len(GAME.encode(GAME.view(s, d.seat), d.seat)) == size
        kinds.add(d.kind)
        i = _choose(r, d.options)
        moves.append(d.options[i])
        before = s.notes
        GAME.apply(s, i)
        node = s.notes
        while node is not None and node is not before:  # the lines this move logged
            raids += "pirate raid" in node[1]
            node = node[0]
        pieces(s)
        pirate_pieces(s)
        assert len(moves) < 4000
    assert s.phase == "over" and GAME.winners(s)
    replay = GAME.setup(config, seed)
    for m in moves:
        GAME.apply(replay, m)
    assert GAME.fingerprint(replay) == GAME.fingerprint(s)
    return s, kinds, raids


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("modules", COMBINATIONS, ids=lambda m: "+".join(m) or "base")
def test_random_games_under_each_combination(modules, players):
    kinds, raids = set(), 0
    for k in range(GAMES):
        _, seen, n = play(_config(players, modules, k), 700 + k)
        kinds |= seen
        raids += n
    assert ("treasure" in kinds) == ("pirates" in modules)
    assert ("great-ship" in kinds) == ("great_ship" in modules)
    assert raids == 0 or "pirates" in modules  # raids themselves: test_pirates_rules.py
