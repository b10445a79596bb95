"""A random decision's cheaper readings (session 26, pe37) against the straightforward
ones kept here: seeded random games at 2, 3 and 4 players and solo against the Dissidents
at each level, played once with the game's handlers and once with the reference
handlers below in their place (the primary decision, the die, its face and its zone),
give the same seats, kinds and options at every decision, the same fingerprint every few
decisions and at the end. And at every decision, for every seat: the faces with a zone
(`town.faces_with_zones`) against `zones_for` face by face, whether an adventure can
start against the list of those that can, the ranch cells kept per leader and ranch
against `supported`, and the tables that plays read instead of listing their options
again (explore targets, dice, wilderness spots, ranch tiles, cube texts) against the
texts the options are written with."""

from __future__ import annotations

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3.rules import placements, ranch, tasks, town, wilderness
from ludotheque.games.perseverance_ep3.rules.adventure_units import can_start_wild, offered

from .fixtures import GAME

CONFIGS = [
    {"players": 2},
    {"players": 3, "random_officers": True},
    {"players": 4},
    {"players": 4, "deterministic_combat": True, "first_game": True},
    {"players": 1, "dissidents": "citizen"},
    {"players": 1, "dissidents": "ranger+easier"},
    {"players": 1, "dissidents": "tamer"},
    {"players": 1, "dissidents": "leader"},
    {"players": 1, "dissidents": "dino-expert+harder"},
]


# ----- the straightforward readings ---------------------------------------------------------
def die_options_ref(s, t):
    seat = t[1]
    opts = []
    for die in sorted(set(s.pool)):
        if die[0] not in (town.NEUTRAL, seat) and town.opponent_cost(s, seat) is None:
            continue
        opts.append(f"take {town.die_name(s, seat, die)}")
    return opts


def can_work_ref(s, seat):
    """Some face has a zone, face by face, and a die to take."""
    return any(town.zones_for(s, seat, f) for f in range(len(s.ctx.comp.board.faces))) and bool(
        die_options_ref(s, ("town-die", seat))
    )


def primary_options_ref(s, t):
    seat = t[1]
    opts = []
    if can_work_ref(s, seat):
        opts.append("work in the town")
    if wilderness.targets(s, seat, "home"):
        opts.append("explore the wilderness")
    return opts


def face_options_ref(s, t):
    seat, die = t[1], t[2]
    faces = s.ctx.comp.board.faces
    opts = []
    if town.zones_for(s, seat, die[1]):
        opts.append(f"keep {faces[die[1]]}")
    for f in range(len(faces)):
        if f != die[1] and town.zones_for(s, seat, f):
            opts.append(f"turn to {faces[f]}")
    return opts


def zone_options_ref(s, t):
    return [f"place in {town.ZONES[z]}" for z in town.zones_for(s, t[1], t[2][1])]


REFERENCES = {
    "primary": primary_options_ref,
    "town-die": die_options_ref,
    "town-face": face_options_ref,
    "town-zone": zone_options_ref,
}


def _check_functions(s) -> None:
    """Each cheaper function against its reference, for every seat of the position."""
    nf = len(s.ctx.comp.board.faces)
    for seat in range(len(s.players)):
        assert can_start_wild(s, seat) == bool(offered(s, seat))
        assert ranch.supported_cells(s, seat) == tuple(
            ranch.supported(ranch.cell_effect(s, seat, c)) for c in range(9)
        )
        each = [bool(town.zones_for(s, seat, f)) for f in range(nf)]
        assert town.faces_with_zones(s, seat, {}) == each
        assert town.faces_with_zones(s, seat, {}, True) == any(each)
        known: dict = {}
        town.faces_with_zones(s, seat, known, True)  # a partly filled memo, as a turn keeps
        assert town.faces_with_zones(s, seat, known) == each
        assert all(town.workable(s, seat, z) == w for z, w in known.items() if z >= 0)
        # the plays find what their option names without listing the options again
        named = wilderness._named_targets(s.ctx.comp.board, s)
        for source in ("home", "captain"):
            forward = wilderness._named_targets(s.ctx.comp.board, s, True)
            for u, i in wilderness.targets(s, seat, source):
                assert named[wilderness.target_name(s, u, i)] == (u, i)
                assert forward[u, i] == wilderness.target_name(s, u, i)
        for die in set(s.pool):
            name = town._take_name(s, seat, die)
            assert s.ctx.memo["take-die"][seat, name] == die
    cube_on = s.ctx.memo.get("cube-on")  # the cube options' texts, written once
    officers = s.ctx.comp.players.officers
    assert cube_on is None or cube_on == tuple(f"cube on {o.id}" for o in officers)
    spots = placements._spot_named(s)
    forward = placements._spot_named(s, True)
    for sp in placements.wild_spots(s):
        assert spots[f"shelter on {placements.spot_name(s, sp)}"] == sp
        assert forward[sp] == f"shelter on {placements.spot_name(s, sp)}"
    _, names, tiles = ranch._take_names(s.ctx.comp)
    for offer in s.ranch_offer:
        for i in offer:
            assert names[i] == f"take {s.ctx.comp.ranch[i].name}" and tiles[names[i]] == i


def _trace(config: dict, seed: int, check: bool) -> list:
    s = GAME.setup(config, seed)
    r = Rng(seed + 101)
    out: list = []
    while True:
        d = GAME.pending(s)
        if check:
            _check_functions(s)
        if d.seat is None:
            break
        out.append((d.seat, d.kind, d.options))
        if len(out) % 8 == 0:
            out.append(GAME.fingerprint(s))
        GAME.apply(s, r.below(len(d.options)))
    out.append(GAME.fingerprint(s))
    return out


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_games_match_the_straightforward_handlers(config, monkeypatch):
    seeds = (0, 1)
    ours = [_trace(config, seed, True) for seed in seeds]
    for kind, ref in REFERENCES.items():
        h = tasks.HANDLERS[kind]
        monkeypatch.setitem(tasks.HANDLERS, kind, tasks.Handler(ref, h.play, h.prompt, h.private))
    for seed, got in zip(seeds, ours, strict=True):
        want = _trace(config, seed, False)
        assert got == want, seed
    kinds = {x[1] for trace in ours for x in trace if isinstance(x, tuple)}
    assert set(REFERENCES) <= kinds
