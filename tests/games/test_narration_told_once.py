"""Narration told once per position for every listener it does not name
(`fronts.narration.for_watcher`: Iwari's and Perseverance's board, Encyclopedia's whole
narration) gives every listener the very words its narration made afresh gives: seeded
random games at every player count, every seat and a spectator served in a shuffled
order after every move (so the first to be told is now a seat the words name, now one
they do not), from the server's shared views (`fronts.position_parts.view`), compared
with each listener's narration of views built afresh with every narration memory
emptied first."""

from __future__ import annotations

import pytest

from ludotheque.core.registry import get_game
from ludotheque.core.rng import Rng
from ludotheque.fronts import narration, position_parts
from view_kit import random_moves, seeded_table  # tests/view_kit.py (on the path)

GAMES = ["encyclopedia", "iwari", "perseverance-ep3"]
PLIES = 400


def _afresh(game, before: dict, after: dict, watcher: int | None) -> list[str]:
    """The listener's narration with nothing kept from any other's: every narration
    memory emptied, and the game's words of shared parts made for this watcher itself
    (`for_watcher` as it would be without its memory)."""
    for memory in (narration._SAME, narration._TOLD, narration._BY_PARTS):
        memory.clear()
    module = game.narration_module
    kept = module.for_watcher
    module.for_watcher = lambda tag, parts, w, make: make(w)
    try:
        return game.narrate(before, after, watcher)
    finally:
        module.for_watcher = kept


CASES = [
    (g, p, None)
    for g in GAMES
    for p in (1, 2, 3, 4)
    if get_game(g).min_players <= p <= get_game(g).max_players
]
CASES.append(("perseverance-ep3", 2, {"dissidents": "ranger"}))  # solo: you are a seat


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_words_told_once_are_each_listeners_own(
    game_id: str, players: int, options: dict | None
) -> None:
    game, state, watchers = seeded_table(game_id, players, 70 + players, options)
    rng = Rng(100 + players)
    shared_before = {w: position_parts.view(game, state, w) for w in watchers}
    fresh_before = {w: game.view(state, w) for w in watchers}
    told = named = 0
    for _ in random_moves(game, state, rng, PLIES):
        order = list(watchers)
        for i in range(len(order) - 1, 0, -1):  # a shuffle: who is told first varies
            j = rng.next64() % (i + 1)
            order[i], order[j] = order[j], order[i]
        shared = {w: position_parts.view(game, state, w) for w in order}
        got = {w: game.narrate(shared_before[w], shared[w], w) for w in order}
        fresh = {w: game.view(state, w) for w in watchers}
        for w in order:
            want = _afresh(game, fresh_before[w], fresh[w], w)
            assert got[w] == want, (game_id, players, w)
            told += len(want)
            named += any("(you)" in line for line in want)
        shared_before, fresh_before = shared, fresh
    assert told and named, (told, named)  # words were told, some naming their listener
