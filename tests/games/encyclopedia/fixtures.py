"""Hand-built Encyclopedia positions for rules tests.

Rules tests do not lean on the reconstructed Animal list: `catalog(animals=...)` builds the
real catalogue (the shipped board tables, the 55 Experts, the Automa cards) with the test's
own Animals, named and typed as the example needs. Reconstructed board tables (expedition
spaces, the reputation track) can be replaced the same way.

`make_state(...)` gives a position in round 1 at the start of the first player's turn, with
full decks in a known order and empty markets; helpers put cards, dice and resources in
place, and `hold(...)` gives a seat a die in hand (phase "action"), with a spare die on
another board so that the round goes on after the action. Positions are then played with
`GAME.pending` / `GAME.apply` through `options(s)` and `play(s, ...)`, as a front does.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence

from ludotheque.core.rng import Rng
from ludotheque.games.encyclopedia import GAME
from ludotheque.games.encyclopedia.components import DATA, build, load
from ludotheque.games.encyclopedia.game import make_context
from ludotheque.games.encyclopedia.state import (
    BAG,
    HELD,
    EncyclopediaState,
    changed,
    new_state,
    replaced,
)

COLOURS = ("red", "yellow", "violet", "blue", "green")
CONTINENTS = ("america", "africa", "asia", "europe", "oceania")
SLOTS = {"x": 0, "coins": 1, "rep": 2, "vp": 3}
# A reputation track without bonuses, for examples about something else.
NO_BONUS = {"reputation_track": {"length": 16, "bonuses": {}, "source": "test"}}


def _json(name: str) -> dict:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def animal_dict(name: str, continent: str, types: Sequence[str], vp=(0, 1, 3, 5)) -> dict:
    return {
        "id": name,
        "name": name,
        "continent": continent,
        "categories": list(types),
        "slot_vp": list(vp),
        "source": "test",
    }


def catalog(animals: Sequence[tuple] | None = None, board: dict | None = None):
    """The shipped catalogue with other Animals ((name, continent, [4 categories]) each)
    and/or board tables overridden key by key."""
    b = copy.deepcopy(_json("board.json"))
    if board:
        b.update(board)
    if animals is None:
        items = _json("animals.json")["animals"]
    else:
        items = [animal_dict(*a) for a in animals]
    return build(b, items, _json("experts.json")["experts"], _json("automa.json"))


def make_state(
    players: int = 2,
    *,
    automas: dict | None = None,
    first: int = 0,
    animals: Sequence[tuple] | None = None,
    board: dict | None = None,
    cat=None,
    seed: int = 1,
) -> EncyclopediaState:
    config = GAME.configure({"players": players, "automas": automas or {}, "first_player": first})
    if cat is None:
        cat = load() if animals is None and board is None else catalog(animals, board)
    s = new_state(make_context(config, cat), Rng(seed))
    s.round = 1
    s.first = s.round_first = s.active = first
    s.tokens_revealed = ["none"]
    s.tokens_hidden = ["none"] * (cat.rounds - 1)
    s.expert_deck = list(range(len(cat.expert_names)))
    s.animal_deck = list(range(len(cat.animal_ids)))
    s.prio = [tuple(range(5)) if s.ctx.is_automa(x) else () for x in range(players)]
    s.phase = "take"
    s.turn_open = True
    return s


# ----- finding things ----------------------------------------------------------------------
def aid(s: EncyclopediaState, name: str) -> int:
    return s.ctx.cat.animal_names.index(name)


def eid(s: EncyclopediaState, name: str) -> int:
    return s.ctx.cat.expert_names.index(name)


def names(s: EncyclopediaState, animals) -> list[str]:
    return [s.ctx.cat.animal_names[a] for a in animals]


def expert_names(s: EncyclopediaState, experts) -> list[str]:
    return [s.ctx.cat.expert_names[e] for e in experts]


# ----- putting things in place -------------------------------------------------------------
def _out_of_decks(s: EncyclopediaState, animals=(), experts=()) -> None:
    for a in animals:
        if a in s.animal_deck:
            s.animal_deck.remove(a)
    for e in experts:
        if e in s.expert_deck:
            s.expert_deck.remove(e)


def study(s: EncyclopediaState, seat: int, *animal_names: str) -> list[int]:
    ids = [aid(s, n) for n in animal_names]
    _out_of_decks(s, animals=ids)
    s.study = replaced(s, s.study, seat, s.study[seat] + tuple(ids))
    changed(s, seat)
    s.decision = None
    return ids


def publish_done(s: EncyclopediaState, seat: int, *animal_names: str) -> None:
    ids = [aid(s, n) for n in animal_names]
    _out_of_decks(s, animals=ids)
    s.published = replaced(s, s.published, seat, s.published[seat] + tuple(ids))
    changed(s, seat)
    s.decision = None


def market(s: EncyclopediaState, experts: Sequence[str] = (), animals: Sequence[str] = ()):
    """Fill the markets' first slots with these cards (the other slots empty)."""
    e_ids = [eid(s, n) for n in experts]
    a_ids = [aid(s, n) for n in animals]
    _out_of_decks(s, animals=a_ids, experts=e_ids)
    s.university = e_ids + [-1] * (len(s.university) - len(e_ids))
    s.academy = a_ids + [-1] * (len(s.academy) - len(a_ids))
    s.decision = None


def hire(s: EncyclopediaState, seat: int, *expert_list: str, covered: bool = False) -> None:
    ids = [eid(s, n) for n in expert_list]
    _out_of_decks(s, experts=ids)
    if covered:
        s.covered = replaced(s, s.covered, seat, s.covered[seat] + tuple(ids))
    else:
        s.experts = replaced(s, s.experts, seat, s.experts[seat] + tuple(ids))
    changed(s, seat)
    s.decision = None


def cubes(s: EncyclopediaState, seat: int, animal: str, *types: int) -> None:
    """Research cubes of `seat` on an Animal it studies, on Types 1-4."""
    a = aid(s, animal)
    for t in types:
        assert not s.marks[a] >> (t - 1) & 1
        marks = list(s.marks)
        marks[a] |= 1 << (t - 1)
        s.marks = tuple(marks)
        s.cubes = replaced(s, s.cubes, seat, s.cubes[seat] - 1)
    changed(s, seat)
    s.decision = None


def give(s: EncyclopediaState, seat: int, **amounts: int) -> None:
    """Set resources: coins, tokens, seals, rep, vp, cubes, fives."""
    for key, value in amounts.items():
        getattr(s, key)[seat] = value
    s.decision = None


def bag_die(s: EncyclopediaState, colour: str) -> int:
    c = COLOURS.index(colour)
    for d, loc in enumerate(s.dloc):
        if loc == BAG and s.ctx.cat.die_colour[d] == c:
            return d
    raise AssertionError(f"no {colour} die left in the bag")


def put_die(s: EncyclopediaState, seat: int, slot: str, colour: str, value: int) -> int:
    d = bag_die(s, colour)
    s.dloc[d] = 4 * seat + SLOTS[slot]
    s.dval[d] = value
    s.decision = None
    return d


def hold(s: EncyclopediaState, seat: int, colour: str, value: int, spare: bool = True) -> int:
    """`seat` is at the start of its action with this die in hand; a spare die on the next
    seat's board keeps the round going after the action."""
    d = bag_die(s, colour)
    s.dloc[d] = HELD
    s.dval[d] = value
    s.held = d
    s.col = COLOURS.index(colour)
    s.boost = 0
    s.active = seat
    s.turn_open = True
    s.phase = "action"
    if spare:
        other = (seat + 1) % s.ctx.n
        put_die(s, other, "x", "green" if colour != "green" else "red", 1)
    s.decision = None
    return d


# The tables the kept-answer guards replay: 2 to 4 people, and solo at the easiest and
# hardest Automa.
SPEED_CONFIGS = (
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 2, "automas": {"1": "linne/boudeuse"}},
    {"players": 2, "automas": {"1": "daubenton/astrolabe"}},
)


# ----- playing -------------------------------------------------------------------------------
def options(s: EncyclopediaState) -> tuple[str, ...]:
    return GAME.pending(s).options


def play(s: EncyclopediaState, *moves: str) -> EncyclopediaState:
    for m in moves:
        GAME.apply(s, m)
    return s


def decision(s: EncyclopediaState) -> tuple[int | None, str]:
    d = GAME.pending(s)
    return d.seat, d.kind
