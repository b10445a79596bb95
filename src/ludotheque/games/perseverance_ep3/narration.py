"""Perseverance's events in words, from two views of one seat (Game.narrate): each
player's resources, followers, units (at home, tired, in the infirmary, on an
adventure), shelters, cubes, crates, ranch cards, artefacts, threat and adventures, and
the board (dice in the zones, structures, influence, dinosaurs at the locations, the
explored tiles). Views only: a face-down tile is told as `?`."""

from __future__ import annotations

from ludotheque.fronts.narration import changes, seat_line, seat_name
from ludotheque.games.perseverance_ep3.effect_words import SPECIES

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
# The dinosaurs by name: untrained ones, trained ones (`t` + species) wherever they stand.
PLACES = {"home": "at home", "tired": "tired", "infirmary": "in the infirmary"}
NOUNS.update({("untrained", k): f"untrained {name}" for k, name in SPECIES.items()})
NOUNS.update({("supply", k): f"{name} in the supply" for k, name in SPECIES.items()})
for _place, _words in (*PLACES.items(), ("on_adventure", "on an adventure")):
    NOUNS[(_place, "ranger")] = f"ranger {_words}"
    NOUNS.update({(_place, "t" + k): f"trained {n} {_words}" for k, n in SPECIES.items()})


def narrate(before: dict | None, after: dict, seat: int | None) -> list[str]:
    if not before:
        return []
    out: list[str] = []
    if isinstance(after.get("dissidents"), dict):  # solo: you are players[0] (Game.view)
        seat = after.get("seat")
    if after.get("phase") != before.get("phase"):
        out.append(f"phase: {after.get('phase')}")
    olds, news = before.get("players") or [], after.get("players") or []
    ob, nb = before.get("board") or {}, after.get("board") or {}
    same_cubes = ob.get("influence") == nb.get("influence")
    for p, (o, x) in enumerate(zip(olds, news, strict=False)):
        if o == x and same_cubes:  # equal parts tell nothing: skipped, as most are
            continue
        who = f"{seat_name(p, seat)} ({x.get('leader')})"
        out += seat_line(who, changes(_seat(before, o, p), _seat(after, x, p), NOUNS))
    if ob != nb:
        dis = after.get("dissident")
        out += seat_line("board", changes(_board(ob, seat, dis), _board(nb, seat, dis), NOUNS))
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


def _name(o: int | None, seat: int | None, dissident: int | None) -> str:
    """A seat in words; the Dissidents' colour (no seat of the table) by its name."""
    return "the dissident" if o is not None and o == dissident else seat_name(o, seat)


def _owners(owners: list, seat: int | None, dissident: int | None = None) -> list[str]:
    """Who holds each space of a row (-1: nobody), in words."""
    return [_name(o, seat, dissident) if o >= 0 else "empty" for o in owners]


def _seat(view: dict, player: dict, p: int) -> dict:
    """A seat's part with its cubes on each officer (told on its own line, not the
    board's): `+1 cube on the captain`."""
    out = dict(player)
    for officer, cubes in ((view.get("board") or {}).get("influence") or {}).items():
        if p < len(cubes):
            out[f"cube on the {officer.replace('-', ' ')}"] = cubes[p]
    return out


def _die(d, seat: int | None, dissident: int | None = None) -> str:
    """`seat 1's adventurer die`; a die of nobody's (-1) is `the adventurer die`."""
    if not isinstance(d, dict):
        return str(d)
    owner = d.get("owner")
    whose = f"{_name(owner, seat, dissident)}'s" if isinstance(owner, int) and owner >= 0 else "the"
    return f"{whose} {d.get('face')} die"


def _board(board: dict, seat: int | None, dis: int | None = None) -> dict:
    """The board without the face-down piles' sizes (told as tiles explored instead),
    with the owners of shelters and structures by name."""
    hidden = ("piles", "adventure_decks", "ranch_piles", "influence")  # influence: _seat
    out = {k: v for k, v in board.items() if k not in hidden}
    outpost = out.pop("outpost", None)
    if isinstance(outpost, list):  # the two sections' owners
        for part, owners in zip("AB", outpost, strict=False):
            out[f"outpost section {part}"] = [_name(o, seat, dis) for o in owners]
    pool = out.pop("pool", None)
    if isinstance(pool, list):
        out["dice in the pool"] = [_die(d, seat, dis) for d in pool]
    for lid, place in (out.pop("locations", None) or {}).items():
        kind = place.get("dino_kind")
        rider = "mounted leader" if kind == "leader" else SPECIES.get(kind, kind)
        owner = place.get("dino")
        out[f"location {lid} dinosaur:"] = (
            f"{_name(owner, seat, dis)}'s {rider}" if kind and owner is not None else "none"
        )
        out[f"location {lid} wild dinosaur:"] = SPECIES.get(place.get("wild"), "none")
        out[f"location {lid} tile"] = place.get("tile")
        for i, who in enumerate(_owners(place.get("shelters") or [], seat, dis)):
            out[f"location {lid} shelter {i + 1}:"] = who
    zones = out.pop("zones", None) or {}
    for z, zone in zones.items():
        for k, v in zone.items():
            if k == "dice":
                out[f"dice in {z}"] = [_die(d, seat, dis) for d in v if d != -1]
                continue
            if k in ("shelters", "structure_owners"):  # one entry a space: who holds it
                what = "shelter" if k == "shelters" else "structure"
                for i, who in enumerate(_owners(v, seat, dis)):
                    out[f"{z} {what} {i + 1}:"] = who
                continue
            out[f"{z} {k}"] = v
    return out
