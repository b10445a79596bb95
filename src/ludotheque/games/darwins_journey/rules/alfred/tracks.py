"""Alfred's two tracks (L1303-L1321): the Coin track (at most 12; each coin beyond moves
his Bonus pawn one space) and the Bonus track (a loop: reaching the right end scores its
VP; reaching spaces 5 and 10 runs this round's action of the Bonus-Track card above)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import economy
from ludotheque.games.darwins_journey.rules.alfred import act
from ludotheque.games.darwins_journey.state import DarwinState, note


def gain_coins(s: DarwinState, n: int) -> None:
    """The coin cap (L1321): what does not fit moves the Bonus pawn instead."""
    a = s.ctx.alfred
    cap = s.ctx.automa.coin_cap
    take = max(0, min(n, cap - s.coins[a]))
    s.coins[a] += take
    s.kept[a] = None
    if n > take:
        move_bonus(s, n - take)


def gain_tk(s: DarwinState, n: int) -> None:
    """Alfred never takes TK: 3 coins for each instead (L1403)."""
    gain_coins(s, n * s.ctx.automa.tk_coins)


def move_bonus(s: DarwinState, n: int) -> None:
    """n spaces right. Reaching the last space scores its VP and puts the pawn back on the
    first at once, the move going on from there (ruling A3). Spaces 5 and 10 reached on
    the way run their card's action for this round, in the order passed, once the pawn
    has stopped (L1313)."""
    if n <= 0:
        return
    b = act.board(s)
    triggers = s.ctx.automa.triggers
    fired = []
    p = s.a_bonus
    for _ in range(n):
        p += 1
        if p in triggers:
            fired.append(triggers.index(p))
        if p >= b.length:
            economy.gain_vp(s, s.ctx.alfred, b.end_vp)
            note(s, f"Alfred's Bonus track loops: +{b.end_vp} VP")
            p = 1
    s.a_bonus = p
    for k in fired:
        card = s.ctx.automa.bonus_cards[s.a_cards[k]]
        effects = card.rounds[min(s.round, len(card.rounds)) - 1]
        note(s, f"Alfred's Bonus card {card.id} fires (round {s.round})")
        act.run_all(s, effects)


@act.verb("bonus")
def _bonus(s, n):
    move_bonus(s, n)


economy.ALFRED["coins"] = gain_coins
economy.ALFRED["tk"] = gain_tk
