"""Newton as a `core.Game`: configuration, setup, and the contract's entry points."""

from __future__ import annotations

import json
from typing import Any

from ludotheque.core.errors import ConfigError
from ludotheque.core.game import Game, margin, with_defaults
from ludotheque.core.rng import Rng
from ludotheque.games.newton import encoding as research_encoding
from ludotheque.games.newton import evaluation, glossary, labels, narration, report, scoring, view
from ludotheque.games.newton import vocabulary as research_vocabulary
from ludotheque.games.newton.components import DataError, components
from ludotheque.games.newton.config_words import config_words as _config_words
from ludotheque.games.newton.datafiles import DATA
from ludotheque.games.newton.rules import flow
from ludotheque.games.newton.rules.setup import setup
from ludotheque.games.newton.state import (
    MODULE_ALIASES,
    MODULES,
    Context,
    NewtonState,
    make_context,
)

DEFAULTS: dict[str, Any] = {
    "players": 4,
    "modules": [],  # "ex-cathedra" (Cours Magistraux), "great-discoveries"
    "first_game": False,  # keep the 4 Masters dealt instead of drafting (L189)
    "first_player": None,
    "invention_actions": "single",  # ruling A8: "single" action of value N, or "separate"
    "cavendish_pile_bonus": True,  # ruling A12
}


@DATA.cached
def _context(config_json: str) -> Context:
    ctx = make_context(json.loads(config_json), components())
    tiles = ctx.comp.tiles
    problems = []
    if len(ctx.spec_slots) != tiles.setup_specializations:
        problems.append(
            f"{len(ctx.spec_slots)} Specialization slots for {tiles.setup_specializations} tiles"
        )
    if len(ctx.inv_slots) != tiles.setup_inventions:
        problems.append(f"{len(ctx.inv_slots)} Invention slots for {tiles.setup_inventions} tiles")
    if len(ctx.objective_spaces) != tiles.setup_objectives:
        problems.append(
            f"{len(ctx.objective_spaces)} Objective spaces for {tiles.setup_objectives} tiles"
        )
    if problems:
        raise DataError("Newton's data is inconsistent: " + "; ".join(problems))
    return ctx


def _modules(value: Any) -> list[str]:
    if value == "all":
        return list(MODULES)
    if isinstance(value, str):
        value = [v.strip() for v in value.split(",") if v.strip()]
    if not isinstance(value, list) or any(v not in MODULE_ALIASES for v in value):
        raise ConfigError(
            f"modules must be a list drawn from {', '.join(MODULES)} "
            f"(or {', '.join(a for a in MODULE_ALIASES if a not in MODULES)}), got {value!r}"
        )
    chosen = {MODULE_ALIASES[v] for v in value}
    return [m for m in MODULES if m in chosen]


class NewtonGame(Game):
    id = "newton"
    title = "Newton"
    min_players = 1
    max_players = 4
    fresh_views = True  # views are built anew (tests/core/test_fresh_views.py)
    # Rollouts at a table: 8 random decisions, then the evaluation (which counts income
    # by the upkeeps left). 40 (the default) bought about 1,000 iterations of a 0.5 s
    # decision, 12 about twice as many (issue 22), and played better: against greedy
    # 10 of 10 either way, mean 46.4 to 13.1 with 40 and 61.8 to 15.4 with 12 (seed 22).
    # 8 costs 12-20% less an iteration than 12 and plays as well: 10 of 10, mean 62.3 to
    # 15.5 (seed 22, 2026-11-27), then 40 of 40 more (seed 24): 50 of 50, 60.9 to 13.4
    # (docs/strength.md 11-28b-c).
    # Alone, the score attack keeps 40: with 12 its first five games (seed 0) scored 64,
    # 50, 47, 51 and 81 where 40 scored 87, 83, 76, 78 and 92 (the ladder needs the end).
    table_rollout_decisions = 8

    def rollout_plan(self, state: NewtonState) -> tuple[bool, int]:
        if state.ctx.solo:
            return self.rollout_settles, self.rollout_decisions
        return self.rollout_settles, self.table_rollout_decisions

    modes = ("standard (2-4)", "solo score attack (1)")
    modules = MODULES
    variants = ("first_game", "invention_actions", "cavendish_pile_bonus")

    def config_words(self) -> dict[str, dict[str, Any]]:
        """The options in words, for the lobby's controls (config_words.py)."""
        return _config_words()

    def configure(self, config: dict[str, Any]) -> dict[str, Any]:
        c = with_defaults(config, DEFAULTS, "Newton")
        p = c["players"]
        if not isinstance(p, int) or isinstance(p, bool) or not 1 <= p <= 4:
            raise ConfigError(f"Newton is for 1 to 4 players, got players={p!r}")
        c["modules"] = _modules(c["modules"])
        for flag in ("first_game", "cavendish_pile_bonus"):
            if not isinstance(c[flag], bool):
                raise ConfigError(f"{flag} must be true or false, got {c[flag]!r}")
        if c["invention_actions"] not in ("single", "separate"):
            raise ConfigError(
                f"invention_actions must be 'single' or 'separate', got {c['invention_actions']!r}"
            )
        fp = c["first_player"]
        if fp is not None and (not isinstance(fp, int) or isinstance(fp, bool) or not 0 <= fp < p):
            raise ConfigError(f"first_player must be a seat from 0 to {p - 1} or null, got {fp!r}")
        return c

    # ----- setup -----------------------------------------------------------------------
    def _setup(self, config: dict[str, Any], rng: Rng) -> NewtonState:
        ctx = _context(json.dumps(config, sort_keys=True))
        s = setup(ctx, rng, config["first_player"])
        if s.phase == "turn":
            flow.begin_game(s)
            s.cp = 1
        flow.settle(s)
        return s

    # ----- contract --------------------------------------------------------------------
    # The rules' own functions, without a method in between (search calls them millions
    # of times): `_decide(state)` and `_play(state, option)`.
    _decide = staticmethod(flow.decide)
    _play = staticmethod(flow.play)

    def random_steps(self, state: NewtonState, rng: Rng, count: int) -> int:
        """`Game.random_steps` with the flow's steps called directly: the same draws, the
        same states (a play is `flow.play`: the option, then what resolves by itself)."""
        decide, play_one, settle = flow.decide, flow.play_one, flow.settle
        next64 = rng.next64
        for k in range(count):
            d = state.decision
            if d is None:
                d = state.decision = decide(state)
            opts = d.options
            if d.seat is None or not opts:
                return k
            state.decision = None
            play_one(state, opts[next64() % len(opts)])
            settle(state)
        return count

    def checkpoint(self, state: NewtonState) -> int:
        return state.cp

    def is_over(self, state: NewtonState) -> bool:
        return state.phase == "over"

    def num_seats(self, state: NewtonState) -> int:
        return state.ctx.players

    def scores(self, state: NewtonState) -> list[int]:
        return scoring.totals(state)

    def winners(self, state: NewtonState) -> list[int]:
        if state.phase != "over":
            return []
        return scoring.winners(state)

    def report(self, state: NewtonState) -> dict:
        """Who won and why, points by the rulebook's categories (`report.py`)."""
        return report.report(state)

    def explain(self, ref: str) -> dict | None:
        """A component's name and effect in words (`glossary.py`)."""
        return glossary.explain(ref)

    def evaluate(self, state: NewtonState, seat: int) -> float:
        """For search agents: the final scoring applied to the position as it stands
        (Objective tiles occupied and Masters played count only at the end), with income
        counted once per upkeep left (`evaluation`); mine minus the best rival's, alone
        my projected total."""
        return margin(evaluation.projection(state), seat)

    def evaluate_seats(self, state: NewtonState, seats) -> list[float]:
        """`evaluate` for several seats, the projection worked out once."""
        proj = evaluation.projection(state)
        return [margin(proj, seat) for seat in seats]

    def outcome_value(self, state: NewtonState, seat: int) -> float:
        """Alone, a score attack: the final score on the solo ladder, scaled to [0, 1]
        (the lone seat always "wins", so a win says nothing). At a table, the default."""
        if state.ctx.solo:
            return evaluation.solo_value(state, scoring.totals(state)[seat])
        return super().outcome_value(state, seat)

    def view(self, state: NewtonState, seat: int | None) -> dict:
        return view.view(state, seat, self.pending(state))

    def snapshot(self, state: NewtonState) -> dict:
        return view.snapshot(state)

    def determinize(self, state: NewtonState, seat: int, rng: Rng) -> NewtonState:
        """Re-deal what `seat` cannot see: the unknown part of each deck, the Masters of
        other seats it never saw (with the ones left in the box), and other seats' hidden
        tuck choices. Hands stay: every card reaches a hand face up (ruling A32)."""
        s = state.copy()
        for level in range(3):
            deck = s.decks[level]
            # Sorted first: the sample must not depend on the true hidden order.
            unknown = sorted(deck[s.known[level] :])
            rng.shuffle(unknown)
            deck[s.known[level] :] = unknown
        n = s.ctx.players
        everyone = set(range(len(s.ctx.comp.masters.masters)))
        placed = set()
        slots = []  # (seat, "held"/"packet") for each hidden card re-dealt
        for p in range(n):
            placed |= set(s.held[p]) | set(s.masters[p]) | set(s.packets[p])
        mine = s.seen[seat]
        pool = [m for m in sorted(everyone - placed) if not mine >> m & 1]
        for p in range(n):
            if p == seat:
                continue
            for where in ("held", "packets"):
                cards = getattr(s, where)[p]
                keep = tuple(m for m in cards if mine >> m & 1)
                hidden = [m for m in cards if not mine >> m & 1]
                pool.extend(hidden)
                slots.append((p, where, keep, len(hidden)))
        pool.sort()
        rng.shuffle(pool)
        for p, where, keep, k in slots:
            dealt = tuple(sorted(keep + tuple(pool[:k])))
            del pool[:k]
            getattr(s, where)[p] = dealt
        for p in range(n):
            if p != seat and s.commits[p] >= 0:
                s.commits[p] = s.desks[p][rng.below(len(s.desks[p]))]
        s.rng = Rng(rng.next64())
        s.decision = None
        return s

    # ----- words for people (games/newton/narration.py, labels.py) --------------------
    narration_module, labels_module = narration, labels
    # research interop (ludotheque.interop): vocabulary.py, encoding.py
    vocabulary_module, encoding_module = research_vocabulary, research_encoding

    def move_label(self, view: dict, option: str, mover: int | None) -> str:
        # A shelf's needs and a journey's route are the mover's (its study board, its
        # scientist), read from the seats' public parts of the reader's view.
        if mover is None or mover == view.get("seat"):
            return labels.label(view, option)
        return labels.label({**view, "seat": mover}, option)

    def side_options(self, options: list[str] | tuple[str, ...]) -> list[str]:
        return labels.quick_options(options)

    def solo_configs(self) -> dict[str, dict[str, Any]]:
        return {"solo": {"players": 1}}
