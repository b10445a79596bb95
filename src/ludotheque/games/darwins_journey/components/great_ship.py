"""The Great Ship mini-expansion's 11 cards (L2077-L2149), from data/great_ship.json.

Each card names the `rule` that reads it (rules/great_ship/) and the numbers and actions
that rule uses, as data: a data pack may change an action, a count or a bonus without
code. The actions use the base vocabulary (names.py) plus the module's "deliver-one"
(one delivery, GS6). Cards marked `fireland` need the Fireland expansion and are removed
at setup while it is not played (L2089).
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError, Problems
from ludotheque.games.darwins_journey.components.names import parse_module_effects
from ludotheque.games.darwins_journey.datafiles import DATA

# The rules the cards may name, each a hook of rules/great_ship/ (the card's number).
RULES = (
    "fireland-adventure",  # GS1
    "crew-twice",  # GS2
    "column-research",  # GS3
    "locked-lens",  # GS4
    "beagle-reached",  # GS5
    "tent-delivery",  # GS6
    "majority-cap",  # GS7
    "exploration-trade",  # GS8
    "lens-actions",  # GS9
    "fireland-time",  # GS10
    "passing-bonus",  # GS11
)
SHIP_PLAIN = frozenset(("deliver-one",))  # the module's own verb
DOUBLABLE = frozenset(("coins", "tk", "theory", "vp"))  # GS8's bonuses (L2132)


@dataclass(frozen=True)
class ShipCard:
    id: str
    name: str
    rule: str
    text: str  # the effect in our words
    fireland: bool
    times: int = 1  # GS2: how many times a completed crew card's actions run
    column_actions: tuple = ()  # GS3: (count researched in a column, effects)
    tk: int = 0  # GS4: the Temporary Knowledge a locked Lens space costs
    actions: tuple = ()  # GS5, GS6: effects offered
    cap: int = 0  # GS7: the most stamps sent to the cup per Envelope
    moves_less: int = 0  # GS8
    factor: int = 1  # GS8
    doubled: frozenset = frozenset()  # GS8: verbs multiplied by `factor`
    lens_actions: tuple = ()  # GS9: effects under each Lens token, left to right
    bonus: tuple = ()  # GS11: per player count 2, 3, 4: effects
    slots: int = 0  # GS1: the free spaces for Adventure tokens (times it acts a game)
    time_more: int = 0  # GS10: the Time added to each Time the seat receives


@dataclass(frozen=True)
class GreatShip:
    cards: tuple[ShipCard, ...]

    def index(self, card_id: str) -> int:
        return next(i for i, c in enumerate(self.cards) if c.id == card_id)

    def playable(self, fireland: bool = False) -> tuple[int, ...]:
        """The cards dealt: all with Fireland, those not marked `fireland` without (L2089)."""
        return tuple(i for i, c in enumerate(self.cards) if fireland or not c.fireland)


def _effects(texts, bad, label) -> tuple:
    return parse_module_effects(texts, SHIP_PLAIN, bad, label)


def _card(c: dict, bad, i: int) -> ShipCard | None:
    label = f"card {c.get('id', i + 1)}"
    bad.need_source(c, label)
    rule = c.get("rule")
    if rule not in RULES:
        bad(f"{label}: unknown rule {rule!r}; allowed: {', '.join(RULES)}")
        return None
    for key in ("id", "name", "text"):
        if not isinstance(c.get(key), str) or not c[key]:
            bad(f"{label}: {key} must be a non-empty text")
    extra: dict = {}
    if rule == "crew-twice":
        extra["times"] = c.get("times", 2)
    elif rule == "column-research":
        cols = c.get("column_actions") or {}
        extra["column_actions"] = tuple(
            sorted((int(k), _effects(v, bad, label)) for k, v in cols.items() if k.isdigit())
        )
        if not extra["column_actions"] or len(extra["column_actions"]) != len(cols):
            bad(f"{label}: column_actions maps a count researched (2-4) to actions")
    elif rule == "locked-lens":
        extra["tk"] = c.get("tk", 1)
    elif rule in ("beagle-reached", "tent-delivery"):
        extra["actions"] = _effects(c.get("actions") or [], bad, label)
        if not extra["actions"]:
            bad(f"{label}: actions must name at least one action")
    elif rule == "majority-cap":
        extra["cap"] = c.get("cap", 1)
    elif rule == "exploration-trade":
        extra["moves_less"] = c.get("moves_less", 1)
        extra["factor"] = c.get("factor", 2)
        doubled = frozenset(c.get("doubled") or ())
        if not doubled <= DOUBLABLE:
            bad(f"{label}: doubled must be drawn from {', '.join(sorted(DOUBLABLE))}")
        extra["doubled"] = doubled
    elif rule == "lens-actions":
        lens = c.get("lens_actions") or []
        extra["lens_actions"] = tuple(_effects(a, bad, label) for a in lens)
        if len(lens) != 6:
            bad(f"{label}: one action list under each of the 6 Lens tokens (L2136)")
    elif rule == "fireland-adventure":
        extra["slots"] = c.get("slots", 3)
        extra["factor"] = c.get("factor", 2)
    elif rule == "fireland-time":
        extra["time_more"] = c.get("time_more", 1)
    elif rule == "passing-bonus":
        b = c.get("bonus") or {}
        if sorted(b) != ["2", "3", "4"]:
            bad(f"{label}: bonus per player count, 2, 3 and 4 (L2148-L2149)")
        extra["bonus"] = tuple(_effects(b.get(k, []), bad, label) for k in ("2", "3", "4"))
    for key in ("times", "tk", "cap", "moves_less", "factor", "slots", "time_more"):
        v = extra.get(key)
        if v is not None and (not isinstance(v, int) or isinstance(v, bool) or v < 0):
            bad(f"{label}: {key} must be a whole number from 0, got {v!r}")
    return ShipCard(
        id=str(c.get("id", "")),
        name=str(c.get("name", "")),
        rule=rule,
        text=str(c.get("text", "")),
        fireland=bool(c.get("fireland", False)),
        **extra,
    )


def build_great_ship(data: dict) -> GreatShip:
    bad = Problems("great_ship.json")
    bad.need_source(data, "the file")
    cards = []
    for i, c in enumerate(data.get("cards") or []):
        card = _card(c, bad, i) if isinstance(c, dict) else None
        if card is not None:
            cards.append(card)
    ids = [c.id for c in cards]
    if len(set(ids)) != len(ids):
        bad("card ids repeat")
    if len([c for c in cards if not c.fireland]) < 5:
        bad("at least 5 cards without Fireland: 4 players reveal 5 (L2093)")
    bad.check()
    return GreatShip(tuple(cards))


@DATA.cached
def great_ship_data() -> GreatShip:
    """The cards from the active data (shipped, or a pack's), once per source."""
    try:
        return build_great_ship(DATA.json("great_ship.json"))
    except DataPackError as e:
        raise DataError(str(e)) from None
