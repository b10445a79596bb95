"""Newton's events in words, from two views of one seat (Game.narrate): the round and
column, each seat's spending and gains (coins, potions, VP, medicine, cards, shelf tiles,
students, bonus tokens, Masters, discoveries), the upkeep and income between rounds,
scientists travelling, the market, and the final scoring by category with the winner
or the solo ladder's rank (docs/events-audit.md). Views only: a Master held face down
is a count to the others."""

from __future__ import annotations

from functools import lru_cache

from ludotheque.fronts.narration import (
    changes,
    final_lines,
    join,
    plural,
    seat_line,
    seat_name,
    winner_line,
)
from ludotheque.games.newton.components import components
from ludotheque.games.newton.labels import tile_words
from ludotheque.games.newton.report import CATEGORIES
from ludotheque.games.newton.words import in_words, place_name, track_space

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
    ("shelf",): "shelf tiles placed",
    ("completed",): "completed rows and columns",  # of the bookshelf (L309)
    ("piles",): "shelf tiles left in pile",  # L313: four piles of three
    ("cubes_left",): "cube left",
    ("masters_played",): "Masters played",
    ("masters_held",): "face-down Master",
    ("masters_in_hand",): "Masters in hand",
    ("discoveries",): "discoveries",
    ("discoveries_turned",): "discoveries turned",
    ("draft_packet_size",): None,
    ("draft_packet",): None,
    ("tuck_chosen",): None,
    ("tuck",): None,
}


# what each phase is, told when it begins
PHASES = {
    "draft": "the Masters are drafted",
    "turn": "the turns begin: 5 a seat this round",
    "tuck": "upkeep: each seat tucks one card played this round",
    "over": "the game ends after the upkeep of round 6",
}
UPKEEP = {**NOUNS, ("hand",): None, ("desk",): None}


def _card(c) -> str:
    if isinstance(c, dict):
        return c.get("id", "?")
    return _master(str(c)) or str(c)


def _master(mid: str) -> str | None:
    ms = components().masters
    try:
        return ms.masters[ms.find(mid)].name
    except (ValueError, KeyError, IndexError):
        return None


def narrate(before: dict | None, after: dict, seat: int | None) -> list[str]:
    if not before:
        return []
    out: list[str] = []
    upkeep = after.get("round") != before.get("round") or (
        after.get("over") and not before.get("over")
    )
    if after.get("phase") != before.get("phase") and after.get("phase") in PHASES:
        if not (upkeep and after.get("phase") == "turn"):
            out.append(PHASES[after["phase"]])
    for p, (o, x) in enumerate(
        zip(before.get("seats") or [], after.get("seats") or [], strict=False)
    ):
        if o == x:  # equal parts tell nothing: skipped, as most are
            continue
        if upkeep:  # the cards played go back to hand: told as a count, with the income
            back = len(x.get("hand") or []) - len(o.get("hand") or [])
            bits = changes(o, x, UPKEEP, name=_card)
            if back > 0:
                bits.append(f"{plural(back, 'card')} back to hand")
            out += seat_line(f"upkeep and income, {seat_name(p, seat)}", bits)
        else:
            out += seat_line(seat_name(p, seat), changes(o, x, NOUNS, name=_card))
    if after.get("round") != before.get("round"):
        out.append(f"round {after.get('round')} begins")
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
        out += _final(after, seat)
    return [_in_words(line) for line in out]  # cards, tokens and shelf spaces by name


def _final(view: dict, watcher: int | None) -> list[str]:
    """Each seat's points in play, Objective spaces occupied and Masters played (L437-L445),
    then the winner, or alone the rank on the solo ladder (L451-L461)."""
    seats = (view.get("final_scoring") or {}).get("seats") or []
    if not seats:
        return []
    totals = [e.get("total", 0) for e in seats]
    rows = list(
        zip(
            *[
                (e["track"], sum(e["objectives"].values()), sum(e["masters"].values()))
                for e in seats
            ],
            strict=True,
        )
    )
    cats = [(name, list(row)) for name, row in zip(CATEGORIES, rows, strict=True)]
    who = lambda p: seat_name(p, watcher)  # noqa: E731
    out = final_lines(cats, totals, who)
    if len(totals) == 1:
        fr, en = components().tiles.rank(totals[0])
        return out + [f"solo ladder: {plural(totals[0], 'point')} is the rank of {en} ({fr})"]
    return out + winner_line(view.get("winners"), totals, who)


def _map(before: dict, after: dict, watcher: int | None) -> list[str]:
    out = []
    old = (before.get("map") or {}).get("places") or {}
    new = (after.get("map") or {}).get("places") or {}
    where_b = {q: pid for pid, pl in old.items() for q in pl.get("scientists", [])}
    where_a = {q: pid for pid, pl in new.items() for q in pl.get("scientists", [])}
    for q, pid in sorted(where_a.items()):
        if where_b.get(q) != pid:
            frm = place_name(where_b.get(q) or "") or where_b.get(q)
            out.append(f"{seat_name(q, watcher)}'s scientist travels {frm} -> {place_name(pid)}")
    for pid, pl in new.items():
        o = old.get(pid) or {}
        cubes = [q for q in pl.get("cubes", []) if q not in o.get("cubes", [])]
        if cubes:
            who = join(seat_name(q, watcher) for q in cubes)
            out.append(f"{who} puts a cube in {place_name(pid)} ({pl.get('kind')})")
        if o.get("token") and not pl.get("token"):
            out.append(f"the {o['token']} is taken from {place_name(pid)}")
        if o.get("tile") != pl.get("tile"):
            was, now = (tile_words(x.get("tile")) or "none" for x in (o, pl))
            out.append(f"{place_name(pid)}: tile {was} -> {now}")
    return out


def _tracks(before: dict, after: dict, watcher: int | None) -> list[str]:
    out = []
    tb, ta = before.get("tracks") or {}, after.get("tracks") or {}
    wb = (tb.get("work") or {}).get("markers") or []
    wa = (ta.get("work") or {}).get("markers") or []
    for p, (a, b) in enumerate(zip(wb, wa, strict=False)):
        if a != b:
            out.append(
                f"{seat_name(p, watcher)} moves on the Works track "
                f"space {str(a).lstrip('W')} -> space {str(b).lstrip('W')}"
            )
    sb = (tb.get("tech") or {}).get("students") or []
    sa = (ta.get("tech") or {}).get("students") or []
    for p, (a, b) in enumerate(zip(sb, sa, strict=False)):
        for i, (x, y) in enumerate(zip(a, b, strict=False)):
            if x != y:
                out.append(
                    f"{seat_name(p, watcher)}'s Student {i + 1} on the Technology track "
                    f"{track_space(x)} -> {track_space(y)}"
                )
    tokens_b = (tb.get("tech") or {}).get("tokens") or {}
    tokens_a = (ta.get("tech") or {}).get("tokens") or {}
    for space, tok in tokens_b.items():
        if space not in tokens_a:
            out.append(f"the {tok} is taken from {track_space(space)}")
    return out


# `in_words`, kept per line: most lines are told to several seats, move after move, and
# their names are printed data.
_in_words = lru_cache(maxsize=20_000)(in_words)
