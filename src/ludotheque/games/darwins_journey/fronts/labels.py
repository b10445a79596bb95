"""Names and short texts of Darwin's Journey's pieces for both fronts, from the static data
(components) only: what a crew card, an objective, a Special Action tile, a Correspondence
tile or an HMS Beagle goal asks and gives. Nothing here reads a state."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.names import COLOURS, KINDS, effect_text
from ludotheque.games.darwins_journey.option_words import (
    effects_words,
    objective_name,
    objective_needs,
    static,
)

SEAT_NAMES = ("red", "blue", "yellow", "purple")  # our seat colours (pictures only)
SEAL_LETTER = {"yellow": "Y", "red": "R", "blue": "B", "green": "G", "special": "S"}
SEAL_COLOUR = {
    "yellow": "#e8c21c",
    "red": "#d0392b",
    "blue": "#2f6fd1",
    "green": "#2e9d57",
    "special": "#8a5a2b",
}
SEAL_STYLE = {
    "yellow": "yellow",
    "red": "red",
    "blue": "blue",
    "green": "green",
    "special": "magenta",
}
PAGE_TITLE = {
    "exploration": "Exploration",
    "navigation": "Navigation",
    "correspondence": "Correspondence",
    "academy": "Academy",
    "left": "Special Actions (left)",
    "right": "Special Actions (right)",
    "small": "Small Diary",
}
SLOT_PERK = {
    "reactivate-tent": "re-activate a tent",
    "no-scroll-cost": "no scroll cost",
    "island-research": "Island research",
    "book": "+1 book",
    "worker-5": "5th worker",
    "special-seal": "Special seal",
    "penalty-cut": "penalty -1",
    "beagle-cap": "Beagle cap",
}


def effects_text(effects) -> str:
    return ", ".join(effect_text(e) for e in effects) or "-"


def seals_text(counts) -> str:
    """A requirement (counts per standard colour) as "2 yellow 1 red"."""
    return " ".join(f"{n} {COLOURS[c]}" for c, n in enumerate(counts) if n) or "none"


def seals_short(counts) -> str:
    return "".join(SEAL_LETTER[COLOURS[c]] * n for c, n in enumerate(counts))


def crew_text(cid) -> str:
    c = static()["crew"].get(cid)
    if c is None:
        return f"crew card {cid}"
    return f"crew card {cid}: needs {seals_text(c.requirement)} -> {effects_text(c.actions)}"


def crew_title(cid) -> str:
    """A crew card in full words, for the board's tooltips (the terminal keeps the
    shorter crew_text, to fit 80x24)."""
    c = static()["crew"].get(cid)
    if c is None:
        return f"crew card {cid}"
    return f"crew card {cid}: needs {seals_text(c.requirement)} -> {effects_words(c.actions)}"


def objective_text(oid) -> str:
    o = static()["objectives"].get(str(oid))
    if o is None:
        return objective_name(oid)
    tier = ("silver", "gold")[o.tier]
    return f"{objective_name(oid)} ({tier}): " + objective_needs(oid, tier=False)


def special_text(tid) -> str:
    t = static()["specials"].get(tid)
    if t is None:
        return f"Special Action tile {tid}"
    return f"Special Action tile {tid}: needs {seals_text(t.seals)} -> {effects_words(t.actions)}"


def letter_text(tid) -> str:
    t = static()["letters"].get(tid)
    if t is None:
        return f"tile {tid}"
    return f"1st {effects_text(t.first)} / 2nd {effects_text(t.second)}"


def letter_title(tid) -> str:
    t = static()["letters"].get(tid)
    if t is None:
        return f"tile {tid}"
    others = f", the others spend {t.others_time} Time" if t.others_time else ""
    return f"1st {effects_words(t.first)}{others} / 2nd {effects_words(t.second)}"


def beagle_text(tid) -> str:
    t = static()["beagles"].get(tid)
    if t is None:
        return "scored"
    what = ""
    if t.condition == "seals":
        what = f" {COLOURS[t.what]}"
    elif t.condition == "research":
        what = f" {KINDS[t.what]}"
    return f"{t.vp} VP per{what} {_EACH.get(t.condition, t.condition.replace('-', ' '))}"


# The Scenarios module's Beagle conditions in words (L2307-L2319).
_EACH = {
    "research-tokens": "Research token",
    "all-seals": "seal, Special and starting ones too",
    "silver-workers": "worker with a silver distinction",
    "books": "book reached on the Theory track",
    # Fireland's (L1937-L1945).
    "land-tokens": "Land Adventure token taken",
    "ocean-tokens": "Ocean Adventure token taken",
    "time-spent": "Time spent, when scored",
}


def space_text(sid: str, tile=None) -> str:
    """A Diary space's requirement and actions (a Special Action space: its tile's)."""
    st = static()
    if tile is not None:
        t = st["specials"].get(tile)
        if t is not None:
            return f"[{seals_short(t.seals) or '-'}] {effects_text(t.actions)}"
    sp = st["spaces"].get(sid)
    if sp is None:
        return sid
    if sp.actions and sp.actions[0][0] == "special":
        return "(no tile)"
    return f"[{seals_short(sp.seals) or '-'}] {effects_text(sp.actions)}"
