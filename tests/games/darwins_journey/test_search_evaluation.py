"""The search's own evaluation (`Game.search_evaluate`, core/game.py): among people it
counts each seat's HMS Beagle goals and this round's envelope rewards in reach, as the solo
evaluation does (evaluation.projection's `goals`), while `evaluate`, which `greedy` plays
by, stays without them (docs/strength.md, sessions 26 and 27). In solo the two are one."""

from __future__ import annotations

import random

import pytest

from agents import reference_mcts  # tests/agents: the plain loop, every child built
from ludotheque.agents.greedy import GreedyAgent, settle_segment
from ludotheque.agents.observation import Observation
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import GAME, evaluation

from .fixtures import play_randomly_to, refresh, solo


def _at_action(players: int, seed: int):
    s = GAME.setup({"players": players}, seed)
    return play_randomly_to(s, random.Random(seed), lambda s: s.phase == "action")


def _yellow_goal(s):
    """This round's goal made the yellow seals one, every seat's ship on the Beagle, no
    later goal and no stamp on an envelope (the goal alone moves)."""
    tiles = s.ctx.comp.beagles
    yellow = next(i for i, t in enumerate(tiles) if t.condition == "seals" and t.what == 0)
    s.beagles = [yellow] + [-1] * (len(s.beagles) - 1)
    s.beagle = 0
    s.ship = [s.ctx.comp.geo.ocean.beagle[0]] * len(s.ship)  # no delay
    s.stamps_on = [0] * len(s.stamps_on)
    return tiles[yellow]


def _add_yellow(s, seat):
    row = s.rows[seat]
    s.rows[seat] = (row[0], (*row[1], 0), *row[2:])
    refresh(s)


def test_a_seal_of_the_goals_colour_moves_the_search_evaluation_only():
    """Two players, the yellow seals goal this round: a yellow seal more moves the seat's
    search evaluation by the goal's VP more than its evaluation, and the rival's by the
    goal's VP less; the evaluation moves by the seal's share alone."""
    s = _at_action(2, 6)
    tile = _yellow_goal(s)
    assert tile.vp > 0
    me = 0
    for seat, sign in ((me, 1), (1, -1)):
        t = GAME.copy(s)
        _add_yellow(t, seat)
        plain = GAME.evaluate(t, me) - GAME.evaluate(s, me)
        search = GAME.search_evaluate(t, me) - GAME.search_evaluate(s, me)
        assert search - plain == pytest.approx(sign * tile.vp)
        # the evaluation moves by the seal's share of the game still to play, no more
        share = evaluation.share(t, seat) * evaluation.SEAL
        assert plain == pytest.approx(sign * share)


def test_a_majority_moves_the_search_projection_by_both_rewards():
    """Three players: one stamp more than the leader on an envelope takes its first place,
    the leader drops to the second; the search's projection moves by both rewards, the
    game's evaluation not at all."""
    s = _at_action(3, 7)
    s.beagles = [-1] * len(s.beagles)  # no goal left: the envelopes alone
    letter = s.ctx.comp.letters[s.letters[0]]
    first, second = evaluation.effects_vp(letter.first), evaluation.effects_vp(letter.second)
    assert first > second > 0
    s.stamps_on = [0] * len(s.stamps_on)
    s.stamps_on[0 * 3 + 1] = 2
    before, plain = evaluation.projection(s, True), evaluation.projection(s)
    s.stamps_on[0 * 3 + 0] = 3
    after = evaluation.projection(s, True)
    assert [a - b for a, b in zip(after, before, strict=True)] == [first, second - first, 0]
    assert evaluation.projection(s) == plain


def test_in_solo_the_search_judges_as_the_game_does():
    """Against Alfred both evaluations already count the goals and envelopes: at every
    position of a seeded game the two are the same number; the game gives no known values,
    the search's are its children's values (`_check_written`)."""
    seen = 0
    for seed, level in enumerate(("green", "white", "blue")):
        s = solo(level, seed)
        r = random.Random(seed)
        while not GAME.is_over(s):
            seat = GAME.pending(s).seat
            seats = list(range(s.ctx.players))
            assert GAME.search_evaluate(s, seat) == GAME.evaluate(s, seat)
            assert GAME.search_evaluate_seats(s, seats) == GAME.evaluate_seats(s, seats)
            assert GAME.known_values(s, seat) is None
            _check_written(s, seat)
            GAME.apply(s, r.randrange(len(GAME.pending(s).options)))
            seen += 1
    assert seen > 150


def _check_written(s, seat) -> int:
    """The search's known values at `s`, each the search evaluation of the child its option
    builds, bit for bit, the state left as it was; returns how many were given."""
    before = GAME.fingerprint(s)
    values = GAME.search_known_values(s, seat)
    assert GAME.fingerprint(s) == before
    if values is None:
        return 0
    for i, v in enumerate(values):
        if v is not None:
            child = GAME.copy(s)
            GAME.apply(child, i)
            assert GAME.search_evaluate(child, seat) == v
    return sum(v is not None for v in values)


def test_the_searchs_known_values_are_its_childrens():
    """Where the game's `known_values` gives values (a stamp with more to send, a first
    research with a second offered), the search's gives values for the same options, but
    not the state's own: its children's search evaluation moves (a stamp moves an
    envelope's majority, a research a goal's count). Each is the child's, made by the
    option's own writes on the state and undone, and the search's settling step ends
    where the plain loop that builds every child ends (tests/agents/reference_mcts.py,
    judging by `search_evaluate`)."""
    known = moved = 0
    for seed in range(4):
        s = GAME.setup({"players": 2 + seed % 3}, seed)
        r = Rng(seed + 40)
        while (d := GAME.pending(s)).seat is not None:
            seat = d.seat
            values = GAME.known_values(s, seat)
            written = _check_written(s, seat)
            if values is not None:
                mine = GAME.search_known_values(s, seat)
                assert [v is None for v in mine] == [v is None for v in values]
                known += written
                here = GAME.search_evaluate(s, seat)
                moved += sum(v is not None and v != here for v in mine)
                cp = GAME.checkpoint(s)
                got = settle_segment(GAME, GAME.copy(s), seat, cp, True)
                want = reference_mcts.settle_segment(GAME, GAME.copy(s), seat, cp)
                assert GAME.fingerprint(got) == GAME.fingerprint(want)
            GAME.apply(s, r.below(len(d.options)))
    assert known > 20 and moved > 0, (known, moved)


class _SearchBlind(type(GAME)):
    """The game with the search judging by `evaluate` (the hooks' defaults)."""

    def search_evaluate(self, state, seat):
        return self.evaluate(state, seat)

    def search_evaluate_seats(self, state, seats):
        return self.evaluate_seats(state, seats)

    def search_known_values(self, state, seat):
        return self.known_values(state, seat)


class _GreedySees(type(GAME)):
    """The game with `evaluate` counting the goals too (ev38's change, greedy included)."""

    def evaluate(self, state, seat):
        return self.search_evaluate(state, seat)

    def known_values(self, state, seat):
        return None


def test_greedy_plays_by_the_games_evaluation():
    """`greedy`'s choices do not depend on the search's evaluation: over seeded positions
    among people it chooses the same with the search judging by `evaluate`; were the goals
    counted in `evaluate` itself, it would choose otherwise at some of them."""
    blind, sees = _SearchBlind(), _GreedySees()
    parted = checked = 0
    for seed in range(2):
        s = GAME.setup({"players": 2}, seed)
        r = Rng(seed + 70)
        step = 0
        while (d := GAME.pending(s)).seat is not None:
            step += 1
            if len(d.options) > 1 and step % 4 == 0:
                chosen = [
                    GreedyAgent(seed=step).choose(Observation(g, g.copy(s), d.seat))
                    for g in (GAME, blind, sees)
                ]
                assert chosen[0] == chosen[1]
                parted += chosen[0] != chosen[2]
                checked += 1
            GAME.apply(s, r.below(len(d.options)))
    assert checked > 30 and parted > 0, (checked, parted)
