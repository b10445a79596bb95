"""The `fireland` option (L1612-L2041): true or false, and refused while the expansion is
not playable (STATUS.md says what is built). Solo is refused for its own reason: Alfred's
Fireland rules (L2013-L2041) are not built."""

from __future__ import annotations

from ludotheque.core.errors import ConfigError


def check_fireland(value, solo: bool) -> None:
    if not isinstance(value, bool):
        raise ConfigError(f"fireland must be true or false, got {value!r}")
    if not value:
        return
    if solo:
        raise ConfigError(
            "fireland is not playable against Alfred: his Fireland rules (L2013-L2041) are "
            "not built; play Fireland's solo later, or the base solo game without it"
        )
    raise ConfigError(
        "fireland is not playable yet: its components and its Time track, Adventure and "
        "Viewpoint rules are built, but the Fireland board's movement (several ships and "
        "explorers), the turn's hooks and its new tiles and cards are not (STATUS.md); "
        "play without it, with modules great_ship, pirates, animal_companion"
    )
