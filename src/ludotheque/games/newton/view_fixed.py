"""What a Newton view shows that a game fixes at setup, or changes a few times a game:
worked out once per game and shared by its views.

The tiles on the map and the tracks and the objective tiles are laid at setup, in tuples
that every copy of the state shares (so a game is known by their identity, without
hashing them); the bonus tokens only leave, a few times a game. Every view of a game
finds here the tracks' tiles by space, the objectives by space and, per set of tokens
left, each place's entry with its tile and token and the technology track's tokens.
These are shared by the views and never edited (views are read-only for their readers:
tests/core/test_fresh_views.py; a place where more stands gets the view's own copy).
"""

from __future__ import annotations

from ludotheque.games.newton.state import NewtonState
from ludotheque.games.newton.view_tables import Tables


class Fixed:
    __slots__ = ("keep", "work_tiles", "tech_tiles", "objectives", "bases")

    def __init__(self, keep: tuple, work_tiles: dict, tech_tiles: dict, objectives: dict):
        self.keep = keep  # what it was made from: keeps their ids their own
        self.work_tiles = work_tiles
        self.tech_tiles = tech_tiles
        self.objectives = objectives
        # tuple(tokens_at) -> (each place's entry, the technology track's tokens by node)
        self.bases: dict[tuple[int, ...], tuple[list[dict], dict]] = {}


_GAMES: dict[tuple[int, ...], Fixed] = {}


def fixed(s: NewtonState, tb: Tables) -> Fixed:
    ctx = s.ctx
    pt, wt, tt, ot = s.place_tile, s.work_tile, s.tech_tile, s.objective_tile
    key = (id(ctx), id(tb), id(pt), id(wt), id(tt), id(ot))
    got = _GAMES.get(key)
    if got is not None:
        k = got.keep
        if k[0] is ctx and k[1] is tb and k[2] is pt and k[3] is wt and k[4] is tt and k[5] is ot:
            return got
    got = _build(s, tb, (ctx, tb, pt, wt, tt, ot))
    if pt.__class__ is tuple and wt.__class__ is tuple and tt.__class__ is tuple:
        if ot.__class__ is tuple:  # lists (a test's hand-made state) may change: not kept
            if len(_GAMES) >= 64:
                _GAMES.clear()
            _GAMES[key] = got
    return got


def _build(s: NewtonState, tb: Tables, keep: tuple) -> Fixed:
    ctx = s.ctx
    tracks = ctx.comp.tracks
    space_tiles = tb.space_tiles
    work_tiles = {}
    for w, t in enumerate(s.work_tile):
        if t >= 0:
            names = space_tiles[tracks.work_kind[w]]
            work_tiles[tracks.work_ids[w]] = names[t] if names is not None else None
    tech_tiles = {}
    for x, t in enumerate(s.tech_tile):
        if t >= 0:
            names = space_tiles[tracks.tech_kind[x]]
            tech_tiles[tracks.tech_ids[x]] = names[t] if names is not None else None
    ids = ctx.comp.europe.ids, tracks.work_ids, tracks.tech_ids
    where = [
        ids[("map", "work").index(board) if board in ("map", "work") else 2][node]
        for board, node in ctx.objective_spaces
    ]
    # The tile ids end with None, which index -1 (no tile) reads.
    objectives = dict(zip(where, map(tb.objective_ids.__getitem__, s.objective_tile), strict=True))
    return Fixed(keep, work_tiles, tech_tiles, objectives)


def bases(s: NewtonState, tb: Tables, fx: Fixed) -> tuple[list[dict], dict]:
    """Each place's entry (its kind, tile and token) and the technology track's tokens by
    node, for the tokens left on the board."""
    tokens_at = s.tokens_at
    key = tuple(tokens_at)
    got = fx.bases.get(key)
    if got is None:
        entries = list(tb.place_plain)
        place_tile, tiled = s.place_tile, tb.place_tiled
        for p, tile_ids in tb.tile_places:
            t = place_tile[p]
            if t >= 0 and tile_ids[t]:
                entries[p] = tiled[p][t]
        token_ids = tb.token_ids
        for p, space in tb.map_bonus:
            if tokens_at[space] >= 0:
                entry = entries[p] = entries[p].copy()
                entry["token"] = token_ids[tokens_at[space]]
        tokens = {}
        tech_ids = s.ctx.comp.tracks.tech_ids
        for x, space in tb.tech_bonus:
            if tokens_at[space] >= 0:
                tokens[tech_ids[x]] = token_ids[tokens_at[space]]
        if len(fx.bases) >= 256:
            fx.bases.clear()
        got = fx.bases[key] = (entries, tokens)
    return got
