"""Darwin's Journey's effects, requirements and pieces said in words for option labels:
"gain 2 coins" rather than the data's "coins 2", "catch up with the Beagle" rather than
"catch-beagle", "crew card 4" and "objective tile 17" (they have no printed name, only
their number), "campsite 4" for the data's "C4". Static data only: nothing here reads a
state or a view."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components import components
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_cards import (
    TOKEN_KINDS,
    with_fireland_cards,
)
from ludotheque.games.darwins_journey.components.fireland_pieces import with_fireland
from ludotheque.games.darwins_journey.components.fireland_specials import with_fireland_specials
from ludotheque.games.darwins_journey.components.names import COLOURS, KINDS
from ludotheque.games.darwins_journey.components.pirates import with_pirates
from ludotheque.games.darwins_journey.components.scenarios import with_scenarios
from ludotheque.games.darwins_journey.datafiles import DATA


@DATA.cached
def static() -> dict:
    """The printed pieces by id, built once per data source (the fronts read it too); the
    Pirates module's crew cards and tile (P1-P4, P) and the Scenarios module's pieces
    (B1-B4, S1-S4) among them."""
    comp = components()
    full = with_pirates(
        with_fireland_cards(with_fireland_specials(with_fireland(with_scenarios(comp))))
    )
    fire = with_scenarios(comp, fireland=True).objectives
    return {
        "crew": {c.id: c for c in full.crew},
        "objectives": {o.id: o for o in full.objectives},
        # The objectives read otherwise on Fireland's side (ruling SC-R9): S1, S4.
        "fireland_objectives": {o.id: o for o in fire if o not in full.objectives},
        "specials": {t.id: t for t in full.specials},
        "letters": {t.id: t for t in full.letters},
        "beagles": {t.id: t for t in full.beagles},
        "spaces": {sp.id: sp for sp in comp.diaries.spaces},
        "comp": comp,
    }


# The verbs without a number, as the rulebook's icons say them (L700-L885).
PLAIN = {
    "objective": "gain an objective",
    "unlock": "unlock a lens space",
    "free-unlock": "unlock a lens space for free",
    "turn-order": "change turn order",
    "deliver": "deliver specimens",
    "deliver-one": "deliver one specimen",  # the Great Ship's GS6 (L2124)
    "museum-research": "research at the Museum",
    "camp": "establish a campsite",
    "special-seal": "gain a Special seal",
    "convert-tk": "convert Temporary Knowledge",
    "place-explorer": "place an explorer",
    "locked-space": "execute a locked space",
    "research-any": "research any specimen",
    "catch-beagle": "catch up with the Beagle",
    "copy-crew": "copy a crew card",
    "repeat-delivery": "repeat a delivery",
    "auto-complete": "complete an objective for free",
    "camp-anywhere": "camp anywhere",
    "special": "its Special Action tile",
    # The Pirates module's verbs (L2222-L2242).
    "pirate-ship": "you may move the pirate ship",
    "pirate-research": "research at the Museum twice, the second free",
    "return-worker": "bring a worker of yours back home",
    "objective-discard": "take up to 2 objectives from the discard",
    # Fireland's crew cards (L1911-L1913).
    "land-adventure": "go on a Land Adventure",
    "ocean-adventure": "go on an Ocean Adventure",
    "camp-actions": "run a campsite's actions, no tent",
    # The Scenarios module's verbs (L2267-L2333).
    "tent-again": "run one of your tents' actions again, as if new",
    "free-academy": "Academy seal, nothing paid",
    "coins-per-research": "2 coins per Research token (10 at most)",
    "vp-per-tent": "2 VP per tent of yours on the board",
    "crew-action": "spend 1 Temporary Knowledge: an uncompleted crew card's action",
    "academy": "Academy seal",
    # Fireland's Special Action tiles (L1961-L2005).
    "adventure-land": "a Land Adventure, no Time spent",
    "adventure-ocean": "an Ocean Adventure, no Time spent",
    "stolen-time": "Stolen Time: no Time penalty this round, the others spend 1 Time",
    "letter-top": "a Correspondence tile's first-place reward",
    "stamp-each": "a stamp on each envelope",
    "move-each": "2 explorers and 2 ships 1 space each",
}


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else many or word + 's'}"


def effect_words(e) -> str:
    """One parsed effect `(verb, n, alternatives)` in words."""
    verb, n, alts = e
    if verb == "or":
        return " or ".join(" and ".join(effect_words(x) for x in alt) for alt in alts)
    if verb == "academy" and n:
        return f"Academy seal at {plural(n, 'coin')} less"
    if verb in PLAIN:
        return PLAIN[verb]
    counted = {
        "coins": lambda: f"gain {plural(n, 'coin')}",
        "vp": lambda: f"gain {n} VP",
        "tk": lambda: f"gain {n} Temporary Knowledge",
        "theory": lambda: f"Theory +{n}",
        "explore": lambda: f"explore {n}",
        "navigate": lambda: f"navigate {n}",
        "stamps": lambda: f"correspondence, {plural(n, 'stamp')}",
        "distribute": lambda: f"distribute {plural(n, 'stamp')}",
        "time": lambda: f"receive {n} Time",  # Fireland (L1783)
        "time-others": lambda: f"receive {n} Time; every other player spends 1",  # Fireland F4
        "explore-split": lambda: f"explore {n}, split over 2 explorers if you like",
        "navigate-split": lambda: f"navigate {n}, split over 2 ships if you like",
    }
    return counted[verb]() if verb in counted else verb.replace("-", " ")


def effects_words(effects) -> str:
    return ", ".join(effect_words(e) for e in effects) or "nothing"


def seals_words(counts) -> str:
    """A seal requirement (counts per standard colour) as "2 yellow 1 red"."""
    return " ".join(f"{n} {COLOURS[c]}" for c, n in enumerate(counts) if n)


def needs_then(counts, effects) -> str:
    """What a space, tile or card needs and gives: "needs 1 green: explore 2"."""
    seals = seals_words(counts)
    return f"needs {seals}: {effects_words(effects)}" if seals else effects_words(effects)


def requirement_words(req) -> str:
    kind, what, n = req
    if kind == "kind":
        return f"{n} {KINDS[what]} researched"
    if kind == "colour":
        return f"{n} {COLOURS[what]} researched"
    if kind == "seals":
        return f"{n} {COLOURS[what]} seal{'s' if n != 1 else ''}"
    if kind == "beagle":
        return "ship at the Beagle"
    if kind == "theory":
        return f"Theory space {n}"
    if kind == "tents":
        return plural(n, "tent")
    if kind == "lenses":
        return plural(n, "lens", "lenses")
    if kind == "empty-stamps":
        return plural(n, "empty stamp space")
    # The Scenarios module's (L2339-L2351).
    if kind == "island":
        return f"an explorer on island {static()['comp'].geo.islands[what].id[1:]}"
    if kind == "silver-workers":
        return plural(n, "worker") + " with a silver distinction"
    if kind == "gold-workers":
        return plural(n, "worker") + " with a gold distinction"
    if kind == "island-end":
        return plural(n, "explorer") + " on an island's final space"
    if kind == "land-track":  # their readings on Fireland's side (ruling SC-R9)
        return f"an explorer on land track {fireland_data().map.tracks[what].id[2:]}"
    if kind == "land-end":
        return plural(n, "explorer") + " on a land track's last space"
    # Fireland's (L1917-L1929).
    if kind == "time":
        return f"{n} Time spent"
    if kind == "tokens":
        return plural(n, f"{TOKEN_KINDS[what].capitalize()} Adventure token")
    if kind == "crew-theory":
        return f"a crew card completed and Theory space {n}"
    return f"{n} {kind.replace('-', ' ')}"


def objective_name(oid: str) -> str:
    """A starting objective by its number, an objective tile by its number."""
    oid = str(oid)
    if oid.startswith("start-"):
        return f"starting objective {oid[6:]}"
    return f"objective tile {oid}"


def objective_needs(oid: str, tier: bool = True) -> str:
    """ "gold: 3 tents + ship at the Beagle" (without its tier: tier=False)."""
    o = static()["objectives"].get(str(oid))
    if o is None:
        return ""
    needs = " + ".join(requirement_words(r) for r in o.requires)
    fire = static()["fireland_objectives"].get(o.id)
    if fire is not None:  # static words: the piece's reading on either side (SC-R9)
        needs += f" (on Fireland's side, {' + '.join(requirement_words(r) for r in fire.requires)})"
    return f"{('silver', 'gold')[o.tier]}: {needs}" if tier else needs


def crew_name(cid) -> str:
    return f"crew card {cid}"


def crew_facts(cid, seal: bool = False) -> str:
    """A crew card's needs and action; its starting seal too (the draft: L356)."""
    c = static()["crew"].get(int(cid) if str(cid).isdigit() else str(cid))
    if c is None:
        return ""
    facts = needs_then(c.requirement, c.actions)
    return f"{COLOURS[c.seal]} seal; {facts}" if seal else facts


def campsite_name(camp_id: str) -> str:
    """Campsites have no printed name: the data numbers them C1-C9."""
    return f"campsite {camp_id[1:]}" if camp_id[:1] == "C" else f"campsite {camp_id}"


def campsite_facts(camp_id: str) -> str:
    for c in static()["comp"].geo.campsites:
        if c.id == camp_id:
            return effects_words(c.actions)
    return ""
