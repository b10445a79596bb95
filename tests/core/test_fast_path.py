"""The core's integer-action fast path changes nothing but speed.

`Game.apply(state, index)` with a plain `int` in range skips the conversions the text and
numpy paths go through, and `Decision` is a named tuple rather than a frozen dataclass.
Seeded random games of every registered game, in every mode, are played twice side by
side: once through the fast path, once through `reference_apply` below (the core's apply
as it was before the fast path, kept here as the straightforward reference, fed the
option's text on even decisions and its index on odd ones). Every decision must offer the
same options to the same seat, and the states must have the same fingerprints along the
way and at the end. Illegal indices tried on the way must raise the reference's error and
leave the state as it was.
"""

from __future__ import annotations

import operator
import pickle

import pytest

from ludotheque.core import ConfigError, Rng, all_games
from ludotheque.core.decision import GAME_OVER, Decision
from ludotheque.core.errors import IllegalOption
from ludotheque.core.game import Game

# Games per configuration: seeds 0, 1, 2... until this many decisions are played (at least
# MIN_GAMES games): about 1,400 games over the registered games and their modes.
DECISIONS = 8_000
MIN_GAMES = 15
MAX_GAMES = 200
FINGERPRINT_EVERY = 211  # decisions between fingerprint comparisons (and at the end)
ILLEGAL_EVERY = 61  # decisions between illegal indices tried on the fast path


def reference_apply(game: Game, state, option) -> None:
    """`Game.apply` before the fast path (the straightforward version)."""
    d = state.decision
    if d is None:
        d = state.decision = game._decide(state)
    opts = d.options
    if option.__class__ is not str:
        try:
            index = operator.index(option)
        except TypeError:
            raise IllegalOption(option, d.kind, opts) from None
        if isinstance(option, bool) or not 0 <= index < len(opts):
            raise IllegalOption(option, d.kind, opts)
        option = opts[index]
    elif option not in opts:
        raise IllegalOption(option, d.kind, opts)
    state.decision = None
    game._play(state, option)


def reference_pending(game: Game, state):
    d = state.decision
    if d is None:
        d = state.decision = game._decide(state)
    return d


def _accepts(game: Game, config: dict) -> bool:
    try:
        game.configure(config)
    except ConfigError:
        return False
    return True


def configurations(game: Game) -> list[tuple[str, dict]]:
    """Every player count, the same with the game's automas in the other seats, and every
    `mode` value the game's described modes name (as the agents' dead-end sweep does)."""
    out = []
    for n in range(game.min_players, game.max_players + 1):
        if _accepts(game, {"players": n}):
            out.append((f"{n}p", {"players": n}))
        if n > 1:
            try:
                config = game.seat_config({"players": n}, ["random"] + ["automa"] * (n - 1))
            except ConfigError:
                continue
            if _accepts(game, config):
                out.append((f"{n}p-automa", config))
    if "mode" in game.configure({}):
        seen = []
        for text in game.modes:
            word = text.split()[0].lower()
            for value in (word, word.replace("-", "")):
                if value not in seen and _accepts(game, {"mode": value}):
                    seen.append(value)
                    out.append((value, {"mode": value}))
    return out


CASES = [
    pytest.param(game, config, id=f"{game.id}-{name}")
    for game in all_games()
    for name, config in configurations(game)
]


def _decision_fields(d) -> tuple:
    return (d.seat, d.kind, tuple(d.options), d.prompt, d.private)


def _try_illegal(game: Game, fast, ref, step: int) -> None:
    """An out-of-range or negative index, or a bool, on the fast path: the reference's
    error, and the state untouched."""
    d = game.pending(fast)
    bad = (len(d.options), -1, True)[step % 3]
    before = game.fingerprint(fast)
    with pytest.raises(IllegalOption) as got:
        game.apply(fast, bad)
    with pytest.raises(IllegalOption) as want:
        reference_apply(game, ref, bad)
    assert str(got.value) == str(want.value)
    assert game.fingerprint(fast) == before
    assert game.pending(fast) is d


@pytest.mark.parametrize("game,config", CASES)
def test_fast_path_plays_the_games_the_text_path_plays(game, config):
    decisions = seed = 0
    while seed < MAX_GAMES and (seed < MIN_GAMES or decisions < DECISIONS):
        fast, ref = game.setup(config, seed), game.setup(config, seed)
        rng = Rng(seed * 7919 + 1)
        step = 0
        while True:
            d = game.pending(fast)
            r = reference_pending(game, ref)
            assert _decision_fields(d) == _decision_fields(r), (seed, step)
            if d.seat is None:
                break
            if step % ILLEGAL_EVERY == ILLEGAL_EVERY - 1:
                _try_illegal(game, fast, ref, step)
            i = rng.below(len(d.options))
            game.apply(fast, i)
            reference_apply(game, ref, d.options[i] if step % 2 == 0 else i)
            step += 1
            if step % FINGERPRINT_EVERY == 0:
                assert game.fingerprint(fast) == game.fingerprint(ref), (seed, step)
        assert game.fingerprint(fast) == game.fingerprint(ref), seed
        assert game.scores(fast) == game.scores(ref)
        assert game.winners(fast) == game.winners(ref)
        decisions += step
        seed += 1
    assert decisions > seed  # the games were played, not set up and left
    print(f"{game.id} {config}: {seed} games, {decisions} decisions")


def test_every_game_and_several_modes_are_covered():
    ids = {p.id for p in CASES}
    for game in all_games():
        assert any(i.startswith(f"{game.id}-") for i in ids), game.id
    assert any(i.endswith("-1p") or i.endswith("-solo") for i in ids)
    assert len(ids) >= 2 * len(all_games())


# ----- the fast path's edges, on one game ---------------------------------------------
@pytest.fixture
def iwari():
    from ludotheque.core import get_game

    game = get_game("iwari")
    return game, game.setup({"players": 3}, 5)


def test_other_integer_types_and_text_still_play(iwari):
    np = pytest.importorskip("numpy")
    game, state = iwari
    twin = game.copy(state)
    opts = game.pending(state).options
    game.apply(state, np.int64(len(opts) - 1))
    game.apply(twin, opts[-1])
    assert game.fingerprint(state) == game.fingerprint(twin)


@pytest.mark.parametrize("bad", [True, False, -1, 10**6, 2.0, None, "no such option"])
def test_refused_options_raise_the_same_error_and_change_nothing(iwari, bad):
    game, state = iwari
    ref = game.copy(state)
    before = game.fingerprint(state)
    with pytest.raises(IllegalOption) as got:
        game.apply(state, bad)
    with pytest.raises(IllegalOption) as want:
        reference_apply(game, ref, bad)
    assert str(got.value) == str(want.value)
    assert game.fingerprint(state) == before


def test_a_finished_game_refuses_index_zero():
    from ludotheque.core import get_game

    game = get_game("iwari")
    state, rng = game.setup({"players": 2}, 3), Rng(3)
    while (d := game.pending(state)).seat is not None:
        game.apply(state, rng.below(len(d.options)))
    with pytest.raises(IllegalOption, match="no decision is pending"):
        game.apply(state, 0)


def test_decision_is_immutable_and_compared_by_value():
    d = Decision(0, "action", ("a", "b"), "Choose.")
    assert d == Decision(seat=0, kind="action", options=("a", "b"), prompt="Choose.")
    assert d != Decision(0, "action", ("a", "b"), "Choose.", private=True)
    assert hash(d) == hash(Decision(0, "action", ("a", "b"), "Choose."))
    with pytest.raises(AttributeError):
        d.seat = 1  # type: ignore[misc]
    assert d.index("b") == 1
    assert not d.is_terminal and GAME_OVER.is_terminal
    assert d.to_dict() == {"seat": 0, "kind": "action", "prompt": "Choose.", "options": ["a", "b"]}
    assert repr(d).startswith("Decision(seat=0, kind='action'")
    assert pickle.loads(pickle.dumps(d)) == d and type(pickle.loads(pickle.dumps(d))) is Decision


# ----- random_steps: a rollout's random decisions in one loop ----------------------------
@pytest.mark.parametrize("game,config", CASES)
def test_random_steps_play_what_pending_apply_and_below_play(game, config):
    """`Game.random_steps(state, rng, k)` plays, in chunks of k, the games that rounds of
    `apply(state, rng.below(len(pending(state).options)))` play: the same states and the
    same stream, and it stops at the end and says how many it played."""
    for seed in range(4):
        fast, ref = game.setup(config, seed), game.setup(config, seed)
        fast_rng, ref_rng = Rng(seed + 11), Rng(seed + 11)
        chunk = 1 + seed * 13
        while True:
            played = game.random_steps(fast, fast_rng, chunk)
            n = 0
            while n < chunk and (d := reference_pending(game, ref)).seat is not None:
                reference_apply(game, ref, ref_rng.below(len(d.options)))
                n += 1
            assert played == n
            assert fast_rng.state == ref_rng.state
            assert game.fingerprint(fast) == game.fingerprint(ref), (seed, chunk)
            if played < chunk:
                break
        assert game.pending(fast).seat is None
