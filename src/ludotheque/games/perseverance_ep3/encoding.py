"""Perseverance (Episode 3)'s observation tensor: a seat's view as a fixed-length vector
(ludotheque.interop; the field-by-field table is ENCODING.md, written from `layout()`).

Built from `view(state, seat)` only. Owners are seat-relative slots: 0 is the encoding
seat, then the next seats in turn order up to four, and slot 4 the 2-player dissident.
Ids and names come from the data files.
"""

from __future__ import annotations

from functools import cache

from ludotheque.games.perseverance_ep3.components import components
from ludotheque.games.perseverance_ep3.components.effects import ZONES
from ludotheque.games.perseverance_ep3.rules.units import RES, SPECIES
from ludotheque.games.perseverance_ep3.solo.encoding import add_fields
from ludotheque.games.perseverance_ep3.state import UNITS
from ludotheque.interop.encoding import Layout, dig

MOST = 4
OWNERS = MOST + 1  # the seats, then the dissident
PHASES = ("zones", "turn", "over")
DIE_SPACES = 4
SHELTER_SPACES = 6
REGIONS = ("swamp", "jungle", "hills")


def owner_slot(view: dict, seat: int, q) -> int:
    n = len(view.get("players") or ()) or 1
    if not isinstance(q, int) or q < 0:
        return -1
    if q < n:
        return (q - seat) % n
    return MOST if q == view.get("dissident") else -1


def _mark(vals: list, base: int, view: dict, seat: int, q) -> None:
    k = owner_slot(view, seat, q)
    if k >= 0:
        vals[base + k] = 1.0


@cache
def layout(solo: bool = False) -> Layout:
    comp = components()
    board = comp.board
    faces = list(board.faces)
    locations = [x.id for x in board.locations]
    officers = [o.id for o in comp.players.officers]
    leaders = [x.id for x in comp.players.leaders]
    structures = [f.name for f in (*comp.structures, comp.portal)]
    ranch = [t.name for t in comp.ranch]
    adventures = [a.name for a in comp.adventures]
    dice = [f"{k} {f}" for k in range(OWNERS + 1) for f in faces]  # owner slot 5: neutral

    def die_key(view, seat, d):
        if not isinstance(d, dict):
            return None
        k = owner_slot(view, seat, d.get("owner"))
        return f"{k if k >= 0 else OWNERS} {d.get('face')}"

    def zones_fill(view, seat, out):
        """Per town zone: per die space the die (owner slot 0-4 or 5 neutral, and face)
        one-hot, a blocked bit; per shelter space the owner slot; the leader's and the
        thunderhorn space's owner slot; the two structures' owner slots."""
        dwidth = len(dice) + 1
        width = DIE_SPACES * dwidth + SHELTER_SPACES * OWNERS + 2 * OWNERS + 2 * OWNERS
        vals = [0.0] * (len(ZONES) * width)
        index = {d: i for i, d in enumerate(dice)}
        got = dig("board", "zones")(view, seat) or {}
        for z, zid in enumerate(ZONES):
            e = got.get(zid) or {}
            base = z * width
            for i, d in enumerate((e.get("dice") or ())[:DIE_SPACES]):
                at = base + i * dwidth
                if isinstance(d, dict):
                    j = index.get(die_key(view, seat, d))
                    if j is not None:
                        vals[at + j] = 1.0
                elif d == -2:
                    vals[at + len(dice)] = 1.0
            base += DIE_SPACES * dwidth
            for i, q in enumerate((e.get("shelters") or ())[:SHELTER_SPACES]):
                _mark(vals, base + i * OWNERS, view, seat, q)
            base += SHELTER_SPACES * OWNERS
            _mark(vals, base, view, seat, e.get("leader"))
            _mark(vals, base + OWNERS, view, seat, e.get("thunderhorn_space"))
            base += 2 * OWNERS
            for i, q in enumerate((e.get("structure_owners") or ())[:2]):
                _mark(vals, base + i * OWNERS, view, seat, q)
        out.extend(vals)

    def influence_fill(view, seat, out):
        vals = [0.0] * (len(officers) * MOST)
        got = dig("board", "influence")(view, seat) or {}
        n = len(view.get("players") or ()) or 1
        for i, o in enumerate(officers):
            row = got.get(o) or []
            for q, x in enumerate(row[:n]):
                vals[i * MOST + (q - seat) % n] = float(x) / 5
        out.extend(vals)

    def locations_fill(view, seat, out):
        """Per location: a tile there (1 for a face-down one too), the dino's owner slot,
        its species, the wild dino's species, the shelters' owner slots."""
        width = 1 + OWNERS + 2 * len(SPECIES) + OWNERS
        vals = [0.0] * (len(locations) * width)
        got = dig("board", "locations")(view, seat) or {}
        for i, lid in enumerate(locations):
            key = "outpost" if lid == "outpost" else lid
            e = got.get(key) or {}
            base = i * width
            vals[base] = 1.0 if e.get("tile") is not None else 0.0
            _mark(vals, base + 1, view, seat, e.get("dino"))
            if e.get("dino_kind") in SPECIES:
                vals[base + 1 + OWNERS + SPECIES.index(e["dino_kind"])] = 1.0
            if e.get("wild") in SPECIES:
                vals[base + 1 + OWNERS + len(SPECIES) + SPECIES.index(e["wild"])] = 1.0
            for q in e.get("shelters") or ():
                k = owner_slot(view, seat, q)
                if k >= 0:
                    vals[base + 1 + OWNERS + 2 * len(SPECIES) + k] += 1.0
        out.extend(vals)

    seat = Layout()
    seat.one_hot("leader", dig("leader"), leaders)
    seat.scalar("followers", dig("followers"), 50)
    seat.counts("resources", dig("resources"), RES, 10)
    for area in ("home", "tired", "infirmary", "on_adventure"):
        seat.counts(area, dig(area), UNITS, 10, doc=f"units in {area}, by kind / 10")
    seat.scalar("infirmary_cover", dig("infirmary_cover"))
    seat.counts("untrained", dig("untrained"), SPECIES, 5)
    seat.scalar("rangers_in_supply", dig("rangers_in_supply"), 10)
    seat.one_hot(
        "leader_at",
        lambda e, q: (e.get("leader_at") or "").split(":")[0],
        ("home", "tired", "adventure", "zone", "ts", "loc", "infirmary"),
        doc="where the leader is (the kind of place)",
    )
    seat.scalar("mounted", dig("mounted"))
    seat.numbers("crates", dig("crates"), 3, 2, doc="crates per ranch row / 2")
    seat.custom(
        "ranch",
        9 * len(ranch),
        lambda e, q, out: out.extend(
            1.0 if i < len(e.get("ranch") or ()) and (e.get("ranch") or [])[i] == name else 0.0
            for i in range(9)
            for name in ranch
        ),
        "per ranch cell (row by row), the tile there one-hot",
    )
    seat.scalar("artefacts", dig("artefacts"), 5, doc="artefacts held / 5")
    seat.scalar("dice_in_supply", dig("dice_in_supply"), 3)
    seat.scalar("shelters", dig("shelters"), 20)
    seat.scalar("cubes", dig("cubes"), 15)
    seat.scalar("turns", dig("turns"), 20)
    seat.one_hot("start_zone", dig("start_zone"), (*ZONES, "wilderness"))
    seat.one_hot("adventure", dig("adventure"), adventures)
    seat.scalar("adventure_step", dig("adventure_step"), 5)
    seat.scalar("threat_track", dig("threat_track"), 10)
    seat.scalar("goal", dig("goal"), 40)

    out = Layout()
    out.one_hot("phase", dig("phase"), PHASES)
    out.scalar("to_move_is_me", lambda v, s: dig("decision", "seat")(v, s) == s)
    out.scalar("active_is_me", lambda v, s: v.get("active") == s)
    out.scalar("dissident", lambda v, s: (v.get("dissident") or -1) >= 0)
    out.counts(
        "pool",
        lambda v, s: [die_key(v, s, d) for d in dig("board", "pool")(v, s) or ()],
        dice,
        doc="dice in the pool by owner slot (5: neutral) and face",
    )
    out.custom("zones", 4 * (DIE_SPACES * (len(dice) + 1) + (SHELTER_SPACES + 4) * OWNERS),
               zones_fill, zones_fill.__doc__.strip())  # fmt: skip
    out.counts(
        "zone_structures",
        lambda v, s: [
            x for e in (dig("board", "zones")(v, s) or {}).values() for x in e.get("structures") or () if x
        ],
        structures,
    )  # fmt: skip
    out.counts(
        "zone_officers",
        lambda v, s: {
            f"{z} {e.get('officer')}": 1 for z, e in (dig("board", "zones")(v, s) or {}).items()
        },
        [f"{z} {o}" for z in ZONES for o in officers],
        doc="which officer stands in which zone",
    )
    out.one_hot("wilderness_officer", dig("board", "wilderness_officer"), officers)
    out.custom("influence", len(officers) * MOST, influence_fill, "cubes per officer and seat / 5")
    out.custom(
        "locations",
        len(locations) * (1 + 2 * OWNERS + 2 * len(SPECIES)),
        locations_fill,
        locations_fill.__doc__.strip(),
    )
    for region in REGIONS:
        out.scalar(f"piles.{region}", dig("board", "piles", region, "size"), 12)
        out.scalar(f"adventure_decks.{region}", dig("board", "adventure_decks", region, "size"), 20)
    out.counts(
        "adventure_offers",
        lambda v, s: [a for xs in (dig("board", "adventure_offers")(v, s) or {}).values() for a in xs],
        adventures,
    )  # fmt: skip
    out.counts(
        "ranch_offer",
        lambda v, s: [t for xs in dig("board", "ranch_offer")(v, s) or () for t in xs],
        ranch,
    )
    out.numbers(
        "ranch_piles",
        lambda v, s: [p.get("size", 0) for p in dig("board", "ranch_piles")(v, s) or ()],
        4,
        10,
    )
    out.numbers("unlocked", dig("board", "unlocked"), 3)
    out.scalar("temples_explored", dig("board", "temples_explored"), 3)
    out.scalar("temple_adventures_left", dig("board", "temple_adventures_left"), 3)
    out.scalar("assembly_tiles_left", dig("board", "assembly_tiles_left"), 4)
    out.scalar("assemblies", dig("board", "assemblies"), 6)
    out.counts("supply", dig("board", "supply"), SPECIES, 12, doc="untrained dinos in supply / 12")
    out.seats("players", lambda v: v.get("players"), MOST, seat)
    if solo:  # the Dissidents' board (solo/encoding.py)
        add_fields(out)
    return out


def encoding_size(config: dict) -> int:
    return layout(bool(config.get("dissidents"))).size


def encode(view: dict, seat: int) -> list[float]:
    if "dissidents" in view:  # solo: you are players[0] whatever your platform seat
        return layout(True).encode(view, 0)
    return layout().encode(view, seat)
