"""The Scenarios module in the view: the scenario card played, if any, and its focus. The
module's pieces themselves show where the base ones do, by their ids (B1-B4, S1-S4)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.scenarios import scenario_data
from ludotheque.games.darwins_journey.state import DarwinState


def scenario_view(s: DarwinState) -> dict:
    card = s.ctx.scenario
    focus = next((c.focus for c in scenario_data().scenarios if c.id == card), None)
    return {"card": card or None, "focus": focus, "drawn": s.ctx.scenario_drawn}
