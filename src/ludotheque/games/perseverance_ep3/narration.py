"""Perseverance's events in words, from two views of one seat (Game.narrate): each
player's resources, followers, units (at home, tired, in the infirmary, on an
adventure), shelters, cubes, crates, ranch cards, artefacts, threat and adventures, and
the board (dice in the zones, structures, influence, dinosaurs at the locations, the
explored tiles), each assembly with each player's followers, the goal cards at the 8th
turn, the Dissidents' turns, and the final scoring by category with the winner and the
tie-break, or the solo result (docs/events-audit.md). Views only: a face-down tile is
told as `?`."""

from __future__ import annotations

import re

from ludotheque.fronts.narration import (
    by_parts,
    changes,
    final_lines,
    for_watcher,
    join,
    plural,
    same_parts,
    seat_line,
    seat_name,
    winner_line,
)
from ludotheque.games.perseverance_ep3.components import components
from ludotheque.games.perseverance_ep3.effect_words import SPECIES, ZONE_NAMES
from ludotheque.games.perseverance_ep3.report import PARTS

NOUNS = {
    ("food",): "food",
    ("debris",): "debris",
    ("ir",): "island resource",
    ("gb",): "glowberry",
    ("followers",): "follower",
    ("shelters",): "shelter in supply",
    ("cubes",): "cube in supply",
    ("dice_in_supply",): "die in supply",
    ("crates",): "crates on row",  # told row by row: `crates on row 3: 1 -> 2`
    ("rangers_in_supply",): "ranger in supply",
    ("turns",): None,
    ("infirmary_cover",): None,
    ("leader",): None,
    ("goal",): None,  # told with the goal's scoring (_goals)
    ("assemblies",): None,  # told as the assembly (_assemblies)
    ("assembly_tiles_left",): None,
    ("assembly_tile",): None,
    ("start_zone",): None,  # told as `starts in Expansion` (_headline)
    ("adventure",): None,  # told as `sets off on the adventure ...` (_headline)
    ("leader_on_adventure",): None,  # told by where the leader is (`leader_at`)
    ("adventures_started", "wilderness"): None,  # the adventure's name says it
    ("adventures_started", "temple"): None,
    ("adventures_completed", "wilderness"): "adventure completed in the wilderness",
    ("adventures_completed", "temple"): "adventure completed in a temple",
}
ZONE_WORDS = re.compile(r"\b(in|to|of) (sustenance|military|expansion|construction)\b")
DINO_WORDS = re.compile(r"\b(shieldhead|raptor|thunderhorn|ironjaw)s?\b")
PHASES = {
    "zones": "each leader chooses a starting zone",
    "turn": "the turns begin: 8 a player",
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
    if after.get("phase") != before.get("phase") and after.get("phase") in PHASES:
        out.append(PHASES[after["phase"]])
    assembly = _assemblies(before, after, seat)
    out += assembly + _goals(before, after, seat, counted=bool(assembly))
    olds, news = before.get("players") or [], after.get("players") or []
    ob, nb = before.get("board") or {}, after.get("board") or {}
    same_cubes = ob.get("influence") == nb.get("influence")
    # Words and parts that read only what every seat sees alike are kept by those parts
    # (the views of a position share them: `by_parts`); who is named stays each seat's.
    cubes = ob.get("influence"), nb.get("influence")
    for p, (o, x) in enumerate(zip(olds, news, strict=False)):
        if o == x and same_cubes:  # equal parts tell nothing: skipped, as most are
            continue
        bits = by_parts(
            ("perseverance seat", p),
            (o, x, *cubes),
            lambda o=o, x=x, p=p: _seat_bits(o, x, p, cubes),
        )
        if bits:
            out += seat_line(f"{seat_name(p, seat)} ({_leader(x.get('leader'))})", bits)
    # Only the parts that changed are put in words: an equal part gives equal words on
    # both sides, which `changes` would compare only to tell nothing (none: no change).
    # The board is the same object in every view of a position (view.py): its words are
    # told once for every seat they do not name (`for_watcher`).
    if ob is not nb:
        dis = after.get("dissident")
        out += for_watcher(
            ("perseverance board", dis), (ob, nb), seat, lambda w: _board_line(ob, nb, w, dis)
        )
    out += _dissidents(before.get("dissidents"), after.get("dissidents"))
    if after.get("final") and not before.get("final"):
        out.append("the game is over: final scoring")
        out += _final(after, seat)
    return out


def _leader(lid) -> str:
    """A leader by name ("Keoni"), an officer too, not by id (printed names: each id's
    is found once)."""
    try:
        return _LEADERS[lid]
    except KeyError:
        name = _LEADERS[lid] = _leader_name(lid)
        return name
    except TypeError:  # not an id at all
        return _leader_name(lid)


_LEADERS: dict = {}


def _leader_name(lid) -> str:
    comp = components().players
    name = next((x.name for x in (*comp.leaders, *comp.officers) if x.id == lid), None)
    if name is None and isinstance(lid, str) and lid.isalpha():
        return lid.capitalize()  # a Dissident's (solo): "Camilla"
    return name or str(lid)


def _zone(z) -> str:
    return ZONE_NAMES.get(z, z) if isinstance(z, str) else z


def _at(where) -> str:
    """Where a leader stands, in words: `zone:2` is in Expansion, `loc:7` at location 7."""
    if not isinstance(where, str) or ":" not in where:
        return where
    kind, _, at = where.partition(":")
    zones = list(ZONE_NAMES.values())
    if kind in ("zone", "ts") and at.isdigit() and int(at) < len(zones):
        space = " on the Thunderhorn space" if kind == "ts" else ""
        return f"in {zones[int(at)]}{space}"
    return f"at location {at}" if kind == "loc" else where


def _words(line: str) -> str:
    """The Dissidents' log in names: zones and dinosaurs capitalised as printed."""
    line = ZONE_WORDS.sub(lambda m: f"{m.group(1)} {ZONE_NAMES[m.group(2)]}", line)
    return DINO_WORDS.sub(lambda m: m.group(0).capitalize(), line)


def _who(view: dict, p: int, watcher: int | None) -> str:
    players = view.get("players") or []
    leader = players[p].get("leader") if p < len(players) else None
    return f"{seat_name(p, watcher)} ({_leader(leader)})" if leader else seat_name(p, watcher)


def _followers(before: dict, after: dict, watcher: int | None) -> str:
    old, new = before.get("players") or [], after.get("players") or []
    if isinstance(after.get("dissidents"), dict):  # solo: the Dissidents tell their own
        old, new = old[:1], new[:1]
    bits = [
        f"{_who(after, p, watcher)} {x.get('followers', 0) - o.get('followers', 0):+d}"
        for p, (o, x) in enumerate(zip(old, new, strict=False))
    ]
    return ", ".join(bits)


def _assemblies(before: dict, after: dict, watcher: int | None) -> list[str]:
    """An assembly (L1225-L1332): where it sat, the scoring tile it used and the followers
    each player gained as it was scored (with what else the move gave)."""
    ob, nb = before.get("board") or {}, after.get("board") or {}
    held = (nb.get("assemblies") or 0) - (ob.get("assemblies") or 0)
    if held <= 0:
        return []
    where = []
    old_z, new_z = ob.get("zones") or {}, nb.get("zones") or {}
    for z, zone in new_z.items():
        was = [d for d in (old_z.get(z) or {}).get("dice") or [] if d != -1]
        now = [d for d in zone.get("dice") or [] if d != -1]
        if was and not now:
            where.append(f"the {_zone(z)} zone")
    place = join(where) or "the wilderness"
    line = (
        f"{plural(held, 'assembly')} in {place}, scored with assembly tile "
        f"{ob.get('assembly_tile')}{' onwards' if held > 1 else ''}: "
        f"followers {_followers(before, after, watcher)}"
    )
    out = [line]
    if nb.get("assembly_tile") != ob.get("assembly_tile"):
        out.append(f"the next assembly scores with tile {nb.get('assembly_tile')}")
    return out


def _goals(before: dict, after: dict, watcher: int | None, counted: bool) -> list[str]:
    """A player's goal card scored at the end of its 8th turn (L1338-L1356), with the
    followers of that turn's end (less the final scoring's, told apart; none when an
    assembly at the same turn's end has told them)."""
    if isinstance(after.get("dissidents"), dict):  # solo: a goal is chosen, and told
        return []
    out = []
    final = after.get("final") if not before.get("final") else None
    old, new = before.get("players") or [], after.get("players") or []
    for p, (o, x) in enumerate(zip(old, new, strict=False)):
        if (o.get("turns") or 0) < 8 <= (x.get("turns") or 0):
            card = f"goal card {x['goal']}" if x.get("goal") is not None else "its goal card"
            gained = x.get("followers", 0) - o.get("followers", 0)
            if isinstance(final, list) and p < len(final):
                gained -= sum(final[p].get(k, 0) for k, _ in PARTS)
            told = "" if counted else f" (with the turn's end): {gained:+d} followers"
            out.append(f"{_who(after, p, watcher)} ends its 8th turn and scores {card}{told}")
    return out


def _final(view: dict, watcher: int | None) -> list[str]:
    """Each player's followers by the end-game categories (L1358-L1377), then the
    winner; a tie goes to the most influence on the officers (L1379-L1383). Alone, the
    Dissidents' total and the result (L2941-L2952)."""
    parts = view.get("final") or []
    players = view.get("players") or []
    totals = [x.get("followers", 0) for x in players][: len(parts)]
    end = [[part.get(k, 0) for part in parts] for k, _ in PARTS]
    in_play = [t - sum(col[p] for col in end) for p, t in enumerate(totals)]
    cats = [("followers in play", in_play)]
    cats += [(label, col) for (_, label), col in zip(PARTS, end, strict=True)]
    who = lambda p: _who(view, p, watcher)  # noqa: E731
    out = final_lines(cats, totals, who, unit="follower")
    dissidents = view.get("dissidents")
    if isinstance(dissidents, dict):
        mine, theirs = totals[0] if totals else 0, dissidents.get("followers", 0)
        result = "you win" if dissidents.get("result") == "won" else "the Dissidents win"
        return out + [f"the Dissidents: {plural(theirs, 'follower')} against your {mine}: {result}"]
    winners = view.get("winners") or []
    top = max(totals) if totals else 0
    tied = [p for p, t in enumerate(totals) if t == top]
    if len(tied) > len(winners) > 0:
        influence = (view.get("board") or {}).get("influence") or {}
        cubes = join(
            f"{who(p)} {sum(c[p] for c in influence.values() if p < len(c))}" for p in tied
        )
        out.append(
            f"tie at {plural(top, 'follower')}, broken by influence on the officers: {cubes}"
        )
    return out + winner_line(winners, totals, who, unit="follower")


def _dissidents(old: dict | None, new: dict | None) -> list[str]:
    """Solo: what the Dissidents did (their turn's log, told once), and their followers."""
    if not isinstance(new, dict):
        return []
    old = old if isinstance(old, dict) else {}
    was, now = list(old.get("log") or []), list(new.get("log") or [])
    # The log is a window of the newest lines: skip the longest overlap.
    k = next((k for k in range(min(len(was), len(now)), 0, -1) if was[-k:] == now[:k]), 0)
    lines = now[k:]
    out = [f"the Dissidents: {_words(x)}" for x in lines]
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
    board's): `+1 cube on the Captain`; its starting zone by name."""
    out = dict(player)
    if "start_zone" in out:
        out["start_zone"] = _zone(out["start_zone"])
    if "leader_at" in out:
        out["leader_at"] = _at(out["leader_at"])
    for officer, cubes in ((view.get("board") or {}).get("influence") or {}).items():
        if p < len(cubes):
            out[f"cube on the {_leader(officer)}"] = cubes[p]
    return out


def _die(d, seat: int | None, dissident: int | None = None) -> str:
    """`seat 1's adventurer die`; a die of nobody's (-1) is `the adventurer die`."""
    if not isinstance(d, dict):
        return str(d)
    owner = d.get("owner")
    whose = f"{_name(owner, seat, dissident)}'s" if isinstance(owner, int) and owner >= 0 else "the"
    return f"{whose} {d.get('face')} die"


def _seat_bits(o: dict, x: dict, p: int, cubes: tuple) -> list[str]:
    """Player `p`'s changes in words, without who it is: none when its part and the
    officers' cubes are equal (as most are)."""
    if o == x and cubes[0] == cubes[1]:
        return []
    return _headline(o, x) + changes(
        _seat({"board": {"influence": cubes[0]}}, o, p),
        _seat({"board": {"influence": cubes[1]}}, x, p),
        NOUNS,
    )


def _headline(o: dict, x: dict) -> list[str]:
    """What a seat did, in words rather than as a change from nothing: its leader's
    starting zone (setup, L473) as `starts in Expansion`, an adventure as `sets off on
    the adventure Swarm Welcome` and `back from the adventure Swarm Welcome`."""
    out = []
    zone = x.get("start_zone")
    if zone is not None and zone != o.get("start_zone"):
        out.append(f"starts in {'the wilderness' if zone == 'wilderness' else _zone(zone)}")
    was, now = o.get("adventure"), x.get("adventure")
    if was != now:
        if was is not None:
            out.append(f"back from the adventure {was}")
        if now is not None:
            out.append(f"sets off on the adventure {now}")
    return out


def _board_line(ob: dict, nb: dict, seat: int | None, dis: int | None) -> list[str]:
    """The board's changes in one line, seats named for `seat`."""
    ob, nb = same_parts("perseverance board", (ob, nb), lambda: _board_changes(ob, nb))
    if not (ob or nb):
        return []
    return seat_line("board", changes(_board(ob, seat, dis), _board(nb, seat, dis), NOUNS))


def _board_changes(ob: dict, nb: dict) -> tuple[dict, dict]:
    """The two boards' parts that changed, and of the places and the zones only those
    that changed (read only: `_board` makes its own)."""
    ob, nb = _changed_parts(ob, nb)
    if ob or nb:
        for part in ("locations", "zones"):  # and of these, only the places that changed
            if isinstance(ob.get(part), dict) and isinstance(nb.get(part), dict):
                ob[part], nb[part] = _changed_parts(ob[part], nb[part])
    return ob, nb


def _changed_parts(before: dict, after: dict) -> tuple[dict, dict]:
    """The two boards without the top-level parts they have equal (in their own order)."""
    gone = object()
    return (
        {k: v for k, v in before.items() if after.get(k, gone) != v},
        {k: v for k, v in after.items() if before.get(k, gone) != v},
    )


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
        out[f"location {lid} dinosaur"] = (
            f"{_name(owner, seat, dis)}'s {rider}" if kind and owner is not None else None
        )
        out[f"location {lid} wild dinosaur"] = SPECIES.get(place.get("wild"))
        out[f"location {lid} tile"] = place.get("tile")
        for i, who in enumerate(_owners(place.get("shelters") or [], seat, dis)):
            out[f"location {lid} shelter {i + 1}:"] = who
    zones = out.pop("zones", None) or {}
    for z, zone in zones.items():
        z = _zone(z)
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
