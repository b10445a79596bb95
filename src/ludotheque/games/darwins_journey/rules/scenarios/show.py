"""The Scenarios module in the view: the scenario card played, if any, and its focus. The
module's pieces themselves show where the base ones do, by their ids (B1-B4, S1-S4)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.scenarios import scenario_data
from ludotheque.games.darwins_journey.state import Context, DarwinState


def scenario_view(s: DarwinState) -> dict:
    card = s.ctx.scenario
    focus = next((c.focus for c in scenario_data().scenarios if c.id == card), None)
    return drawn_mark(s.ctx, {"card": card or None, "focus": focus})


def drawn_mark(ctx: Context, shown: dict) -> dict:
    """`drawn: true` on a card drawn at setup (`scenario: "random"`, ruling FL-R49); a
    named card's view stays as it was (the speed differential tests pin views)."""
    if ctx.scenario_drawn:
        shown["drawn"] = True
    return shown
