"""What each seat may see (L383, hidden piles and decks), the full snapshot, and the
re-deal of hidden information for search agents."""

from __future__ import annotations

from ludotheque.core.rng import Rng
from ludotheque.fronts.position_parts import parts, set_once_copy
from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS, REGIONS, ZONES
from ludotheque.games.perseverance_ep3.rules import final
from ludotheque.games.perseverance_ep3.state import MEMO_LIMIT, REMINDER, PState

HIDDEN = "?"
DINO_KINDS = ("sh", "r", "th", "ij", "leader")  # the species on a dino space; 4: a mounted leader


# Lists of names per bitmask, put in every view as they are: views are read-only for
# their readers (tests/core/test_fresh_views.py), so these constant lists are shared.
_TEMPLES = (("raptor", 1), ("thunderhorn", 2), ("ironjaw", 4))
_TEMPLE_LISTS = tuple([t for t, b in _TEMPLES if m & b] for m in range(8))
_ARTEFACT_LISTS = tuple(
    [a for i, a in enumerate(ARTEFACTS) if m >> i & 1] for m in range(1 << len(ARTEFACTS))
)
_START_ZONES = (*ZONES, "wilderness")
_SPECIES = ("sh", "r", "th", "ij")
# Constant entries, shared by every view: no unit (tired, in the infirmary, on an
# adventure: the common case), and a location with no tile, dino or shelter, per wild
# species (index -1: none).
_NONE5 = [0, 0, 0, 0, 0]  # a unit list (by code) with no unit in it
_NO_UNITS = {"ranger": 0, "tsh": 0, "tr": 0, "tth": 0, "tij": 0}
_PLAYER_KEYS = (
    "leader",
    "followers",
    "resources",
    "home",
    "tired",
    "infirmary",
    "infirmary_cover",
    "untrained",
    "rangers_in_supply",
    "leader_at",
    "mounted",
    "crates",
    "ranch",
    "artefacts",
    "dice_in_supply",
    "shelters",
    "cubes",
    "turns",
    "start_zone",
    "adventure",
    "adventure_step",
    "on_adventure",
    "leader_on_adventure",
    "leader_laid_down",
    "adventures_started",
    "adventures_completed",
    "threat_track",
    "goal",
)
# A player's entry has more than 15 keys: Python 3.11 builds such a dict literal one key
# at a time (growing it as it goes); a copy of this template, filled in, is cheaper.
_PLAYER_TEMPLATE = dict.fromkeys(_PLAYER_KEYS)
_EMPTY_CELLS = [-1] * 9  # a ranch with no tile yet (a third of the players' entries)
_NO_RANCH = [None] * 9
_NO_OWNERS = [-1, -1]  # a zone's structures with no owner (most zones, most of a game)
_NO_TILES: list = []  # nothing known at the bottom of a pile (most piles, most of a game)
_NO_ADVENTURES = {"wilderness": 0, "temple": 0}  # none started, or none completed


_BOARD_TEMPLATE = dict.fromkeys(
    (
        "pool",
        "zones",
        "wilderness_officer",
        "influence",
        "locations",
        "outpost",
        "piles",
        "adventure_decks",
        "ranch_piles",
        "adventure_offers",
        "unlocked",
        "ranch_offer",
        "temples_explored",
        "temple_adventures_left",
        "temple_adventures_completed",
        "ancient_portal",
        "assembly_tile",
        "assembly_tiles_left",
        "assemblies",
        "supply",
    )
)  # the board's keys, in order: filled like a player's entry (_PLAYER_TEMPLATE)


class _Unseen(dict):
    """A face-down deck or pile of `size` cards none of which anyone saw, per size, made on
    first use and shared by every view."""

    __slots__ = ()

    def __missing__(self, size: int) -> dict:
        entry = self[size] = {"size": size, "known_bottom": []}
        return entry


_UNSEEN = _Unseen()
_EMPTY_LOCATIONS = tuple(
    {"tile": None, "dino": -1, "dino_kind": None, "wild": w, "shelters": []}
    for w in (*_SPECIES, None)
)


class _Dice(dict):
    """A die's entry per (owner, face index), made on first use and shared by every view
    (views are read-only for their readers)."""

    __slots__ = ("faces",)

    def __missing__(self, die: tuple[int, int]) -> dict:
        entry = self[die] = {"owner": die[0], "face": self.faces[die[1]]}
        return entry


class _Names:
    """The names a view writes, per index, worked out once per configuration (the
    server builds a view on every move: issue 22 wants it under 50 µs). Tuples that a
    -1 index may read end with None."""

    def __init__(self, comp) -> None:
        self.leaders = tuple(x.id for x in comp.players.leaders)
        self.goals = tuple(g.id for g in comp.goals)
        self.ranch = (*(x.name for x in comp.ranch), None)
        self.adventures = (*(x.name for x in comp.adventures), None)
        self.exploration = tuple(x.name for x in comp.exploration)
        self.pile_tiles = (*self.exploration, "reminder")  # -1: REMINDER
        self.structures = (*(x.name for x in comp.structures), None)
        self.officers = tuple(o.id for o in comp.players.officers)
        self.locations = tuple(loc.id for loc in comp.board.locations)
        self.faces = comp.board.faces
        self.tiles = tuple(x.id for x in comp.tables.assembly_tiles)
        self.dice = _Dice()
        # A town zone's entry by the values it is made of (its dice, shelters, leader,
        # thunderhorn, structures, owners, officer), shared by every view that shows them,
        # as the dice's entries are: no reader edits a view (tests/core/test_fresh_views.py).
        self.zones: dict[tuple, dict] = {}
        self.dice.faces = self.faces
        # An empty or blocked die space reads as itself: a row is one `map`.
        self.dice[-1], self.dice[-2] = -1, -2


def _names(s: PState) -> _Names:
    got = s.ctx.memo.get("view-tables")
    if got is None:
        got = s.ctx.memo["view-tables"] = _Names(s.ctx.comp)
    return got


def _players(s: PState, viewer: int | None, full: bool, nm: _Names, seats) -> list[dict]:
    """The entries of `seats`, in one loop that looks its tables up once."""
    goals, leaders, adventures = nm.goals, nm.leaders, nm.adventures
    ranch = nm.ranch.__getitem__  # -1 reads the final None
    players = s.players
    template = _PLAYER_TEMPLATE.copy
    out = []
    for seat in seats:
        p = players[seat]
        goal = None
        if p.goal >= 0 and (full or viewer == seat or p.goal_shown):  # solo: no goal card
            goal = goals[p.goal]
        r0, r1, r2, r3 = p.res
        h0, h1, h2, h3, h4 = p.home
        u0, u1, u2, u3 = p.untrained
        tired, infirmary, away = p.tired, p.infirmary, p.adv_units
        if tired != _NONE5:  # cheaper than any(): no call
            t0, t1, t2, t3, t4 = tired
            tired = {"ranger": t0, "tsh": t1, "tr": t2, "tth": t3, "tij": t4}
        else:
            tired = _NO_UNITS
        if infirmary != _NONE5:
            i0, i1, i2, i3, i4 = infirmary
            infirmary = {"ranger": i0, "tsh": i1, "tr": i2, "tth": i3, "tij": i4}
        else:
            infirmary = _NO_UNITS
        if away != _NONE5:
            a0, a1, a2, a3, a4 = away
            away = {"ranger": a0, "tsh": a1, "tr": a2, "tth": a3, "tij": a4}
        else:
            away = _NO_UNITS
        start, adventure = p.start_zone, p.adventure
        entry = template()
        entry["leader"] = leaders[p.leader]
        entry["followers"] = p.followers
        entry["resources"] = {"food": r0, "debris": r1, "ir": r2, "gb": r3}
        entry["home"] = {"ranger": h0, "tsh": h1, "tr": h2, "tth": h3, "tij": h4}
        entry["tired"] = tired
        entry["infirmary"] = infirmary
        entry["infirmary_cover"] = p.cover
        entry["untrained"] = {"sh": u0, "r": u1, "th": u2, "ij": u3}
        entry["rangers_in_supply"] = p.rangers_out
        entry["leader_at"] = p.leader_at
        entry["mounted"] = p.mounted
        entry["crates"] = p.crates[:]
        cells = p.ranch
        entry["ranch"] = _NO_RANCH if cells == _EMPTY_CELLS else [*map(ranch, cells)]
        entry["artefacts"] = _ARTEFACT_LISTS[p.artefacts]
        entry["dice_in_supply"] = p.dice_left
        entry["shelters"] = p.shelters
        entry["cubes"] = p.cubes
        entry["turns"] = p.turns
        entry["start_zone"] = _START_ZONES[start] if start >= 0 else None
        entry["adventure"] = adventures[adventure] if adventure >= 0 else None
        entry["adventure_step"] = p.adv_step
        entry["on_adventure"] = away
        entry["leader_on_adventure"] = p.adv_leader
        entry["leader_laid_down"] = p.leader_down
        entry["adventures_started"] = (
            {"wilderness": p.started_wild, "temple": p.started_temple}
            if p.started_wild or p.started_temple
            else _NO_ADVENTURES
        )
        entry["adventures_completed"] = (
            {"wilderness": p.done_wild, "temple": p.done_temple}
            if p.done_wild or p.done_temple
            else _NO_ADVENTURES
        )
        entry["threat_track"] = p.threat
        entry["goal"] = goal
        out.append(entry)
    return out


def _board(s: PState, full: bool, nm: _Names) -> dict:
    """Plain loops rather than nested comprehensions: each comprehension is a function
    call in Python 3.11, and a view is built on every move (issue 22: under 50 µs). The
    lists of the state are walked together (zip) rather than indexed one by one."""
    expl, officers, adventures, ranch = (
        nm.exploration,
        nm.officers,
        nm.adventures,
        nm.ranch,
    )
    locations = {}
    kinds, species = DINO_KINDS, _SPECIES
    for lid, t, h, dn, k, w, sh in zip(
        nm.locations,
        s.loc_tile,
        s.loc_hidden,
        s.loc_dino,
        s.loc_dino_kind,
        s.loc_wild,
        s.loc_shelters,
        strict=True,
    ):
        if t < 0 and dn == -1 and not sh:
            locations[lid] = _EMPTY_LOCATIONS[w]
            continue
        locations[lid] = {
            "tile": (HIDDEN if h and not full else expl[t]) if t >= 0 else None,
            "dino": dn,
            "dino_kind": kinds[k] if dn != -1 else None,
            "wild": species[w] if w >= 0 else None,
            "shelters": [*sh],
        }
    zones = {}
    structures, die = nm.structures, nm.dice
    die_at = die.__getitem__
    made = nm.zones  # a zone's entry by what it reads: a move changes one zone or none
    if len(made) > MEMO_LIMIT:
        made.clear()
    for name, dice_row, shelters, leader, thunder, (b0, b1), (o0, o1), o in zip(
        ZONES,
        s.zone_dice,
        s.zone_shelters,
        s.zone_leader,
        s.zone_thunder,
        s.structures,
        s.structure_owner,
        s.officer_at[:4],
        strict=True,
    ):
        key = (name, dice_row, shelters, leader, thunder, b0, b1, o0, o1, o)
        entry = made.get(key)
        if entry is None:
            entry = made[key] = {
                "dice": [*map(die_at, dice_row)],
                "shelters": [*shelters],
                "leader": leader,
                "thunderhorn_space": thunder,
                "structures": [structures[b0], structures[b1]],
                "structure_owners": _NO_OWNERS if o0 == o1 == -1 else [o0, o1],
                "officer": officers[o],
            }
        zones[name] = entry
    influence = dict(zip(officers, map(list, s.influence), strict=True))
    piles, decks, offers = {}, {}, {}
    pile_tile, adventure = nm.pile_tiles.__getitem__, adventures.__getitem__
    for region, pile, seen, deck, dseen, offer in zip(
        REGIONS, s.piles, s.pile_seen, s.decks, s.deck_seen, s.offers, strict=True
    ):
        if full:
            piles[region] = [*map(pile_tile, pile)]
        else:
            known = [*map(pile_tile, pile[len(pile) - seen :])] if seen else _NO_TILES
            piles[region] = {
                "size": len(pile),
                "reminder_at": pile.index(REMINDER) + 1 if REMINDER in pile else None,
                # tiles seen by all before going under (L899), top to bottom
                "known_bottom": known,
            }
        decks[region] = (
            {
                "size": len(deck),
                "known_bottom": [*map(adventure, deck[len(deck) - dseen :])],
            }
            if dseen
            else _UNSEEN[len(deck)]
        )
        offers[region] = [*map(adventure, offer)]
    ranch_piles, ranch_offer = [], []
    ranch_tile = ranch.__getitem__
    for pile, seen in zip(s.ranch_piles, s.ranch_seen, strict=True):
        ranch_piles.append(
            {"size": len(pile), "known_bottom": [*map(ranch_tile, pile[len(pile) - seen :])]}
            if seen
            else _UNSEEN[len(pile)]
        )
    for offer in s.ranch_offer:
        ranch_offer.append([*map(ranch_tile, offer)])
    pool = [*map(die_at, sorted(s.pool))] if s.pool else []
    sp0, sp1, sp2, sp3 = s.supply
    a, b = s.outpost
    board = _BOARD_TEMPLATE.copy()
    board["pool"] = pool
    board["zones"] = zones
    board["wilderness_officer"] = officers[s.officer_at[4]]
    board["influence"] = influence
    board["locations"] = locations
    board["outpost"] = [[*a], [*b]]
    board["piles"] = piles
    board["adventure_decks"] = decks
    board["ranch_piles"] = ranch_piles
    board["adventure_offers"] = offers
    board["unlocked"] = s.unlocked[:]
    board["ranch_offer"] = ranch_offer
    board["temples_explored"] = _TEMPLE_LISTS[s.temples & 7]
    board["temple_adventures_left"] = _TEMPLE_LISTS[s.temple_free & 7]
    board["temple_adventures_completed"] = _TEMPLE_LISTS[s.temples_done & 7]
    board["ancient_portal"] = s.portal_owner
    board["assembly_tile"] = nm.tiles[s.tile]
    board["assembly_tiles_left"] = len(s.tile_stack)
    board["assemblies"] = s.assemblies
    board["supply"] = {"sh": sp0, "r": sp1, "th": sp2, "ij": sp3}
    return board


def view(s: PState, seat: int | None, decision) -> dict:
    """The board, and a player's entry (by whether its goal card shows), are the same
    for every seat that looks at one position: built once per position and shared by
    the views of every seat and spectator (the server builds one for each after every
    move). Alone (solo), the game names the Dissidents' leaders in the players' entries
    of each view it returns (Game.view): those entries are the view's own."""
    nm = _names(s)
    kept = parts(s)
    if kept is None or s.solo is not None:  # the players' entries are this view's own
        players = _players(s, seat, False, nm, range(len(s.players)))
    else:
        players = []
        for i, p in enumerate(s.players):
            shown = p.goal >= 0 and (seat == i or p.goal_shown)
            key = i * 2 + shown
            entry = kept.get(key)
            if entry is None:
                other = kept.get(key ^ 1)
                if other is None:
                    entry = _players(s, seat, False, nm, (i,))[0]
                else:  # the same entry but for its goal card, the last key
                    entry = other.copy()
                    entry["goal"] = nm.goals[p.goal] if shown else None
                kept[key] = entry
            players.append(entry)
    if kept is None:  # nothing shared: this view builds its own board
        board = _board(s, False, nm)
    else:
        board = kept.get("board")
        if board is None:
            board = kept["board"] = _board(s, False, nm)
    out = {
        "seat": seat,
        "phase": s.phase,
        "active": s.active,
        "players": players,
        "board": board,
        "dissident": s.ctx.dissident,
        "decision": decision.to_dict(include_options=decision.seat == seat),
    }
    if s.phase == "over":
        out["final"] = set_once_copy(s.final)
        out["winners"] = final.winners(s)
        if s.goal_extra >= 0:  # the third card is revealed at the end (L1410)
            out["third_goal"] = s.ctx.comp.goals[s.goal_extra].id
    return out


def snapshot(s: PState) -> dict:
    out = {
        "phase": s.phase,
        "active": s.active,
        "first": s.first,
        "step": s.step,
        "rng": s.rng.state,
        "tasks": [repr(t) for t in s.tasks],
        "players": _players(s, None, True, _names(s), range(len(s.players))),
        "board": _board(s, True, _names(s)),
        "decks": [list(d) for d in s.decks],
        "ranch_piles": [list(p) for p in s.ranch_piles],
        "tile_stack": list(s.tile_stack),
        "upper_stack": list(s.upper_stack),
        "goal_extra": s.goal_extra,
        "seen": [list(s.pile_seen), list(s.deck_seen), list(s.ranch_seen)],
    }
    return out


def determinize(s: PState, seat: int, rng: Rng) -> PState:
    """Re-deal what `seat` cannot see: the order of every face-down pile and deck, the
    face-down 2-player tiles (with their region's pile), other players' unrevealed goal
    cards and the 2-player third card (one card per officer, L388). The reminder tiles
    stay where they are: their positions are public (L315-L318); so do the tiles and cards
    put under a pile after everyone saw them (L899, L1296, L1302).

    Search draws a pool of these per decision, so the face-down tiles are looked for only
    in a game that has some (2 players). The plain version is kept as the reference in
    tests/games/perseverance_ep3/test_speed_determinize.py."""
    c = s.copy()
    shuffle = rng.shuffle
    hidden_any = True in c.loc_hidden
    piles = c.own("piles")  # the copy's own rows (it shares its source's tables)
    for r in range(3):
        pile = piles[r]
        top = len(pile) - c.pile_seen[r]  # the known bottom stays (L899)
        if hidden_any:
            hidden = [i for i in _region_locations(c)[r] if c.loc_hidden[i]]
            tiles = sorted(
                [t for t in pile[:top] if t != REMINDER] + [c.loc_tile[i] for i in hidden]
            )
        else:
            hidden = ()
            tiles = sorted([t for t in pile[:top] if t != REMINDER])
        shuffle(tiles)
        for i in hidden:
            c.loc_tile[i] = tiles.pop()
        if REMINDER in pile[:top]:
            piles[r] = [REMINDER if t == REMINDER else tiles.pop() for t in pile[:top]] + pile[top:]
        else:  # the same as the line above: popped from the end, so reversed
            tiles.reverse()
            piles[r] = tiles + pile[top:]
    decks = c.own("decks") + c.own("ranch_piles")
    for d, seen in zip(decks, c.deck_seen + c.ranch_seen, strict=True):
        top = len(d) - seen
        head = sorted(d[:top])
        shuffle(head)
        d[:top] = head
    goals = c.ctx.comp.goals
    unknown = [i for i, p in enumerate(c.players) if i != seat and not p.goal_shown and p.goal >= 0]
    used = {
        goals[p.goal].officer
        for i, p in enumerate(c.players)
        if p.goal >= 0 and (i == seat or p.goal_shown)
    }
    extra = c.goal_extra >= 0 and c.phase != "over"  # revealed at the end (L1410)
    if c.goal_extra >= 0 and not extra:
        used.add(goals[c.goal_extra].officer)
    officers = sorted({g.officer for g in goals} - used)
    shuffle(officers)
    slots = [(i, "player") for i in unknown] + ([(-1, "extra")] if extra else [])
    for (i, kind), officer in zip(slots, officers, strict=False):
        cards = [g.index for g in goals if g.officer == officer]
        g = cards[rng.below(len(cards))]
        if kind == "player":
            c.mut(i).goal = g
        else:
            c.goal_extra = g
    c.rng = Rng(rng.next64())
    c.decision = None
    c.work = None
    return c


def _region_locations(s: PState) -> tuple:
    """The location indexes of each region, once per configuration."""
    got = s.ctx.memo.get("region-locations")
    if got is None:
        locs = s.ctx.comp.board.locations
        got = s.ctx.memo["region-locations"] = tuple(
            tuple(i for i, loc in enumerate(locs) if loc.region == r) for r in range(3)
        )
    return got
