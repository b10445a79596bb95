"""Darwin's Journey as a `core.Game`: configuration, setup, and the contract's entry points.

Registered as a plugin through the `ludotheque.games` entry point (pyproject.toml).

Configuration: `players` (2-4; 1 is solo, played as 2 seats with Alfred on seat 1),
`first_game`, `automas` ({"1": "alfred/blue"}: the seat Alfred plays and his board,
white/easy, blue/medium, yellow/advanced, green/expert; solo only), `modules` (a list:
"great_ship", L2077-L2149, "pirates", L2151-L2242, "animal_companion", L2045-L2075; the
rulebook's other modules are refused until built), `animal_setup` (the Animal Companion's
setup: "all", every player takes a card, L2061, or "choice", each player may draw 2 and keep
1, L2067), and the Pirates module's two options: `pirate_tile_top` (its Pirate tile on
one of the 2 top spaces, L2184) and `pirate_scenario` (the P1 scenario card: its tiles and
the pirate ship's X, reconstructed, ruling PI-R1). The Scenarios module ("scenarios",
L2244-L2351) has `scenario`: "none" (its pieces shuffled into the piles, L2301) or a
scenario card B1-B4 (its tiles set, L2261; layouts reconstructed, ruling SC-R1), or "random":
one card drawn at setup among those the table allows (ruling FL-R49); the allowed cards are
rules/scenarios/config.py's table.
"""

from __future__ import annotations

import json
from typing import Any

from ludotheque.core.errors import ConfigError
from ludotheque.core.game import Game, margin, with_defaults
from ludotheque.core.outcome import with_margin
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import encoding as research_encoding
from ludotheque.games.darwins_journey import (
    evaluation,
    glossary,
    labels,
    narration,
    report,
    scoring,
    view,
)
from ludotheque.games.darwins_journey import vocabulary as research_vocabulary
from ludotheque.games.darwins_journey.components import components
from ludotheque.games.darwins_journey.components.alfred import alfred_data
from ludotheque.games.darwins_journey.config_words import automa_choices as _automa_choices
from ludotheque.games.darwins_journey.config_words import config_words as _config_words
from ludotheque.games.darwins_journey.datafiles import DATA
from ludotheque.games.darwins_journey.known_values import known_values as _known_values
from ludotheque.games.darwins_journey.known_values import written_values as _written_values
from ludotheque.games.darwins_journey.rules import flow
from ludotheque.games.darwins_journey.rules.animals import setup as pet_setup
from ludotheque.games.darwins_journey.rules.animals.show import redeal as redeal_pets
from ludotheque.games.darwins_journey.rules.fireland import state_part as fireland_part
from ludotheque.games.darwins_journey.rules.fireland.config import check_fireland
from ludotheque.games.darwins_journey.rules.scenarios.config import (
    check_pirate_card,
    check_scenario,
    draw_card,
)
from ludotheque.games.darwins_journey.rules.setup import setup
from ludotheque.games.darwins_journey.state import Context, DarwinState, make_context

DEFAULTS: dict[str, Any] = {
    "players": 4,
    "first_game": False,  # fixed tiles and crew cards 1-12 by turn order (L250-L286, L344)
    "fireland": False,  # the Fireland expansion (L1612-L2041), part 1: 2-4 players
    "automas": {},  # solo: {"1": "alfred/blue"}, the seat Alfred plays (L1221)
    "modules": [],  # mini-expansions: "great_ship" (L2077), "pirates" (L2151), "scenarios"
    "animal_setup": "all",  # Animal Companion: "all" (L2061) or "choice" (L2067)
    "pirate_tile_top": False,  # Pirates: its tile on one of the 2 top spaces (L2184)
    "pirate_scenario": False,  # Pirates: the P1 scenario card (L2171), reconstructed: PI-R1
    "scenario": "none",  # a card B1-B4 (L2261) or F1-F4 (L1743), none (L2301), or random
}

# The modules built, and the rulebook's other expansions and modules, not built yet.
MODULES = ("great_ship", "pirates", "animal_companion", "scenarios")
ANIMAL_SETUPS = ("all", "choice")


def parse_modules(value: Any) -> list[str]:
    """A list of module names from a list or a comma-separated text, in MODULES' order;
    ConfigError naming what is allowed otherwise."""
    if isinstance(value, str):
        value = [v.strip() for v in value.split(",") if v.strip()]
    allowed = ", ".join(MODULES)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"modules must be a list drawn from {allowed}, got {value!r}")
    for v in value:
        if v == "fireland":
            raise ConfigError("fireland is not a module but its own option: fireland=true")
        if v not in MODULES:
            raise ConfigError(f"unknown Darwin's Journey module {v!r}; allowed: {allowed}")
    return [m for m in MODULES if m in value]


def _check_pirate_options(c: dict[str, Any]) -> None:
    """The Pirates module's two options: booleans, only with the module; its scenario card
    P1 with what it goes with (rules/scenarios/config.py, ruling PI-R10)."""
    for key in ("pirate_tile_top", "pirate_scenario"):
        if not isinstance(c[key], bool):
            raise ConfigError(f"{key} must be true or false, got {c[key]!r}")
        if c[key] and "pirates" not in c["modules"]:
            raise ConfigError(f"{key} is an option of the pirates module: add it to modules")
    check_pirate_card(c)


def levels() -> list[str]:
    return list(alfred_data().levels)


def parse_alfred(spec: Any) -> str:
    """'alfred/LEVEL' (or just the level, or nothing: the default) by board colour
    (white, blue, yellow, green) or level name (easy, medium, advanced, expert)."""
    data = alfred_data()
    if spec is None or spec == "" or spec == "alfred":
        return f"alfred/{data.default_level}"
    names = ", ".join(f"{k} ({v['name']})" for k, v in data.levels.items())
    if not isinstance(spec, str):
        raise ConfigError(f"an automa is 'alfred/LEVEL' with LEVEL one of {names}; got {spec!r}")
    name, _, level = spec.strip().lower().rpartition("/")
    if name not in ("", "alfred"):
        raise ConfigError(f"Darwin's Journey's only automa is Alfred (L1225), got {spec!r}")
    by_name = {v["name"]: k for k, v in data.levels.items()}
    level = by_name.get(level, level)
    if level not in data.levels:
        raise ConfigError(f"unknown Alfred level {spec!r}; allowed: {names}")
    return f"alfred/{level}"


@DATA.cached
def context(config_json: str, drawn: str = "") -> Context:
    return make_context(json.loads(config_json), components(), drawn)


class DarwinGame(Game):
    id = "darwins-journey"
    title = "Darwin's Journey"
    min_players = 1  # solo: you and Alfred, two seats (L1221)
    max_players = 4
    fresh_views = True  # views are built anew (tests/core/test_fresh_views.py)
    modes = ("standard (2-4)", "solo against Alfred (white, blue, yellow, green)")
    variants = ("first_game", "fireland")  # fireland: the expansion, part 1 (2-4 players)
    modules = MODULES
    # Targets `ludo bench` checks for this game (issues 13/14 and 22): the heavy games' 20
    # random 4-player games a second, not the platform's default 50.
    bench_targets = {
        "random_games_per_s_4p": 20,
        "decision_vs_openspiel": 3.0,
        "decision_vs_floor": 5.0,
        "mcts_iterations_0_5s": 2000,
        "view_us": 50,
    }

    def config_words(self) -> dict[str, dict[str, Any]]:
        """The options in words, for the lobby's controls (config_words.py)."""
        return _config_words()

    def automa_choices(self) -> list[tuple[str, str]]:
        """The automas a seat chooser offers, in words, easiest first (config_words.py)."""
        return _automa_choices()

    def configure(self, config: dict[str, Any]) -> dict[str, Any]:
        c = with_defaults(config, DEFAULTS, "Darwin's Journey")
        p = c["players"]
        if not isinstance(p, int) or isinstance(p, bool) or not 1 <= p <= 4:
            raise ConfigError(
                f"Darwin's Journey is for 2 to 4 players, or 1 against Alfred, got players={p!r}"
            )
        automas = c["automas"]
        if isinstance(automas, list):  # one entry per seat, null for a person
            automas = {str(i): x for i, x in enumerate(automas) if x is not None}
        if not isinstance(automas, dict):
            raise ConfigError(f"automas must map a seat to 'alfred/LEVEL', got {automas!r}")
        if p == 1:  # solo: 2 seats, Alfred on seat 1 unless named (ruling A16)
            p, automas = 2, automas or {"1": None}
        if automas and (p != 2 or len(automas) != 1):
            raise ConfigError(
                "Alfred plays only the solo game: 2 seats, you and him (L1221-L1225); "
                f"got players={p}, automas={automas!r}"
            )
        norm = {}
        for seat, spec in automas.items():
            if not str(seat).isdigit() or int(seat) not in (0, 1):
                raise ConfigError(
                    f"automas: {seat!r} is not a seat index, 0 or 1 (index 0 is seat 1)"
                )
            norm[str(int(seat))] = parse_alfred(spec)
        c["players"] = p
        c["automas"] = norm
        if not isinstance(c["first_game"], bool):
            raise ConfigError(f"first_game must be true or false, got {c['first_game']!r}")
        check_fireland(c["fireland"])
        c["modules"] = parse_modules(c["modules"])
        check_scenario(c)
        _check_pirate_options(c)
        if c["animal_setup"] not in ANIMAL_SETUPS:
            raise ConfigError(
                f"animal_setup must be one of {', '.join(ANIMAL_SETUPS)}, got {c['animal_setup']!r}"
            )
        if c["animal_setup"] != "all" and "animal_companion" not in c["modules"]:
            raise ConfigError("animal_setup is an option of the animal_companion module: add it")
        return c

    def automa_specs(self) -> list[str]:
        """Alfred at each level, easiest first, as `ludo games` and `--seats` name him."""
        return [f"automa:alfred/{level}" for level in levels()]

    def seat_config(self, config: dict[str, Any], specs: list[str]) -> dict[str, Any]:
        """`automa:alfred/LEVEL` (or `automa`, `automa:LEVEL`) seats become
        config["automas"]."""
        config = dict(config)
        automas = dict(config.get("automas") or {})
        for seat, spec in enumerate(specs):
            name, _, arg = spec.partition(":")
            if name == "automa":
                automas[str(seat)] = parse_alfred(arg)
        if automas:
            config["automas"] = automas
        config.setdefault("players", len(specs))
        return config

    def _setup(self, config: dict[str, Any], rng: Rng) -> DarwinState:
        drawn = draw_card(config, rng)  # `scenario: "random"`: on a copy of the stream
        s = setup(context(json.dumps(config, sort_keys=True), drawn), rng)
        flow.settle(s)
        return s

    # The rules' own functions, not methods calling them: a frame less per decision.
    _decide = staticmethod(flow.decide)
    _play = flow.play  # a partial: not bound, called as it is
    apply = flow.apply  # an index played without Game.apply's frame, checks unchanged

    copy = staticmethod(DarwinState.copy)  # the state's own copy, without Game.copy's call

    def checkpoint(self, state: DarwinState) -> int:
        return state.cp

    def is_over(self, state: DarwinState) -> bool:
        return state.phase == "over"

    def num_seats(self, state: DarwinState) -> int:
        return state.ctx.players

    def scores(self, state: DarwinState) -> list[int]:
        return scoring.totals(state)

    def winners(self, state: DarwinState) -> list[int]:
        """Solo: the player wins only strictly ahead; a full tie is Alfred's (L1610)."""
        return scoring.winners(state) if state.phase == "over" else []

    def report(self, state: DarwinState) -> dict:
        """Who won and why, points by the rulebook's categories (`report.py`)."""
        return report.report(state)

    def explain(self, ref: str) -> dict | None:
        """A component's name and effect in words (`glossary.py`)."""
        return glossary.explain(ref)

    # A turn is a placement then its actions, each a decision or several: rollouts first
    # finish the turn at hand the way `greedy` would (a random "end turn" before the
    # space's actions says nothing about the placement), then play a few random decisions.
    eval_scale = 10.0
    rollout_settles = True
    rollout_decisions = 8

    def evaluate(self, state: DarwinState, seat: int) -> float:
        """The final scoring applied to the position as it stands, plus a shrinking share of
        what is under way (coins, seals, the 5th worker, objectives held: evaluation.py),
        mine minus the best rival's."""
        points = evaluation.projection(state)
        if len(points) == 2:  # _margin, inline: search evaluates every option it weighs
            return float(points[seat] - points[1 - seat])
        return float(points[seat] - max(points[:seat] + points[seat + 1 :]))

    def known_values(self, state: DarwinState, seat: int) -> list[float | None] | None:
        """Options valued without their children for the settling step: a stamp with more
        to send, a first research with a second offered (known_values.py)."""
        return _known_values(state, seat, self.evaluate)

    def evaluate_seats(self, state: DarwinState, seats) -> list[float]:
        """`evaluate` for each seat from one projection (it works out every seat's)."""
        points = evaluation.projection(state)
        return [_margin(points, seat) for seat in seats]

    # The search sees further than `greedy`: among people its evaluation counts each
    # seat's HMS Beagle goals and this round's envelope rewards in reach, as the solo
    # evaluation does (evaluation.projection's `goals`). `greedy` keeps `evaluate`: the
    # terms made it some three times stronger, a different baseline opponent
    # (docs/strength.md, sessions 26-27). In solo the two are the same.
    def search_evaluate(self, state: DarwinState, seat: int) -> float:
        return _margin(evaluation.projection(state, True), seat)

    def search_evaluate_seats(self, state: DarwinState, seats) -> list[float]:
        points = evaluation.projection(state, True)
        return [_margin(points, seat) for seat in seats]

    def search_known_values(self, state: DarwinState, seat: int) -> list[float | None] | None:
        """The same options as `known_values` (a stamp with more to send, a first research
        with a second offered), each valued by `search_evaluate` with the option's own
        writes made on the state and undone: with the goals counted a stamp moves an
        envelope's majority and a research a goal's count, so the state's own value
        would be wrong (known_values.py, `written_values`)."""
        return _written_values(state, seat, self.search_evaluate)

    def outcome_value(self, state: DarwinState, seat: int) -> float:
        """Solo against Alfred: the result with a margin part (core.outcome). Among
        people, the default."""
        result = super().outcome_value(state, seat)
        if state.ctx.solo:
            return with_margin(result, margin(scoring.totals(state), seat), self.eval_scale)
        return result

    def view(self, state: DarwinState, seat: int | None) -> dict:
        return view.view(state, seat, self.pending(state))

    def snapshot(self, state: DarwinState) -> dict:
        return view.snapshot(state)

    def determinize(self, state: DarwinState, seat: int, rng: Rng) -> DarwinState:
        """Re-deal what `seat` cannot see: the seal pile's and objective piles' order, and
        during the draft the other seats' hands and picks (cards it saw pass on stay with
        the other seats; the rest may also be in the box); with the Animal Companion set
        up by choice, the other seats' Pet cards drawn or kept and the deck."""
        s = state.copy()
        s.pile = _shuffled(rng, s.pile)
        s.decks = tuple(_shuffled(rng, deck) for deck in s.decks)
        s.a_deck = _shuffled(rng, s.a_deck)  # Alfred's face-down Action cards (L1285)
        if s.phase in ("draft", pet_setup.PHASE) and any(s.hands):
            _redeal_draft(s, seat, rng)  # the crew hands are dealt before the Pet cards
        if s.ctx.animals:
            redeal_pets(s, seat, rng)
        if s.ctx.fireland:  # the Adventure decks' order (L1737)
            fireland_part.redeal(s, rng)
        s.rng = Rng(rng.next64())
        s.decision = None
        return s

    # ----- words for people (games/darwins_journey/narration.py) -----------------------
    narration_module, labels_module = narration, labels
    # research interop (ludotheque.interop): vocabulary.py, encoding.py
    vocabulary_module, encoding_module = research_vocabulary, research_encoding

    def solo_configs(self) -> dict[str, dict[str, Any]]:
        """Solo against Alfred (L1221), his default board."""
        return {"alfred": {"players": 1}}


def _margin(points: list, seat: int) -> float:
    """`core.game.margin` for a list of two seats or more (every table here): the same
    float, without its list comprehension (search evaluates every option it weighs)."""
    if len(points) == 2:
        return float(points[seat] - points[1 - seat])
    return float(points[seat] - max(points[:seat] + points[seat + 1 :]))


def _shuffled(rng: Rng, items: tuple) -> tuple:
    """A state's tuple in `rng.shuffle`'s order (the same draws as shuffling a list)."""
    out = list(items)
    rng.shuffle(out)
    return tuple(out)


def _redeal_draft(s: DarwinState, seat: int, rng: Rng) -> None:
    n = s.ctx.players
    mine = set(s.hands[seat]) | set(s.crew[seat])
    others = [p for p in range(n) if p != seat]
    held = {c for p in others for c in (*s.hands[p], *s.crew[p])}
    seen = {c for c in range(len(s.ctx.comp.crew)) if s.seen[seat] >> c & 1} - mine
    unseen = sorted(set(range(len(s.ctx.comp.crew))) - mine - seen)
    sure = sorted(seen & held)  # seen cards passed on are still with the others
    rng.shuffle(sure)
    rng.shuffle(unseen)
    pool = sure + unseen
    hands = list(s.hands)
    for p in others:
        k = len(s.crew[p])
        s.crew[p] = tuple(pool[:k])
        s.kept[p] = None
        del pool[:k]
        h = len(hands[p])
        hands[p] = tuple(sorted(pool[:h]))
        del pool[:h]
    s.hands = tuple(hands)


GAME = DarwinGame()
