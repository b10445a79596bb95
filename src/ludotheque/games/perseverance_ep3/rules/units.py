"""Units and resources: gaining, spending, wounding, healing, training (L497-L683).

Primitives; the only choice they raise is which unit leaves a full infirmary (L652).
"""

from __future__ import annotations

from itertools import compress

from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS
from ludotheque.games.perseverance_ep3.rules.tasks import push, register
from ludotheque.games.perseverance_ep3.state import RANGER, TR, UNITS, PState

RES = ("food", "debris", "ir", "gb")
SPECIES = ("sh", "r", "th", "ij")


def rangers_in_supply(s: PState, seat: int) -> int:
    """Rangers in the personal supply: 8 minus those on the board (L509)."""
    return s.players[seat].rangers_out


def gain_ranger(s: PState, seat: int) -> bool:
    """One ranger to Home; with none left in the supply, a wounded one comes back from
    the infirmary instead (L642)."""
    p = s.players[seat] if s.owned >> seat & 1 else s.mut(seat)  # `mut`, inline
    if p.rangers_out > 0:
        p.rangers_out -= 1
        p.home[RANGER] += 1
        return True
    if p.infirmary[RANGER]:
        p.infirmary[RANGER] -= 1
        p.home[RANGER] += 1
        return True
    return False


def saddles_free(s: PState, seat: int, species: int) -> bool:
    """Small saddles (raptors) 5, large ones (the others) 10 (L521). A mounted leader has
    its own figure and base, no saddle."""
    p = s.players[seat]
    code = species + 1
    # The kinds of the seat's trained dinos on locations, listed in C (`compress`): a
    # loop over the board was most of a call (hot path: every option that may train).
    dino = s.loc_dino
    placed = list(compress(s.loc_dino_kind, map(seat.__eq__, dino))) if seat in dino else ()
    h, ti, inf, a = p.home, p.tired, p.infirmary, p.adv_units
    if code == TR:
        return h[TR] + ti[TR] + inf[TR] + a[TR] + placed.count(TR - 1) < 5
    n = 0
    for c in (1, 3, 4):
        n += h[c] + ti[c] + inf[c] + a[c] + placed.count(c - 1)
    if seat in s.zone_thunder:  # trained thunderhorns on thunderhorn spaces
        n += sum(1 for z, o in enumerate(s.zone_thunder) if o == seat and p.leader_at != f"ts:{z}")
    return n < 10


def gain_untrained(s: PState, seat: int, species: int) -> bool:
    """An untrained dino from the general supply, if any is left (L517)."""
    if s.supply[species] <= 0:
        return False
    s.supply[species] -= 1
    s.mut(seat).untrained[species] += 1
    return True


def gain_trained(s: PState, seat: int, species: int, wounded: bool = False) -> bool:
    """A trained dino straight from the supply (a wounded one to the infirmary). With no
    saddle of its size free, the player may first discard a trained dino from the board
    to free one (L523; ruling R27)."""
    if s.supply[species] <= 0:
        return False
    if not saddles_free(s, seat, species):
        if _saddle_donors(s, seat, species):
            push(s, "free-saddle", seat, species, wounded)
        return False
    s.supply[species] -= 1
    if wounded:
        wound(s, seat, species + 1)
    else:
        s.mut(seat).home[species + 1] += 1
    return True


def _saddle_donors(s: PState, seat: int, species: int) -> list[tuple[str, int]]:
    """Trained dinos on the player board (Home, Tired area, infirmary) whose saddle fits:
    a small one for a raptor, a large one for the others (L521)."""
    p = s.players[seat]
    codes = (2,) if species == 1 else (1, 3, 4)
    return [
        (where, c)
        for where in ("home", "tired", "infirmary")
        for c in codes
        if getattr(p, where)[c]
    ]


def _free_saddle_options(s, t):
    seat, species = t[1], t[2]
    return [
        f"discard a trained {UNITS[c][1:]} from {where} for its saddle"
        for where, c in _saddle_donors(s, seat, species)
    ] + ["go without the dino"]


def _free_saddle_play(s, t, opt):
    seat, species, wounded = t[1], t[2], t[3]
    if opt == "go without the dino":
        return
    where, c = next(
        x
        for x in _saddle_donors(s, seat, species)
        if f"discard a trained {UNITS[x[1]][1:]} from {x[0]} for its saddle" == opt
    )
    getattr(s.mut(seat), where)[c] -= 1
    s.supply[c - 1] += 1  # back to the general supply (L523)
    gain_trained(s, seat, species, wounded)


register(
    "free-saddle",
    _free_saddle_play,
    _free_saddle_options,
    "No saddle is free: discard a trained dino for its saddle, or go without (L523).",
)


def infirmary_room(s: PState, seat: int) -> int:
    p = s.players[seat]
    size = s.ctx.comp.tables.value("infirmary")
    spaces = size["spaces"] - (size["covered"] if p.cover else 0)
    return spaces - sum(p.infirmary)


def wound(s: PState, seat: int, code: int) -> None:
    """A unit goes to the infirmary. With no room, the player discards (defeats) either
    it or a unit already there to make room (L652; ruling R12)."""
    p = s.mut(seat)
    if infirmary_room(s, seat) > 0:
        p.infirmary[code] += 1
    elif any(p.infirmary):
        push(s, "overflow", seat, code)
    else:
        defeat(s, seat, code)


def _overflow_options(s, t):
    p = s.players[t[1]]
    opts = [f"discard the wounded {UNITS[t[2]]}"]
    opts += [
        f"discard a {UNITS[c]} from the infirmary" for c in range(5) if p.infirmary[c] and c != t[2]
    ]
    return opts


def _overflow_play(s, t, opt):
    seat, code = t[1], t[2]
    p = s.mut(seat)
    if opt.startswith("discard the wounded"):
        defeat(s, seat, code)
        return
    out = UNITS.index(opt.split()[2])
    p.infirmary[out] -= 1
    defeat(s, seat, out)
    p.infirmary[code] += 1


register(
    "overflow",
    _overflow_play,
    _overflow_options,
    "The infirmary is full: discard the wounded unit or one already there (L652).",
)


def defeat(s: PState, seat: int, code: int) -> None:
    """Back to its supply (L532): rangers to the personal supply, dinos to the general one."""
    if code == RANGER:
        s.mut(seat).rangers_out += 1
    else:
        s.supply[code - 1] += 1


def heal_one(s: PState, seat: int, code: int) -> None:
    p = s.mut(seat)
    p.infirmary[code] -= 1
    p.home[code] += 1


def heal_cost(code: int) -> int:
    return 1 if code == RANGER else 2  # L654


def train_cost(s: PState, seat: int, species: int, free: bool) -> dict:
    """Resources to train one dino of a species: the printed cost, unless `free` or the
    matching right-column artefact covers it (L664-L671)."""
    t = s.ctx.comp.tables.value("training")[SPECIES[species]]
    if free:
        return {}
    if s.players[seat].artefacts >> ARTEFACTS.index(t["artefact"]) & 1:
        return {}
    return t["cost"]


def can_pay(s: PState, seat: int, cost: dict) -> bool:
    p = s.players[seat]
    return all(p.res[RES.index(k)] >= v for k, v in cost.items())


def pay(s: PState, seat: int, cost: dict) -> None:
    p = s.mut(seat)
    for k, v in cost.items():
        p.res[RES.index(k)] -= v


def impact_takers(s: PState, seat: int, species: int) -> tuple[str, ...]:
    """Who may bear a training's physical impact (L673-L679): a ranger in Home, or the
    leader in Home, who "acts as a ranger when you need one" (L535) but only ever becomes
    exhausted and is never defeated: not for an ironjaw (ruling R7)."""
    impact = s.ctx.comp.tables.value("training")[SPECIES[species]]["ranger"]
    if impact == "none":
        return ("",)
    p = s.players[seat]
    out = ("ranger",) if p.home[RANGER] else ()
    if impact != "defeat" and p.leader_at == "home":
        out += ("leader",)
    return out


def can_train(s: PState, seat: int, species: int, free: bool) -> bool:
    """An untrained dino in Home, the resources, someone to bear the impact, and a saddle
    (the cheap tests first; `train_cost`, `can_pay` and `impact_takers` read from the
    species' row of `_training`, worked out once per components)."""
    p = s.players[seat]
    if not p.untrained[species]:
        return False
    impact, art_bit, cost = _training(s.ctx.comp)[species]
    if impact != "none" and not p.home[RANGER] and (impact == "defeat" or p.leader_at != "home"):
        return False  # no one to bear the impact
    if not free and not p.artefacts & art_bit:
        res = p.res
        for i, n in cost:
            if res[i] < n:
                return False
    return saddles_free(s, seat, species)


_TRAINING: dict[int, tuple] = {}


def _training(comp) -> tuple:
    """Per species: (its training's impact on a ranger, the bit of the artefact that
    makes it free, its cost as (resource index, amount) pairs), once per components
    (kept by identity: the entry holds them)."""
    got = _TRAINING.get(id(comp))
    if got is None or got[0] is not comp:
        rows = []
        for name in SPECIES:
            t = comp.tables.value("training")[name]
            cost = tuple((RES.index(k), v) for k, v in t["cost"].items())
            rows.append((t["ranger"], 1 << ARTEFACTS.index(t["artefact"]), cost))
        got = _TRAINING[id(comp)] = (comp, tuple(rows))
    return got[1]


def train(s: PState, seat: int, species: int, free: bool, taker: str = "ranger") -> None:
    p = s.mut(seat)
    pay(s, seat, train_cost(s, seat, species, free))
    p.untrained[species] -= 1
    p.home[species + 1] += 1
    impact = s.ctx.comp.tables.value("training")[SPECIES[species]]["ranger"]
    if impact == "none":
        return
    if taker == "leader":
        p.leader_at = "tired"  # exhausted, whatever the impact (L535)
        return
    p.home[RANGER] -= 1
    if impact == "exhaust":
        p.tired[RANGER] += 1
    elif impact == "wound":
        wound(s, seat, RANGER)
    else:
        defeat(s, seat, RANGER)


def add_followers(s: PState, seat: int, n: int) -> None:
    """Followers never go below 0: a loss beyond them is ignored (L565)."""
    p = s.players[seat] if s.owned >> seat & 1 else s.mut(seat)  # `mut`'s common case inline
    p.followers = max(0, p.followers + n)
