"""The options that lay a scenario card on the table: the Scenarios module's `scenario`
("none" or a card, L2253-L2261) and the Pirates module's `pirate_scenario` (its card P1,
L2171-L2177). Every value of `scenario` is one row of CARDS, which says the module it
needs and whether it goes with Fireland: the Scenarios module's red-flag cards B1-B4 and
Fireland's gold-flag cards F1-F4 (which need no module, ruling FL-R30).

`scenario: "random"` draws one of the cards the table allows at setup (draw_card,
ruling FL-R49).

A card fixes the Special Action, Correspondence and Beagle tiles, as the first game does
(L250-L286): two cards, or a card and `first_game`, do not go together (rulings SC-R2,
PI-R10).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.core.errors import ConfigError
from ludotheque.core.rng import Rng


@dataclass(frozen=True)
class Card:
    """A value of the `scenario` option: the module it belongs to (None: no module needed),
    whether it goes with Fireland (True only with it, False never, None either way), and
    its words in the lobby."""

    module: str | None
    fireland: bool | None
    words: str


CARDS: dict[str, Card] = {
    "none": Card(None, None, "none"),  # the module's pieces shuffled in (L2301)
    # The red-flag cards do not go with Fireland (L2257, ruling SC-R9).
    "B1": Card("scenarios", False, "B1, specimens and correspondence"),
    "B2": Card("scenarios", False, "B2, coins and lenses"),
    "B3": Card("scenarios", False, "B3, exploration and navigation"),
    "B4": Card("scenarios", False, "B4, seals and campsites"),
    # Fireland's gold-flag cards, played with Fireland only (L1743-L1765, ruling FL-R30).
    "F1": Card(None, True, "F1 (Fireland), Time gained and spent"),
    "F2": Card(None, True, "F2 (Fireland), exploration and navigation"),
    "F3": Card(None, True, "F3 (Fireland), Beagle goals"),
    "F4": Card(None, True, "F4 (Fireland), expert, coins scarce"),
}

PIRATE_CARD = "P1"  # the Pirates module's card, chosen by `pirate_scenario` (L2171)
# `scenario: "random"`: a card drawn at setup among those the table allows (L1763, L2261;
# ruling FL-R49), from a copy of the seeded stream (draw_card).
RANDOM = "random"
CHOICES = (*CARDS, RANDOM)  # every value of `scenario`, as the lobby offers them


def allowed_cards(c: dict[str, Any]) -> list[str]:
    """The cards a random draw takes from: Fireland's F1-F4 with Fireland, the Scenarios
    module's B1-B4 with the module and no Fireland (L2257), none otherwise."""
    if c["fireland"]:
        return [k for k, card in CARDS.items() if card.fireland]
    if "scenarios" in c["modules"]:
        return [k for k, card in CARDS.items() if card.module == "scenarios"]
    return []


def draw_card(c: dict[str, Any], rng: Rng) -> str:
    """The card `scenario: "random"` lays ("" for any other value): drawn from a copy of
    the stream, so every other draw of the setup is the one made with no card (the card's
    layout then replaces the tiles as a chosen card's does, rules/setup.py). Forked, so the
    card owes nothing to the first tile draw, which draws the same first number."""
    if c["scenario"] != RANDOM:
        return ""
    return rng.copy().fork().choice(allowed_cards(c))


def check_scenario(c: dict[str, Any]) -> None:
    """`scenario`: a row of CARDS, its module played, Fireland as the card allows, and not
    with `first_game` (ruling SC-R2)."""
    value = c["scenario"]
    if value == RANDOM:
        _check_random(c)
        return
    card = CARDS.get(value) if isinstance(value, str) else None
    if card is None:
        raise ConfigError(
            f"scenario must be one of {', '.join(CARDS)} (the scenario cards) or {RANDOM} "
            f"(one drawn at setup), got {value!r}"
        )
    if value == "none":
        return
    if card.fireland is False and c["fireland"]:  # the red flag first: no module mends it
        raise ConfigError(
            f"scenario card {value} does not go with fireland: a red-flag card of the Scenarios "
            "module, not compatible with Fireland (L2257; ruling SC-R9): play it without "
            "fireland, or choose none or F1-F4 (ruling FL-R30)"
        )
    if card.fireland and not c["fireland"]:
        raise ConfigError(
            f"scenario card {value} is one of Fireland's gold-flag cards (L1751-L1763): set "
            "fireland=true, or choose none or B1-B4 with the scenarios module (ruling FL-R30)"
        )
    ruling = "ruling FL-R30" if card.fireland else "ruling SC-R2"
    if card.module and card.module not in c["modules"]:
        raise ConfigError(
            f"scenario {value} is a card of the {card.module} module: add it to modules"
        )
    _not_with_first_game(c, f"scenario card {value}", ruling)


def _check_random(c: dict[str, Any]) -> None:
    """`scenario: "random"` needs cards to draw from (B1-B4 with the Scenarios module,
    F1-F4 with Fireland) and, as any card, goes without `first_game` (ruling FL-R49)."""
    if not allowed_cards(c):
        raise ConfigError(
            "scenario random draws a card at setup, and this table has none to draw: add the "
            "scenarios module (its cards B1-B4) or set fireland=true (its cards F1-F4) "
            "(L2261, L1763; ruling FL-R49)"
        )
    _not_with_first_game(c, "a scenario card drawn at random", "ruling FL-R49")


def check_pirate_card(c: dict[str, Any]) -> None:
    """`pirate_scenario` (already a boolean of the pirates module): its card sets the tiles
    and the pirate ship, so it goes neither with another card, nor with `first_game`, nor
    with `pirate_tile_top`, which places the Pirate tile of the setup it replaces (L2173:
    the rest of the module's setup is ignored; ruling PI-R10)."""
    if not c["pirate_scenario"]:
        return
    if c["scenario"] != "none":
        other = "a scenario card drawn at random" if c["scenario"] == RANDOM else None
        raise ConfigError(
            f"the Pirate scenario card {PIRATE_CARD} and "
            f"{other or 'scenario card ' + c['scenario']} both set the tiles (L2173, L2261): "
            "choose one (ruling PI-R10)"
        )
    if c["pirate_tile_top"]:
        raise ConfigError(
            f"the Pirate scenario card {PIRATE_CARD} places the Pirate tile itself and the rest "
            "of the module's setup is ignored (L2173): drop pirate_tile_top (ruling PI-R10)"
        )
    _not_with_first_game(c, f"the Pirate scenario card {PIRATE_CARD}", "ruling PI-R10")


def _not_with_first_game(c: dict[str, Any], what: str, ruling: str) -> None:
    if c["first_game"]:
        raise ConfigError(
            f"{what} and first_game both set the tiles (L250-L286): choose one ({ruling})"
        )
