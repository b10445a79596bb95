"""A state's copies share its lists (issue 22: a search copies the state at every option it
tries): the decks, markets, cards and the like until the end (`state.shared`: replaced,
never changed in place, once the state was copied), the seven lists most options write
until the first write (`state.mine`, `own_coins` and the like). So playing a copy to the
end of the game, through deck draws, reshuffled discards and round tokens, leaves the
original as it was; a copy and its original played apart each end as a fresh replay of
its own options; and the rules write those seven lists through `own_*` only."""

from __future__ import annotations

import json

import pytest

from ludotheque.core import Rng, get_game

GAME = get_game("encyclopedia")


def _frozen(s) -> str:
    """The snapshot as text (the snapshot holds the state's own lists)."""
    return json.dumps(GAME.snapshot(s), sort_keys=True)


CONFIGS = ({"players": 2}, {"players": 4}, {"players": 3, "automas": {"1": "linne/boudeuse"}})


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_playing_a_copy_leaves_the_original(index: int) -> None:
    config = GAME.configure(CONFIGS[index])
    for seed in range(2):
        s = GAME.setup(config, 110 + seed)
        rng = Rng(seed)
        step = 0
        while (d := GAME.pending(s)).seat is not None:
            if step % 40 == 0:
                before = _frozen(s)
                c = GAME.copy(s)
                while (e := GAME.pending(c)).seat is not None:
                    GAME.apply(c, rng.below(len(e.options)))
                assert _frozen(s) == before
                t = GAME.determinize(s, d.seat, rng)
                GAME.apply(t, rng.below(len(d.options)))
                assert _frozen(s) == before
            GAME.apply(s, rng.below(len(d.options)))
            step += 1


def _replayed(config, seed: int, picks: list[int], start: int) -> tuple:
    """A fresh game with the same options: a state never copied, which writes its lists in
    place (`state.shared` False); with its evaluations after each option from `start` on."""
    s = GAME.setup(config, seed)
    values = []
    for k, i in enumerate(picks):
        GAME.apply(s, i)
        if k >= start:
            values.append(GAME.evaluate_seats(s, range(config["players"])))
    assert not s.shared
    return _frozen(s), values


@pytest.mark.parametrize("index", range(len(CONFIGS)))
def test_a_copy_and_its_original_played_apart(index: int) -> None:
    """Once copied, the original and the copy share lists and both are flagged
    (`state.shared`): played apart one option each in turn, through deck draws, market
    refills, picks and round tokens, each must end as a fresh replay of its own options, and
    be evaluated alike on the way (the evaluation's memo is kept by stamps, a shared list).
    A list written in place by either side would show in the other."""
    config = GAME.configure(CONFIGS[index])
    seats = range(config["players"])
    for seed in range(3):
        s = GAME.setup(config, 210 + seed)
        rng = Rng(seed)
        picks: list[int] = []
        for _ in range(25 + 35 * seed):  # copied at setup, in round 1, in round 2
            d = GAME.pending(s)
            picks.append(rng.below(len(d.options)))
            GAME.apply(s, picks[-1])
        assert not s.shared  # never copied: in place so far
        start = len(picks)
        c = GAME.copy(s)
        assert s.shared and c.shared
        going = {id(s): (s, list(picks), []), id(c): (c, list(picks), [])}
        played = list(going.values())
        while going:
            for key, (state, own, values) in list(going.items()):
                d = GAME.pending(state)
                if d.seat is None:
                    del going[key]
                    continue
                own.append(rng.below(len(d.options)))
                GAME.apply(state, own[-1])
                values.append(GAME.evaluate_seats(state, seats))
        assert played[0][1] != played[1][1]
        for state, own, values in played:
            assert (_frozen(state), values) == _replayed(config, 210 + seed, own, start)


OWN = {"coins", "tokens", "seals", "rep", "vp", "dval", "dloc"}  # written by `own_*` only


def test_the_rules_write_the_shared_lists_through_own() -> None:
    """The seven lists a light copy shares until they are written (`state.mine`) are written
    by the rules through `own_coins(s)` and the like, never as `s.coins[x] = ...`, which
    would write the list of every state sharing it."""
    import ast
    from pathlib import Path

    import ludotheque.games.encyclopedia as pkg

    root = Path(pkg.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            targets = node.targets if isinstance(node, ast.Assign) else []
            if isinstance(node, ast.AugAssign):
                targets = [node.target]
            for t in targets:
                for x in ast.walk(t):
                    if (
                        isinstance(x, ast.Subscript)
                        and isinstance(x.value, ast.Attribute)
                        and x.value.attr in OWN
                    ):
                        found.append(f"{path.relative_to(root)}:{node.lineno}")
    assert not found
