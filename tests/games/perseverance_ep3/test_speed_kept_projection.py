"""The projections kept with a state's snapshot (evaluation.py `_board`, `_seats_changed`):
a settling child whose board reads as its parent's keeps the parent's projection for every
seat whose Player is the parent's, and works out the others again.

Over seeded random games at 2, 3 and 4 players and solo against the Dissidents, at
every decision: the state is evaluated as a search evaluates it, then every child of its
options (and the state itself after the move played in place) is evaluated both with
what it inherits and afresh (nothing kept), and the two agree bit for bit; every path is
taken (no seat changed, one, two or more, the board changed). A spy state checks that the
projections read nothing of the state besides the snapshot's parts and the Players."""

from __future__ import annotations

from collections import Counter

import pytest

from ludotheque.core import Rng
from ludotheque.games.perseverance_ep3 import evaluation, outlook
from ludotheque.games.perseverance_ep3.evaluation import _board, projections
from ludotheque.games.perseverance_ep3.state import PState

from .fixtures import GAME, walk

CONFIGS = [
    {"players": 2},
    {"players": 3, "random_officers": True},
    {"players": 4},
    {"players": 4, "first_game": True, "deterministic_combat": True},
    {"players": 1, "dissidents": "citizen"},
    {"players": 1, "dissidents": "dino-expert+harder"},
]

# What `_board` snapshots, and what else the projections may read: the Players (kept by
# identity), the context, and the state's bookkeeping of what it keeps and owns.
BOARD = (
    "step",
    "tile",
    "officer_at",
    "influence",
    "structures",
    "zone_dice",
    "zone_leader",
    "portal_owner",
    "outpost",
    "structure_owner",
    "zone_shelters",
    "zone_thunder",
    "loc_dino",
    "loc_dino_kind",
    "loc_shelters",
)
BESIDES = ("players", "ctx", "proj", "decision", "solo", "owned", "tables")


def _path(child, kept) -> str:
    """Which way `projections` answers `child`, which inherits `kept`."""
    if kept is None or kept[0] is child.decision or child.decision is None:
        return "other"
    board = _board(child)
    if board != kept[2]:
        same = board[evaluation.OFFICERS_READ :] == kept[2][evaluation.OFFICERS_READ :]
        return "board changed, not the officers' parts" if same else "board changed"
    changed = sum(p is not q for p, q in zip(child.players, kept[3], strict=True))
    return ("same seats", "one seat", "more seats")[min(changed, 2)]


def _fresh(s) -> PState:
    """A copy of `s` with nothing kept, to be evaluated at once: `s` keeps what it owns
    (a copy would make it copy its Players before writing them, hiding a snapshot that
    does not stop it writing them in place)."""
    owned, tables = s.owned, s.tables
    fresh = GAME.copy(s)
    fresh.proj = None
    s.owned, s.tables = owned, tables
    return fresh


def _check(s, seen: Counter) -> None:
    seats = range(GAME.num_seats(s))
    kept = s.proj
    solo = s.solo is not None
    if not solo and s.phase != "over":
        seen[_path(s, kept)] += 1
        assert projections(s) == projections(_fresh(s))
    assert [GAME.evaluate(s, i) for i in seats] == [GAME.evaluate(_fresh(s), i) for i in seats]
    for i in range(len(s.decision.options)):
        child = GAME.copy(s)
        GAME.apply(child, i)
        if not solo and child.phase != "over":
            seen[_path(child, s.proj)] += 1
            assert projections(child) == projections(_fresh(child)), s.decision.options[i]
        for seat in seats:
            assert GAME.evaluate(child, seat) == GAME.evaluate(_fresh(child), seat)


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_kept_projections_are_the_fresh_ones(config) -> None:
    seen: Counter = Counter()
    for s, _, drawn in walk(config, 60, 3):
        if drawn:
            _check(s, seen)
    if "dissidents" not in config:
        for path in (
            "same seats",
            "one seat",
            "board changed",
            "board changed, not the officers' parts",
        ):
            assert seen[path] > 5, seen


@pytest.mark.parametrize("players", [2, 4])
def test_a_child_with_two_players_changed_is_worked_out_afresh(players) -> None:
    """Settling children seldom change two Players without the board: made by hand."""
    s = GAME.setup(GAME.configure({"players": players}), 5)
    rng = Rng(1)
    for _ in range(40):
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
    GAME.evaluate(s, 0)
    for seats in ((0,), (0, 1), tuple(range(players))):
        child = GAME.copy(s)
        for seat in seats:
            child.mut(seat).followers += seat + 3
            child.mut(seat).res[3] += 1
        child.decision = child.decision._replace()  # a new decision, as a move makes
        assert _path(child, s.proj) == ("one seat" if len(seats) == 1 else "more seats")
        assert projections(child) == projections(_fresh(child))
        assert projections(child) != projections(s)


@pytest.mark.parametrize("players", [2, 4])
def test_a_state_evaluated_and_played_on_in_place(players) -> None:
    """A state evaluated at every decision and played on without a copy (as a search's
    path is): each evaluation as fresh, although the state writes its own Players."""
    s = GAME.setup(GAME.configure({"players": players}), 11)
    rng = Rng(players)
    while (d := GAME.pending(s)).seat is not None:
        fresh = projections(_fresh(s))
        assert projections(s) == fresh
        GAME.apply(s, rng.below(len(d.options)))


def _set(s, name: str, value) -> None:
    if name in ("loc_dino", "loc_dino_kind", "loc_shelters", "zone_shelters", "zone_thunder"):
        getattr(s, name)[0] = value  # the state's own lists
    elif name == "structure_owner":
        s.own(name)[0][0] = value
    else:
        setattr(s, name, value)


# Each part an officer's condition reads, given one more piece of seat 0 (the 2-player
# setup of seed 5 has the Chief Mate, the Captain and the Chief Steward in town).
PIECES = (
    (("loc_shelters", (0,)),),
    (("outpost", ((0,), ())),),
    (("structure_owner", 0),),
    (("portal_owner", 0),),
    (("zone_shelters", (0, -1, -1, -1, -1, -1)),),
    (("zone_thunder", 0),),
    (("loc_dino", 0), ("loc_dino_kind", 1)),
)


@pytest.mark.parametrize("pieces", PIECES, ids=lambda p: p[0][0])
def test_an_officers_condition_is_counted_again_when_what_it_reads_moves(pieces) -> None:
    """Seat 0 leads every officer, a die in every zone: a piece of seat 0 more on the
    board, its Player the same, changes what the officer it counts for pays, and the
    child's projection is the fresh one (the parent's conditions are not reused)."""
    s = GAME.setup(GAME.configure({"players": 2}), 5)
    for row in s.own("influence"):
        row[0] = 3
    for z, spaces in enumerate(s.zone_dice):
        s.zone_dice[z] = ((0, spaces.index(-1)), *spaces[1:]) if spaces[0] == -1 else spaces
    s.decision = GAME.pending(_fresh(s))._replace()
    parent = projections(s)
    child = GAME.copy(s)
    for name, value in pieces:
        _set(child, name, value)
    child.decision = child.decision._replace()  # a new decision, as a move makes
    assert child.players[0] is s.players[0]
    assert projections(child) == projections(_fresh(child))
    assert projections(child)[0] != parent[0]


def test_a_seats_own_cubes_moved_without_its_player_count_again() -> None:
    """A seat's projection reads its own cubes (a goal card's "cubes>=7"): cubes moved
    without its Player (no rule does so today) are seen."""
    s = GAME.setup(GAME.configure({"players": 2}), 5)
    card = next(i for i, g in enumerate(s.ctx.comp.goals) if g.personal == (("cubes", 7),))
    p = s.mut(0)
    p.goal, p.goal_shown = card, False
    for row in s.own("influence")[:3]:
        row[0] = 2
    s.decision = GAME.pending(_fresh(s))._replace()
    parent = projections(s)
    child = GAME.copy(s)
    child.own("influence")[4][0] += 1  # 7 cubes: the card's personal goal is met
    child.decision = child.decision._replace()
    assert child.players[0] is s.players[0]
    assert projections(child) == projections(_fresh(child))
    assert projections(child)[0] != parent[0]


class _Spy(PState):
    """A state that notes every attribute read of it."""

    __slots__ = ()
    reads: set = set()

    def __getattribute__(self, name):
        _Spy.reads.add(name)
        return object.__getattribute__(self, name)


def _spy(s) -> _Spy:
    spy = _Spy.__new__(_Spy)
    for name in PState.__slots__ + ("decision",):
        object.__setattr__(spy, name, getattr(s, name))
    spy.proj = None
    return spy


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_projections_read_only_the_snapshot_and_the_players(players) -> None:
    s = GAME.setup(GAME.configure({"players": players}), 7)
    rng = Rng(players)
    asked = 0
    while (d := GAME.pending(s)).seat is not None:
        if rng.below(2) == 0:
            _Spy.reads = set()
            spy = _spy(s)
            assert evaluation.projections(spy) == projections(_fresh(s))
            assert _Spy.reads <= set(BOARD + BESIDES), _Spy.reads - set(BOARD + BESIDES)
            # the officers' conditions
            _Spy.reads = set()
            for condition in outlook._officer_steps(spy):
                for seat in range(players):
                    condition(spy, seat)
            allowed = set(BOARD[evaluation.OFFICERS_READ :] + BESIDES)
            assert _Spy.reads <= allowed, _Spy.reads - allowed
            asked += 1
        GAME.apply(s, rng.below(len(d.options)))
    assert asked > 50
    # and the snapshot holds each of those parts
    s = GAME.setup(GAME.configure({"players": players}), 7)
    board = _board(s)
    assert len(board) == len(BOARD)
    for name, part in zip(BOARD, board, strict=True):
        assert part == getattr(s, name), name
