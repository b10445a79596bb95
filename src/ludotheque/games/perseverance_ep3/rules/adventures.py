"""Adventures (L685-L697, L916-L936, L1184-L1216): starting one with enough units,
resolving its two steps with the threat rolls, and its conclusion.

Units on an adventure are kept by code in `Player.adv_units`, the leader as a flag. The
leader counts as a ranger, a mounted leader as a trained dino of its species (L953,
L973); the leader takes at most one wound, laid down on the card (L1206).
"""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.rules import town, units
from ludotheque.games.perseverance_ep3.rules.abilities import owned_ability
from ludotheque.games.perseverance_ep3.rules.adventure_units import (
    ALL,
    assignable,
    can_start_wild,
    home_pool,
    meets,
    offered,
    startable,
)
from ludotheque.games.perseverance_ep3.rules.adventures_offer import refill_adventures
from ludotheque.games.perseverance_ep3.rules.effects import executor, resolve, take_back_leader
from ludotheque.games.perseverance_ep3.rules.placements import explored
from ludotheque.games.perseverance_ep3.rules.tasks import push, register
from ludotheque.games.perseverance_ep3.state import EMPTY, UNITS, PState

TEMPLE_BIT = {"raptor": 1, "thunderhorn": 2, "ironjaw": 4}
__all__ = ["can_start_wild", "startable"]


def temple_index(s: PState, temple: str) -> int:
    return next(a.index for a in s.ctx.comp.adventures if a.temple == temple)


def temple_startable(s: PState, seat: int, temple: str, pool: dict[str, int]) -> bool:
    return bool(s.temple_free & TEMPLE_BIT[temple]) and startable(
        s, seat, temple_index(s, temple), pool
    )


# ----- starting -------------------------------------------------------------------------------
@executor("adventure")
def _adventure(s, seat, st, origin):
    push(s, "adventure", seat)
    return True


register(
    "adventure",
    lambda s, t, opt: _begin(
        s,
        t[1],
        next(a for a in offered(s, t[1]) if f"start {s.ctx.comp.adventures[a].name}" == opt),
    ),
    lambda s, t: [f"start {s.ctx.comp.adventures[a].name}" for a in offered(s, t[1])],
    "Choose a wilderness adventure from the offer (L689).",
)


def push_start_temple(s: PState, seat: int, temple: str) -> None:
    s.temple_free &= ~TEMPLE_BIT[temple]
    _begin(s, seat, temple_index(s, temple))


def _begin(s: PState, seat: int, adv: int) -> None:
    a = s.ctx.comp.adventures[adv]
    p = s.mut(seat)
    if a.kind == "wild":
        r = a.region
        s.offers[r] = tuple(x for x in s.offers[r] if x != adv)
        refill_adventures(s, r)  # L691
        p.started_wild += 1
    else:
        p.started_temple += 1
    p.adventure = adv
    p.adv_step = 1  # step 1 resolves this turn (L1192)
    push(s, "adv-unit", seat, 0)


_SEND = {u: f"send {u}" for u in ALL}  # written once


def _unit_options(s, t):
    seat, k = t[1], t[2]
    p = s.players[seat]
    a = s.ctx.comp.adventures[p.adventure]
    pool = home_pool(s, seat)
    needs = a.needs[k:]
    opts = []
    if needs:
        for unit in ALL:
            if pool[unit] and meets(s, seat, unit, needs[0]):
                pool[unit] -= 1
                if assignable(s, seat, needs[1:], max(0, a.extra), pool):
                    opts.append(_SEND[unit])
                pool[unit] += 1
        return opts
    placed = sum(p.adv_units) + p.adv_leader
    opts = [_SEND[u] for u in ALL if pool[u]]
    if placed >= a.units:
        opts.append("set off")  # "or more" (L690): more units are allowed
    return opts


def _unit_play(s, t, opt):
    seat, k = t[1], t[2]
    if opt == "set off":
        return
    p = s.players[seat] if s.owned >> seat & 1 else s.mut(seat)  # `mut`, inline
    unit = opt[5:]
    if unit == "leader":
        p.leader_at = "adventure"
        p.adv_leader = True
    else:
        c = UNITS.index(unit)
        p.home[c] -= 1
        p.adv_units[c] += 1
    s.tasks.append(("adv-unit", seat, k + 1))


register("adv-unit", _unit_play, _unit_options, "Choose a unit for the adventure (L690).")


# ----- steps ---------------------------------------------------------------------------------
def carto_met(s: PState, seat: int, where: str) -> bool:
    """A shelter of yours on the location (L1200); "hills": any Hills location. With the
    Cartographer, an explored location or one next to an explored one (L1704)."""
    board = s.ctx.comp.board
    if where == "hills":
        spots = [loc.index for loc in board.locations if loc.region == 2 and loc.kind == "location"]
    else:
        spots = [board.loc(where)]
    if any(seat in s.loc_shelters[i] for i in spots):
        return True
    if owned_ability(s, seat, "cartography-relaxed"):
        return any(
            explored(s, i) or any(explored(s, j) for j in board.neighbours[i]) for i in spots
        )
    return False


def resolve_step(s: PState, seat: int) -> None:
    p = s.players[seat]
    if p.adventure < 0:
        return
    a = s.ctx.comp.adventures[p.adventure]
    step = p.adv_step
    s.tasks.append(("adv-after", seat, step))  # `push`, inline: at every adventure step
    if a.kind == "temple":
        if step == 1:
            s.tasks.append(("adv-defeat", seat, a.defeat))
    else:
        s.tasks.append(("adv-threat", seat, a.threats[step - 1]))
    if step == 2:
        if a.kind == "wild" and carto_met(s, seat, a.carto_location):
            resolve(s, seat, a.carto)
        if a.kind == "temple" and any(
            d.__class__ is tuple and d[0] == seat for d in s.zone_dice[a.town_zone]
        ):
            resolve(s, seat, a.town)  # L1202
    resolve(s, seat, a.step1 if step == 1 else a.step2)


def _threat(s, t, _):
    """One roll per threat; lower than its value wounds a unit there (L1206). With the
    deterministic variant the marker moves by their sum instead (L1416-L1422)."""
    seat, values = t[1], t[2]
    p = s.mut(seat)
    wounds = 0
    if s.ctx.config.get("deterministic_combat"):
        track = s.ctx.comp.tables.value("threat_track")
        before = p.threat
        p.threat += sum(values)
        wounds = sum(1 for w in track["wounds"] if before < w <= p.threat)
    else:
        faces = s.ctx.comp.tables.value("threat_die")["faces"]
        for v in values:
            roll = faces[s.rng.below(len(faces))]
            if roll < v:
                wounds += 1
        s.cp += 1
    if wounds:
        push(s, "adv-wound", seat, wounds)


register("adv-threat", _threat)


def _on_adventure(s: PState, seat: int) -> list[str]:
    p = s.players[seat]
    out = [u for c, u in enumerate(UNITS) if p.adv_units[c]]
    if p.adv_leader and not p.leader_down:
        out.append("leader")
    return out


def _wound_play(s, t, opt):
    seat, n = t[1], t[2]
    p = s.mut(seat)
    unit = opt[6:]
    if unit == "leader":
        p.leader_down = True  # at most one wound, laid down on the card (L1206)
    else:
        c = UNITS.index(unit)
        p.adv_units[c] -= 1
        units.wound(s, seat, c)
    if n > 1:
        push(s, "adv-wound", seat, n - 1)


register(
    "adv-wound",
    _wound_play,
    lambda s, t: [f"wound {u}" for u in _on_adventure(s, t[1])],
    "Choose the unit on the adventure that is wounded (L1206).",
)


def _defeat(s, t, _):
    """Temple threat: the named unit on the adventure is defeated (L1208; ruling R21)."""
    seat, unit = t[1], t[2]
    p = s.mut(seat)
    c = UNITS.index(unit)
    if p.adv_units[c]:
        p.adv_units[c] -= 1
        units.defeat(s, seat, c)


register("adv-defeat", _defeat)


def _after(s, t, _):
    seat, step = t[1], t[2]
    p = s.mut(seat)
    if step == 1:
        p.adv_step = 2
        return
    # Conclusion (L1212): every unit back on the board, the card face down.
    a = s.ctx.comp.adventures[p.adventure]
    for c in range(5):
        p.home[c] += p.adv_units[c]
        p.adv_units[c] = 0
    if p.adv_leader and p.leader_at == "adventure":
        p.leader_at = "home"
    p.adv_leader = p.leader_down = False
    p.adventure = -1
    p.adv_step = 0
    if a.kind == "wild":
        p.done_wild += 1
    else:
        p.done_temple += 1
        s.temples_done |= TEMPLE_BIT[a.temple]


register("adv-after", _after)


# ----- the Thunderhorn temple's leader move ------------------------------------------------
@executor("leader")
def _leader(s, seat, st, origin):
    p = s.players[seat]
    if "back" in st.words:
        take_back_leader(s, seat)
    elif p.leader_at == "adventure":
        push(s, "leader-town", seat)
    return True


def _lt_options(s, t):
    return [f"leader to {town.ZONES[z]}" for z in range(4) if s.zone_leader[z] == EMPTY]


def _lt_play(s, t, opt):
    """The leader leaves the adventure for a town zone, then 2 different options there,
    no thunderhorn (L1695; ruling R22)."""
    seat = t[1]
    p = s.mut(seat)
    z = town.ZONES.index(opt[10:])
    p.adv_leader = False
    p.leader_down = False
    p.leader_at = f"zone:{z}"
    s.zone_leader[z] = seat
    town.push_options(s, seat, z, 2)


register("leader-town", _lt_play, _lt_options, "Choose the town zone your leader goes to.")
