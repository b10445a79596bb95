"""Every agent plays only legal options, is reproducible, and never reads hidden cards."""

from __future__ import annotations

import pytest

from ludotheque.agents.observation import Observation
from ludotheque.agents.random_agent import RandomAgent
from ludotheque.agents.registry import make_agent
from ludotheque.core import ConfigError, Match, all_games, get_game
from ludotheque.core.decision import Decision
from ludotheque.core.rng import Rng

IWARI = get_game("iwari")


def play(config: dict, seed: int, specs: list[str], game=IWARI) -> Match:
    """A whole game; every choice is checked to be a legal index before it is played."""
    match = Match(game, config, seed)
    agents = [make_agent(spec, seed * 7 + i) for i, spec in enumerate(specs)]
    while not match.is_over():
        d = match.decision
        choice = agents[d.seat].choose(Observation(game, match.state, d.seat))
        assert isinstance(choice, int) and 0 <= choice < len(d.options), (d.kind, choice)
        match.play(choice)
    return match


CONFIGS = [
    {"players": 2},
    {"players": 3, "modules": "all"},
    {"players": 4, "map": "face-b", "exploits": "all", "expeditions": True},
    {"players": 5, "storms": True, "walking_totem": True},
    {"mode": "solo"},
    {"mode": "coop"},
    {"players": 3, "map": "ile-oubliee"},
    {"players": 3, "map": "chemins-inexplores"},
    {"players": 6, "map": "le-neant"},
]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_random_agents_play_legal_options(config):
    for seed in range(120):
        n = IWARI.configure(config)["players"]
        match = play(config, seed, ["random"] * n)
        assert IWARI.is_over(match.state)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_mcts_agent_plays_legal_options(config):
    n = IWARI.configure(config)["players"]
    for seed in range(12):
        specs = ["random"] * n
        specs[seed % n] = "mcts:2"
        assert IWARI.is_over(play(config, seed, specs).state)


@pytest.mark.parametrize("config", CONFIGS[:6], ids=lambda c: "-".join(map(str, c.values())))
def test_greedy_agent_plays_legal_options(config):
    n = IWARI.configure(config)["players"]
    for seed in range(4):
        specs = ["random"] * n
        specs[seed % n] = "greedy"
        assert IWARI.is_over(play(config, seed, specs).state)


OTHER_GAMES = [g for g in all_games() if g.id != "iwari"]


@pytest.mark.parametrize("game", OTHER_GAMES, ids=lambda g: g.id)
@pytest.mark.parametrize("spec", ["random", "greedy", "mcts:3"])
def test_every_agent_plays_every_game(game, spec):
    """Each registered game, at each of its player counts, with the agent in every seat
    in turn: only legal options, to the end (the standard configuration)."""
    counts = []
    for n in range(game.min_players, game.max_players + 1):
        try:
            game.configure({"players": n})
            counts.append(n)
        except ConfigError:
            pass
    games = {"random": 40, "greedy": 2, "mcts:3": 2}[spec]
    for i in range(games):
        n = counts[i % len(counts)]
        specs = ["random"] * n
        specs[i % n] = spec
        match = play({"players": n}, i, specs, game)
        assert game.is_over(match.state)


SWEEP_CHUNKS = 8  # per game, so that the workers share the sweep evenly
SWEEP_GAMES = 1000  # per game at most
SWEEP_DECISIONS = 30_000  # per game: a long game plays fewer games, a short one more


@pytest.mark.parametrize("chunk", range(SWEEP_CHUNKS))
@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_sweep_of_seeded_games_with_a_searching_seat(game, chunk):
    """About 700 seeded games and 150,000 decisions in all (per game, up to 1,000 games or
    30,000 decisions, so the suite stays under 20 minutes on two cores: from 80 games of
    Encyclopedia to about 190 of Iwari): at each player count in turn, one seat is a
    one-iteration MCTS (a determinization, a tree step and a rollout at every decision,
    so every hidden-information state met is re-dealt once), one seat greedy in every
    25th game, the others random. Every choice is checked legal; every game ends."""
    counts = [n for n in range(game.min_players, game.max_players + 1) if _allowed(game, n)]
    decisions = 0
    played = 0
    per_chunk = SWEEP_GAMES // SWEEP_CHUNKS
    for i in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        if decisions >= SWEEP_DECISIONS // SWEEP_CHUNKS:
            break
        n = counts[i % len(counts)]
        specs = ["random"] * n
        specs[i % n] = "mcts:1"
        if i % 25 == 0 and n > 1:
            specs[(i + 1) % n] = "greedy"
        match = play({"players": n}, i, specs, game)
        assert game.is_over(match.state)
        decisions += len(match.moves)
        played += 1
    assert played >= 8  # every chunk plays a real share of the sweep (Encyclopedia ~10)


def _allowed(game, players: int) -> bool:
    try:
        game.configure({"players": players})
    except ConfigError:
        return False
    return True


@pytest.mark.parametrize("spec", ["random", "greedy", "mcts:20"])
def test_same_seed_same_choices(spec):
    a = play({"players": 2}, 11, [spec, "random"])
    b = play({"players": 2}, 11, [spec, "random"])
    assert a.moves == b.moves
    c = play({"players": 2}, 12, [spec, "random"])
    assert c.moves != a.moves


def test_random_agent_is_reproducible_and_uses_every_option():
    d = Decision(0, "action", tuple(f"o{i}" for i in range(7)))

    class Fixed(Observation):
        def __init__(self):
            self.decision = d

    a, b = RandomAgent(42), RandomAgent(42)
    picks = [a.choose(Fixed()) for _ in range(200)]
    assert picks == [b.choose(Fixed()) for _ in range(200)]
    assert set(picks) == set(range(7))


def positions(seed: int, steps: int, config: dict):
    """A mid-game state and seat to move."""
    state = IWARI.setup(config, seed)
    rng = Rng(seed)
    for _ in range(steps):
        d = IWARI.pending(state)
        if d.seat is None:
            break
        IWARI.apply(state, rng.below(len(d.options)))
    return state


@pytest.mark.parametrize("spec", ["greedy", "mcts:30"])
def test_choices_do_not_depend_on_hidden_cards(spec):
    """Re-deal what the deciding seat cannot see (other hands, the pile order, future
    randomness): the same agent with the same seed must choose the same option."""
    checked = 0
    for seed in range(12):
        state = positions(seed, 20 + 7 * seed, {"players": 3})
        d = IWARI.pending(state)
        if d.seat is None or len(d.options) < 2:
            continue
        seat = d.seat
        twin = IWARI.determinize(state, seat, Rng(999 + seed))
        hidden = lambda s: (s.hands, s.pile)  # noqa: E731
        assert IWARI.view(twin, seat) == IWARI.view(state, seat)
        choice = make_agent(spec, 5).choose(Observation(IWARI, state, seat))
        twin_choice = make_agent(spec, 5).choose(Observation(IWARI, twin, seat))
        assert choice == twin_choice
        checked += hidden(twin) != hidden(state)
    assert checked >= 5  # the twins really differed in hidden cards


def test_mcts_budgets():
    agent = make_agent("mcts:50", 1)
    state = positions(3, 30, {"players": 2})
    seat = IWARI.pending(state).seat
    agent.choose(Observation(IWARI, state, seat))
    assert agent.last_iterations in (0, 50)  # 0 when the decision had a single option
    timed = make_agent("mcts:0.05s", 1)
    timed.choose(Observation(IWARI, state, seat))
    assert timed.name == "mcts:0.05s"


def test_greedy_prefers_points():
    """With a build that completes a hut majority available, greedy does not exchange."""
    wins = 0
    for seed in range(6):
        match = play({"players": 2}, seed, ["greedy", "random"])
        wins += 0 in IWARI.winners(match.state)
    assert wins >= 5


@pytest.mark.parametrize("game", OTHER_GAMES, ids=lambda g: g.id)
@pytest.mark.parametrize("spec", ["greedy", "mcts:20", "mcts:70"])  # 70: samples re-used
def test_other_games_choices_do_not_depend_on_hidden_information(game, spec):
    """As above, for every other registered game: a twin with the seat's information but
    everything it cannot see re-dealt gets the same choice from the same agent."""
    checked = 0
    for seed in range(10):
        state = game.setup({"players": 2 + seed % 2}, seed)
        rng = Rng(seed)
        for _ in range(15 + 9 * seed):
            d = game.pending(state)
            if d.seat is None:
                break
            game.apply(state, rng.below(len(d.options)))
        d = game.pending(state)
        if d.seat is None or len(d.options) < 2:
            continue
        twin = game.determinize(state, d.seat, Rng(777 + seed))
        assert game.view(twin, d.seat) == game.view(state, d.seat)
        a = make_agent(spec, 9).choose(Observation(game, state, d.seat))
        b = make_agent(spec, 9).choose(Observation(game, twin, d.seat))
        assert a == b, (seed, d.kind, d.options[a], d.options[b])
        checked += game.fingerprint(twin) != game.fingerprint(state)
    assert checked >= 3


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_mcts_redeals_hidden_information_once_per_pooled_sample(game, monkeypatch):
    """Re-dealing can cost more than a simulation (whole decks shuffled): a decision draws
    `SAMPLES` determinizations and re-uses copies of them with new dice."""
    from ludotheque.agents import mcts

    state = game.setup({"players": 2}, 4)
    rng = Rng(4)
    while len(game.pending(state).options) < 2:
        game.apply(state, rng.below(len(game.pending(state).options)))
    calls = []
    real = type(game).determinize

    def counting(self, st, seat, r):
        calls.append(seat)
        return real(self, st, seat, r)

    monkeypatch.setattr(type(game), "determinize", counting)
    agent = make_agent(f"mcts:{mcts.SAMPLES * 3}", 2)
    seat = game.pending(state).seat
    choice = agent.choose(Observation(game, state, seat))
    assert 0 <= choice < len(game.pending(state).options)
    assert agent.last_iterations == mcts.SAMPLES * 3
    assert calls == [seat] * mcts.SAMPLES


def test_mcts_rewards_are_centred_on_the_starting_evaluation(monkeypatch):
    """A rollout that changes nothing scores 0.5 for every seat, whatever the margin:
    the logistic works where it is steep."""
    from ludotheque.agents.mcts import _rollout

    game = get_game("encyclopedia")
    state = game.setup({"players": 2}, 3)
    rng = Rng(3)
    for _ in range(60):
        game.apply(state, rng.below(len(game.pending(state).options)))
    monkeypatch.setattr(type(game), "rollout_decisions", 0)
    same = _rollout(game, state, Rng(1), lambda seat: game.evaluate(state, seat))
    assert same(0) == same(1) == 0.5
    ahead = _rollout(game, state, Rng(1), lambda seat: game.evaluate(state, seat) - 10)
    assert ahead(0) > 0.5 and ahead(1) > 0.5


def test_mcts_settled_when_the_runner_up_cannot_catch_up():
    from ludotheque.agents.mcts import Node, Search

    state = positions(3, 30, {"players": 2})
    seat = IWARI.pending(state).seat
    options = IWARI.pending(state).options
    search = Search(Observation(IWARI, state, seat), Rng(1))
    for option, visits in zip(options[:2], (40, 25), strict=True):
        search.root.children[option] = Node(seat)
        search.root.children[option].visits = visits
    assert search.settled(options, 14)  # 25 + 14 < 40
    assert not search.settled(options, 15)  # 25 + 15 ties 40
    search.root.children[options[1]].visits = 0
    assert search.settled(options, 39)  # options never expanded count as 0 visits


def test_timed_mcts_stops_once_settled_and_plays_the_most_visited(monkeypatch):
    """A time budget is an upper bound: the search ends at its first check (after the
    pooled samples) when the choice is settled, and still plays the most visited option."""
    from ludotheque.agents import mcts

    state = positions(3, 30, {"players": 2})
    seat = IWARI.pending(state).seat
    monkeypatch.setattr(mcts.Search, "settled", lambda self, options, left: left > 0)
    agent = make_agent("mcts:60s", 1)
    seen = {}
    real_iterate = mcts.Search.iterate

    def spy(self, n):
        seen["search"] = self
        real_iterate(self, n)

    monkeypatch.setattr(mcts.Search, "iterate", spy)
    choice = agent.choose(Observation(IWARI, state, seat))
    assert agent.last_iterations == mcts.SAMPLES
    options = IWARI.pending(state).options
    children = seen["search"].root.children
    top = max(c.visits for c in children.values())
    assert options[choice] in children and children[options[choice]].visits == top


def test_settling_rollouts_finish_the_leaf_segment_greedily(monkeypatch):
    """With `rollout_settles`, a rollout plays the rest of the leaf's segment as greedy
    would before its random decisions: with none of those, its reward is the logistic of
    the settled position's evaluation."""
    import math

    from ludotheque.agents.greedy import settle_segment
    from ludotheque.agents.mcts import _rollout

    game = get_game("encyclopedia")
    monkeypatch.setattr(type(game), "rollout_settles", True)
    monkeypatch.setattr(type(game), "rollout_decisions", 0)
    differed = 0
    for seed in range(8):
        state = game.setup({"players": 2}, seed)
        rng = Rng(seed)
        for _ in range(30 + 7 * seed):
            game.apply(state, rng.below(len(game.pending(state).options)))
        seat = game.pending(state).seat
        settled = settle_segment(game, game.copy(state), seat, game.checkpoint(state))
        reward = _rollout(game, game.copy(state), Rng(1), lambda s: 0.0)
        for s in (0, 1):
            x = game.evaluate(settled, s) / game.eval_scale
            assert reward(s) == pytest.approx(1 / (1 + math.exp(-x)))
        differed += game.fingerprint(settled) != game.fingerprint(state)
    assert differed >= 4  # most positions had steps left to settle


def test_encyclopedia_rollouts_depend_on_who_sits_at_the_table():
    """Among people rollouts settle the turn and stop; against an Automa they play 10
    random decisions (docs/strength.md); a search takes its plan from the game."""
    from ludotheque.agents.mcts import Search

    game = get_game("encyclopedia")
    people = game.setup({"players": 2}, 1)
    config = game.seat_config({"players": 2}, ["x", "automa:daubenton/astrolabe"])
    automa = game.setup(config, 1)
    assert game.rollout_plan(people) == (True, 0)
    assert game.rollout_plan(automa) == (False, 10)
    seat = game.pending(automa).seat
    search = Search(Observation(game, automa, seat), Rng(1))
    search.iterate(0)
    assert search.plan == (False, 10)
    # Shorter rollouts at a table (docs/speed.md, the MCTS pass); against the Void and
    # alone in Newton, 40.
    assert IWARI.rollout_plan(IWARI.setup({"players": 2}, 1)) == (False, 20)
    assert IWARI.rollout_plan(IWARI.setup({"players": 2, "mode": "coop"}, 1)) == (False, 40)
    newton = get_game("newton")
    assert newton.rollout_plan(newton.setup({"players": 2}, 1)) == (False, 8)
    assert newton.rollout_plan(newton.setup({"players": 1}, 1)) == (False, 40)


def test_timed_mcts_counts_the_thinking_threads_cpu_time(monkeypatch):
    """`mcts:Ns` budgets the thread's CPU seconds, not the wall clock: a search whose
    thread gets 0.01 CPU s an iteration stops after 0.5 s of it, however long the wall
    clock says it took (a loaded machine searches as far as an idle one)."""
    import time

    from ludotheque.agents import mcts

    assert mcts._clock is time.thread_time
    state = positions(3, 30, {"players": 2})
    seat = IWARI.pending(state).seat
    monkeypatch.setattr(mcts.Search, "settled", lambda self, options, left: False)
    ticks = iter(range(10**6))
    monkeypatch.setattr(mcts, "_clock", lambda: next(ticks) * 0.01)
    monkeypatch.setattr(time, "perf_counter", lambda: 1e9)  # a wall clock that never moves
    agent = make_agent("mcts:0.5s", 1)
    agent.choose(Observation(IWARI, state, seat))
    assert 45 <= agent.last_iterations <= 51
