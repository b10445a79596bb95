"""The officers' conditions shared between Players that read the same (outlook.py
`OFFICERS_PLAYER_READ`, `same_for_officers`): a settling child whose mover's Player
changed only in what no officer's condition reads (resources, followers, cubes...) keeps
its parent's conditions instead of counting them again.

That is exact only if the list names every Player field a condition reads: a spy Player
records every attribute read of it while every officer's condition is asked for every
seat, along seeded random games, and what is read must be the list, no more (a field
left out) and no less (a field never read, or a branch the games never reach). Then, at
every decision of seeded games, every child of every option is evaluated as the search
evaluates it, with what it inherits, and afresh: the same projections (a Player made to
read as its parent's where it does not, say its crates left out, would fail here too).
"""

from __future__ import annotations

import pytest

from ludotheque.core import Rng
from ludotheque.games.perseverance_ep3 import outlook
from ludotheque.games.perseverance_ep3.evaluation import projections
from ludotheque.games.perseverance_ep3.state import Player

from .fixtures import GAME
from .test_speed_kept_projection import _Spy as _SpyState
from .test_speed_kept_projection import _spy as _spy_state

CONFIGS = [
    {"players": 2},
    {"players": 3, "random_officers": True},
    {"players": 4},
]


class _SpyPlayer(Player):
    """A Player that notes every attribute read of it (as test_speed_kept_projection's
    spy state does, whose `_Spy` the per-officer test below uses)."""

    __slots__ = ()
    reads: set = set()

    def __getattribute__(self, name):
        _SpyPlayer.reads.add(name)
        return object.__getattribute__(self, name)


def _spy(p: Player) -> _SpyPlayer:
    spy = _SpyPlayer.__new__(_SpyPlayer)
    for name in Player.__slots__:
        object.__setattr__(spy, name, getattr(p, name))
    return spy


def _games(config: dict, seeds: int):
    """Each state along `seeds` seeded random games of `config`, played on in place."""
    for seed in range(seeds):
        s = GAME.setup(GAME.configure(config), 40 + seed)
        rng = Rng(seed)
        while (d := GAME.pending(s)).seat is not None:
            yield s
            GAME.apply(s, rng.below(len(d.options)))


def test_the_officers_conditions_read_exactly_the_listed_player_fields() -> None:
    _SpyPlayer.reads = set()
    asked = 0
    for config in CONFIGS:
        for i, s in enumerate(_games(config, 2)):
            if i % 3:
                continue
            conditions = outlook._officer_steps(s)  # every officer's, in play or not
            for seat in range(len(s.players)):
                # and with a thunderhorn of the seat's on a thunder space (where the
                # leader may stand instead), which random games seldom reach
                t = GAME.copy(s)
                t.zone_thunder[seat % 4] = seat
                for state in (s, t):
                    _ask(state, seat, conditions)
                asked += 1
    assert asked > 300
    read = _SpyPlayer.reads - {"__class__"}
    assert read == set(outlook.OFFICERS_PLAYER_READ), read ^ set(outlook.OFFICERS_PLAYER_READ)


def _ask(s, seat: int, conditions) -> None:
    """Every officer's condition for the seat, its Player a spy: the same values."""
    p = s.players[seat]
    s.players[seat] = _spy(p)
    try:
        values = [condition(s, seat) for condition in conditions]
    finally:
        s.players[seat] = p
    assert values == [condition(s, seat) for condition in conditions]


def test_each_officer_reads_only_the_board_parts_its_mask_names() -> None:
    """`outlook.inherit` keeps an officer's condition where the parts of its mask did
    not move: a spy state records what each condition reads, along seeded games (and
    with a thunderhorn placed, as above); every officer reads at least one part."""
    masks = None
    read: dict[int, set] = {}
    for config in CONFIGS:
        for i, s in enumerate(_games(config, 1)):
            if i % 3:
                continue
            masks = outlook._officer_masks(s)
            for seat in range(len(s.players)):
                t = GAME.copy(s)
                t.zone_thunder[seat % 4] = seat
                for state in (s, t):
                    for o, condition in enumerate(outlook._officer_steps(state)):
                        _SpyState.reads = set()
                        assert condition(_spy_state(state), seat) == condition(state, seat)
                        read.setdefault(o, set()).update(_SpyState.reads)
    assert masks is not None and len(read) == len(masks)
    for o, m in enumerate(masks):
        parts = read[o] & set(outlook.OFFICER_PARTS)
        allowed = {name for b, name in enumerate(outlook.OFFICER_PARTS) if m >> b & 1}
        assert parts <= allowed, (o, parts - allowed)
        assert m == 0 or parts, o  # no mask wider than what is read (a listing gone wrong)


def test_same_for_officers_tells_each_listed_field() -> None:
    s = GAME.setup(GAME.configure({"players": 2}), 3)
    p = s.players[0]
    assert outlook.same_for_officers(p, p.copy())
    changed = p.copy()
    changed.res[0] += 1
    changed.followers += 1
    assert outlook.same_for_officers(p, changed)  # no officer reads them
    for name in outlook.OFFICERS_PLAYER_READ:
        other = p.copy()
        value = getattr(other, name)
        if isinstance(value, list):
            value[0] += 1
        elif isinstance(value, bool):
            setattr(other, name, not value)
        elif isinstance(value, int):
            setattr(other, name, value + 1)
        else:
            setattr(other, name, value + "x")
        assert not outlook.same_for_officers(p, other), name


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_children_sharing_conditions_project_as_afresh(config) -> None:
    shared = 0
    for i, s in enumerate(_games(config, 1)):
        if i % 2 or s.phase == "over":
            continue
        projections(s)  # as a search evaluates a settling step's parent
        conds = s.proj[4]
        for k in range(len(s.decision.options)):
            child = GAME.copy(s)
            GAME.apply(child, k)
            if child.phase == "over":
                continue
            before = {id(v) for v in conds.values()}
            got = projections(child)
            fresh = GAME.copy(child)
            fresh.proj = None
            assert got == projections(fresh), s.decision.options[k]
            if child.proj is not None and child.proj[4] is conds:
                new = [p for p in child.players if p in conds and p not in s.players]
                shared += sum(id(conds[p]) in before for p in new)
    assert shared > 10


@pytest.mark.parametrize("players", [2, 4])
def test_the_assemblies_amounts_added_again_give_the_projection(players) -> None:
    """`projections(..., again=)`: a seat's own part plus the amounts the coming
    assemblies added, as kept, equals the seat's projection, bit for bit; and a
    settling child whose mover reads the same for the officers keeps its parent's."""
    kept = 0
    for i, s in enumerate(_games({"players": players}, 1)):
        if i % 2 or s.phase == "over":
            continue
        got = projections(s)
        adds = s.proj[5]
        for seat in range(players):
            assert projections(s, only=seat, again=adds[seat])[seat] == got[seat]
        for k in range(len(s.decision.options)):
            child = GAME.copy(s)
            GAME.apply(child, k)
            if child.phase == "over":
                continue
            projections(child)
            changed = [j for j in range(players) if child.players[j] is not s.players[j]]
            if len(changed) == 1 and child.proj[2] is s.proj[2]:
                j = changed[0]
                if outlook.same_for_officers(s.players[j], child.players[j]):
                    assert child.proj[5][j] is adds[j]
                    kept += 1
    assert kept > 20
