"""Fireland's pieces in words, for the view, the narration and the fronts once the game
plays the expansion: an Adventure card's two options (the card being resolved is shown to
every seat, L1802), a Time penalty tile, a Viewpoint."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import (
    Adventure,
    Cost,
    Option,
    Penalty,
    Viewpoint,
)
from ludotheque.games.darwins_journey.option_words import effect_words, plural

_COST = (
    ("time", "{} Time"),
    ("coins", ""),  # plural()
    ("vp", "{} VP"),
    ("theory", "Evolution back {}"),
    ("ship", "a ship back {}"),
    ("tk", "{} Temporary Knowledge"),
)
_OWN = {
    "time": lambda n: f"receive {n} Time",
    "research-explorer-track": lambda n: "research a specimen on a track of one of your explorers",
}
_HOOK = {
    "deliver": "per specimen delivery",
    "academy": "per Academy action",
    "diary": "per worker placed in a Diary Section",
    "objective": "per objective completed (none with fewer)",
    "correspondence": "per Correspondence action",
    "navigate": "per Navigation",
    "explore": "per Exploration",
}
_WHAT = {
    "theory": "Evolution {} step less",
    "vp": "-{} VP",
    "stamps": "{} stamp less",
    "steps": "{} step less",
}


def cost_words(cost: Cost) -> str:
    parts = [
        plural(getattr(cost, k), "coin") if k == "coins" else form.format(getattr(cost, k))
        for k, form in _COST
        if getattr(cost, k)
    ]
    return " and ".join(parts) or "nothing"


def gain_words(gain: tuple) -> str:
    """The base vocabulary in words, and Fireland's own two gains."""
    return ", ".join(_OWN[e[0]](e[1]) if e[0] in _OWN else effect_words(e) for e in gain)


def option_words(kind: str, option: Option) -> str:
    """'pay 1 Time and 2 coins: explore 2, take the land Adventure token'."""
    token = f", take the {kind} Adventure token" if option.token else ""
    return f"pay {cost_words(option.cost)}: {gain_words(option.gain)}{token}"


def card_words(card: Adventure) -> str:
    a, b = (option_words(card.kind, o) for o in card.options)
    return f"{card.name} ({card.kind} {card.id}): A) {a}; B) {b}"


def penalty_words(p: Penalty) -> str:
    what = f"+{plural(p.n, 'coin')}" if p.what == "coins" else _WHAT[p.what].format(p.n)
    return f"{what} {_HOOK[p.hook]}"


def viewpoint_words(v: Viewpoint) -> str:
    return f"Viewpoint {v.id}: pay {cost_words(v.cost)}: {gain_words(v.gain)}"
