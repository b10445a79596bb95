"""Iwari's turn as a sequence of small decisions, and the effects of each choice.

A turn: choose a build territory (or exchange, or pass when nothing is possible); place
one or two constructions; pay with cards; in a 2-player game build for the neutral tribe;
refill the hand card by card; the river refills; deck exhaustions and scorings follow.
`decide(state)` lists the options of the current step, `play(state, option)` applies a
legal one. Single-option payments and choices (module pawns...) resolve by themselves.
"""

from __future__ import annotations

from ludotheque.core.decision import GAME_OVER, Decision
from ludotheque.games.iwari import atlas, expansion, scoring, solo
from ludotheque.games.iwari.board import BIOME_INDEX, CARDS, CK, VOID_CARD
from ludotheque.games.iwari.state import (
    CHOICE_NAMES,
    COURAGE,
    DISCOVERY,
    FREE_ACTION,
    HAND_SIZE,
    HONOUR,
    MODULES,
    RESPECT,
    RIVER_SIZE,
    RUIN,
    STORM,
    UNION,
    VENERATION,
    VOID_COLONY,
    WALKING,
    IwariState,
)

TUNDRA = BIOME_INDEX["tundra"]
TAKE = tuple(f"take {b}" for b in CARDS)
DISCARD = tuple(f"discard {b}" for b in CARDS)


# ----- what is possible ------------------------------------------------------------------
def max_huts(s: IwariState, t: int) -> int:
    nt = s.ctx.tribes
    return max(s.huts[t * nt : t * nt + nt])


def can_pay(h: list[int], o: int, b: int, n: int, nb: int = 5) -> bool:
    """Whether hand h (offset o) pays n constructions in biome b: {b} or a pair of another
    biome for one; {b,b} or {b}+pair for two (3-2-1 rule, L163-L190; rulings A5, A6).
    `nb` is how many card kinds build (6 where Void cards are a biome)."""
    own = h[o + b]
    if n == 1 and own:
        return True
    if n == 2 and own >= 2:
        return True
    if n == 2 and not own:
        return False
    for x in range(nb):
        if x != b and h[o + x] >= 2:
            return True
    return False


def pay_options(h: list[int], o: int, b: int, n: int, nb: int = 5) -> list[str]:
    name = CARDS[b]
    own = h[o + b]
    opts = []
    if n == 1:
        if own:
            opts.append(f"pay {name}")
        pair_prefix = "pay "
    else:
        if own >= 2:
            opts.append(f"pay {name}+{name}")
        if not own:
            return opts
        pair_prefix = f"pay {name}+"
    for x in range(nb):
        if x != b and h[o + x] >= 2:
            opts.append(f"{pair_prefix}{CARDS[x]}+{CARDS[x]}")
    return opts


def hut_possible(s: IwariState, tribe: int, t: int) -> bool:
    return s.supply_huts[tribe] > 0 and s.hut_total[t] < len(s.ctx.board.spaces[t])


def totem_possible(s: IwariState, tribe: int, t: int) -> bool:
    """The totem limit (L208-L210): segments of all tribes never exceed the largest hut
    count of one tribe in the territory (so none where no hut stands)."""
    return (
        s.supply_totems[tribe] > 0
        and s.totem_total[t] < max_huts(s, t)
        and s.ctx.board.biome[t] != s.ctx.board.no_totem_biome
    )


def build_options(s: IwariState, tribe: int, seat: int) -> list[str]:
    """Territories where `tribe` can place at least one construction paid from `seat`'s hand."""
    h, o, nb = s.hands, CK * seat, s.ctx.biomes
    pairs = sum(1 for x in range(nb) if h[o + x] >= 2)
    # Biomes one construction can be paid in: a card of it, or a pair of another biome.
    payable = [h[o + b] > 0 or pairs > (h[o + b] >= 2) for b in range(nb)] + [False] * (CK - nb)
    board = s.ctx.board
    opts = []
    control = s.control
    for t, b in enumerate(board.biome):
        if control[t] >= 0 or not payable[b]:
            continue
        if hut_possible(s, tribe, t) or totem_possible(s, tribe, t):
            opts.append(s.ctx.build_opt[t])
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
        if totem_possible(s, tribe, t):
            opts.append("totem")
    if s.placed == 1 and opts:
        opts.append("stop")
    return opts


def source_options(s: IwariState) -> list[str]:
    """Where a card can be taken from: a river biome, or the top of the draw pile."""
    opts = [TAKE[b] for b in range(CK) if s.river[b]]
    if s.pile:
        opts.append("draw")
    return opts


# ----- decisions -------------------------------------------------------------------------
def decide(s: IwariState) -> Decision:
    phase = s.phase
    seat = s.active
    if phase == "turn":
        opts = build_options(s, seat, seat)
        hand = sum(s.hands[CK * seat : CK * seat + s.ctx.biomes])
        if hand and (s.pile or any(s.river)):
            opts.append("exchange")
        if s.ctx.solo:
            opts += [f"move {s.ctx.board.territory_ids[t]}" for t in solo.move_sources(s, seat)]
        if s.ctx.void >= 0:
            opts += atlas.purple_options(s, seat) + atlas.shift_options(s, seat)
        if s.ctx.board.contested:
            opts += atlas.contested_options(s, seat)
        if not opts:
            opts.append("pass")
        return Decision(seat, "action", tuple(opts), "Build in a territory, or exchange a card.")
    if phase == "place":
        return Decision(seat, "place", tuple(place_options(s)), _PLACE_PROMPT)
    if phase == "pay":
        b = s.ctx.board.biome[s.build_territory]
        opts = pay_options(s.hands, CK * seat, b, s.placed, s.ctx.biomes)
        return Decision(seat, "pay", tuple(opts), "Pay for your constructions with cards.")
    if phase == "choice":
        kind, tribe, opts, chooser = s.choices[0]
        return Decision(chooser, CHOICE_NAMES[kind], opts, _CHOICE_PROMPTS[kind])
    if phase == "neutral":
        opts = build_options(s, s.ctx.neutral, seat)
        return Decision(
            seat, "neutral", tuple(opts), "Build for the neutral tribe (at least one card)."
        )
    if phase in ("refill", "exchange-take"):
        return Decision(
            seat, phase, tuple(source_options(s)), "Take a card from the river or draw."
        )
    if phase == "discard":
        opts = tuple(DISCARD[b] for b in range(s.ctx.biomes) if s.hands[CK * seat + b])
        return Decision(seat, "discard", opts, "Discard a card.")
    if phase == "draft":
        return Decision(s.draft_seat, "draft", tuple(source_options(s)), "Take a starting card.")
    if phase == "void":
        opts = tuple(solo.void_action_options(s))
        return Decision(seat, "void", opts, "Play for the Void with at least one card.")
    if phase == "void-extra":
        opts = tuple(solo.extra_void_options(s))
        return Decision(seat, "void-extra", opts, "Also play Void cards for the Void?")
    if phase == "shift-extra":
        opts = tuple(atlas.shift_extra_options(s))
        return Decision(seat, "shift-extra", opts, "Add one of your pieces to the shifted totem?")
    if phase == "move-pick":
        return Decision(seat, "move-pick", tuple(move_pick_options(s)), "Pick up a piece to move.")
    if phase == "move-drop":
        return Decision(seat, "move-drop", tuple(move_drop_options(s)), "Put the piece down.")
    return GAME_OVER


def move_pick_options(s: IwariState) -> list[str]:
    """L796-L800: up to two of your pieces out of a territory of a completely explored
    biome, paid like constructions in that biome."""
    t, seat, board = s.move_from, s.active, s.ctx.board
    if s.placed and not (s.placed == 1 and can_pay(s.hands, CK * seat, board.biome[t], 2)):
        return []
    opts = []
    if move_targets(s, "hut"):
        opts = [f"lift {board.space_ids[x]}" for x in board.spaces[t] if s.owner[x] == seat]
    if solo.movable_totem(s, t, seat) and move_targets(s, "totem"):
        opts.append("lift totem")
    if s.placed and opts:
        opts.append("stop")
    return opts


def move_targets(s: IwariState, piece: str) -> list[str]:
    board, b = s.ctx.board, board_biome(s, s.move_from)
    out = []
    for t in range(board.num_territories):
        if s.control[t] >= 0 or board.biome[t] == b:
            continue  # to an open territory of another biome (L796)
        if piece == "hut":
            out += [f"to {board.space_ids[x]}" for x in board.spaces[t] if s.owner[x] < 0]
        elif (
            s.hut_total[t]
            and s.totem_total[t] < max_huts(s, t)
            and board.biome[t] != board.no_totem_biome  # Terres flottantes (L941)
        ):
            out.append(f"to totem {board.territory_ids[t]}")
    return out


def move_drop_options(s: IwariState) -> list[str]:
    return move_targets(s, s.lifted[0])


def board_biome(s: IwariState, t: int) -> int:
    return s.ctx.board.biome[t]


_PLACE_PROMPT = "Place a construction (a hut on a space, or a totem segment) or stop."
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
            _to_pay(s)
            return
        if opt == "totem":
            _place_totem(s, s.tribe, s.build_territory)
        else:
            _place_hut(s, s.tribe, ctx.opt_space[opt])
        s.placed += 1
        s.resume = "build"
        _drain_choices(s)
    elif phase == "turn":
        if opt == "exchange":
            s.phase = "discard"
        elif opt == "pass":
            _after_action(s, "pass")
        elif opt.startswith("purple "):
            _purple(s, opt)
        elif opt.startswith("contest "):
            atlas.contest(s, opt)
            s.tribe = s.active
            _special_action_done(s)
        elif opt.startswith("shift "):
            s.build_territory = atlas.shift(s, opt)
            s.tribe = s.active
            s.placed = 0
            if atlas.shift_extra_options(s):
                s.phase = "shift-extra"
            else:
                _special_action_done(s)
        elif opt.startswith("move "):
            s.move_from = ctx.board.territory(opt[5:])
            s.build_territory = s.move_from
            s.tribe = s.active
            s.placed = 0
            s.phase = "move-pick"
        else:
            _start_build(s, ctx.opt_territory[opt], s.active)
    elif phase == "pay":
        _pay(s, opt)
    elif phase == "refill":
        _take(s, s.active, opt)
        _continue_refill(s)
    elif phase == "choice":
        _resolve_choice(s, opt)
    elif phase == "neutral":
        _start_build(s, ctx.opt_territory[opt], ctx.neutral)
    elif phase == "discard":
        b = ctx.opt_biome[opt]
        _remove_from_hand(s, s.active, b)
        s.discard[b] += 1
        s.phase = "exchange-take"
    elif phase == "exchange-take":
        _take(s, s.active, opt)
        _after_action(s, "exchange")
    elif phase == "draft":
        _draft(s, opt)
    elif phase in ("void", "void-extra"):
        _void_action(s, opt)
    elif phase == "shift-extra":
        _shift_extra(s, opt)
    elif phase == "move-pick":
        _move_pick(s, opt)
    elif phase == "move-drop":
        _move_drop(s, opt)
    else:  # pragma: no cover - apply() only passes legal options
        raise AssertionError(f"no option is legal in phase {phase}")


def _void_action(s: IwariState, opt: str) -> None:
    """The Void's action (L713-L723), or what follows its build (more Void cards)."""
    seat = s.active
    if opt.startswith("build "):
        _start_build(s, s.ctx.opt_territory[opt], s.ctx.void)
        return
    if opt.startswith("skip with "):
        b = s.ctx.opt_biome["discard " + opt[10:]]
        _remove_from_hand(s, seat, b)
        s.discard[b] += 1
        _start_refill(s)
        return
    k = int(opt.rsplit("x", 1)[1])
    for _ in range(k):
        _remove_from_hand(s, seat, VOID_CARD)
    solo.void_cards_played(s, k)
    s.resume = "refill"
    _drain_choices(s)


def _purple(s: IwariState, opt: str) -> None:
    """Ile oubliee (L495): two cards of the icon put a tent on the purple space; a ruin
    there goes to the player."""
    board, seat = s.ctx.board, s.active
    i = next(k for k, c in enumerate(board.connections) if f"purple {c.number}" == opt)
    x, b = board.purple_space[i], board.purple_icon[i]
    for _ in range(2):
        _remove_from_hand(s, seat, b)
        s.discard[b] += 1
    if s.owner[x] == s.ctx.void:
        s.owner[x] = -1
        s.ruins_kept[seat] += 1
    s.tribe = seat
    _place_hut(s, seat, x)
    _special_action_done(s)


def _shift_extra(s: IwariState, opt: str) -> None:
    if opt == "stop":
        _special_action_done(s)
        return
    t = s.build_territory
    if opt == "totem":
        _place_totem(s, s.active, t)
    else:
        _place_hut(s, s.active, s.ctx.opt_space[opt])
    b = s.ctx.board.biome[t]
    _remove_from_hand(s, s.active, b)
    s.discard[b] += 1
    _special_action_done(s)


def _special_action_done(s: IwariState) -> None:
    """An Atlas action (purple space, contested token, totem shift) is complete: check
    expeditions, resolve what it set off, then the rest of the turn."""
    expansion.after_build(s, s.active)
    s.resume = "after_action"
    _drain_choices(s)


def _move_pick(s: IwariState, opt: str) -> None:
    ctx, seat, t = s.ctx, s.active, s.move_from
    if opt == "stop":
        _to_pay(s)
        return
    if opt == "lift totem":
        stack = list(s.stacks[t])
        del stack[len(stack) - 1 - stack[::-1].index(seat)]
        s.stacks[t] = tuple(stack)
        s.totems[t * ctx.tribes + seat] -= 1
        s.totem_total[t] -= 1
        s.supply_totems[seat] += 1
        s.lifted = ("totem",)
    else:
        x = ctx.board.space(opt[5:])
        s.owner[x] = -1
        s.spent[x] = False
        s.huts[t * ctx.tribes + seat] -= 1
        s.hut_total[t] -= 1
        s.supply_huts[seat] += 1
        s.lifted = ("hut",)
    s.phase = "move-drop"


def _move_drop(s: IwariState, opt: str) -> None:
    board = s.ctx.board
    if opt.startswith("to totem "):
        _place_totem(s, s.active, board.territory(opt[9:]))
    else:
        _place_hut(s, s.active, board.space(opt[3:]))
    s.lifted = None
    s.placed += 1
    s.resume = "move"
    _drain_choices(s)


def _start_build(s: IwariState, t: int, tribe: int) -> None:
    s.build_territory = t
    s.tribe = tribe
    s.placed = 0
    s.explored = s.hut_total[t] > 0 or s.bonus[t] > 0
    s.phase = "place"


def _drain_choices(s: IwariState) -> None:
    """Resolve single-option choices by themselves; stop at a real choice; once the queue
    is empty, go on with what the choices interrupted."""
    while True:
        if s.phase == "over":
            return
        if s.choices:
            if len(s.choices[0][2]) > 1:
                s.phase = "choice"
                return
            _apply_choice(s, s.choices[0][2][0])
            continue
        if s.effects:
            solo.run_effect(s)
            continue
        break
    resume = s.resume
    if resume == "build":
        _continue_build(s)
    elif resume == "end_turn":
        _end_turn(s)
    elif resume == "refill":
        _start_refill(s)
    elif resume == "after_action":
        _after_action(s, "build")
    elif resume == "move":
        if move_pick_options(s) and s.placed < 2:
            s.phase = "move-pick"
        else:
            _to_pay(s)
    elif resume == "close_turn":
        _close_turn(s)
    elif resume == "place":
        s.phase = "place"
    else:
        _finish(s)


def _resolve_choice(s: IwariState, opt: str) -> None:
    _apply_choice(s, opt)
    _drain_choices(s)


def _continue_build(s: IwariState) -> None:
    if s.placed >= 2 or not place_options(s):
        _to_pay(s)
    else:
        s.phase = "place"


def _to_pay(s: IwariState) -> None:
    if s.free:  # a colony's free action needs no card (L794)
        s.free = False
        _after_action(s, "build")
        return
    if s.placed == 2 and not s.explored and s.ctx.board.determination:
        s.determination = (s.active - 1) % s.ctx.players  # used: it passes right (L570)
    opts = pay_options(
        s.hands, CK * s.active, s.ctx.board.biome[s.build_territory], s.placed, s.ctx.biomes
    )
    if len(opts) == 1:
        _pay(s, opts[0])
    else:
        s.phase = "pay"


def _pay(s: IwariState, opt: str) -> None:
    for b in s.ctx.pay_cards[opt]:
        _remove_from_hand(s, s.active, b)
        s.discard[b] += 1
        if b == TUNDRA and s.ctx.board.void_ruin_territory >= 0:
            s.tundra_played = True  # Terres flottantes, solo (L472)
    expansion.after_build(s, s.tribe)
    s.move_from = -1
    if s.tribe == s.ctx.neutral:
        _start_refill(s)
    elif s.tribe == s.ctx.void:
        if s.hands[CK * s.active + VOID_CARD]:
            s.phase = "void-extra"
        else:
            _start_refill(s)
    else:
        _after_action(s, "build")


def _remove_from_hand(s: IwariState, seat: int, b: int) -> None:
    i = CK * seat + b
    s.hands[i] -= 1
    # Nobody can tell which of two cards of one biome was played, so a card known to all
    # (taken from the river) counts as gone first; anything else would leak the hidden one.
    if s.known[i]:
        s.known[i] -= 1


def _place_hut(s: IwariState, tribe: int, space: int) -> None:
    ctx = s.ctx
    t = ctx.board.space_territory[space]
    s.owner[space] = tribe
    s.supply_huts[tribe] -= 1
    if not s.supply_huts[tribe] and (tribe != ctx.void or ctx.solo):
        s.end_triggered = True  # L281, at once: no mid-game scoring after it (ruling A12)
    if t >= 0:
        s.huts[t * ctx.tribes + tribe] += 1
        s.hut_total[t] += 1
    if ctx.solo:
        solo.after_hut(s, tribe, space, t)
        return
    bit = 1 << tribe
    if (
        t >= 0
        and s.pawns_left[DISCOVERY]
        and not s.module_winners[DISCOVERY] & bit
        and s.hut_total[t] == len(ctx.board.spaces[t])
    ):
        # L338-L340: anywhere but the territory just filled.
        opts = tuple(f"discovery {x}" for i, x in enumerate(ctx.board.territory_ids) if i != t)
        s.choices.append((DISCOVERY, tribe, opts, s.active))
    if s.pawns_left[UNION] and not s.module_winners[UNION] & bit:
        colony = scoring.colony_of(s, space)
        if len(colony) >= 4:
            terrs = ctx.board.territories_of(colony)  # L332: a territory, not a purple space
            opts = tuple(f"union {ctx.board.territory_ids[x]}" for x in terrs)
            s.choices.append((UNION, tribe, opts, s.active))
    if t >= 0:
        expansion.after_hut(s, tribe, t)


def _place_totem(s: IwariState, tribe: int, t: int) -> None:
    ctx = s.ctx
    s.totems[t * ctx.tribes + tribe] += 1
    s.totem_total[t] += 1
    s.supply_totems[tribe] -= 1
    if ctx.solo:
        solo.after_totem(s, tribe, t)
        return
    expansion.after_totem(s, tribe, t)
    if not (s.pawns_left[HONOUR] or s.pawns_left[RESPECT]):
        return
    found: dict[int, list[str]] = {}
    covered = scoring.covered_connections(s)
    for i in ctx.board.territory_connections[t]:
        c = ctx.board.connections[i]
        module = HONOUR if c.kind == "land" else RESPECT
        if not s.pawns_left[module] or s.module_winners[module] & (1 << tribe):
            continue
        # Ruling A15: a connection that scores nothing now (a mountain, a storm, or an
        # Ile oubliee ruin still blocking it) is still won, unless the flag says no.
        if not ctx.covered_connections_award and (
            i in covered or scoring.connection_value(s, i) is None
        ):
            continue
        if tribe in scoring.majority_tribes(s, c.a) and tribe in scoring.majority_tribes(s, c.b):
            found.setdefault(module, []).append(f"{MODULES[module]} {c.number}")
    for module, opts in sorted(found.items()):
        s.choices.append((module, tribe, tuple(opts), s.active))


def _apply_choice(s: IwariState, opt: str) -> None:
    kind, tribe, _, _ = s.choices.pop(0)
    ctx = s.ctx
    if kind in (UNION, DISCOVERY, HONOUR, RESPECT):
        _, where = ctx.award_opt[opt]
        if kind in (UNION, DISCOVERY):
            s.terr_pawns[2 * where + kind] += 1
        else:
            s.conn_pawns[where] += 1
        s.pawns_left[kind] -= 1
        s.module_winners[kind] |= 1 << tribe
    elif kind == COURAGE:
        s.courage = "discarded" if opt == "courage none" else ctx.exploit_place[opt]
    elif kind == VENERATION:
        s.veneration = "discarded" if opt == "veneration none" else ctx.exploit_place[opt]
    elif kind == STORM:
        if opt.endswith(" move"):
            expansion.move_storm(s, int(opt.split()[1]) - 1)
    elif kind == WALKING:
        if opt == "walking-totem score":
            expansion.score_walking(s)
    elif kind in (RUIN, VOID_COLONY, FREE_ACTION):
        solo.apply_choice(s, kind, opt)
    # A queued pawn of a module may have become impossible (the pawns ran out).
    s.choices = [
        c
        for c in s.choices
        if c[0] > RESPECT or (s.pawns_left[c[0]] and not s.module_winners[c[0]] & (1 << c[1]))
    ]


def _after_action(s: IwariState, action: str) -> None:
    """End of the active player's action: the neutral tribe's sub-turn in a 2-player game
    (L234-L240, ruling A7), then the hand refill."""
    ctx = s.ctx
    if ctx.solo:
        _after_action_solo(s)
        return
    if ctx.neutral >= 0 and (action != "exchange" or ctx.neutral_after_exchange):
        if build_options(s, ctx.neutral, s.active):
            s.phase = "neutral"
            return
    _start_refill(s)


def _after_action_solo(s: IwariState) -> None:
    """Solo and co-op: a new colony's free action, then the Void's action (L713-L719)."""
    if solo.offer_free_action(s):
        s.resume = "after_action"
        _drain_choices(s)
        return
    if solo.void_action_options(s):
        s.phase = "void"
    else:
        _start_refill(s)  # an empty hand (L717), or no card can act for the Void


def _start_refill(s: IwariState) -> None:
    s.tribe = s.active
    s.build_territory = -1
    s.placed = 0
    _continue_refill(s)


def _continue_refill(s: IwariState) -> None:
    seat = s.active
    if sum(s.hands[CK * seat : CK * seat + CK]) < HAND_SIZE and (s.pile or any(s.river)):
        s.phase = "refill"
    else:
        _end_turn(s)


def _take(s: IwariState, seat: int, opt: str) -> None:
    if opt == "draw":
        b = s.pile.pop()
        s.hands[CK * seat + b] += 1
        s.cp += 1
        if not s.pile:
            _exhausted(s)
    else:
        b = s.ctx.opt_biome[opt]
        s.river[b] -= 1
        s.hands[CK * seat + b] += 1
        s.known[CK * seat + b] += 1


def _exhausted(s: IwariState) -> None:
    """The draw pile has just run out (ruling A9)."""
    s.exhaustions += 1
    if s.exhaustions == 1:
        pile = [b for b in range(CK) for _ in range(s.discard[b])]
        s.rng.shuffle(pile)
        s.pile = pile
        s.discard = [0] * CK
        s.cp += 1
        if not s.end_triggered and not s.ctx.solo:
            s.midgame_due = True  # scored once the hand and river are refilled (L246)
        if not pile:
            s.exhaustions = 2
            s.end_triggered = True
    else:
        s.end_triggered = True


def refill_river(s: IwariState) -> None:
    river = s.river
    while s.pile and sum(river) < RIVER_SIZE:
        river[s.pile.pop()] += 1
        s.cp += 1
        if not s.pile:
            _exhausted(s)


def _end_turn(s: IwariState) -> None:
    if expansion.offer_walking(s):
        s.resume = "end_turn"
        _drain_choices(s)
        return
    if s.ctx.solo:
        if s.tundra_played:
            s.tundra_played = False
            s.effects.append(("tundra-ruin",))
        s.effects.append(("reserve",))
        s.resume = "close_turn"
        _drain_choices(s)
        return
    refill_river(s)
    _close_turn(s)


def _close_turn(s: IwariState) -> None:
    if s.midgame_due:
        s.midgame_due = False
        mid = scoring.hut_scores(s, final=False)
        s.mid_scores = mid
        for t in range(s.ctx.tribes):
            s.scores[t] += mid[t]
    if not s.end_triggered and any(
        s.supply_huts[t] == 0 for t in range(s.ctx.tribes) if t != s.ctx.void or s.ctx.solo
    ):
        s.end_triggered = True  # L281, ruling A8g for the neutral tribe
    n = s.ctx.players
    if s.end_triggered and s.active == (s.first - 1) % n:
        if s.ctx.solo:
            solo.end(s, None)
        elif expansion.offer_veneration(s):
            s.resume = "final"
            _drain_choices(s)
        else:
            _finish(s)
        return
    s.active = (s.active + 1) % n
    s.tribe = s.active
    s.turn += 1
    s.cp += 1
    s.phase = "turn"


def _finish(s: IwariState) -> None:
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


def _draft(s: IwariState, opt: str) -> None:
    """Second-game starting-hand draft (L118-L120, ruling A20): from the last player
    counter-clockwise, three cards each from the pile or the river; the river refills
    after each player."""
    seat = s.draft_seat
    _take(s, seat, opt)
    if sum(s.hands[CK * seat : CK * seat + CK]) < HAND_SIZE:
        return
    refill_river(s)
    if seat == s.first:
        s.phase = "turn"
        s.cp += 1
    else:
        s.draft_seat = (seat - 1) % s.ctx.players
