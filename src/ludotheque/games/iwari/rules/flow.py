"""What happens between decisions: the choice queue, and the steps that follow an action.

After the active player's action: in a 2-player game the neutral tribe's sub-turn (L234-L240,
ruling A7); against the Void a new colony's free action and the Void's action (L713-L719);
then the hand refill card by card, the river refill, deck exhaustions and the scorings.

Choices that interrupt play (module pawns, exploits, storms, the walking totem, solo
placements) wait in `state.choices`; `drain` resolves single-option ones by themselves and
stops at a real choice; once the queue and the Void's effects are empty, play goes on with
`state.resume`. The actions below hand back their next step, which `go` carries out.
"""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.games.iwari import scoring
from ludotheque.games.iwari.components.board import CK
from ludotheque.games.iwari.rules import atlas, awards, expansion, exploits, solo, walking
from ludotheque.games.iwari.rules.build import build_options, continue_build, to_pay
from ludotheque.games.iwari.rules.cards import refill_river
from ludotheque.games.iwari.rules.moves import move_pick_options
from ludotheque.games.iwari.rules.solo_control import end as end_solo
from ludotheque.games.iwari.state import (
    FREE_ACTION,
    HAND_SIZE,
    RESPECT,
    RUIN,
    VOID_COLONY,
    IwariState,
)


def go(s: IwariState, step: str | None) -> None:
    """Carry out the step an action handed back (None: a decision of it is pending)."""
    if step == "after_action":
        after_action(s, "build")
    elif step == "refill":
        start_refill(s)
    elif step == "drain":
        drain(s)


def drain(s: IwariState) -> None:
    """Resolve single-option choices by themselves; stop at a real choice; once the queue
    is empty, go on with what the choices interrupted."""
    while True:
        if s.phase == "over":
            return
        if s.choices:
            if len(s.choices[0][2]) > 1:
                s.phase = "choice"
                return
            apply_choice(s, s.choices[0][2][0])
            continue
        if s.effects:
            solo.run_effect(s)
            continue
        break
    resume = s.resume
    if resume == "build":
        go(s, continue_build(s))
    elif resume == "end_turn":
        end_turn(s)
    elif resume == "refill":
        start_refill(s)
    elif resume == "after_action":
        after_action(s, "build")
    elif resume == "move":
        if move_pick_options(s) and s.placed < 2:
            s.phase = "move-pick"
        else:
            go(s, to_pay(s))
    elif resume == "close_turn":
        close_turn(s)
    elif resume == "place":
        s.phase = "place"
    else:
        finish(s)


def apply_choice(s: IwariState, opt: str) -> None:
    """Apply the first queued choice, by the module that queued it."""
    kind, tribe, _, _ = s.choices.pop(0)
    if kind <= RESPECT:
        awards.place_pawn(s, kind, tribe, opt)
    elif kind in (RUIN, VOID_COLONY, FREE_ACTION):
        solo.apply_choice(s, kind, opt)
    else:
        expansion.apply_choice(s, kind, opt)
    awards.drop_impossible(s)


def special_action_done(s: IwariState) -> None:
    """An Atlas action (purple space, contested token, totem shift) is complete: check
    expeditions, resolve what it set off, then the rest of the turn."""
    expansion.after_build(s, s.active)
    s.resume = "after_action"
    drain(s)


def after_action(s: IwariState, action: str) -> None:
    """End of the active player's action: the neutral tribe's sub-turn in a 2-player game
    (L234-L240, ruling A7), then the hand refill."""
    ctx = s.ctx
    if ctx.solo:
        _after_action_solo(s)
        return
    if ctx.neutral >= 0 and (action != "exchange" or ctx.neutral_after_exchange):
        opts = build_options(s, ctx.neutral, s.active)
        if opts:
            s.phase = "neutral"
            # The options just listed are the decision's: nothing changes before it.
            s.decision = neutral_decision(s.active, opts)
            return
    start_refill(s)


def _after_action_solo(s: IwariState) -> None:
    """Solo and co-op: a new colony's free action, then the Void's action (L713-L719)."""
    if solo.offer_free_action(s):
        s.resume = "after_action"
        drain(s)
        return
    if solo.void_action_options(s):
        s.phase = "void"
    else:
        start_refill(s)  # an empty hand (L717), or no card can act for the Void


def neutral_decision(seat: int, opts: list[str]) -> Decision:
    """The neutral tribe's build (2 players): where `seat` builds for it."""
    return _new(Decision, (seat, "neutral", tuple(opts), NEUTRAL_PROMPT, False))


NEUTRAL_PROMPT = "Build for the neutral tribe (at least one card)."
_new = tuple.__new__  # a Decision without its constructor's Python frame (turn.py)


def start_refill(s: IwariState) -> None:
    s.tribe = s.active
    s.build_territory = -1
    s.placed = 0
    continue_refill(s)


def continue_refill(s: IwariState) -> None:
    seat = s.active
    if sum(s.hands[CK * seat : CK * seat + CK]) < HAND_SIZE and (s.pile or any(s.river)):
        s.phase = "refill"
    else:
        end_turn(s)


def end_turn(s: IwariState) -> None:
    if s.metal_flag and walking.offer_walking(s):  # (no call without the flag)
        s.resume = "end_turn"
        drain(s)
        return
    if s.ctx.solo:
        if s.tundra_played:
            s.tundra_played = False
            s.effects.append(("tundra-ruin",))
        s.effects.append(("reserve",))
        s.resume = "close_turn"
        drain(s)
        return
    refill_river(s)
    close_turn(s)


def close_turn(s: IwariState) -> None:
    if s.midgame_due:
        s.midgame_due = False
        mid = scoring.hut_scores(s, final=False)
        s.mid_scores = mid
        for t in range(s.ctx.tribes):
            s.scores[t] += mid[t]
    if (
        not s.end_triggered
        and 0 in s.supply_huts  # at C speed first: this runs at every turn
        and any(s.supply_huts[t] == 0 for t in range(s.ctx.tribes) if t != s.ctx.void or s.ctx.solo)
    ):
        s.end_triggered = True  # L281, ruling A8g for the neutral tribe
    n = s.ctx.players
    if s.end_triggered and s.active == (s.first - 1) % n:
        if s.ctx.solo:
            end_solo(s, None)
        elif exploits.offer_veneration(s):
            s.resume = "final"
            drain(s)
        else:
            finish(s)
        return
    s.active = (s.active + 1) % n
    s.tribe = s.active
    s.turn += 1
    s.cp += 1
    s.phase = "turn"


def finish(s: IwariState) -> None:
    final_scoring(s)


def final_scoring(s: IwariState) -> None:
    """Huts, totems, colonies, in that order (L284)."""
    parts = {
        "huts": scoring.hut_scores(s, final=True),
        "totems": scoring.totem_scores(s),
        "colonies": scoring.colony_scores(s),
    }
    parts.update(atlas.final_parts(s))
    for part in parts.values():
        for t, v in enumerate(part):
            s.scores[t] += v
    # Points scored during play, shown in the breakdown (already in the scores).
    parts["expeditions"] = list(s.expedition_scores)
    parts["walking_totem"] = list(s.walking_scores)
    s.final_parts = parts
    s.phase = "over"
    s.cp += 1
