"""The lower-row structures' abilities per seat (L1173: they work for their builder only)
and the replacement options they add to a zone (L1180), kept in `PState.abilities` until a
structures' table is written. Split from town.py, whose options read them on every
decision."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import ZONES, Effect
from ludotheque.games.perseverance_ep3.state import PState


def owned_ability(s: PState, seat: int, ability: str) -> bool:
    """A lower-row structure's ability works for its builder only (L1173). (The hot
    callers read `(s.abilities or seat_abilities(s))[seat]` themselves.)"""
    return ability in (s.abilities or seat_abilities(s))[seat]


def seat_abilities(s: PState) -> tuple[frozenset[str], ...]:
    """Per seat (the 2-player dissident's included), the abilities of the lower-row
    structures it built (and "replaces ZONE" for a replacement option there, `replacement_options`),
    kept in `s.abilities` until a structures' table is written (`PState.own` clears it;
    test_speed_kept_abilities.py checks it after every move)."""
    abilities = _abilities(s.ctx.comp)
    per = [_NONE] * (len(s.players) + 1)
    so = s.structure_owner
    for z in range(4):
        f = s.structures[z][0]
        owner = so[z][0]
        if f >= 0 and owner >= 0:
            per[owner] = per[owner] | abilities[f]
    kept = s.abilities = tuple(per)
    return kept


_NONE: frozenset[str] = frozenset()


_ABILITIES: dict[int, tuple] = {}


def _abilities(comp) -> tuple[frozenset[str], ...]:
    """Per structure face, the abilities it names and, for a replacement option, the
    zone it replaces one in (`REPLACES`), once per components (kept by identity: the
    entry holds them)."""
    got = _ABILITIES.get(id(comp))
    if got is None or got[0] is not comp:
        sets = tuple(
            frozenset(
                (x.ability or "").split()
                + ([f"replaces {x.replaces.split(':')[0]}"] if x.kind == "replace-option" else [])
            )
            for x in comp.structures
        )
        got = _ABILITIES[id(comp)] = (comp, sets)
    return got[1]


REPLACES = tuple(f"replaces {z}" for z in ZONES)  # in `seat_abilities`, per zone


def replacement_options(s: PState, seat: int, zone: int) -> list[tuple[str, str, Effect]]:
    """The replacement options the seat's lower-row structures add in the zone (L1180),
    after the printed ones in `variants`."""
    if REPLACES[zone] not in (s.abilities or seat_abilities(s))[seat]:
        return []  # no structure of the seat replaces an option here (most positions)
    comp = s.ctx.comp
    out = []
    for z in range(4):
        f = s.structures[z][0]
        if f < 0 or s.structure_owner[z][0] != seat:
            continue
        face = comp.structures[f]
        if face.kind == "replace-option" and face.replaces.split(":")[0] == ZONES[zone]:
            letter = face.replaces.split(":")[1]
            out.append((letter, f"option {letter} ({face.name})", face.effect))
    return out
