"""Names shared by data and rules: the basic actions and the Volume colours.

Source: the rulebook's own terms (newton.fr.md); no component data lives here, only the
vocabulary the data files (data/*.json, each item with its `source`) are written in.
"""

ACTIONS = ("works", "tech", "travel", "lessons", "studies")
WORKS, TECH, TRAVEL, LESSONS, STUDIES = range(5)
JOKER = 5  # the Joker symbol: never counted (L335-L337)
SYMBOLS = (*ACTIONS, "joker")
SYMBOL_INDEX = {name: i for i, name in enumerate(SYMBOLS)}
COLOURS = ("blue", "green", "orange")
COLOUR_INDEX = {name: i for i, name in enumerate(COLOURS)}
LEVELS = ("I", "II", "III")
GAINS = ("coins", "potions", "vp", "student")


def colour_counts(names, problems=None, label: str = "") -> tuple[int, int, int]:
    """A list of colour names as counts per colour (blue, green, orange)."""
    out = [0, 0, 0]
    for n in names or ():
        if n in COLOUR_INDEX:
            out[COLOUR_INDEX[n]] += 1
        elif problems is not None:
            problems(f"{label}: unknown Volume colour {n!r}")
    return (out[0], out[1], out[2])
