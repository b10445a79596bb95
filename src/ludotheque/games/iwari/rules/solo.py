"""Solo and 2-player co-operative play against the Void (L657-L867).

The players' tribe(s) against the Void's ruins and totems. There are no points: a
territory is claimed when it is full, or when a corruption scores it, and the players lose
if the Void claims too many. The Void acts through the players' cards (its action each
turn), through Void cards (infection, corruption) and through its colonies.

Automatic Void effects wait in `state.effects` and run one at a time, so that a choice the
rules leave to the player (which of two equally close spaces takes a ruin, which tied
territory a Void colony acts in) can interrupt them; the flow's `drain` loop runs
them. The player's side, in co-op, is both seats as one team (L850).
"""

from __future__ import annotations

from collections import deque

from ludotheque.core.rng import Rng
from ludotheque.games.iwari.components.board import BIOMES, CK, VOID_CARD
from ludotheque.games.iwari.rules.build import build_options, start_build
from ludotheque.games.iwari.rules.cards import exhausted
from ludotheque.games.iwari.rules.limits import hut_possible, max_huts, totem_possible
from ludotheque.games.iwari.rules.payment import discard_from_hand, remove_from_hand
from ludotheque.games.iwari.rules.pieces import place_hut, place_totem
from ludotheque.games.iwari.rules.solo_control import biome_explored, claim, end, is_open
from ludotheque.games.iwari.state import (
    FREE_ACTION,
    HAND_SIZE,
    RIVER_SIZE,
    RUIN,
    VOID_COLONY,
    IwariState,
)

VOID_CARDS_PER_PILE = 3  # L672
CORRUPTION_AT = 4  # Void cards above the reserve (L723)
CORRUPTIONS_TO_END = 3  # Void cards beside the board (L818)
VOID_TOTEMS_TO_WIN = 5  # on the purple territory of Les chemins inexplores (L540)
TENTS_SOLO = 21  # no score marker is needed: all tents play


def setup(s: IwariState, rng: Rng) -> None:
    """L665-L672: no Void cards in the first hands and reserve; the rest of the deck is cut
    into four piles, each shuffled with three Void cards, and stacked."""
    ctx = s.ctx
    n = ctx.players
    s.supply_huts = [TENTS_SOLO] * ctx.tribes
    deck = [b for b, k in enumerate((12, 13, 11, 11, 10)) for _ in range(k)]
    rng.shuffle(deck)
    for i in range(n):
        seat = (s.first + i) % n
        for _ in range(HAND_SIZE):
            s.hands[CK * seat + deck.pop()] += 1
    for _ in range(RIVER_SIZE):
        s.river[deck.pop()] += 1
    size, extra = divmod(len(deck), 4)
    piles, start = [], 0
    for i in range(4):
        end = start + size + (1 if i < extra else 0)
        pile = deck[start:end] + [VOID_CARD] * VOID_CARDS_PER_PILE
        rng.shuffle(pile)
        piles.append(pile)
        start = end
    # The top of the draw pile is the end of the list: the first pile ends up on top.
    s.pile = [c for pile in reversed(piles) for c in pile]
    s.mountains = ()
    s.void_pawn = 0  # connection number 1 (L668)


# ----- the Void's effects ----------------------------------------------------------------
def void_cards_played(s: IwariState, k: int) -> None:
    """Void cards played for the Void go above the reserve: one infection, or a corruption
    once four or more lie there (L721-L723)."""
    if k:
        s.above += k
        s.effects.append(("void-card",))


def run_effect(s: IwariState) -> None:
    """Resolve the first queued effect (it may queue a choice or more effects)."""
    effect = s.effects.pop(0)
    kind = effect[0]
    if kind == "void-card":
        c = s.ctx.board.connections[s.void_pawn]
        if not (is_open(s, c.a) or is_open(s, c.b)):
            # Both were claimed since the pawn last moved: it passes on first (L810).
            advance_pawn(s)
            c = s.ctx.board.connections[s.void_pawn]
        follow = [("infect", c.a), ("infect", c.b)]
        if s.above >= CORRUPTION_AT:
            follow += [("corrupt-claim", c.a), ("corrupt-claim", c.b), ("advance",), ("corrupted",)]
        else:
            follow.append(("advance",))
        s.effects[0:0] = follow
    elif kind == "infect":
        infect(s, effect[1])
    elif kind == "corrupt-claim":
        if is_open(s, effect[1]):
            claim(s, effect[1])
    elif kind == "advance":
        advance_pawn(s)
    elif kind == "corrupted":
        _corrupted(s)
    elif kind == "void-colony":
        _void_colony(s, effect[1])
    elif kind == "reserve":
        _refill_reserve(s)
    elif kind == "tundra-ruin":
        place_ruin(s, s.ctx.board.void_ruin_territory)
    else:  # pragma: no cover
        raise AssertionError(f"unknown Void effect {kind}")


def infect(s: IwariState, t: int) -> None:
    """L753-L766: a Void totem if the totem limit allows, else a ruin on the free space
    closest to a ruin already on the board (the player breaks ties). A totem the limit
    allows but the Void no longer has ends the game (L817, ruling C22)."""
    if not is_open(s, t):
        return
    v = s.ctx.void
    if not s.supply_totems[v] and _totem_room(s, t):
        end(s, None)  # a piece the Void needs is missing (L817)
        return
    if totem_possible(s, v, t):
        V = s.ctx.board.void_territory
        place_totem(s, v, t if V < 0 else V)  # Les chemins inexplores (L538)
        if V >= 0 and s.totems[V * s.ctx.tribes + v] >= VOID_TOTEMS_TO_WIN:
            end(s, "void")  # a fifth Void totem on the purple territory (L540)
        return
    place_ruin(s, t)


def _totem_room(s: IwariState, t: int) -> bool:
    """The totem limit (L208-L210) leaves room in t, whatever the Void has left."""
    board = s.ctx.board
    return s.totem_total[t] < max_huts(s, t) and board.biome[t] != board.no_totem_biome


def place_ruin(s: IwariState, t: int) -> None:
    """A ruin on the territory's free space closest to a ruin (the player breaks ties)."""
    v = s.ctx.void
    if not is_open(s, t):
        return
    if not s.supply_huts[v]:
        end(s, None)  # a piece the Void needs is missing (L817)
        return
    spaces = closest_free(s, t)
    if not spaces:
        return
    if len(spaces) == 1:
        place_hut(s, v, spaces[0])
    else:
        ids = s.ctx.board.space_ids
        s.choices.append((RUIN, v, tuple(f"ruin {ids[x]}" for x in spaces), s.active))


def closest_free(s: IwariState, t: int) -> list[int]:
    """The territory's free spaces nearest (by paths) to any ruin; all of them when no ruin
    is on the board or none is connected (ruling B6)."""
    board, v = s.ctx.board, s.ctx.void
    free = [x for x in board.spaces[t] if s.owner[x] < 0]
    dist = {x: 0 for x, o in enumerate(s.owner) if o == v}
    queue = deque(dist)
    while queue:
        x = queue.popleft()
        for y in board.neighbours[x]:
            if y not in dist:
                dist[y] = dist[x] + 1
                queue.append(y)
    reach = [dist[x] for x in free if x in dist]
    if not reach:
        return free
    best = min(reach)
    return [x for x in free if dist.get(x) == best]


def advance_pawn(s: IwariState) -> None:
    """To the next number, wrapping to 1, skipping connections between two claimed
    territories (L768, L810)."""
    conns = s.ctx.board.connections
    n = len(conns)
    for step in range(1, n + 1):
        i = (s.void_pawn + step) % n
        if is_open(s, conns[i].a) or is_open(s, conns[i].b):
            s.void_pawn = i
            return


def _corrupted(s: IwariState) -> None:
    """L786: one of the Void cards goes beside the board, the others into the deck."""
    back = s.above - 1
    s.above = 0
    s.beside += 1
    if back > 0:
        s.pile.extend([VOID_CARD] * back)
        s.rng.shuffle(s.pile)
        s.cp += 1
    if s.beside >= CORRUPTIONS_TO_END:
        end(s, None)


def _void_colony(s: IwariState, group: tuple[int, ...]) -> None:
    """L792: a free infection in the territory holding most of the colony's ruins; the
    pawn does not move."""
    board = s.ctx.board
    count: dict[int, int] = {}
    st = board.space_territory
    for x in group:
        t = st[x]
        if t >= 0 and is_open(s, t):  # a purple space lies in no territory
            count[t] = count.get(t, 0) + 1
    if not count:
        return
    best = max(count.values())
    tied = sorted(t for t, c in count.items() if c == best)
    if len(tied) == 1:
        infect(s, tied[0])
    else:
        opts = tuple(f"void-colony {board.territory_ids[t]}" for t in tied)
        s.choices.append((VOID_COLONY, s.ctx.void, opts, s.active))


def _refill_reserve(s: IwariState) -> None:
    """L741-L749: the reserve refills after the hand; each Void card revealed stops the
    refill for an infection (a corruption at four), then the refill goes on."""
    while s.pile and sum(s.river) < RIVER_SIZE:
        card = s.pile.pop()
        s.cp += 1
        if not s.pile:
            exhausted(s)
        if card == VOID_CARD:
            s.above += 1
            s.effects[0:0] = [("void-card",), ("reserve",)]
            return
        s.river[card] += 1


def apply_choice(s: IwariState, kind: int, opt: str) -> None:
    board = s.ctx.board
    word, _, where = opt.partition(" ")
    if kind == RUIN:
        place_hut(s, s.ctx.void, board.space(where))
    elif kind == VOID_COLONY:
        infect(s, board.territory(where))
    elif kind == FREE_ACTION and where != "none":
        s.free = True
        start_build(s, board.territory(where), s.active)
        s.resume = "place"  # the free build's own decisions come next


def offer_free_action(s: IwariState) -> bool:
    """L794: a new colony of yours may make one free construction step (base rules, no
    cards) in one of its territories; taken once the action that made it is complete."""
    board = s.ctx.board
    while s.free_offers:
        group = s.free_offers.pop(0)
        if any(s.spent[x] for x in group):
            continue
        for x in group:
            s.spent[x] = True
        terrs = board.territories_of(group)
        opts = [
            f"free-action {board.territory_ids[t]}"
            for t in terrs
            if is_open(s, t) and (hut_possible(s, s.active, t) or totem_possible(s, s.active, t))
        ]
        if opts:
            s.choices.append((FREE_ACTION, s.active, tuple(opts) + ("free-action none",), s.active))
            return True
    return False


# ----- the Void's action -----------------------------------------------------------------
def void_action_options(s: IwariState) -> list[str]:
    """L713-L719: a base-rules turn for the Void with at least one card of the hand; Void
    cards played go above the reserve; a card of a completely explored biome may skip it
    instead (L790)."""
    seat = s.active
    o = CK * seat
    opts = build_options(s, s.ctx.void, seat)
    k = s.hands[o + VOID_CARD]
    opts += [f"play void x{i}" for i in range(1, k + 1)]
    opts += [f"skip with {BIOMES[b]}" for b in range(5) if s.hands[o + b] and biome_explored(s, b)]
    return opts


def extra_void_options(s: IwariState) -> list[str]:
    k = s.hands[CK * s.active + VOID_CARD]
    return [f"play void x{i}" for i in range(0, k + 1)]


def void_action(s: IwariState, opt: str) -> str | None:
    """The Void's action (L713-L723), or what follows its build (more Void cards). Hands
    back the next step: "refill", "drain" (Void cards set off effects), or None (the
    Void's build is under way)."""
    seat = s.active
    if opt.startswith("build "):
        start_build(s, s.ctx.opt_territory[opt], s.ctx.void)
        return None
    if opt.startswith("skip with "):
        discard_from_hand(s, seat, s.ctx.opt_biome["discard " + opt[10:]])
        return "refill"
    k = int(opt.rsplit("x", 1)[1])
    for _ in range(k):
        remove_from_hand(s, seat, VOID_CARD)
    void_cards_played(s, k)
    s.resume = "refill"
    return "drain"
