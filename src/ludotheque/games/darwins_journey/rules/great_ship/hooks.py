"""The Great Ship cards' effects (L2104-L2149), each called by the base rule at its moment
once that rule has seen the seat holds a card (`s.ships[seat] >= 0`): a crew card's
completion (GS2), a research (GS3), a ship's move (GS5, GS11), a tent pitched (GS6), an
Envelope's reward (GS7), an exploration (GS8), a lens placed (GS9). GS4 is a placement
(`locked.py`). Every triggered effect is told in the log ("events told").
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.names import effect_text
from ludotheque.games.darwins_journey.rules import effects
from ludotheque.games.darwins_journey.rules.great_ship.cards import has, label
from ludotheque.games.darwins_journey.state import DarwinState, note

GAINS = frozenset(("coins", "vp", "tk", "theory"))  # run at once, no decision


def gain(s: DarwinState, seat: int, acts: tuple, why: str) -> None:
    """A card's bonus: coins, VP, TK and Evolution at once; any other action (a choice, a
    move, an unlock) offered as a bundle the player resolves or skips, if it can change
    anything now (ruling R9)."""
    now = [e for e in acts if e[0] in GAINS]
    later = [e for e in acts if e[0] not in GAINS and effects.usable(s, seat, e)]
    told = [effect_text(e) for e in now + later]
    note(s, f"seat {seat + 1}: {why}: {', '.join(told) if told else 'nothing it can use now'}")
    for e in now:
        effects.run(s, seat, e)
    effects.push_bundle(s, seat, tuple(later))


# ----- GS2: a completed crew card's actions twice (L2108) ------------------------------
def crew_actions(s: DarwinState, seat: int, acts: tuple) -> tuple:
    card = has(s, seat, "crew-twice")
    if card is None or card.times <= 1:
        return acts
    note(s, f"seat {seat + 1}: {label(card)}: the crew card's actions run {card.times} times")
    return acts * card.times


# ----- GS3: the 2nd, 3rd and 4th research of a Museum column (L2112) -------------------
def researched(s: DarwinState, seat: int, before: int) -> None:
    """`before` is the seat's research mask before the research: a specimen researched
    again changes nothing. The count of a column only grows, so each count's action
    comes once per column (ruling GS-R3)."""
    card = has(s, seat, "column-research")
    new = s.research[seat] & ~before
    if card is None or not new:
        return
    cols = s.ctx.comp.geo.columns
    mask = s.research[seat]
    for cell in range(len(s.museum)):
        if not new >> cell & 1:
            continue
        col = cell % cols
        count = sum(1 for x in range(col, len(s.museum), cols) if mask >> x & 1)
        for k, acts in card.column_actions:
            if k == count:
                kind = s.ctx.comp.geo.specimens[cell].id.split("-")[-1]
                gain(s, seat, acts, f"{label(card)}, research {count} in the {kind} column")


# ----- GS5 and GS11: the ship reaching or passing the Beagle, passing ships -----------
def sailed(s: DarwinState, seat: int, before: int, start: int) -> None:
    """After the seat's ship moved on from Ocean step `before` in a move that began at
    step `start` (a step of a Navigation, or Catch up with the Beagle). GS5 (L2120):
    from behind the Beagle to level with it or past it. GS11 (L2146): each ship, and
    the Beagle, it was behind when the move began and is now ahead of, once per move
    (ruling GS-R5: level is not behind, so ships left level at the start are not passed)."""
    c = s.ships[seat]
    if c < 0:
        return
    ocean = s.ctx.comp.geo.ocean
    step = ocean.step
    now = step[s.ship[seat]]
    beagle = step[ocean.beagle[s.beagle]]
    card = has(s, seat, "passing-bonus")
    if card is not None:
        passed = [
            p
            for p in range(s.ctx.players)
            if p != seat and start < step[s.ship[p]] and before <= step[s.ship[p]] < now
        ]
        if start < beagle and before <= beagle < now:
            passed.append(-1)
        bonus = card.bonus[min(2, max(0, s.ctx.players - 2))]  # solo: 2 seats (GS-R6)
        for p in passed:
            what = "the Beagle" if p < 0 else _who(s, p) + "'s ship"
            gain(s, seat, bonus, f"{label(card)}, passing {what}")
    card = has(s, seat, "beagle-reached")
    if card is not None and before < beagle <= now:
        note(s, f"seat {seat + 1}: {label(card)}: the ship reaches the Beagle, one action")
        effects.push_bundle(s, seat, card.actions)


def _who(s: DarwinState, p: int) -> str:
    return "Alfred" if p == s.ctx.alfred else f"seat {p + 1}"


# ----- GS6: a tent on the main board may also deliver one specimen (L2124) ------------
def tent_actions(s: DarwinState, seat: int, acts: tuple) -> tuple:
    card = has(s, seat, "tent-delivery")
    if card is None:
        return acts
    note(s, f"seat {seat + 1}: {label(card)}: the tent may also deliver a specimen")
    return acts + card.actions


# ----- GS7: at most 1 stamp to the cup per Envelope that rewards the seat (L2128) -----
def cup_share(s: DarwinState, seat: int, k: int) -> int:
    card = has(s, seat, "majority-cap")
    if card is None or k <= card.cap:
        return k
    note(s, f"seat {seat + 1}: {label(card)}: {card.cap} stamp to the cup, not {k}")
    return card.cap


# ----- GS8: explorations 1 space shorter, their bonuses doubled (L2132) ----------------
def explore_steps(s: DarwinState, seat: int, n: int) -> int:
    card = has(s, seat, "exploration-trade")
    return n if card is None else max(0, n - card.moves_less)


def explore_landing(s: DarwinState, seat: int, acts: tuple) -> tuple:
    """An Island space's actions where the seat's explorer stops, its coins, TK,
    Evolution and VP multiplied (in a choice's alternatives too)."""
    card = has(s, seat, "exploration-trade")
    if card is None:
        return acts
    out = tuple(doubled(e, card) for e in acts)
    if out != acts:
        note(s, f"seat {seat + 1}: {label(card)}: the exploration's bonuses count double")
    return out


def explore_vp(s: DarwinState, seat: int, vp: int) -> int:
    """A gold banner's or an Island's final space's VP, for the exploring seat."""
    card = has(s, seat, "exploration-trade")
    if card is None or not vp:
        return vp
    note(s, f"seat {seat + 1}: {label(card)}: {vp} VP count {card.factor} times")
    return vp * card.factor


def doubled(e, card):
    """An effect with its GS8 verbs multiplied by the card's factor."""
    verb, n, alts = e
    if verb == "or":
        return ("or", 0, tuple(tuple(doubled(x, card) for x in alt) for alt in alts))
    return (verb, n * card.factor, alts) if verb in card.doubled else e


# ----- GS9: the action under each Lens token taken from the card (L2136) ---------------
def lens_placed(s: DarwinState, seat: int) -> None:
    """After the seat placed a lens: tokens leave the card leftmost first (ruling GS-R8),
    so the k-th lens placed uncovers the k-th action."""
    card = has(s, seat, "lens-actions")
    if card is None:
        return
    start = s.ctx.comp.board.start["lenses"]
    k = start - s.lenses[seat] - 1
    if 0 <= k < len(card.lens_actions):
        gain(s, seat, card.lens_actions[k], f"{label(card)}, under lens token {k + 1}")
