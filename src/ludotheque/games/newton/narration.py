"""Newton's events in words, from two views of one seat (Game.narrate): the round and
column, each seat's spending and gains (coins, potions, VP, medicine, cards, shelf tiles,
students, bonus tokens, Masters, discoveries), the upkeep and income between rounds,
scientists travelling and the market. Views only: a Master held face down is a count."""

from __future__ import annotations

from ludotheque.fronts.narration import changes, join, seat_line, seat_name
from ludotheque.games.newton.words import in_words

NOUNS = {
    ("coins",): "coin",
    ("potions",): "potion",
    ("vp",): "VP",
    ("medicine",): "medicine",
    ("study_board",): None,
    ("hand_size",): None,
    ("hand",): "hand",
    ("turns_taken",): None,
    ("desk",): "desk",
    ("tucked",): "tucked",
    ("drawers",): "drawers",
    ("income",): "income slots",
    ("tokens",): "bonus tokens",
    ("shelf",): "shelf",
    ("completed",): "completed shelf rows",
    ("piles",): "development piles",
    ("cubes_left",): "cube left",
    ("masters_played",): "Masters played",
    ("masters_held",): "Master held",
    ("masters_in_hand",): "Masters in hand",
    ("discoveries",): "discoveries",
    ("discoveries_turned",): "discoveries turned",
    ("draft_packet_size",): None,
    ("draft_packet",): None,
    ("tuck_chosen",): None,
    ("tuck",): None,
}


def _card(c) -> str:
    return c.get("id", "?") if isinstance(c, dict) else str(c)


def narrate(before: dict | None, after: dict, seat: int | None) -> list[str]:
    if not before:
        return []
    out: list[str] = []
    if after.get("round") != before.get("round"):
        out.append(f"round {after.get('round')} begins (upkeep and income done)")
    elif after.get("phase") != before.get("phase"):
        out.append(f"phase: {after.get('phase')}")
    for p, (o, x) in enumerate(
        zip(before.get("seats") or [], after.get("seats") or [], strict=False)
    ):
        if o != x:  # equal parts tell nothing: skipped, as most are
            out += seat_line(seat_name(p, seat), changes(o, x, NOUNS, name=_card))
    if before.get("map") != after.get("map"):
        out += _map(before, after, seat)
    if before.get("tracks") != after.get("tracks"):
        out += _tracks(before, after, seat)
    if before.get("market") != after.get("market"):
        old_m = {lv: [_card(c) for c in cs] for lv, cs in (before.get("market") or {}).items()}
        new_m = {lv: [_card(c) for c in cs] for lv, cs in (after.get("market") or {}).items()}
        out += seat_line("market", changes({"row": old_m}, {"row": new_m}))
    if before.get("discoveries") != after.get("discoveries"):
        disc_b = [d.get("id") for d in before.get("discoveries") or []]
        disc_a = [d.get("id") for d in after.get("discoveries") or []]
        out += seat_line("discovery display", changes({"": disc_b}, {"": disc_a}))
    out += seat_line("supply", changes(before.get("supply"), after.get("supply")))
    old_s, new_s = before.get("scores") or [], after.get("scores") or []
    for p, (a, b) in enumerate(zip(old_s, new_s, strict=False)):
        if a != b:
            out.append(f"{seat_name(p, seat)} projected score {a} -> {b}")
    if after.get("over") and not before.get("over"):
        out.append("the game is over: final scoring")
    return [in_words(line) for line in out]  # cards, tokens and shelf spaces by name


def _map(before: dict, after: dict, watcher: int | None) -> list[str]:
    out = []
    old = (before.get("map") or {}).get("places") or {}
    new = (after.get("map") or {}).get("places") or {}
    where_b = {q: pid for pid, pl in old.items() for q in pl.get("scientists", [])}
    where_a = {q: pid for pid, pl in new.items() for q in pl.get("scientists", [])}
    for q, pid in sorted(where_a.items()):
        if where_b.get(q) != pid:
            out.append(f"{seat_name(q, watcher)}'s scientist travels {where_b.get(q)} -> {pid}")
    for pid, pl in new.items():
        o = old.get(pid) or {}
        cubes = [q for q in pl.get("cubes", []) if q not in o.get("cubes", [])]
        if cubes:
            who = join(seat_name(q, watcher) for q in cubes)
            out.append(f"{who} puts a cube in {pid} ({pl.get('kind')})")
        if o.get("token") and not pl.get("token"):
            out.append(f"bonus token {o['token']} taken from {pid}")
        if o.get("tile") != pl.get("tile"):
            out.append(f"{pid}: tile {o.get('tile')} -> {pl.get('tile')}")
    return out


def _tracks(before: dict, after: dict, watcher: int | None) -> list[str]:
    out = []
    tb, ta = before.get("tracks") or {}, after.get("tracks") or {}
    wb = (tb.get("work") or {}).get("markers") or []
    wa = (ta.get("work") or {}).get("markers") or []
    for p, (a, b) in enumerate(zip(wb, wa, strict=False)):
        if a != b:
            out.append(f"{seat_name(p, watcher)} moves on the work track {a} -> {b}")
    sb = (tb.get("tech") or {}).get("students") or []
    sa = (ta.get("tech") or {}).get("students") or []
    for p, (a, b) in enumerate(zip(sb, sa, strict=False)):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            if x != y:
                out.append(
                    f"{seat_name(p, watcher)}'s student {i + 1} on the technology tree {x} -> {y}"
                )
    tokens_b = (tb.get("tech") or {}).get("tokens") or {}
    tokens_a = (ta.get("tech") or {}).get("tokens") or {}
    for space, tok in tokens_b.items():
        if space not in tokens_a:
            out.append(f"bonus token {tok} taken from {space}")
    return out
