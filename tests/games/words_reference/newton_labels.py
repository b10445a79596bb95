"""A reference copy of the code as of session 14 (commit 45c5b14), for the differential test of faster words: tests/games/test_words_differential.py.

Newton's options in words (Game.option_label), from the seat's view and the printed
components only: each label leads with the action and the component's name as the rulebook
says it (words.py), then what it refers to: a route's coin cost and what waits at its
end, a Technology space's tile or token, a shelf space's needs, a card's effect, a
Master's power. No id shows; the terminal still accepts the option texts typed."""

from __future__ import annotations

from ludotheque.games.newton.components import components
from ludotheque.games.newton.components.tracks import SPACE_KINDS
from ludotheque.games.newton.fronts.board.common import _tile_label
from ludotheque.games.newton.glossary import explain
from ludotheque.games.newton.state import BOOST_COST, POTION_COST, REVEAL_COST, STUDENT_COST
from ludotheque.games.newton.words import (
    ACTION_NAMES,
    card_facts,
    card_name,
    discovery_name,
    master_name,
    master_power,
    objective_name,
    place_name,
    shelf_name,
    tech_name,
    token_gives,
)

INCOME_WORDS = {"vp": "2 VP", "coins": "2 coins", "potion": "1 potion", "medicine": "Medicine"}


def tile_words(tile: str | None) -> str | None:
    """A tile on a track or a place, by what it gives (the board's words)."""
    if not tile:
        return None
    label, desc = _tile_label(tile)
    if desc and desc != tile:
        return desc
    item = explain(tile)
    if item is None:
        return None
    if item["name"].startswith("City"):
        return "City tile: " + item["text"].removeprefix("City tile: reaching it ").rstrip(".")
    return item["name"]


def route_text(view: dict, seat: int | None, place: str) -> str | None:
    europe = components().europe
    places = (view.get("map") or {}).get("places") or {}
    if place not in places:
        return None
    here = next((pid for pid, pl in places.items() if seat in pl.get("scientists", [])), None)
    kind = places[place].get("kind", "?")
    bits = [] if kind in ("master", "objective") else [kind]
    tile = tile_words(places[place].get("tile"))
    if tile:
        bits.append(tile)
    if places[place].get("token"):
        bits.append(f"bonus token: {token_gives(places[place]['token']) or '?'}")
    if here is not None and here in europe.ids:
        cost = dict(europe.routes[europe.ids.index(here)]).get(europe.ids.index(place))
        if cost is not None:
            bits.append(f"route {cost} coin{'s' if cost != 1 else ''}")
    return "; ".join(bits)


def shelf_text(view: dict, seat: int | None, space: str) -> str | None:
    seats = view.get("seats") or []
    if seat is None or not 0 <= seat < len(seats):
        return None
    board_id = seats[seat].get("study_board")
    board = next((b for b in components().boards if b.id == board_id), None)
    if board is None or space not in board.space_ids:
        return None
    return "needs " + board.requirement_text(board.space_ids.index(space))


def tech_text(view: dict, space: str) -> str | None:
    tracks = components().tracks
    tech = (view.get("tracks") or {}).get("tech") or {}
    bits = []
    kind = SPACE_KINDS[tracks.tech_kind[tracks.tech_ids.index(space)]]
    if kind in ("master", "objective"):
        bits.append(f"{kind.capitalize()} space")
    objective = (view.get("objectives") or {}).get(space)
    if objective:
        bits.append(objective_name(objective) or "Objective")
    tile = tile_words((tech.get("tiles") or {}).get(space))
    if tile:
        bits.append(tile)
    token = (tech.get("tokens") or {}).get(space)
    if token:
        bits.append(f"bonus token: {token_gives(token) or '?'}")
    return "; ".join(bits) if bits else None


QUICK = ("reveal I", "reveal II", "reveal III", "boost", "buy potion", "hire student")
QUICK_PREFIXES = ("buy gd-", "activate gd-")  # Great Discoveries tiles (L969-L973)
# What each quick action costs and does (L361-L399), from the state's constants.
QUICK_TEXTS = {
    **{r: f"{REVEAL_COST} coin" for r in QUICK[:3]},
    "boost": f"{BOOST_COST} coins: action +1",
    "buy potion": f"{POTION_COST} coins",
    "hire student": f"{STUDENT_COST} coins",
}


def quick_options(options) -> list[str]:
    """The quick actions among `options` (Game.side_options): offered at every step of a
    turn, so the terminal lists them on one line apart from the step's own options."""
    return [o for o in options if o in QUICK or o.startswith(QUICK_PREFIXES)]


def _cost(view: dict, gid: str) -> str:
    for d in view.get("discoveries") or []:
        if isinstance(d, dict) and d.get("id") == gid and d.get("cost") is not None:
            return f" ({d['cost']} coins)"
    return ""


def _split_paying(words: list[str]) -> tuple[list[str], str]:
    """ "to T5 paying 2 potions" -> (["to", "T5"], " paying 2 potions")."""
    if "paying" in words:
        k = words.index("paying")
        return words[:k], " " + " ".join(words[k:])
    return words, ""


def label(view: dict, option: str) -> str:
    words, paying = _split_paying(option.split())
    seat = view.get("seat")
    if option in QUICK_TEXTS:
        return f"{option} ({QUICK_TEXTS[option]})"
    if len(words) < 2:
        return option
    verb, ref = words[0], words[1]
    name = facts = None
    if verb in ("buy", "activate", "take") and discovery_name(ref):
        name = discovery_name(ref)
        facts = _cost(view, ref)[2:-1] if verb == "buy" else None
    elif verb in ("play", "take", "tuck", "copy", "discard") and card_name(ref):
        name, facts = card_name(ref), card_facts(ref)
    elif verb in ("keep", "discard", "master") and master_name(ref):
        name, facts = master_name(ref), master_power(ref)
        verb = "Master" if verb == "master" else verb
    elif verb == "to" and tech_name(ref):
        name, facts = tech_name(ref), tech_text(view, ref)
    elif verb == "to" and place_name(ref):
        name, facts = place_name(ref), route_text(view, seat, ref)
    elif verb == "student" and tech_name(ref):
        verb, name = "Student on", tech_name(ref)
    elif verb == "book" and shelf_name(ref):
        name, facts = shelf_name(ref), shelf_text(view, seat, ref)
        if words[2:] == ["ignoring"]:
            paying = " ignoring its needs"
    elif verb in ("cube", "jump", "city") and place_name(ref):
        place = ((view.get("map") or {}).get("places") or {}).get(ref) or {}
        name, facts = place_name(ref), tile_words(place.get("tile"))
        verb = {"cube": "cube on", "jump": "jump to", "city": "City tile of"}[verb]
        if verb == "City tile of" and facts:
            facts = facts.removeprefix("City tile: ")
    elif verb == "token" and token_gives(ref):
        return f"bonus token: {token_gives(ref)}"
    elif verb == "objective" and objective_name(ref):
        return objective_name(ref) or option
    elif verb == "action" and ref in ACTION_NAMES:
        return f"{ACTION_NAMES[ref]} action"
    elif verb == "development" and ref in ACTION_NAMES:
        return f"Development tile: {ACTION_NAMES[ref]}"
    elif verb == "income" and ref in INCOME_WORDS:
        return f"Income tile: {INCOME_WORDS[ref]}"
    elif verb == "replace" and (ref in ACTION_NAMES or ref in INCOME_WORDS):
        if ref in ACTION_NAMES:
            return f"replace the {ACTION_NAMES[ref]} Development tile"
        return f"replace the {INCOME_WORDS[ref]} Income tile"
    if name is None:
        return option
    head = f"{verb} {name}{paying}"
    return f"{head} ({facts})" if facts else head
