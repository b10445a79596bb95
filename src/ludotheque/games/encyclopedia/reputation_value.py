"""What a seat's walk toward its next reputation bonus is worth, for the search at a
table with an Automa.

Reputation pays only on the bonus spaces (L443-L471), so a projection that counts what
is banked sees two steps of reputation as nothing until the step that reaches a bonus,
then all of it at once: the search could not tell a die that gives the Automa 2 reputation
from one that gives it nothing. Here a seat also gets the share of its next bonus it has
walked since the previous one (a bonus reached is banked and the share starts again from
nothing, so the value does not jump), shrinking as the turns run out.

What a bonus is worth follows the seat's scoring: an Automa's coins, tokens and seals at
its Scoring card's rates, an Animal picked at what one more Animal of its first continent
adds to that continent's score, an Expert at that continent's Animals plus its smallest
group rate; a person's at the final scoring's rates, a card at a rough share of what it
will add (`PERSON_PICK`).
"""

from __future__ import annotations

from ludotheque.games.encyclopedia.per_catalogue import PerCatalogue
from ludotheque.games.encyclopedia.state import EncyclopediaState

PERSON_PICK = {"animal": 4.0, "expert": 3.0}  # about the in-study share of one card


def _build_track(cat) -> tuple:
    """Per track position: (position of the next bonus space, share of the way walked
    from the previous bonus space to it); (-1, 0) on a track without bonuses."""
    length, gains = cat.track_length, cat.track_gain
    bonus = [p for p in range(length) if any(gains[p][:3]) or gains[p][3]]
    rows = []
    for pos in range(length):
        if not bonus:
            rows.append((-1, 0.0))
            continue
        nxt = next((b for b in bonus if b > pos), bonus[0] + length)
        prev = max((b for b in bonus if b <= pos), default=bonus[-1] - length)
        rows.append((nxt % length, (pos - prev) / (nxt - prev)))
    return tuple(rows)


_track = PerCatalogue(_build_track)


def walked(s: EncyclopediaState, seat: int, automa_counts=None) -> float:
    """The share of the seat's next reputation bonus it has walked, in points.
    `automa_counts` (an Automa's Animals and Experts per continent) prices an Automa's
    picks; without it the seat is priced as a person."""
    cat = s.ctx.cat
    nxt, share = _track(cat)[s.rep[seat]]
    if nxt < 0 or share <= 0:
        return 0.0
    coins, tokens, seals, pick = cat.track_gain[nxt]
    if automa_counts is None:
        value = coins / cat.coins_per_vp + tokens * cat.token_vp + seals * cat.seal_vp
        if pick:
            value += PERSON_PICK[pick]
        return share * value
    card = cat.scorings[s.ctx.automa[seat][1]]
    per_coin = card.vp_per_coin if not card.coins_per_vp else 1 / card.coins_per_vp
    value = coins * per_coin + tokens * card.token_vp + seals * card.seal_vp
    if pick:
        animals, experts = automa_counts
        first = s.prio[seat][0] if s.prio[seat] else 0
        a, e = animals[first], experts[first]
        if pick == "animal":
            value += 2 * a + e + 1  # (a+1+e)(a+1) - (a+e)a
        else:
            value += a + card.expert_groups[-1]
    return share * value
