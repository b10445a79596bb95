"""The mandatory secondary action (L1080-L1165): use crates on one ranch row, or spend
an influence cube for an officer's favour.

All five favours (L1123-L1165).
"""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import ZONES
from ludotheque.games.perseverance_ep3.rules import adventures, ranch, town, wilderness
from ludotheque.games.perseverance_ep3.rules.abilities import seat_abilities
from ludotheque.games.perseverance_ep3.rules.placements import any_free_structure
from ludotheque.games.perseverance_ep3.rules.tasks import push, register
from ludotheque.games.perseverance_ep3.state import EMPTY, MEMO_LIMIT, TTH, PState


def _row_cells(r: int) -> tuple[int, ...]:
    return (3 * r, 3 * r + 1, 3 * r + 2)


_ROW_CELLS = tuple(_row_cells(r) for r in range(3))
# "row R: K ranch effect(s)", written once (the secondary decision is at every turn)
_CRATE_OPTIONS = tuple(
    (None, *(f"row {r + 1}: {k} ranch effect{'s' if k > 1 else ''}" for k in range(1, 4)))
    for r in range(3)
)


def usable_rows(s: PState, seat: int) -> tuple[int, int, int]:
    """Per ranch row, how many of its cells' effects can be resolved (supported), read
    from the cells' answers (`ranch.supported_cells`, kept per leader and ranch)."""
    ok = ranch.supported_cells(s, seat)
    return (ok[0] + ok[1] + ok[2], ok[3] + ok[4] + ok[5], ok[6] + ok[7] + ok[8])


def crate_options(s: PState, seat: int) -> list[str]:
    """One effect of a row free, 2 for a crate of that row, 3 for two (L1090, L1093).
    With the Glowstone Mine, one more crate from another row buys one effect of that
    other row (L1709; ruling R25)."""
    crates = s.players[seat].crates
    mine = "extra-crate" in (s.abilities or seat_abilities(s))[seat]
    usable = usable_rows(s, seat)
    # The options depend only on the rows' usable effects, the crates and the Glowstone
    # Mine: kept per those in the context (every state of a configuration shares them;
    # a key with the whole ranch in it missed at most secondary actions).
    key = (mine, usable, crates[0], crates[1], crates[2])
    cache = s.ctx.memo.get("crate-options")  # `Context.kept`, its common case inline
    if cache is None or len(cache) > MEMO_LIMIT:
        cache = s.ctx.kept("crate-options")
    got = cache.get(key)
    if got is None:
        got = cache[key] = tuple(_crate_options(crates, usable, mine))
    return list(got)


def _crate_options(crates: list[int], usable: tuple[int, int, int], mine: bool) -> list[str]:
    opts = []
    for r in range(3):
        n_usable = usable[r]
        for k in range(1, min(n_usable, 3) + 1):
            if crates[r] >= k - 1:
                base = _CRATE_OPTIONS[r][k]
                opts.append(base)
                if mine:
                    for r2 in range(3):
                        if r2 != r and crates[r2] >= 1 and usable[r2] > 0:
                            opts.append(f"{base} + 1 of row {r2 + 1} (Glowstone Mine)")
    return opts


def favour_options(s: PState, seat: int) -> list[str]:
    p = s.players[seat]
    opts = []
    influence = s.influence
    for o, kind in enumerate(s.ctx.memo.get("officer-kinds") or _officer_kinds(s)):
        if influence[o][seat] <= 0:
            continue
        if kind == _MATE:
            if p.res[0] >= 1 and any(s.ranch_offer):
                opts.append("favour of chief-mate")
        elif kind == _ENGINEER:
            if p.res[1] >= 1 and p.untrained[0] >= 1 and any_free_structure(s) and p.shelters > 0:
                opts.append("favour of chief-engineer")
        elif kind == _CAPTAIN:
            for z in captain_zones(s, seat):
                opts.append(_CAPTAIN_TO[z])
            if p.res[3] >= 1 and wilderness.targets(s, seat, "captain", True):
                opts.append("favour of captain: leader to the wilderness")
        elif kind == _SECURITY:
            if p.res[2] >= 1 and wilderness.targets(s, seat, "home", True):
                opts.append("favour of chief-of-security")
        elif kind == _STEWARD and (
            _any_steward_target(s, seat) or sum(p.infirmary) or adventures.can_start_wild(s, seat)
        ):
            opts.append("favour of chief-steward")
    return opts


# The officers' favours by kind (`favour_options`): a number per officer, in the
# components' order, instead of a string test per officer at every secondary action.
_MATE, _ENGINEER, _CAPTAIN, _SECURITY, _STEWARD = range(5)
_KINDS = {
    "chief-mate": _MATE,
    "chief-engineer": _ENGINEER,
    "captain": _CAPTAIN,
    "chief-of-security": _SECURITY,
    "chief-steward": _STEWARD,
}
_CAPTAIN_TO = tuple(f"favour of captain: leader to {z}" for z in ZONES)  # written once


def _officer_kinds(s: PState) -> tuple[int, ...]:
    """Per officer of the components, its favour's kind (-1: none), kept in the
    context's memo."""
    got = s.ctx.memo["officer-kinds"] = tuple(
        _KINDS.get(off.id, -1) for off in s.ctx.comp.players.officers
    )
    return got


def steward_targets(s: PState, seat: int) -> list[tuple[str, int]]:
    """Your trained dinos on wilderness dino spaces or town thunderhorn spaces (L1152)."""
    p = s.players[seat]
    out = [("loc", i) for i, o in enumerate(s.loc_dino) if o == seat]
    out += [
        ("ts", z) for z, o in enumerate(s.zone_thunder) if o == seat and p.leader_at != f"ts:{z}"
    ]
    return out


def _any_steward_target(s: PState, seat: int) -> bool:
    """Whether `steward_targets` names one (without listing them)."""
    if seat in s.loc_dino:
        return True
    at = s.players[seat].leader_at
    return any(o == seat and at != f"ts:{z}" for z, o in enumerate(s.zone_thunder))


def _steward_name(s: PState, tgt: tuple[str, int]) -> str:
    if tgt[0] == "ts":
        return f"take back the thunderhorn in {ZONES[tgt[1]]}"
    return f"take back your dino on {s.ctx.comp.board.locations[tgt[1]].id}"


def _steward_play(s, t, opt):
    seat = t[1]
    p = s.mut(seat)
    kind, i = next(x for x in steward_targets(s, seat) if _steward_name(s, x) == opt)
    if kind == "ts":
        s.zone_thunder[i] = EMPTY
        p.home[TTH] += 1
        return
    k = s.loc_dino_kind[i]
    s.loc_dino[i], s.loc_dino_kind[i] = EMPTY, -1
    if k == 4:
        p.leader_at = "home"  # the mounted leader (ruling R23)
    else:
        p.home[k + 1] += 1


register(
    "steward-back",
    _steward_play,
    lambda s, t: [_steward_name(s, x) for x in steward_targets(s, t[1])],
    "Choose the trained dino you take back (Chief Steward, L1152).",
)


def captain_zones(s: PState, seat: int) -> list[int]:
    """Deploy the leader from the board to an empty leader space (L1128), or move the
    mounted leader, for 1 GB, from where it was placed (a town zone, a thunderhorn space
    or a wilderness location) to another zone (L975, L1126; ruling R8)."""
    p = s.players[seat]
    at = p.leader_at
    if at == "home":
        here = -1
    elif p.mounted and at.startswith(("zone:", "ts:", "loc:")) and p.res[3] >= 1:
        here = -1 if at.startswith("loc:") else int(at.split(":")[1])
    else:
        return []
    # `workable`'s first test (a zone always workable) read here, without its call; a
    # loop, not a comprehension (its own frame)
    always = (s.ctx.memo.get("town-zones") or town.zone_table(s))[3]
    out = []
    for z in range(4):
        if z != here and s.zone_leader[z] == EMPTY and (always[z] or town.workable(s, seat, z)):
            out.append(z)
    return out


def _options(s, t):
    seat = t[1]
    return crate_options(s, seat) + favour_options(s, seat)


def _play(s, t, opt):
    seat = t[1]
    p = s.players[seat] if s.owned >> seat & 1 else s.mut(seat)  # `mut`, inline
    if opt.startswith("row "):
        r = int(opt[4]) - 1
        k = int(opt.split(": ")[1][0])
        p.crates[r] -= k - 1
        if opt.endswith("(Glowstone Mine)"):
            r2 = int(opt.split(" of row ")[1][0]) - 1
            p.crates[r2] -= 1
            ranch.push_ranch(s, seat, 1, _row_cells(r2))
        ranch.push_ranch(s, seat, k, _row_cells(r))
        return
    name = opt[10:].split(":")[0]
    o = next(i for i, off in enumerate(s.ctx.comp.players.officers) if off.id == name)
    s.own("influence")[o][seat] -= 1  # the cube goes back to its owner's supply (L1091)
    p.cubes += 1
    if name == "chief-of-security":
        p.res[2] -= 1
        wilderness.push_explore(s, seat, "home")
    elif name == "chief-steward":  # each part as far as it goes (ruling R24)
        push(s, "adventure", seat)
        push(s, "heal", seat, 1)
        push(s, "steward-back", seat)
    elif name == "chief-mate":
        p.res[0] -= 1
        push(s, "ranch", seat, 1, ranch.ALL_CELLS, ())
        push(s, "take-ranch", seat, True, False)
    elif name == "chief-engineer":
        p.res[1] -= 1
        p.untrained[0] -= 1
        s.supply[0] += 1
        push(s, "structure", seat)
    elif opt.endswith("the wilderness"):
        p.res[3] -= 1
        wilderness.push_explore(s, seat, "captain")
    else:
        z = ZONES.index(opt.split(" to ")[1])
        at = p.leader_at
        if at != "home":  # a placed mounted leader moves for 1 GB
            p.res[3] -= 1
            k = int(at.split(":")[1])
            if at.startswith("zone:"):
                s.zone_leader[k] = EMPTY
            elif at.startswith("ts:"):
                s.zone_thunder[k] = EMPTY
            else:
                s.loc_dino[k], s.loc_dino_kind[k] = EMPTY, -1
        p.leader_at = f"zone:{z}"
        s.zone_leader[z] = seat
        push(s, "town-helper", seat, z)


register("secondary", _play, _options, "Use crates on a ranch row, or an officer's favour (L1088).")
