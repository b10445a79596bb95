"""Every solo mode as a Gymnasium environment, registered under `ludotheque/` when this
module is imported: `gymnasium.make("ludotheque/<Title>-<mode>-v0")` (docs/research.md).

The modes are each game's `solo_configs()`: one deciding seat, the others (if any) played
by the game's automa. Observations are `{"observation", "action_mask"}` as in the
PettingZoo adapter, actions ids of the game's action vocabulary. The reward comes at the
end: by default (`reward="value"`) the game's own worth of the finish in [0, 1]
(`Game.outcome_value`: a score attack's scaled score, a result against an automa with a
margin part); `reward="outcome"` gives 1 win, -1 loss, and `reward="margin"` the points
minus the automa's, or the lone seat's score. An action the mask forbids changes nothing, costs
`illegal_penalty` and is flagged in `info["illegal"]` (Gymnasium's checker samples any
action); sample with `env.action_space.sample(mask=obs["action_mask"])`.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from ludotheque.core.registry import get_game
from ludotheque.interop.ansi import draw
from ludotheque.interop.table import BOUND, Table, game_ids

NAMESPACE = "ludotheque"


class SoloEnv(gymnasium.Env):
    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(
        self,
        game_id: str,
        config: dict[str, Any] | None = None,
        reward: str = "value",
        illegal_penalty: float = -1.0,
        render_mode: str | None = None,
    ) -> None:
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', got {render_mode!r}")
        self.table = Table(game_id, config, reward)
        self.render_mode = render_mode
        self.illegal_penalty = float(illegal_penalty)
        n, size = self.table.num_actions, self.table.size
        self.observation_space = spaces.Dict(
            {
                "observation": spaces.Box(-BOUND, BOUND, (size,), np.float32),
                "action_mask": spaces.Box(0, 1, (n,), np.int8),
            }
        )
        self.action_space = spaces.Discrete(n)
        self.state = None
        self.seat = 0

    def _obs(self) -> dict:
        return {
            "observation": np.asarray(self.table.observe(self.state, self.seat), np.float32),
            "action_mask": np.asarray(self.table.mask(self.state, self.seat), np.int8),
        }

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        self.state = self.table.new(int(self.np_random.integers(0, 2**62)))
        seat = self.table.to_move(self.state)
        self.seat = 0 if seat is None else seat
        return self._obs(), {}

    def step(self, action):
        action = int(action)
        if self.table.mask(self.state, self.seat)[action] != 1:
            return self._obs(), self.illegal_penalty, False, False, {"illegal": True}
        self.table.play(self.state, action)
        seat = self.table.to_move(self.state)
        if seat is None:
            return self._obs(), self.table.returns(self.state)[self.seat], True, False, {}
        if seat != self.seat:
            raise RuntimeError(
                f"{self.table.id}: seat {seat} decides in a solo mode played by seat "
                f"{self.seat}; the mode's configuration leaves a seat to nobody"
            )
        return self._obs(), 0.0, False, False, {}

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        return draw(self.table.id, self.table.game.view(self.state, self.seat))


def env_name(game_id: str, mode: str) -> str:
    title = "".join(part.capitalize() for part in game_id.split("-"))
    return f"{NAMESPACE}/{title}-{mode}-v0"


def register_all() -> list[str]:
    """Register every game's solo modes (again is a no-op); returns the ids."""
    names = []
    for gid in game_ids():
        for mode, config in get_game(gid).solo_configs().items():
            name = env_name(gid, mode)
            if name not in gymnasium.registry:
                gymnasium.register(
                    id=name,
                    entry_point="ludotheque.interop.gymnasium:SoloEnv",
                    kwargs={"game_id": gid, "config": dict(config)},
                )
            names.append(name)
    return names


ENV_IDS = register_all()
