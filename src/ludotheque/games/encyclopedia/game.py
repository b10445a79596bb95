"""Encyclopedia as a `core.Game`: configuration, Automa seats, setup and the contract.

Configuration keys: `players` (2-4 seats in all, people and Automas, L748); `automas`, the
seats the game plays itself as {"seat": "behaviour/scoring"} (for example {"1":
"linne/boudeuse"}; behaviours linne, trembley, daubenton; scorings boudeuse, resolution,
astrolabe; or their star levels 1-3, "2/3"); `first_player` (a seat, or null for random).
"""

from __future__ import annotations

import json
from typing import Any

from ludotheque.core.decision import Decision
from ludotheque.core.errors import ConfigError
from ludotheque.core.game import Game, margin, with_defaults
from ludotheque.core.outcome import with_margin
from ludotheque.core.rng import Rng
from ludotheque.games.encyclopedia import encoding as research_encoding
from ludotheque.games.encyclopedia import (
    evaluation,
    glossary,
    known_values,
    labels,
    narration,
    report,
    scoring,
    view,
)
from ludotheque.games.encyclopedia import vocabulary as research_vocabulary
from ludotheque.games.encyclopedia.components import Catalog, load
from ludotheque.games.encyclopedia.config_words import automa_choices as _automa_choices
from ludotheque.games.encyclopedia.config_words import config_words as _config_words
from ludotheque.games.encyclopedia.datafiles import DATA
from ludotheque.games.encyclopedia.rules import decisions, flow, markets
from ludotheque.games.encyclopedia.state import Context, EncyclopediaState, new_state
from ludotheque.games.encyclopedia.texts import build as build_texts

# The rules' steps, bound once for `pending` and `apply` (module attributes are a lookup each),
# and the evaluation's, asked at every option a search tries.
_rules_decide, _rules_play, _rules_advance = decisions.decide, decisions.play, flow.advance
_projections = evaluation.projections
_NO_RIVAL = float("-inf")

DEFAULTS: dict[str, Any] = {"players": 4, "automas": {}, "first_player": None}
DEFAULT_AUTOMA = "linne/boudeuse"  # the advised first opponent (L756, L871)


def automa_names() -> tuple[list[str], list[str]]:
    cat = load()
    return [b.id for b in cat.behaviours], [s.id for s in cat.scorings]


def parse_automa(spec: Any) -> str:
    """'behaviour/scoring' by id or star level (1-3), checked; returns the id form."""
    behaviours, scorings = automa_names()
    cat = load()
    if spec is None or spec == "":
        spec = DEFAULT_AUTOMA
    if not isinstance(spec, str) or spec.count("/") != 1:
        raise ConfigError(
            f"an Automa is 'behaviour/scoring' (behaviours {', '.join(behaviours)}; scorings "
            f"{', '.join(scorings)}; or star levels such as 1/1), got {spec!r}"
        )
    b, sc = (x.strip().lower() for x in spec.split("/"))
    by_stars_b = {str(x.stars): x.id for x in cat.behaviours}
    by_stars_s = {str(x.stars): x.id for x in cat.scorings}
    b, sc = by_stars_b.get(b, b), by_stars_s.get(sc, sc)
    if b not in behaviours or sc not in scorings:
        raise ConfigError(
            f"unknown Automa {spec!r}: behaviour one of {', '.join(behaviours)}, "
            f"scoring one of {', '.join(scorings)} (or star levels 1-3)"
        )
    return f"{b}/{sc}"


@DATA.cached
def _context(config_json: str) -> Context:
    return make_context(json.loads(config_json), load())


def make_context(config: dict, cat: Catalog) -> Context:
    """The Context of a checked configuration on a catalogue (tests pass their own)."""
    n = config["players"]
    behaviours = [b.id for b in cat.behaviours]
    scorings = [x.id for x in cat.scorings]
    automa = [None] * n
    for seat, spec in config["automas"].items():
        b, sc = spec.split("/")
        automa[int(seat)] = (behaviours.index(b), scorings.index(sc))
    starts, at = [], 0
    for row in cat.spaces:
        starts.append(at)
        at += len(row)
    return Context(
        config=config,
        cat=cat,
        n=n,
        automa=tuple(automa),
        academy_size=cat.academy_size[n],
        space_start=tuple(starts),
        humans=tuple(x for x in range(n) if automa[x] is None),
        tx=build_texts(cat),
    )


def _margin(points: list, seat: int) -> float:
    """`core.game.margin` by slices (the same number): greedy steps of a search ask for it
    at every child they evaluate."""
    rivals = points[:seat] + points[seat + 1 :]
    return float(points[seat] - (max(rivals) if rivals else 0))


class EncyclopediaGame(Game):
    id = "encyclopedia"
    title = "Encyclopedia"
    min_players = 2
    max_players = 4
    fresh_views = True  # views are built anew (tests/core/test_fresh_views.py)
    modes = ("2-4 players", "solo or multiplayer with 1-3 Automas")

    def config_words(self) -> dict[str, dict[str, Any]]:
        """The options in words, for the lobby's controls (config_words.py)."""
        return _config_words()

    def automa_choices(self) -> list[tuple[str, str]]:
        """The automas a seat chooser offers, in words, easiest first (config_words.py)."""
        return _automa_choices()

    def configure(self, config: dict[str, Any]) -> dict[str, Any]:
        c = with_defaults(config, DEFAULTS, "Encyclopedia")
        n = c["players"]
        if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 4:
            raise ConfigError(
                f"Encyclopedia is for 2 to 4 seats (people and Automas; solo is 2 seats, "
                f"you and an Automa), got players={n!r}"
            )
        automas = c["automas"]
        if isinstance(automas, list):  # one entry per seat, null for a person
            automas = {str(i): a for i, a in enumerate(automas) if a is not None}
        if not isinstance(automas, dict):
            raise ConfigError(f"automas must map seats to 'behaviour/scoring', got {automas!r}")
        norm = {}
        for seat, spec in automas.items():
            if not str(seat).isdigit() or not 0 <= int(seat) < n:
                raise ConfigError(
                    f"automas: {seat!r} is not a seat index from 0 to {n - 1} (index 0 is seat 1)"
                )
            norm[str(int(seat))] = parse_automa(spec)
        if len(norm) >= n:
            raise ConfigError("at least one seat must be a person (1-3 Automas, L877)")
        c["automas"] = dict(sorted(norm.items(), key=lambda kv: int(kv[0])))
        fp = c["first_player"]
        if fp is not None and (not isinstance(fp, int) or isinstance(fp, bool) or not 0 <= fp < n):
            raise ConfigError(f"first_player must be a seat from 0 to {n - 1} or null, got {fp!r}")
        return c

    def automa_specs(self) -> list[str]:
        """Every Automa (behaviour card / scoring card), easiest first by their stars."""
        cat = load()
        pairs = sorted(
            (b.stars + sc.stars, b.id, sc.id) for b in cat.behaviours for sc in cat.scorings
        )
        return [f"automa:{b}/{sc}" for _, b, sc in pairs]

    def seat_config(self, config: dict[str, Any], specs: list[str]) -> dict[str, Any]:
        """`automa` or `automa:behaviour/scoring` seats become config["automas"]."""
        config = dict(config)
        automas = dict(config.get("automas") or {})
        for seat, spec in enumerate(specs):
            name, _, arg = spec.partition(":")
            if name == "automa":
                automas[str(seat)] = parse_automa(arg or DEFAULT_AUTOMA)
        if automas:
            config["automas"] = automas
        config.setdefault("players", len(specs))
        return config

    # ----- setup ---------------------------------------------------------------------------
    def _setup(self, config: dict[str, Any], rng: Rng) -> EncyclopediaState:
        ctx = _context(json.dumps(config, sort_keys=True))
        cat, n = ctx.cat, ctx.n
        s = new_state(ctx, rng)
        fp = config["first_player"]
        s.first = s.round_first = s.active = fp if fp is not None else rng.below(n)
        prio = []
        for seat in range(n):
            order = list(range(len(cat.continents))) if ctx.is_automa(seat) else []
            rng.shuffle(order)  # L758: five Continent cards, left (highest) to right
            prio.append(tuple(order))
        s.prio = prio
        pool = list(cat.round_token_pool)
        rng.shuffle(pool)
        s.tokens_hidden = pool[: cat.round_tokens_drawn]
        s.tokens_unused = pool[cat.round_tokens_drawn :]
        s.expert_deck = list(range(len(cat.expert_names)))
        rng.shuffle(s.expert_deck)
        s.animal_deck = list(range(len(cat.animal_ids)))
        rng.shuffle(s.animal_deck)
        markets.refill(s)
        s.order = [(s.first - 1 - i) % n for i in range(n)]  # L156: counter-clockwise
        s.phase = "setup-next"
        s.cp = 1
        flow.advance(s)
        return s

    # ----- contract ------------------------------------------------------------------------
    def _decide(self, state: EncyclopediaState) -> Decision:
        if state.phase == "over":
            return flow.GAME_OVER
        return decisions.decide(state)

    def _play(self, state: EncyclopediaState, option: str) -> None:
        decisions.play(state, option)
        flow.advance(state)

    def pending(self, state: EncyclopediaState) -> Decision:
        """`Game.pending` with `_decide`'s step inline: a random playout asks it at every
        decision (and the action decision, never listed in advance, is built here)."""
        d = state.decision
        if d is None:
            d = state.decision = flow.GAME_OVER if state.phase == "over" else _rules_decide(state)
        return d

    def apply(self, state: EncyclopediaState, option: str | int) -> None:
        """`Game.apply` with its fast path (a plain index in range of a pending decision)
        calling the rules' two steps directly, without `_play` between; anything else goes
        through `Game.apply`, its checks and its errors."""
        d = state.decision
        if d is not None and option.__class__ is int:
            opts = d.options
            if 0 <= option < len(opts):
                state.decision = None
                _rules_play(state, opts[option])
                _rules_advance(state)
                return
        Game.apply(self, state, option)

    def random_steps(self, state: EncyclopediaState, rng: Rng, count: int) -> int:
        """`Game.random_steps` with the rules' steps called directly (`_decide`, then
        `_play`'s two steps): the same draws, the same states."""
        decide, play, advance = decisions.decide, decisions.play, flow.advance
        next64 = rng.next64
        for k in range(count):
            d = state.decision
            if d is None:
                d = state.decision = flow.GAME_OVER if state.phase == "over" else decide(state)
            opts = d.options
            if d.seat is None or not opts:
                return k
            state.decision = None
            play(state, opts[next64() % len(opts)])
            advance(state)
        return count

    # `Game.copy` without its frame: the state's light copy, called directly (a search
    # copies the state for every option it tries); its lists stay shared until the rules
    # write them (state.py: `shared`, `mine`). Callers of `Game.copy` change states by
    # `apply` only; `state.copy()` gives a copy with lists of its own.
    copy = staticmethod(EncyclopediaState.light_copy)

    def checkpoint(self, state: EncyclopediaState) -> int:
        return state.cp

    def is_over(self, state: EncyclopediaState) -> bool:
        return state.phase == "over"

    def num_seats(self, state: EncyclopediaState) -> int:
        return state.ctx.n

    def scores(self, state: EncyclopediaState) -> list[int]:
        return list(state.vp)

    def winners(self, state: EncyclopediaState) -> list[int]:
        return scoring.winners(state) if state.phase == "over" else []

    def report(self, state: EncyclopediaState) -> dict:
        """Who won and why, points by the rulebook's categories (`report.py`)."""
        return report.report(state)

    def explain(self, ref: str) -> dict | None:
        """A component's name and effect in words (`glossary.py`)."""
        return glossary.explain(ref)

    # Among people a leaf, its turn settled, lies within about 8 points of where the
    # search started: a scale of 25 squashed that to 0.43-0.58, and visits went by the
    # exploration term more than by the values; 6 spreads it over 0.2-0.8.
    eval_scale = 6.0
    # Against an Automa, 10 random decisions move the evaluation by -34 to +1 points
    # (most of it the waste of random play): the scale stays at 25 there, and for the
    # margin of a finished game (whole-game points).
    automa_scale = 25.0
    # A turn is a handful of decisions (take a die, act, spend): among people, rollouts
    # finish the turn at hand the way `greedy` would and stop there (10 random decisions
    # were noise: docs/strength.md).
    rollout_settles = True
    rollout_decisions = 0
    # Every random draw (dice rolled, a deck reshuffled) comes from `state.rng`, and the
    # decks' order is the sample's: a search keeps each node's decision per sample.
    decisions_by_lineage = True

    def rollout_plan(self, state: EncyclopediaState) -> tuple[bool, int]:
        """Against an Automa, 10 random decisions instead, the plan of every run measured
        against one (docs/strength.md). Settling the turn, which helped against
        people, showed no gain there: on the first 10 games of one seed against the
        hardest Automa it won 2, this plan 3, by the same margins."""
        if state.ctx.has_automa():
            return False, 10
        return self.rollout_settles, self.rollout_decisions

    def search_scale(self, state: EncyclopediaState) -> float:
        """`eval_scale` among people, `automa_scale` at a table with an Automa."""
        if state.ctx.has_automa():
            return self.automa_scale
        return self.eval_scale

    def evaluate(self, state: EncyclopediaState, seat: int) -> float:
        """For search agents: each seat's projected final score (`evaluation`), mine
        minus the best rival's."""
        if state.phase == "over":
            return margin(state.vp, seat)
        points = _projections(state)  # a new list, ours to change: `_margin` without slices
        mine = points[seat]
        points[seat] = _NO_RIVAL  # 2 seats or more: a rival's projection is the maximum
        return float(mine - max(points))

    def known_values(self, state: EncyclopediaState, seat: int) -> list[float | None] | None:
        """A research decision's raises (a coin, a token, a seal) valued without their
        children, where the next decision surely has two options (known_values.py)."""
        return known_values.known_values(state, seat)

    def evaluate_seats(self, state: EncyclopediaState, seats) -> list[float]:
        """`evaluate` for several seats, every projection worked out once."""
        if state.phase == "over":
            points = state.vp
        else:
            points = _projections(state)
        return [_margin(points, seat) for seat in seats]

    def outcome_value(self, state: EncyclopediaState, seat: int) -> float:
        """Against an Automa: the result with a margin part (core.outcome), so the search
        plays for the score even where the result is settled. Among people, the default."""
        result = super().outcome_value(state, seat)
        if state.ctx.has_automa():
            return with_margin(result, margin(state.vp, seat), self.automa_scale)
        return result

    def view(self, state: EncyclopediaState, seat: int | None) -> dict:
        return view.view(state, seat, self.pending(state))

    def snapshot(self, state: EncyclopediaState) -> dict:
        return view.snapshot(state)

    def determinize(self, state: EncyclopediaState, seat: int, rng: Rng) -> EncyclopediaState:
        """Re-deal what no seat can see: the order of both decks and which round tokens lie
        face down (drawn again from those not yet revealed). Dice are drawn and rolled only
        when they are revealed, so nothing about them is hidden."""
        s = state.light_copy()
        # Sorted first: the sample must depend on what the seat knows (which cards and
        # tokens remain), never on where the hidden ones really are.
        s.expert_deck = sorted(s.expert_deck)  # new lists: copies share their decks
        s.animal_deck = sorted(s.animal_deck)
        rng.shuffle(s.expert_deck)
        rng.shuffle(s.animal_deck)
        pool = sorted(s.tokens_hidden + s.tokens_unused)
        rng.shuffle(pool)
        k = len(s.tokens_hidden)
        s.tokens_hidden, s.tokens_unused = pool[:k], pool[k:]
        s.rng = Rng(rng.next64())
        # Listed now, so that copies of the sample share it: a search keeps a few samples
        # and starts every iteration from a copy of one (the root decision, often an
        # action, the dearest to list, would otherwise be listed anew each time). The
        # options read no deck order nor hidden token, so they are those of the state.
        s.decision = None
        self.pending(s)
        return s

    # ----- words for people (games/encyclopedia/narration.py, labels.py) --------------
    narration_module, labels_module = narration, labels
    # research interop (ludotheque.interop): vocabulary.py, encoding.py
    vocabulary_module, encoding_module = research_vocabulary, research_encoding

    def solo_configs(self) -> dict[str, dict[str, Any]]:
        """Solo against one Automa (L748), the default behaviour and scoring cards."""
        return {"automa": {"players": 2, "automas": {"1": DEFAULT_AUTOMA}}}
