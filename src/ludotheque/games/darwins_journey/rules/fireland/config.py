"""The `fireland` option (L1612-L2041): true or false. Part 1 plays at 2-4 players (the
board side, its pawns, the Time track, Adventures, Viewpoints and Time seals: STATUS.md);
solo too, against Alfred's Fireland rules (L2013-L2041, rules/alfred/fireland.py)."""

from __future__ import annotations

from ludotheque.core.errors import ConfigError


def check_fireland(value) -> None:
    if not isinstance(value, bool):
        raise ConfigError(f"fireland must be true or false, got {value!r}")
