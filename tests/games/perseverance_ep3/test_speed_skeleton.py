"""A random decision's skeleton (session 27, pf39) against the straightforward one kept
here: `apply` runs the task loop inline and builds the next decision itself, and a
clause's steps run in one task while they push nothing. Seeded random games at 2, 3 and
4 players and solo against the Dissidents at each level, played once by the game and
once by the reference below (pop the task, play the option, run the stack one task at a
time with a clause task per step, then ask `pending` for a decision worked out afresh),
give the same seat, kind, options, prompt and privacy and the same stack of tasks at
every decision, the same fingerprint every 8 decisions and at the end. At every decision
of the game's own play, for every seat, the rules' cheaper readings below against the
straightforward ones kept here (`_check_readings`)."""

from __future__ import annotations

from itertools import count

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3.components.effects import parse_step
from ludotheque.games.perseverance_ep3.rules import (
    effects,
    ranch,
    secondary,
    tasks,
    units,
    wilderness,
)
from ludotheque.games.perseverance_ep3.state import TR

from .fixtures import GAME
from .test_speed_decisions import CONFIGS


# ----- the straightforward skeleton ------------------------------------------------------------
def clause_ref(s, t, _):
    """One step, the rest of the clause pushed as a task of its own (before the step
    runs, so that what the step pushes comes first); a failed gate drops the rest."""
    _, seat, steps, origin = t
    st, rest = steps[0], steps[1:]
    if st.verb in effects.GATES:
        if effects.EXEC[st.verb](s, seat, st, origin) and rest:
            tasks.push(s, "clause", seat, rest, origin)
        return
    if rest:
        tasks.push(s, "clause", seat, rest, origin)
    effects.EXEC[st.verb](s, seat, st, origin)


def settle_ref(s) -> None:
    """Run the stack one task at a time until a choice of two options or more."""
    while s.tasks:
        t = s.tasks[-1]
        h = tasks.HANDLERS[t[0]]
        if h.options is None:
            s.tasks.pop()
            h.play(s, t, None)
            continue
        opts = h.options(s, t)
        if len(opts) > 1:
            return
        s.tasks.pop()
        if opts:
            h.play(s, t, opts[0])


def apply_ref(s, index: int) -> None:
    option = GAME.pending(s).options[index]
    s.decision = None  # `pending` works the next one out afresh (`tasks.decision`)
    tasks.play(s, option)
    settle_ref(s)


def saddles_free_ref(s, seat: int, species: int) -> bool:
    """5 small saddles for raptors, 10 large ones for the others, counting the seat's
    trained dinos wherever they are (not a mounted leader, kind 4 on a location)."""
    p = s.players[seat]
    kinds = (TR,) if species + 1 == TR else (1, 3, 4)
    n = 0
    for c in kinds:
        n += p.home[c] + p.tired[c] + p.infirmary[c] + p.adv_units[c]
        n += sum(1 for i, o in enumerate(s.loc_dino) if o == seat and s.loc_dino_kind[i] == c - 1)
    if species + 1 != TR:
        n += sum(1 for z, o in enumerate(s.zone_thunder) if o == seat and p.leader_at != f"ts:{z}")
    return n < (5 if species + 1 == TR else 10)


def can_train_ref(s, seat: int, species: int, free: bool) -> bool:
    return (
        s.players[seat].untrained[species] > 0
        and saddles_free_ref(s, seat, species)
        and bool(units.impact_takers(s, seat, species))
        and units.can_pay(s, seat, units.train_cost(s, seat, species, free))
    )


def harvest_spots_ref(s, seat: int, whose: str, region: int) -> list:
    """Every Outpost section and face-up location of the region, once per shelter of the
    seat there ("own") or once ("any")."""
    board = s.ctx.comp.board
    out = []
    for sec in range(len(board.outpost_sections)):
        if region in (-1, 0):
            out += [("outpost", sec)] * (s.outpost[sec].count(seat) if whose == "own" else 1)
    for i, loc in enumerate(board.locations):
        if s.loc_tile[i] >= 0 and not s.loc_hidden[i] and region in (-1, loc.region):
            out += [("loc", i)] * (s.loc_shelters[i].count(seat) if whose == "own" else 1)
    return out


def _check_readings(s) -> None:
    """The ranch rows' counts of usable effects, read from the cells' kept answers,
    against each cell's effect asked afresh; whether a dino can be trained (the cheap
    tests first, from a table per species), its saddles and the places a harvest may
    take (the seat's shelters picked in C) against the plain readings."""
    for seat in range(len(s.players)):
        for whose in ("own", "any"):
            for region in range(-1, 3):
                want = harvest_spots_ref(s, seat, whose, region)
                assert wilderness.harvest_spots(s, seat, whose, region) == want
        for species in range(4):
            assert units.saddles_free(s, seat, species) == saddles_free_ref(s, seat, species)
            for free in (False, True):
                want = can_train_ref(s, seat, species, free)
                assert units.can_train(s, seat, species, free) == want
        ok = [effects.supported(ranch.cell_effect(s, seat, c)) for c in range(9)]
        assert ranch.supported_cells(s, seat) == tuple(ok)
        assert secondary.usable_rows(s, seat) == tuple(sum(ok[3 * r : 3 * r + 3]) for r in range(3))


def _trace(config: dict, seed: int, apply, check: bool = False) -> list:
    """What each decision shows and the stack under it, a fingerprint every 8 decisions
    and at the end."""
    s = GAME.setup(config, seed)
    pick = Rng(seed + 303).below
    out: list = []
    for n in count(1):
        d = GAME.pending(s)
        if check:
            _check_readings(s)
        if d.seat is None:
            return [*out, GAME.fingerprint(s)]
        out.append((d.seat, d.kind, d.options, d.prompt, d.private, tuple(s.tasks)))
        if n % 8 == 0:
            out.append(GAME.fingerprint(s))
        apply(s, pick(len(d.options)))
    raise AssertionError("unreachable")


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_games_match_the_straightforward_skeleton(config, monkeypatch):
    seeds = (0, 1)
    ours = [_trace(config, seed, GAME.apply, True) for seed in seeds]
    h = tasks.HANDLERS["clause"]
    monkeypatch.setitem(tasks.HANDLERS, "clause", tasks.Handler(None, clause_ref, h.prompt))
    for seed, got in zip(seeds, ours, strict=True):
        assert got == _trace(config, seed, apply_ref), seed
    assert len(ours[0]) > 60  # whole games were played


def test_a_clause_stops_where_a_step_pushes_and_at_a_failed_gate():
    """A clause of three steps whose second pushes a choice: the first two run in the
    clause's task, the third waits below the choice; a `spend` the seat cannot pay
    ends the clause there."""
    s = GAME.setup({"players": 2}, 3)
    p = s.mut(0)
    p.res[:] = [0, 0, 0, 0]
    gain, crate, spend = map(parse_step, ("gain food=1", "crate 1", "spend debris=1"))
    s.tasks[:] = [("clause", 0, (gain, crate, gain), ())]
    effects._clause(s, s.tasks.pop(), None)
    assert s.players[0].res[0] == 1
    assert [t[0] for t in s.tasks] == ["clause", "crate"]
    assert s.tasks[0][2] == (gain,)
    s.tasks[:] = []
    effects._clause(s, ("clause", 0, (spend, gain), ()), None)
    assert s.tasks == [] and s.players[0].res[0] == 1
    p.res[1] = 1
    effects._clause(s, ("clause", 0, (spend, gain), ()), None)
    assert s.tasks == [] and s.players[0].res == [2, 0, 0, 0]


def test_rows_count_only_the_cells_whose_effects_can_be_resolved(monkeypatch):
    """Every ranch effect of the components can be resolved, so the games above count 3
    a row: with some cells' effects taken as unsupported, each row counts its others."""
    s = GAME.setup({"players": 2}, 5)
    r = Rng(9)
    while s.players[0].ranch_count < 2:
        GAME.apply(s, r.below(len(GAME.pending(s).options)))
    off = {id(ranch.cell_effect(s, 0, c)) for c in (1, 4, 8)}
    monkeypatch.setattr(
        ranch, "supported", lambda e, real=ranch.supported: id(e) not in off and real(e)
    )
    s.ctx.memo.pop("usable-rows", None)
    try:
        want = tuple(
            sum(id(ranch.cell_effect(s, 0, c)) not in off for c in range(3 * row, 3 * row + 3))
            for row in range(3)
        )
        assert want != (3, 3, 3)
        assert secondary.usable_rows(s, 0) == want
    finally:
        s.ctx.memo.pop("usable-rows", None)


def test_training_and_saddles_match_the_plain_readings_near_their_limits():
    """Random games seldom train near the saddles' limits or with only the leader at
    home: positions drawn at random around them (units in every place, dinos and a
    mounted leader on locations, thunderhorns in the town, few resources, an artefact
    that makes a training free), each seat, species and `free` against the references."""
    s = GAME.setup({"players": 3}, 2)
    r = Rng(11)
    nloc = len(s.loc_dino)
    for _ in range(400):
        for seat in range(3):
            p = s.mut(seat)
            for row in (p.home, p.tired, p.infirmary, p.adv_units):
                row[:] = [r.below(3) for _ in row]
            p.untrained[:] = [r.below(2) for _ in p.untrained]
            p.res[:] = [r.below(3) for _ in p.res]
            p.artefacts = r.below(256)
            p.leader_at = ("home", "tired", "ts:1")[r.below(3)]
        s.loc_dino = [r.below(4) - 1 for _ in range(nloc)]
        s.loc_dino_kind = [r.below(5) for _ in range(nloc)]
        s.zone_thunder = [r.below(4) - 1 for _ in range(4)]
        for seat in range(3):
            for species in range(4):
                assert units.saddles_free(s, seat, species) == saddles_free_ref(s, seat, species)
                for free in (False, True):
                    want = can_train_ref(s, seat, species, free)
                    assert units.can_train(s, seat, species, free) == want
