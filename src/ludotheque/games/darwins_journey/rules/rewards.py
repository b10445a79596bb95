"""The Reward phase (L1081-L1143): Envelope majorities top to bottom, then the HMS Beagle
goal under the Beagle's space."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland_pieces import (
    BEAGLE_CONDITIONS as FIRE_CONDITIONS,
)
from ludotheque.games.darwins_journey.components.names import COLOURS, KINDS
from ludotheque.games.darwins_journey.rules import objectives, perks, seals
from ludotheque.games.darwins_journey.rules.effects import push_bundle
from ludotheque.games.darwins_journey.rules.fireland import counts as fire_counts
from ludotheque.games.darwins_journey.rules.fireland.encounters import others_spend_time
from ludotheque.games.darwins_journey.rules.great_ship import hooks as ship
from ludotheque.games.darwins_journey.rules.scenarios import counts as scenario_counts
from ludotheque.games.darwins_journey.state import DarwinState, note, remember, replaced

# What one Beagle goal counts, said once ("4 VP per blue seal"; R38: a stamp space).
_ONE_OF = {
    "seals": "seal",
    "lenses": "lens",
    "objectives": "objective",
    "tents": "tent",
    "empty-stamps": "empty stamp space",
    # The Scenarios module's tiles (L2307-L2319).
    "research-tokens": "Research token",
    "all-seals": "seal of any kind",
    "silver-workers": "worker with a silver distinction",
    "books": "book reached",
    # Fireland's tiles (L1937-L1945).
    "land-tokens": "Land Adventure token",
    "ocean-tokens": "Ocean Adventure token",
    "time-spent": "Time spent",
}


def majorities(counts: list[int]) -> tuple[list[int], list[int]]:
    """Seats with the most stamps, and with the next count below (L1087-L1089): ties share
    a place, a tie for first leaves second place to the next count; a place needs at least
    1 stamp (ruling R22)."""
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    first = [p for p, c in enumerate(counts) if levels and c == levels[0]]
    second = [p for p, c in enumerate(counts) if len(levels) > 1 and c == levels[1]]
    return first, second


# Alfred's own handling (rules/alfred/turn.py sets these on import): his rewards run his
# way, and his Beagle score is his board's (L1591-L1599).
ALFRED: dict = {}


def envelope(s: DarwinState, e: int) -> None:
    """Rewards are pushed so that they resolve in turn order (ruling R23); each rewarded
    seat sends half its stamps there, rounded up, to the used-stamp cup (L1091)."""
    n = s.ctx.players
    counts = s.stamps_on[e * n : e * n + n]
    if max(counts) <= 0:  # no stamps there: no one rewarded, nothing noted (most envelopes)
        return
    first, second = majorities(counts)
    letter = s.ctx.comp.letters[s.letters[e]]
    rewarded = [(p, letter.first) for p in first] + [(p, letter.second) for p in second]
    rank = {p: i for i, p in enumerate(s.order)}
    rewarded.sort(key=lambda x: rank[x[0]], reverse=True)
    sent = {}
    for p, effects in rewarded:
        k = (counts[p] + 1) // 2
        if p >= 0 and s.ships[p] >= 0:
            k = ship.cup_share(s, p, k)  # GS7 (L2128)
        sent[p] = k
        s.stamps_on[e * n + p] -= k
        s.cup = replaced(s.cup, p, s.cup[p] + k)
        if p == s.ctx.alfred:
            ALFRED["run"](s, effects)
        else:
            push_bundle(s, p, effects)
    if letter.others_time and first:  # Fireland's F1 (L1951, ruling FL-R23)
        others_spend_time(s, [p for p in range(n) if p not in first], letter.others_time)
    if rewarded:
        ranks = [f"{_who(s, p)} first" for p in first] + [f"{_who(s, p)} second" for p in second]
        cup = ", ".join(f"{_who(s, p)} {sent[p]}" for p, _ in rewarded)
        note(
            s,
            f"envelope {e + 1} rewards {', '.join(ranks)}; stamps sent to the cup: {cup}",
        )


def _who(s: DarwinState, p: int) -> str:
    return "Alfred" if p == s.ctx.alfred else f"seat {p + 1}"


def delay(s: DarwinState, seat: int) -> int:
    """The delay values between the seat's ship and the Beagle (L1131-L1133), each capped
    at 2 with the gold slot perk (L1050). None on or ahead of the Beagle."""
    cap = 2 if perks.has(s, seat, "beagle-cap") else None
    key = ("delay", s.ship[seat], s.beagle, cap)  # a function of these (context memo)
    got = s.ctx.memo.get(key)
    if got is None:
        got = remember(s.ctx, key, _delay(s.ctx, s.ship[seat], s.beagle, cap))
    return got


def _delay(ctx, ship: int, at: int, cap: int | None) -> int:
    ocean = ctx.comp.geo.ocean
    mine = ocean.step[ship]
    beagle = ocean.step[ocean.beagle[at]]
    total = 0
    seen = set()
    for i, st in enumerate(ocean.step):
        if mine < st <= beagle and st not in seen and ocean.delay[i]:
            seen.add(st)
            total += min(ocean.delay[i], cap) if cap else ocean.delay[i]
    return total


def beagle_count(s: DarwinState, seat: int, tile) -> int:
    if tile.condition == "seals":
        return seals.standard(s, seat, tile.what)  # special seals score 0 (L1107)
    if tile.condition == "research":
        return objectives.research_count(s, seat, kind=tile.what)
    if tile.condition == "lenses":
        return objectives.lenses_placed(s, seat)
    if tile.condition == "empty-stamps":
        return objectives.empty_stamp_spaces(s, seat)
    if tile.condition == "tents":
        return objectives.tents_placed(s, seat)
    if tile.condition == "objectives":
        return bin(s.done[seat]).count("1")  # completed objectives (L1127)
    if tile.condition in FIRE_CONDITIONS:
        return fire_counts.beagle(s.fire, seat, tile.condition)  # Fireland (L1937-L1945)
    return scenario_counts.beagle(s, seat, tile.condition)  # Scenarios (L2307-L2319)


def beagle_goal(s: DarwinState) -> list[int]:
    """Every seat scores the goal less its delay, never below 0 (L1135); then the tile is
    flipped (L1137). Returns the VP each seat gained."""
    t = s.beagles[s.beagle]
    tile = s.ctx.comp.beagles[t]
    gains = []
    for p in range(s.ctx.players):
        if p == s.ctx.alfred:
            g = ALFRED["beagle"](s)
        else:
            g = max(0, beagle_count(s, p, tile) * tile.vp - delay(s, p))
        s.vp = replaced(s.vp, p, s.vp[p] + g)
        gains.append(g)
    s.beagles = replaced(s.beagles, s.beagle, -1)
    what = ""
    if tile.condition == "seals":
        what = f" {COLOURS[tile.what]}"
    elif tile.condition == "research":
        what = f" {KINDS[tile.what]}"
    scored = ", ".join(f"{_who(s, p)} +{g} VP" for p, g in enumerate(gains))
    each = _ONE_OF.get(tile.condition, tile.condition.replace("-", " "))
    note(s, f"HMS Beagle goal ({tile.vp} VP per{what} {each}, less the delay): {scored}")
    return gains
