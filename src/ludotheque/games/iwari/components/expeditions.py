"""The expansion's expedition cards (L576-L600), from data/expeditions.json, where each
card names its source (the rulebook line; biome and rewards `reconstructed`)."""

from __future__ import annotations

from ludotheque.games.iwari.datafiles import DATA


@DATA.cached
def expedition_cards() -> tuple[dict, ...]:
    cards = DATA.json("expeditions.json")["cards"]
    return tuple(cards)
