"""What the seat that must decide is asked, and what each of its answers does.

`decide(state)` builds the pending decision: an interrupt first (a reputation-bonus pick, a
new Expert's placement), else the main flow's phase. `play(state, option)` applies an option
`decide` offered; flow.py then runs everything that needs no decision.
"""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.games.encyclopedia.components import AREAS, EXPEDITION
from ludotheque.games.encyclopedia.rules import actions, dice, expedition, experts
from ludotheque.games.encyclopedia.rules.markets import draw_animal, draw_expert
from ludotheque.games.encyclopedia.state import (
    AREA_LOC,
    COINS,
    HELD,
    SEALS,
    TOKENS,
    EncyclopediaState,
    changed,
    next_queued,
    own_coins,
    own_dloc,
    own_dval,
    own_seals,
    own_tokens,
    replaced,
)
from ludotheque.games.encyclopedia.texts import (
    COIN,
    DECK_TOP,
    DONE,
    KEEP_SEALS,
    NO_CARD,
    PASS,
    SEAL_ACTION,
    SEAL_COINS,
    SEAL_VALUE,
    TOKEN_VALUE,
)

# A Decision built from its five fields with no Python frame in between (the named tuple's
# constructor is a Python function, called at every decision of every rollout).
_new = tuple.__new__

PROMPTS = {
    "setup-pick": "Choose a starting Animal to study.",
    "draft": "Round token: take a card from the market.",
    "assign": "Put your next die on a slot of your board.",
    "take": "Take a die from any individual board.",
    "action": "Choose an action for your die.",
    "colour": "Recolour the die for this action.",
    "boost": "Raise the die's value, or go on.",
    "research": "Spend the expedition value on research cubes, or raise it.",
    "include": "Publish this Animal too?",
    "seal-offer": "Spend a Royal Seal for an extra action with a die from the central board?",
    "retake": "Take back a die from the central board (it is rolled again).",
    "final-seal": "Before final scoring: turn a Royal Seal into 5 coins?",
    "pick": "Reputation bonus: choose a card.",
    "place": "Where does the new Expert go?",
}


# ----- decisions ---------------------------------------------------------------------------
def decide(s: EncyclopediaState) -> Decision:
    if s.queue:
        item = s.queue[0]
        if item[0] == "pick":
            return Decision(item[1], f"pick-{item[2]}", pick_options(s, item), PROMPTS["pick"])
        return Decision(item[1], "place-expert", place_options(s, item), PROMPTS["place"])
    ph = s.phase
    seat = s.active
    # The phases by how often they are asked in random play (take, assign, action, ...).
    if ph == "take":
        opts = dice.take_options(s)
    elif ph == "assign":
        opts = dice.put_options(s, seat)
    elif ph == "action":
        opts = actions.action_options(s)
    elif ph == "boost":
        opts = actions.boost_options(s)
    elif ph == "research":
        opts = research_options(s)
    elif ph == "colour":
        opts = actions.colour_options(s)
    elif ph == "include":
        a = s.cands[0]
        tx = s.ctx.tx
        opts = (tx.include[a], tx.leave[a])
    elif ph in ("setup-pick", "draft"):
        opts = market_options(s, "animal" if ph == "setup-pick" else s.draft_kind)
    elif ph == "seal-offer":
        opts = (SEAL_ACTION, PASS)
    elif ph == "retake":
        opts = tuple(retake_options(s))
    elif ph == "final-seal":
        opts = (SEAL_COINS, KEEP_SEALS) if s.seals[seat] else (KEEP_SEALS,)
    else:  # pragma: no cover - flow.py only stops on decision phases
        raise AssertionError(f"no decision in phase {ph}")
    return _new(Decision, (seat, ph, opts, PROMPTS[ph], False))


def market_options(s: EncyclopediaState, kind: str) -> tuple[str, ...]:
    tx = s.ctx.tx
    if kind == "animal":
        return tuple([tx.study[a] for a in s.academy if a >= 0])
    return tuple([tx.recruit[e] for e in s.university if e >= 0])


def pick_options(s: EncyclopediaState, item) -> tuple[str, ...]:
    """A bonus pick: any card of the market (colour does not matter), else the deck top
    (L459, L467; nothing left: the bonus is lost, ruling E11). An expedition that still
    needs an Animal to be completed restricts the pick to its continent (FAQ L891, ruling
    E3)."""
    _, seat, kind = item
    opts = market_options(s, kind)
    if not opts:
        if kind == "animal":
            left = s.animal_deck or s.animal_discard
        else:
            left = s.expert_deck or s.expert_discard
        return (DECK_TOP[kind],) if left else (NO_CARD,)
    if expedition.pick_before_research(s, seat, kind) and not expedition.can_still_research(
        s, seat
    ):
        cont, study = s.ctx.cat.animal_continent, s.ctx.tx.study
        narrowed = tuple([study[a] for a in s.academy if a >= 0 and cont[a] == s.target])
        if narrowed:
            return narrowed
    return opts


def place_options(s: EncyclopediaState, item) -> tuple[str, ...]:
    """A new Expert: a free slot, or cover one of four, or face down itself; a lightning
    card may be used at once (L341-L351, rulings A14, E9)."""
    _, seat, e = item
    tx = s.ctx.tx
    opts = []
    discard = experts.is_discard(s, e)
    if discard:
        opts.append(tx.use_now[e])
    if len(s.experts[seat]) < s.ctx.cat.expert_slots:
        opts.append(tx.keep[e])
    else:
        held = s.experts[seat]
        if s.phase != "boost" or s.active != seat or s.act != actions.ACT_PUBLISH:
            opts += [tx.cover[x] for x in held]  # `_cover_keeps_publication`'s first test
        else:
            opts += [tx.cover[x] for x in held if _cover_keeps_publication(s, seat, x)]
        if not discard:
            opts.append(tx.face_down[e])
    return tuple(opts)


def _cover_keeps_publication(s: EncyclopediaState, seat: int, x: int) -> bool:
    """Covering a colour Expert lowers the die of a Publication still being boosted; a
    cover that would leave it below the Type 0 threshold, with nothing left to raise it,
    is not offered: the action must stay completable (L887-L891, ruling E15)."""
    if s.phase != "boost" or s.active != seat or s.act != actions.ACT_PUBLISH:
        return True
    cat = s.ctx.cat
    if cat.colour_bonus[x] != s.col:
        return True
    v = dice.value(s) - cat.colour_bonus_value[x]
    return v + s.coins[seat] + 5 * s.seals[seat] >= cat.pub_threshold[0]


def research_options(s: EncyclopediaState) -> tuple[str, ...]:
    seat = s.active
    found, more = expedition.targets(s)
    table = s.ctx.tx.research
    opts = [table[a][t] for a, t in found]
    if more or (not s.placed and not found):
        if s.coins[seat]:
            opts.append(COIN)
        if s.tokens[seat]:
            opts.append(TOKEN_VALUE)
        if s.seals[seat]:
            opts.append(SEAL_VALUE)
        opts += actions.free_options(s, seat)
    if s.placed:
        opts.append(DONE)
    return tuple(opts)


def central_dice(s: EncyclopediaState) -> list[tuple[str, int]]:
    """Dice on the central board with their option texts (L644; dice on Animal cards are
    not on the central board, ruling A30). Dice of one colour on one area are alike; an
    expedition die is named by its space, which it frees."""
    cat, ctx = s.ctx, s.ctx.cat
    out = []
    for k, start in enumerate(cat.space_start):
        for j in range(len(ctx.spaces[k])):
            d = s.exp[start + j]
            if d >= 0:
                colour = ctx.colours[ctx.die_colour[d]]
                out.append((f"retake {colour} from expedition {ctx.continents[k]} {j + 1}", d))
    for d, loc in enumerate(s.dloc):
        if AREA_LOC <= loc < AREA_LOC + EXPEDITION:
            colour = ctx.colours[ctx.die_colour[d]]
            out.append((f"retake {colour} from {AREAS[loc - AREA_LOC]}", d))
    out.sort()
    return out


def any_central_die(s: EncyclopediaState) -> bool:
    """Whether `central_dice` would list any die, without writing their texts (asked for
    every seat with a seal at the end of every round)."""
    if max(s.exp) >= 0:  # an expedition space holds a die (the spaces hold -1 or a die)
        return True
    return not _CENTRAL_AREAS.isdisjoint(s.dloc)  # a set test in C, not a loop


# The central board's areas other than the expeditions, as die locations.
_CENTRAL_AREAS = frozenset(range(AREA_LOC, AREA_LOC + EXPEDITION))


def retake_options(s: EncyclopediaState) -> list[str]:
    return list(dict.fromkeys(text for text, _ in central_dice(s)))


# ----- answers -----------------------------------------------------------------------------
def play(s: EncyclopediaState, opt: str) -> None:
    if s.queue:
        if s.queue[0][0] == "pick":
            _play_pick(s, opt)
        else:
            _play_place(s, opt)
        return
    ph = s.phase
    seat = s.active
    parsed = s.ctx.tx.parse.get(opt)  # no default tuple built: most options are parsed
    tag, arg = (opt, None) if parsed is None else parsed
    if tag == "use":
        experts.use(s, seat, arg)
    elif opt == SEAL_COINS:
        own_seals(s)[seat] -= 1
        own_coins(s)[seat] += 5
    elif ph == "take":
        c, v, owner, slot = arg
        dice.take(s, seat, dice.find(s, c, v, 4 * owner + slot))
        s.phase = "action"
    elif ph == "assign":
        if not dice.put(s, seat, arg):
            s.phase = "dice"
    elif ph == "action":
        if opt in ("embassy", "bank"):
            actions.begin(s, actions.ACTS[opt])
        else:
            actions.begin(s, actions.ACTS[tag], arg)
    elif ph == "colour":
        actions.recolour(s, "token" if tag == "recolour-token" else "seal")
    elif ph == "boost":
        if opt in (COIN, SEAL_VALUE):
            actions.boost(s, opt)
        elif opt == DONE:
            actions.done(s)
        else:
            actions.publish(s, arg)
    elif ph == "research":
        if opt == COIN:
            mine_coins = s.coins if s.mine & COINS else own_coins(s)
            mine_coins[seat] -= 1
            s.pool += 1
        elif opt == TOKEN_VALUE:
            mine_tokens = s.tokens if s.mine & TOKENS else own_tokens(s)
            mine_tokens[seat] -= 1
            s.pool += 2
        elif opt == SEAL_VALUE:
            mine_seals = s.seals if s.mine & SEALS else own_seals(s)
            mine_seals[seat] -= 1
            s.pool += 5
        elif opt == DONE:
            actions.finish(s)
        else:
            expedition.research(s, *arg)
    elif ph == "include":
        actions.include(s, arg, tag == "include")
    elif ph == "setup-pick":
        _take_market_card(s, seat, "animal", arg)
        s.picks_left -= 1
        if not s.picks_left:
            s.phase = "setup-next"
    elif ph == "draft":
        _take_market_card(s, seat, s.draft_kind, arg)
        s.phase = "draft-next"
    elif ph == "seal-offer":
        if opt == SEAL_ACTION:
            own_seals(s)[seat] -= 1
            s.phase = "retake"
        else:
            s.phase = "seal-next"
    elif ph == "retake":
        _retake(s, opt)
    elif ph == "final-seal":
        if opt == KEEP_SEALS:
            s.phase = "final-next"
    else:  # pragma: no cover
        raise AssertionError(f"no option is legal in phase {ph}")


def _take_market_card(s: EncyclopediaState, seat: int, kind: str, card: int) -> None:
    if kind == "animal":
        s.academy = replaced(s, s.academy, s.academy.index(card), -1)
        s.study = replaced(s, s.study, seat, s.study[seat] + (card,))
        changed(s, seat)
    else:
        s.university = replaced(s, s.university, s.university.index(card), -1)
        experts.gain_expert(s, seat, card)


def _play_pick(s: EncyclopediaState, opt: str) -> None:
    _, seat, kind = next_queued(s)
    if opt == NO_CARD:
        return
    if opt == DECK_TOP[kind]:
        card = draw_animal(s) if kind == "animal" else draw_expert(s)
        if card < 0:
            return
        if kind == "animal":
            s.study = replaced(s, s.study, seat, s.study[seat] + (card,))
            changed(s, seat)
        else:
            experts.gain_expert(s, seat, card)
        return
    _take_market_card(s, seat, kind, s.ctx.tx.parse[opt][1])


def _play_place(s: EncyclopediaState, opt: str) -> None:
    _, seat, e = next_queued(s)
    tag, x = s.ctx.tx.parse[opt]
    if tag == "use-now":
        experts.discard_effect(s, seat, e)
    elif tag == "keep":
        s.experts = replaced(s, s.experts, seat, s.experts[seat] + (e,))
        changed(s, seat)
    elif tag == "cover":
        experts.cover(s, seat, x, e)
    else:
        s.covered = replaced(s, s.covered, seat, s.covered[seat] + (e,))
        changed(s, seat)


def _retake(s: EncyclopediaState, opt: str) -> None:
    """L640-L646: the die leaves the central board (freeing an expedition space, ruling
    A30) and is rolled again; its new value is a reveal."""
    cat = s.ctx.cat
    d = next(d for text, d in central_dice(s) if text == opt)
    if d in s.exp:
        s.exp = replaced(s, s.exp, s.exp.index(d), -1)
    own_dloc(s)[d] = HELD
    own_dval(s)[d] = s.rng.below(cat.faces) + 1
    s.cp += 1
    s.held = d
    s.col = cat.die_colour[d]
    s.boost = 0
    s.in_seal = True
    s.turn_open = True
    s.phase = "action"
