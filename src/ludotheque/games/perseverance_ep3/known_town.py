"""What the town work's die and face options are worth, without building their children
(the search's settling step, `Game.search_known_values`: known_values.py's values and
these).

Taking a die (`town._die_play`) moves it from the pool into the face step, and keeping
its face (`town._face_play`) moves it on to the zone step: the evaluation reads neither
the pool nor the steps, so where that next step is surely open (two options or more: a
step with one plays itself, and the die's placement changes the zones the evaluation
reads) the child is worth what this state is. An opponent's die and a turned face cost
glowberries or followers besides: the child is worth this state with the seat's Player
so changed (`known_values.value_with`), where the next step, asked of that state, is
open too.

tests/games/perseverance_ep3/test_speed_known_town.py checks every value against the
child's evaluation, and the search's settling step against building every child.
"""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.known_values import value_with
from ludotheque.games.perseverance_ep3.rules import town
from ludotheque.games.perseverance_ep3.state import NEUTRAL, Player, PState


def known_town(s: PState, seat: int, evaluate) -> list[float | None] | None:
    """Per option of a "town-die" or "town-face" decision, `evaluate(child, seat)` where
    the child surely stops at its next step, open; else None. None for other decisions."""
    d = s.decision
    if d is None or s.phase == "over":
        return None
    if d.kind == "town-die":
        return _die_values(s, seat, d.options, evaluate)
    if d.kind == "town-face":
        return _face_values(s, seat, d.options, evaluate)
    return None


def _die_values(s: PState, seat: int, options, evaluate) -> list[float | None]:
    """The face step offers one option per face with a zone (`town._face_options`: keep
    the die's own face, turn to each other), so as many whatever the die's face."""
    mover = s.tasks[-1][1]
    names = s.ctx.memo.get("take-die", {})  # option to die, as `town._take_name` wrote it
    free = paid = None
    out: list[float | None] = []
    for opt in options:
        die = names.get((mover, opt))
        if die is None:
            out.append(None)
        elif die[0] == NEUTRAL or die[0] == mover:
            if free is None:
                ok = town.faces_with_zones(s, mover, town.known_work(s, mover))
                free = evaluate(s, seat) if sum(ok) >= 2 else False
            out.append(None if free is False else free)
        else:
            if paid is None:
                paid = _paid_die(s, seat, mover, evaluate)
            out.append(None if paid is False else paid)
    return out


def _paid_die(s: PState, seat: int, mover: int, evaluate) -> float | bool:
    """An opponent's die: its price paid as `town._die_play` pays it; False when the face
    step, asked with the price paid, has fewer than two options."""
    cost = town.opponent_cost(s, mover)
    changed = s.players[mover].copy()
    if "gb" in cost:
        changed.res[3] -= cost["gb"]
    else:
        changed.followers = max(0, changed.followers - cost["follower"])  # add_followers
    if sum(_with(s, mover, changed, town.faces_with_zones, {})) < 2:
        return False
    return value_with(s, seat, mover, changed, evaluate)


def _face_values(s: PState, seat: int, options, evaluate) -> list[float | None]:
    """The zone step offers the zones with a space for the face (`town.zones_for`)."""
    t = s.tasks[-1]
    mover, face = t[1], t[2][1]
    faces = s.ctx.comp.board.faces
    kept = turned = changed = None
    known: dict = {}  # `workable` per zone with the price paid, shared by the faces
    out: list[float | None] = []
    for opt in options:
        if opt.startswith("keep "):
            if kept is None:
                zones = town.zones_for(s, mover, face, town.known_work(s, mover))
                kept = evaluate(s, seat) if len(zones) >= 2 else False
            out.append(None if kept is False else kept)
            continue
        if changed is None:
            changed = _turned(s, mover)
        # "turn to F": the zone step asked with the price paid
        if len(_with(s, mover, changed, town.zones_for, faces.index(opt[8:]), known)) < 2:
            out.append(None)
            continue
        if turned is None:
            turned = value_with(s, seat, mover, changed, evaluate)
        out.append(turned)
    return out


def _turned(s: PState, mover: int) -> Player:
    """The mover's Player after turning its die, as `town._face_play` pays for it."""
    rule = s.ctx.comp.tables.value("die_costs")
    p = s.players[mover].copy()
    if p.res[3] >= rule["reface_gb"]:
        p.res[3] -= rule["reface_gb"]
    else:
        p.followers = max(0, p.followers - rule["reface_followers"])  # add_followers
    return p


def _with(s: PState, mover: int, changed: Player, ask, *args):
    """`ask(s, mover, *args)` with the mover's Player replaced by `changed`, put back."""
    players = s.players
    own = players[mover]
    players[mover] = changed
    try:
        return ask(s, mover, *args)
    finally:
        players[mover] = own
