"""The `fireland` option (L1612-L2041): true or false. Part 1 plays at 2-4 players (the
board side, its pawns, the Time track, Adventures, Viewpoints and Time seals: STATUS.md);
solo is refused for its own reason: Alfred's Fireland rules (L2013-L2041) are not built."""

from __future__ import annotations

from ludotheque.core.errors import ConfigError


def check_fireland(value, solo: bool) -> None:
    if not isinstance(value, bool):
        raise ConfigError(f"fireland must be true or false, got {value!r}")
    if value and solo:
        raise ConfigError(
            "fireland is not playable against Alfred: his Fireland rules (L2013-L2041) are "
            "not built; play Fireland at 2 to 4 players, or the base solo game without it"
        )
