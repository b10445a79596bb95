"""The solo configuration: `{"dissidents": "LEVEL"}` (L2954-L2974), two seats for the
platform (you, and the Dissidents whom the game plays), three colours on the board."""

from __future__ import annotations

from typing import Any

from ludotheque.core.errors import ConfigError
from ludotheque.games.perseverance_ep3.solo.setup import levels, parse_level


def configure(c: dict[str, Any], leaders: tuple[str, ...]) -> dict[str, Any]:
    """Checks and normalises a solo configuration (players 1 or 2 both mean you and the
    Dissidents)."""
    c["dissidents"] = parse_level(c["dissidents"])
    if c["players"] not in (1, 2):
        raise ConfigError(
            "the solo mode is you against the Dissidents: players must be 1 or 2, "
            f"got {c['players']!r}"
        )
    c["players"] = 2
    lead = c["leaders"]
    if lead is not None and (
        not isinstance(lead, list) or len(lead) != 1 or lead[0] not in leaders
    ):
        raise ConfigError(f"leaders must be 1 name among {', '.join(leaders)}, got {lead!r}")
    if c["first_player"] not in (None, 0):
        raise ConfigError("in the solo mode you always play first (L2250)")
    if c.get("dissidents_seat", 1) not in (0, 1):
        raise ConfigError(f"dissidents_seat must be 0 or 1, got {c['dissidents_seat']!r}")
    return c


def automa_specs() -> list[str]:
    return [f"automa:dissidents/{name}" for name in levels()]


def seat_config(config: dict[str, Any], specs: list[str]) -> dict[str, Any]:
    """`automa:dissidents/LEVEL` (or `automa`, `automa:LEVEL`) on seat 1 makes the solo
    game; on any other seat, or twice, it is refused."""
    autos = [(k, sp) for k, sp in enumerate(specs) if sp.split(":", 1)[0] == "automa"]
    if not autos:
        return config
    if len(specs) != 2 or len(autos) != 1:
        raise ConfigError(
            "the Dissidents take one seat of a 2-seat game: --players 2 --seats "
            "human,automa:dissidents/LEVEL"
        )
    seat, spec = autos[0]
    config = dict(config)
    config["dissidents"] = parse_level(spec.partition(":")[2] or None)
    config["players"] = 2
    if seat == 0:  # a tournament's rotation: you play seat 1
        config["dissidents_seat"] = 0
    return config
