"""Newton's components by their names in words instead of their ids, for option labels
and narration. Cards have no printed names: the rulebook says a card by its basic action,
level and Volume colour ("a level I Lessons card"), so that is a card's name here, unique
as the ids are; Masters go by the names on their cards; a bonus token, Great Discovery or
Objective tile by what it gives; a shelf space by its shelf and column; a Technology space
by the mark our reconstructed track shows on it (the rulebook names only its start and its
end spaces)."""

from __future__ import annotations

import re

from ludotheque.games.newton.components import components
from ludotheque.games.newton.components.names import LEVELS

ACTION_NAMES = {
    "works": "Works",
    "tech": "Technology",
    "travel": "Travel",
    "lessons": "Lessons",
    "studies": "Studies",
    "joker": "Joker",
}
ACTION_LIST = ("works", "tech", "travel", "lessons", "studies", "joker")
COLOURS = ("blue", "green", "orange")
CARD = re.compile(
    r"\b(?:s-(?:works|tech|travel|lessons|studies|joker)|[123]-(?:works|tech|travel|lessons|"
    r"studies)-[bgo]|c[123]-[a-z]+-(?:x2|sa\d+|or-[a-z]+))\b"
)
TOKEN = re.compile(r"\bbonus-[a-z]+-\d+\b")
SHELF = re.compile(r"\bs(\d)c(\d)\b")
# A bookshelf's segments that pay income once full (L309): a shelf's part on one side of
# the glass spaces, or a column.
SEGMENT = re.compile(r"\b(?:row(\d)-(left|right)|col(\d))\b")
DISCOVERY = re.compile(r"\bgd-[a-z-]+\b")
OBJECTIVE = re.compile(r"\bobj-[a-z-]+\b")
# What the rulebook's Special Actions do (Cours Magistraux), in our own words.
SPECIAL = {
    "take-level-one": "1 coin: take a level I card",
    "potion-after-works": "after Works: 1 potion",
    "works-after-lessons": "after Lessons: Works 1",
    "income-tile": "1 coin: an Income tile's bonus",
    "bonus-token": "1 coin: a bonus token's effect",
    "lessons-after-studies": "after Studies 2+: Lessons 2 and 1 VP",
    "discard-and-take": "discard a card, take one",
    "city-tile": "2 coins: a visited City tile's effect",
    "take-after-travel": "after Travel 3+: take a card",
    "master-again": "3 coins: a played Master's power again",
    "objective-now": "4 coins: an occupied Objective's VP now",
}


def amounts(coins: int = 0, potions: int = 0, vp: int = 0, student: int = 0) -> str:
    """ "2 coins and 1 potion" - amounts in words, "nothing" when all are 0."""
    bits = [
        f"{n} {word if n == 1 else word + 's'}"
        for n, word in ((coins, "coin"), (potions, "potion"))
        if n
    ]
    if vp:
        bits.append(f"{vp} VP")
    if student:
        bits.append("a Student" if student == 1 else f"{student} Students")
    return " and ".join(bits) if bits else "nothing"


def _by_id(kind: str) -> dict:
    """The active data's cards, Masters, tokens, discoveries or objectives by id (built
    once per data source: tests may switch it)."""
    comp = components()
    if _BY_ID.get("of") is not comp:
        _BY_ID.clear()
        _BY_ID["of"] = comp
    if kind not in _BY_ID:
        items = {
            "cards": comp.cards.cards,
            "masters": comp.masters.masters,
            "tokens": comp.tiles.tokens,
            "discoveries": comp.tiles.discoveries,
            "objectives": comp.tiles.objectives,
        }[kind]
        _BY_ID[kind] = {x.id: x for x in items}
    return _BY_ID[kind]


_BY_ID: dict = {}


def _cards() -> dict:
    return _by_id("cards")


def card_name(cid: str) -> str | None:
    """A card's name: "Works" (a starting card), "Lessons, level I green", "Works ×2,
    level I blue", "Works or Technology, level I blue", "Technology, level I, Special
    Action 1"; None for what is no card id."""
    c = _cards().get(cid)
    if c is None:
        return None
    acts = [ACTION_NAMES[ACTION_LIST[x]] for x in c.symbols]
    if len(acts) == 2:
        what = f"{acts[0]} or {acts[1]}" if c.either else f"{acts[0]} ×2"
    else:
        what = acts[0]
    if c.level == 0:
        return what
    colour = " ".join(COLOURS[k] for k, n in enumerate(c.volumes) for _ in range(n))
    name = f"{what}, level {LEVELS[c.level - 1]}" + (f" {colour}" if colour else "")
    return name + (f", Special Action {c.special}" if c.special else "")


def card_words(cid: str) -> str | None:
    """A card as a sentence says it: "starting Works card", "level I Lessons card
    (green)", "level II Works ×2 card (blue, Special Action 5)"."""
    c = _cards().get(cid)
    if c is None:
        return None
    what = card_name(cid).split(",")[0]
    if c.level == 0:
        return f"starting {what} card"
    bits = [COLOURS[k] for k, n in enumerate(c.volumes) for _ in range(n)]
    bits += [f"Special Action {c.special}"] if c.special else []
    extra = f" ({', '.join(bits)})" if bits else ""
    return f"level {LEVELS[c.level - 1]} {what} card{extra}"


def card_facts(cid: str) -> str | None:
    """What a card gives besides its action: the starting card's Volume, a card's extra
    effect or Special Action, in a few words."""
    c = _cards().get(cid)
    if c is None:
        return None
    if c.level == 0:
        return f"starting card, {COLOURS[c.volumes.index(1)]} Volume"
    if c.special:
        sa = components().cards.special_actions[c.special - 1]
        return SPECIAL.get(sa.kind, sa.kind.replace("-", " "))
    return effect_text(c)


def effect_text(c) -> str | None:
    e = c.effect
    if e is None:
        return None
    if e == "exchange":
        return f"pay {amounts(*c.pay)}: gain {amounts(*c.gain)}"
    if e == "discard":
        return f"discard a hand card: {amounts(*c.gain)}"
    return {
        "wild": "1 Volume of your choice",
        "vp-per-volume": f"1 VP per {COLOURS[c.colour]} Volume",
        "second-tile": f"a second shelf tile for {c.cost} coins",
        "double-bonus": "bonus tokens doubled",
        "village-jump": f"jump to a free village for {c.cost} coins",
        "copy": "copy a desk card's lightning effect",
        "triples": "4 VP per 3 identical Volumes",
        "ignore-requirement": f"ignore a book space's needs for {c.cost} coins",
        "extra-cube": f"more cubes for {c.cost} coins",
    }.get(e, e.replace("-", " "))


def _masters() -> dict:
    return _by_id("masters")


def master_name(mid: str) -> str | None:
    m = _masters().get(mid)
    return m.name if m else None


def master_power(mid: str) -> str | None:
    """A Master's power and end-game VP in a few words."""
    m = _masters().get(mid)
    if m is None:
        return None
    if m.power == "action" and m.action >= 0:
        power = f"{ACTION_NAMES[ACTION_LIST[m.action]]} {m.value}"
        extra = [
            ("split", m.split),
            ("ignoring the requirement", m.ignore_requirement),
            ("ignoring the Objective's needs", m.ignore_objective),
            ("a cube on each space", m.cube_each_step),
            ("free routes", m.free_routes),
            ("no coins", m.no_coins),
        ]
        power += "".join(f", {w}" for w, on in extra if on)
    elif m.power == "volumes":
        vols = [f"{n} {COLOURS[c]}" for c, n in enumerate(m.volumes) if n]
        if m.wild:
            vols.append(f"{m.wild} of any colour")
        power = " and ".join(vols) + (" Volume" if sum(m.volumes) + m.wild == 1 else " Volumes")
        power = power.replace("1 of any colour Volume", "1 Volume of any colour")
    elif m.power == "gain":
        power = "gain " + amounts(*m.gain)
    elif m.power == "descartes":
        power = f"Lessons {m.value}, then the card's action"
    elif m.power == "remove-tiles":
        power = f"remove your {m.count} highest shelf tiles"
    elif m.power == "student":
        power = "a new Student on the Technology start"
    elif m.power == "place-cube":
        power = "a cube on any place"
    elif m.power == "any-action":
        power = f"any basic action {m.value}"
    else:
        power = m.power.replace("-", " ")
    return f"{power}; {m.vp} VP"


def _tokens() -> dict:
    return _by_id("tokens")


def token_gives(tid: str) -> str | None:
    """What a bonus token gives: "2 coins"."""
    t = _tokens().get(tid.lower())
    return amounts(t.coins, t.potions, t.vp, t.student) if t else None


def token_name(tid: str) -> str | None:
    gives = token_gives(tid)
    return f"bonus token ({gives})" if gives else None


def shelf_name(space: str) -> str | None:
    m = SHELF.fullmatch(space)
    return f"shelf {m.group(1)} space {m.group(2)}" if m else None


def _discoveries() -> dict:
    return _by_id("discoveries")


PER = {
    "objective-not-occupied": "Objective not occupied",
    "student-in-reserve": "Student in reserve",
    "university-not-visited": "University not visited",
    "master-not-played": "Master not played",
    "empty-income-slot": "empty Income space",
    "cube-not-placed": "cube not placed",
    "work-special-not-reached": "Works special space not reached",
    "shelf-tile-not-placed": "shelf tile not placed",
}


def discovery_name(gid: str) -> str | None:
    """ "Great Discovery: 3 VP per Master not played" - the tile by its VP effect."""
    d = _discoveries().get(gid)
    if d is None:
        return None
    per = PER.get(d.per, d.per.replace("-", " "))
    return f"Great Discovery: {d.vp} VP per {per}"


def _objectives() -> dict:
    return _by_id("objectives")


def objective_name(oid: str) -> str | None:
    """ "Objective: 1 VP per coin, up to 14"."""
    o = _objectives().get(oid)
    if o is None:
        return None
    cap = f", up to {o.cap}" if o.cap else ""
    per = OBJECTIVE_PER.get(o.per, o.per.replace("-", " "))
    return f"Objective: {o.vp} VP per {per}{cap}"


OBJECTIVE_PER = {
    "ancient-land": "Ancient Land visited",
    "discovery-owned": "Great Discovery owned",
    "master-played": "Master played",
    "student-at-end": "Student at a branch end",
    "three-different-volumes": "set of 3 different Volumes",
    "three-shelf-tiles": "3 shelf tiles placed",
    "university": "University visited",
}


def tech_name(space: str) -> str | None:
    """A Technology space: "the Technology start", "Technology end A" (a branch's end
    space), "Technology space R4a" (the mark on our reconstructed track)."""
    if space not in components().tracks.tech_ids:
        return None
    if space == "T0":
        return "the Technology start"
    if space.startswith("END_"):
        return f"Technology end {space[4:]}"
    return f"Technology space {space}"


def track_space(space: str | None) -> str:
    """Any space of the tracks, for narration: a Technology space by tech_name, a Works
    track space by its number ("Works space 3"), the reserve as itself."""
    if space and space.startswith("W") and space[1:].isdigit():
        return f"Works space {space[1:]}"
    return (tech_name(space) if space else None) or str(space)


def place_name(place: str) -> str | None:
    """A place of the map: its city's name, or the Master or Objective space."""
    if place not in components().europe.ids:
        return None
    return {"Master": "the Master space", "Objective": "the Objective space"}.get(place, place)


def in_words(text: str) -> str:
    """Every card, bonus token, shelf space, Great Discovery and Objective id in `text`
    said by its name."""
    text = CARD.sub(lambda m: card_words(m.group(0)) or m.group(0), text)
    text = TOKEN.sub(lambda m: token_name(m.group(0)) or m.group(0), text)
    text = DISCOVERY.sub(lambda m: discovery_name(m.group(0)) or m.group(0), text)
    text = OBJECTIVE.sub(lambda m: objective_name(m.group(0)) or m.group(0), text)
    text = SHELF.sub(lambda m: shelf_name(m.group(0)) or m.group(0), text)
    return SEGMENT.sub(_segment_name, text)


def _segment_name(m: re.Match) -> str:
    row, side, column = m.groups()
    return f"column {column}" if column else f"shelf {row} ({side} of the glass)"
