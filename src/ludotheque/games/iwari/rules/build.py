"""The build action (L163-L216): choose a territory, place one or two constructions, pay.

Also used by the neutral tribe's sub-turn (2 players), the Void's build (solo) and a
colony's free action (solo, no cards). The steps here hand back what comes next ("refill",
"after_action", or None when a decision of this action is pending) and the flow goes on.
"""

from __future__ import annotations

from ludotheque.games.iwari.components.board import BIOME_INDEX, CK, VOID_CARD
from ludotheque.games.iwari.rules import atlas, expansion
from ludotheque.games.iwari.rules.payment import can_pay, pay_options
from ludotheque.games.iwari.rules.pieces import place_hut, place_totem
from ludotheque.games.iwari.state import IwariState

TUNDRA = BIOME_INDEX["tundra"]


def build_options(s: IwariState, tribe: int, seat: int) -> list[str]:
    """Territories where `tribe` can place at least one construction paid from `seat`'s hand."""
    ctx = s.ctx
    nb, nt = ctx.biomes, ctx.tribes
    hut_ok = s.supply_huts[tribe] > 0
    totem_ok = s.supply_totems[tribe] > 0
    if not hut_ok and not totem_ok:
        return []
    # One construction is paid with a card of the biome, or a pair of another biome: a
    # hand holding a pair pays in every biome, one without pays where it has a card.
    hand = s.hands[CK * seat : CK * seat + nb]
    any_biome = hand.count(0) + hand.count(1) < nb
    # hut_possible / totem_possible (limits.py) for every territory, inlined: this runs at
    # every turn of every search rollout. Territories are claimed only against the Void.
    no_totem = ctx.board.no_totem_biome
    control = s.control if ctx.solo else None
    hut_total, totem_total, huts = s.hut_total, s.totem_total, s.huts
    opts = []
    for t, b, cap, opt in ctx.build_sites:
        if not (any_biome or hand[b]) or (control is not None and control[t] >= 0):
            continue
        if hut_ok and hut_total[t] < cap:
            opts.append(opt)
        elif totem_ok and b != no_totem and totem_total[t] < max(huts[t * nt : t * nt + nt]):
            opts.append(opt)
    return opts


def place_options(s: IwariState) -> list[str]:
    t, tribe, seat = s.build_territory, s.tribe, s.active
    opts: list[str] = []
    if s.control[t] >= 0:
        return opts  # claimed while building (solo)
    second = s.explored or (s.determination == seat and tribe == seat)  # L570
    if s.placed == 0 or (
        second and (s.free or can_pay(s.hands, CK * seat, s.ctx.board.biome[t], 2, s.ctx.biomes))
    ):
        if s.supply_huts[tribe] > 0:
            owner, hut_opt = s.owner, s.ctx.hut_opt
            spaces = s.ctx.board.spaces[t]
            if tribe == s.ctx.void and s.ctx.solo:
                spaces = atlas.preferred_ruin_spaces(s, t) or spaces
            opts = [hut_opt[x] for x in spaces if owner[x] < 0]
        # totem_possible (limits.py), inlined: the totem limit (L208-L210).
        nt = s.ctx.tribes
        if (
            s.supply_totems[tribe] > 0
            and s.totem_total[t] < max(s.huts[t * nt : t * nt + nt])
            and s.ctx.board.biome[t] != s.ctx.board.no_totem_biome
        ):
            opts.append("totem")
    if s.placed == 1 and opts:
        opts.append("stop")
    return opts


def start_build(s: IwariState, t: int, tribe: int) -> None:
    s.build_territory = t
    s.tribe = tribe
    s.placed = 0
    s.explored = s.hut_total[t] > 0 or s.bonus[t] > 0
    s.phase = "place"


def place(s: IwariState, opt: str) -> None:
    """One construction of the build: a hut on a space, or a totem segment."""
    if opt == "totem":
        place_totem(s, s.tribe, s.build_territory)
    else:
        place_hut(s, s.tribe, s.ctx.opt_space[opt])
    s.placed += 1
    s.resume = "build"


def continue_build(s: IwariState) -> str | None:
    if s.placed >= 2 or not place_options(s):
        return to_pay(s)
    s.phase = "place"
    return None


def to_pay(s: IwariState) -> str | None:
    if s.free:  # a colony's free action needs no card (L794)
        s.free = False
        return "after_action"
    if s.placed == 2 and not s.explored and s.ctx.board.determination:
        s.determination = (s.active - 1) % s.ctx.players  # used: it passes right (L570)
    opts = pay_options(
        s.hands, CK * s.active, s.ctx.board.biome[s.build_territory], s.placed, s.ctx.biomes
    )
    if len(opts) == 1:
        return pay(s, opts[0])
    s.phase = "pay"
    return None


def pay(s: IwariState, opt: str) -> str | None:
    hands, known, discard, o = s.hands, s.known, s.discard, CK * s.active
    for b in s.ctx.pay_cards[opt]:
        # payment.discard_from_hand, inlined (a build's every card): out of the hand, a
        # card known to all first (remove_from_hand), face up on the discards.
        hands[o + b] -= 1
        if known[o + b]:
            known[o + b] -= 1
        discard[b] += 1
        if b == TUNDRA and s.ctx.board.void_ruin_territory >= 0:
            s.tundra_played = True  # Terres flottantes, solo (L472)
    if s.expedition_cards:  # the only check after a build (expeditions.after_build)
        expansion.after_build(s, s.tribe)
    s.move_from = -1
    if s.tribe == s.ctx.neutral:
        return "refill"
    if s.tribe == s.ctx.void:
        if s.hands[CK * s.active + VOID_CARD]:
            s.phase = "void-extra"
            return None
        return "refill"
    return "after_action"
