"""Iwari as a `core.Game`: configuration, setup, and the contract's entry points."""

from __future__ import annotations

import json
from typing import Any

from ludotheque.core.errors import ConfigError
from ludotheque.core.game import Game, with_defaults
from ludotheque.core.rng import Rng
from ludotheque.games.iwari import encoding as research_encoding
from ludotheque.games.iwari import (
    glossary,
    labels,
    narration,
    projection,
    report,
    scoring,
    solo_value,
    view,
)
from ludotheque.games.iwari import vocabulary as research_vocabulary
from ludotheque.games.iwari.components import components
from ludotheque.games.iwari.components.board import BIOMES, CK, available_maps, load_board
from ludotheque.games.iwari.components.expeditions import expedition_cards
from ludotheque.games.iwari.config_words import config_words as _config_words
from ludotheque.games.iwari.datafiles import DATA
from ludotheque.games.iwari.rules import setup, turn
from ludotheque.games.iwari.state import (
    EXPLOITS,
    MODES,
    MODULES,
    VENERATION_CARDS,
    IwariState,
    make_context,
)

DEFAULTS: dict[str, Any] = {
    "players": 4,
    # "solo" (1 player) and "coop" (2 players) play against the Void (L657-L867).
    "mode": "standard",
    "void_threshold": None,  # Void territories that make the players lose: 3 solo, 1 co-op
    "map": "face-a",
    "modules": [],
    "draft": False,
    "first_player": None,
    "neutral_after_exchange": True,
    "covered_connections_award": True,
    # The expansion's pieces that play on the base maps (L576-L653, L901-L932).
    "expeditions": False,
    "exploits": [],
    "veneration_card": "dead-ends",
    "storms": False,
    "walking_totem": False,
}


@DATA.cached
def _context(config_json: str):
    config = json.loads(config_json)
    return make_context(config, load_board(config["map"]), expedition_cards())


def _storm_map(map_id: str) -> bool:
    """Whether storm pieces have somewhere to go on a map: the mountain symbols they sit on
    (L908), on a map that uses mountains (ruling C21)."""
    board = load_board(map_id)
    symbols = components()["storms"]["symbols"]
    return not board.no_mountains and any(c.mountain in symbols for c in board.connections)


def _names(value: Any, allowed: tuple[str, ...], key: str) -> list[str]:
    """A list of names from a list, a comma-separated string, or "all"."""
    if value == "all":
        return list(allowed)
    if isinstance(value, str):
        value = [v for v in value.split(",") if v]
    if not isinstance(value, list) or any(v not in allowed for v in value):
        raise ConfigError(f"{key} must be a list drawn from {', '.join(allowed)}, got {value!r}")
    return value


class IwariGame(Game):
    id = "iwari"
    title = "Iwari"
    min_players = 1
    max_players = 6
    fresh_views = True  # views are built anew (tests/core/test_fresh_views.py)
    # Rollouts at a table: 20 random decisions, then the evaluation. 40 (the default) gave
    # about 900 iterations of a 0.5 s decision; 20 costs about 0.6 of it an iteration and
    # plays as well against greedy: 13 of 13, mean 68.3 to 52.8 (the first 3 games of
    # seed 22 and 10 of seed 23, 2026-11-27), where 40 won 20 of 20, 72.4 to 59.2 and 10
    # was weaker, 16 of 20, 68.3 to 61.4 (seed 22). Against the Void (solo, co-op)
    # rollouts keep 40: fewer were not measured there. Confirmed over 50 games: 47 wins,
    # 69.0 to 55.5 (seeds 22-24, docs/strength.md 11-28b-c), as 40 had (47 of 50).
    table_rollout_decisions = 20

    def rollout_plan(self, state: IwariState) -> tuple[bool, int]:
        if state.ctx.solo:
            return self.rollout_settles, self.rollout_decisions
        return self.rollout_settles, self.table_rollout_decisions

    modes = (
        "standard (2-5)",
        "2-player with neutral tribe",
        "solo vs the Void",
        "co-op vs the Void",
    )
    modules = MODULES + EXPLOITS
    variants = ("draft", "expeditions", "storms", "walking_totem")

    def config_words(self) -> dict[str, dict[str, Any]]:
        """The options in words, for the lobby's controls (config_words.py)."""
        return _config_words()

    def configure(self, config: dict[str, Any]) -> dict[str, Any]:
        c = with_defaults(config, DEFAULTS, "Iwari")
        p = c["players"]
        if not isinstance(p, int) or isinstance(p, bool):
            raise ConfigError(f"Iwari is for 2 to 5 players (1 solo, 2 co-op), got players={p!r}")
        if "mode" not in config and p == 1:
            c["mode"] = "solo"
        if "players" not in config and c["mode"] in ("solo", "coop"):
            c["players"] = 1 if c["mode"] == "solo" else 2
        p = c["players"]
        mode = c["mode"]
        if mode not in MODES:
            raise ConfigError(f"mode must be one of {', '.join(MODES)}, got {mode!r}")
        allowed = {"standard": (2, 6), "solo": (1, 1), "coop": (2, 2)}[mode]
        if not allowed[0] <= p <= allowed[1]:
            want = {
                "standard": "2 to 5 players (6 on the le-neant map)",
                "solo": "1 player",
                "coop": "2 players",
            }[mode]
            raise ConfigError(f"Iwari {mode} play is for {want}, got players={p!r}")
        vt = c["void_threshold"]
        if vt is not None and (not isinstance(vt, int) or isinstance(vt, bool) or vt < 1):
            raise ConfigError(f"void_threshold must be a positive whole number or null, got {vt!r}")
        if c["map"] not in available_maps():
            raise ConfigError(
                f"unknown Iwari map {c['map']!r}; available: {', '.join(available_maps())}"
            )
        board = load_board(c["map"])
        if mode == "standard" and p > board.max_players:
            raise ConfigError(
                f"the {c['map']} map is for 2 to {board.max_players} players, got players={p}"
            )
        if mode != "standard" and board.no_solo:
            raise ConfigError(f"{mode} play is not possible on the {c['map']} map (L659)")
        if c["expeditions"] is True and board.no_expeditions:
            raise ConfigError(f"expedition cards are not used on the {c['map']} map (L572)")
        if c["veneration_card"] == "contested" and not board.contested:
            raise ConfigError("veneration_card contested needs a map with contested tokens (L631)")
        mods = _names(c["modules"], MODULES + EXPLOITS, "modules")
        # The expansion calls its modules "exploits"; either list may name them.
        ex = _names(c["exploits"], EXPLOITS, "exploits") + [m for m in mods if m in EXPLOITS]
        c["modules"] = [m for m in MODULES if m in mods]
        c["exploits"] = [e for e in EXPLOITS if e in ex]
        if c["veneration_card"] not in VENERATION_CARDS:
            raise ConfigError(
                f"veneration_card must be one of {', '.join(VENERATION_CARDS)} "
                f"(the contested-territory card needs the Le neant map), got {c['veneration_card']!r}"
            )
        for flag in (
            "draft",
            "neutral_after_exchange",
            "covered_connections_award",
            "expeditions",
            "storms",
            "walking_totem",
        ):
            if not isinstance(c[flag], bool):
                raise ConfigError(f"{flag} must be true or false, got {c[flag]!r}")
        if c["storms"] is True and not _storm_map(c["map"]):
            allowed_maps = [m for m in available_maps() if _storm_map(m)]
            raise ConfigError(
                f"storms need a map with mountain symbols (L907-L909); the {c['map']} map has "
                f"none. Maps that allow storms: {', '.join(allowed_maps)}"
            )
        if mode != "standard":
            # L661-L663: no exploits and no expedition cards against the Void; the other
            # extras score connections or change the start, which solo play does not use.
            used = [k for k in ("modules", "exploits") if c[k]] + [
                k for k in ("expeditions", "storms", "walking_totem", "draft") if c[k]
            ]
            if used:
                raise ConfigError(f"{', '.join(used)} cannot be used in {mode} play (L661-L663)")
        elif vt is not None:
            raise ConfigError("void_threshold only applies to solo and coop play")
        fp = c["first_player"]
        if fp is not None and (not isinstance(fp, int) or isinstance(fp, bool) or not 0 <= fp < p):
            raise ConfigError(f"first_player must be a seat from 0 to {p - 1} or null, got {fp!r}")
        return c

    # ----- setup -----------------------------------------------------------------------
    def _setup(self, config: dict[str, Any], rng: Rng) -> IwariState:
        return setup.setup(_context(json.dumps(config, sort_keys=True)), config, rng)

    # ----- contract --------------------------------------------------------------------
    # The rules' own functions, without a method in between (search rollouts call them
    # millions of times through `Game.random_steps`): `_decide(state)`, `_play(state, option)`.
    _decide = staticmethod(turn.decide)
    _play = staticmethod(turn.play)

    def checkpoint(self, state: IwariState) -> int:
        return state.cp

    def is_over(self, state: IwariState) -> bool:
        return state.phase == "over"

    def num_seats(self, state: IwariState) -> int:
        return state.ctx.players

    def scores(self, state: IwariState) -> list[int]:
        return state.scores[: state.ctx.players]

    def winners(self, state: IwariState) -> list[int]:
        """Best score, then most unplaced constructions (L315); if the neutral tribe is
        among the best, both players lose (L240)."""
        if state.phase != "over":
            return []
        if state.ctx.solo:
            return list(range(state.ctx.players)) if state.result == "players" else []
        best = scoring.winning_tribes(state)
        if state.ctx.neutral in best:
            return []
        return best

    def report(self, state: IwariState) -> dict:
        """Who won and why, points by the rulebook's categories (`report.py`)."""
        return report.report(state)

    def explain(self, ref: str) -> dict | None:
        """A component's name and effect in words (`glossary.py`)."""
        return glossary.explain(ref)

    def view(self, state: IwariState, seat: int | None) -> dict:
        return view.view(state, seat, self.pending(state))

    def snapshot(self, state: IwariState) -> dict:
        return view.snapshot(state)

    def determinize(self, state: IwariState, seat: int, rng: Rng) -> IwariState:
        """Re-deal the cards `seat` cannot see: the draw pile and the other hands' cards
        that did not come from the river. Composition is kept; order is new."""
        s = state.copy()
        n = s.ctx.players
        pool: list[int] = list(s.pile)
        unknown = [0] * n
        for other in range(n):
            if other == seat:
                continue
            for b in range(CK):
                i = CK * other + b
                hidden = s.hands[i] - s.known[i]
                unknown[other] += hidden
                pool.extend([b] * hidden)
                s.hands[i] = s.known[i]
        # Sorted first, so the result depends only on what `seat` knows (the multiset of
        # unseen cards), never on where the hidden cards really are.
        pool.sort()
        rng.shuffle(pool)
        for other in range(n):
            for _ in range(unknown[other]):
                s.hands[CK * other + pool.pop()] += 1
        s.pile = pool
        s.rng = Rng(rng.next64())
        s.decision = None
        return s

    def evaluate(self, state: IwariState, seat: int) -> float:
        """Projected points: the scores so far plus what the final scoring would add on
        the board as it stands, a little for cards in hand; minus the best rival's
        (the neutral tribe counts as a rival: its win is everyone's loss). Solo play
        counts territories instead, against the threshold and the Void's sudden wins."""
        if state.ctx.solo:
            return solo_value.evaluate(state)
        return scoring.projected_margin(state, projection.projected_points(state), seat)

    def evaluate_seats(self, state: IwariState, seats) -> list[float]:
        """`evaluate` for several seats, the board's projection worked out once."""
        if state.ctx.solo:
            value = solo_value.evaluate(state)
            return [value for _ in seats]
        proj = projection.projected_points(state)
        return [scoring.projected_margin(state, proj, seat) for seat in seats]

    def outcome_value(self, state: IwariState, seat: int) -> float:
        """Against the Void: the rulebook's result (won or lost) with a margin part, the
        territories the players hold (solo_value). Otherwise the default."""
        if state.ctx.solo:
            return solo_value.outcome(state, seat)
        return super().outcome_value(state, seat)

    def biomes(self) -> tuple[str, ...]:
        return BIOMES

    # ----- words for people (games/iwari/narration.py, labels.py) ---------------------
    narration_module, labels_module = narration, labels
    # research interop (ludotheque.interop): vocabulary.py, encoding.py
    vocabulary_module, encoding_module = research_vocabulary, research_encoding

    def solo_configs(self) -> dict[str, dict[str, Any]]:
        """Solo against the Void (L659); the co-op mode needs two deciding seats."""
        return {"solo": {"players": 1, "mode": "solo"}}
