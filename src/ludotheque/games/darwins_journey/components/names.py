"""The vocabulary the data files are written in: seal colours, specimen kinds and effects.

No component data lives here. An effect is written in data as text, "coins 2" or
"explore 1 / navigate 1" (a choice, L714), and parsed once into tuples the rules read:
`(verb, n, alternatives)`, where `alternatives` is empty except for the choice verb "or".
"""

from __future__ import annotations

# Standard seal colours (L116) then the Special seal (L125), which is wild (L500).
COLOURS = ("yellow", "red", "blue", "green")
SPECIAL = 4
SEAL_NAMES = (*COLOURS, "special")
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
YELLOW, RED, BLUE, GREEN = range(4)

# Specimen symbols (L975: "symbole/type"); the rulebook names reptile and bird (L698).
KINDS = ("reptile", "plant", "bird", "fossil")
KIND_INDEX = {k: i for i, k in enumerate(KINDS)}

# Verbs with a number (the icon's figure; L542-L574). The number of "academy" is the coin
# discount of that seal (digest 10.1: "Academy -2"); of "distribute", the stamps (L879).
COUNTED = frozenset(
    ("coins", "vp", "tk", "theory", "explore", "navigate", "stamps", "academy", "distribute")
)
# Verbs without a number.
PLAIN = frozenset(
    (
        "objective",  # gain an Objective tile (L785)
        "unlock",  # unlock a lens space, paying its cost (L600)
        "free-unlock",  # the same without paying its cost
        "turn-order",  # the Turn Order space's action (L775)
        "deliver",  # deliver up to 2 specimens (L738)
        "museum-research",  # research up to 2 specimens at the Museum (L765)
        "camp",  # establish a campsite beside the activated space (L700)
        "special-seal",  # L835
        "convert-tk",  # L849
        "place-explorer",  # L855
        "locked-space",  # L861
        "research-any",  # L867
        "catch-beagle",  # L873
        "copy-crew",  # L885
        "repeat-delivery",  # L819
        "auto-complete",  # L827
        "camp-anywhere",  # L811
        "special",  # a Special Action Diary space: the tile on it
    )
)
VERBS = COUNTED | PLAIN

Effect = tuple  # (verb, n, alternatives)


def parse_effect(text, bad, label: str) -> Effect | None:
    """One effect from its data text, or None after reporting what is wrong."""
    if not isinstance(text, str) or not text.strip():
        bad(f"{label}: an effect must be a non-empty text, got {text!r}")
        return None
    if "/" in text:
        alts = []
        for part in text.split("/"):
            e = parse_effect(part, bad, label)
            if e is None:
                return None
            alts.append((e,))
        return ("or", 0, tuple(alts))
    words = text.split()
    verb = words[0]
    if verb not in VERBS:
        bad(f"{label}: unknown effect {verb!r}; allowed: {', '.join(sorted(VERBS))}")
        return None
    if verb == "academy" and len(words) == 1:
        return ("academy", 0, ())
    if verb in COUNTED:
        if len(words) != 2 or not words[1].lstrip("-").isdigit():
            bad(f"{label}: {verb!r} needs one whole number, got {text!r}")
            return None
        n = int(words[1])
        if verb == "academy":
            n = -n if n < 0 else n  # "academy -2": a 2-coin discount
        elif n <= 0:
            bad(f"{label}: {verb} needs a positive number, got {text!r}")
            return None
        return (verb, n, ())
    if len(words) != 1:
        bad(f"{label}: {verb!r} takes no number, got {text!r}")
        return None
    return (verb, 0, ())


def parse_effects(texts, bad, label: str) -> tuple[Effect, ...]:
    if texts is None:
        return ()
    if not isinstance(texts, list):
        bad(f"{label}: effects must be a list of texts, got {texts!r}")
        return ()
    out = []
    for t in texts:
        e = parse_effect(t, bad, label)
        if e is not None:
            out.append(e)
    return tuple(out)


def parse_module_effects(texts, plain: frozenset, bad, label: str) -> tuple[Effect, ...]:
    """Effects in the base vocabulary or a module's own verbs (`plain`: no number)."""
    out = []
    for t in texts if isinstance(texts, list) else [texts]:
        if isinstance(t, str) and t.strip() in plain:
            out.append((t.strip(), 0, ()))
        else:
            out += parse_effects([t], bad, label)
    return tuple(out)


def effect_text(e: Effect) -> str:
    """The data text of a parsed effect (also the effect's option text)."""
    verb, n, alts = e
    if verb == "or":
        return " / ".join(" + ".join(effect_text(x) for x in alt) for alt in alts)
    if verb == "academy":
        return "academy" if n == 0 else f"academy -{n}"
    return f"{verb} {n}" if verb in COUNTED else verb


def seal_counts(data, bad, label: str) -> tuple[int, int, int, int]:
    """A seal requirement {"red": 2, ...} as counts per standard colour."""
    out = [0, 0, 0, 0]
    if data is None:
        return (0, 0, 0, 0)
    if not isinstance(data, dict):
        bad(f"{label}: seals must be an object of colour: count, got {data!r}")
        return (0, 0, 0, 0)
    for colour, n in data.items():
        if colour not in COLOUR_INDEX:
            bad(f"{label}: unknown seal colour {colour!r}; allowed: {', '.join(COLOURS)}")
        elif not isinstance(n, int) or isinstance(n, bool) or n <= 0:
            bad(f"{label}: seal count for {colour} must be a positive whole number, got {n!r}")
        else:
            out[COLOUR_INDEX[colour]] = n
    return (out[0], out[1], out[2], out[3])
