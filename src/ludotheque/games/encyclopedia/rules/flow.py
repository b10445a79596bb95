"""The game's course between decisions: setup picks, rounds, turns, the end-of-round seal
actions and the end of the game (L140-L163, L181-L250, L624-L648, L994-L1012).

`advance(state)` runs every step that needs nobody's decision (round-token effects, dice
draws, the Automa's turns and picks, forced single-option decisions, ruling E10) and stops
at the next real decision, which it caches in `state.decision` (except where it is sure to
be a real one, `_NEVER_FORCED`: then `Game.pending` lists it when asked). Phases that stop for a decision are
listed in decisions.PROMPTS; every other phase is a step of `STEPS` here.
"""

from __future__ import annotations

from ludotheque.core.decision import GAME_OVER
from ludotheque.games.encyclopedia import scoring
from ludotheque.games.encyclopedia.rules import automa, decisions, dice, markets, two_options
from ludotheque.games.encyclopedia.state import (
    BAG,
    EncyclopediaState,
    next_in_order,
    own_coins,
    own_dloc,
    own_tokens,
)

# Decisions an Automa seat never faces: it plays these phases by its own rules.
_AUTOMA_SKIPS = ("seal-offer", "final-seal")
# Phases whose decision always has two options or more (the Embassy and the Bank are always
# open; the seal offer and an Animal to include are yes-or-no), so never played by itself.
_NEVER_FORCED = frozenset(("action", "seal-offer", "include"))
_decide, _play, _OPEN_PHASES = decisions.decide, decisions.play, two_options.PHASES


def advance(s: EncyclopediaState) -> None:
    automas = s.ctx.automa  # per seat: None for a person
    # Module globals, not locals bound at every call: this runs after every decision of
    # every playout, and mostly reads one or two of them.
    while True:
        queue = s.queue
        if queue:
            if automas[queue[0][1]] is not None:
                automa.resolve_pick(s)
                continue
            if s.copied and two_options.queued(s, queue[0]):
                return
        else:
            ph = s.phase
            step = STEPS.get(ph)
            if step is not None:
                step(s)
                continue
            if ph == "over":
                s.decision = GAME_OVER
                return
            if automas[s.active] is not None:
                _automa_phase(s)
                continue
            if ph in _NEVER_FORCED:
                # A real decision, whatever its options: they are listed when someone
                # asks (`Game.pending`). A search's greedy step applies every option and
                # evaluates the children, and continues from one of them: the others'
                # options (the action's, the dearest) are never asked for.
                return
            if s.copied:  # in a search (state.copied): the tests pay for themselves
                surely_open = _OPEN_PHASES.get(ph)
                if surely_open is not None and surely_open(s):
                    return  # two options or more (two_options.py): listed when asked too
        d = _decide(s)
        opts = d.options
        if len(opts) == 1:
            _play(s, opts[0])
            continue
        if not opts:  # pragma: no cover - the completion checks rule this out
            raise AssertionError(f"no legal option in phase {s.phase!r} for seat {d.seat}")
        s.decision = d
        return


def seats_from(s: EncyclopediaState, seat: int) -> list[int]:
    n = s.ctx.n
    return [(seat + i) % n for i in range(n)]


def log(s: EncyclopediaState, text: str) -> None:
    s.log = (*s.log[-11:], text)


# ----- setup ------------------------------------------------------------------------------
def _setup_next(s: EncyclopediaState) -> None:
    """L156: counter-clockwise from the last player, two Animals each; then the Academy is
    refilled and the starting coins and tokens handed out by position (L157-L161)."""
    cat = s.ctx.cat
    if s.order:
        s.active = next_in_order(s)
        s.picks_left = cat.setup_animals
        s.phase = "setup-pick"
        return
    markets.refill(s, experts=False)
    s_coins, s_tokens = own_coins(s), own_tokens(s)
    for pos, seat in enumerate(seats_from(s, s.first)):
        coins, tokens = cat.starting[pos]
        s_coins[seat] += coins
        s_tokens[seat] += tokens
    s.phase = "round-start"


# ----- rounds -----------------------------------------------------------------------------
def _round_start(s: EncyclopediaState) -> None:
    """L183-L211: refill the markets (not in round 1), flip the next round token, apply it."""
    cat = s.ctx.cat
    s.round += 1
    if s.round > 1:
        markets.refill(s)
    hidden = s.tokens_hidden  # shared by copies (state.copy): replaced, not changed
    token = hidden[0]
    s.tokens_hidden = hidden[1:]
    s.tokens_revealed = [*s.tokens_revealed, token]
    s.cp += 1
    log(s, f"round {s.round}: {cat.round_token_labels[token]}")
    coins, tokens, extra = cat.round_token_gain[token]
    s.dice_count = cat.dice_per_player + extra
    s_coins, s_tokens = own_coins(s), own_tokens(s)
    for seat in range(s.ctx.n):
        s_coins[seat] += coins
        s_tokens[seat] += tokens
    if token in ("expert-draft", "animal-draft"):
        s.draft_kind = token.split("-")[0]
        s.order = seats_from(s, s.first)
        s.phase = "draft-next"
    else:
        s.phase = "dice-start"


def _draft_next(s: EncyclopediaState) -> None:
    """L199-L203: one card each from the first player on, then the market refills; a seat
    facing an empty market takes nothing (ruling E11)."""
    market = s.university if s.draft_kind == "expert" else s.academy
    while s.order:
        seat = next_in_order(s)
        if any(c >= 0 for c in market):
            s.active = seat
            s.phase = "draft"
            return
    markets.refill(s, experts=s.draft_kind == "expert", animals=s.draft_kind == "animal")
    s.draft_kind = ""
    s.phase = "dice-start"


def _dice_start(s: EncyclopediaState) -> None:
    s.order = seats_from(s, s.first)
    s.phase = "dice"


def _dice(s: EncyclopediaState) -> None:
    """L215-L219: from the first player, each seat draws, rolls and places its dice."""
    if not s.order:
        s.round_first = s.active = s.first
        s.phase = "turn-start"
        return
    seat = next_in_order(s)
    dice.draw(s, seat, s.dice_count)
    if s.ctx.automa[seat] is not None:  # an Automa
        dice.automa_layout(s, seat)
    else:
        s.active = seat
        s.phase = "assign"


# ----- turns ------------------------------------------------------------------------------
def _turn_start(s: EncyclopediaState) -> None:
    s.cp += 1
    s.turn_open = True
    s.phase = "take"


def _end_turn(s: EncyclopediaState) -> None:
    """The turn is over: picks other seats earned during it are made now, clockwise from
    the active seat's left (L459, L467, ruling M19)."""
    s.turn_open = False
    if s.deferred:
        n, a = s.ctx.n, s.active
        s.queue = s.queue + sorted(s.deferred, key=lambda item: (item[1] - a - 1) % n)
        s.deferred = []
    if s.in_seal:
        s.in_seal = False
        s.phase = "seal-next"
    else:
        s.phase = "next-turn"


def _next_turn(s: EncyclopediaState) -> None:
    """L624-L628: clockwise until no die is left on any individual board."""
    if dice.on_boards(s):
        s.active = (s.active + 1) % s.ctx.n
        s.phase = "turn-start"
    else:
        s.order = seats_from(s, s.first)  # the holder now, after a Bank steal (ruling A12)
        s.phase = "seal-next"


# ----- end of round -----------------------------------------------------------------------
def _seal_next(s: EncyclopediaState) -> None:
    """L636-L646: in order, each seat with a Royal Seal may take one extra action."""
    while s.order:
        seat = next_in_order(s)
        if s.ctx.is_automa(seat) or not s.seals[seat] or not decisions.any_central_die(s):
            continue
        s.active = seat
        s.cp += 1
        s.phase = "seal-offer"
        return
    s.phase = "end-round"


def _end_round(s: EncyclopediaState) -> None:
    """L648: the markets are cleared; every die goes back to the bag (ruling M18)."""
    markets.clear(s)
    dloc = own_dloc(s)
    for d in range(len(dloc)):
        dloc[d] = BAG
    s.exp = [-1] * len(s.exp)  # a new list: copies share it
    s.bank_used = False
    if s.round >= s.ctx.cat.rounds:
        s.order = seats_from(s, s.first)
        s.phase = "final-next"
    else:
        s.phase = "round-start"


def _final_next(s: EncyclopediaState) -> None:
    """Ruling A20: seals may become coins before the final count; it only changes a score
    with Pora Paniu face up, so only then is it asked."""
    while s.order:
        seat = next_in_order(s)
        if not s.ctx.is_automa(seat) and s.seals[seat] and scoring.has_coin_pairs(s, seat):
            s.active = seat
            s.phase = "final-seal"
            return
    s.phase = "final"


def _final(s: EncyclopediaState) -> None:
    scoring.final(s)
    s.phase = "over"
    s.cp += 1


def _automa_phase(s: EncyclopediaState) -> None:
    ph, seat = s.phase, s.active
    if ph == "take":
        automa.play_turn(s)
    elif ph == "setup-pick":
        for _ in range(s.picks_left):
            automa.take_animal(s, seat, deck_top=False)
        s.picks_left = 0
        s.phase = "setup-next"
    elif ph == "draft":
        if s.draft_kind == "animal":
            automa.take_animal(s, seat, deck_top=False)
        else:
            automa.take_expert(s, seat, deck_top=False)
        s.phase = "draft-next"
    elif ph in _AUTOMA_SKIPS:  # pragma: no cover - flow never offers these to an Automa
        s.phase = "seal-next" if ph == "seal-offer" else "final-next"
    else:  # pragma: no cover
        raise AssertionError(f"an Automa has no move in phase {ph}")


STEPS = {
    "setup-next": _setup_next,
    "round-start": _round_start,
    "draft-next": _draft_next,
    "dice-start": _dice_start,
    "dice": _dice,
    "turn-start": _turn_start,
    "end-turn": _end_turn,
    "next-turn": _next_turn,
    "seal-next": _seal_next,
    "end-round": _end_round,
    "final-next": _final_next,
    "final": _final,
}
