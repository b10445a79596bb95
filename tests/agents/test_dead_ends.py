"""No dead ends, anywhere: every decision before the end of a game offers an option.

Random play rarely finds a dead end that searching finds at once: a search plays thousands
of rollouts from determinized, re-seeded samples, and steers them into the positions it
likes. So this sweep lets a cheap MCTS seat decide in every mode of every registered game
(player counts, `mode` values, seats played by the game's automa), and every decision it
meets, in its tree, its rollouts or the real game, must offer at least one option
(`agents.dead_end.pending` raises `DeadEnd` otherwise).

Dead ends hide late in a game (a biome completely explored, a supply run out), so each
game is played to its end or a cap: the searching seat decides every `SEARCH_EVERY`-th
decision and a random choice the others, which keeps the cost of reaching the end low;
every decision met is counted, and each configuration must meet thousands.
"""

from __future__ import annotations

import pytest

from ludotheque.agents.dead_end import DeadEnd
from ludotheque.agents.mcts import MctsAgent
from ludotheque.agents.observation import Observation
from ludotheque.core import ConfigError, Match, all_games
from ludotheque.core.game import Game
from ludotheque.core.rng import Rng

ITERATIONS = 6  # per search: each one a determinized or re-seeded sample and a rollout
DECISIONS = 240  # real decisions per game at most (most solo games end sooner)
SEARCH_EVERY = 3  # real decisions between two searches (the others: a random choice)
MET = 8000  # decisions met (tree, rollouts, real game) that each configuration must reach:
MIN_GAMES, MAX_GAMES = 3, 26  # games are played, seed after seed, until it is reached


def _accepts(game: Game, config: dict) -> bool:
    try:
        game.configure(config)
    except ConfigError:
        return False
    return True


def _mode_values(game: Game) -> list[str]:
    """Values of a `mode` option, read from the modes the game describes ("solo vs the
    Void" -> "solo", "co-op ..." -> "co-op" or "coop"): those `configure` accepts."""
    if "mode" not in game.configure({}):
        return []
    found = []
    for text in game.modes:
        word = text.split()[0].lower()
        for value in (word, word.replace("-", "")):
            if value not in found and _accepts(game, {"mode": value}):
                found.append(value)
    return found


def configurations(game: Game) -> list[tuple[str, dict]]:
    """One configuration per mode: each player count, each `mode` value, and each count
    with the game's own automa in every seat but the first."""
    out = []
    for n in range(game.min_players, game.max_players + 1):
        if _accepts(game, {"players": n}):
            out.append((f"{n}p", {"players": n}))
        if n > 1:
            try:
                config = game.seat_config({"players": n}, ["mcts"] + ["automa"] * (n - 1))
            except ConfigError:
                continue
            if _accepts(game, config):
                out.append((f"{n}p-automa", config))
    for mode in _mode_values(game):
        out.append((mode, {"mode": mode}))
    return out


CASES = [
    pytest.param(game, config, id=f"{game.id}-{name}")
    for game in all_games()
    for name, config in configurations(game)
]


def test_the_sweep_covers_solo_and_several_modes():
    names = {p.id for p in CASES}
    assert any(n.endswith("-1p") or n.endswith("-solo") for n in names)
    assert len(names) >= len(all_games()) * 2


@pytest.mark.parametrize("game,config", CASES)
def test_searching_play_meets_no_dead_end(game, config, monkeypatch):
    met = [0]
    dead: list = []
    kind = type(game)
    pending, random_steps = kind.pending, kind.random_steps

    def counting(self, state):
        d = pending(self, state)
        met[0] += 1
        if d.seat is not None and not d.options:
            dead.append(d)
        return d

    def counting_steps(self, state, rng, count):
        """Rollouts' random decisions: each met (a dead end stops them, and the search
        then asks `pending`, which reports it)."""
        played = random_steps(self, state, rng, count)
        met[0] += played
        return played

    monkeypatch.setattr(kind, "pending", counting)
    monkeypatch.setattr(kind, "random_steps", counting_steps)
    seeds = 0
    while (met[0] < MET or seeds < MIN_GAMES) and seeds < MAX_GAMES:
        seed, seeds = seeds, seeds + 1
        match = Match(game, config, seed)
        agent = MctsAgent(seed, iterations=ITERATIONS)
        rng = Rng(seed)
        for n in range(DECISIONS):
            if match.is_over():
                break
            d = match.decision
            met[0] += 1
            assert d.options, f"seat {d.seat} must decide {d.kind!r} with no option"
            if n % SEARCH_EVERY:
                match.play(rng.below(len(d.options)))
                continue
            try:
                choice = agent.choose(Observation(game, match.state, d.seat))
            except DeadEnd as e:
                pytest.fail(f"seed {seed}, after {len(match.record().moves)} moves: {e}")
            match.play(choice)
    assert not dead, f"dead ends met: {dead[:3]}"
    assert met[0] >= MET, f"{seeds} games met only {met[0]} decisions"
