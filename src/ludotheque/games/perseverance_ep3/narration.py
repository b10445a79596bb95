"""Perseverance's events in words, from two views of one seat (Game.narrate): each
player's resources, followers, units (at home, tired, in the infirmary, on an
adventure), shelters, cubes, crates, ranch cards, artefacts, threat and adventures, and
the board (dice in the zones, structures, influence, dinosaurs at the locations, the
explored tiles). Views only: a face-down tile is told as `?`."""

from __future__ import annotations

from ludotheque.fronts.narration import changes, seat_line, seat_name

NOUNS = {
    ("food",): "food",
    ("debris",): "debris",
    ("ir",): "island resource",
    ("gb",): "glowberry",
    ("followers",): "follower",
    ("shelters",): "shelter in supply",
    ("cubes",): "cube in supply",
    ("dice_in_supply",): "die in supply",
    ("rangers_in_supply",): "ranger in supply",
    ("turns",): None,
    ("infirmary_cover",): None,
    ("leader",): None,
}


def narrate(before: dict | None, after: dict, seat: int | None) -> list[str]:
    if not before:
        return []
    out: list[str] = []
    if after.get("phase") != before.get("phase"):
        out.append(f"phase: {after.get('phase')}")
    olds, news = before.get("players") or [], after.get("players") or []
    for p, (o, x) in enumerate(zip(olds, news, strict=False)):
        who = f"{seat_name(p, seat)} ({x.get('leader')})"
        out += seat_line(who, changes(o, x, NOUNS))
    ob, nb = before.get("board") or {}, after.get("board") or {}
    out += seat_line("board", changes(_board(ob), _board(nb)))
    out += _dissidents(before.get("dissidents"), after.get("dissidents"))
    if after.get("final") and not before.get("final"):
        out.append("the game is over: final scoring")
    return out


def _dissidents(old: dict | None, new: dict | None) -> list[str]:
    """Solo: what the Dissidents did (their turn's log, told once), and their followers."""
    if not isinstance(new, dict):
        return []
    old = old if isinstance(old, dict) else {}
    was, now = list(old.get("log") or []), list(new.get("log") or [])
    # The log is a window of the newest lines: skip the longest overlap.
    k = next((k for k in range(min(len(was), len(now)), 0, -1) if was[-k:] == now[:k]), 0)
    lines = now[k:]
    out = [f"the Dissidents: {x}" for x in lines]
    gain = (new.get("followers") or 0) - (old.get("followers") or 0)
    if gain and old:
        out.append(f"the Dissidents: {gain:+d} followers (now {new.get('followers')})")
    return out


def _board(board: dict) -> dict:
    """The board without the face-down piles' sizes (told as tiles explored instead)."""
    out = {k: v for k, v in board.items() if k not in ("piles", "adventure_decks", "ranch_piles")}
    pool = out.pop("pool", None)
    if isinstance(pool, list):
        out["dice pool"] = [f"{d.get('face')}({d.get('owner')})" for d in pool]
    zones = out.pop("zones", None) or {}
    for z, zone in zones.items():
        for k, v in zone.items():
            if k == "dice":
                v = [f"{d.get('face')}({d.get('owner')})" if isinstance(d, dict) else d for d in v]
                v = [d for d in v if d != -1]
            out[f"{z} {k}"] = v
    return out
