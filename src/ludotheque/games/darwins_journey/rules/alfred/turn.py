"""Alfred's setup (L1277-L1285), his turn (L1323-L1343, L1583), his Reward (L1591-L1599)
and his Gain an Objective (L1391-L1397)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import rewards
from ludotheque.games.darwins_journey.rules.alfred import (  # noqa: F401  (register verbs)
    academy,
    act,
    lens,
    letters,
    moves,
    options,
    tracks,
)
from ludotheque.games.darwins_journey.state import DarwinState, note, replaced


def setup(s: DarwinState) -> None:
    """His board's printed seals, his coin, no TK, his stamp stacks, the Bonus pawn on the
    first space, his 2 Bonus-Track cards at random, his 8 Action cards shuffled."""
    a = s.ctx.alfred
    data = s.ctx.automa
    b = act.board(s)
    s.rows[a] = tuple(r.seals for r in b.rows)
    s.coins[a] = b.start_coins
    s.tk[a] = 0
    s.stacks[a] = tuple(k for k, _ in b.stacks)
    s.kept[a] = None
    s.a_bonus = 1
    cards = list(b.bonus_cards)
    s.rng.shuffle(cards)
    s.a_cards = tuple(cards)
    deck = list(range(len(data.cards)))
    s.rng.shuffle(deck)
    s.a_deck, s.a_drawn = tuple(deck), ()


def draw(s: DarwinState) -> int:
    """Both Delivery cards face up: all 8 are shuffled into a new deck first (L1329,
    ruling A7); an empty deck too."""
    cards = s.ctx.automa.cards
    if not s.a_deck or sum(cards[c].delivery for c in s.a_drawn) >= 2:
        deck = list(range(len(cards)))
        s.rng.shuffle(deck)
        s.a_deck, s.a_drawn = tuple(deck), ()
        note(s, "Alfred shuffles his Action cards")
    card = s.a_deck[-1]
    s.a_deck = s.a_deck[:-1]
    s.a_drawn = (*s.a_drawn, card)
    return card


def play_turn(s: DarwinState) -> None:
    """Draw, then the first option he can do, top to bottom; Rest always can (L1339)."""
    card = s.ctx.automa.cards[draw(s)]
    note(s, f"Alfred draws {card.id}")
    for kind, arg in card.options:
        if options.try_option(s, kind, arg):
            return


@act.verb("objective")
def gain_objective(s: DarwinState, n: int) -> None:
    """He discards the gold objective from the board, else the silver one; his Bonus pawn
    moves the number shown even if nothing was discarded (L1395-L1397)."""
    for tier in (1, 0):
        if s.display[tier]:
            s.discard = (*s.discard, s.display[tier][0])
            s.display = replaced(s.display, tier, s.display[tier][1:])
            note(s, "Alfred discards an objective")
            break
    tracks.move_bonus(s, act.board(s).objective_bonus)


def beagle_score(s: DarwinState) -> int:
    """The VP under his Bonus pawn times the round, less his delay, never below 0 (L1597-
    L1599, ruling A12)."""
    a = s.ctx.alfred
    b = act.board(s)
    return max(0, b.under[s.a_bonus - 1] * s.round - rewards.delay(s, a))


rewards.ALFRED["run"] = act.run_all
rewards.ALFRED["beagle"] = beagle_score
