"""Setting up a game (L98-L120): the deck for the player count, mountains, the first
player, the starting hands or the draft; the expansion's pieces, the Atlas map's pieces, or
the solo set-up."""

from __future__ import annotations

from ludotheque.core.rng import Rng
from ludotheque.games.iwari.components import components
from ludotheque.games.iwari.components.board import CK, VOID_CARD
from ludotheque.games.iwari.rules import atlas, expansion, solo
from ludotheque.games.iwari.rules.cards import refill_river
from ludotheque.games.iwari.state import Context, IwariState, new_state


def setup(ctx: Context, config: dict, rng: Rng) -> IwariState:
    comp = components()
    n = ctx.players
    s = new_state(ctx, rng)
    if ctx.solo:
        s.first = config["first_player"] if config["first_player"] is not None else rng.below(n)
        s.active = s.tribe = s.first
        solo.setup(s, rng)
        s.cp = 1
        return s
    removed = comp["cards_removed_per_biome"][str(n)]
    deck = [b for b, biome in enumerate(comp["biomes"]) for _ in range(biome["cards"] - removed)]
    if ctx.board.void_biome:  # Le neant: the Void cards join the deck (L560)
        deck += [VOID_CARD] * comp["void_cards"]["count"]
    rng.shuffle(deck)
    s.pile = deck
    # Mountains (L103-L110): one random connection per required symbol type.
    covered = []
    symbols = [] if ctx.board.no_mountains else comp["mountain_types_by_players"][str(n)]
    for symbol in symbols:
        cands = [i for i, c in enumerate(ctx.board.connections) if c.mountain == symbol]
        if cands:
            covered.append(rng.choice(cands))
    s.mountains = tuple(sorted(covered))
    expansion.setup(s, rng, comp["storms"]["symbols"])
    atlas.setup(s)
    s.first = config["first_player"] if config["first_player"] is not None else rng.below(n)
    s.active = s.tribe = s.first
    if ctx.board.determination:
        s.determination = (s.first - 1) % n  # to the last player (L562)
    if config["draft"]:
        refill_river(s)
        s.phase = "draft"
        s.draft_seat = (s.first - 1) % n
    else:
        for i in range(n):
            seat = (s.first + i) % n
            for _ in range(3):
                s.hands[CK * seat + s.pile.pop()] += 1
        refill_river(s)
    s.cp = 1
    return s
