"""A reference copy of the code as of session 14 (commit 45c5b14), for the differential test of faster words: tests/games/test_words_differential.py.

Iwari's options in words (Game.option_label), from the seat's view and the map's printed
data only: each label leads with the action and the place as words.py names it ("build in
Forest 1", "hut on Tundra 2 space 1"), then what it refers to: a territory's free spaces,
huts, totems and connections; a hut space's paths and who holds the spaces they lead to;
a card colour's count in the river. The option texts (records' moves) stay as they are;
the terminal still accepts them typed."""

from __future__ import annotations

from ludotheque.games.iwari.components.board import load_board
from ludotheque.games.iwari.datafiles import DATA
from ludotheque.games.iwari.words import contested_name, space_name, territory_name


@DATA.cached
def _paths(map_id: str) -> dict[str, list[str]]:
    """Every hut space's neighbours along the map's printed paths."""
    out: dict[str, list[str]] = {}
    for a, b in load_board(map_id).to_dict()["paths"]:
        out.setdefault(a, []).append(b)
        out.setdefault(b, []).append(a)
    return out


def _mark(view: dict, owner: int) -> str:
    """A tribe in words: "seat 1", "neutral", "the Void", "free"."""
    if owner is None or owner < 0:
        return "free"
    names = view.get("tribes") or []
    name = names[owner] if owner < len(names) else str(owner)
    return {"neutral": "neutral", "void": "the Void"}.get(name, f"seat {owner + 1}")


def territory_facts(view: dict, tid: str) -> str | None:
    board = view.get("board") or {}
    terr = next((t for t in board.get("territories", []) if t["id"] == tid), None)
    if terr is None:
        return None
    spaces = terr.get("spaces") or {}
    free = sum(1 for o in spaces.values() if o < 0)
    huts = ", ".join(f"{_mark(view, t)} ×{n}" for t, n in enumerate(terr.get("huts") or []) if n)
    totems = ", ".join(f"{_mark(view, t)}" for t, n in enumerate(terr.get("totems") or []) if n)
    links = [
        f"{c['number']}{' (sea)' if c.get('kind') == 'sea' else ''}"
        for c in board.get("connections", [])
        if tid in (c["a"], c["b"])
    ]
    bits = [f"{free}/{len(spaces)} free"]
    if huts:
        bits.append(f"huts {huts}")
    if totems:
        bits.append(f"totem {totems}")
    if links:
        bits.append(("connection " if len(links) == 1 else "connections ") + ", ".join(links))
    return ", ".join(bits)


def space_facts(view: dict, sid: str) -> str | None:
    """The hut spaces a space's paths lead to and who holds them: a space of the same
    territory by its number, another territory's by its full name."""
    board = view.get("board") or {}
    owners = {}
    for t in board.get("territories", []):
        owners.update(t.get("spaces") or {})
    for extra in ("purple_spaces", "purple_road"):
        owners.update((board.get("expansion") or {}).get(extra) or {})
    if sid not in owners:
        return None
    near = _paths(board.get("map", ""))
    here = sid.split(".")[0] + "."
    by_mark: dict[str, list[str]] = {}  # "free": ["space 2", "Forest 1 space 6"]
    for n in near.get(sid, []):
        name = "space " + n[len(here) :] if n.startswith(here) else space_name(view, n) or "?"
        by_mark.setdefault(_mark(view, owners.get(n, -1)), []).append(name)
    links = [  # this territory's spaces first, by number
        f"{', '.join(sorted(names, key=lambda x: not x.startswith('space ')))} ({mark})"
        for mark, names in by_mark.items()
    ]
    return "paths to " + (", ".join(links) if links else "none")


def _connection(view: dict, number: str) -> str | None:
    """A numbered connection (printed on the board) and the territories it joins."""
    for c in (view.get("board") or {}).get("connections", []):
        if str(c["number"]) == number:
            a, b = (territory_name(view, c[k]) or "?" for k in ("a", "b"))
            return f"connection {number} ({a}–{b}{', sea' if c.get('kind') == 'sea' else ''})"
    return None


def _cards(text: str) -> str | None:
    """ "tundra+tundra" -> "2 tundra cards"; "coast+tundra+tundra" -> "1 coast and 2
    tundra cards"."""
    counts: dict[str, int] = {}
    for card in text.split("+"):
        counts[card] = counts.get(card, 0) + 1
    parts = [f"{n} {card}" for card, n in counts.items()]
    total = sum(counts.values())
    return " and ".join(parts) + (" card" if total == 1 else " cards")


# Options on territories: the verb each is said with.
ON_TERRITORY = {
    "build": "build in",
    "void-colony": "Void colony acts in",
    "discovery": "Discovery pawn on",
    "union": "Union pawn on",
    "move": "move a piece from",
    "free-action": "free action in",
    "courage": "Courage on",
    "veneration": "Veneration on",
}
ON_SPACE = {"hut": "hut on", "ruin": "ruin on", "lift": "lift the hut on", "to": "put it on"}
ON_CONNECTION = {
    "honour": "Honour pawn on",
    "respect": "Respect pawn on",
    "courage": "Courage on",
    "veneration": "Veneration on",
}
FIXED = {
    "walking-totem score": "score the walking totem's connection now",
    "walking-totem wait": "wait with the walking totem",
    "free-action none": "no free action",
    "courage none": "no Courage",
    "veneration none": "no Veneration",
    "lift totem": "lift a totem segment",
}


def label(view: dict, option: str) -> str:
    words = option.split()
    if option in FIXED:
        return FIXED[option]
    if len(words) < 2:
        if option == "totem" and view.get("build"):
            terr = view["build"].get("territory")
            return f"totem (in {territory_name(view, terr) or 'this territory'})"
        return option
    verb, ref = words[0], words[1]
    if len(words) == 2 and verb in ON_TERRITORY and territory_name(view, ref):
        head = f"{ON_TERRITORY[verb]} {territory_name(view, ref)}"
        facts = territory_facts(view, ref)
        return f"{head} ({facts})" if facts and verb != "move" else head
    if len(words) == 2 and verb in ON_SPACE and space_name(view, ref):
        facts = space_facts(view, ref)
        head = f"{ON_SPACE[verb]} {space_name(view, ref)}"
        return f"{head} ({facts})" if facts else head
    if len(words) == 2 and verb in ON_CONNECTION and _connection(view, ref):
        return f"{ON_CONNECTION[verb]} {_connection(view, ref)}"
    if len(words) == 2 and verb == "purple" and _connection(view, ref):
        return f"tent on the purple space of {_connection(view, ref)}"
    if len(words) == 3 and option.startswith("to totem ") and territory_name(view, words[2]):
        return f"put it on the totem of {territory_name(view, words[2])}"
    if len(words) == 3 and verb == "shift" and territory_name(view, ref):
        to = territory_name(view, words[2]) or words[2]
        return f"shift the Void totem from {territory_name(view, ref)} to {to}"
    if len(words) == 3 and verb == "contest" and contested_name(ref):
        return f"move {contested_name(ref)} to {territory_name(view, words[2]) or words[2]}"
    if len(words) == 3 and verb == "storm":
        return "move the storm on" if words[2] == "move" else "leave the storm where it is"
    if verb == "pay" and len(words) == 2:
        return f"pay {_cards(ref)}"
    if verb in ("take", "discard") and len(words) == 2:
        n = (view.get("river") or {}).get(ref, 0) if verb == "take" else 0
        head = f"{verb} a {ref} card"
        return f"{head} ({n} in the river)" if n else head
    if option.startswith("play void x") and option[11:].isdigit():
        k = int(option[11:])
        return "play no Void card" if k == 0 else f"play {k} Void card{'s' if k > 1 else ''}"
    if verb == "skip" and len(words) == 3:
        return f"skip with a {words[2]} card"
    return option
