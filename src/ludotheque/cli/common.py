"""What every `ludo` command shares: exit statuses, the one-line error, plurals, and the
checks of paths given on the command line (done before anything starts, so a bad path
never costs a game or prints a traceback)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from ludotheque import ENGINE_VERSION
from ludotheque.core.errors import ConfigError

OK, FAILED, USAGE, INTERRUPTED = 0, 1, 2, 130


def error(message: str) -> None:
    # Plain print, not rich: an error stays on one line whatever the terminal width.
    print(f"error: {message}", file=sys.stderr)


def warn(message: str) -> None:
    print(f"warning: {message}", file=sys.stderr)


def plural(n: int, word: str, many: str | None = None) -> str:
    """`1 move`, `2 moves`."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def warn_engine_version(version: str, what: str = "this record") -> None:
    """A record from another engine replays with today's rules: say so, once."""
    if version not in (ENGINE_VERSION, "?"):  # "?": the record does not say
        warn(
            f"{what} was made by engine {version}, this is {ENGINE_VERSION}: "
            "if the rules changed since, it may not replay the same"
        )


def check_output_file(path: str, flag: str) -> None:
    """`flag FILE` must name a file that can be written: not a directory, in a directory
    that exists and is writable."""
    p = Path(path)
    if p.is_dir():
        raise ConfigError(f"{flag} {path}: is a directory; give a file name")
    parent = p.resolve().parent
    if not parent.is_dir():
        raise ConfigError(f"{flag} {path}: {parent} is not a directory")
    if p.exists() and not os.access(p, os.W_OK):
        raise ConfigError(f"{flag} {path}: the file is not writable")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise ConfigError(f"{flag} {path}: cannot write in {parent} (permission denied)")


def check_output_dir(path: str, flag: str) -> None:
    """`flag DIR` must be a writable directory, created if missing."""
    p = Path(path)
    if p.exists() and not p.is_dir():
        raise ConfigError(f"{flag} {path}: exists and is not a directory; give a directory")
    try:
        p.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ConfigError(f"{flag} {path}: cannot create the directory ({e.strerror})") from None
    if not os.access(p, os.W_OK | os.X_OK):
        raise ConfigError(f"{flag} {path}: the directory is not writable")


def read_small_text(path: str, flag: str, limit: int = 1024 * 1024) -> str:
    """The UTF-8 text of a small input file (`--config FILE`), refused with its reason:
    missing, not a file, too large, not text."""
    p = Path(path)
    if not p.exists():
        raise ConfigError(f"{flag} {path}: no such file")
    if p.is_dir():
        raise ConfigError(f"{flag} {path}: is a directory, not a file")
    try:
        with open(p, "rb") as f:
            raw = f.read(limit + 1)
    except OSError as e:
        raise ConfigError(f"{flag} {path}: cannot read it ({e.strerror})") from None
    if len(raw) > limit:
        raise ConfigError(f"{flag} {path}: larger than {limit // 1024} KB, not a configuration")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ConfigError(f"{flag} {path}: not UTF-8 text (a binary file?)") from None
