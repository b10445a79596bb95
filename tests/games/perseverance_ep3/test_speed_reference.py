"""The optimised readings of the hot path against straightforward reference versions kept
here, on every decision of seeded random games at each player count and optional rule:
available locations (marked around explored ones), exploration targets (the combat
and temple answers worked out once per call), town zones for each die face (the
face-independent part worked out once per position, and at once for a zone with an
option that can always be resolved), whether an option can be resolved (what the effect
alone tells, and what its clauses ask, kept by identity), whether a cost can be paid, the crate options (usable
cells kept per leader and ranch), whether the Chief Steward has a dino to take back, a zone's option decision, structure abilities (per face, once), the
adventures a seat can start (kept per adventure, units and leader), free saddles, whether a
structure or a wilderness shelter space is free, effect support kept by identity,
option locks kept per board, and the copy written out attribute by attribute."""

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3 import GAME
from ludotheque.games.perseverance_ep3.rules import (
    abilities,
    adventure_units,
    effects,
    placements,
    ranch,
    secondary,
    town,
    units,
    wilderness,
)
from ludotheque.games.perseverance_ep3.rules.placements import explored
from ludotheque.games.perseverance_ep3.state import EMPTY, TABLES, UNITS, WHOLE

CONFIGS = [
    {"players": 2},
    {"players": 3, "random_officers": True},
    {"players": 4, "deterministic_combat": True},
    {"players": 2, "random_officers": True, "deterministic_combat": True},
]


def available_ref(s):
    board = s.ctx.comp.board
    return [
        loc.index
        for loc in board.locations
        if loc.kind != "outpost"
        and s.loc_dino[loc.index] == EMPTY
        and any(explored(s, j) for j in board.neighbours[loc.index])
    ]


def zones_for_ref(s, seat, face):
    anyface = abilities.owned_ability(s, seat, "any-die-face")
    out = []
    for z in range(4):
        if not any(d == EMPTY and (anyface or i == face) for i, d in enumerate(s.zone_dice[z])):
            continue
        if any(
            unlocked_ref(s, seat, z, letter) and possible_ref(s, seat, eff)
            for letter, _, eff in town.variants(s, seat, z)
        ):
            out.append(z)
    return out


def can_spend_ref(s, seat, st):
    p = s.players[seat]
    for k, n in st.amounts():
        if k in units.RES and p.res[units.RES.index(k)] < n:
            return False
        if k == "crate" and sum(p.crates) < n:
            return False
        if k == "ranger" and p.home[0] < n:
            return False
        if k in units.SPECIES and p.untrained[units.SPECIES.index(k)] < n:
            return False
        if k.startswith("t") and k[1:] in units.SPECIES:
            if p.home[units.SPECIES.index(k[1:]) + 1] < n:
                return False
    return True


def possible_ref(s, seat, effect, excluded=0):
    if not all(effects.alt_supported(a) for a in effect):
        return False
    return any(town._alt_possible(s, seat, alt, excluded) for alt in effect)


def unlocked_ref(s, seat, zone, letter):
    lock = next(o.lock for o in s.ctx.comp.board.zones[zone].options if o.letter == letter)
    if not lock:
        return True
    if lock.startswith("temple-done:"):
        return bool(s.temples_done & town.TEMPLE_BITS[lock[12:]])
    return s.players[seat].done_wild > 0


def targets_ref(s, seat, source):
    p = s.players[seat]
    out = []
    units_ = wilderness._senders(s, seat, source == "home")
    here = -1
    if source == "captain" and p.leader_at.startswith("loc:"):
        here = s.ctx.comp.board.locations[int(p.leader_at[4:])].region
    for i in wilderness.available(s):
        if source == "captain" and s.ctx.comp.board.locations[i].region == here:
            continue
        for u in units_:
            if wilderness.can_explore_with(s, seat, i, u):
                out.append((u, i))
    return out


def crate_options_ref(s, seat):
    p = s.players[seat]
    mine = abilities.owned_ability(s, seat, "extra-crate")
    rows = [(3 * r, 3 * r + 1, 3 * r + 2) for r in range(3)]
    opts = []
    for r in range(3):
        usable = sum(1 for c in rows[r] if effects.supported(ranch.cell_effect(s, seat, c)))
        for k in range(1, min(usable, 3) + 1):
            if p.crates[r] >= k - 1:
                base = f"row {r + 1}: {k} ranch effect{'s' if k > 1 else ''}"
                opts.append(base)
                if mine:
                    for r2 in range(3):
                        if (
                            r2 != r
                            and p.crates[r2] >= 1
                            and any(
                                effects.supported(ranch.cell_effect(s, seat, c)) for c in rows[r2]
                            )
                        ):
                            opts.append(f"{base} + 1 of row {r2 + 1} (Glowstone Mine)")
    return opts


def option_options_ref(s, t):
    seat, z, k, chosen = t[1:]
    excluded = s.turn_flags & 15
    repeat = k == 1 and town.REPEAT in chosen
    return [
        label
        for letter, label, eff in town.variants(s, seat, z)
        if (letter not in chosen or repeat)
        and unlocked_ref(s, seat, z, letter)
        and possible_ref(s, seat, eff, excluded if z == 2 else 0)
    ]


def owned_ability_ref(s, seat, ability):
    comp = s.ctx.comp
    for z in range(4):
        f = s.structures[z][0]
        if (
            f >= 0
            and s.structure_owner[z][0] == seat
            and comp.structures[f].ability
            and ability in comp.structures[f].ability.split()
        ):
            return True
    return False


def startable_ref(s, seat, adv):
    if s.players[seat].adventure >= 0:
        return False
    a = s.ctx.comp.adventures[adv]
    return adventure_units.assignable(s, seat, a.needs, a.extra, adventure_units.home_pool(s, seat))


def saddles_free_ref(s, seat, species):
    p = s.players[seat]
    code = species + 1

    def owned(c):
        n = p.home[c] + p.tired[c] + p.infirmary[c] + p.adv_units[c]
        n += sum(1 for i, o in enumerate(s.loc_dino) if o == seat and s.loc_dino_kind[i] == c - 1)
        if c == 3:
            n += sum(
                1 for z, o in enumerate(s.zone_thunder) if o == seat and p.leader_at != f"ts:{z}"
            )
        return n

    if code == 2:
        return owned(2) < 5
    return sum(owned(c) for c in (1, 3, 4)) < 10


ABILITIES = ("any-die-face", "ignore-dino-requirements", "extra-crate", "nothing-such")


def _check(s):
    comp = s.ctx.comp
    assert placements.any_free_structure(s) == bool(placements.free_structures(s))
    assert placements.any_wild_spot(s) == bool(placements.wild_spots(s))
    for seat in range(len(s.players)):
        offered = [a for r in range(3) if s.unlocked[r] for a in s.offers[r]]
        want = [a for a in offered if startable_ref(s, seat, a)]
        assert adventure_units.offered(s, seat) == want
        assert adventure_units.can_start_wild(s, seat) == bool(want)
        for species in range(4):
            assert units.saddles_free(s, seat, species) == saddles_free_ref(s, seat, species)
        for ability in ABILITIES:
            want = owned_ability_ref(s, seat, ability)
            assert abilities.owned_ability(s, seat, ability) == want
    for seat in range(len(s.players)):
        assert secondary.crate_options(s, seat) == crate_options_ref(s, seat)
        want = bool(secondary.steward_targets(s, seat))
        assert secondary._any_steward_target(s, seat) == want
    assert wilderness.available(s) == available_ref(s)
    for seat in range(len(s.players)):
        for source in ("home", "captain"):
            want = targets_ref(s, seat, source)
            assert wilderness.targets(s, seat, source) == want
            assert wilderness.targets(s, seat, source, True) == want[:1]
    faces = range(len(comp.board.faces))
    for seat in range(len(s.players)):
        known = {}
        for f in faces:
            assert town.zones_for(s, seat, f, known) == zones_for_ref(s, seat, f)
        for z in range(4):
            for o in comp.board.zones[z].options:
                assert town.unlocked(s, seat, z, o.letter) == unlocked_ref(s, seat, z, o.letter)
            for _, _, eff in town.variants(s, seat, z):
                for clause in (c for alt in eff for c in alt):
                    if clause[0].verb == "spend":
                        want = can_spend_ref(s, seat, clause[0])
                        assert effects.can_spend(s, seat, clause[0]) == want
                for excluded in (0, s.turn_flags & 15):
                    want = possible_ref(s, seat, eff, excluded)
                    assert town.possible(s, seat, eff, excluded) == want
    for z in comp.board.zones:
        for o in z.options:
            assert effects.supported(o.effect) == all(effects.alt_supported(a) for a in o.effect)


def _same_copy(s):
    c = s.copy()
    for k in type(s).__slots__:
        a, b = getattr(s, k), getattr(c, k)
        assert a == b or k == "players", k
        if k in TABLES:  # a table is shared until written (PState.own): then neither owns it
            assert a is not b or not (s.tables | c.tables) & TABLES[k], k
        elif k in WHOLE:  # a list the rules replace whole, never change in place: shared
            assert a is b, k
        elif isinstance(a, list) and a:
            assert a is not b, k  # a list the rules change in place is never shared
            if isinstance(a[0], list):
                assert all(x is not y for x, y in zip(a, b, strict=True)), k
    for seat, (p, q) in enumerate(zip(s.players, c.players, strict=True)):
        # a Player is shared until written (PState.mut copies it): then neither state owns it
        assert p is not q or not (s.owned | c.owned) >> seat & 1
        for k in type(p).__slots__:
            assert getattr(p, k) == getattr(q, k), k


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: str(c))
def test_optimised_hot_path_matches_the_reference(config):
    assert UNITS == ("ranger", "tsh", "tr", "tth", "tij")  # the view writes these keys
    for seed in range(2):
        s = GAME.setup(config, seed)
        r = Rng(seed + 29)
        n = 0
        while (d := GAME.pending(s)).seat is not None:
            _check(s)
            if d.kind == "town-option":
                assert list(d.options) == option_options_ref(s, s.tasks[-1])
            if n % 11 == 0:
                _same_copy(s)
            GAME.apply(s, r.below(len(d.options)))
            n += 1
        _check(s)
