"""The names a Newton view prints, worked out once per set of components.

The server builds a view after every move; most of what a view says (a place's kind, a
tile's id, a card's faces) depends only on the components, so it is looked up here
instead of being rebuilt from the component objects each time. Tables are kept per
`Components` object (a data pack or a test fixture may bring its own).

The dicts describing a card, a tucked card and an empty or tiled place are put in every
view as they are, shared between views: views are read-only for their readers
(tests/core/test_fresh_views.py), and these parts never change during a game.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.games.newton.components import Components
from ludotheque.games.newton.components.cards import describe
from ludotheque.games.newton.components.europe import KINDS
from ludotheque.games.newton.components.tracks import SPACE_KINDS
from ludotheque.games.newton.state import Context


@dataclass(frozen=True, slots=True)
class Tables:
    comp: Components
    place_kinds: tuple[tuple[str, str], ...]  # per place: (id, kind name)
    # Places that hold a tile (Cities, Universities, Ancient Lands): (place, tile ids).
    tile_places: tuple[tuple[int, tuple[str, ...]], ...]
    # Bonus spaces of the map and of the technology track: (place or node, space).
    map_bonus: tuple[tuple[int, int], ...]
    tech_bonus: tuple[tuple[int, int], ...]
    bonus_from: tuple[tuple[int, ...], tuple[int, ...]]  # the context's tables they came from
    # Per track space kind: tile ids by tile index (specializations, inventions) or None.
    space_tiles: tuple[tuple[str, ...] | None, ...]
    # Technology node ids, with "reserve" last so that index -1 names the reserve.
    students: tuple[str, ...]
    token_ids: tuple[str, ...]
    card_ids: tuple[str, ...]
    cards: tuple[dict, ...]  # per card: its description (shared by every view)
    tucked: tuple[dict, ...]  # per card: its entry in a tucked pile (shared)
    # Per place: its entry when nothing stands on it, and (places that hold a tile) its
    # entry per tile index with that tile on it (shared; copied when more stands there).
    place_plain: tuple[dict, ...]
    place_tiled: tuple[tuple[dict | None, ...] | None, ...]
    master_ids: tuple[str, ...]
    discovery_ids: tuple[str, ...]
    # (study board, shelf bit mask) -> the names of its filled spaces and completed
    # segments, filled by the view as shelves appear.
    shelves: dict[tuple[int, int], tuple[list[str], list[str]]]
    objective_ids: tuple[str | None, ...]  # per objective tile, then None (no tile)


_TABLES: dict[int, Tables] = {}
_KEEP = 32  # sets of components remembered (tests build many small ones)


def tables(ctx: Context) -> Tables:
    comp = ctx.comp
    t = _TABLES.get(id(comp))
    if t is None or t.comp is not comp or t.bonus_from != (ctx.map_bonus, ctx.tech_bonus):
        if len(_TABLES) >= _KEEP:
            _TABLES.clear()
        # The entry keeps `comp` alive, so its id stays its own.
        t = _TABLES[id(comp)] = _build(ctx)
    return t


def _build(ctx: Context) -> Tables:
    comp = ctx.comp
    europe, tiles = comp.europe, comp.tiles
    by_kind = {
        "city": tuple(x.id for x in tiles.cities),
        "university": tuple(tiles.university_ids),
        "ancient": tuple(tiles.ancient_ids),
    }
    kinds = [KINDS[k] for k in europe.kind]
    tile_places = tuple((p, by_kind[k]) for p, k in enumerate(kinds) if k in by_kind)
    space_tiles = tuple(
        tuple(x.id for x in tiles.specializations)
        if name == "specialization"
        else tuple(x.id for x in tiles.inventions)
        if name == "invention"
        else None
        for name in SPACE_KINDS
    )
    place_tiled: list[tuple[dict | None, ...] | None] = [None] * len(kinds)
    for p, tile_ids in tile_places:
        place_tiled[p] = tuple({"kind": kinds[p], "tile": x} if x else None for x in tile_ids)
    return Tables(
        comp=comp,
        place_kinds=tuple(zip(europe.ids, kinds, strict=True)),
        tile_places=tile_places,
        map_bonus=tuple((p, x) for p, x in enumerate(ctx.map_bonus) if x >= 0),
        tech_bonus=tuple((t, x) for t, x in enumerate(ctx.tech_bonus) if x >= 0),
        bonus_from=(ctx.map_bonus, ctx.tech_bonus),
        space_tiles=space_tiles,
        students=(*comp.tracks.tech_ids, "reserve"),
        token_ids=tuple(x.id for x in tiles.tokens),
        card_ids=tuple(c.id for c in comp.cards.cards),
        cards=tuple(describe(c) for c in comp.cards.cards),
        tucked=tuple({"id": c.id, "reversed": bool(c.special)} for c in comp.cards.cards),
        place_plain=tuple({"kind": k} for k in kinds),
        place_tiled=tuple(place_tiled),
        master_ids=tuple(m.id for m in comp.masters.masters),
        discovery_ids=tuple(g.id for g in tiles.discoveries),
        shelves={},
        objective_ids=(*(o.id for o in tiles.objectives), None),
    )
