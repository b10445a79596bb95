"""Crew cards (L1052-L1073), Special Action tiles (L803-L885), Correspondence tiles
(L1085-L1095) and HMS Beagle goal tiles (L1099-L1127)."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.darwins_journey.components.names import (
    COLOUR_INDEX,
    COLOURS,
    KIND_INDEX,
    KINDS,
    Effect,
    parse_effects,
    parse_module_effects,
    seal_counts,
)


@dataclass(frozen=True)
class Crew:
    id: int
    seal: int  # the standard seal taken at setup (L356)
    requirement: tuple[int, int, int, int]
    actions: tuple[Effect, ...]


@dataclass(frozen=True)
class SpecialTile:
    id: int
    seals: tuple[int, int, int, int]
    actions: tuple[Effect, ...]


@dataclass(frozen=True)
class Letter:
    """A Correspondence tile: the rewards of the most and second-most stamps (L1087)."""

    id: int
    first: tuple[Effect, ...]
    second: tuple[Effect, ...]
    others_time: int = 0  # Fireland's F1: every seat not first spends this much Time (L1951)


def module_crew(c: dict, label: str, bad, plain: frozenset) -> tuple[Crew, str]:
    """A module's crew card entry (Pirates, Scenarios): its starting seal, requirement and
    actions (the base verbs or the module's own, `plain`), and its effect in our words."""
    if c.get("seal") not in COLOUR_INDEX:
        bad(f"{label}: starting seal {c.get('seal')!r}; allowed: {', '.join(COLOURS)}")
    req = seal_counts(c.get("requirement"), bad, label)
    if sum(req) == 0:
        bad(f"{label} has no seal requirement (L1057)")
    acts = parse_module_effects(c.get("actions") or [], plain, bad, label)
    if not acts:
        bad(f"{label} has no action")
    if not isinstance(c.get("text"), str) or not c["text"]:
        bad(f"{label}: text must say its effect in our words")
    crew = Crew(str(c.get("id")), COLOUR_INDEX.get(c.get("seal"), 0), req, acts)
    return crew, str(c.get("text", ""))


def module_beagle(t: dict, label: str, bad, conditions: tuple[str, ...]) -> BeagleTile:
    """A module's Beagle tile entry (Scenarios, Fireland): one of its `conditions` and a
    positive VP each."""
    cond = t.get("condition")
    if cond not in conditions:
        bad(f"{label}: condition {cond!r}; allowed: {', '.join(conditions)}")
    vp = t.get("vp")
    if not isinstance(vp, int) or isinstance(vp, bool) or vp <= 0:
        bad(f"{label}: vp must be a positive whole number, got {vp!r}")
        vp = 0
    return BeagleTile(str(t.get("id")), str(cond), -1, vp)


BEAGLE_CONDITIONS = ("seals", "research", "lenses", "empty-stamps", "tents", "objectives")
BEAGLE_VP = {"seals": 4, "research": 6, "lenses": 5, "empty-stamps": 8, "tents": 4, "objectives": 3}


@dataclass(frozen=True)
class BeagleTile:
    id: int
    condition: str
    what: int  # colour (seals) or kind (research); -1 otherwise
    vp: int


def _ids(items, bad, what: str, count: int):
    ids = [it.get("id") for it in items]
    if sorted(i for i in ids if isinstance(i, int)) != list(range(1, count + 1)):
        bad(f"{what} must be numbered 1 to {count} once each, got {ids}")


def _first_game(data, count_each, total, bad, what):
    fg = data.get("first_game")
    flat = [x for row in fg for x in row] if fg and isinstance(fg[0], list) else fg or []
    if len(flat) != count_each or len(set(flat)) != len(flat):
        bad(f"{what}: the first-game set needs {count_each} different numbers, got {fg}")
    if any(not isinstance(x, int) or not 1 <= x <= total for x in flat):
        bad(f"{what}: first-game numbers must be 1 to {total}, got {fg}")
    return fg


def build_crew(data: dict) -> tuple[tuple[Crew, ...], tuple[tuple[int, ...], ...]]:
    bad = Problems("crew.json")
    items = data.get("cards") or []
    _ids(items, bad, "crew cards", 16)
    out = []
    for c in sorted(items, key=lambda c: c.get("id", 0)):
        label = f"crew card {c.get('id')}"
        bad.need_source(c, label)
        seal = c.get("seal")
        if seal not in COLOUR_INDEX:
            bad(f"{label}: starting seal {seal!r}; allowed: {', '.join(COLOURS)}")
        req = seal_counts(c.get("requirement"), bad, label)
        if sum(req) == 0:
            bad(f"{label} has no seal requirement (L1057)")
        acts = parse_effects(c.get("actions"), bad, label)
        if not acts:
            bad(f"{label} has no action")
        out.append(Crew(c.get("id"), COLOUR_INDEX.get(seal, 0), req, acts))
    fg = _first_game(data, 12, 16, bad, "crew cards")
    bad.check()
    return tuple(out), tuple(tuple(x - 1 for x in row) for row in fg)


def build_special_tiles(data: dict) -> tuple[tuple[SpecialTile, ...], tuple[int, ...]]:
    bad = Problems("special_tiles.json")
    items = data.get("tiles") or []
    _ids(items, bad, "Special Action tiles", 12)
    out = []
    for t in sorted(items, key=lambda t: t.get("id", 0)):
        label = f"Special Action tile {t.get('id')}"
        bad.need_source(t, label)
        acts = parse_effects(t.get("actions"), bad, label)
        if not acts:
            bad(f"{label} has no action")
        if any(a[0] == "special" for a in acts):
            bad(f"{label}: a tile cannot hold the 'special' action")
        out.append(SpecialTile(t.get("id"), seal_counts(t.get("seals"), bad, label), acts))
    fg = _first_game(data, 6, 12, bad, "Special Action tiles")
    bad.check()
    return tuple(out), tuple(x - 1 for x in fg)


def build_letters(data: dict) -> tuple[tuple[Letter, ...], tuple[int, ...]]:
    bad = Problems("correspondence.json")
    items = data.get("tiles") or []
    _ids(items, bad, "Correspondence tiles", 8)
    out = []
    for t in sorted(items, key=lambda t: t.get("id", 0)):
        label = f"Correspondence tile {t.get('id')}"
        bad.need_source(t, label)
        first = parse_effects(t.get("first"), bad, label)
        second = parse_effects(t.get("second"), bad, label)
        if not first or not second:
            bad(f"{label} needs a first and a second reward (L1087)")
        out.append(Letter(t.get("id"), first, second))
    fg = _first_game(data, 3, 8, bad, "Correspondence tiles")
    bad.check()
    return tuple(out), tuple(x - 1 for x in fg)


def build_beagle(data: dict) -> tuple[tuple[BeagleTile, ...], tuple[int, ...]]:
    bad = Problems("beagle.json")
    items = data.get("tiles") or []
    _ids(items, bad, "Beagle tiles", 12)
    out = []
    for t in sorted(items, key=lambda t: t.get("id", 0)):
        label = f"Beagle tile {t.get('id')}"
        bad.need_source(t, label)
        cond = t.get("condition")
        what = -1
        if cond not in BEAGLE_CONDITIONS:
            bad(f"{label}: condition {cond!r}; allowed: {', '.join(BEAGLE_CONDITIONS)}")
        elif cond == "seals":
            what = COLOUR_INDEX.get(t.get("colour"), -1)
            if what < 0:
                bad(f"{label}: colour {t.get('colour')!r}; allowed: {', '.join(COLOURS)}")
        elif cond == "research":
            what = KIND_INDEX.get(t.get("kind"), -1)
            if what < 0:
                bad(f"{label}: kind {t.get('kind')!r}; allowed: {', '.join(KINDS)}")
        if cond in BEAGLE_VP and t.get("vp") != BEAGLE_VP[cond]:
            bad(f"{label}: {cond} scores {BEAGLE_VP[cond]} VP each (L1107-L1127)")
        out.append(BeagleTile(t.get("id"), cond, what, t.get("vp", 0)))
    fg = _first_game(data, 5, 12, bad, "Beagle tiles")
    bad.check()
    return tuple(out), tuple(x - 1 for x in fg)
