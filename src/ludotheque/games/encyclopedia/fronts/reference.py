"""The printed parts of Encyclopedia's boards that `board` shows in the terminal: the
reputation track's bonuses with every seat's marker, and which die colour is which
continent. Component data and the public view only."""

from __future__ import annotations

from rich.text import Text

from ludotheque.games.encyclopedia.components import load


def _bonus(gain) -> str:
    coins, tokens, seals, pick = gain
    if pick:
        return f"1 {pick.capitalize()}"
    bits = [f"+{coins} coins"] * bool(coins) + [f"+{tokens} token"] * bool(tokens)
    bits += [f"+{seals} seal"] * bool(seals)
    return " ".join(bits)


def reputation_text(view: dict) -> Text:
    """`reputation (16 spaces, then back to 0): 3 +1 token, 5 +3 coins, ...; seat 0 at 4`."""
    cat = load()
    length = cat.track_length
    bonuses = [
        f"{pos} {_bonus(cat.track_gain[pos])}" for pos in range(length) if cat.track_bonus[pos]
    ]
    at = [
        f"seat {x['seat'] + 1} at {x['reputation'] % length}"
        for x in view.get("seats") or []
        if isinstance(x.get("reputation"), int)
    ]
    out = Text(f"reputation track ({length} spaces, then back to 0; bonus on entering): ")
    out.append(", ".join(bonuses))
    if at:
        out.append("\n" + ", ".join(at), style="dim")
    return out


def colours_text(continent_colours: dict[str, str], styles: dict[str, str]) -> Text:
    """Which die colour is which continent (the terminal's own colour styles)."""
    out = Text("dice by colour letter and value (y4 a yellow 4): ")
    for i, (continent, colour) in enumerate(continent_colours.items()):
        if i:
            out.append(", ")
        out.append(f"{colour[:1]} {colour} = {continent}", style=styles.get(colour, ""))
    return out


# The picture's other short marks, said once (issue 17).
MARKS_LEGEND = (
    "∞ an Expert's lasting effect · end scored at the game's end · ⚡ once, then discarded"
    ' · x5 "5 cubes" tokens (each counts as 5 research cubes) · x: the X slot (no effect)'
)


def marks_text() -> Text:
    return Text(MARKS_LEGEND, style="dim")
