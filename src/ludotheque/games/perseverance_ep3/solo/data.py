"""The solo mode's component data (data/solo.json): the Dissidents' 12 action cards, 5
programme cards, the goal decks A/B/C, the reserve track and the difficulty levels,
checked as a whole so a data pack reports every problem at once."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.perseverance_ep3.components import load_json
from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS, ZONES
from ludotheque.games.perseverance_ep3.datafiles import DATA

SPECIES = ("sh", "r", "th", "ij")
TEMPLES = ("raptor", "thunderhorn", "ironjaw")
OFFICERS = ("captain", "chief-mate", "chief-engineer", "chief-of-security", "chief-steward")
CARD_ZONES = ZONES + ("wilderness", "programme", "assembly", "none")
PLACES = (
    "programme",
    "opposite",
    "minority",
    "tile-highest",
    "tile-lowest",
    "wild-lowest",
)
FACES = ("adventurer", "organizer", "facilitator", "innovator")
WHO = ("narek", "camilla", "x")


@dataclass(frozen=True, slots=True)
class ActionCard:
    number: int
    zone: str
    arrow: str  # "up" or "down" (L2585-L2587)
    primary: tuple
    secondary: tuple
    officer: str  # an officer id, "programme" or "none"
    selection: tuple[str, ...]  # per row slot: "narek", "camilla" or "x" (L2260)
    specialists: tuple[str, ...]  # preferred faces, best first (L2565)


@dataclass(frozen=True, slots=True)
class Programme:
    id: str
    name: str
    zone: str
    officer: str
    temple: str | None
    primary: tuple
    reserve: tuple


@dataclass(frozen=True, slots=True)
class SoloData:
    cards: tuple[ActionCard, ...]
    reshuffle: int  # index of the reshuffle card in `cards`
    programmes: tuple[Programme, ...]
    goal_decks: tuple[tuple[int, ...], ...]  # goal card ids, decks A, B, C
    track_spaces: int
    track_start: int
    crates_by_pairs: tuple[int, ...]
    levels: tuple[tuple[str, int], ...]
    default_level: str
    temple_artefacts: dict
    zone_loop: tuple[int, ...]
    start_order: tuple[int, ...]
    artefact_points: int
    turns: int
    die_cost: int
    start_trained: tuple[int, ...]


def _tupled(x):
    return tuple(_tupled(y) for y in x) if isinstance(x, list) else x


def _check_steps(steps, label: str, bad) -> None:
    """Each step is [verb, args...] with known verbs and arguments (solo/effects.py)."""
    if not isinstance(steps, list):
        bad(f"{label}: effects must be a list")
        return
    for st in steps:
        if not isinstance(st, list) or not st or not isinstance(st[0], str):
            bad(f"{label}: step {st!r} is not [verb, args...]")
            continue
        verb, args = st[0], st[1:]
        if verb in ("gain", "gain-trained") and (len(args) != 1 or args[0] not in SPECIES):
            bad(f"{label}: {verb} needs a species among {', '.join(SPECIES)}")
        elif verb in ("reserve", "reserve-both", "cubes-minority") and (
            len(args) != 1 or not isinstance(args[0], int) or args[0] < 1
        ):
            bad(f"{label}: {verb} needs a positive count")
        elif verb == "artefact":
            if len(args) != 2 or args[0] not in ARTEFACTS or args[1] not in ("", *TEMPLES):
                bad(f"{label}: artefact needs a name and a temple (or '')")
        elif verb == "shelter" and (len(args) != 1 or args[0] not in PLACES):
            bad(f"{label}: shelter needs a place among {', '.join(PLACES)}")
        elif verb in ("structure", "leader", "thunderhorn") and args not in (
            ["opposite"],
            ["programme"],
        ):
            bad(f"{label}: {verb} needs 'opposite' or 'programme'")
        elif verb == "check" and (len(args) != 1 or args[0] not in (*OFFICERS, "programme")):
            bad(f"{label}: check needs an officer or 'programme'")
        elif verb == "cube" and args != ["opposite-zone"]:
            bad(f"{label}: cube needs 'opposite-zone'")
        elif verb == "place-explore" and args not in (["up"], ["down"]):
            bad(f"{label}: place-explore needs 'up' or 'down'")
        elif verb == "first":
            if len(args) != 2 or not isinstance(args[0], int):
                bad(f"{label}: first needs a count and options")
            else:
                for k, opt in enumerate(args[1]):
                    _check_steps([opt], f"{label} option {k + 1}", bad)
        elif verb == "pay":
            if len(args) != 2 or args[0] not in OFFICERS:
                bad(f"{label}: pay needs an officer and steps")
            else:
                _check_steps(args[1], label, bad)
        elif verb in ("if-die", "if-die-no-assembly"):
            if len(args) != 1:
                bad(f"{label}: {verb} needs steps")
            else:
                _check_steps(args[0], label, bad)
        elif verb not in (
            "gain",
            "gain-trained",
            "reserve",
            "reserve-both",
            "cubes-minority",
            "artefact",
            "shelter",
            "structure",
            "leader",
            "thunderhorn",
            "check",
            "cube",
            "place-explore",
            "train",
            "temple",
            "programme",
            "reshuffle",
        ):
            bad(f"{label}: unknown verb {verb!r}")


def build_solo(raw: dict) -> SoloData:
    bad = Problems("solo.json")
    cards = []
    for k, c in enumerate(raw.get("action_cards", [])):
        label = f"action card {k + 1}"
        bad.need_source(c, label)
        if c.get("number") != k + 1:
            bad(f"{label}: number {c.get('number')!r}, expected {k + 1}")
        if c.get("zone") not in CARD_ZONES:
            bad(f"{label}: zone {c.get('zone')!r} (allowed: {', '.join(CARD_ZONES)})")
        if c.get("arrow") not in ("up", "down"):
            bad(f"{label}: arrow must be up or down")
        if sorted(c.get("selection", [])) != sorted(WHO):
            bad(f"{label}: selection must hold narek, camilla and x once each")
        if sorted(c.get("specialists", [])) != sorted(FACES):
            bad(f"{label}: specialists must order the four faces")
        if c.get("officer") not in (*OFFICERS, "programme", "none"):
            bad(f"{label}: officer {c.get('officer')!r}")
        _check_steps(c.get("primary"), f"{label} primary", bad)
        _check_steps(c.get("secondary"), f"{label} secondary", bad)
        cards.append(
            ActionCard(
                k + 1,
                c.get("zone"),
                c.get("arrow"),
                _tupled(c.get("primary", [])),
                _tupled(c.get("secondary", [])),
                c.get("officer"),
                tuple(c.get("selection", ())),
                tuple(c.get("specialists", ())),
            )
        )
    if len(cards) != 12:
        bad(f"{len(cards)} action cards, the booklet has 12 (L2042)")
    progs = []
    for k, p in enumerate(raw.get("programmes", [])):
        label = f"programme {p.get('id', k + 1)}"
        bad.need_source(p, label)
        if p.get("zone") not in ZONES + ("wilderness",):
            bad(f"{label}: zone {p.get('zone')!r}")
        if p.get("officer") not in OFFICERS:
            bad(f"{label}: officer {p.get('officer')!r}")
        if p.get("temple") not in (None, *TEMPLES):
            bad(f"{label}: temple {p.get('temple')!r}")
        _check_steps(p.get("primary"), f"{label} primary", bad)
        _check_steps(p.get("reserve"), f"{label} reserve", bad)
        progs.append(
            Programme(
                p.get("id"),
                p.get("name"),
                p.get("zone"),
                p.get("officer"),
                p.get("temple"),
                _tupled(p.get("primary", [])),
                _tupled(p.get("reserve", [])),
            )
        )
    if len(progs) != 5 or len({p.officer for p in progs}) != 5:
        bad("5 programme cards with 5 different officers are needed (L2048, L2107)")
    decks = raw.get("goal_decks", {})
    bad.need_source(decks, "goal_decks")
    ids = [g for letter in "ABC" for g in decks.get(letter, [])]
    if sorted(ids) != list(range(1, 16)):
        bad("goal_decks A, B and C must share the 15 goal cards (L2098)")
    track = raw.get("reserve_track", {})
    bad.need_source(track, "reserve_track")
    levels = raw.get("levels", [])
    for lv in levels:
        bad.need_source(lv, f"level {lv.get('id')}")
    names = [lv.get("id") for lv in levels]
    if raw.get("default_level") not in names:
        bad("default_level must be one of the levels")
    reshuffle = raw.get("reshuffle_card", 12)
    if not 1 <= reshuffle <= len(cards):
        bad("reshuffle_card must name an action card")
    bad.check()
    loop = raw["zone_loop"]["order"]
    return SoloData(
        cards=tuple(cards),
        reshuffle=reshuffle - 1,
        programmes=tuple(progs),
        goal_decks=tuple(tuple(decks[letter]) for letter in "ABC"),
        track_spaces=track["spaces"],
        track_start=track["start"],
        crates_by_pairs=tuple(track["crates_per_artefact_pairs"]),
        levels=tuple((lv["id"], lv["followers"]) for lv in levels),
        default_level=raw["default_level"],
        temple_artefacts={k: v for k, v in raw["temple_artefacts"].items() if k in TEMPLES},
        zone_loop=tuple(ZONES.index(z) for z in loop),
        start_order=tuple(
            (*ZONES, "wilderness").index(z) for z in raw["start_zone_order"]["order"]
        ),
        artefact_points=raw["dissident_artefact_points"]["value"],
        turns=raw["turns"]["value"],
        die_cost=raw["dissident_die_cost"]["followers"],
        start_trained=tuple(SPECIES.index(x) for x in raw["dissident_start"]["trained"]),
    )


@DATA.cached
def solo_data() -> SoloData:
    return build_solo(load_json("solo.json"))
