"""What the rules keep across moves (session 28, pf40) against straightforward readings
kept here, after every move of seeded random games at 2, 3 and 4 players and solo
against the Dissidents at each level:

- the abilities of each seat's lower-row structures and the zones where they replace an
  option (`PState.abilities`, worked out by `abilities.seat_abilities` and cleared by
  `PState.own` on the structures' tables), `abilities.owned_ability` for every ability of the
  components and the replacement options of every seat in every zone (`abilities.replacement_options`);
- the town zones a turn's town work keeps as workable (`town.known_work`), at every
  decision that reads them (primary, die, face, zone), including the answers kept when
  the die's price was paid since (`town._price_blind_part`);
- the zones taken as blind to the die's price: their answer is the same with the price's
  glowberries and followers set to other values."""

from __future__ import annotations

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3.rules import abilities, effects, town

from .fixtures import GAME
from .test_speed_decisions import CONFIGS  # 2, 3, 4 players, solo at each level

WORK_KINDS = ("primary", "town-die", "town-face", "town-zone")


# ----- the straightforward readings ---------------------------------------------------------
def abilities_ref(s, seat) -> set[str]:
    """The abilities named by the lower-row structures the seat built (L1173), and
    "replaces ZONE" for a replacement option of one of them."""
    out: set[str] = set()
    for z in range(4):
        f = s.structures[z][0]
        if f >= 0 and s.structure_owner[z][0] == seat:
            face = s.ctx.comp.structures[f]
            out |= set((face.ability or "").split())
            if face.kind == "replace-option":
                out.add("replaces " + face.replaces.split(":")[0])
    return out


def extras_ref(s, seat, zone) -> list:
    """The replacement options the seat's lower-row structures add in the zone (L1180)."""
    out = []
    for z in range(4):
        f = s.structures[z][0]
        if f < 0 or s.structure_owner[z][0] != seat:
            continue
        face = s.ctx.comp.structures[f]
        if face.kind == "replace-option" and face.replaces.split(":")[0] == town.ZONES[zone]:
            letter = face.replaces.split(":")[1]
            out.append((letter, f"option {letter} ({face.name})", face.effect))
    return out


def workable_ref(s, seat, z) -> bool:
    """Some option the seat may pick in the zone can be resolved: each option, printed or
    a structure's replacement, unlocked and with a clause of an alternative possible."""
    for letter, _, eff in town.variants(s, seat, z):
        if not town.unlocked(s, seat, z, letter) or not effects.supported(eff):
            continue
        if any(town._alt_possible(s, seat, alt, 0) for alt in eff):
            return True
    return False


def all_abilities(s) -> set[str]:
    return {a for f in s.ctx.comp.structures for a in (f.ability or "").split()}


# ----- the checks ----------------------------------------------------------------------------
def check_abilities(s, names, seen):
    seats = range(len(s.players) + 1)
    refs = [abilities_ref(s, seat) for seat in seats]
    if s.abilities is not None:  # what is kept, as it is kept
        assert [set(x) for x in s.abilities] == refs
    for seat in seats:
        for a in names:
            assert abilities.owned_ability(s, seat, a) == (a in refs[seat]), (seat, a)
        for z in range(4):
            extras = extras_ref(s, seat, z)
            assert abilities.replacement_options(s, seat, z) == extras, (seat, z)
            seen["replacements"] += bool(extras)
        if refs[seat]:
            seen["abilities"] += 1


def check_work(s, seat, seen):
    kept = s.work
    known = town.known_work(s, seat)
    if kept is not None and kept[0] != town._work_key(s, seat) and known:
        seen["price paid, answers kept"] += 1
    for z, ok in known.items():
        if z < 0:
            assert ok == ("any-die-face" in abilities_ref(s, seat))
        else:
            assert ok == workable_ref(s, seat, z), z
        seen["kept answers"] += 1


def check_price_blind(s, seat, seen):
    """A zone taken as blind to the price gives the same answer at other prices."""
    entry = town._entry(s.ctx.comp.board)
    so = s.structure_owner
    extras = any(so[z][0] == seat for z in range(4))
    for z in range(4):
        if not entry[5][z] or extras:
            continue
        want = workable_ref(s, seat, z)
        for gb, followers in ((0, 0), (0, 30), (6, 0), (6, 30)):
            c = GAME.copy(s)
            p = c.mut(seat)
            p.res[town._GB] = gb
            p.followers = followers
            assert workable_ref(c, seat, z) == want, (z, gb, followers)
        seen["blind zones"] += 1


def play(config, seed, seen):
    s = GAME.setup(config, seed)
    names = all_abilities(s)
    r = Rng(seed + 11)
    check_abilities(s, names, seen)
    while True:
        d = GAME.pending(s)
        if d.seat is None:
            break
        if d.kind in WORK_KINDS:
            seat = s.tasks[-1][1]  # the rules' seat (solo: the platform's differs)
            check_work(s, seat, seen)
            if d.kind in ("town-face", "town-zone"):
                check_price_blind(s, seat, seen)
        # the cheap options now and then, so that some turns pay for their die
        GAME.apply(s, 0 if r.below(3) == 0 else r.below(len(d.options)))
        check_abilities(s, names, seen)


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: "-".join(map(str, c.values())))
def test_kept_abilities_and_town_work_match_fresh_readings(config):
    seen = dict.fromkeys(("abilities", "replacements", "price paid, answers kept"), 0)
    seen.update(dict.fromkeys(("kept answers", "blind zones"), 0))
    for seed in range(4 if config["players"] > 1 else 2):
        play(config, seed, seen)
    assert seen["kept answers"] and seen["blind zones"], seen
    assert seen["price paid, answers kept"], seen
    # lower-row structures built, with abilities and replacement options, in these games
    assert seen["abilities"] and seen["replacements"], seen


def test_price_blind_plans():
    """An option whose spend step takes glowberries, or that trains (its cost) or starts
    an adventure, reads the price; shelters, ranch tiles and harvests do not."""
    s = GAME.setup({"players": 2}, 1)
    rows = town._entry(s.ctx.comp.board)[4]
    kinds = {"gb": 0, "train": 0, "blind": 0}
    for zone in rows:
        for _, _, _, plan in zone:
            if plan.__class__ is bool:
                assert town._price_blind(plan)
                continue
            reads_gb = any(
                spend and ("res", town._GB) in {(w, i) for w, i, _ in spend} for spend, _, _ in plan
            )
            trains = any(v in ("train", "adventure") for _, v, _ in plan)
            assert town._price_blind(plan) == (not reads_gb and not trains), plan
            kinds["gb" if reads_gb else "train" if trains else "blind"] += 1
    assert all(kinds.values()), kinds
    assert not town._price_blind(((None, "spend", None),))  # a verb not known to be blind
