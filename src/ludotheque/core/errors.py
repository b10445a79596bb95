"""Errors the core raises. Each says what is wrong and what is allowed."""

from __future__ import annotations


class LudoError(Exception):
    """Base of every error the engine raises on bad input."""


class ConfigError(LudoError, ValueError):
    """A game configuration that the game cannot set up."""


class IllegalOption(LudoError, ValueError):
    """An option that is not legal in the current decision. The state is unchanged."""

    def __init__(self, option, kind: str, options: tuple[str, ...]):
        self.option = option
        self.kind = kind
        self.options = options
        shown = ", ".join(options[:40]) + (" ..." if len(options) > 40 else "")
        if not options:
            msg = f"{option!r} refused: no decision is pending (the game is over)"
        elif isinstance(option, int) and not isinstance(option, bool):
            msg = f"option index {option} is out of range for '{kind}': choose 0 to {len(options) - 1} ({shown})"
        else:
            msg = f"{option!r} is not a legal option for '{kind}' now; legal options: {shown}"
        super().__init__(msg)


class RecordError(LudoError, ValueError):
    """A game record that cannot be read or does not replay."""

    def __init__(self, message: str, move_index: int | None = None, move: str | None = None):
        self.move_index = move_index
        self.move = move
        if move_index is not None:
            message = f"move {move_index + 1} ({move!r}): {message}"
        super().__init__(message)
