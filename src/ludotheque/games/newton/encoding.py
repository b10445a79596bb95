"""Newton's observation tensor: a seat's view as a fixed-length vector (ludotheque.interop;
the field-by-field table is ENCODING.md, written from `layout()`).

Built from `view(state, seat)` only. Per-seat blocks are seat-relative (the encoding seat
first). Ids come from the data files, so the layout holds while the data version does.
"""

from __future__ import annotations

from functools import cache

from ludotheque.games.newton.components import components
from ludotheque.games.newton.components.names import ACTIONS
from ludotheque.games.newton.components.tiles import INCOME_KINDS
from ludotheque.interop.encoding import Layout, dig

MOST = 4  # seats
PHASES = ("draft", "turn", "tuck", "over")
SLOTS = (*INCOME_KINDS, "medicine")


def _ids(items) -> list[str]:
    return [x["id"] if isinstance(x, dict) else x for x in items or ()]


@cache
def layout() -> Layout:
    comp = components()
    cards = [c.id for c in comp.cards.cards]
    masters = [m.id for m in comp.masters.masters]
    gds = [g.id for g in comp.tiles.discoveries]
    places = list(comp.europe.ids)
    tech = list(comp.tracks.tech_ids)
    work = list(comp.tracks.work_ids)
    spaces = list(dict.fromkeys(x for b in comp.boards for x in b.space_ids))
    tokens = [t.id for t in comp.tiles.tokens]
    objectives = [o.id for o in comp.tiles.objectives]
    boards = [b.id for b in comp.boards]
    tile_ids = sorted(
        {
            *[t.id for t in comp.tiles.cities],
            *comp.tiles.university_ids,
            *comp.tiles.ancient_ids,
            *[t.id for t in comp.tiles.specializations],
            *[t.id for t in comp.tiles.inventions],
        }
    )

    seat = Layout()
    seat.scalar("coins", dig("coins"), 20)
    seat.scalar("potions", dig("potions"), 10)
    seat.scalar("vp", dig("vp"), 100)
    seat.one_hot("study_board", dig("study_board"), boards)
    seat.counts("hand", lambda e, q: _ids(e.get("hand")), cards, doc="cards in hand, by id")
    seat.scalar("hand_size", dig("hand_size"), 10)
    seat.counts("desk", dig("desk"), cards, doc="cards on the desk, by id")
    seat.counts("tucked", lambda e, q: _ids(e.get("tucked")), cards, doc="tucked cards, by id")
    seat.counts("drawers", dig("drawers"), ACTIONS, doc="development tiles per action")
    seat.counts("income", dig("income"), SLOTS, doc="income tiles per kind")
    seat.scalar("medicine", dig("medicine"), 5)
    seat.counts("tokens", dig("tokens"), tokens, doc="bonus tokens held, by id")
    seat.counts("shelf", dig("shelf"), spaces, doc="filled bookshelf spaces, by id")
    seat.numbers("piles", dig("piles"), 4, 5, doc="the 4 piles of the board / 5")
    seat.scalar("cubes_left", dig("cubes_left"), 12)
    seat.scalar("turns_taken", dig("turns_taken"), 6)
    seat.counts("masters_played", dig("masters_played"), masters)
    seat.scalar("masters_held", dig("masters_held"), 5, doc="Masters held face down / 5")
    seat.counts(
        "masters_in_hand",
        dig("masters_in_hand"),
        masters,
        doc="own Masters in hand, by id (zeros for other seats: hidden)",
    )
    seat.counts("draft_packet", dig("draft_packet"), masters, doc="own draft packet, by id")
    seat.counts("discoveries", dig("discoveries"), gds, doc="Great Discoveries face up")
    seat.counts("discoveries_turned", dig("discoveries_turned"), gds)
    seat.scalar("tuck_chosen", dig("tuck_chosen"), doc="1 once the seat chose its tuck")

    def places_of(key):
        def get(view, s):
            return {p: e.get(key) or [] for p, e in (dig("map", "places")(view, s) or {}).items()}

        return get

    out = Layout()
    out.one_hot("phase", dig("phase"), PHASES)
    out.scalar("round", dig("round"), 6)
    out.scalar("turn", dig("turn"), 30)
    out.scalar("players", dig("players"), MOST)
    out.scalar("to_move_is_me", lambda v, s: dig("decision", "seat")(v, s) == s)
    out.scalar(
        "first_is_me", lambda v, s: v.get("first_player") == s, doc="1 if this seat goes first"
    )
    out.scalar("action_used", dig("turn_state", "action_used"))
    out.scalar("effect_used", dig("turn_state", "effect_used"))
    out.scalar("boosted", dig("turn_state", "boosted"))
    out.scalar("special_used", dig("turn_state", "special_used"))
    out.one_hot("turn_card", dig("turn_state", "card"), cards, doc="the card played this turn")
    out.seat_marks("cubes", places_of("cubes"), places, MOST, doc="cubes per place and seat")
    out.seat_marks(
        "scientists", places_of("scientists"), places, MOST, doc="scientist per place and seat"
    )
    out.custom(
        "place_tiles",
        len(tile_ids),
        _tile_fill(tile_ids),
        "per map or track tile id: 1 if it lies on the map or a track",
    )
    out.seat_marks(
        "work_markers",
        lambda v, s: [(w, q) for q, w in enumerate(dig("tracks", "work", "markers")(v, s) or [])],
        work,
        MOST,
        doc="per Works space, which seats' marker is there",
    )
    out.seat_marks(
        "students",
        lambda v, s: [
            (t, q)
            for q, row in enumerate(dig("tracks", "tech", "students")(v, s) or [])
            for t in row
        ],
        [*tech, "reserve"],
        MOST,
        doc="per Tech space (and the reserve), which seats have a student there",
    )
    out.counts(
        "objectives",
        lambda v, s: [o for o in (v.get("objectives") or {}).values() if o],
        objectives,
        doc="objective tiles still on the boards",
    )
    out.counts(
        "market",
        lambda v, s: [c["id"] for row in (v.get("market") or {}).values() for c in row],
        cards,
        doc="cards face up in the rows",
    )
    out.numbers(
        "decks",
        lambda v, s: [(v.get("decks") or {}).get(k, 0) for k in ("I", "II", "III")],
        3,
        20,
        doc="cards left in decks I, II, III / 20",
    )
    out.counts("display", lambda v, s: _ids(v.get("discoveries")), gds, doc="discoveries offered")
    out.seats("seats", lambda v: v.get("seats"), MOST, seat)
    out.numbers(
        "scores",
        lambda v, s: [(v["scores"][(s + k) % len(v["scores"])]) for k in range(len(v["scores"]))],
        MOST,
        100,
        doc="scores, seat-relative, / 100",
    )
    return out


def _tile_fill(tile_ids):
    index = {t: i for i, t in enumerate(tile_ids)}

    def fill(view, seat, out):
        bits = [0.0] * len(tile_ids)
        seen = [e.get("tile") for e in (dig("map", "places")(view, seat) or {}).values()]
        tracks = view.get("tracks") or {}
        seen += list(((tracks.get("work") or {}).get("tiles") or {}).values())
        seen += list(((tracks.get("tech") or {}).get("tiles") or {}).values())
        for t in seen:
            i = index.get(t)
            if i is not None:
                bits[i] = 1.0
        out.extend(bits)

    return fill


def encoding_size(config: dict) -> int:
    return layout().size


def encode(view: dict, seat: int) -> list[float]:
    return layout().encode(view, seat)
