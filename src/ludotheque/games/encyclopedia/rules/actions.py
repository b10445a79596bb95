"""The six actions (L256-L606): which ones the held die can complete, and their steps.

An action is offered only if it can be completed (FAQ L887-L891, ruling A19): Embassy and
Bank always; University with an Expert in the market; Academy with an Animal whose colour
the die has or can take; Expedition and Publication as their modules check. An action's
steps: fix the colour if the action needs one (an expedition token, or a seal that also
adds 5); place the die (the Experts that trigger on it pay now); then what the action
itself asks (value boosts, research, what to publish).

Free options of the active seat's turn (L612, L351, ruling E1): a seal for 5 coins and a
lightning Expert's effect, offered when choosing the action and whenever the die's value
can still matter.
"""

from __future__ import annotations

from ludotheque.games.encyclopedia import components, texts
from ludotheque.games.encyclopedia.rules import expedition, publication
from ludotheque.games.encyclopedia.rules.dice import value
from ludotheque.games.encyclopedia.rules.experts import gain_expert, on_place
from ludotheque.games.encyclopedia.rules.markets import take_animal, take_expert
from ludotheque.games.encyclopedia.rules.reputation import gain_rep
from ludotheque.games.encyclopedia.state import (
    ACT_ACADEMY,
    ACT_BANK,
    ACT_EMBASSY,
    ACT_EXPEDITION,
    ACT_PUBLISH,
    ACT_UNIVERSITY,
    AREA_LOC,
    COINS,
    DLOC,
    NO_ACT,
    SEALS,
    EncyclopediaState,
    changed,
    own_coins,
    own_dloc,
    own_seals,
    own_tokens,
    replaced,
)
from ludotheque.games.encyclopedia.texts import COIN, DONE, SEAL_COINS, SEAL_VALUE


def free_options(s: EncyclopediaState, seat: int) -> list[str]:
    out = []
    experts = s.experts[seat]
    if experts:
        discard, use = s.ctx.cat.expert_discard, s.ctx.tx.use
        for e in experts:
            if discard[e]:
                out.append(use[e])
    if s.seals[seat]:
        out.append(SEAL_COINS)
    return out


def action_options(s: EncyclopediaState) -> tuple[str, ...]:
    seat, cat, tx = s.active, s.ctx.cat, s.ctx.tx
    opts = [texts.EMBASSY, texts.BANK]
    for e in s.university:
        if e >= 0:
            opts.append(tx.university[e])
    recolour = s.tokens[seat] > 0 or s.seals[seat] > 0
    cont = cat.animal_continent
    for a in s.academy:
        if a >= 0 and (recolour or cont[a] == s.col):
            opts.append(tx.academy[a])
    for k in expedition.feasible_continents(s, range(len(cat.continents))):
        opts.append(tx.expedition[k])
    study = s.study[seat]
    if study:
        ok = publication.publishable(s)  # it depends on the reference's continent only
        publish = tx.publish
        for a in study:
            if ok[cont[a]]:
                opts.append(publish[a])
    opts += free_options(s, seat)
    return tuple(opts)


def needed_colour(s: EncyclopediaState) -> int:
    act, cat = s.act, s.ctx.cat
    if act == ACT_ACADEMY or act == ACT_PUBLISH:
        return cat.animal_continent[s.target]
    if act == ACT_EXPEDITION:
        return s.target
    return -1


def begin(s: EncyclopediaState, act: int, target: int = -1) -> None:
    s.act = act
    s.target = target
    need = needed_colour(s)
    if need >= 0 and s.col != need:
        seat = s.active
        # The colour decision, played at once where it has one option: an action needing
        # another colour is offered only if it can be completed recolouring the cheaper way
        # (a seal if the seat has one, else a token), so with tokens and no seal, or seals
        # and no token, that way is its one option (`colour_options`; flow.advance would
        # list it and play it; tests/games/encyclopedia/test_speed_colour.py).
        if not s.seals[seat]:
            recolour(s, "token")
        elif not s.tokens[seat]:
            recolour(s, "seal")
        else:
            s.phase = "colour"
    else:
        place(s)


def colour_options(s: EncyclopediaState) -> tuple[str, ...]:
    """How to recolour the die (L284, L612): only the ways that keep the action
    completable (a token spent on colour is not there to add 2 to an expedition; rulings
    E2, E6)."""
    seat, need, tx = s.active, needed_colour(s), s.ctx.tx
    opts = []
    for method, have, table in (
        ("token", s.tokens[seat], tx.recolour_token),
        ("seal", s.seals[seat], tx.recolour_seal),
    ):
        if not have:
            continue
        if s.act == ACT_EXPEDITION and not expedition.feasible(s, s.target, method):
            continue
        if s.act == ACT_PUBLISH and not publication.feasible(s, s.target, method):
            continue
        opts.append(table[need])
    return tuple(opts)


def recolour(s: EncyclopediaState, method: str) -> None:
    seat = s.active
    if method == "token":
        own_tokens(s)[seat] -= 1
    else:
        own_seals(s)[seat] -= 1
        s.boost += 5
    s.col = needed_colour(s)
    place(s)


def place(s: EncyclopediaState) -> None:
    """Put the held die where the action wants it; placement triggers pay now."""
    act, seat, d, cat = s.act, s.active, s.held, s.ctx.cat
    if act == ACT_EMBASSY:
        mine_dloc = s.dloc if s.mine & DLOC else own_dloc(s)
        mine_dloc[d] = AREA_LOC + components.EMBASSY
        on_place(s, seat, components.EMBASSY)
        s.phase = "boost"
    elif act == ACT_BANK:
        mine_dloc = s.dloc if s.mine & DLOC else own_dloc(s)
        mine_dloc[d] = AREA_LOC + components.BANK
        own_coins(s)[seat] += cat.bank_coins
        if not s.bank_used:  # L308-L312: the token moves; this round's order does not
            s.bank_used = True
            s.first = seat
        on_place(s, seat, components.BANK)
        finish(s)
    elif act == ACT_UNIVERSITY:
        mine_dloc = s.dloc if s.mine & DLOC else own_dloc(s)
        mine_dloc[d] = AREA_LOC + components.UNIVERSITY
        on_place(s, seat, components.UNIVERSITY)  # before the new card is in play (ruling A29)
        e = s.target
        take_expert(s, e)
        if cat.expert_continent[e] == s.col:
            own_tokens(s)[seat] += 1  # L332
        finish(s)
        gain_expert(s, seat, e)
    elif act == ACT_ACADEMY:
        mine_dloc = s.dloc if s.mine & DLOC else own_dloc(s)
        mine_dloc[d] = AREA_LOC + components.ACADEMY
        on_place(s, seat, components.ACADEMY)
        take_animal(s, s.target)
        s.study = replaced(s, s.study, seat, s.study[seat] + (s.target,))
        changed(s, seat)
        s.phase = "boost"
    elif act == ACT_EXPEDITION:
        expedition.place(s)
    else:
        publication.place(s)


def cap(s: EncyclopediaState) -> int:
    """The die value above which more is useless for the action in progress."""
    cat = s.ctx.cat
    if s.act == ACT_EMBASSY:
        return cat.embassy_bands[-1][0]
    if s.act == ACT_ACADEMY:
        return cat.academy_bands[-1][0]
    return cat.pub_threshold[-1]


def boost_options(s: EncyclopediaState) -> tuple[str, ...]:
    """Raise the die (L318-L324, L612) while it can still change the outcome (ruling E5),
    then end."""
    seat = s.active
    v = value(s)
    opts = []
    if v < cap(s):
        if s.coins[seat]:
            opts.append(COIN)
        if s.seals[seat]:
            opts.append(SEAL_VALUE)
        opts += free_options(s, seat)
    if s.act == ACT_PUBLISH:
        upto = s.ctx.tx.publish_upto
        opts += [upto[t] for t in range(publication.highest_type(s, v) + 1)]
    else:
        opts.append(DONE)
    return tuple(opts)


def boost(s: EncyclopediaState, what: str) -> None:
    seat = s.active
    if what == COIN:
        mine_coins = s.coins if s.mine & COINS else own_coins(s)
        mine_coins[seat] -= 1
        s.boost += 1
    else:
        mine_seals = s.seals if s.mine & SEALS else own_seals(s)
        mine_seals[seat] -= 1
        s.boost += 5


def done(s: EncyclopediaState) -> None:
    """End of an Embassy or Academy action: its gain by the die's value band."""
    seat, cat = s.active, s.ctx.cat
    if s.act == ACT_EMBASSY:
        own_tokens(s)[seat] += cat.band(cat.embassy_bands, value(s))
        finish(s)
    else:
        n = cat.band(cat.academy_bands, value(s))
        finish(s)
        gain_rep(s, seat, n)


def publish(s: EncyclopediaState, t: int) -> None:
    publication.start(s, t)
    if not s.cands:
        publication.resolve(s)
        finish(s)


def include(s: EncyclopediaState, a: int, yes: bool) -> None:
    if yes:
        s.incl = (*s.incl, a)
    s.cands = s.cands[1:]
    if not s.cands:
        publication.resolve(s)
        finish(s)


def finish(s: EncyclopediaState) -> None:
    s.act = NO_ACT
    s.held = -1
    s.target = -1
    s.boost = 0
    s.pool = 0
    s.phase = "end-turn"


ACTS = {
    "embassy": ACT_EMBASSY,
    "bank": ACT_BANK,
    "university": ACT_UNIVERSITY,
    "academy": ACT_ACADEMY,
    "expedition": ACT_EXPEDITION,
    "publish": ACT_PUBLISH,
}
