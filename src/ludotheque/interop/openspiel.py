"""Every game as an OpenSpiel game: importing this module registers `ludo_<game id with
underscores>` (`pyspiel.load_game("ludo_<id>", {"players": 2})`).

The games are sequential, imperfect-information and *sampled* stochastic: dice and shuffles
happen inside `apply_action` from the state's own generator, seeded per new state from the
game's `seed` parameter, so OpenSpiel sees no chance nodes. Parameters:

- `players`: seats at the table (the game's own range; automa seats count and never move);
- `seed`: first deal (each `new_initial_state` takes the next seed of a generator seeded here);
- `reward`: `outcome` (1 win, 0 shared win, -1 loss; see `table.outcome`) or `margin`
  (points minus the best rival's, a lone seat's own points);
- `config`: the rest of the game's configuration as JSON (`'{"mode": "solo"}'`);
- `max_moves`: if above 0, a game still running after that many decisions stops there,
  every seat's return 0 (a truncation, as OpenSpiel's `max_game_length` allows);
- `recall`: 1 (default) keeps a digest of the mover's view at every move for the
  information state; 0 skips it (faster, for bots that read no information state).

The observation tensor is the game's `encode` of the seat's view and the observation
string the view as JSON. The information state has perfect recall (recall.py): the seat's
own past observations (digests) and actions plus its current view, and as a tensor the
observation tensor, the seat's last 32 own action ids and its count of decisions.
`resample_from_infostate` re-deals hidden information with the game's
`determinize`, so information-set search (OpenSpiel's ISMCTSBot) searches fairly; the plain
`MCTSBot` searches the true state (it sees hidden cards) and is a clairvoyant yardstick.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from ludotheque.core.registry import get_game
from ludotheque.core.rng import Rng
from ludotheque.interop import recall as memory
from ludotheque.interop.recall import Step
from ludotheque.interop.table import Table, game_ids

PREFIX = "ludo_"
MAX_GAME_LENGTH = 100_000


class _Shared:
    """An attribute every copy of a state shares (deep copies return it as is)."""

    __slots__ = ("x",)

    def __init__(self, x: Any) -> None:
        self.x = x

    def __deepcopy__(self, memo: dict) -> _Shared:
        return self


class _Held:
    """Our game state inside an OpenSpiel state: a deep copy is the game's own `copy`.
    A new state is dealt when first read: pyspiel clones by making a new initial state
    and overwriting its attributes, so a deal made at once would be thrown away."""

    __slots__ = ("table", "_state", "seed")

    def __init__(self, table: Table, state: Any, seed: int = 0) -> None:
        self.table = table
        self._state = state
        self.seed = seed

    @property
    def state(self) -> Any:
        if self._state is None:
            self._state = self.table.new(self.seed)
        return self._state

    def __deepcopy__(self, memo: dict) -> _Held:
        return _Held(self.table, self.table.game.copy(self.state))


def short_name(game_id: str) -> str:
    return PREFIX + game_id.replace("-", "_")


def _game_type(game_id: str, title: str, lo: int, hi: int, default: int) -> Any:
    return pyspiel.GameType(
        short_name=short_name(game_id),
        long_name=f"ludotheque {title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=hi,
        min_num_players=lo,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            "players": default,
            "seed": 0,
            "reward": "outcome",
            "config": "{}",
            "max_moves": 0,
            "recall": 1,
        },
    )


def _make_classes(game_id: str):
    """The pyspiel Game and State classes of one of our games."""
    ours = get_game(game_id)
    lo, hi = ours.min_players, ours.max_players
    default = ours.configure({}).get("players", lo)
    gtype = _game_type(game_id, ours.title, lo, hi, default)

    class LudoGame(pyspiel.Game):
        def __init__(self, params: dict | None = None):
            params = dict(params or {})
            config = json.loads(params.get("config", "{}") or "{}")
            config["players"] = int(params.get("players", default))
            self.table = Table(game_id, config, str(params.get("reward", "outcome")))
            self.deals = Rng(int(params.get("seed", 0)))
            self.max_moves = int(params.get("max_moves", 0))
            self.recall = bool(int(params.get("recall", 1)))
            seats = self.table.seats
            wide = self.table.reward == "margin"
            info = pyspiel.GameInfo(
                num_distinct_actions=self.table.num_actions,
                max_chance_outcomes=0,
                num_players=seats,
                min_utility=-1000.0 if wide else -1.0,
                max_utility=1000.0 if wide else 1.0,
                utility_sum=None,
                max_game_length=self.max_moves or MAX_GAME_LENGTH,
            )
            super().__init__(gtype, info, params)

        def new_initial_state(self):
            return LudoState(self, None, seed=self.deals.next64() >> 1)

        def make_py_observer(self, iig_obs_type=None, params=None):
            recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
            return LudoObserver(self.table, recall)

    class LudoState(pyspiel.State):
        # pyspiel clones a Python state by deep-copying each attribute: the game is shared
        # (`_Shared`) and our state is copied by the game's own `copy` (`_Held`).
        def __init__(self, game: LudoGame, state: Any, history: list | None = None, seed: int = 0):
            super().__init__(game)
            self._game = _Shared(game)
            self._held = _Held(game.table, state, seed)
            self.moves: list[Step] = history or []  # every move in order (recall.py)

        @property
        def _ludo(self) -> LudoGame:
            return self._game.x

        @property
        def table(self) -> Table:
            return self._held.table

        @property
        def state(self) -> Any:
            return self._held.state

        def _cut(self) -> bool:
            cap = self._ludo.max_moves
            return bool(cap) and len(self.moves) >= cap

        def current_player(self) -> int:
            seat = None if self._cut() else self.table.to_move(self.state)
            return pyspiel.PlayerId.TERMINAL if seat is None else seat

        def _legal_actions(self, player: int) -> list[int]:
            if self._cut() or self.table.to_move(self.state) != player:
                return []
            return self.table.legal(self.state)

        def _apply_action(self, action: int) -> None:
            seat = self.table.to_move(self.state)
            seen = ""
            if self._ludo.recall:
                seen = memory.digest(self.table.view_text(self.state, seat))
            self.table.play(self.state, int(action))
            self.moves.append(Step(seat, int(action), seen))

        def _action_to_string(self, player: int, action: int) -> str:
            return self.table.vocabulary.text(int(action))

        def is_terminal(self) -> bool:
            return self._cut() or self.table.game.is_over(self.state)

        def returns(self) -> list[float]:
            if self._cut() and not self.table.game.is_over(self.state):
                return [0.0] * self.table.seats
            return self.table.returns(self.state)

        def resample_from_infostate(self, player_id: int, probability_sampler=None):
            """A state `player_id` cannot tell from this one: hidden information re-dealt
            and future randomness re-seeded by the game's `determinize`."""
            rng = Rng(self._ludo.deals.next64())
            sample = self.table.game.determinize(self.state, player_id, rng)
            return LudoState(self._ludo, sample, list(self.moves))

        def __deepcopy__(self, memo):
            return LudoState(self._ludo, self.table.game.copy(self.state), list(self.moves))

        def __str__(self) -> str:
            return json.dumps(self.table.game.view(self.state, None), sort_keys=True)

    class LudoObserver:
        """The seat's encoded view (`tensor`), and its view as text."""

        def __init__(self, table: Table, recall: bool):
            self.table = table
            self.recall = recall
            size = memory.info_tensor_size(table.size) if recall else table.size
            self.tensor = np.zeros(size, np.float32)
            self.dict = {"observation": self.tensor}

        def set_from(self, state: LudoState, player: int) -> None:
            obs = self.table.observe(state.state, player)
            if self.recall:
                obs = memory.info_tensor(obs, state.moves, player, self.table.num_actions)
            self.tensor[:] = obs

        def string_from(self, state: LudoState, player: int) -> str:
            text = self.table.view_text(state.state, player)
            if not self.recall:
                return text
            return memory.info_string(state.moves, player, text)

    LudoGame.__name__ = LudoGame.__qualname__ = f"Ludo_{game_id.replace('-', '_')}_Game"
    return gtype, LudoGame


def register(game_id: str) -> str:
    """Register one game with OpenSpiel (again is a no-op); returns its short name."""
    name = short_name(game_id)
    if name not in pyspiel.registered_names():
        gtype, cls = _make_classes(game_id)
        pyspiel.register_game(gtype, cls)
    return name


def register_all() -> list[str]:
    return [register(g) for g in game_ids()]


NAMES = register_all()
