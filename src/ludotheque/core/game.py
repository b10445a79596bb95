"""The contract every game implements, and the checks the core does around it.

A game subclasses `Game` and writes the underscored hooks (`_setup`, `_decide`, `_play`,
...). The public methods here add what every game needs the same way: the cached pending
decision, option validation that leaves the state untouched, and index-or-text options.
"""

from __future__ import annotations

import hashlib
import json
import operator
from abc import ABC, abstractmethod
from typing import Any

from ludotheque.core.decision import Decision
from ludotheque.core.errors import ConfigError, IllegalOption
from ludotheque.core.rng import Rng


def margin(points, seat: int) -> float:
    """`seat`'s points minus its best rival's (its own points when it plays alone): the
    shape of every game's `evaluate`."""
    others = [v for i, v in enumerate(points) if i != seat]
    return float(points[seat] - (max(others) if others else 0))


def with_defaults(config: Any, defaults: dict[str, Any], name: str, extra=()) -> dict[str, Any]:
    """`config` completed with the game's `defaults`, once it is known to be an object
    whose keys are all the game's options (or among `extra`, keys the game fills in
    itself): ConfigError naming the unknown keys and the allowed ones otherwise."""
    if not isinstance(config, dict):
        raise ConfigError(
            f"the {name} configuration must be an object (a JSON object of options), "
            f"got {type(config).__name__}"
        )
    unknown = sorted(set(config) - set(defaults) - set(extra), key=str)
    if unknown:
        raise ConfigError(
            f"unknown {name} option(s) {', '.join(map(str, unknown))}; "
            f"allowed: {', '.join(defaults)}"
        )
    return {**defaults, **config}


class GameState:
    """Base of every game state: plain data, with the pending decision cached in `decision`.

    Subclasses use `__slots__` and implement `copy()` with shallow list copies only.
    """

    __slots__ = ("decision",)


class Game(ABC):
    """One game. Stateless: all the game's data lives in the state objects it creates."""

    id: str = ""
    title: str = ""
    min_players: int = 1
    max_players: int = 1
    modes: tuple[str, ...] = ()
    modules: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()
    # What `ludo bench` holds the game to (issue 22): complete random 4-player games per
    # second, a decision's cost at most this many times a step of OpenSpiel's Python
    # tic-tac-toe and of the bench's plain-Python tic-tac-toe floor, MCTS iterations in
    # a 0.5 s decision, and microseconds of one `view`. A game overrides the dict with its
    # own figures; keys it leaves out keep these defaults.
    bench_targets: dict[str, float] = {
        "random_games_per_s_4p": 50,
        "decision_vs_openspiel": 3.0,
        "decision_vs_floor": 5.0,
        "mcts_iterations_0_5s": 2000,
        "view_us": 50,
    }
    # Points of `evaluate` that matter: search agents squash evaluations with this scale.
    eval_scale: float = 8.0
    # How many random decisions a search agent's rollout plays before it asks `evaluate`:
    # long enough to finish what the leaf started, short enough to stay informative.
    rollout_decisions: int = 40
    # Whether a rollout first finishes the leaf's segment (the seat to move plays on until
    # a reveal or the next seat) choosing by `evaluate` one step at a time, as `greedy`
    # does, before its random decisions: for games where random play of a turn's
    # remaining steps (what to do with a die just taken) says little about the turn.
    rollout_settles: bool = False
    # Whether the pending decision is a function of the state a search sampled and the
    # options played since, as long as no random draw has been made (the game draws
    # everything from `state.rng`, as `reseed` expects, and a sample's hidden order stays
    # as it was dealt): a search then keeps each tree node's listed decision per sample
    # and hands it to the next iteration that reaches that node from that sample before
    # any draw, instead of listing it again (agents/mcts.py). Checked by
    # tests/agents/test_mcts_differential.py for every game that declares it.
    decisions_by_lineage: bool = False
    # Whether `view` builds new lists and dicts every call for what a later move can
    # change (parts that never change during a game, such as a card's description, may
    # be one object shared by every view) and the view's readers change nothing in it:
    # the server then keeps a seat's last view itself for `narrate`, not a copy. Checked
    # for every game that declares it (tests/core/test_fresh_views.py).
    fresh_views: bool = False
    # The modules of the game's folder that hold its words and its research encoding, in
    # the layout's files (docs/adding-a-game.md): `narration.narrate(before, after, seat)`,
    # `labels.label(view, option)`, `vocabulary.vocabulary(config)`, and
    # `encoding.encoding_size(config)` with `encoding.encode(view, seat)`. A game names
    # them here instead of writing the same one-line methods; None keeps the defaults.
    narration_module: Any = None
    labels_module: Any = None
    vocabulary_module: Any = None
    encoding_module: Any = None

    def rollout_plan(self, state: Any) -> tuple[bool, int]:
        """How a search agent's rollouts go from this position: whether they settle the
        leaf's segment first, and how many random decisions follow. A game overrides this
        where the best plan depends on the table (who sits at it)."""
        return self.rollout_settles, self.rollout_decisions

    # ----- configuration -------------------------------------------------------------
    @abstractmethod
    def configure(self, config: dict[str, Any]) -> dict[str, Any]:
        """Check a configuration and return it complete with defaults (JSON-ready).

        Raises ConfigError naming the bad key or value and what is allowed.
        """

    # ----- the contract ---------------------------------------------------------------
    def setup(self, config: dict[str, Any], seed: int) -> GameState:
        """A new game. All randomness later comes from a generator seeded here."""
        return self._setup(self.configure(config), Rng(seed))

    def pending(self, state: GameState) -> Decision:
        """Who decides now, what kind of decision, and the legal options."""
        d = state.decision
        if d is None:
            d = state.decision = self._decide(state)
        return d

    def apply(self, state: GameState, option: str | int) -> None:
        """Play one option (its text, or its index in `pending(state).options`).

        An illegal option raises IllegalOption and leaves the state untouched.

        An `int` index in range takes a fast path: one class test and one range test, no
        conversion (search agents and random playouts call this millions of times). Every
        other option (text, numpy integers, bools, out-of-range indices) goes through the
        full checks below, which raise the same errors as before.
        """
        d = state.decision
        if d is None:
            d = state.decision = self._decide(state)
        opts = d.options
        # The fast path: a plain index in range, as agents and playouts give (see below).
        if option.__class__ is int and 0 <= option < len(opts):
            state.decision = None
            self._play(state, opts[option])
            return
        if option.__class__ is not str:
            try:
                index = operator.index(option)  # int, or an integer type such as numpy's
            except TypeError:
                raise IllegalOption(option, d.kind, opts) from None
            if isinstance(option, bool) or not 0 <= index < len(opts):
                raise IllegalOption(option, d.kind, opts)
            option = opts[index]
        elif option not in opts:
            raise IllegalOption(option, d.kind, opts)
        state.decision = None
        self._play(state, option)

    def copy(self, state: GameState) -> GameState:
        return state.copy()

    def random_steps(self, state: GameState, rng: Rng, count: int) -> int:
        """Play up to `count` decisions chosen uniformly at random, exactly as `count`
        rounds of `apply(state, rng.below(len(pending(state).options)))` would (the same
        draws, the same states); stop at the end of the game or at a decision with no
        option (left pending, for the caller to report). Returns how many were played.

        Search rollouts play millions of these: one loop here instead of a call to
        `pending`, `apply` and `below` for each. A game that overrides `pending` or
        `apply` overrides this too."""
        decide, play = self._decide, self._play
        for k in range(count):
            d = state.decision
            if d is None:
                d = state.decision = decide(state)
            opts = d.options
            if d.seat is None or not opts:
                return k
            state.decision = None
            play(state, opts[rng.next64() % len(opts)])
        return count

    def is_over(self, state: GameState) -> bool:
        return self.pending(state).seat is None

    @abstractmethod
    def scores(self, state: GameState) -> list[int]:
        """Current score of each seat."""

    @abstractmethod
    def winners(self, state: GameState) -> list[int]:
        """Seats that won (after the rulebook's tie-breaks); empty if nobody won."""

    @abstractmethod
    def view(self, state: GameState, seat: int | None) -> dict:
        """JSON-ready view for `seat` (None: a spectator), with hidden information removed."""

    @abstractmethod
    def determinize(self, state: GameState, seat: int, rng: Rng) -> GameState:
        """A copy in which what `seat` cannot see is re-dealt at random, consistently with
        what it has seen, and future randomness is re-seeded from `rng`."""

    def reseed(self, state: GameState, rng: Rng) -> None:
        """Re-seed the future randomness of `state` (a sample) from `rng`, in place.

        Search agents re-use a few determinized samples across many simulations; giving
        each copy fresh dice keeps the chance outcomes varied. Games keep their generator
        in `state.rng`; one that keeps it elsewhere overrides this."""
        state.rng = Rng(rng.next64())

    @abstractmethod
    def snapshot(self, state: GameState) -> dict:
        """The complete true state as JSON-ready data (for fingerprints and debugging)."""

    def search_scale(self, state: GameState) -> float:
        """The scale a search squashes this table's evaluations with: `eval_scale`, unless
        the game's leaves move by other amounts at other tables (who sits at it)."""
        return self.eval_scale

    def evaluate(self, state: GameState, seat: int) -> float:
        """How well `seat` stands, in points: positive is ahead of its best rival. Search
        agents use it to cut rollouts short and to order options; a game overrides it with
        a projection of what its scoring would give now."""
        return margin(self.scores(state), seat)

    def known_values(self, state: GameState, seat: int) -> list[float | None] | None:
        """Optional, for the settling step of search agents (agents/greedy.settle_segment):
        per option of the decision pending in `state` (the seat's own), what `evaluate`
        would say of the child that option gives, where the game can tell it without
        building the child, else None. The step builds only the children whose value is
        not known, and the best one. The default, None: every child is built. A game
        returns a value only where it is the very number `evaluate(child, seat)` gives."""
        return None

    def evaluate_seats(self, state: GameState, seats) -> list[float]:
        """`evaluate(state, seat)` for each of `seats`, in order. A search scores a rollout
        for every seat on its path: a game whose `evaluate` works out every seat's points
        (to find the best rival) overrides this to work them out once for all."""
        return [self.evaluate(state, seat) for seat in seats]

    def search_evaluate(self, state: GameState, seat: int) -> float:
        """What a search agent judges `seat`'s position by, where `greedy` (the option the
        game's own evaluation likes best) keeps `evaluate`: by default `evaluate`. A game
        may let its search see further than `greedy` here (terms that would make the
        one-ply baseline a different opponent); one that does overrides the three
        `search_*` hooks together, so they give the same numbers."""
        return self.evaluate(state, seat)

    def search_evaluate_seats(self, state: GameState, seats) -> list[float]:
        """`search_evaluate` for each of `seats`, in order (a search scores a rollout for
        every seat on its path): by default `evaluate_seats`."""
        return self.evaluate_seats(state, seats)

    def search_known_values(self, state: GameState, seat: int) -> list[float | None] | None:
        """`known_values` for a search's own settling step, which judges by
        `search_evaluate`: by default `known_values` (right while the two evaluations are
        the same); a game whose search sees further returns values of that, or None."""
        return self.known_values(state, seat)

    def outcome_value(self, state: GameState, seat: int) -> float:
        """What the finished game in `state` is worth to `seat`, in [0, 1] (1 the best a
        seat can get): search agents score rollouts that reach the end with it, so it must
        say what the mode's goal is. The default suits games won against rivals: 1 for a
        sole win, 1/k for a victory shared by k seats, 0 for a loss; 1 when every seat
        won (a co-operative win: nobody to share it with), so a team's win is never worth
        less than a rollout still under way.

        A mode where that is not the goal overrides it (see README.md, "Agents and
        tournaments"): a score attack, where the lone seat always "wins", is worth its
        scaled score; a game against an automa or the game itself, its result with a margin
        part, so a bigger win beats a narrow one and a narrow loss beats a rout; a
        co-operative game, its result with a margin part as well."""
        winners = self.winners(state)
        if seat not in winners:
            return 0.0
        if len(winners) >= self.num_seats(state):
            return 1.0
        return 1.0 / len(winners)

    def seat_config(self, config: dict[str, Any], specs: list[str]) -> dict[str, Any]:
        """Fold seats played by the game itself (a rulebook automa, `automa:...` specs)
        into the configuration. Such seats are never asked to decide: the game plays them.
        A game without automas refuses those specs."""
        bad = [s for s in specs if s.split(":", 1)[0] == "automa"]
        if bad:
            raise ConfigError(f"{self.title} has no automa seat (asked for {', '.join(bad)})")
        return config

    def checkpoint(self, state: GameState) -> int:
        """A counter that grows whenever a turn starts or hidden information or randomness
        is revealed. Decisions taken since the counter last changed can be taken back."""
        return 0

    def num_seats(self, state: GameState) -> int:
        return len(self.scores(state))

    def describe(self) -> dict:
        return {
            "id": self.id,
            "title": self.title,
            "players": [self.min_players, self.max_players],
            "modes": list(self.modes),
            "modules": list(self.modules),
            "variants": list(self.variants),
        }

    # ----- words for people (terminal and browser share these) ------------------------
    def option_label(self, view: dict, option: str) -> str:
        """`option` in words for the seat whose `view` this is, naming components as the
        rulebook does (the id only where two share a name). Built from the view alone, so
        it can tell nothing hidden. The default is the option text itself, or
        `labels_module.label`."""
        words = self.labels_module
        return option if words is None else words.label(view, option)

    def move_label(self, view: dict, option: str, mover: int | None) -> str:
        """A move in the log in words, read by the seat whose `view` this is and made by
        `mover`: where a label reads the board of the seat choosing (its own shelves, its
        own position), the log's label must read the mover's, not the reader's. The
        default is `option_label`, for games whose labels read no seat's own board."""
        return self.option_label(view, option)

    def option_labels(self, view: dict, options: list[str] | tuple[str, ...]) -> list[str]:
        """Every option's label (option_label), none shared: where two options of one
        decision would read the same, each is followed by its option text in brackets,
        so the id shows only where two share a name."""
        labels = [self.option_label(view, o) for o in options]
        seen: dict[str, int] = {}
        for label in labels:
            seen[label] = seen.get(label, 0) + 1
        return [
            f"{label} [{o}]" if seen[label] > 1 and label != o else label
            for o, label in zip(options, labels, strict=True)
        ]

    def side_options(self, options: list[str] | tuple[str, ...]) -> list[str]:
        """Those of `options` that are side actions, offered again at every step of a turn
        (a game's quick actions): fronts list them apart, on one compact line, so the step's
        own options stay in view. The default: none."""
        return []

    def explain(self, ref: str) -> dict | None:
        """What the component, space or track cell `ref` (an id used in options and views)
        is: `{"name", "text", "reconstructed"}`, the effect in our own words and whether
        its data is a reconstruction; None when `ref` names nothing the game knows."""
        return None

    def narrate(self, before: dict | None, after: dict, seat: int | None) -> list[str]:
        """What happened between two views of one seat (None: a spectator), in words: the
        automatic effects, rewards, spending and gains, automa turns, upkeep and scoring
        moments, with the seat and the amount. Built from the views alone, so it can
        tell nothing hidden. The default is `narration_module.narrate`, or without one the
        view's new public `log` lines."""
        if self.narration_module is not None:
            return self.narration_module.narrate(before, after, seat)
        new = after.get("log") if isinstance(after, dict) else None
        if not isinstance(new, list | tuple):
            return []
        old = before.get("log") if isinstance(before, dict) else None
        old = list(old) if isinstance(old, list | tuple) else []
        new = list(new)
        # The log may be a window of the newest lines: skip the longest overlap.
        for k in range(min(len(old), len(new)), 0, -1):
            if old[-k:] == new[:k]:
                return [str(x) for x in new[k:]]
        return [str(x) for x in new]

    def report(self, state: GameState) -> dict:
        """The finished game explained: `verdict` (who won and why, in words: a
        tie-break, the neutral tribe, an automa, the game itself), `categories` (the
        rulebook's scoring categories) and `seats` (per seat its `points` by category and
        its `total`, which equals `scores`), and `result` (a solo game's rank or outcome
        as the rulebook gives it, else None). The default has one category."""
        scores = self.scores(state)
        winners = self.winners(state)
        if not winners:
            verdict = "Nobody won."
        elif len(winners) == len(scores) > 1:
            verdict = "Everybody won."
        elif len(winners) == 1:
            verdict = f"Seat {winners[0] + 1} won with {scores[winners[0]]} points."
        else:
            names = ", ".join(f"seat {w + 1}" for w in winners)
            verdict = f"Shared victory: {names}."
        return {
            "verdict": verdict,
            "categories": ["score"],
            "seats": [{"seat": i, "points": [p], "total": p} for i, p in enumerate(scores)],
            "result": None,
        }

    def fingerprint(self, state: GameState) -> str:
        """A short hash of the complete state: equal states have equal fingerprints."""
        text = json.dumps(self.snapshot(state), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    # ----- research interop (ludotheque.interop: OpenSpiel, PettingZoo, Gymnasium) -----
    def action_vocabulary(self, config: dict[str, Any]) -> tuple[str, ...]:
        """Every option text that can ever be legal under `config` (complete, as
        `configure` returns it), in a fixed documented order: an option's position is its
        action id, the same in every state, game and release that keeps the data version."""
        if self.vocabulary_module is not None:
            return self.vocabulary_module.vocabulary(config)
        raise NotImplementedError(
            f"{self.title or self.id} declares no action vocabulary: write "
            "action_vocabulary(config) listing every option text (see docs/research.md)"
        )

    def encoding_size(self, config: dict[str, Any]) -> int:
        """The length of `encode`'s vector for games under `config` (complete)."""
        if self.encoding_module is not None:
            return self.encoding_module.encoding_size(config)
        raise NotImplementedError(
            f"{self.title or self.id} declares no observation encoding: write "
            "encoding_size(config) and encode(view, seat) (see docs/research.md)"
        )

    def encode(self, view: dict, seat: int) -> list[float]:
        """`view(state, seat)` as a fixed-length vector of numbers (`encoding_size` long),
        built from the view alone so it carries nothing the seat cannot see."""
        if self.encoding_module is not None:
            return self.encoding_module.encode(view, seat)
        raise NotImplementedError(
            f"{self.title or self.id} declares no observation encoding: write "
            "encoding_size(config) and encode(view, seat) (see docs/research.md)"
        )

    def solo_configs(self) -> dict[str, dict[str, Any]]:
        """The game's solo modes as research environments: a short name (`solo`,
        `vs-automa`, ...) to the configuration that plays it with one deciding seat."""
        return {}

    # ----- hooks a game writes --------------------------------------------------------
    @abstractmethod
    def _setup(self, config: dict[str, Any], rng: Rng) -> GameState: ...

    @abstractmethod
    def _decide(self, state: GameState) -> Decision: ...

    @abstractmethod
    def _play(self, state: GameState, option: str) -> None:
        """Apply an option already known to be legal."""
