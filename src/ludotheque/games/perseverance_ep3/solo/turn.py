"""The game round in solo (L2250-L2326): your turn as in multiplayer, then the
Dissidents' turn: fill the action slots, Narek's card, reserve action and checks, the
same for Camilla, the conclusion with the row refill and the reshuffle procedure; your
goal card at the end of your 8th turn, the programme evaluation after the last round."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.rules import turn as base_turn
from ludotheque.games.perseverance_ep3.rules.tasks import push_all, register
from ludotheque.games.perseverance_ep3.solo import effects, placing, reserve, scoring, zones
from ludotheque.games.perseverance_ep3.solo.data import solo_data
from ludotheque.games.perseverance_ep3.solo.state import NAMES, ON_CARD
from ludotheque.games.perseverance_ep3.state import WILD, PState

LOG = 40  # the log keeps a window of its newest lines (narration finds the overlap)


def _after_you(s, t, _):
    """Replaces the multiplayer finish-turn: the Dissidents play after each of yours."""
    s.step += 1
    s.cp += 1
    steps = []
    if s.players[0].turns == solo_data().turns:
        steps.append(("solo-goal", 0))  # at the end of your 8th turn (L2923)
    steps += [
        ("solo-fill", -1),
        ("solo-act", -1, 0),
        ("solo-checks", -1),
        ("solo-act", -1, 1),
        ("solo-checks", -1),
        ("solo-conclude", -1),
    ]
    push_all(s, steps)


register("solo-after-you", _after_you)


def _fill(s, t, _):
    """Step 1 (L2258-L2271): the deck's top card turned face up on the deck; its
    symbols send two row cards to Narek's and Camilla's slots."""
    so = s.solo
    if not so.deck:
        reshuffle(s, put_back=False)
    so.flipped = True
    so.log = so.log[-LOG:] + [f"The Dissidents' turn {so.turns + 1}."]
    s.cp += 1  # the flipped card is revealed
    sel = solo_data().cards[so.deck[0]].selection
    for d, who in ((0, "narek"), (1, "camilla")):
        k = sel.index(who)
        so.slots[d] = so.row[k]
        so.row[k] = -1


register("solo-fill", _fill)


def _act(s, t, _):
    """Steps 2-3 / 5-6: primary, secondary, reserve action (L2273-L2300)."""
    d = t[2]
    so = s.solo
    if so.slots[d] < 0:  # never in play: the row is full before each turn
        return
    so.active = d
    so.die_placed = False
    card = solo_data().cards[so.slots[d]]
    so.log.append(f"{NAMES[d]} plays action card {card.number}.")
    so.built = 0
    primary(s, d, card)
    so.built = 0
    effects.run(s, d, card.secondary)
    if so.marker[d] == ON_CARD:
        so.built = 0
        effects.reserve_action(s, d)
    so.built = 0
    so.active = -1


register("solo-act", _act)


def primary(s: PState, d: int, card) -> None:
    """Choosing the zone (L2502-L2542): a die in a town zone, else a dino."""
    z = card.zone
    if z == "assembly":
        target = placing.assembly_zone(s, d)
        if target < 0:
            target = zones.programme_zone(s, d)
    elif z == "programme":
        target = zones.programme_zone(s, d)
    elif z == "wilderness":
        target = WILD
    else:
        target = zones.ZONE_NAMES.index(z)
    if target == WILD:
        # A wilderness card, or a wilderness programme (read as its "highest", ruling S6).
        up = card.arrow == "up" if z == "wilderness" else True
        effects.place_or_emergency(s, d, up)
        return
    if placing.place_die(s, d, target, s.solo.slots[d]):
        effects.run(s, d, card.primary)
        return
    # No die: the card's primary is not resolved; a dino on the highest location (L2553).
    effects.place_or_emergency(s, d, True)


def _checks(s, t, _):
    """Steps 4 / 7: assemblies as the solo rules score them (L2286-L2308)."""
    base_turn.check_assemblies(s)


register("solo-checks", _checks)


def _conclude(s, t, _):
    """Step 8 (L2310-L2326)."""
    so = s.solo
    data = solo_data()
    so.discard += [c for c in so.slots if c >= 0]
    so.slots = [-1, -1]
    so.flipped = False
    while -1 in so.row:
        if not so.deck:
            reshuffle(s, put_back=False)
            if not so.deck:
                break
        card = so.deck.pop(0)
        if card == data.reshuffle:
            reshuffle(s, put_back=True)
        else:
            so.row[so.row.index(-1)] = card
    so.turns += 1
    s.cp += 1
    if so.turns >= data.turns:
        scoring.end_game(s)
    else:
        s.active = 0
        base_turn.begin_turn(s)


register("solo-conclude", _conclude)


def reshuffle(s: PState, put_back: bool) -> None:
    """The reshuffle procedure (L2330-L2340): each dissident gains a reserve; the
    discard shuffled into the deck; 2 cards and the reshuffle card at the bottom."""
    so = s.solo
    data = solo_data()
    if put_back:
        for d in (0, 1):
            reserve.gain(s, d, 1)
        so.log.append("Reshuffle: Narek and Camilla gain a reserve each.")
    deck = so.deck + so.discard
    so.discard = []
    s.rng.shuffle(deck)
    if put_back:
        bottom = deck[:2] + [data.reshuffle]
        deck = deck[2:]
        s.rng.shuffle(bottom)
        deck += bottom
    so.deck = deck
    s.cp += 1


def _goal_options(s, t):
    return [f"score goal card {s.ctx.comp.goals[g].id}" for g in s.solo.goals]


def _goal_play(s, t, opt):
    g = next(g for g in s.solo.goals if f"score goal card {s.ctx.comp.goals[g].id}" == opt)
    scoring.score_goal(s, g)


register(
    "solo-goal",
    _goal_play,
    _goal_options,
    "Choose the goal card you score, among the three under the Dissidents' board (L2923).",
)
