"""What a person types at the `ludo play` prompt: reading a line safely, and the option a
typed entry means (number, the text shown or the option's own, or a unique beginning)."""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.core.errors import IllegalOption

MAX_ENTRY = 200  # characters: longer than any option text, short enough to echo
SHOWN_ENTRY = 40  # characters of an entry quoted back in a message
SHOWN_MATCHES = 8  # options listed when a beginning fits several


class BadLine(Exception):
    """A line that cannot be an entry (not text, far too long); the message says why."""


def read_line(prompt: str) -> str:
    """One line from the person, spaces collapsed; BadLine for what cannot be an entry.
    EOFError and KeyboardInterrupt pass through (the caller stops the game)."""
    try:
        line = input(prompt)
    except UnicodeDecodeError:
        raise BadLine("that line is not UTF-8 text; type an option number or its text") from None
    if any("\udc80" <= c <= "\udcff" for c in line):  # undecodable bytes, escaped
        raise BadLine("that line is not UTF-8 text; type an option number or its text")
    if len(line) > MAX_ENTRY:
        raise BadLine(
            f"that line is {len(line)} characters long; an entry is at most {MAX_ENTRY} "
            "(an option number, or the beginning of its text)"
        )
    return " ".join(line.split())


def shown(entry: str) -> str:
    """An entry as quoted back: shortened, non-printable characters escaped."""
    text = entry if len(entry) <= SHOWN_ENTRY else entry[: SHOWN_ENTRY - 1] + "…"
    return repr(text)


def starting_with(entry: str, options) -> list[int]:
    """The options whose text begins with `entry` (case and spacing ignored)."""
    norm = " ".join(entry.split()).lower()
    return [i for i, o in enumerate(options) if " ".join(o.split()).lower().startswith(norm)]


def resolve(entry: str, decision: Decision, labels: list[str] | None = None) -> int | str:
    """The option index a typed entry means, or a message saying why it means none.

    Accepted: the option's number, its text (case and spacing ignored), or a beginning of
    its text that fits exactly one option. With `labels` (what the screen shows of each
    option, Game.option_label), what is shown wins over the option's text: a label typed
    in full, then a beginning of one label, before the texts. A label may word a referent
    otherwise than the text does (a seat counted from 1 where the text keeps its index),
    and a person types what they read."""
    options = decision.options
    n = len(options)
    span = "0" if n == 1 else f"0..{n - 1}"
    if entry.lstrip("-").isdigit():
        if len(entry) <= 6 and 0 <= int(entry) < n:
            return int(entry)
        return (
            f"{entry if len(entry) <= 12 else shown(entry)} is not an option number: choose {span}"
        )
    norm = " ".join(entry.split()).lower()
    shown_texts = [" ".join(x.split()).lower() for x in (labels or [])]
    if norm in shown_texts:
        return shown_texts.index(norm)
    lowered = [" ".join(o.split()).lower() for o in options]
    if norm in lowered:
        return lowered.index(norm)
    starts = starting_with(entry, labels) if labels else []
    if not starts:
        starts = starting_with(entry, options)
    if len(starts) == 1:
        return starts[0]
    if starts:
        names = labels or options
        matches = ", ".join(names[i] for i in starts[:SHOWN_MATCHES])
        if len(starts) > SHOWN_MATCHES:
            matches += f", … ({len(starts) - SHOWN_MATCHES} more)"
        return (
            f"{shown(entry)} fits several options ({matches}): type more of it, or a number {span}"
        )
    if len(entry) > SHOWN_ENTRY:
        return f"{shown(entry)} is not a legal option for '{decision.kind}' (type a number {span}, or help)"
    return f"{IllegalOption(entry, decision.kind, options)} (type a number {span}, or help)"
