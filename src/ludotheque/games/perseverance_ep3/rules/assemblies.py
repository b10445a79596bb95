"""Assemblies (L1225-L1332): presence ranks with peaceful ties, the scoring tile's
rewards, officer scoring, the conclusion, and preparing the next assembly; the
2-player dissident's moves after each (L1394-L1408)."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import Effect
from ludotheque.games.perseverance_ep3.rules import adventures_offer, counts, placements, units
from ludotheque.games.perseverance_ep3.rules.piles import put_under
from ludotheque.games.perseverance_ep3.rules.ranch import refill_offer
from ludotheque.games.perseverance_ep3.rules.tasks import push
from ludotheque.games.perseverance_ep3.state import EMPTY, TTH, WILD, PState

SOLO: dict = {}  # the solo mode's scoring of tiles and officers (solo/scoring.py)
TOWN_ORDER = (0, 1, 2, 3)  # the dissident's next-zone loop (reconstructed, digest M-25)


def dense_ranks(values: list[int]) -> list[int]:
    """Rank of each value among the positive ones, ties sharing a rank and the next value
    taking the next rank (L1243-L1247: 3, 3, 1 -> 1st, 1st, 2nd). -1 for 0 (no presence,
    no influence: nothing, L1265, L1269). Ranks are 0-based."""
    levels = []  # loops, not comprehensions (each a function call): twice per assembly
    for v in values:
        if v > 0 and v not in levels:
            levels.append(v)
    levels.sort(reverse=True)
    ranks = []
    for v in values:
        ranks.append(levels.index(v) if v > 0 else -1)
    return ranks


def points(s: PState, seat: int, effect: Effect) -> int:
    """What a scoring condition (score steps of its first alternative) is worth for a
    seat now. The evaluation asks it for every coming assembly of every leaf, so each
    step's count is read through its function directly, and the trained dinos of every
    species at once (`counts.trained_all`) when the condition names any."""
    return step_points(s, seat, score_steps(effect))


def step_points(s: PState, seat: int, steps: tuple) -> int:
    """`points` of a condition given by its steps, (count, reader, unit code, divisor)
    each, as `score_steps` makes them (the evaluation keeps them per officer)."""
    total = 0
    trained = None
    for n, read, code, div in steps:
        if code:
            if trained is None:
                trained = counts.trained_all(s, seat)
            total += n * (trained[code] // div)
        else:
            total += n * read(s, seat)
    return total


_SCORES: dict[int, tuple] = {}
# count names read from `counts.trained_all`: (unit code, divisor)
_TRAINED = {"tsh": (1, 1), "tr": (2, 1), "tth": (3, 1), "tij": (4, 1), "tsh-pairs": (1, 2)}


def score_steps(effect: Effect) -> tuple:
    """(n, count function, trained code or 0, divisor) of each score step of the first
    alternative, kept by identity (effects are the components' own tuples)."""
    got = _SCORES.get(id(effect))
    if got is None or got[0] is not effect:
        steps = tuple(
            (st.n, _reader(st.arg("per")), *_TRAINED.get(st.arg("per"), (0, 1)))
            for alt in effect[:1]
            for clause in alt
            for st in clause
            if st.verb == "score"
        )
        if len(_SCORES) > 4096:
            _SCORES.clear()
        got = _SCORES[id(effect)] = (effect, steps)
    return got[1]


def _reader(name: str):
    """The function `counts.count` would use for `name`."""
    fast = counts._FAST.get(name)
    if fast is not None:
        return fast
    return lambda s, seat: counts._count(s, seat, name)


def everyone(s: PState) -> range:
    """Seats that rank: the players, and the 2-player dissident as a third (L1394)."""
    return range(len(s.influence[0]))


def score_officer(s: PState, o: int) -> list[int]:
    """The most influence gains the condition in full, the second most half rounded down
    (L1269-L1271); the dissident ranks but never gains. Returns each player's gain."""
    if s.solo is not None:
        return SOLO["officer"](s, o)
    ranks = dense_ranks(s.influence[o])  # a row holds every seat that ranks (`everyone`)
    cond = s.ctx.comp.players.officers[o].scoring
    gains = []
    for seat in range(len(s.players)):
        r = ranks[seat]
        full = points(s, seat, cond) if r in (0, 1) else 0
        g = full if r == 0 else full // 2 if r == 1 else 0
        units.add_followers(s, seat, g)
        gains.append(g)
    return gains


def score_tile(s: PState, presence: list[int]) -> None:
    """The current scoring tile's rewards for ranks 1 to 3 (L1265, L1279)."""
    if s.solo is not None:
        return SOLO["tile"](s, presence)
    tile = s.ctx.comp.tables.assembly_tiles[s.tile]
    rewards = tile.rewards[s.ctx.side]
    ranks = dense_ranks(presence)
    for seat in range(len(s.players)):
        r = ranks[seat]
        if 0 <= r < len(rewards):
            followers, crates = rewards[r]
            units.add_followers(s, seat, followers)
            if crates:
                push(s, "crate", seat, crates, "choice", ())


def next_tile(s: PState) -> None:
    """Discard the tile, reveal the next; the discarded tile's symbol acts (L1283-L1308).
    With the stack empty the current tile stays for every later assembly (L1290)."""
    s.assemblies += 1
    if not s.tile_stack:
        return
    symbol = s.ctx.comp.tables.assembly_tiles[s.tile].symbol
    stack = s.tile_stack  # replaced, not changed in place: copies share it (state.WHOLE)
    s.tile, s.tile_stack = stack[0], stack[1:]
    if symbol == "refresh-adventures":
        adventures_offer.refresh(s)
    elif symbol == "refresh-ranch":
        for k in range(4):  # the leftmost of each type under its pile (L1302)
            offer = list(s.ranch_offer[k])
            if offer:
                put_under(s.own("ranch_piles")[k], s.ranch_seen, k, offer.pop(0))
                s.ranch_offer[k] = tuple(offer)
                refill_offer(s, k)
    elif symbol == "place-structures":
        place_upper_structures(s)
    s.cp += 1


def place_upper_structures(s: PState) -> None:
    """Tiles 5-8 go on their zones with whichever face comes up (L1308)."""
    comp = s.ctx.comp
    for tile in s.upper_stack:
        faces = [f for f in comp.structures if f.tile == tile]
        face = faces[s.rng.below(len(faces))]
        s.own("structures")[face.zone][1] = face.index
    s.upper_stack = []


_HERE = tuple((f"zone:{z}", f"ts:{z}") for z in range(4))  # a town zone's leader places


def town_assembly(s: PState, zone: int) -> None:
    score_tile(s, [counts.presence(s, w, zone) for w in everyone(s)])
    score_officer(s, s.officer_at[zone])
    # Conclusion (L1277): dice rerolled to the pool; leaders and thunderhorns go home.
    faces = len(s.ctx.comp.board.faces)
    spaces = list(s.zone_dice[zone])
    for i, d in enumerate(spaces):
        if d.__class__ is tuple:
            s.pool.append((d[0], s.rng.below(faces)))
            spaces[i] = EMPTY
    s.zone_dice[zone] = tuple(spaces)
    s.cp += 1  # the dice were rerolled
    t = s.zone_thunder[zone]
    n = len(s.players)
    here = _HERE[zone]
    leader_on_space = t != EMPTY and t < n and s.players[t].leader_at == here[1]
    for seat, p in enumerate(s.players):
        if p.leader_at in here:
            s.mut(seat).leader_at = "home"
    s.zone_leader[zone] = EMPTY
    if t != EMPTY:
        if t < n and not leader_on_space:
            s.mut(t).home[TTH] += 1
        s.zone_thunder[zone] = EMPTY
    if s.ctx.dissident >= 0:
        _dissident_after_town(s, zone)
    next_tile(s)


def _dissident_after_town(s: PState, zone: int) -> None:
    """1 cube on the zone's officer, 1 shelter on the zone's lowest free space, or the
    next zone's if full (L1398-L1402)."""
    d = s.ctx.dissident
    placements.place_cube(s, d, s.officer_at[zone])
    for k in range(4):
        z = TOWN_ORDER[(TOWN_ORDER.index(zone) + k) % 4]
        space = placements.lowest_free(s, z)
        if space >= 0:
            placements.put_town_shelter(s, d, z, space, bonus=False)
            return


def wild_assembly(s: PState, region: int) -> None:
    zone = WILD + 1 + region
    score_tile(s, [counts.presence(s, w, zone) for w in everyone(s)])
    score_officer(s, s.officer_at[WILD])  # the wilderness officer for every region (L1331)
    # Mounted leaders there go home; standard trained dinos stay (L1332).
    locs = s.ctx.comp.board.locations
    for i, loc in enumerate(locs):
        if loc.region == region and s.loc_dino_kind[i] == 4:
            seat = s.loc_dino[i]
            s.loc_dino[i] = EMPTY
            s.loc_dino_kind[i] = -1
            s.mut(seat).leader_at = "home"
    if s.ctx.dissident >= 0:
        _dissident_after_wild(s, region)
    next_tile(s)


def _dissident_after_wild(s: PState, region: int) -> None:
    """1 cube on the wilderness officer, then 1 shelter on the lowest-numbered location
    of the region with a free space, the Outpost last (L1404-L1408, ruling R14)."""
    d = s.ctx.dissident
    placements.place_cube(s, d, s.officer_at[WILD])
    spots = [
        sp
        for sp in placements.wild_spots(s)
        if sp[0] == "loc" and s.ctx.comp.board.locations[sp[1]].region == region
    ]
    spots.sort(key=lambda sp: s.ctx.comp.board.locations[sp[1]].number)
    if not spots and region == 0:
        spots = [sp for sp in placements.wild_spots(s) if sp[0] == "outpost"]
    if spots:
        placements.put_wild_shelter(s, d, spots[0])
