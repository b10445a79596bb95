"""A scenario card's setup (L2261): its Special Action, Correspondence and Beagle tiles in
place of the draws (the cards' layouts are reconstructed from their focus, ruling SC-R1).
Without a card the module's pieces are only shuffled into their piles (L2301), which the
base setup's draws do by themselves (components.scenarios.with_scenarios)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.scenarios import layout_indexes, scenario_data
from ludotheque.games.darwins_journey.state import Context, DarwinState, note


def layout(ctx: Context) -> tuple[list[int], list[int], list[int]] | None:
    """The scenario card's Special tiles (in the Special spaces' order), Correspondence
    tiles (top to bottom: L2261) and Beagle tiles (left to right) as the Components'
    indexes; None without a card."""
    if not ctx.scenario:
        return None
    card = next(c for c in scenario_data().scenarios if c.id == ctx.scenario)
    return layout_indexes(ctx.comp, card)


def announce(s: DarwinState) -> None:
    """The log says which card set the table (public: the card is chosen openly, L2261)."""
    card = next(c for c in scenario_data().scenarios if c.id == s.ctx.scenario)
    note(
        s,
        f"scenario card {card.id} ({card.focus}){drawn_words(s.ctx)} sets the Special Action, "
        "Correspondence and Beagle tiles",
    )


def drawn_words(ctx: Context) -> str:
    """How the log tells a card drawn at setup (`scenario: "random"`, ruling FL-R49)."""
    return ", drawn at random," if ctx.scenario_drawn else ""
