"""Matches: playing by index or text, refusing illegal options, undo rules, redaction."""

from __future__ import annotations

from typing import Any

import pytest

from ludotheque.core import Decision, IllegalOption, Match, Record, RecordError, Rng, replay
from ludotheque.core.decision import GAME_OVER
from ludotheque.core.game import Game, GameState
from ludotheque.core.registry import get_game

IWARI = get_game("iwari")
CONFIG = {"players": 3, "first_player": 0}


def fp(match: Match) -> str:
    return match.game.fingerprint(match.state)


def hand_count(match: Match, seat: int) -> int:
    return match.game.view(match.state, seat)["hands"][seat]["count"]


def opening_build(seed: int) -> list[str] | None:
    """The first seat's opening moves 'build T', 'hut T.x' (and a payment when the rules ask
    for one) after which it must refill at least two cards, or None for this seed."""
    game = IWARI
    start = game.setup(CONFIG, seed)
    for build in [o for o in game.pending(start).options if o.startswith("build ")]:
        s = game.copy(start)
        game.apply(s, build)
        hut = next(o for o in game.pending(s).options if o.startswith("hut "))
        game.apply(s, hut)
        moves = [build, hut]
        d = game.pending(s)
        if d.kind == "pay":
            pay = max(d.options, key=lambda o: o.count("+"))
            game.apply(s, pay)
            moves.append(pay)
        d = game.pending(s)
        if (
            d.kind == "refill"
            and d.seat == 0
            and game.view(s, 0)["hands"][0]["count"] <= 1
            and "draw" in d.options
            and any(o.startswith("take ") for o in d.options)
        ):
            return moves
    return None


@pytest.fixture(scope="module")
def opening() -> tuple[int, list[str]]:
    for seed in range(500):
        moves = opening_build(seed)
        if moves:
            return seed, moves
    raise AssertionError("no seed in 0..499 gives an opening build that leaves one card")


# ----- playing --------------------------------------------------------------------------
def test_new_match_normalises_the_configuration():
    match = Match(IWARI, {"players": 2, "modules": "all"}, 3)
    assert match.config == IWARI.configure({"players": 2, "modules": "all"})
    assert match.config["modules"] == ["union", "discovery", "honour", "respect"]
    assert match.moves == [] and not match.is_over()
    assert match.decision == IWARI.pending(match.state)


def test_play_by_index_returns_the_option_text():
    match = Match(IWARI, CONFIG, 1)
    d = match.decision
    i = len(d.options) - 1
    text = match.play(i)
    assert text == d.options[i]
    assert match.moves == [text]
    assert match.seats == [d.seat]
    assert match.private == [d.private]


def test_play_by_text_and_by_index_reach_the_same_state():
    by_index = Match(IWARI, CONFIG, 4)
    by_text = Match(IWARI, CONFIG, 4)
    rng = Rng(8)
    for _ in range(60):
        d = by_index.decision
        i = rng.below(len(d.options))
        assert by_text.decision == d
        assert by_index.play(i) == by_text.play(d.options[i]) == d.options[i]
        assert fp(by_index) == fp(by_text)
    assert by_index.moves == by_text.moves


@pytest.mark.parametrize(
    "bad",
    [
        "build Atlantis",
        "",
        "TAKE FOREST",
        "build A1",  # legal texts of other kinds of decision
        "exchange",
        "stop",
        "pay forest",
        -1,
        10_000,
        True,
        1.0,
        None,
    ],
)
def test_illegal_option_changes_nothing(bad):
    match = Match(IWARI, CONFIG, 2)
    rng = Rng(3)
    while len(match.moves) < 10 or match.decision.kind != "refill":
        match.play(rng.below(len(match.decision.options)))
    d = match.decision
    before_fp, before_moves = fp(match), list(match.moves)
    before_undo = match.undoable(d.seat)
    with pytest.raises(IllegalOption) as err:
        match.play(bad)
    assert err.value.option == bad
    assert err.value.kind == d.kind
    assert err.value.options == d.options
    assert fp(match) == before_fp
    assert match.moves == before_moves
    assert len(match.seats) == len(match.private) == len(before_moves)
    assert match.decision == d
    assert match.undoable(d.seat) == before_undo


def test_illegal_option_messages_say_what_is_allowed():
    match = Match(IWARI, CONFIG, 2)
    d = match.decision
    with pytest.raises(IllegalOption) as err:
        match.play(len(d.options))
    assert f"out of range for '{d.kind}'" in str(err.value)
    assert f"choose 0 to {len(d.options) - 1}" in str(err.value)
    with pytest.raises(IllegalOption) as err:
        match.play("build Atlantis")
    message = str(err.value)
    assert "'build Atlantis' is not a legal option" in message
    assert d.options[0] in message


def test_play_after_the_end_is_refused():
    match = Match(IWARI, {"players": 2}, 6)
    rng = Rng(6)
    while not match.is_over():
        match.play(rng.below(len(match.decision.options)))
    assert match.decision == GAME_OVER
    final, moves = fp(match), list(match.moves)
    for bad in (0, "draw", "pass"):
        with pytest.raises(IllegalOption, match="game is over"):
            match.play(bad)
    assert fp(match) == final and match.moves == moves


# ----- undo -----------------------------------------------------------------------------
def test_undo_within_the_own_turn(opening):
    seed, moves = opening
    match = Match(IWARI, CONFIG, seed)
    start = fp(match)
    start_decision = match.decision
    assert match.undoable(0) == 0
    match.play(moves[0])  # build T
    after_build = fp(match)
    assert match.undoable(0) == 1
    match.play(moves[1])  # hut T.x
    assert match.undoable(0) == 2
    for extra in moves[2:]:
        match.play(extra)
    after_all = fp(match)
    assert match.undoable(0) == len(moves)

    # Other seats cannot touch seat 0's decisions.
    for other in (1, 2):
        assert match.undoable(other) == 0
        assert match.undo(other, 5) == 0
    assert fp(match) == after_all and match.moves == moves

    # Take back the last placement-related moves, one by one.
    assert match.undo(0, len(moves) - 1) == len(moves) - 1
    assert match.moves == moves[:1]
    assert fp(match) == after_build
    assert match.undo(0, 10) == 1
    assert match.moves == [] and match.seats == [] and match.private == []
    assert fp(match) == start
    assert match.decision == start_decision
    assert match.undo(0) == 0

    # Replaying the same moves gives the same state: no randomness was consumed.
    for move in moves:
        match.play(move)
    assert fp(match) == after_all


def test_undo_never_crosses_a_draw(opening):
    seed, moves = opening
    match = Match(IWARI, CONFIG, seed)
    for move in moves:
        match.play(move)
    assert match.decision.kind == "refill" and match.decision.seat == 0
    match.play("draw")
    # Still seat 0's turn (two cards were missing) but the draw revealed a card.
    assert match.decision.seat == 0 and match.decision.kind == "refill"
    assert hand_count(match, 0) < 3
    after_draw, moves_after = fp(match), list(match.moves)
    assert match.undoable(0) == 0
    assert match.undo(0, 3) == 0
    assert fp(match) == after_draw and match.moves == moves_after


def test_undo_of_a_river_take_is_allowed_until_the_turn_ends(opening):
    seed, moves = opening
    match = Match(IWARI, CONFIG, seed)
    for move in moves:
        match.play(move)
    before = fp(match)
    take = next(o for o in match.decision.options if o.startswith("take "))
    match.play(take)
    assert match.decision.seat == 0  # hand still incomplete
    assert match.undoable(0) == len(moves) + 1
    assert match.undo(0) == 1
    assert fp(match) == before
    # Finish the turn: the next seat plays and seat 0 can no longer take anything back.
    while match.decision.seat == 0:
        options = match.decision.options
        match.play(next((o for o in options if o.startswith("take ")), options[0]))
    assert match.decision.seat == 1
    assert match.undoable(0) == 0
    assert match.undo(0) == 0


def test_the_next_seat_cannot_undo_the_previous_turn():
    match = Match(IWARI, CONFIG, 12)
    rng = Rng(1)
    while match.decision.seat == 0:
        match.play(rng.below(len(match.decision.options)))
    assert match.decision.seat == 1
    state = fp(match)
    assert match.undoable(1) == 0 and match.undo(1) == 0
    assert match.undoable(0) == 0 and match.undo(0) == 0
    assert fp(match) == state


def test_record_after_undo_replays_to_the_current_state(opening):
    seed, moves = opening
    match = Match(IWARI, CONFIG, seed)
    for move in moves:
        match.play(move)
    match.undo(0, 2)
    rng = Rng(seed)
    for _ in range(80):
        match.play(rng.below(len(match.decision.options)))
    game, state = replay(Record.from_json(match.record().to_json()))
    assert game.fingerprint(state) == fp(match)


def test_from_record_rebuilds_the_match():
    match = Match(IWARI, {"players": 5, "modules": ["respect"], "draft": True}, 77)
    rng = Rng(77)
    for _ in range(100):
        match.play(rng.below(len(match.decision.options)))
    again = Match.from_record(IWARI, match.record())
    assert again.moves == match.moves
    assert again.seats == match.seats
    assert fp(again) == fp(match)


# ----- redaction ------------------------------------------------------------------------
def test_redacted_record_has_no_seed_and_no_result():
    match = Match(IWARI, {"players": 4}, 31)
    rng = Rng(31)
    for _ in range(50):
        match.play(rng.below(len(match.decision.options)))
    for seat in (0, 1, 2, 3, None):
        d = match.redacted_record(seat)
        assert d["seed"] is None
        assert "result" not in d
        assert str(match.seed) not in str(d)
        assert d["game"] == "iwari" and d["config"] == match.config
        # Iwari has no private decision: every move is shown, draws are just "draw".
        assert d["moves"] == match.moves
        with pytest.raises(RecordError, match="cannot be replayed"):
            replay(Record.from_dict(d))
    assert match.record().seed == 31  # the full record keeps it


# A tiny two-seat game with a private decision, to check redaction of private moves.
class _SecretState(GameState):
    __slots__ = ("secret", "guess", "cp")

    def copy(self):
        c = _SecretState()
        c.decision, c.secret, c.guess, c.cp = self.decision, self.secret, self.guess, self.cp
        return c


class _SecretGame(Game):
    id = "test-secret"
    min_players = max_players = 2

    def configure(self, config: dict[str, Any]) -> dict[str, Any]:
        return {}

    def _setup(self, config, rng):
        s = _SecretState()
        s.decision, s.secret, s.guess, s.cp = None, None, None, 0
        return s

    def _decide(self, s):
        if s.secret is None:
            return Decision(0, "hide", ("hide 1", "hide 2", "hide 3"), private=True)
        if s.guess is None:
            return Decision(1, "guess", ("guess 1", "guess 2", "guess 3"))
        return GAME_OVER

    def _play(self, s, option):
        if s.secret is None:
            s.secret = option
        else:
            s.guess = option
        s.cp += 1

    def checkpoint(self, s):
        return s.cp

    def scores(self, s):
        hit = s.guess is not None and s.guess[-1] == s.secret[-1]
        return [0, 1] if hit else [1, 0] if s.guess else [0, 0]

    def winners(self, s):
        sc = self.scores(s)
        return [sc.index(1)] if s.guess else []

    def view(self, s, seat):
        return {"secret": s.secret if seat == 0 else None}

    def determinize(self, s, seat, rng):
        return s.copy()

    def snapshot(self, s):
        return {"secret": s.secret, "guess": s.guess, "cp": s.cp}


def test_private_moves_of_other_seats_are_redacted():
    match = Match(_SecretGame(), {}, 1)
    match.play("hide 2")
    match.play(0)
    assert match.is_over()
    assert match.moves == ["hide 2", "guess 1"]
    assert match.private == [True, False]
    assert match.redacted_moves(0) == ["hide 2", "guess 1"]
    assert match.redacted_moves(1) == ["?", "guess 1"]
    assert match.redacted_moves(None) == ["?", "guess 1"]
    d = match.redacted_record(1)
    assert d["moves"] == ["?", "guess 1"] and d["seed"] is None and "result" not in d
    assert "hide 2" not in str(d)
    assert match.record().moves == ["hide 2", "guess 1"]


def test_a_move_that_changes_the_checkpoint_cannot_be_undone():
    match = Match(_SecretGame(), {}, 1)
    match.play("hide 3")
    assert match.undoable(0) == 0 and match.undo(0) == 0
    assert match.moves == ["hide 3"]
