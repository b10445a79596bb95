"""Every game as a PettingZoo AEC environment: `env(game_id, players=2)`.

Agents are `player_0`... one per seat (automa seats never get the turn). An observation is
`{"observation": the game's encode of the agent's view, "action_mask": 1 per legal action
id}`; actions are `Discrete(len(vocabulary))` ids of the game's action vocabulary. Rewards
come at the end (`reward="outcome"`: 1 win, 0 shared win, -1 loss; `reward="margin"`: the
score margin). An illegal action raises: use the mask. `render_mode="ansi"` returns the
terminal front's picture of the spectator view.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ludotheque.interop.ansi import draw
from ludotheque.interop.table import BOUND, Table


class LudoAEC(AECEnv):
    metadata = {
        "render_modes": ["ansi"],
        "render_fps": 1,
        "name": "ludotheque_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game_id: str,
        render_mode: str | None = None,
        reward: str = "outcome",
        **config: Any,
    ) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.table = Table(game_id, config, reward)
        self.render_mode = render_mode
        self.metadata = dict(self.metadata, name=f"ludotheque_{game_id.replace('-', '_')}_v0")
        n, size = self.table.num_actions, self.table.size
        self.possible_agents = [f"player_{i}" for i in range(self.table.seats)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        obs = spaces.Dict(
            {
                "observation": spaces.Box(-BOUND, BOUND, (size,), np.float32),
                "action_mask": spaces.Box(0, 1, (n,), np.int8),
            }
        )
        self.observation_spaces = {a: obs for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self.state = None

    def observation_space(self, agent: str):
        return self.observation_spaces[agent]

    def action_space(self, agent: str):
        return self.action_spaces[agent]

    def observe(self, agent: str) -> dict:
        seat = self._seat[agent]
        return {
            "observation": np.asarray(self.table.observe(self.state, seat), np.float32),
            "action_mask": np.asarray(self.table.mask(self.state, seat), np.int8),
        }

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is None:
            seed = int(np.random.SeedSequence().generate_state(1)[0])
        self.state = self.table.new(int(seed))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        seat = self.table.to_move(self.state)
        if seat is None:
            for a, r in zip(self.possible_agents, self.table.returns(self.state), strict=True):
                self.rewards[a] = r
                self.terminations[a] = True
        else:
            self.agent_selection = self.possible_agents[seat]

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.table.play(self.state, int(action))
        self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        return draw(self.table.id, self.table.game.view(self.state, None))

    def close(self) -> None:
        pass


def env(game_id: str, render_mode: str | None = None, reward: str = "outcome", **config: Any):
    """The AEC environment of `game_id` under `config` (e.g. players=2)."""
    return LudoAEC(game_id, render_mode=render_mode, reward=reward, **config)
