"""The Scenarios mini-expansion (L2244-L2351), from data/scenarios.json: 4 crew cards, 3
Special Action tiles, 4 Beagle tiles, 4 objective tiles with their new requirement types,
and the 4 scenario cards' layouts (reconstructed: ruling SC-R1).

The pieces join the base ones (`with_scenarios`, L2301): the game's Components for a table
with the module carry 20 crew cards, 15 tiles, 16 Beagle tiles and 24 objectives, so the
setup's draws, the draft, completing, copying and placing read them as they read the base
ones. Their effects use the base vocabulary plus the module's verbs (SCENARIO_PLAIN, run by
rules/scenarios/); the Beagle conditions and requirement types are counted there too.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError, Problems
from ludotheque.games.darwins_journey.components.cards import (
    BeagleTile,
    Crew,
    SpecialTile,
    module_beagle,
    module_crew,
)
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND
from ludotheque.games.darwins_journey.components.items import entries
from ludotheque.games.darwins_journey.components.names import (
    parse_module_effects,
    seal_counts,
)
from ludotheque.games.darwins_journey.components.objectives import (
    TIERS,
    Objective,
    parse_requirement,
)
from ludotheque.games.darwins_journey.datafiles import DATA

# The module's verbs (rules/scenarios/effects.py).
SCENARIO_PLAIN = frozenset(
    (
        "tent-again",  # crew B1: a tent's actions as if just pitched (L2267)
        "free-academy",  # crew B3: an Academy seal, no scroll nor space paid (L2275)
        "coins-per-research",  # Special B1: 2 coins per Research token, 10 at most (L2325)
        "vp-per-tent",  # Special B2: 2 VP per tent on the main board (L2329)
        "crew-action",  # Special B3: 1 TK for an uncompleted crew card's action (L2333)
    )
)
# The Beagle tiles' conditions (L2307-L2319), counted by rules/scenarios/counts.py.
BEAGLE_CONDITIONS = ("research-tokens", "all-seals", "silver-workers", "books")
IDS = ("B1", "B2", "B3", "B4")


@dataclass(frozen=True)
class Scenario:
    """A scenario card's layout by the pieces' ids (L2261): Special Action tiles in the
    Special spaces' order, Correspondence tiles top to bottom, Beagle tiles left to right."""

    id: str
    focus: str
    specials: tuple[str, ...]
    letters: tuple[int, ...]
    beagles: tuple[str, ...]


@dataclass(frozen=True)
class ScenarioData:
    crew: tuple[Crew, ...]  # B1-B4, shuffled into the crew deck (L2301)
    crew_texts: tuple[str, ...]
    specials: tuple[SpecialTile, ...]  # B1-B3
    special_texts: tuple[str, ...]
    beagles: tuple[BeagleTile, ...]  # B1-B4
    beagle_texts: tuple[str, ...]
    objectives: tuple[Objective, ...]  # S1-S4, two silver and two gold (L2253)
    fireland_objectives: tuple[Objective, ...]  # the same as read on Fireland's side (SC-R9)
    scenarios: tuple[Scenario, ...]  # B1-B4, reconstructed (ruling SC-R1)
    coins_per_research: int  # L2325
    coins_cap: int  # L2325
    vp_per_tent: int  # L2329
    tk_cost: int  # L2333


def _effects(texts, bad, label) -> tuple:
    return parse_module_effects(texts, SCENARIO_PLAIN, bad, label)


def _text(c: dict, bad, label: str) -> str:
    if not isinstance(c.get("text"), str) or not c["text"]:
        bad(f"{label}: text must say its effect in our words")
    return str(c.get("text", ""))


def _crew(data: dict, bad) -> tuple[list, list]:
    crew, texts = [], []
    for label, c in entries(data.get("crew"), "scenario crew card", bad):
        card, text = module_crew(c, label, bad, SCENARIO_PLAIN)
        crew.append(card)
        texts.append(text)
    if [c.id for c in crew] != list(IDS):
        bad(f"the module has 4 crew cards, B1 to B4 (L2263), got {[c.id for c in crew]}")
    return crew, texts


def _specials(data: dict, bad) -> tuple[list, list]:
    tiles, texts = [], []
    for label, t in entries(data.get("specials"), "scenario Special tile", bad):
        acts = _effects(t.get("actions") or [], bad, label)
        if not acts:
            bad(f"{label} has no action")
        tiles.append(SpecialTile(str(t.get("id")), seal_counts(t.get("seals"), bad, label), acts))
        texts.append(_text(t, bad, label))
    if [t.id for t in tiles] != list(IDS[:3]):
        bad(f"the module has 3 Special tiles, B1 to B3 (L2321), got {[t.id for t in tiles]}")
    return tiles, texts


def _beagles(data: dict, bad) -> tuple[list, list]:
    tiles, texts = [], []
    for label, t in entries(data.get("beagles"), "scenario Beagle tile", bad):
        tiles.append(module_beagle(t, label, bad, BEAGLE_CONDITIONS))
        texts.append(_text(t, bad, label))
    if [t.id for t in tiles] != list(IDS):
        bad(f"the module has 4 Beagle tiles, B1 to B4 (L2303), got {[t.id for t in tiles]}")
    return tiles, texts


# Requirements that read one side of the board (ruling SC-R9): an objective with one of
# the base side's needs its reading on Fireland's side, given in its entry's `fireland`.
BASE_SIDE = frozenset(("island", "island-end"))
FIRELAND_SIDE = frozenset(("land-track", "land-end"))


def _needs(texts, bad, label, islands, lands) -> tuple:
    reqs = [parse_requirement(r, bad, label, islands, lands) for r in texts or []]
    if not reqs:
        bad(f"{label} has no requirement")
    return tuple(r for r in reqs if r)


def _objectives(data: dict, bad, islands, lands) -> tuple[list, list]:
    """S1-S4 as on the base side, and as on Fireland's (the same where none reads a side)."""
    out, fire = [], []
    for label, t in entries(data.get("objectives"), "scenario objective", bad):
        if t.get("tier") not in TIERS:
            bad(f"{label}: tier {t.get('tier')!r}; allowed: silver, gold")
        tier = TIERS.index(t["tier"]) if t.get("tier") in TIERS else 0
        reqs = _needs(t.get("requires"), bad, label, islands, lands)
        out.append(Objective(str(t.get("id")), tier, False, reqs))
        f = t.get("fireland")
        if {r[0] for r in reqs} & FIRELAND_SIDE:
            bad(f"{label}: land-track and land-end belong in its fireland reading")
        if f is None:
            if {r[0] for r in reqs} & BASE_SIDE:
                bad(f"{label} reads the base side's Islands: give its fireland reading")
            fire.append(out[-1])
            continue
        bad.need_source(f, f"{label}'s fireland reading")
        freqs = _needs(f.get("requires"), bad, f"{label} (fireland)", islands, lands)
        if {r[0] for r in freqs} & BASE_SIDE:
            bad(f"{label}: its fireland reading cannot read the base side's Islands")
        fire.append(Objective(out[-1].id, tier, False, freqs))
    tiers = sorted(o.tier for o in out)
    if tiers != [0, 0, 1, 1]:
        bad(f"the module has 4 objective tiles, 2 silver and 2 gold (L2253), got {tiers}")
    return out, fire


def card_layout(c: dict, label: str, bad, comp, specials=(), beagles=()) -> Scenario:
    """A scenario card's entry (a Scenarios card, or the Pirates' P1) checked against the
    base Components and the module's own tile ids (`specials`, `beagles`): as many
    different tiles as the board has Special spaces and Beagle spaces, and 3
    Correspondence tiles."""
    special_ids = {str(t.id) for t in comp.specials} | {str(x) for x in specials}
    beagle_ids = {str(t.id) for t in comp.beagles} | {str(x) for x in beagles}
    letter_ids = {t.id for t in comp.letters}
    slots = len(comp.diaries.special_slots)
    sp = [str(x) for x in c.get("specials") or []]
    le = list(c.get("letters") or [])
    be = [str(x) for x in c.get("beagles") or []]
    if len(sp) != slots or len(set(sp)) != slots or not set(sp) <= special_ids:
        bad(f"{label}: specials must be {slots} different tile ids, got {sp}")
    if len(le) != 3 or len(set(le)) != 3 or not set(le) <= letter_ids:
        bad(f"{label}: letters must be 3 different Correspondence tile ids, got {le}")
    n = len(comp.geo.ocean.beagle)
    if len(be) != n or len(set(be)) != n or not set(be) <= beagle_ids:
        bad(f"{label}: beagles must be {n} different Beagle tile ids, got {be}")
    return Scenario(str(c.get("id")), str(c.get("focus", "")), tuple(sp), tuple(le), tuple(be))


def _layouts(data: dict, bad, comp, specials, beagles) -> list:
    out = [
        card_layout(c, label, bad, comp, [t.id for t in specials], [t.id for t in beagles])
        for label, c in entries(data.get("scenarios"), "scenario card", bad)
    ]
    if [s.id for s in out] != list(IDS):
        bad(f"the module has 4 scenario cards, B1 to B4 (L2253), got {[s.id for s in out]}")
    return out


def _land_tracks() -> dict[str, int]:
    """Fireland's land tracks by id: their indexes on its map (FL-R13: its Islands)."""
    tracks = fireland_data().map.tracks
    return {t.id: i for i, t in enumerate(tracks) if t.kind == LAND}


def build_scenarios(data: dict, comp, lands: dict | None = None) -> ScenarioData:
    """The module's pieces against the base Components; `lands` are Fireland's land tracks
    by id (their indexes on its map), which the objectives' Fireland readings name."""
    if lands is None:
        lands = _land_tracks()
    bad = Problems("scenarios.json")
    bad.need_source(data, "the file")
    crew, crew_texts = _crew(data, bad)
    specials, special_texts = _specials(data, bad)
    beagles, beagle_texts = _beagles(data, bad)
    islands = tuple(i.symbol for i in comp.geo.islands)
    objectives, fireland_objectives = _objectives(data, bad, islands, lands)
    layouts = _layouts(data, bad, comp, specials, beagles)
    nums = data.get("special_numbers") or {}
    bad.need_source(nums, "special_numbers")
    counts = {}
    for key in ("coins_per_research", "coins_cap", "vp_per_tent", "tk_cost"):
        v = nums.get(key)
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            bad(f"special_numbers: {key} must be a whole number from 0, got {v!r}")
            v = 0
        counts[key] = v
    bad.check()
    return ScenarioData(
        crew=tuple(crew),
        crew_texts=tuple(crew_texts),
        specials=tuple(specials),
        special_texts=tuple(special_texts),
        beagles=tuple(beagles),
        beagle_texts=tuple(beagle_texts),
        objectives=tuple(objectives),
        fireland_objectives=tuple(fireland_objectives),
        scenarios=tuple(layouts),
        **counts,
    )


@DATA.cached
def scenario_data() -> ScenarioData:
    """The module from the active data (shipped, or a pack's), once per source."""
    from ludotheque.games.darwins_journey.components import components

    try:
        return build_scenarios(DATA.json("scenarios.json"), components())
    except DataPackError as e:
        raise DataError(str(e)) from None


_WITH: dict = {}  # (base Components by identity, Fireland) -> the same with the pieces


def with_scenarios(comp, fireland: bool = False):
    """`comp` with the module's crew cards, Special tiles, Beagle tiles and objectives after
    the base ones (shuffled into their piles, L2301), the objectives as read on the board's
    side in play (ruling SC-R9), once per base Components and side. Applied before the
    Pirates' (which puts its tile last: rules/pirates/setup.py)."""
    key = (id(comp), fireland)
    got = _WITH.get(key)
    if got is None or got[0] is not comp:
        data = scenario_data()
        extended = dataclasses.replace(
            comp,
            crew=comp.crew + data.crew,
            specials=comp.specials + data.specials,
            beagles=comp.beagles + data.beagles,
            objectives=comp.objectives
            + (data.fireland_objectives if fireland else data.objectives),
        )
        got = _WITH[key] = (comp, extended)
    return got[1]


def layout_indexes(comp, scenario: Scenario) -> tuple[list[int], list[int], list[int]]:
    """A scenario card's tiles as indexes of `comp` (the Components with the module's
    pieces): Special tiles, Correspondence tiles, Beagle tiles."""
    specials = {str(t.id): i for i, t in enumerate(comp.specials)}
    letters = {t.id: i for i, t in enumerate(comp.letters)}
    beagles = {str(t.id): i for i, t in enumerate(comp.beagles)}
    return (
        [specials[x] for x in scenario.specials],
        [letters[x] for x in scenario.letters],
        [beagles[x] for x in scenario.beagles],
    )
