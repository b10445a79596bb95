"""Iwari's options with what they refer to (Game.option_label), from the seat's view and
the map's printed data only: a territory's biome, free spaces, huts and connections; a
hut space's paths and who holds the spaces they lead to; a card colour's count in the
river. The option text stays first, so typing its beginning still chooses it."""

from __future__ import annotations

from ludotheque.games.iwari.components.board import load_board
from ludotheque.games.iwari.datafiles import DATA


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
    links = []
    for c in board.get("connections", []):
        if tid in (c["a"], c["b"]):
            other = c["b"] if c["a"] == tid else c["a"]
            sea = ", sea" if c.get("kind") == "sea" else ""
            links.append(f"{other} ({c['number']}{sea})")
    bits = [terr.get("biome", "?"), f"{free}/{len(spaces)} free"]
    if huts:
        bits.append(f"huts {huts}")
    if totems:
        bits.append(f"totem {totems}")
    if links:
        bits.append("connected to " + ", ".join(links))
    return ", ".join(bits)


def space_facts(view: dict, sid: str) -> str | None:
    board = view.get("board") or {}
    owners = {}
    for t in board.get("territories", []):
        owners.update(t.get("spaces") or {})
    for extra in ("purple_spaces", "purple_road"):
        owners.update((board.get("expansion") or {}).get(extra) or {})
    if sid not in owners:
        return None
    near = _paths(board.get("map", ""))
    links = [f"{n} {_mark(view, owners.get(n, -1))}" for n in near.get(sid, [])]
    return "paths to " + (", ".join(links) if links else "none")


def label(view: dict, option: str) -> str:
    words = option.split()
    if len(words) == 2 and words[0] in ("build", "void-colony", "discovery", "union"):
        facts = territory_facts(view, words[1])
    elif len(words) == 2 and words[0] in ("hut", "ruin", "lift", "to"):
        facts = space_facts(view, words[1])
    elif len(words) == 2 and words[0] == "take":
        n = (view.get("river") or {}).get(words[1], 0)
        facts = f"{n} in the river" if n else None
    elif option == "totem" and view.get("build"):
        facts = f"in {view['build'].get('territory')}"
    else:
        facts = None
    return f"{option} ({facts})" if facts else option
