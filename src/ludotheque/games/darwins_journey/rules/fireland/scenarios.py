"""A Fireland scenario card's setup (L1743-L1765): its Special Action, Correspondence and
Beagle tiles in place of the base setup's draws and its 3 Time Penalty tiles in place of
Fireland's draw, each draw still made so the random stream moves on as without a card
(rules/setup.py). The layouts are reconstructed from each card's focus (ruling FL-R30)."""

from __future__ import annotations

from dataclasses import replace

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_scenarios import (
    FirelandScenario,
    fireland_scenarios,
)
from ludotheque.games.darwins_journey.rules.scenarios.setup import drawn_words
from ludotheque.games.darwins_journey.rules.scenarios.show import drawn_mark
from ludotheque.games.darwins_journey.state import Context, DarwinState, note


def card(ctx: Context) -> FirelandScenario | None:
    if not ctx.fireland or not ctx.scenario:
        return None
    return next(c for c in fireland_scenarios() if c.id == ctx.scenario)


def layout(ctx: Context) -> tuple[list[int], list[int], list[int]] | None:
    """The card's Special tiles, Correspondence tiles and Beagle tiles as the Components'
    indexes (rules/setup.py reads them as a Scenarios card's); None without a card."""
    c = card(ctx)
    if c is None:
        return None
    comp = ctx.comp
    specials = {str(t.id): i for i, t in enumerate(comp.specials)}
    letters = {str(t.id): i for i, t in enumerate(comp.letters)}
    beagles = {str(t.id): i for i, t in enumerate(comp.beagles)}
    return (
        [specials[x] for x in c.specials],
        [letters[x] for x in c.letters],
        [beagles[x] for x in c.beagles],
    )


def place_penalties(s: DarwinState) -> None:
    """The card's penalty tiles on the watch rows, top to bottom (L1765), and the log
    saying which card set the table (public: the card is chosen openly, L1763)."""
    c = card(s.ctx)
    if c is None:
        return
    ids = [p.id for p in fireland_data().penalties]
    s.fire = replace(s.fire, drawn=tuple(ids.index(x) for x in c.penalties))
    note(
        s,
        f"Fireland scenario card {c.id} ({c.focus}){drawn_words(s.ctx)} sets the Special "
        "Action, Correspondence, Beagle and Time Penalty tiles",
    )


def scenario_view(s: DarwinState) -> dict | None:
    c = card(s.ctx)
    return None if c is None else drawn_mark(s.ctx, {"card": c.id, "focus": c.focus})
