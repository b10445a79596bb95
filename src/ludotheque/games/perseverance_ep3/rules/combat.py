"""Fighting a wild dino (L818-L889): an infantry or a mounted group from Home, each slot
filled with a unit that meets it, then fixed fates; the capture and its bonuses.

Units by name: "ranger", "tsh", "tr", "tth", "tij" (trained dinos) and "leader". The
leader fights as a ranger but takes no "defeated" slot and is only ever exhausted (L535,
L952); a mounted leader may also fill a dino slot of its species or weaker (L974).
"""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.tables import Slot
from ludotheque.games.perseverance_ep3.rules import units
from ludotheque.games.perseverance_ep3.rules.effects import resolve
from ludotheque.games.perseverance_ep3.rules.tasks import push, register
from ludotheque.games.perseverance_ep3.state import MEMO_LIMIT, TIJ, UNITS, PState

GROUPS = ("infantry", "mounted")


def home_units(s: PState, seat: int) -> dict[str, int]:
    p = s.players[seat]
    out = dict(zip(UNITS, p.home, strict=True))  # unit -> count, without a comprehension
    out["leader"] = 1 if p.leader_at == "home" else 0
    return out


def fits(s: PState, seat: int, unit: str, slot: Slot) -> bool:
    p = s.players[seat]
    if unit == "leader":
        if slot.kind == "ranger":
            return slot.fate != "defeat"
        mount = s.ctx.comp.players.leaders[p.leader].mount
        return p.mounted and mount >= slot.species
    if slot.kind == "ranger":
        return unit == "ranger"
    return unit != "ranger" and UNITS.index(unit) - 1 >= slot.species


def fillable(s: PState, seat: int, slots: tuple[Slot, ...], pool: dict[str, int]) -> bool:
    """Whether the slots can all be filled from the pool (a tiny exhaustive search).
    `fits` inline but for the leader, and no call for the empty rest (about a third of
    the calls): test_speed_combat_fill.py checks it against the plain search."""
    if not slots:
        return True
    first, rest = slots[0], slots[1:]
    ranger_slot = first.kind == "ranger"
    for unit, n in pool.items():
        if not n:
            continue
        if unit == "leader":
            if not fits(s, seat, unit, first):
                continue
        elif ranger_slot:
            if unit != "ranger":
                continue
        elif unit == "ranger" or _SPECIES_OF[unit] < first.species:
            continue
        if not rest:
            return True
        pool[unit] -= 1
        ok = fillable(s, seat, rest, pool)
        pool[unit] += 1
        if ok:
            return True
    return False


_SPECIES_OF = {u: UNITS.index(u) - 1 for u in UNITS}  # a trained dino's species (`fits`)


def groups(s: PState, seat: int, species: int, pool: dict[str, int]) -> list[str]:
    c = s.ctx.comp.tables.combat[species]
    return [g for g in GROUPS if fillable(s, seat, c[g], dict(pool))]


def any_group(s: PState, seat: int, species: int, pool: dict[str, int]) -> bool:
    """Whether `groups` would name one (without trying the second once the first fits).
    The answer depends only on the wild dino's species, the units in the pool and the
    seat's leader (its mount, and whether it rides it): kept per those in the context."""
    p = s.players[seat]
    key = (species, p.mounted, p.leader, *pool.items())
    cache = s.ctx.memo.get("any-group")  # `Context.kept`, its common case inline
    if cache is None or len(cache) > MEMO_LIMIT:
        cache = s.ctx.kept("any-group")
    got = cache.get(key)
    if got is None:
        c = s.ctx.comp.tables.combat[species]
        got = cache[key] = any(fillable(s, seat, c[g], dict(pool)) for g in GROUPS)
    return got


def start(s: PState, seat: int, loc: int) -> None:
    push(s, "combat-group", seat, loc)


def _group_options(s, t):
    seat, loc = t[1], t[2]
    return [f"{g} group" for g in groups(s, seat, s.loc_wild[loc], home_units(s, seat))]


def _group_play(s, t, opt):
    push(s, "combat-slot", t[1], t[2], opt.split()[0], ())


register("combat-group", _group_play, _group_options, "Choose the group that fights (L828).")


def _slot_options(s, t):
    seat, loc, group, chosen = t[1:]
    slots = s.ctx.comp.tables.combat[s.loc_wild[loc]][group]
    k = len(chosen)
    pool = home_units(s, seat)
    for u in chosen:
        pool[u] -= 1
    opts = []
    for unit in list(UNITS) + ["leader"]:
        if pool.get(unit) and fits(s, seat, unit, slots[k]):
            pool[unit] -= 1
            if fillable(s, seat, slots[k + 1 :], pool):
                opts.append(
                    f"{unit} is {slots[k].fate}ed"
                    if slots[k].fate != "defeat"
                    else f"{unit} is defeated"
                )
            pool[unit] += 1
    return opts


def _slot_play(s, t, opt):
    seat, loc, group, chosen = t[1:]
    chosen = chosen + (opt.split()[0],)
    slots = s.ctx.comp.tables.combat[s.loc_wild[loc]][group]
    if len(chosen) < len(slots):
        push(s, "combat-slot", seat, loc, group, chosen)
    else:
        resolve_combat(s, seat, loc, group, chosen)


register(
    "combat-slot",
    _slot_play,
    _slot_options,
    "Choose the unit for this place in the group (L834-L869).",
)


def resolve_combat(s: PState, seat: int, loc: int, group: str, chosen: tuple[str, ...]) -> None:
    """Fates, capture, mounted bonus, +3 per trained ironjaw that fought (L871-L885)."""
    p = s.mut(seat)
    species = s.loc_wild[loc]
    table = s.ctx.comp.tables
    slots = table.combat[species][group]
    ironjaws = 0
    mount = s.ctx.comp.players.leaders[p.leader].mount
    for unit, slot in zip(chosen, slots, strict=True):
        if unit == "leader":
            p.leader_at = "tired"  # never wounded nor defeated (L535)
            ironjaws += 1 if p.mounted and mount == 3 else 0  # ruling R17
            continue
        code = UNITS.index(unit)
        p.home[code] -= 1
        if code == TIJ:
            ironjaws += 1
        if slot.fate == "exhaust":
            p.tired[code] += 1
        elif slot.fate == "wound":
            units.wound(s, seat, code)
        else:
            units.defeat(s, seat, code)
    s.loc_wild[loc] = -1
    p.untrained[species] += 1  # captured, untrained (L876)
    units.add_followers(s, seat, table.ironjaw_bonus * ironjaws)
    if group == "mounted":
        resolve(s, seat, table.combat[species]["bonus"])
