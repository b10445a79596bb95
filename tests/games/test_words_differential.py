"""The games' narration and labels made cheaper (issue 16: they are most of a move's
server CPU) tell exactly what the code before did: every line of `narrate` and every
option's label, compared with a reference copy of that code (words_reference/) over
seeded random games at 2 to 4 players, for every seat and a spectator."""

from __future__ import annotations

import importlib

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.core.registry import get_game
from ludotheque.core.rng import Rng

GAMES = {
    "darwins-journey": "darwins_journey",
    "encyclopedia": "encyclopedia",
    "iwari": "iwari",
    "newton": "newton",
    "perseverance-ep3": "perseverance_ep3",
}
MAX_PLIES = 600  # a whole game of most; the first 600 decisions of the longest


def walk(game, players: int, seed: int):
    """(watchers, views before, views after, decision options, option) of each move of a
    seeded random game, every seat's and a spectator's view."""
    config = game.seat_config({}, ["human"] * players)
    config.setdefault("players", players)
    state = game.setup(game.configure(config), seed)
    watchers = [*range(game.num_seats(state)), None]
    rng = Rng(seed + 11)
    before = {w: game.view(state, w) for w in watchers}
    for _ in range(MAX_PLIES):
        if game.is_over(state):
            return
        decision = game.pending(state)
        option = decision.options[rng.next64() % len(decision.options)]
        yield watchers, before, decision.options, option
        game.apply(state, option)
        after = {w: game.view(state, w) for w in watchers}
        yield watchers, (before, after), None, option
        before = after


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_same_words_as_the_reference(game_id: str, players: int) -> None:
    game = get_game(game_id)
    if not game.min_players <= players <= game.max_players:
        pytest.skip(f"{game_id} is not played at {players}")
    module = GAMES[game_id]
    narration = importlib.import_module(f"ludotheque.games.{module}.narration")
    labels = importlib.import_module(f"ludotheque.games.{module}.labels")
    ref_narration = importlib.import_module(f"words_reference.{module}_narration")
    ref_labels = importlib.import_module(f"words_reference.{module}_labels")
    told = labelled = 0
    for seed in (players * 101 + 1, players * 101 + 2):
        try:
            moves = list(walk(game, players, seed))
        except ConfigError:
            pytest.skip(f"{game_id} has no default configuration at {players}")
        for watchers, views, options, option in moves:
            if options is None:  # a move: each watcher's narration
                before, after = views
                for w in watchers:
                    want = ref_narration.narrate(before[w], after[w], w)
                    assert narration.narrate(before[w], after[w], w) == want, (w, option)
                    told += len(want)
                continue
            for w in watchers:  # a decision: its options (and the move) as each view reads it
                for o in options:
                    assert labels.label(views[w], o) == ref_labels.label(views[w], o), (w, o)
                    labelled += 1
    assert told and labelled


def test_kept_words_tell_types_apart_and_are_the_callers_own() -> None:
    """`changes` keeps the words of two parts by their JSON: equal parts told again give
    the same words, in a list the caller may extend; parts whose JSON differs only by a
    value's type (1 and true, 1 and 1.0) are told each in their own words."""
    from ludotheque.fronts.narration import changes

    first = changes({"coins": 1, "ship": "O0"}, {"coins": 3, "ship": "O2"})
    first.append("told by the caller")
    again = changes({"coins": 1, "ship": "O0"}, {"coins": 3, "ship": "O2"})
    assert again == ["+2 coins", "ship O0 -> O2"]
    assert changes({"flag": 1}, {"flag": 2}) == ["+1 flag"]
    assert changes({"flag": True}, {"flag": 2}) == ["flag yes -> 2"]
    assert changes({"flag": 1.0}, {"flag": 2}) == ["+1.0 flag"]
