"""Fireland's scenario cards F1-F4 (L1743-L1765), from data/fireland_scenarios.json: each
card names the Special Action, Correspondence, Beagle and Time Penalty tiles set in place
of the setup's draws (L1763). The text gives each card's focus only, so the layouts are
reconstructed from it (ruling FL-R30), as the Scenarios module's B1-B4 were (SC-R1).

A layout names tiles by their printed ids ("F3" a Fireland tile, "11" a base one, "T5" a
penalty), checked against the Components with Fireland's pieces (`with_fireland`,
`with_fireland_specials`): 6 Special tiles in the Special spaces' order, 3 Correspondence
tiles top to bottom, 5 Beagle tiles left to right and 3 penalties top to bottom (the card
shows the last two kinds left to right: L1765).
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError, Problems
from ludotheque.games.darwins_journey.components.items import entries
from ludotheque.games.darwins_journey.datafiles import DATA

IDS = ("F1", "F2", "F3", "F4")  # L1751-L1759


@dataclass(frozen=True)
class FirelandScenario:
    id: str
    focus: str
    specials: tuple[str, ...]  # the Special spaces' order
    letters: tuple[str, ...]  # envelopes top to bottom
    beagles: tuple[str, ...]  # Beagle spaces left to right
    penalties: tuple[str, ...]  # watch rows top to bottom
    text: str


def _pick(card: dict, key: str, allowed, count: int, bad, label: str) -> tuple[str, ...]:
    got = [str(x) for x in card.get(key) or []]
    if len(got) != count or len(set(got)) != count or not set(got) <= set(allowed):
        bad(f"{label}: {key} must be {count} different ids of {', '.join(allowed)}, got {got}")
    return tuple(got)


def build_fireland_scenarios(data: dict, comp, penalty_ids, rows: int) -> tuple:
    """The 4 cards against `comp` (the Components with Fireland's pieces), the penalty
    tiles' ids and the Time track's watch rows."""
    bad = Problems("fireland_scenarios.json")
    cards = []
    specials = [str(t.id) for t in comp.specials if str(t.id) != "P"]
    letters = [str(t.id) for t in comp.letters]
    beagles = [str(t.id) for t in comp.beagles]
    slots, goals = len(comp.diaries.special_slots), len(comp.geo.ocean.beagle)
    for label, c in entries(data.get("cards"), "Fireland scenario card", bad):
        for key in ("focus", "text"):
            if not isinstance(c.get(key), str) or not c[key]:
                bad(f"{label}: {key} must say it in our words")
        cards.append(
            FirelandScenario(
                str(c.get("id")),
                str(c.get("focus", "")),
                _pick(c, "specials", specials, slots, bad, label),
                _pick(c, "letters", letters, 3, bad, label),
                _pick(c, "beagles", beagles, goals, bad, label),
                _pick(c, "penalties", penalty_ids, rows, bad, label),
                str(c.get("text", "")),
            )
        )
    if [c.id for c in cards] != list(IDS):
        bad(f"Fireland has 4 scenario cards, F1 to F4 (L1751), got {[c.id for c in cards]}")
    bad.check()
    return tuple(cards)


@DATA.cached
def fireland_scenarios() -> tuple[FirelandScenario, ...]:
    """The cards from the active data, once per source."""
    from ludotheque.games.darwins_journey.components import components
    from ludotheque.games.darwins_journey.components.fireland import fireland_data
    from ludotheque.games.darwins_journey.components.fireland_pieces import with_fireland
    from ludotheque.games.darwins_journey.components.fireland_specials import (
        with_fireland_specials,
    )

    fire = fireland_data()
    comp = with_fireland_specials(with_fireland(components()))
    try:
        data = DATA.json("fireland_scenarios.json")
        return build_fireland_scenarios(
            data, comp, [p.id for p in fire.penalties], len(fire.time.rows)
        )
    except DataPackError as e:
        raise DataError(str(e)) from None
