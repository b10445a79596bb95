"""A rich, known position and a before/after summary, for testing one component's effect
at a time (test_components_*.py)."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.rules import tasks
from ludotheque.games.perseverance_ep3.rules.effects import resolve
from ludotheque.games.perseverance_ep3.state import RANGER, TSH

from .fixtures import clear_board, started

KEYS = (
    "food", "debris", "ir", "gb", "fol", "rng", "inf", "u_sh", "u_r", "u_th", "u_ij",
    "t_sh", "t_r", "t_th", "t_ij", "trained", "crates", "cubes", "shelters", "ranch", "art",
)  # fmt: skip


def rich(players: int = 3, leader: str = "adelita"):
    """Seat 0 (leader given) starts in Sustenance on an empty board, with 5 of each
    resource and 10 glowberries, 3 rangers in Home and 1 in the infirmary (uncovered),
    1 trained shieldhead, 1 untrained dino of each species, 1 crate per row."""
    others = [x for x in ("adelita", "jack", "keoni", "phoenix") if x != leader]
    s = started(players, seed=1, first_game=True, leaders=[leader] + others[: players - 1])
    clear_board(s)
    p = s.players[0]
    p.res = [5, 5, 5, 10]
    p.home = [3, 1, 0, 0, 0]
    p.tired = [0] * 5
    p.infirmary = [1, 0, 0, 0, 0]
    p.rangers_out = 4
    p.untrained = [1, 1, 1, 1]
    p.crates = [1, 1, 1]
    p.followers = 10
    p.cubes = 18
    p.shelters = 16
    p.artefacts = 0
    return s


def summary(s, seat: int = 0) -> dict:
    p = s.players[seat]
    trained = [
        p.home[c] + p.tired[c] + p.infirmary[c] + p.adv_units[c]
        + sum(1 for i, o in enumerate(s.loc_dino) if o == seat and s.loc_dino_kind[i] == c - 1)
        for c in range(TSH, TSH + 4)
    ]  # fmt: skip
    v = [*p.res, p.followers, p.home[RANGER] + p.tired[RANGER] + p.adv_units[RANGER]]
    v += [sum(p.infirmary), *p.untrained, *trained, sum(trained), sum(p.crates)]
    v += [18 - p.cubes, 16 - p.shelters, p.ranch_count, bin(p.artefacts).count("1")]
    return dict(zip(KEYS, v, strict=True))


def settle_first(s, limit: int = 60) -> list[str]:
    """Play the first option of every decision (never "stop"/"skip" while another is
    offered); returns the options taken."""
    taken = []
    tasks.settle(s)
    for _ in range(limit):
        d = tasks.decision(s)
        if d is None:
            return taken
        opts = [o for o in d.options if not o.startswith(("stop", "skip", "no "))] or d.options
        taken.append(opts[0])
        tasks.play(s, opts[0])
        tasks.settle(s)
    raise AssertionError(f"no end to the decisions: {taken[-5:]}")


def run(s, effect, origin: tuple = (), seat: int = 0) -> dict:
    """Resolve `effect` for the seat, first option each time; the change in the summary."""
    before = summary(s, seat)
    s.tasks = []
    s.decision = None
    resolve(s, seat, effect, origin)
    settle_first(s)
    after = summary(s, seat)
    return {k: after[k] - before[k] for k in KEYS if after[k] != before[k]}


def check(delta: dict, expected: dict) -> None:
    """Every expected key changed by exactly that much."""
    got = {k: delta.get(k, 0) for k in expected}
    assert got == expected, f"got {delta}, expected {expected}"


def run_fn(s, fn, *args, seat: int = 0) -> dict:
    """Like `run`, for a rules function that pushes its own tasks."""
    before = summary(s, seat)
    s.tasks = []
    s.decision = None
    fn(*args)
    settle_first(s)
    after = summary(s, seat)
    return {k: after[k] - before[k] for k in KEYS if after[k] != before[k]}
