"""Darwin's Journey's options in words (Game.option_label), from the seat's view and the
printed components: the action and the piece by its name first ("place on Explore 1",
"keep crew card 4", "research green bird"), then what it needs and gives. No id of the
data ("explore-1", "start-5", "I1-2", "C4", "catch-beagle") is shown; where two options
would read the same, Game.option_labels adds their texts, and the terminal still takes a
typed option text."""

from __future__ import annotations

import re

from ludotheque.fronts.label_memo import by_option
from ludotheque.games.darwins_journey.components.fireland_cards import CREW_PLAIN
from ludotheque.games.darwins_journey.components.great_ship import SHIP_PLAIN, great_ship_data
from ludotheque.games.darwins_journey.components.names import parse_effect
from ludotheque.games.darwins_journey.components.pirates import PIRATE_PLAIN
from ludotheque.games.darwins_journey.components.scenarios import SCENARIO_PLAIN
from ludotheque.games.darwins_journey.fronts.animal_labels import animal_label
from ludotheque.games.darwins_journey.fronts.fireland_labels import fireland_label
from ludotheque.games.darwins_journey.fronts.fireland_special_labels import (
    special_label,
    tile_effect,
)
from ludotheque.games.darwins_journey.fronts.labels import SLOT_PERK, static
from ludotheque.games.darwins_journey.fronts.pirate_labels import pirate_label
from ludotheque.games.darwins_journey.fronts.scenario_labels import scenario_label
from ludotheque.games.darwins_journey.option_words import (
    campsite_facts,
    campsite_name,
    crew_facts,
    crew_name,
    effect_words,
    needs_then,
    objective_name,
    objective_needs,
    plural,
)
from ludotheque.games.darwins_journey.words import PAGES

SLOT = r"(?:silver|gold) slot \d+"
SPECIMEN = re.compile(r"(blue|green|red|yellow)-(bird|fossil|plant|reptile)$")
TRACK = re.compile(r"(?:I(\d+)-|O)(\d+[ab]?)$")


def with_facts(name: str, facts: str) -> str:
    return f"{name} ({facts})" if facts else name


def space_name(sid: str) -> str:
    """A Diary space or a board space by the name the board prints."""
    m = re.fullmatch(r"(explore|navigate|correspond|academy)-(\d)", sid)
    if m:
        return f"{PAGES[m.group(1)]} {m.group(2)}"
    m = re.fullmatch(r"special-(top|middle|bottom)-(left|right)", sid)
    if m:
        return f"Special Action {m.group(1)} {m.group(2)}"
    m = re.fullmatch(r"small-(\d)", sid)
    if m:
        return f"Small Diary {m.group(1)}"
    return {"museum": "the Museum", "turn-order": "Turn Order"}.get(sid, sid.replace("-", " "))


def space_facts(view: dict, sid: str, needs: bool = True) -> str:
    """A space's seal requirement and actions; a Special Action space's are its tile's."""
    st = static()
    tile = (((view.get("board") or {}).get("spaces") or {}).get(sid) or {}).get("tile")
    if tile is not None and tile in st["specials"]:
        t = st["specials"][tile]
        seals, effects = t.seals, t.actions
    else:
        sp = st["spaces"].get(sid)
        if sp is None:
            return ""
        if sp.actions and sp.actions[0][0] == "special":
            return "no tile"
        seals, effects = sp.seals, sp.actions
    return needs_then(seals if needs else (0, 0, 0, 0), effects)


def specimen_name(sid: str) -> str:
    m = SPECIMEN.match(sid)
    return f"{m.group(1)} {m.group(2)}" if m else sid.replace("-", " ")


def track_name(tid: str) -> str:
    """ "I1-5a" is island 1's space 5a, "O4b" the Ocean's space 4b."""
    m = TRACK.match(tid)
    if not m:
        return tid
    if m.group(1):
        return f"island {m.group(1)} space {m.group(2)}"
    return f"ocean space {m.group(2)}"


def track_facts(tid: str) -> str:
    """What a track space gives: its action, its specimen flag, the final space's VP."""
    geo = static()["comp"].geo
    for t in (geo.ocean, *geo.islands):
        if tid in t.ids:
            i = t.ids.index(tid)
            parts = [effect_words(e) for e in t.actions[i]]
            if t.flag[i]:
                parts.append("specimen flag")
            if t.gold[i]:
                parts.append(f"gold banner {t.gold[i]} VP")
            if t.silver[i]:
                parts.append(f"silver banner {t.silver[i]}")
            return ", ".join(parts)
    return ""


def slot_facts(tier: str, position: int) -> str:
    """An objective slot's VP, cost and perk, as the seat's board shows them."""
    for sl in static()["comp"].board.slots:
        if ("silver", "gold")[sl.tier] == tier and sl.position == position:
            perk = SLOT_PERK.get(sl.action or "", "")
            cost = f"costs {plural(sl.cost, 'coin')}" if sl.cost else "free"
            return f"{sl.vp} VP, {cost}" + (f", {perk}" if perk else "")
    return ""


def island_name(iid: str) -> str:
    return f"island {iid[1:]}" if re.fullmatch(r"I\d+", iid) else iid


DISCARD = " from the discard"  # the Pirates' P3 (L2238): "take objective ... from the discard"


@by_option
def label(view: dict, option: str) -> str:
    if option.endswith(DISCARD):
        return label(view, option.removesuffix(DISCARD)) + DISCARD
    fire = fireland_label(view, option)  # reads the view only for an Adventure's options
    if fire is not None:
        return fire
    tile = special_label(view, option)  # Fireland's Special tiles (the view: F6's envelope)
    if tile is not None:
        return tile
    w = option.split()
    if option.startswith("place on ") and len(w) == 3:
        return with_facts(f"place on {space_name(w[2])}", space_facts(view, w[2]))
    if w[:1] == ["unlock"] and len(w) == 2:
        return with_facts(f"unlock {space_name(w[1])}", space_facts(view, w[1]))
    if w[:1] == ["execute"] and len(w) == 2:  # needs no seals (L861)
        return with_facts(f"execute {space_name(w[1])}", space_facts(view, w[1], False))
    if w[:1] == ["crew"] and len(w) == 2:  # the draft: keep one
        return with_facts(f"keep {crew_name(w[1])}", crew_facts(w[1], seal=True))
    if w[:2] in (["complete", "crew"], ["copy", "crew"]) and len(w) == 3:
        return with_facts(f"{w[0]} {crew_name(w[2])}", crew_facts(w[2]).split(": ")[-1])
    if w[:1] == ["pair"] and len(w) == 4 and w[2] == "+":
        a, b = (objective_name(x).split()[-1] for x in (w[1], w[3]))
        facts = "; ".join(objective_needs(x) for x in (w[1], w[3]))
        return with_facts(f"starting objectives {a} and {b}", facts)
    m = re.fullmatch(rf"take objective (\S+)( to {SLOT})?", option)
    if m:
        head = f"take {objective_name(m.group(1))}{m.group(2) or ''}"
        return with_facts(head, objective_needs(m.group(1)))
    m = re.fullmatch(rf"complete (?:objective )?(\S+)( on {SLOT})?", option)
    if m and m.group(1) != "nothing":
        head = f"complete {objective_name(m.group(1))}{m.group(2) or ''}"
        return with_facts(head, objective_needs(m.group(1), tier=False))
    m = re.fullmatch(r"tent on (\S+) space (\d+) \((\d+) coins\)", option)
    if m:
        cost = int(m.group(3))
        pay = f"pay {plural(cost, 'coin')}" if cost else "free"
        head = f"tent on {campsite_name(m.group(1))}, space {m.group(2)}"
        return with_facts(head, f"{pay}; {campsite_facts(m.group(1))}")
    if option.startswith("re-activate the tent at ") and len(w) == 5:
        head = f"re-activate the tent at {campsite_name(w[4])}"
        return with_facts(head, campsite_facts(w[4]))
    if w[:1] == ["do"]:
        return " and ".join(_effect(x) for x in option[3:].split(" + "))
    if w[:2] == ["great", "ship"] and len(w) == 3:  # the module's setup draft (L2094)
        return ship_label(w[2])
    if option.startswith("put the Adventure token on ") and len(w) == 6:  # GS1 (L2104)
        return log_label(w[5])
    m = re.fullmatch(r"(research|deliver) (\S+)( again)?", option)
    if m and SPECIMEN.match(m.group(2)):
        return f"{m.group(1)} {specimen_name(m.group(2))}{m.group(3) or ''}"
    m = re.fullmatch(r"to (\S+)( via ?(\S*))?", option)
    if m and TRACK.match(m.group(1)):
        head = f"to {track_name(m.group(1))}"
        if m.group(3):  # two routes lead there, jumping different spaces
            jumped = [track_name(x).split()[-1] for x in m.group(3).split("+")]
            head += ", jumping " + (", ".join(jumped[:-1]) + " and " if jumped[1:] else "")
            head += jumped[-1]
        elif m.group(2):
            head += ", jumping nothing"
        return with_facts(head, track_facts(m.group(1)))
    m = re.fullmatch(r"(silver|gold) slot (\d+)", option)
    if m:
        return with_facts(option, slot_facts(m.group(1), int(m.group(2))))
    m = re.fullmatch(r"explorer (on|to) (I\d+)", option)
    if m:
        return f"explorer {m.group(1)} {island_name(m.group(2))}"
    m = re.fullmatch(r"bring worker (\d) home from (\S+)", option)  # the Pirates' P2
    if m:
        return f"bring worker {m.group(1)} home from {space_name(m.group(2))}"
    return pirate_label(view, option) or animal_label(option) or scenario_label(option) or option


def _effect(text: str) -> str:
    """One effect of a "do ..." option from its data text ("coins 2", "catch-beagle")."""
    if text in SHIP_PLAIN or text in PIRATE_PLAIN or text in SCENARIO_PLAIN or text in CREW_PLAIN:
        return effect_words((text, 0, ()))
    tile = tile_effect(text)  # Fireland's Special tiles' own verbs
    if tile is not None:
        return tile
    e = parse_effect(text, lambda msg: None, "option")
    return effect_words(e) if e is not None else text


def ship_label(card_id: str) -> str:
    """A Great Ship card by its name, with what it does in our words."""
    data = great_ship_data()
    card = next((c for c in data.cards if c.id == card_id), None)
    if card is None:
        return f"take Great Ship {card_id}"
    return f"take Great Ship {card.id} {card.name} ({card.text})"


def log_label(card_id: str) -> str:
    """GS1's answer to a gained Adventure token: the card by name, what it pays."""
    data = great_ship_data()
    card = next((c for c in data.cards if c.id == card_id), None)
    if card is None:
        return f"put the Adventure token on {card_id}"
    return (
        f"put the Adventure token on {card.id} {card.name}: the option's gains {card.factor} times"
    )
