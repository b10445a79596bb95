"""Primary action A, working in the town (L600-L749): take a die, maybe pay to take an
opponent's or to turn it, place it on a matching empty space, maybe add a trained
thunderhorn (or the leader, Leaders' Forum), then resolve 2 (or 3) different options.

The Captain's favour (secondary.py) reuses the option part with the leader placed.
"""

from __future__ import annotations

from collections.abc import Sequence

from ludotheque.games.perseverance_ep3.components.effects import ZONES, Effect
from ludotheque.games.perseverance_ep3.rules import counts, units
from ludotheque.games.perseverance_ep3.rules.abilities import (
    REPLACES,
    replacement_options,
    seat_abilities,
)
from ludotheque.games.perseverance_ep3.rules.adventure_units import can_start_wild
from ludotheque.games.perseverance_ep3.rules.effects import (
    can_spend,
    executor,
    resolve,
    spend_checks,
    supported,
)
from ludotheque.games.perseverance_ep3.rules.placements import (
    any_free_structure,
    any_wild_spot,
    free_structures,
    lowest_free,
    wild_spots,
)
from ludotheque.games.perseverance_ep3.rules.tasks import push, register
from ludotheque.games.perseverance_ep3.state import EMPTY, NEUTRAL, TTH, PState

TEMPLE_BITS = {"raptor": 1, "thunderhorn": 2, "ironjaw": 4}


# ----- what an option is and whether it can be resolved -----------------------------------
def variants(s: PState, seat: int, zone: int) -> Sequence[tuple[str, str, Effect]]:
    """(letter, label, effect) of every option the seat may pick in the zone: the four
    printed ones, plus a structure's replacement for option A (L1180: optional).
    Callers only read the sequence (a tuple when nothing is added)."""
    printed = (s.ctx.memo.get("town-zones") or zone_table(s))[1][zone]
    extra = replacement_options(s, seat, zone)
    return printed + tuple(extra) if extra else printed


_PRINTED: dict[int, tuple] = {}


def _entry(board) -> tuple:
    """(board, per zone its printed options' (letter, label, effect), per zone a dict
    letter -> lock, per zone whether it is always workable, per zone its printed
    options' (letter, label, lock code (`_lock_code`), plan), per zone whether its
    answer with the printed options ignores the die's price (`_price_blind`), whether
    every zone's does); built once per board (the entry keeps the board, so its id stays
    unique), since `variants` and `unlocked` are asked for every zone at most
    decisions."""
    got = _PRINTED.get(id(board))
    if got is None or got[0] is not board:
        opts = tuple(
            tuple((o.letter, f"option {o.letter}", o.effect) for o in z.options)
            for z in board.zones
        )
        locks = tuple(_first_locks(z.options) for z in board.zones)
        always = tuple(
            any(not locks[k][o.letter] and _plan(o.effect) is True for o in z.options)
            for k, z in enumerate(board.zones)
        )
        rows = tuple(
            tuple(
                (o.letter, f"option {o.letter}", _lock_code(locks[k][o.letter]), _plan(o.effect))
                for o in z.options
            )
            for k, z in enumerate(board.zones)
        )
        blind = tuple(  # always workable, or each option's test ignores the price
            always[k] or all(_price_blind(row[3]) for row in zone) for k, zone in enumerate(rows)
        )
        if len(_PRINTED) > 64:
            _PRINTED.clear()
        got = _PRINTED[id(board)] = (board, opts, locks, always, rows, blind, all(blind))
    return got


def zone_table(s: PState) -> tuple:
    """`_entry` of the state's board, kept in the context's memo under "town-zones": the
    hot readers take it with one look-up (`s.ctx.memo.get("town-zones") or
    zone_table(s)`), without `_entry`'s call and identity test."""
    got = s.ctx.memo["town-zones"] = _entry(s.ctx.comp.board)
    return got


def _first_locks(options) -> dict:
    out: dict = {}
    for o in options:
        out.setdefault(o.letter, o.lock)  # the first option of a letter, as next() read it
    return out


def unlocked(s: PState, seat: int, zone: int, letter: str) -> bool:
    """Option D waits for an adventure to be completed (L606, L634, L646, L710, L747)."""
    lock = (s.ctx.memo.get("town-zones") or zone_table(s))[2][zone][letter]
    if not lock:
        return True
    return _lock_open(s, seat, lock)


def _lock_code(lock: str) -> int:
    """A lock as a number the hot loops (`workable`, `_option_options`) test inline, as
    `_lock_open` reads the text: 0 none, a temple's bit for "temple-done:X", -1 for
    "own-wild-adventure-done"."""
    if not lock:
        return 0
    if lock.startswith("temple-done:"):
        return TEMPLE_BITS[lock[12:]]
    if lock == "own-wild-adventure-done":
        return -1
    raise KeyError(lock)


def _lock_open(s: PState, seat: int, lock: str) -> bool:
    if lock.startswith("temple-done:"):
        return bool(s.temples_done & TEMPLE_BITS[lock[12:]])
    if lock == "own-wild-adventure-done":
        return s.players[seat].done_wild > 0
    raise KeyError(lock)


def possible(s: PState, seat: int, effect: Effect, excluded: int = 0) -> bool:
    """Whether an effect can do something now: its first step's cost is payable and what
    it builds, trains or takes is there (L621: a die is never placed only to block)."""
    plan = _plan(effect)
    if plan.__class__ is bool:
        return plan
    return _passes(s, seat, plan, excluded)


def _passes(s: PState, seat: int, plan: tuple, excluded: int) -> bool:
    """Whether a clause of the plan (`_plan`) can be resolved now: any clause of any
    alternative that `_alt_possible` would accept."""
    p = s.players[seat]
    for spend, verb, arg in plan:
        if spend is not None:  # `can_spend`, with its checks kept in the plan
            short = False
            for what, i, n in spend:
                if what == "crates":
                    if counts.crates(s, seat) < n:
                        short = True
                        break
                elif getattr(p, what)[i] < n:
                    short = True
                    break
            if short:
                continue
        if verb == "shelter":
            if p.shelters <= 0:
                continue
            if arg == "town":
                for z, row in enumerate(s.zone_shelters):
                    if EMPTY in row and not excluded >> z & 1:
                        break
                else:
                    continue  # no town zone with a free shelter space
            elif arg == "wild" and not any_wild_spot(s):
                continue
        elif verb == "train":
            for x in range(4):  # a loop, not any() over a generator
                if units.can_train(s, seat, x, arg):
                    break
            else:
                continue
        elif verb == "ranchtile":
            if not any(s.ranch_offer):
                continue
        elif verb == "structure":
            if not any_free_structure(s):
                continue
        elif verb == "adventure":
            if not can_start_wild(s, seat):
                continue
        elif verb == "harvest" and arg:  # an "own" harvest: an own wilderness shelter
            a, b = s.outpost
            if seat not in a and seat not in b:
                for x in s.loc_shelters:
                    if seat in x:
                        break
                else:
                    continue
        return True
    return False


# First steps whose possibility depends on the position (`_alt_possible`); a clause that
# starts with any other verb (and no `spend`) can always be resolved.
_CONDITIONAL = frozenset(
    ("spend", "shelter", "train", "ranchtile", "structure", "adventure", "harvest")
)
_PLANS: dict[int, tuple] = {}


def _plan(effect: Effect):
    """What `possible` knows of an effect before looking at the position, kept by
    identity as `supported` is: False (not supported), True (a clause of some
    alternative can always be resolved), or the clauses the position decides, in order,
    each as (its `spend` step's checks, `effects.spend_checks`, or None, the verb of the
    step after it, what that verb's test needs). `possible` accepts an effect when one clause of one alternative passes
    (`_alt_possible`), so the alternatives' clauses are one list; a clause that is only
    a `spend` never passes and is left out."""
    got = _PLANS.get(id(effect))
    if got is None or got[0] is not effect:
        plan: bool | tuple = False
        if supported(effect):
            checks = []
            for alt in effect:
                for clause in alt:
                    spend = clause[0] if clause and clause[0].verb == "spend" else None
                    steps = clause[1:] if spend is not None else clause
                    if not steps:
                        continue
                    st = steps[0]
                    arg = None
                    if st.verb == "shelter":
                        w = st.arg("where")
                        arg = (
                            "town"
                            if w.startswith("town")
                            else "wild"
                            if w.startswith("wild")
                            else ""
                        )
                    elif st.verb == "train":
                        arg = "free" in st.words
                    elif st.verb == "harvest":
                        arg = st.arg("whose", "own") == "own"
                    pay = None if spend is None else spend_checks(spend)
                    checks.append((pay, st.verb, arg))
            if any(sp is None and v not in _CONDITIONAL for sp, v, _ in checks):
                plan = True
            else:
                plan = tuple(checks)
        if len(_PLANS) > 4096:
            _PLANS.clear()
        got = _PLANS[id(effect)] = (effect, plan)
    return got[1]


def _alt_possible(s, seat, alt, excluded) -> bool:
    p = s.players[seat]
    for clause in alt:
        st = clause[0]
        v = st.verb
        if v == "spend" and not can_spend(s, seat, st):
            continue
        steps = clause[1:] if v == "spend" else clause
        if not steps:
            continue
        st = steps[0]
        if st.verb == "shelter":
            w = st.arg("where")
            if p.shelters <= 0:
                continue
            if w.startswith("town") and not any(
                lowest_free(s, z) >= 0 and not excluded >> z & 1 for z in range(4)
            ):
                continue
            if w.startswith("wild") and not wild_spots(s):
                continue
        elif st.verb == "train" and not any(
            units.can_train(s, seat, x, "free" in st.words) for x in range(4)
        ):
            continue
        elif st.verb == "ranchtile" and not any(s.ranch_offer):
            continue
        elif st.verb == "structure" and not free_structures(s):
            continue
        elif st.verb == "adventure" and not can_start_wild(s, seat):
            continue
        elif st.verb == "harvest" and not harvestable(s, seat, st):
            continue
        return True
    return False


def harvestable(s: PState, seat: int, st) -> bool:
    """Own shelters in the wilderness for an "own" harvest; "any" always finds the
    Outpost in the Swamp, else a face-up tile of the region."""
    if st.arg("whose", "own") == "own":
        return any(seat in x for x in s.outpost) or any(seat in x for x in s.loc_shelters)
    return True


# ----- the die --------------------------------------------------------------------------------
def die_name(s: PState, seat: int, die: tuple[int, int]) -> str:
    owner, face = die
    if s.solo is not None and owner in (1, 2):  # solo: Narek's and Camilla's dice
        return f"{('Narek', 'Camilla')[owner - 1]}'s {s.ctx.comp.board.faces[face]} die"
    who = (
        "neutral"
        if owner == NEUTRAL
        else "your"
        if owner == seat
        else ("the dissident's" if owner == s.ctx.dissident else f"player {owner + 1}'s")
    )
    return f"{who} {s.ctx.comp.board.faces[face]} die"


def opponent_cost(s: PState, seat: int) -> dict | None:
    """2 GB for an opponent's die, 3 followers when short of GB (L612); paid in full
    (ruling R4). The dissident is an opponent here (ruling R5)."""
    rule = s.ctx.comp.tables.raw["die_costs"]  # `Tables.value` of a plain entry, inline
    p = s.players[seat]
    if s.solo is not None:  # a dissident's die: 3 followers, never glowberries (L2252)
        return {"follower": 3} if p.followers >= 3 else None
    if p.res[3] >= rule["opponent_gb"]:
        return {"gb": rule["opponent_gb"]}
    if p.followers >= rule["opponent_followers"]:
        return {"follower": rule["opponent_followers"]}
    return None


def workable(s: PState, seat: int, zone: int) -> bool:
    """At least one option the seat may pick in the zone can be resolved now (L621): at
    once when one of the zone's printed options has no lock and can always be resolved
    (a seat may always pick it), else option by option."""
    entry = s.ctx.memo.get("town-zones") or zone_table(s)
    if entry[3][zone]:
        return True
    for _, _, lock, plan in entry[4][zone]:  # the printed options, from the board's table
        if lock and not (s.temples_done & lock if lock > 0 else s.players[seat].done_wild > 0):
            continue  # locked (`_lock_code`)
        if plan is True or (plan is not False and _passes(s, seat, plan, 0)):
            return True
    for letter, _, eff in replacement_options(s, seat, zone):  # a structure's replacement option
        if unlocked(s, seat, zone, letter) and possible(s, seat, eff):
            return True
    return False


def zones_for(s: PState, seat: int, face: int, known: dict | None = None) -> list[int]:
    """Town zones with an empty space for the face (any face with Trade Plaza, L1702)
    and at least one option that can be resolved (L621). Callers asking for several faces
    of one position pass the same `known` dict: `workable` does not depend on the face,
    so each zone's answer is worked out once (and Trade Plaza's, under the key -1)."""
    if known is None:
        anyface = "any-die-face" in (s.abilities or seat_abilities(s))[seat]
    else:
        anyface = known.get(-1)
        if anyface is None:
            anyface = known[-1] = "any-die-face" in (s.abilities or seat_abilities(s))[seat]
    # `workable`'s first test, without its call
    always = (s.ctx.memo.get("town-zones") or zone_table(s))[3]
    out = []
    for z in range(4):
        spaces = s.zone_dice[z]
        # an empty space: any with Trade Plaza, else the one whose index is the face
        if not (EMPTY in spaces if anyface else face < len(spaces) and spaces[face] == EMPTY):
            continue
        if always[z]:
            ok = True
        elif known is None:
            ok = workable(s, seat, z)
        else:
            ok = known.get(z)
            if ok is None:
                ok = known[z] = workable(s, seat, z)
        if ok:
            out.append(z)
    return out


def _work_key(s: PState, seat: int) -> tuple:
    """What may change between the turn's primary decision and its die placement and
    that `workable` reads: the die's price (glowberries or followers). Taking and turning
    the die change nothing else it reads (the pool and the zones' dice it does not read).
    The turn and seat first, then the price part (`known_work` compares them apart).
    `known_work`, `can_work` and `_face_options` write it inline (one call less each)."""
    p = s.players[seat]
    return (s.cp, s.step, seat, p.followers, *p.res)


def known_work(s: PState, seat: int) -> dict:
    """`workable` per zone as far as this turn's town work has worked it out (a fresh
    dict the caller may fill, and `can_work` and `_face_options` keep in `s.work` once
    filled, never to change it again: copies of the state share it): the primary
    decision's answers serve its die's face and zone decisions (test_speed_work.py and
    test_speed_kept_abilities.py check them against fresh ones). When the die's price
    was paid since (taking an opponent's die, turning it), the zones whose options
    ignore the price keep their answers."""
    kept = s.work
    if kept is not None:
        p = s.players[seat]
        key = (s.cp, s.step, seat, p.followers, *p.res)  # `_work_key`, inline
        if kept[0] == key:
            return dict(kept[1])
        if kept[0][:3] == key[:3]:  # the same turn and seat: only the price paid since
            return _price_blind_part(s, seat, kept[1])
    return {}


_GB = 3  # glowberries' index in a Player's `res`: the die's price (`opponent_cost`)
# Verbs whose test (`_passes`) reads neither glowberries nor followers; training (its
# cost) and an adventure (its requirements) may read them.
_BLIND_VERBS = frozenset(("shelter", "ranchtile", "structure", "harvest"))


def _price_blind(plan) -> bool:
    """Whether `_passes` on this plan reads neither glowberries nor followers, the die's
    price: then paying it leaves the answer as it was."""
    if plan.__class__ is bool:
        return True
    for spend, verb, _ in plan:
        if spend is not None:
            for what, i, _n in spend:
                if what == "res" and i == _GB:
                    return False
        if verb in _CONDITIONAL and verb not in _BLIND_VERBS:
            return False
    return True


def _price_blind_part(s: PState, seat: int, known: dict) -> dict:
    """The answers of `known` that paying the die's price leaves as they were: the zones
    whose options (the printed ones and the seat's replacements) ignore the price, and
    the seat's Trade Plaza (key -1)."""
    entry = _entry(s.ctx.comp.board)
    so = s.structure_owner
    if so[0][0] != seat and so[1][0] != seat and so[2][0] != seat and so[3][0] != seat:
        if entry[6]:  # no replacement option, every zone's printed ones ignore the price
            return dict(known)
    blind = entry[5]
    out = {}
    for z, ok in known.items():
        if z < 0 or (
            blind[z]
            and all(_price_blind(_plan(eff)) for _, _, eff in replacement_options(s, seat, z))
        ):
            out[z] = ok
    return out


def can_work(s: PState, seat: int) -> bool:
    """Some face has a zone (`zones_for`), and a die to take: asked at every turn."""
    known = known_work(s, seat)
    ok = faces_with_zones(s, seat, known, True)
    p = s.players[seat]  # `known` kept for the turn's next decisions, under `_work_key`
    s.work = ((s.cp, s.step, seat, p.followers, *p.res), known)
    return ok and _any_die(s, seat)


def faces_with_zones(s: PState, seat: int, known: dict, first: bool = False):
    """Per die face, whether `zones_for(s, seat, face, known)` names a zone, in one pass
    over the zones instead of one per face: a zone counts for the faces of its empty
    spaces (every face with Trade Plaza) when it is `workable`, asked once per zone.
    `first`: only whether some face has one, True at the first such zone (the primary
    decision). test_speed_decisions.py checks both against `zones_for`."""
    nf = len(s.ctx.comp.board.faces)
    anyface = known.get(-1)
    if anyface is None:
        anyface = known[-1] = "any-die-face" in (s.abilities or seat_abilities(s))[seat]
    # `workable`'s first test, without its call
    always = (s.ctx.memo.get("town-zones") or zone_table(s))[3]
    faces = (1 << nf) - 1
    bits_of = _EMPTY_BITS.get
    found = 0  # bit f: some workable zone has an empty space for face f
    for z in range(4):
        spaces = s.zone_dice[z]
        bits = bits_of(spaces)
        if bits is None:
            bits = _empty_bits(spaces)
        if not (bits if anyface else bits & faces):
            continue
        w = always[z] or known.get(z)
        if w is None:
            w = known[z] = workable(s, seat, z)
        if not w:
            continue
        if first:
            return True
        if anyface:
            return [True] * nf
        found |= bits
    return False if first else list(_face_flags(nf)[found & faces])


_EMPTY_BITS: dict[tuple, int] = {}


def _empty_bits(spaces: tuple) -> int:
    """Bit k set when die space k is empty, kept per tuple of spaces (a zone's spaces
    take few values in a game)."""
    bits = 0
    for k, d in enumerate(spaces):
        if d == EMPTY:
            bits |= 1 << k
    if len(_EMPTY_BITS) > 4096:
        _EMPTY_BITS.clear()
    _EMPTY_BITS[spaces] = bits
    return bits


_FACE_FLAGS: dict[int, tuple] = {}


def _face_flags(nf: int) -> tuple[tuple[bool, ...], ...]:
    """Per bit set of faces (`faces_with_zones`), each face's flag."""
    got = _FACE_FLAGS.get(nf)
    if got is None:
        got = _FACE_FLAGS[nf] = tuple(
            tuple(bool(m >> f & 1) for f in range(nf)) for m in range(1 << nf)
        )
    return got


def _any_die(s: PState, seat: int) -> bool:
    """Whether `_die_options` offers a die (without writing their names)."""
    for d in s.pool:
        if d[0] == NEUTRAL or d[0] == seat:
            return True
    return bool(s.pool) and opponent_cost(s, seat) is not None


def _take_name(s: PState, seat: int, die: tuple[int, int]) -> str:
    """ "take " and the die's name for the seat, written once per configuration."""
    memo = s.ctx.memo
    names = memo.get("take-die")
    if names is None:
        names = memo["take-die"] = {}
    key = (seat, die)
    got = names.get(key)
    if got is None:
        got = names[key] = f"take {die_name(s, seat, die)}"
        names[seat, got] = die  # and back: the die a seat's option names (`_die_play`)
    return got


def _die_options(s, t):
    seat = t[1]
    opts = []
    pays = None  # whether the seat can pay for an opponent's die, asked once
    names = s.ctx.memo.get("take-die") or {}  # `_take_name`'s table, read inline
    for die in sorted(set(s.pool)):
        if die[0] != NEUTRAL and die[0] != seat:
            if pays is None:
                pays = opponent_cost(s, seat) is not None
            if not pays:
                continue
        name = names.get((seat, die))
        opts.append(name if name is not None else _take_name(s, seat, die))
    return opts


def _die_play(s, t, opt):
    seat = t[1]
    # The die the option names, as `_take_name` wrote it for the options just offered
    # (a die's name is unique for a seat); the pool read again only when not written yet.
    die = s.ctx.memo.get("take-die", {}).get((seat, opt))
    if die is None or die not in s.pool:
        die = next(d for d in sorted(set(s.pool)) if _take_name(s, seat, d) == opt)
    if die[0] not in (NEUTRAL, seat):
        cost = opponent_cost(s, seat)
        if "gb" in cost:
            s.mut(seat).res[3] -= cost["gb"]
        else:
            units.add_followers(s, seat, -cost["follower"])
    s.pool.remove(die)
    s.tasks.append(("town-face", seat, die))


register("town-die", _die_play, _die_options, "Take a die from the pool (L602, L612).")


def _face_options(s, t):
    seat, face = t[1], t[2][1]
    keep, turn = _face_names(s.ctx.comp.board.faces)
    known = known_work(s, seat)
    ok = faces_with_zones(s, seat, known)
    opts = [keep[face]] if ok[face] else []
    for f, yes in enumerate(ok):
        if yes and f != face:
            opts.append(turn[f])
    p = s.players[seat]  # `known` kept for the turn's next decisions, under `_work_key`
    s.work = ((s.cp, s.step, seat, p.followers, *p.res), known)
    return opts


_FACE_NAMES: dict[tuple, tuple] = {}


def _face_names(faces: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The "keep F" and "turn to F" options of each face, written once per faces."""
    got = _FACE_NAMES.get(faces)
    if got is None:
        got = _FACE_NAMES[faces] = (
            tuple(f"keep {x}" for x in faces),
            tuple(f"turn to {x}" for x in faces),
        )
    return got


def _face_play(s, t, opt):
    """Turning a die costs 2 GB, or 3 followers when short of GB, or every follower left
    when short of both (L616-L620)."""
    seat, die = t[1], t[2]
    faces = s.ctx.comp.board.faces
    if opt.startswith("turn to "):
        rule = s.ctx.comp.tables.raw["die_costs"]  # `Tables.value` of a plain entry
        p = s.players[seat] if s.owned >> seat & 1 else s.mut(seat)  # `mut`, inline
        if p.res[3] >= rule["reface_gb"]:
            p.res[3] -= rule["reface_gb"]
        else:
            units.add_followers(s, seat, -rule["reface_followers"])
        die = (die[0], faces.index(opt[8:]))
    s.tasks.append(("town-zone", seat, die))


register("town-face", _face_play, _face_options, "Keep the die's face, or pay to turn it (L616).")


def _zone_options(s, t):
    return [_PLACE_IN[z] for z in zones_for(s, t[1], t[2][1], known_work(s, t[1]))]


_PLACE_IN = tuple(f"place in {z}" for z in ZONES)  # written once


def _zone_play(s, t, opt):
    seat, die = t[1], t[2]
    z = ZONES.index(opt[9:])
    spaces = list(s.zone_dice[z])
    anyface = "any-die-face" in (s.abilities or seat_abilities(s))[seat]
    i = (
        die[1]
        if spaces[die[1]] == EMPTY
        else next(k for k, d in enumerate(spaces) if d == EMPTY and anyface)
    )
    spaces[i] = die
    s.zone_dice[z] = tuple(spaces)
    s.work = None  # the turn's town work is placed: what it kept may not serve later
    s.tasks.append(("town-helper", seat, z))


register("town-zone", _zone_play, _zone_options, "Place the die in a town zone (L602).")


# ----- the thunderhorn (or the leader) for a third option -----------------------------------
def _helper_options(s, t):
    seat, z = t[1], t[2]
    p = s.players[seat]
    opts = ["two options"]
    if s.zone_thunder[z] == EMPTY:
        mount = s.ctx.comp.players.leaders[p.leader].mount
        if p.home[TTH] or (p.mounted and mount == 2 and p.leader_at == "home"):
            opts.append("add a trained thunderhorn")  # L608; a mounted Phoenix counts (R6)
        if (
            p.leader_at == "home"
            and "leader-on-thunderhorn-space" in (s.abilities or seat_abilities(s))[seat]
        ):
            opts.append("add your leader (Leaders' Forum)")
    return opts


def _helper_play(s, t, opt):
    seat, z = t[1], t[2]
    p = s.players[seat] if s.owned >> seat & 1 else s.mut(seat)  # `mut`, inline
    k = 2
    if opt == "add a trained thunderhorn":
        if p.home[TTH]:
            p.home[TTH] -= 1
        else:
            p.leader_at = f"ts:{z}"
        s.zone_thunder[z] = seat
        k = 3
    elif opt.startswith("add your leader"):
        p.leader_at = f"ts:{z}"
        s.zone_thunder[z] = seat
        # Mounted, the leader lets the 3rd option repeat one of the first two (L1708).
        s.tasks.append(("town-option", seat, z, 3, (REPEAT,) if p.mounted else ()))
        return
    s.tasks.append(("town-option", seat, z, k, ()))


register(
    "town-helper",
    _helper_play,
    _helper_options,
    "Add a trained thunderhorn to resolve 3 options instead of 2 (L608)?",
)


def push_options(s: PState, seat: int, zone: int, k: int) -> None:
    """Resolve k different options of the zone (Captain's favour, L1128)."""
    push(s, "town-option", seat, zone, k, ())


REPEAT = "*"  # in `chosen`: the last option may repeat an earlier one (Leaders' Forum)


def _option_options(s, t):
    seat, z, k, chosen = t[1:]
    excluded = s.turn_flags & 15
    repeat = k == 1 and REPEAT in chosen
    opts = []
    ex = excluded if z == 2 else 0
    # `variants` in order: the printed options, read from the board's table, then the
    # replacements the seat's structures add
    for letter, label, lock, plan in (s.ctx.memo.get("town-zones") or zone_table(s))[4][z]:
        if letter in chosen and not repeat:
            continue
        if lock and not (s.temples_done & lock if lock > 0 else s.players[seat].done_wild > 0):
            continue  # locked (`_lock_code`)
        if plan is True or (plan is not False and _passes(s, seat, plan, ex)):
            opts.append(label)
    if REPLACES[z] not in (s.abilities or seat_abilities(s))[seat]:
        return opts  # no replacement here: `replacement_options` would say so, without its call
    for letter, label, eff in replacement_options(s, seat, z):
        if (letter in chosen and not repeat) or not unlocked(s, seat, z, letter):
            continue
        if possible(s, seat, eff, ex):
            opts.append(label)
    return opts


def _option_play(s, t, opt):
    """Options are resolved one by one as chosen (ruling R2)."""
    seat, z, k, chosen = t[1:]
    # `variants` lists the printed ones first
    for v in (s.ctx.memo.get("town-zones") or zone_table(s))[1][z]:
        if v[1] == opt:
            break
    else:  # a structure's replacement option
        v = next(v for v in variants(s, seat, z) if v[1] == opt)
    letter, eff = v[0], v[2]
    if k > 1:
        s.tasks.append(("town-option", seat, z, k - 1, chosen + (letter,)))
    resolve(s, seat, eff, ("town", z, letter))


register(
    "town-option",
    _option_play,
    _option_options,
    "Choose a different option of the zone's effect to resolve (L602).",
)


def begin_work(s: PState, seat: int) -> None:
    s.tasks.append(("town-die", seat))


# ----- one option of any zone (Tales from Space's cartography reward, L1662) -----------------
@executor("option")
def _option(s, seat, st, origin):
    push(s, "any-option", seat)
    return True


def _any_targets(s: PState, seat: int) -> list[tuple[int, str, str, Effect]]:
    out = []
    for z in range(4):
        for letter, label, eff in variants(s, seat, z):
            if unlocked(s, seat, z, letter) and possible(s, seat, eff):
                out.append((z, letter, f"{ZONES[z]} {label}", eff))
    return out


def _any_play(s, t, opt):
    z, letter, _, eff = next(x for x in _any_targets(s, t[1]) if x[2] == opt)
    resolve(s, t[1], eff, ("town", z, letter))


register(
    "any-option",
    _any_play,
    lambda s, t: [x[2] for x in _any_targets(s, t[1])],
    "Choose a town option to resolve.",
)
