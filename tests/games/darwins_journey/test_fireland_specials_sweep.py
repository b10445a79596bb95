"""Seeded random Fireland games at 1-4 players, without and with the modules, their Special
Action Diary holding Fireland's tiles (a built table: the tiles in turn, so each comes up),
until every tile's verb has acted. After every move: no dead end, every option in the
action vocabulary, the Adventure tokens and cards neither made nor lost, Time markers on the
track, VP never below 0, at most 4 Stolen Time tokens held and none past a Cleanup. Cheap:
some 30 games of a few hundred moves."""

from __future__ import annotations

from collections import Counter

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_specials import fireland_specials
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import effects

from .fixtures import assert_adventures_kept

FIRE = fireland_data()
ALL = ["great_ship", "pirates", "animal_companion"]
VERBS = (
    "adventure-land",
    "adventure-ocean",
    "stolen-time",
    "time-others",
    "letter-top",
    "stamp-each",
    "explore-split",
    "navigate-split",
    "move-each",
)


def _table(players: int, seed: int, modules: list[str]):
    config = {"players": players, "modules": modules, "fireland": True}
    if players == 1:
        config["automas"] = {"1": "alfred/white"}
    config = GAME.configure(config)
    s = GAME.setup(config, seed)
    first = len(s.ctx.comp.specials) - len(fireland_specials().tiles) - ("pirates" in modules)
    tile = list(s.tile)
    for k, space in enumerate(s.ctx.comp.diaries.special_slots):
        if tile[space] >= 0 and s.ctx.comp.specials[tile[space]].id != "P":
            tile[space] = first + (seed + k) % len(fireland_specials().tiles)
    s.tile = tuple(tile)
    return config, s


def _check(s, tokens0: int, round0: int) -> None:
    f = s.fire
    assert_adventures_kept(s, tokens0)
    assert all(0 <= x <= FIRE.time.last for x in f.time)
    assert min(s.vp) >= 0
    assert sum(f.stolen) <= fireland_specials().stolen_tokens
    if s.round != round0:
        assert not f.stolen  # back by the board at Cleanup (L1979)


def _play(players: int, seed: int, modules: list[str], seen: Counter) -> None:
    config, s = _table(players, seed, modules)
    words = set(GAME.action_vocabulary(config))
    tokens0 = len(s.fire.tokens)
    rng = Rng(seed * 31 + players)
    for _ in range(4000):
        if GAME.is_over(s):
            break
        d = GAME.pending(s)
        assert d.options and set(d.options) <= words, set(d.options) - words
        round0 = s.round
        opt = d.options[rng.below(len(d.options))]
        if opt.startswith("do ") and opt[3:].split()[0] in VERBS:
            seen[opt[3:].split()[0]] += 1
        GAME.apply(s, opt)
        _check(s, tokens0, round0)
    assert GAME.is_over(s)


@pytest.mark.parametrize("modules", [[], ALL], ids=["base", "modules"])
def test_random_games_see_every_fireland_tile_act(modules):
    seen: Counter = Counter()
    for seed in range(1, 40):
        for players in (1, 2, 3, 4):
            _play(players, seed, modules, seen)
        if seed >= 3 and all(seen[v] for v in VERBS):
            break
    assert all(seen[v] for v in VERBS), seen
    assert effects.RUNNERS.keys() >= set(VERBS)
