"""What Perseverance's options refer to, in words, for their labels (labels.py): a zone's
options, an officer's scoring and favour, a ranch row's or cell's effects, a ranch
tile's, an adventure's, a structure's and an exploration tile's effects, a location's
region, dino and tile. From the seat's view and the printed components only, so it tells
nothing hidden."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components import components
from ludotheque.games.perseverance_ep3.components.effects import REGIONS, VERBS, ZONES
from ludotheque.games.perseverance_ep3.effect_words import (
    SPECIES,
    ZONE_NAMES,
    amount,
    counted,
    plural,
    step,
    thing,
)

FOCUS = "town_option_zone"  # view key: the zone a town-option decision is about


def step_text(st) -> str:
    """A parsed step written back in the effect language (effect_words reads it)."""
    bits = [st.verb]
    if VERBS.get(st.verb, (False,))[0]:
        bits.append(str(st.n))
    bits += list(st.words)
    bits += [f"{k}={v}" for k, v in st.args]
    return " ".join(bits)


# Steps the glossary's words leave as they are, in a few words of ours.
VERB_WORDS = {
    "ranchtile": "take a ranch tile",
    "adventure": "start an adventure",
    "discovery": "a discovery",
    "structure": "build a structure",
    "option": "another option of the zone",
    "cover": "cover an infirmary space",
    "mount": "mount your leader",
    "saddle": "saddle a dino",
    "die": "a die",
    "heal-ranger": "heal a ranger",
}


def step_words(st) -> str:
    if st.verb == "ranch":
        return f"resolve {plural(st.n, 'ranch effect')}"
    if st.verb == "leader":
        return "your leader " + ("back home" if "back" in st.words else "to the town")
    if st.verb == "discovery" and st.args:
        return step(step_text(st))
    if st.verb == "ranchtile" and st.words:
        how = {"resolve": "and resolve it", "nobonus": "without its placement bonus"}
        return " ".join(["take a ranch tile", *(how.get(x, x) for x in st.words)])
    return VERB_WORDS.get(st.verb) or step(step_text(st))


def short_thing(key: str) -> str:
    """A gained or paid thing in one or two words (a gained dino is untrained)."""
    if key in SPECIES:
        return SPECIES[key]
    return thing(key)


def short_step(st) -> str:
    """A step in fewer words, for lists of many options: `+2 crates`, `pay 1 debris:`."""
    if st.verb == "gain":
        return " ".join(f"+{v} {short_thing(k)}" for k, v in st.args)
    if st.verb == "spend":
        return "pay " + " ".join(amount(k, v) for k, v in st.args) + ":"
    if st.verb == "gainmix":
        kinds = "/".join(thing(k) for k in st.arg("kinds").split("/"))
        return f"+{st.n} of {kinds}"
    if st.verb == "artefact":
        return f"{st.arg('name', '?')} artefact"
    return step_words(st)


def words(eff, short: bool = False) -> str:
    """A parsed Effect in plain words (as effect_words says them), '-' for no effect;
    `short`: fewer words (gains as +N, costs as `pay N ...:`)."""
    say = short_step if short else step_words
    alts = [
        ", then ".join(_clause([say(st) for st in clause]).rstrip(":") for clause in alt)
        for alt in eff
    ]
    return "; or ".join(alts) if alts else "-"


def _clause(said: list[str]) -> str:
    """Steps of one clause: a cost or a condition ("pay 1 food:") leads what follows."""
    out = ""
    for k, text in enumerate(said):
        out += text if k == 0 else (" " if said[k - 1].endswith(":") else ", ") + text
    return out


def focus(state) -> str | None:
    """The zone a pending town-option decision is about (public: the die just placed or
    the officer's favour), for the view (Game.view adds it under FOCUS)."""
    tasks = state.tasks
    if tasks and tasks[-1][0] == "town-option":
        return ZONES[tasks[-1][2]]
    return None


def zone_name(zid: str) -> str:
    return ZONE_NAMES.get(zid, zid)


def _zone(zid: str):
    return next((z for z in components().board.zones if z.id == zid), None)


def zone_options(zid: str) -> str | None:
    z = _zone(zid)
    if z is None:
        return None
    seen: dict[str, str] = {}
    for o in z.options:
        seen.setdefault(o.letter, words(o.effect, short=True))
    return "; ".join(f"{k} {v}" for k, v in seen.items())


def zone_option(zid: str, letter: str) -> str | None:
    z = _zone(zid)
    o = next((o for o in z.options if o.letter == letter), None) if z else None
    return words(o.effect) if o else None


def structure_option(named: str) -> str | None:
    """A structure's replacement option, or what it does instead (an ability)."""
    face = _by_name(components().structures, named)
    if face is None:
        return None
    if face.kind == "ability":
        return face.ability.replace("-", " ")
    return words(face.effect)


def officer(oid: str):
    return next((o for o in components().players.officers if o.id == oid), None)


def officer_scoring(oid: str) -> str | None:
    o = officer(oid)
    if o is None:
        return None
    parts = []
    for alt in o.scoring:
        for clause in alt:
            for st in clause:
                per = st.arg("per")
                parts.append(f"{st.n} per {counted(per)}" if per else step(step_text(st)))
    return "scores " + ", ".join(parts)


def _me(view: dict) -> dict | None:
    seat, players = view.get("seat"), view.get("players") or []
    return players[seat] if isinstance(seat, int) and 0 <= seat < len(players) else None


def cell_text(view: dict, cell: int) -> str | None:
    """What a ranch cell of the seat holds: its ranch tile's effect, else the leader's."""
    me = _me(view)
    if me is None:
        return None
    comp = components()
    ranch = me.get("ranch") or []
    name = ranch[cell] if cell < len(ranch) else None
    if name:
        tile = _by_name(comp.ranch, name)
        return f"{name}: {words(tile.effect)}" if tile else name
    leader = next((x for x in comp.players.leaders if x.id == me.get("leader")), None)
    return words(leader.ranch_effects[cell]) if leader else None


def row_text(view: dict, row: int) -> str | None:
    cells = [cell_text(view, row * 3 + c) for c in range(3)]
    if any(c is None for c in cells):
        return None
    return " / ".join(cells)


def location_text(view: dict, lid: str) -> str | None:
    loc = next((x for x in components().board.locations if x.id == lid), None)
    if loc is None:
        return None
    here = ((view.get("board") or {}).get("locations") or {}).get(lid) or {}
    bits = [REGIONS[loc.region] if 0 <= loc.region < len(REGIONS) else "?"]
    tile = here.get("tile")
    if tile and tile != "?":
        t = _by_name(components().exploration, tile)
        bits.append(f"{tile}, harvest: {words(t.harvest)}" if t else tile)
    elif tile == "?":
        bits.append("face-down tile")
    if here.get("wild"):
        bits.append(f"wild {SPECIES.get(here['wild'], here['wild'])}")
    return ", ".join(bits)


def _by_name(items, name: str):
    return next((x for x in items if x.name == name), None)


def named(option: str) -> str | None:
    """A ranch tile's, an adventure's, a structure's or an exploration tile's words."""
    comp = components()
    verb, _, name = option.partition(" ")
    if verb == "take":
        t = _by_name(comp.ranch, name)
        return words(t.effect) if t else None
    if verb == "start":
        a = _by_name(comp.adventures, name)
        if a is None:
            return None
        units = ", ".join(_need(n) for n in a.needs)
        extra = f" and {a.extra} more" if a.extra else ""
        return f"{units}{extra}; 1: {words(a.step1)}; 2: {words(a.step2)}"
    if verb == "build":
        f = _by_name(comp.structures, name)
        if f is None:
            return None
        what = f.ability.replace("-", " ") if f.kind == "ability" else words(f.effect)
        zone = zone_name(ZONES[f.zone]) if 0 <= f.zone < len(ZONES) else "any zone"
        return f"{zone}; bonus {words(f.build_bonus)}; {f.kind.replace('-', ' ')}: {what}"
    if verb == "place":
        t = _by_name(comp.exploration, name)
        if t is None:
            return None
        return f"harvest: {words(t.harvest)}; discovery: {words(t.discovery)}"
    return None


def _need(n) -> str:
    if n.kind != "dino":
        return n.kind
    sp = list(SPECIES.values())[n.species] if n.species >= 0 else "dino"
    return sp + (" or stronger" if n.stronger else "")


# Each officer's favour in a few words (L1123-L1165; our summary), by its `favour` key.
FAVOURS = {
    "captain": "your leader to a zone, then that zone's action (1 glowberry to move it mounted)",
    "chief-of-security": "1 island resource: a trained dino from home explores",
    "chief-steward": "a trained dino back home, 1 heal, then a wilderness adventure",
    "chief-mate": "1 food: a ranch tile, then one of your ranch effects",
    "chief-engineer": "1 debris and 1 untrained Shieldhead: build a structure",
}
