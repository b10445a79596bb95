"""Darwin's Journey's observation tensor: a seat's view as a fixed-length vector
(ludotheque.interop; the field-by-field table is ENCODING.md, written from `layout()`).

Built from `view(state, seat)` only; per-seat blocks and worker or tent owners are
seat-relative (the encoding seat first). Alfred, in the solo mode, is the seat after the
player. Ids come from the data files.

With the Great Ship module (`modules: ["great_ship"]`) three fields follow the table
below, so the base fields keep their offsets: `great_ship_draft` (1: 1 while the cards
are drafted at setup), `great_ship_offer` (11: the cards on offer, by id GS1-GS11) and
`great_ship_cards` (4 blocks of 11: each seat's card, one-hot by id, seat-relative like
`seats`): 1358 + 56 = 1414 numbers. With the Pirates module (`"pirates"`) five fields
follow those (after the Great Ship's when both are played): `pirate_ship_region` (one-hot
over the Ocean's regions), `pirate_treasures` (the campsites still holding one),
`pirate_tile` (the Special Action space holding the Pirate tile), `pirate_hand` (Pirate
crew cards in the own draft hand) and `pirate_seats` (per seat, seat-relative: Treasures
held / 9, the raid's cost now / 20, Pirate crew cards held and completed): 65 numbers,
1423 with the base, 1479 with both modules. With the Animal Companion
(`"animal_companion"`) three fields follow all those: `animal_phase` (1 while the Pet
cards are taken at setup), `animal_offer` and `animal_hand` (the cards face up, and the own
cards drawn, by id AC1-AC6) and `animal_cards` (per seat, seat-relative: its card one-hot
by id, or the hidden bit while kept cards are still hidden): 1 + 6 + 6 + 4 x 7 = 41
numbers. With the Scenarios module (`"scenarios"`) six fields follow every other
module's: `scenario_card` (one-hot over the cards B1-B4, none without one),
`scenario_tiles` (its Special tiles B1-B3 on the board), `scenario_beagles` (its Beagle
tiles B1-B4 still to score), `scenario_objectives` (its objectives S1-S4 face up),
`scenario_hand` (its crew cards B1-B4 in the own draft hand) and `scenario_seats` (per
seat, seat-relative: those crew cards held and completed, those objectives held):
4 + 3 + 4 + 4 + 4 + 4 x 12 = 67 numbers, 1425 with the base.
With Fireland (`fireland: true`) six fields follow all those:
`fireland_penalties` (the Time penalty tiles drawn, by id T1-T8), `fireland_tokens` (the
gold banners still holding a token), `fireland_viewpoints` (the slots still holding their
Viewpoint), `fireland_decks` (the Adventure cards left, ocean then land), `fireland_adventure`
(the card being resolved, by id) and `fireland_seats` (per seat, seat-relative: Time spent,
tokens held, Viewpoints taken, and its pawn's space on each of the 8 tracks). With both the
Great Ship and Fireland one field follows them all: `great_ship_logged` (per seat,
seat-relative: the Adventure tokens resting on its GS1 / 3). With Fireland the last fields
are `fireland_stolen` (per seat, seat-relative: a Stolen Time token held, Fireland
part 2's tile F3) and `fireland_scenario` (one-hot over Fireland's cards F1-F4, none without
one), then its objective tiles and crew cards (encoding_fireland.py: three fields, 96
numbers). `encoding_size` and `encode` choose the layout by the configuration and the view.
"""

from __future__ import annotations

from functools import cache

from ludotheque.games.darwins_journey.components import components
from ludotheque.games.darwins_journey.components.animals import animal_data
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_scenarios import IDS as FIRE_CARDS
from ludotheque.games.darwins_journey.components.great_ship import great_ship_data
from ludotheque.games.darwins_journey.components.names import SEAL_NAMES
from ludotheque.games.darwins_journey.components.pirates import pirate_data, regions
from ludotheque.games.darwins_journey.components.scenarios import scenario_data
from ludotheque.games.darwins_journey.encoding_cards import card_fields
from ludotheque.games.darwins_journey.encoding_fireland import fireland_card_fields
from ludotheque.games.darwins_journey.state import ENVELOPES, WORKERS
from ludotheque.interop.encoding import Layout, dig, seat_count

MOST = 4
PHASES = ("draft", "pairs", "action", "reward", "over")


def _rel(view: dict, seat: int, q) -> int:
    n = seat_count(view)
    return (q - seat) % n if isinstance(q, int) and 0 <= q < n else -1


@cache
def layout(
    great_ship: bool = False,
    pirates: bool = False,
    animals: bool = False,
    scenarios: bool = False,
    fireland: bool = False,
) -> Layout:
    comp = components()
    geo = comp.geo
    spaces = [d.id for d in comp.diaries.spaces]
    crew = [str(c.id) for c in comp.crew]
    objs = [o.id for o in comp.objectives]
    specimens = [x.id for x in geo.specimens]
    camps = [c.id for c in geo.campsites]
    ocean = list(geo.ocean.ids)
    islands = [list(t.ids) for t in geo.islands]
    places = ocean + [x for ids in islands for x in ids]

    def spaces_fill(view, seat, out):
        """Per action space: open, locked, lens value / 6, a tile on it, and per seat slot
        (relative) the workers there."""
        width = 4 + MOST
        vals = [0.0] * (len(spaces) * width)
        got = dig("board", "spaces")(view, seat) or {}
        for i, sid in enumerate(spaces):
            e = got.get(sid)
            if not e:
                continue
            lens = e.get("lens")
            base = i * width
            vals[base] = 1.0 if lens == "open" else 0.0
            vals[base + 1] = 1.0 if lens == "locked" else 0.0
            vals[base + 2] = float(lens) / 6 if isinstance(lens, int) else 0.0
            vals[base + 3] = 1.0 if e.get("tile") is not None else 0.0
            for w in e.get("workers") or ():
                k = _rel(view, seat, w[0] if isinstance(w, list) else w)
                if k >= 0:
                    vals[base + 4 + k] += 1.0
        out.extend(vals)

    def envelopes_fill(view, seat, out):
        vals = [0.0] * (ENVELOPES * MOST)
        for e, env in enumerate((dig("board", "envelopes")(view, seat) or ())[:ENVELOPES]):
            for q, n in enumerate(env.get("stamps") or ()):
                k = _rel(view, seat, q)
                if k >= 0:
                    vals[e * MOST + k] = float(n) / 4
        out.extend(vals)

    def camps_fill(view, seat, out):
        width = 2 * MOST
        vals = [0.0] * (len(camps) * width)
        got = dig("board", "campsites")(view, seat) or {}
        for i, cid in enumerate(camps):
            for j, q in enumerate((got.get(cid) or ())[:2]):
                k = _rel(view, seat, q)
                if k >= 0:
                    vals[i * width + j * MOST + k] = 1.0
        out.extend(vals)

    seat = Layout()
    for key, scale in (("coins", 20), ("vp", 100), ("tk", 5), ("theory", 20), ("lenses", 6)):
        seat.scalar(key, dig(key), scale)
    for r in range(4):
        seat.counts(
            f"rows[{r}]",
            lambda e, q, r=r: (
                (e.get("rows") or [[]] * 4)[r] if len(e.get("rows") or []) > r else []
            ),
            SEAL_NAMES,
            doc=f"seals on worker row {r + 1}, by colour",
        )
    seat.scalar("free_workers", dig("free_workers"), WORKERS)
    seat.scalar("fifth_worker", dig("fifth_worker"))
    seat.counts(
        "crew",
        lambda e, q: [str(c) for c in e.get("crew")] if isinstance(e.get("crew"), list) else [],
        crew,
        doc="crew cards, by id, where the view shows them",
    )
    seat.scalar("crew_count", dig("crew"), 10, doc="crew cards held / 10")
    seat.counts("crew_done", lambda e, q: [str(c) for c in e.get("crew_done") or ()], crew)
    seat.counts("reserve", dig("reserve"), objs, doc="objectives in reserve")
    seat.counts("slots", lambda e, q: [o for o in e.get("slots") or () if o], objs)
    seat.scalar("completed_slots", dig("completed_slots"), 10)
    seat.numbers("stacks", dig("stacks"), 3, 4, doc="stamps left per stack / 4")
    seat.scalar("cup", dig("cup"), 12)
    seat.counts("tents", lambda e, q: [t[0] for t in e.get("tents") or ()], camps)
    seat.counts("explorers", lambda e, q: [x for x in e.get("explorers") or () if x], places)
    seat.one_hot("ship", dig("ship"), ocean)
    seat.counts("research", dig("research"), specimens, doc="specimens researched")

    out = Layout()
    out.one_hot("phase", dig("phase"), PHASES)
    out.scalar("round", dig("round"), 5)
    out.scalar("players", dig("players"), MOST)
    out.scalar("to_move_is_me", lambda v, s: dig("decision", "seat")(v, s) == s)
    out.numbers(
        "order",
        lambda v, s: [_rel(v, s, q) + 1 for q in v.get("order") or ()],
        MOST,
        MOST,
        doc="turn order as seat-relative slots + 1, / 4",
    )
    out.scalar("modifier", dig("modifier"), 5)
    out.custom("spaces", len(spaces) * (4 + MOST), spaces_fill, spaces_fill.__doc__.strip())
    out.custom(
        "envelopes", ENVELOPES * MOST, envelopes_fill, "per envelope, stamps per seat slot / 4"
    )
    out.one_hot("beagle_space", dig("board", "beagle_space"), ocean)
    out.counts("academy", dig("board", "academy"), SEAL_NAMES, 10, doc="seals on scrolls / 10")
    out.scalar("seal_pile", dig("board", "seal_pile"), 40)
    out.scalar("special_seals", dig("board", "special_seals"), 12)
    out.counts(
        "objectives_display",
        lambda v, s: [
            *(dig("board", "objectives", "silver")(v, s) or ()),
            *(dig("board", "objectives", "gold")(v, s) or ()),
        ],
        objs,
    )
    out.numbers("objective_piles", dig("board", "objectives", "piles"), 2, 10)
    out.counts("museum", dig("board", "museum"), specimens, doc="specimens in the Museum")
    out.numbers("row_coins", dig("board", "row_coins"), 4)
    out.counts(
        "specimens_on_map",
        lambda v, s: list((dig("board", "specimens")(v, s) or {}).values()),
        specimens,
    )
    out.counts(
        "specimen_places",
        lambda v, s: list(dig("board", "specimens")(v, s) or {}),
        places,
        doc="track spaces holding a specimen",
    )
    out.custom(
        "campsites", len(camps) * 2 * MOST, camps_fill, "per campsite tent space, owner slot"
    )
    out.counts("hand", dig("hand"), crew, doc="own crew draft hand")
    out.scalar("alfred", lambda v, s: "alfred" in v, doc="1 in the solo mode against Alfred")
    out.scalar("alfred_bonus", dig("alfred", "bonus"), 20)
    out.seats("seats", lambda v: v.get("seats"), MOST, seat)
    if great_ship:
        _great_ship(out)
    if pirates:
        _pirates(out, comp)
    if animals:
        _animals(out)
    if scenarios:
        _scenarios(out)
    if fireland:
        _fireland(out)
    if great_ship and fireland:  # after every other field: their offsets stay
        _logged(out)
    if fireland:  # part 2's Stolen Time tokens and scenario card, after every other field
        _stolen(out)
        out.one_hot(
            "fireland_scenario",
            lambda v, s: (v.get("fireland_scenario") or {}).get("card"),
            list(FIRE_CARDS),
            doc="Fireland's scenario card, none without one",
        )
        fireland_card_fields(out)  # then its objective tiles and crew cards
    return out


def _scenarios(out: Layout) -> None:
    """The Scenarios module's fields, after every other module's (the module docstring
    lists them)."""
    data = scenario_data()
    crew = [c.id for c in data.crew]
    objs = [o.id for o in data.objectives]
    tiles = [t.id for t in data.specials]
    beagles = [t.id for t in data.beagles]
    out.one_hot("scenario_card", dig("scenarios", "card"), [c.id for c in data.scenarios])
    out.counts(
        "scenario_tiles",
        lambda v, s: [e.get("tile") for e in (dig("board", "spaces")(v, s) or {}).values()],
        tiles,
        doc="the module's Special Action tiles on the board",
    )
    out.counts(
        "scenario_beagles",
        lambda v, s: dig("board", "beagle_tiles")(v, s) or [],
        beagles,
        doc="the module's Beagle tiles still to score",
    )
    names = ("scenario_objectives", "scenario_hand", "scenario_seats")
    card_fields(out, names, "the module's", crew, objs)


def _animals(out: Layout) -> None:
    """The Animal Companion's fields, after every other (the module docstring lists them)."""
    ids = [c.id for c in animal_data()]
    out.scalar("animal_phase", lambda v, s: v.get("phase") == "pets")
    out.counts(
        "animal_offer", lambda v, s: [c["id"] for c in dig("animals", "offer")(v, s) or ()], ids
    )
    out.counts(
        "animal_hand", lambda v, s: [c["id"] for c in dig("animals", "hand")(v, s) or ()], ids
    )
    card = Layout()
    card.one_hot(
        "card",
        lambda e, q: (e.get("pet") or {}).get("id") if isinstance(e.get("pet"), dict) else None,
        ids,
    )
    card.scalar("hidden", lambda e, q: e.get("pet") == "hidden")
    out.seats(
        "animal_cards",
        lambda v: [{"pet": c} for c in (dig("animals", "cards")(v, 0) or ())],
        MOST,
        card,
    )


def _pirates(out: Layout, comp) -> None:
    """The Pirates module's fields, after the base ones (the module docstring lists them)."""
    camps = [c.id for c in comp.geo.campsites]
    names = regions(comp.geo.ocean).names
    crew = [c.id for c in pirate_data().crew]
    tile = pirate_data().tile.id
    slots = [comp.diaries.spaces[i].id for i in comp.diaries.special_slots]
    out.one_hot(
        "pirate_ship_region",
        dig("pirates", "ship_region"),
        list(range(1, len(names) + 1)),
        doc="the pirate ship's Ocean region (none in the supply)",
    )
    out.counts("pirate_treasures", dig("pirates", "treasures"), camps)
    out.counts(
        "pirate_tile",
        lambda v, s: [
            sid for sid, e in (dig("board", "spaces")(v, s) or {}).items() if e.get("tile") == tile
        ],
        slots,
        doc="the Special Action space holding the Pirate tile",
    )
    out.counts("pirate_hand", dig("hand"), crew, doc="Pirate crew cards in the own draft hand")
    seat = Layout()
    seat.scalar("treasures", dig("treasures"), 9)
    seat.scalar("raid_cost", dig("raid_cost"), 20)
    seat.counts(
        "pirate_crew", lambda e, q: e.get("crew") if isinstance(e.get("crew"), list) else [], crew
    )
    seat.counts("pirate_crew_done", lambda e, q: [c[0] for c in e.get("crew_done") or ()], crew)
    out.seats("pirate_seats", lambda v: v.get("seats"), MOST, seat)


def _great_ship(out: Layout) -> None:
    """The module's fields, after the base ones (the module docstring lists them)."""
    ids = [c.id for c in great_ship_data().cards]
    out.scalar("great_ship_draft", lambda v, s: v.get("phase") == "ships")
    out.counts(
        "great_ship_offer",
        lambda v, s: [c["id"] for c in dig("great_ship", "offer")(v, s) or ()],
        ids,
        doc="Great Ship cards on offer at setup",
    )
    card = Layout().one_hot("great_ship", dig("great_ship"), ids)
    out.seats("great_ship_cards", lambda v: v.get("seats"), MOST, card)


def _fireland(out: Layout) -> None:
    """Fireland's fields, after every other (the module docstring lists them)."""
    fire = fireland_data()
    tracks = [t.id for t in fire.map.tracks]
    banners = [f"{t.id}-{i}" for t in fire.map.tracks for i, m in enumerate(t.adventure) if m]
    cards = [c.id for kind in ("ocean", "land") for c in fire.adventures[kind]]
    longest = max(len(t.ids) for t in fire.map.tracks)

    def fi(v):
        return v.get("fireland") or {}

    out.counts(
        "fireland_penalties",
        lambda v, s: [p["id"] for p in fi(v).get("penalties") or ()],
        [p.id for p in fire.penalties],
        doc="Time penalty tiles drawn",
    )
    out.counts(
        "fireland_tokens",
        lambda v, s: [f"{t}-{x}" for t, x in fi(v).get("tokens") or ()],
        banners,
        doc="gold banners still holding their Adventure token",
    )
    out.counts(
        "fireland_viewpoints",
        lambda v, s: list(fi(v).get("viewpoints") or ()),
        fire.map.viewpoint_slots(),
        doc="Viewpoint slots still holding their token",
    )
    out.numbers(
        "fireland_decks",
        lambda v, s: fi(v).get("deck_sizes"),
        2,
        12,
        doc="Adventure cards left, ocean then land / 12",
    )
    out.one_hot(
        "fireland_adventure",
        lambda v, s: (fi(v).get("adventure") or {}).get("id"),
        cards,
        doc="the Adventure card being resolved, by id",
    )
    seat = Layout()
    seat.scalar("time", dig("time"), fire.time.last, doc="Time spent / 11")
    seat.numbers("held", dig("held"), 2, 10, doc="Adventure tokens, ocean then land / 10")
    seat.scalar("viewpoints", lambda e, q: len(e.get("views") or ()), 6)
    seat.numbers(
        "pawns",
        dig("pawns"),
        len(tracks),
        longest,
        doc="per track, (space + 1) / longest track, 0 none",
    )

    def per_seat(v):
        f = fi(v)
        pawns = f.get("pawns") or {}
        return [
            {
                "time": t,
                "held": f["held"][p],
                "views": f["views"][p],
                "pawns": [(pawns[tid][p] + 1) if tid in pawns else 0 for tid in tracks],
            }
            for p, t in enumerate(f.get("time") or ())
        ]

    out.seats("fireland_seats", per_seat, MOST, seat)


def _logged(out: Layout) -> None:
    """GS1's tokens (L2104): how many of its 3 spaces each seat has used."""
    seat = Layout()
    seat.scalar("tokens", lambda e, q: (e or {}).get("adventure_tokens") or 0, 3)

    def cards(v):
        return [c or {} for c in (v.get("great_ship") or {}).get("cards") or ()]

    out.seats("great_ship_logged", cards, MOST, seat, doc="Adventure tokens on GS1 / 3")


def _stolen(out: Layout) -> None:
    """Who holds a Stolen Time token (L1979: no Time penalty until Cleanup)."""
    seat = Layout()
    seat.scalar("stolen", lambda e, q: e, 1)

    def held(v):
        f = v.get("fireland") or {}
        return list(f.get("stolen") or [0] * len(f.get("time") or ()))

    out.seats("fireland_stolen", held, MOST, seat, doc="a Stolen Time token held")


def config_layout(config: dict) -> Layout:
    """The layout a configuration's games are encoded with."""
    modules = config.get("modules") or ()
    return layout(
        "great_ship" in modules,
        "pirates" in modules,
        "animal_companion" in modules,
        "scenarios" in modules,
        bool(config.get("fireland")),
    )


def encoding_size(config: dict) -> int:
    return config_layout(config).size


def encode(view: dict, seat: int) -> list[float]:
    return layout(
        "great_ship" in view,
        "pirates" in view,
        "animals" in view,
        "scenarios" in view,
        "fireland" in view,
    ).encode(view, seat)
