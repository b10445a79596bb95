"""The configuration in words for the lobby (`Game.config_words`)."""

from __future__ import annotations

from typing import Any

from ludotheque.games.darwins_journey.components.alfred import alfred_data
from ludotheque.games.darwins_journey.rules.scenarios.config import CARDS, RANDOM


def config_words() -> dict[str, dict[str, Any]]:
    return {
        "automas": {"label": "Alfred", "help": "chosen with the seats", "seats": True},
        "first_game": {
            "label": "First game",
            "help": "the fixed starting tiles and crew cards 1-12 by turn order (L250-L286)",
        },
        "fireland": {
            "label": "Fireland",
            "help": "the Fireland expansion (L1612-L2041), part 1, at 2 to 4 players: the "
            "board's Fireland side with 3 ships and 4 explorers each, the Time track and its "
            "penalties, Adventures, Viewpoints and Time seals; its new tiles and cards, its "
            "scenarios and its solo rules are not built",
        },
        "modules": {
            "label": "Modules",
            "help": "mini-expansions: Great Ship, a card per player drafted at setup "
            "(L2077-L2149); Pirates, treasures on the campsites and a pirate ship that raids "
            "the Ocean (L2151-L2242); Animal Companion, a Pet card with a setup bonus and a one-time "
            "action (L2045-L2075); Scenarios, new crew cards and tiles shuffled in, or a scenario "
            "card's layout (L2244-L2351)",
            "values": {
                "great_ship": "Great Ship",
                "pirates": "Pirates",
                "animal_companion": "Animal Companion",
                "scenarios": "Scenarios",
            },
        },
        "animal_setup": {
            "label": "Animal setup",
            "help": "Animal Companion: every player takes a card (L2061), or each may draw 2 "
            "and keep 1 (L2067)",
            "values": {"all": "every player", "choice": "players who wish"},
        },
        "scenario": {
            "label": "Scenario card",
            "help": "Scenarios: none (the new pieces shuffled into their piles, L2301; with "
            "Fireland too, ruling SC-R9), or a card that sets the tiles (L2261; layouts "
            "reconstructed from each card's focus, ruling SC-R1; not with Fireland, L2257); "
            "with Fireland, its cards F1-F4 (L1743-L1765, ruling FL-R30); or random, one card "
            "drawn at setup among those the table allows (L1763, L2261; ruling FL-R49)",
            "values": {
                **{k: card.words for k, card in CARDS.items()},
                RANDOM: "drawn at random (B1-B4, or F1-F4 with Fireland)",
            },
        },
        "pirate_tile_top": {
            "label": "Pirate tile on top",
            "help": "Pirates: the Pirate Special Action tile on one of the 2 top spaces, "
            "open from the start (L2184)",
        },
        "pirate_scenario": {
            "label": "Pirate scenario",
            "help": "Pirates: the P1 scenario card, plentiful gold and constant raids: it "
            "sets the tiles and starts the pirate ship on the Ocean (L2171-L2177; its layout "
            "reconstructed, ruling PI-R1); not with another card, first_game or the Pirate "
            "tile on top",
        },
    }


def automa_choices() -> list[tuple[str, str]]:
    """Alfred at each level in words, easiest first."""
    return [
        (f"automa:alfred/{k}", f"Alfred, {k} board ({v['name']})")
        for k, v in alfred_data().levels.items()
    ]
