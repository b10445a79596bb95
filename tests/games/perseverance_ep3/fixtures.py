"""Helpers to build Perseverance Ep3 positions for tests."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import ZONES
from ludotheque.games.perseverance_ep3.game import PerseveranceEp3Game
from ludotheque.games.perseverance_ep3.state import EMPTY, PState

GAME = PerseveranceEp3Game()
ZONE_NAMES = ZONES + ("wilderness",)
# Every mode and option a speed test's seeded games should cover (the copy-on-write
# guards play them all: a write that bypasses the copy shows in some mode only).
SPEED_CONFIGS = [
    {"players": 2},
    {"players": 3, "random_officers": True},
    {"players": 4, "deterministic_combat": True},
    {"players": 2, "first_game": True},
    {"players": 1, "dissidents": "tamer"},
    {"players": 1, "dissidents": "citizen+harder"},
]


def new(players: int = 3, seed: int = 1, **config) -> PState:
    return GAME.setup({"players": players, "first_player": 0, **config}, seed)


def started(players: int = 3, seed: int = 1, zones=None, **config) -> PState:
    """A game past the start zones: seat i starts in zones[i] (default: Sustenance,
    Military, ...); any other setup choice takes the first option."""
    s = new(players, seed, **config)
    zones = zones or ZONE_NAMES[:players]
    while s.phase == "zones":
        d = GAME.pending(s)
        if d.kind == "start-zone":
            GAME.apply(s, f"start in {zones[d.seat]}")
        else:
            GAME.apply(s, 0)
    return s


def clear_board(s: PState) -> None:
    """Empty the town and wilderness of pieces, for examples that set their own."""
    s.zone_dice = [tuple(EMPTY if d != -2 else d for d in z) for z in s.zone_dice]
    s.zone_shelters = [(EMPTY,) * len(z) for z in s.zone_shelters]
    s.loc_shelters = [()] * len(s.loc_shelters)
    s.outpost = [(), ()]
    for row in s.influence:
        row[:] = [0] * len(row)


def officer(s: PState, oid: str) -> int:
    return [o.id for o in s.ctx.comp.players.officers].index(oid)


def drive(s: PState, task: tuple | None = None, *choices: str):
    """Run `task` (alone on the stack) through the given choices, each an option text or
    the start of one; returns the decision left pending (None when the stack is empty)."""
    from ludotheque.games.perseverance_ep3.rules import tasks

    if task is not None:
        s.tasks = [task]
    s.decision = None
    tasks.settle(s)
    for c in choices:
        d = tasks.decision(s)
        assert d is not None, f"no decision left for {c!r}"
        match = [o for o in d.options if o == c] or [o for o in d.options if o.startswith(c)]
        assert match, f"{c!r} not among {d.options} ({d.kind})"
        tasks.play(s, match[0])
        tasks.settle(s)
    return tasks.decision(s)


def adventure(s: PState, name: str) -> int:
    return next(a.index for a in s.ctx.comp.adventures if a.name == name)


def tile(s: PState, name: str) -> int:
    return next(t.index for t in s.ctx.comp.exploration if t.name == name)


def walk(config: dict, first_seed: int, every: int):
    """(state, seat to decide, whether this is one in `every` of the decisions, drawn)
    along two seeded random games of `config`, the state played on in place."""
    from ludotheque.core import Rng

    for seed in range(2):
        s = GAME.setup(GAME.configure(config), first_seed + seed)
        rng = Rng(seed)
        while (d := GAME.pending(s)).seat is not None:
            yield s, d.seat, rng.below(every) == 0
            GAME.apply(s, rng.below(len(d.options)))
