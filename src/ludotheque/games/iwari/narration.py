"""Iwari's events in words, from two views of one seat (Game.narrate): huts and totems
built, the Void's turns (its totems, its pawn, the territories it claims), mountains,
the river, cards taken, drawn and paid, module pawns, the scorings (mid-game, and the
final one by category with the winner and the tie-break), each with the tribe and the
amount (docs/events-audit.md). Views only: a card another seat draws from the pile is
told as a card."""

from __future__ import annotations

from ludotheque.fronts.narration import (
    changes,
    final_lines,
    for_watcher,
    join,
    plural,
    seat_line,
    winner_line,
)
from ludotheque.games.iwari.words import named, place_name

# view["final_scoring"] key -> the category's name, in the order the rulebook scores them
FINAL_PARTS = (
    ("huts", "huts"),
    ("totems", "totems"),
    ("colonies", "colonies"),
    ("ruins", "ruins kept"),
    ("road", "purple road"),
    ("expeditions", "expedition cards"),
    ("walking_totem", "walking totem"),
)


def _tribe(view: dict, t: int, watcher: int | None) -> str:
    names = view.get("tribes") or []
    name = names[t] if 0 <= t < len(names) else f"tribe {t}"
    if name == "void":
        return "the Void"
    if name == "neutral":
        return "the neutral tribe"
    return name + (" (you)" if t == watcher else "")


def _territory(t: dict) -> str:
    return named(t["id"], t.get("biome", "?"))


def narrate(before: dict | None, after: dict, seat: int | None) -> list[str]:
    if not before:
        return []
    out: list[str] = []
    # The board is the same object in every view of a position (view.py) and the tribes'
    # names are `seat N`: its words are told once for every seat they do not name.
    ob, nb = before.get("board"), after.get("board")
    if ob is not nb:
        tag = ("iwari board", *(after.get("tribes") or ()))
        out += for_watcher(tag, (ob, nb), seat, lambda w: _board(before, after, w))
    out += _void(before, after)
    out += _cards(before, after, seat)
    out += _scores(before, after, seat)
    if after.get("end_triggered") and not before.get("end_triggered"):
        out.append("the end of the game is triggered: the round is played out")
    if after.get("over") and not before.get("over"):
        out.append("the game is over: final scoring")
        out += _final(after, seat)
    return out


def _final(view: dict, watcher: int | None) -> list[str]:
    """Each tribe's points by category, then who won and why (the neutral tribe, a
    tie broken by the constructions left in supply, L315). Against the Void the result
    is told by `_void`."""
    parts = view.get("final_scoring")
    if not parts or view.get("void"):
        return []
    scores = view.get("scores") or []
    mid = view.get("mid_game_scores") or [0] * len(scores)
    cats = [("huts at mid-game", mid)]
    cats += [(name, parts[key]) for key, name in FINAL_PARTS if key in parts]
    out = final_lines(cats, scores, lambda t: _tribe(view, t, watcher))
    names = view.get("tribes") or []
    top = max(scores) if scores else 0
    tied = [t for t, x in enumerate(scores) if x == top]
    winners = view.get("winners") or []
    if "neutral" in names and not winners:
        return out + [
            f"the neutral tribe has the most points ({plural(top, 'point')}): both players lose"
        ]
    if len(tied) > len(winners) > 0:
        supply = view.get("supply") or []
        left = join(
            f"{_tribe(view, t, watcher)} {supply[t]['huts'] + supply[t]['totems']}"
            for t in tied
            if t < len(supply)
        )
        out.append(f"tie at {plural(top, 'point')}, broken by constructions left in supply: {left}")
    return out + winner_line(winners, scores, lambda t: _tribe(view, t, watcher))


def _board(before: dict, after: dict, watcher: int | None) -> list[str]:
    """The board's changes: reads the two boards and `after`'s tribes alone."""
    if before.get("board") == after.get("board"):  # an equal board tells nothing
        return []
    out = []
    old_t = {t["id"]: t for t in before.get("board", {}).get("territories", [])}
    for t in after.get("board", {}).get("territories", []):
        o = old_t.get(t["id"])
        if o is None or o == t:
            continue
        for kind, word in (("huts", "hut"), ("totems", "totem")):
            for tribe, (a, b) in enumerate(zip(o.get(kind, []), t.get(kind, []), strict=False)):
                void = _tribe(after, tribe, watcher) == "the Void"
                if void and kind == "huts":
                    word = "ruin"
                if b > a:
                    verb = "builds" if kind == "huts" and not void else "places"
                    verb = "raises" if kind == "totems" and not void else verb
                    out.append(
                        f"{_tribe(after, tribe, watcher)} {verb} "
                        f"{plural(b - a, word)} in {_territory(t)}"
                    )
                elif b < a:
                    out.append(
                        f"{_tribe(after, tribe, watcher)} loses "
                        f"{plural(a - b, word)} in {_territory(t)}"
                    )
        for pawn, name in (("union", "Union"), ("discovery", "Discovery")):
            d = (t.get(pawn) or 0) - (o.get(pawn) or 0)
            if d > 0:
                out.append(
                    f"a {name} pawn goes to {_territory(t)}: its huts score "
                    f"×{t.get(pawn, 0) + 1 + _other(t, pawn)} at the end"
                )
    old_c = {c["number"]: c for c in before.get("board", {}).get("connections", [])}
    for c in after.get("board", {}).get("connections", []):
        o = old_c.get(c["number"])
        if o is None or o == c:
            continue
        a, b = (_name(after, c[k]) for k in ("a", "b"))
        where = f"connection {c['number']} ({a}–{b}, {c.get('kind')})"
        if c.get("covered") and not o.get("covered"):
            out.append(f"a mountain now covers {where}")
        if (c.get("pawns") or 0) > (o.get("pawns") or 0):
            name = "Respect" if c.get("kind") == "sea" else "Honour"
            out.append(
                f"the {name} pawn goes on {where}: its totems score ×{c['pawns'] + 1} at the end"
            )
    out += _expansion(
        before.get("board", {}).get("expansion") or {},
        after.get("board", {}).get("expansion") or {},
        after,
        watcher,
    )
    won_b = (before.get("board", {}).get("modules") or {}).get("winners") or {}
    won_a = (after.get("board", {}).get("modules") or {}).get("winners") or {}
    for module, tribes in won_a.items():
        for t in tribes:
            if t not in (won_b.get(module) or []):
                out.append(
                    f"{_tribe(after, t, watcher)} wins {MODULE_NAMES.get(module, module)} pawn"
                )
    return out


MODULE_NAMES = {
    "union": "a Union",
    "discovery": "a Discovery",
    "honour": "the Honour",
    "respect": "the Respect",
}


def _expansion(exp_b: dict, exp_a: dict, view: dict, watcher: int | None) -> list[str]:
    """The expansion's events: expedition cards completed (first and second, with their
    reward), the walking totem's moves and points, the exploit cards; any other change
    of its counters in short words."""
    if exp_b == exp_a:
        return []
    out = []
    old_cards = {c.get("number"): c for c in exp_b.get("expeditions") or []}
    for card in exp_a.get("expeditions") or []:
        done_before = (old_cards.get(card.get("number")) or {}).get("completed_by") or []
        for rank, t in enumerate(card.get("completed_by") or []):
            if rank < len(done_before):
                continue
            rewards = card.get("rewards") or []
            pts = rewards[rank] if rank < len(rewards) else 0
            mission = str(card.get("mission", "")).replace("_", " ")
            if card.get("biome"):
                mission = mission.replace("in biome", f"in {card['biome']}")
            out.append(
                f"{_tribe(view, t, watcher)} completes expedition card {card.get('number')} "
                f"({mission}) {'first' if rank == 0 else 'second'}: +{plural(pts, 'point')}"
            )
    if exp_a.get("walking_totem") != exp_b.get("walking_totem"):
        where = exp_a.get("walking_totem")
        out.append(
            f"the walking totem moves to connection {where}"
            if where
            else "the walking totem leaves"
        )
    for t, (a, b) in enumerate(
        zip(
            exp_b.get("walking_totem_scores") or [],
            exp_a.get("walking_totem_scores") or [],
            strict=False,
        )
    ):
        if b > a:
            out.append(f"{_tribe(view, t, watcher)} scores +{b - a} with the walking totem")
    if exp_a.get("courage") != exp_b.get("courage"):
        where = exp_a.get("courage")
        out.append(f"the Courage exploit card: {place_name(view, where) if where else 'none'}")
    ven_a, ven_b = exp_a.get("veneration") or {}, exp_b.get("veneration") or {}
    if ven_a.get("placed") != ven_b.get("placed"):
        where = ven_a.get("placed")
        out.append(f"the Veneration exploit card: {place_name(view, where) if where else 'none'}")
    told = (
        "expeditions",
        "expedition_scores",
        "walking_totem",
        "walking_totem_scores",
        "courage",
        "veneration",
    )
    rest_b = {k: v for k, v in exp_b.items() if k not in told}
    rest_a = {k: v for k, v in exp_a.items() if k not in told}
    return out + seat_line("expansion", changes(rest_b, rest_a))


def _other(t: dict, pawn: str) -> int:
    """The territory's pawns of the other hut module (both multiply its huts)."""
    return t.get("discovery" if pawn == "union" else "union") or 0


def _void(before: dict, after: dict) -> list[str]:
    a, b = before.get("void"), after.get("void")
    if not a or not b:
        return []
    out = []
    if a.get("pawn") != b.get("pawn"):
        out.append(
            f"the Void's pawn moves from connection {a.get('pawn')} to connection {b.get('pawn')}"
        )
    for tid, who in (b.get("claimed") or {}).items():
        if (a.get("claimed") or {}).get(tid) != who:
            whom = "the players" if who == "players" else "the Void"
            out.append(f"{_name(after, tid)} is claimed by {whom}")
    for key, word in (
        ("void_cards_above_reserve", "Void cards above the reserve"),
        ("void_cards_beside_board", "Void cards beside the board"),
    ):
        d = (b.get(key) or 0) - (a.get(key) or 0)
        if d:
            out.append(f"{word}: {d:+d} (now {b.get(key)}; the players lose at {b.get('lose_at')})")
    spent = [x for x in b.get("spent_spaces") or [] if x not in (a.get("spent_spaces") or [])]
    if spent:
        out.append(f"spaces spent by the Void: {', '.join(place_name(after, x) for x in spent)}")
    if b.get("result") and b.get("result") != a.get("result"):
        claimed = list((b.get("claimed") or {}).values())
        mine, void = claimed.count("players"), claimed.count("void")
        if b["result"] == "players":
            out.append(
                f"the players win against the Void: {mine} territories claimed, the Void {void}"
            )
        else:
            out.append(f"the Void wins: it claimed {void} territories, the players {mine}")
    return out


def _name(view: dict, tid: str) -> str:
    for t in (view.get("board") or {}).get("territories") or []:
        if t.get("id") == tid:
            return _territory(t)
    return tid


def _cards(before: dict, after: dict, watcher: int | None) -> list[str]:
    """Cards taken from the river (public: the hand's `known` cards grow), drawn from
    the draw pile (named to their holder only), played (the discard is public), the
    river refilled and the draw pile rebuilt."""
    out = []
    gained_r, lost_r = _count_diff(before.get("river") or {}, after.get("river") or {})
    played, _ = _count_diff(before.get("discard") or {}, after.get("discard") or {})
    discarded = sum((after.get("discard") or {}).values()) - sum(
        (before.get("discard") or {}).values()
    )
    old_h, new_h = before.get("hands") or [], after.get("hands") or []
    told_river = False
    for p, (o, h) in enumerate(zip(old_h, new_h, strict=False)):
        who = _tribe(after, p, watcher)
        d = h.get("count", 0) - o.get("count", 0)
        if d > 0:
            known, _ = _count_diff(o.get("known") or {}, h.get("known") or {})
            from_river = _total(o.get("known") or {}, h.get("known") or {})
            if known:
                out.append(f"{who} takes {join(known)} from the river")
                told_river = True
            pile = d - from_river
            if pile > 0:
                drawn = plural(pile, "card")
                if "cards" in h and "cards" in o:
                    got, _ = _count_diff(
                        _minus(o["cards"], o.get("known")), _minus(h["cards"], h.get("known"))
                    )
                    drawn = join(got) or drawn
                out.append(f"{who} draws {drawn} from the draw pile")
        elif d < 0:
            what = join(played) if discarded == -d and played else plural(-d, "card")
            out.append(f"{who} plays {what}")
    if (lost_r and not told_river) or gained_r:
        bits = []
        if lost_r and not told_river:
            bits.append("taken " + join(lost_r))
        if gained_r:
            bits.append("refilled with " + join(gained_r))
        out.append("river: " + "; ".join(bits))
    if played and not any(" plays " in line for line in out):
        out.append("to the discard: " + join(played))
    d = (after.get("draw_pile") or 0) - (before.get("draw_pile") or 0)
    if (after.get("exhaustions") or 0) > (before.get("exhaustions") or 0):
        times = "first" if after["exhaustions"] == 1 else "second"
        out.append(f"the draw pile runs out for the {times} time")
    if d > 0:
        out.append(
            f"the discard is shuffled into a new draw pile of {plural(after.get('draw_pile'), 'card')}"
        )
    return out


def _card(kind: str) -> str:
    """A biome card by its biome; the Void's cards by their name."""
    return "Void card" if kind == "void" else kind


def _total(a: dict, b: dict) -> int:
    return sum(max(0, b[k] - a.get(k, 0)) for k in b)


def _minus(cards: dict, known: dict | None) -> dict:
    """The hand's cards that only its holder knows."""
    return {k: n - (known or {}).get(k, 0) for k, n in cards.items()}


def _count_diff(a: dict, b: dict) -> tuple[list[str], list[str]]:
    got = [plural(b[k] - a.get(k, 0), _card(k)) for k in b if b[k] > a.get(k, 0)]
    lost = [plural(a[k] - b.get(k, 0), _card(k)) for k in a if a[k] > b.get(k, 0)]
    return got, lost


def _scores(before: dict, after: dict, watcher: int | None) -> list[str]:
    out = []
    old, new = before.get("scores") or [], after.get("scores") or []
    for t, (a, b) in enumerate(zip(old, new, strict=False)):
        if a != b:
            out.append(f"{_tribe(after, t, watcher)} scores {b - a:+d} (now {plural(b, 'point')})")
    if after.get("mid_game_scores") and not before.get("mid_game_scores"):
        out.insert(0, "mid-game scoring")
    return out
