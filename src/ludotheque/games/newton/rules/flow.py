"""The turn as a sequence of small decisions, and the rounds around it.

A turn (L201-L213): play a card to the leftmost free desk slot, then in any order resolve
its basic action, its special effect, the column's special action (Cours Magistraux) and
any quick actions, and end the turn. The menu between those steps is the turn's "hub";
each step that needs choices pushes tasks (tasks.py) whose decisions come first.

Decisions with a single option resolve by themselves (`settle`), so a seat is only asked
when it has a choice.
"""

from __future__ import annotations

from ludotheque.core.decision import GAME_OVER, Decision
from ludotheque.games.newton import scoring
from ludotheque.games.newton.components.names import TECH
from ludotheque.games.newton.rules import (  # noqa: F401  (modules register their tasks)
    choices,
    discoveries,
    draft,
    effects,
    lectures,
    lessons,
    masters,
    quick,
    studies,
    tasks,
    tech,
    travel,
    upkeep,
    works,
)
from ludotheque.games.newton.rules.tasks import (
    ACTION_OF,
    ACTION_OPT,
    CARD,
    HANDLERS,
    WITH_QUICK,
    X2,
)
from ludotheque.games.newton.rules.turns import begin_turn
from ludotheque.games.newton.rules.values import card_value
from ludotheque.games.newton.state import ROUNDS, TURNS, NewtonState

HUB_PROMPT = "Resolve your card's action or effect, use quick actions, or end your turn."
PLAY_PROMPT = "Play a card from your hand to your desk (quick actions first if you like)."

# A Decision built from its five fields with no Python frame in between (the named tuple's
# own constructor is a Python function: about 0.4 µs of a 5-10 µs random decision).
_new = tuple.__new__


# ----- decisions -------------------------------------------------------------------------
def decide(s: NewtonState) -> Decision:
    phase = s.phase
    if phase == "turn":
        seat = s.active
        if s.tasks:
            t = s.tasks[-1]
            kind = t[0]
            opts_fn, _, prompt = HANDLERS[kind]
            opts = opts_fn(s, t)
            if kind in WITH_QUICK:
                opts += quick.options(s, seat, bool(t[2] & CARD))
            return _new(Decision, (seat, kind, tuple(opts), prompt, False))
        return hub(s, seat)
    if phase == "draft":
        return draft.decide(s)
    if phase == "tuck":
        return upkeep.decide(s)
    return GAME_OVER


def hub(s: NewtonState, seat: int) -> Decision:
    if s.card < 0:
        hand = s.hands[seat]
        if hand:
            play_opt = s.ctx.play_opt
            opts = [play_opt[c] for c in hand]
        else:
            opts = ["end turn"]  # an empty hand: no basic action (L297, ruling A13)
        opts += quick.options(s, seat, False)
        return _new(Decision, (seat, "turn", tuple(opts), PLAY_PROMPT, False))
    card = s.ctx.comp.cards.cards[s.card]
    opts = []
    if not s.acted:
        for a in card.actions:
            if masters.can_perform(s, seat, a):
                opts.append(ACTION_OPT[a])
    if not s.effected and card.effect and effects.usable(s, seat, s.card):
        opts.append("effect")
    if s.ctx.cm and not s.specialed and lectures.usable(s, seat):
        opts.append("special")
    opts += quick.options(s, seat, not s.acted)
    opts.append("end turn")
    return _new(Decision, (seat, "action", tuple(opts), HUB_PROMPT, False))


# ----- playing ---------------------------------------------------------------------------
def play(s: NewtonState, opt: str) -> None:
    play_one(s, opt)
    settle(s)


def settle(s: NewtonState) -> None:
    """Resolve single-option decisions, then cache the next real one."""
    while True:
        d = decide(s)
        if d.seat is not None and len(d.options) == 1:
            play_one(s, d.options[0])
            continue
        s.decision = d
        return


def play_one(s: NewtonState, opt: str) -> None:
    phase = s.phase
    if phase == "turn":
        q = s.ctx.quick.get(opt)
        if q is not None:
            quick.play(s, s.active, q[0], q[1])
        elif s.tasks:
            t = s.tasks[-1]
            HANDLERS[t[0]][1](s, t, opt)
        else:
            _hub_play(s, opt)
    elif phase == "draft":
        if draft.play(s, opt):
            begin_game(s)
    elif phase == "tuck":
        upkeep.play(s, opt)


def _hub_play(s: NewtonState, opt: str) -> None:
    seat = s.active
    if opt == "end turn":
        end_turn(s)
        return
    if s.card < 0:
        play_opt = s.ctx.play_opt
        hand = s.hands[seat]
        for c in hand:
            if play_opt[c] == opt:
                hand.remove(c)
                s.desks[seat].append(c)  # the leftmost free slot (L205)
                s.card = c
                return
        raise AssertionError(opt)
    if opt == "effect":
        s.effected = True
        effects.apply(s, seat, s.card)
    elif opt == "special":
        lectures.apply(s, seat)
    else:
        a = ACTION_OF[opt]
        card = s.ctx.comp.cards.cards[s.card]
        s.acted = True
        s.done_action = a
        s.done_value = 0
        flags = CARD
        if a == TECH and card.effect == "double-bonus":
            flags |= X2
        tasks.push_action(s, a, card_value(s, seat, s.card, a), flags)


# ----- turns and rounds ------------------------------------------------------------------
def begin_game(s: NewtonState) -> None:
    s.phase = "turn"
    s.round = 1
    s.step = 0
    begin_turn(s)


def end_turn(s: NewtonState) -> None:
    s.tasks = []
    s.step += 1
    if s.step == TURNS * s.ctx.players:
        end_round(s)
    else:
        begin_turn(s)


def end_round(s: NewtonState) -> None:
    """Upkeep, which starts the next round; round 6's upkeep tucks nothing, pays income and
    ends the game (L439, ruling A6)."""
    if s.round >= ROUNDS:
        upkeep.income(s)
        scoring.finish(s)
    else:
        upkeep.begin(s)
