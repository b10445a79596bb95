"""Iwari's turn as a sequence of small decisions: the options of each, and applying one.

A turn: choose a build territory (or exchange, or pass when nothing is possible; against
the Void also move pieces; on some Atlas maps a map action); place one or two
constructions; pay with cards; in a 2-player game build for the neutral tribe; refill the
hand card by card; the river refills; deck exhaustions and scorings follow (flow.py).
`decide(state)` lists the options of the current step, `play(state, option)` applies a
legal one. Single-option payments and choices (module pawns...) resolve by themselves.
"""

from __future__ import annotations

from ludotheque.core.decision import GAME_OVER, Decision
from ludotheque.games.iwari.components.board import CARDS, CK
from ludotheque.games.iwari.rules import atlas_actions, build, flow, moves, solo
from ludotheque.games.iwari.rules.cards import source_options, take
from ludotheque.games.iwari.rules.draft import draft
from ludotheque.games.iwari.rules.payment import discard_from_hand, pay_options
from ludotheque.games.iwari.state import CHOICE_NAMES, IwariState

DISCARD = tuple(f"discard {b}" for b in CARDS)

# A Decision built from its five fields with no Python frame in between (the named tuple's
# own constructor is a Python function: about 0.4 µs of a 5-10 µs random decision).
_new = tuple.__new__


# ----- decisions -------------------------------------------------------------------------
def decide(s: IwariState) -> Decision:
    phase = s.phase
    seat = s.active
    if phase == "refill":  # the commonest decision (a hand refills card by card)
        return _new(Decision, (seat, phase, tuple(source_options(s)), _TAKE_PROMPT, False))
    if phase == "turn":
        opts = build.build_options(s, seat, seat)
        hand = sum(s.hands[CK * seat : CK * seat + s.ctx.biomes])
        if hand and (s.pile or any(s.river)):
            opts.append("exchange")
        if s.ctx.solo:
            opts += [f"move {s.ctx.board.territory_ids[t]}" for t in moves.move_sources(s, seat)]
        if s.ctx.void >= 0:
            opts += atlas_actions.purple_options(s, seat) + atlas_actions.shift_options(s, seat)
        if s.ctx.board.contested:
            opts += atlas_actions.contested_options(s, seat)
        if not opts:
            opts.append("pass")
        return _new(
            Decision,
            (seat, "action", tuple(opts), "Build in a territory, or exchange a card.", False),
        )
    if phase == "place":
        return _new(Decision, (seat, "place", tuple(build.place_options(s)), _PLACE_PROMPT, False))
    if phase == "pay":
        b = s.ctx.board.biome[s.build_territory]
        opts = pay_options(s.hands, CK * seat, b, s.placed, s.ctx.biomes)
        return _new(
            Decision, (seat, "pay", tuple(opts), "Pay for your constructions with cards.", False)
        )
    if phase == "choice":
        kind, tribe, opts, chooser = s.choices[0]
        return _new(Decision, (chooser, CHOICE_NAMES[kind], opts, _CHOICE_PROMPTS[kind], False))
    if phase == "neutral":  # usually decided already by flow.after_action
        return flow.neutral_decision(seat, build.build_options(s, s.ctx.neutral, seat))
    if phase == "exchange-take":
        return _new(Decision, (seat, phase, tuple(source_options(s)), _TAKE_PROMPT, False))
    if phase == "discard":
        opts = tuple(DISCARD[b] for b in range(s.ctx.biomes) if s.hands[CK * seat + b])
        return _new(Decision, (seat, "discard", opts, "Discard a card.", False))
    if phase == "draft":
        return _new(
            Decision,
            (s.draft_seat, "draft", tuple(source_options(s)), "Take a starting card.", False),
        )
    if phase == "void":
        opts = tuple(solo.void_action_options(s))
        return _new(
            Decision, (seat, "void", opts, "Play for the Void with at least one card.", False)
        )
    if phase == "void-extra":
        opts = tuple(solo.extra_void_options(s))
        return _new(
            Decision, (seat, "void-extra", opts, "Also play Void cards for the Void?", False)
        )
    if phase == "shift-extra":
        opts = tuple(atlas_actions.shift_extra_options(s))
        return _new(
            Decision,
            (seat, "shift-extra", opts, "Add one of your pieces to the shifted totem?", False),
        )
    if phase == "move-pick":
        opts = tuple(moves.move_pick_options(s))
        return _new(Decision, (seat, "move-pick", opts, "Pick up a piece to move.", False))
    if phase == "move-drop":
        opts = tuple(moves.move_drop_options(s))
        return _new(Decision, (seat, "move-drop", opts, "Put the piece down.", False))
    return GAME_OVER


_TAKE_PROMPT = "Take a card from the river or draw."
_PLACE_PROMPT = "Place a construction: a hut (the Void's: a ruin) on a space, or a totem segment."
_CHOICE_PROMPTS = (
    "Place the Union pawn you won on a territory of your colony.",
    "Place the Discovery pawn you won on any other territory.",
    "Place the Honour pawn you won on the land connection.",
    "Place the Respect pawn you won on the sea connection.",
    "Place Courage beside another exploit (it cancels one), or decline.",
    "Place the Veneration exploit you won.",
    "Move the storm piece to the next connection, or leave it.",
    "Score the walking totem's connection now, or wait.",
    "Choose where the Void's ruin goes among the equally close spaces.",
    "Choose the territory where the Void colony acts.",
    "Take your new colony's free action in one of its territories, or decline.",
)


# ----- effects ---------------------------------------------------------------------------
def play(s: IwariState, opt: str) -> None:
    phase = s.phase
    ctx = s.ctx
    if phase == "place":
        if opt == "stop":
            flow.go(s, build.to_pay(s))
            return
        build.place(s, opt)
        flow.drain(s)
    elif phase == "refill":  # the commonest step: a hand is refilled card by card
        take(s, s.active, opt)
        flow.continue_refill(s)
    elif phase == "turn":
        _action(s, opt)
    elif phase == "pay":
        flow.go(s, build.pay(s, opt))
    elif phase == "choice":
        flow.apply_choice(s, opt)
        flow.drain(s)
    elif phase == "neutral":
        build.start_build(s, ctx.opt_territory[opt], ctx.neutral)
    elif phase == "discard":
        discard_from_hand(s, s.active, ctx.opt_biome[opt])
        s.phase = "exchange-take"
    elif phase == "exchange-take":
        take(s, s.active, opt)
        flow.after_action(s, "exchange")
    elif phase == "draft":
        draft(s, opt)
    elif phase in ("void", "void-extra"):
        flow.go(s, solo.void_action(s, opt))
    elif phase == "shift-extra":
        if opt != "stop":
            atlas_actions.shift_extra(s, opt)
        flow.special_action_done(s)
    elif phase == "move-pick":
        flow.go(s, moves.pick(s, opt))
    elif phase == "move-drop":
        moves.drop(s, opt)
        flow.drain(s)
    else:  # pragma: no cover - apply() only passes legal options
        raise AssertionError(f"no option is legal in phase {phase}")


def _action(s: IwariState, opt: str) -> None:
    """The turn's action: exchange, pass, a map action, a move (solo), or a build."""
    ctx = s.ctx
    if opt == "exchange":
        s.phase = "discard"
    elif opt == "pass":
        flow.after_action(s, "pass")
    elif opt.startswith("purple "):
        atlas_actions.purple(s, opt)
        flow.special_action_done(s)
    elif opt.startswith("contest "):
        atlas_actions.contest(s, opt)
        s.tribe = s.active
        flow.special_action_done(s)
    elif opt.startswith("shift "):
        s.build_territory = atlas_actions.shift(s, opt)
        s.tribe = s.active
        s.placed = 0
        if atlas_actions.shift_extra_options(s):
            s.phase = "shift-extra"
        else:
            flow.special_action_done(s)
    elif opt.startswith("move "):
        moves.start_move(s, ctx.board.territory(opt[5:]))
    else:
        build.start_build(s, ctx.opt_territory[opt], s.active)
