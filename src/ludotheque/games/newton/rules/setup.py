"""Setting up the table (L138-L191, L847, L955-L957). Every random choice comes from the
state's generator, in a fixed order, so a seed always gives the same table."""

from __future__ import annotations

from ludotheque.core.datapack.problems import DataError
from ludotheque.core.rng import Rng
from ludotheque.games.newton.components.europe import MARK_MIN_PLAYERS
from ludotheque.games.newton.rules import draft, quick
from ludotheque.games.newton.state import Context, NewtonState, new_state


def _deal(rng: Rng, items: list[int], spaces, what: str) -> list[int]:
    """Shuffle `items` and deal one to each space; extra items go back to the box."""
    if len(items) < len(spaces):
        raise DataError(f"{len(items)} {what} for {len(spaces)} spaces")
    items = list(items)
    rng.shuffle(items)
    return items[: len(spaces)]


def setup(ctx: Context, rng: Rng, first_player: int | None) -> NewtonState:
    s = new_state(ctx, rng)
    comp, tiles = ctx.comp, ctx.comp.tiles
    n = ctx.players
    gd = ctx.gd
    # Map tiles (L141); with Great Discoveries the extra City tile joins (L955).
    place_tile = list(s.place_tile)
    for places, items, what in (
        (ctx.universities, list(range(len(tiles.universities))), "University tiles"),
        (ctx.cities, tiles.in_play(tiles.cities, gd), "City tiles"),
        (ctx.ancients, list(range(len(tiles.ancient))), "Ancient Land tiles"),
    ):
        for p, t in zip(places, _deal(rng, items, places, what), strict=True):
            place_tile[p] = t
    s.place_tile = tuple(place_tile)
    # Specializations (L142), Objectives (L143), Inventions (L145).
    work_tile = list(s.work_tile)
    tech_tile = list(s.tech_tile)
    specs = _deal(rng, list(range(len(tiles.specializations))), ctx.spec_slots, "Specializations")
    for (board, x), t in zip(ctx.spec_slots, specs, strict=True):
        (work_tile if board == "work" else tech_tile)[x] = t
    objs = _deal(rng, tiles.in_play(tiles.objectives, gd), ctx.objective_spaces, "Objectives")
    s.objective_tile = tuple(objs)
    # Bonus tokens on the gold spaces the player count allows (L144).
    eligible = []
    for i, (board, x) in enumerate(ctx.bonus_spaces):
        mark = comp.europe.gold[x] if board == "map" else comp.tracks.tech_bonus[x]
        if n >= MARK_MIN_PLAYERS[mark]:
            eligible.append(i)
    for i, tok in zip(
        eligible, _deal(rng, list(range(len(tiles.tokens))), eligible, "bonus tokens"), strict=True
    ):
        s.tokens_at[i] = tok
    invs = _deal(rng, tiles.in_play(tiles.inventions, gd), ctx.inv_slots, "Inventions")
    for (board, x), t in zip(ctx.inv_slots, invs, strict=True):
        (work_tile if board == "work" else tech_tile)[x] = t
    s.work_tile = tuple(work_tile)
    s.tech_tile = tuple(tech_tile)
    # Action decks, shuffled by level, the Cours Magistraux cards mixed in (L164, L847).
    for level in range(3):
        deck = list(comp.cards.level_decks[level])
        if ctx.cm:
            deck += comp.cards.cm_decks[level]
        rng.shuffle(deck)
        s.decks[level] = deck
        quick.reveal(s, level, ctx.row_size)
    # Study boards at random (L174).
    boards = list(range(len(comp.boards)))
    rng.shuffle(boards)
    s.board = tuple(boards[p % len(boards)] for p in range(n))
    for p in range(n):
        s.shelf[p] = comp.boards[s.board[p]].printed
    # First player (L187).
    if first_player is None:
        first_player = 0 if ctx.solo else rng.below(n)
    s.first = first_player
    # Great Discoveries on display (L957).
    if gd:
        k = tiles.discoveries_by_players.get(n, 3 + n - 1)
        s.display = tuple(
            sorted(_deal(rng, list(range(len(tiles.discoveries))), range(k), "discoveries"))
        )
    # Masters (L188-L191).
    if not draft.begin(s):
        s.phase = "turn"
    s.cp = 1
    return s
