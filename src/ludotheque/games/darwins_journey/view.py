"""What a seat may see (`view`) and the complete true state (`snapshot`).

Hidden: the draft hands and picks of other seats until the crew cards are revealed
(L374), the order of the seal pile and of the objective piles. Everything else on the
table is public (digest section 9), the Great Ship cards too (face up, L2093), and the
Pirates' treasures and ship (`pirates`; each seat's `treasures` held and the
`raid_cost` it would pay now: L2194, L2200, L2214). With the Animal Companion, the Pet
cards drawn in the setup by choice are seen by their drawer only until kept (L2067).
"""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.fronts.position_parts import parts, set_once_copy
from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.components.great_ship import great_ship_data
from ludotheque.games.darwins_journey.components.names import SEAL_NAMES
from ludotheque.games.darwins_journey.rules.animals.show import pet_view
from ludotheque.games.darwins_journey.rules.fireland.scenarios import (
    scenario_view as fire_scenario_view,
)
from ludotheque.games.darwins_journey.rules.fireland.show import fireland_snapshot, fireland_view
from ludotheque.games.darwins_journey.rules.great_ship.show import ship_view
from ludotheque.games.darwins_journey.rules.pirates.raid import cost as raid_cost
from ludotheque.games.darwins_journey.rules.pirates.show import pirate_view
from ludotheque.games.darwins_journey.rules.scenarios.show import scenario_view
from ludotheque.games.darwins_journey.state import DarwinState, recent, remember

_ACADEMY_NAMES = (*SEAL_NAMES, "time")  # Fireland's Time seal (TIME_SEAL) after the base ones


class _Pairs(dict):
    """A `[name, number]` pair per (index, number), made on first use and shared by every
    view (views are read-only for their readers: tests/core/test_fresh_views.py)."""

    __slots__ = ("names",)

    def __missing__(self, key: tuple[int, int]) -> list:
        pair = self[key] = [self.names[key[0]], key[1] + 1]
        return pair


class _Names:
    """The ids the view writes, per index, worked out once per configuration (a view is
    built on every move the server sends: issue 22 wants it under 50 µs). The entries
    and lists kept here, and those kept in the memo by a state's (immutable) tuple, are
    put in every view as they are: views are read-only for their readers."""

    def __init__(self, comp) -> None:
        geo = comp.geo
        self.crew = tuple(c.id for c in comp.crew)
        self.objectives = tuple(o.id for o in comp.objectives)
        self.specials = tuple(x.id for x in comp.specials)
        self.letters = tuple(x.id for x in comp.letters)
        self.beagles = tuple(x.id for x in comp.beagles)
        self.spaces = tuple(sp.id for sp in comp.diaries.spaces)
        self.campsites = tuple(c.id for c in geo.campsites)
        self.islands = tuple(i.ids for i in geo.islands)
        self.ocean = geo.ocean.ids
        self.specimens = tuple(sp.id for sp in geo.specimens)
        self.tracks = tuple(t.ids for t in (geo.ocean, *geo.islands))
        # A crew card done with a worker, a tent on a campsite: [id, number] pairs.
        self.crew_done, self.tents = _Pairs(), _Pairs()
        self.crew_done.names, self.tents.names = self.crew, self.campsites
        # A worker on a space: [seat, worker number] per (seat, worker index).
        self.workers = tuple(tuple([p, k + 1] for k in range(8)) for p in range(8))
        # An action space's entry with no worker on it, per (space, lens, tile) as one
        # number (an int key is cheaper than a tuple's).
        self.spaces_free: dict[int, dict] = {}
        # Names read from a state's tuples by the tuple's id: (tuple, names).
        self.seen: dict[int, tuple[tuple, list]] = {}
        self.research: dict[int, list[str]] = {}  # research bitmask -> specimen ids
        self.academy: dict[tuple[int, ...], list] = {}  # the Academy's seals -> names
        self.museum: dict[tuple[int, ...], list] = {}  # the museum's flags -> specimen ids


def _names(s: DarwinState) -> _Names:
    got = s.ctx.memo.get("view-names")
    if got is None:
        got = remember(s.ctx, "view-names", _Names(s.ctx.comp))
    return got


# Lists per bitmask, shared by every view.
_WORKERS = tuple([w + 1 for w in range(5) if m >> w & 1] for m in range(32))
_SLOTS_DONE = tuple([k for k in range(10) if m >> k & 1] for m in range(1 << 10))
_LENS = {-1: "locked", -2: "open"}


def _bits(mask: int) -> list[int]:
    out = []
    k = 0
    while mask:
        if mask & 1:
            out.append(k)
        mask >>= 1
        k += 1
    return out


def _seat(s: DarwinState, p: int, show_crew: bool, nm: _Names) -> dict:
    crew, objs = nm.crew, nm.objectives
    rows, slots, explorers, research = s.rows[p], s.slots[p], s.explorers[p], s.research[p]
    done, tents = s.crew_done[p], s.tents[p]
    # The names read from a seat's tuples are kept by the tuple itself (the state
    # replaces a tuple when it changes; copies share them): a look-up by identity costs
    # less than hashing the tuple for the memo.
    seen = nm.seen
    got = seen.get(id(rows))
    if got is None or got[0] is not rows:
        got = _see(seen, rows, [*map(_seal_names, rows)])
    row_names = got[1]
    got = seen.get(id(slots))
    if got is None or got[0] is not slots:
        got = _see(seen, slots, [objs[o] if o >= 0 else None for o in slots])
    slot_names = got[1]
    got = seen.get(id(explorers))
    if got is None or got[0] is not explorers:
        got = _see(
            seen, explorers, [nm.islands[i][k] if k >= 0 else None for i, k in enumerate(explorers)]
        )
    places = got[1]
    researched = nm.research.get(research)
    if researched is None:
        if len(nm.research) >= 4096:
            nm.research.clear()
        researched = nm.research[research] = [nm.specimens[c] for c in _bits(research)]
    out = {
        "coins": s.coins[p],
        "vp": s.vp[p],
        "tk": s.tk[p],
        "theory": s.theory[p],
        "rows": row_names[:],
        "free_workers": _WORKERS[s.free[p] & 31],
        "fifth_worker": s.fifth[p],
        "crew": list(map(crew.__getitem__, s.crew[p])) if show_crew else len(s.crew[p]),
        "crew_done": [*map(nm.crew_done.__getitem__, done)] if done else [],
        "reserve": list(map(objs.__getitem__, s.reserve[p])),
        "slots": slot_names,
        "completed_slots": _SLOTS_DONE[s.done[p] & 1023],
        "stacks": list(s.stacks[p]),
        "cup": s.cup[p],
        "tents": [*map(nm.tents.__getitem__, tents)] if tents else [],
        "explorers": places,
        "ship": nm.ocean[s.ship[p]],
        "lenses": s.lenses[p],
        "research": researched,
    }
    if s.ctx.great_ship:
        out["great_ship"] = _ship_id(s, p)
    if s.ctx.pirates:
        out["treasures"] = s.hoard[p]
        out["raid_cost"] = raid_cost(s, p)
    return out


def _ship_id(s: DarwinState, p: int) -> str | None:
    c = s.ships[p]
    return great_ship_data().cards[c].id if c >= 0 else None


def _keep(memo: dict, key: tuple, value: list) -> list:
    """Keep `value` in `memo` for `key` (emptied past 4,096 entries)."""
    if len(memo) >= 4096:
        memo.clear()
    memo[key] = value
    return value


def _see(seen: dict, key: tuple, value: list) -> tuple[tuple, list]:
    """Keep `value` for the tuple `key` by its identity (the entry keeps `key` alive, so
    its id stays its own while kept)."""
    if len(seen) >= 4096:
        seen.clear()
    got = seen[id(key)] = (key, value)
    return got


def _seal_names(row: tuple[int, ...]) -> list[str]:
    return [SEAL_NAMES[c] for c in row]


def _board(s: DarwinState, nm: _Names) -> dict:
    n = s.ctx.players
    specials = nm.specials
    spaces = {}
    free, workers = nm.spaces_free, nm.workers
    for i, (sid, x, t, w) in enumerate(zip(nm.spaces, s.lens, s.tile, s.at, strict=True)):
        if w:
            spaces[sid] = {
                "lens": _LENS[x] if x < 0 else x,
                "workers": [workers[p][k] for p, k in w],
                "tile": specials[t] if t >= 0 else None,
            }
        else:
            key = (i << 16) | ((x + 2) << 8) | (t + 1)  # lens from -2, tile from -1
            entry = free.get(key)
            if entry is None:
                entry = free[key] = {
                    "lens": _LENS[x] if x < 0 else x,
                    "workers": [],
                    "tile": specials[t] if t >= 0 else None,
                }
            spaces[sid] = entry
    # The Academy's and the museum's names, kept by their contents (lists in the state).
    academy = tuple(s.academy)
    academy_names = nm.academy.get(academy)
    if academy_names is None:
        academy_names = _keep(
            nm.academy, academy, [_ACADEMY_NAMES[c] if c >= 0 else None for c in academy]
        )
    museum = tuple(s.museum)
    museum_names = nm.museum.get(museum)
    if museum_names is None:
        museum_names = _keep(
            nm.museum, museum, [nm.specimens[c] for c, y in enumerate(museum) if y]
        )
    stamps = s.stamps_on
    return {
        "spaces": spaces,
        "envelopes": [
            {"tile": nm.letters[t], "stamps": stamps[e * n : e * n + n]}
            for e, t in enumerate(s.letters)
        ],
        "beagle_space": nm.ocean[s.ctx.comp.geo.ocean.beagle[s.beagle]],
        "beagle_tiles": [nm.beagles[t] if t >= 0 else None for t in s.beagles],
        "academy": academy_names,
        "seal_pile": len(s.pile),
        "special_seals": s.specials,
        "objectives": {
            "silver": list(map(nm.objectives.__getitem__, s.display[0])),
            "gold": list(map(nm.objectives.__getitem__, s.display[1])),
            "piles": [len(s.decks[0]), len(s.decks[1])],
        },
        "museum": museum_names,
        "row_coins": list(s.row_coin),
        "specimens": _specimens(s, nm),
        "campsites": dict(zip(nm.campsites, map(list, s.camps), strict=True)),
    }


def _specimens(s: DarwinState, nm: _Names) -> dict:
    """Specimen tiles on the tracks by space id; the flags change a few times a round, so
    the dict is kept in the memo by their tuples and shared by the views."""
    key = ("view-specimens", *s.flags)
    got = s.ctx.memo.get(key)
    if got is None:
        ids = nm.specimens
        got = {
            track[i]: ids[x]
            for track, flags in zip(nm.tracks, s.flags, strict=True)
            for i, x in enumerate(flags)
            if x >= 0
        }
        remember(s.ctx, key, got)
    return got


def view(s: DarwinState, seat: int | None, decision: Decision) -> dict:
    """The board, and a seat's entry (by whether its crew cards show), are the same for
    every seat that looks at one position: built once per position and shared by the
    views of every seat and spectator (the server builds one for each after every move)."""
    nm = _names(s)
    revealed = s.phase != "draft"
    kept = parts(s)
    if kept is None:  # nothing shared: this view builds its own
        board = _board(s, nm)
        seats = [_seat(s, p, revealed or p == seat, nm) for p in range(s.ctx.players)]
    else:
        board = kept.get("board")
        if board is None:
            board = kept["board"] = _board(s, nm)
        seats = []
        for p in range(s.ctx.players):
            show = revealed or p == seat
            key = p * 2 + show
            entry = kept.get(key)
            if entry is None:
                other = kept.get(key ^ 1)
                if other is None:
                    entry = _seat(s, p, show, nm)
                else:  # the same entry but for its crew cards (shown, or counted)
                    entry = other.copy()
                    crew = s.crew[p]
                    entry["crew"] = list(map(nm.crew.__getitem__, crew)) if show else len(crew)
                kept[key] = entry
            seats.append(entry)
    out = {
        "seat": seat,  # who looks (None: a spectator), for the pictures' "you"
        "players": s.ctx.players,
        "phase": s.phase,
        "round": s.round,
        "order": list(s.order),
        "board": board,
        "seats": seats,
        "log": recent(s, 20),
        "decision": decision.to_dict(include_options=seat is not None and decision.seat == seat),
    }
    if s.phase == "draft" and seat is not None:
        out["hand"] = [s.ctx.comp.crew[c].id for c in s.hands[seat]]
    if s.phase == "pairs":
        objs = s.ctx.comp.objectives
        out["pairs"] = [[objs[a].id, objs[b].id] for a, b in s.pairs]
    if s.ctx.solo:
        out["alfred"] = _alfred(s)
    if s.ctx.great_ship:
        out["great_ship"] = ship_view(s)
    if s.ctx.pirates:
        out["pirates"] = pirate_view(s)
    if s.ctx.animals:
        out["animals"] = pet_view(s, seat)
    if s.ctx.scenarios:
        out["scenarios"] = scenario_view(s)
    if s.ctx.fireland:
        out["fireland"] = fireland_view(s)
        if s.ctx.scenario:  # Fireland's scenario card (L1763)
            out["fireland_scenario"] = fire_scenario_view(s)
    if s.final is not None:
        out["final"] = set_once_copy(s.final)
        out["winners"] = scoring.winners(s)
    else:
        out["modifier"] = scoring.modifier(s)
    return out


def _alfred(s: DarwinState) -> dict:
    """Alfred's public side: his board, tracks, face-up cards and the size of his deck,
    never its order (L1285)."""
    data = s.ctx.automa
    b = data.boards[s.ctx.level]
    return {
        "seat": s.ctx.alfred,
        "board": b.id,
        "level": data.levels[b.id]["name"],
        "bonus": s.a_bonus,
        "bonus_cards": [
            {
                "id": data.bonus_cards[c].id,
                "at": data.triggers[k],
                "now": [_text(e) for e in data.bonus_cards[c].rounds[min(s.round, 5) - 1]],
            }
            for k, c in enumerate(s.a_cards)
        ],
        "drawn": [
            {
                "id": data.cards[c].id,
                "options": [f"{k} {a}".strip() for k, a in data.cards[c].options],
            }
            for c in s.a_drawn
        ],
        "deck": len(s.a_deck),
        "resting": ["ABCD"[w] for w in s.a_rest],
    }


def _text(e) -> str:
    verb, n, alts = e
    if verb == "or":
        return " / ".join(" + ".join(_text(x) for x in alt) for alt in alts)
    return f"{verb} {n}" if n else verb


def snapshot(s: DarwinState) -> dict:
    out = view(s, None, s.decision or _none())
    out["seats"] = [_seat(s, p, True, _names(s)) for p in range(s.ctx.players)]
    out["hands"] = [list(h) for h in s.hands]
    if s.ctx.animals:  # the Pet cards, drawn and kept, and the deck: all, hidden or not
        out["pets"] = {"cards": list(s.pets), "hands": [list(h) for h in s.pet_hands]}
        out["pets"]["deck"] = list(s.pet_deck)
    if s.ctx.fireland:  # the Adventure decks' order too
        out["fireland"] = fireland_snapshot(s)
    out["pile"] = list(s.pile)
    out["decks"] = [list(s.decks[0]), list(s.decks[1])]
    out["alfred_deck"] = list(s.a_deck)
    out["rng"] = s.rng.state
    out["tasks"] = [repr(t) for t in s.tasks]
    out["active"] = s.active
    out["step"] = s.step
    return out


def _none() -> Decision:
    return Decision(None, "none", ())
