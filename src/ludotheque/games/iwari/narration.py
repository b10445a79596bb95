"""Iwari's events in words, from two views of one seat (Game.narrate): huts and totems
built, the Void's turns (its totems, its pawn, the territories it claims), mountains,
the river, cards drawn and scores, each with the tribe and the amount. Views only: a
hand the seat cannot see is told as a count."""

from __future__ import annotations

from ludotheque.fronts.narration import changes, join, plural, seat_line


def _tribe(view: dict, t: int, watcher: int | None) -> str:
    names = view.get("tribes") or []
    name = names[t] if 0 <= t < len(names) else f"tribe {t}"
    if name == "void":
        return "the Void"
    if name == "neutral":
        return "the neutral tribe"
    return name + (" (you)" if t == watcher else "")


def _territory(t: dict) -> str:
    return f"{t['id']} ({t.get('biome', '?')})"


def narrate(before: dict | None, after: dict, seat: int | None) -> list[str]:
    if not before:
        return []
    out: list[str] = []
    out += _board(before, after, seat)
    out += _void(before, after)
    out += _cards(before, after, seat)
    out += _scores(before, after, seat)
    if after.get("end_triggered") and not before.get("end_triggered"):
        out.append("the end of the game is triggered: the round is played out")
    if after.get("over") and not before.get("over"):
        out.append("the game is over: final scoring")
    return out


def _board(before: dict, after: dict, watcher: int | None) -> list[str]:
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
        for pawn in ("union", "discovery"):
            if t.get(pawn) != o.get(pawn):
                out.append(f"{pawn} pawn in {_territory(t)}: {o.get(pawn)} -> {t.get(pawn)}")
    old_c = {c["number"]: c for c in before.get("board", {}).get("connections", [])}
    for c in after.get("board", {}).get("connections", []):
        o = old_c.get(c["number"])
        if o is None or o == c:
            continue
        where = f"path {c['number']} ({c['a']}-{c['b']}, {c.get('kind')})"
        if c.get("covered") and not o.get("covered"):
            out.append(f"a mountain now covers {where}")
        if c.get("pawns") != o.get("pawns"):
            out.append(f"pawns on {where}: {o.get('pawns')} -> {c.get('pawns')}")
    exp_b = before.get("board", {}).get("expansion", {})
    exp_a = after.get("board", {}).get("expansion", {})
    out += seat_line("expansion", changes(exp_b, exp_a))
    mods_b = before.get("board", {}).get("modules", {})
    mods_a = after.get("board", {}).get("modules", {})
    out += seat_line("modules", changes(mods_b, mods_a))
    return out


def _void(before: dict, after: dict) -> list[str]:
    a, b = before.get("void"), after.get("void")
    if not a or not b:
        return []
    out = []
    if a.get("pawn") != b.get("pawn"):
        out.append(f"the Void's pawn moves from path {a.get('pawn')} to path {b.get('pawn')}")
    for tid, who in (b.get("claimed") or {}).items():
        if (a.get("claimed") or {}).get(tid) != who:
            whom = "the players" if who == "players" else "the Void"
            out.append(f"{tid} is claimed by {whom}")
    for key, word in (
        ("void_cards_above_reserve", "Void cards above the reserve"),
        ("void_cards_beside_board", "Void cards beside the board"),
    ):
        d = (b.get(key) or 0) - (a.get(key) or 0)
        if d:
            out.append(f"{word}: {d:+d} (now {b.get(key)}; the players lose at {b.get('lose_at')})")
    spent = [x for x in b.get("spent_spaces") or [] if x not in (a.get("spent_spaces") or [])]
    if spent:
        out.append(f"spaces spent by the Void: {', '.join(spent)}")
    if b.get("result") and b.get("result") != a.get("result"):
        out.append(f"solo result: {b['result']} win")
    return out


def _cards(before: dict, after: dict, watcher: int | None) -> list[str]:
    out = []
    gained_r, lost_r = _count_diff(before.get("river") or {}, after.get("river") or {})
    if gained_r or lost_r:
        bits = []
        if lost_r:
            bits.append("taken " + join(lost_r))
        if gained_r:
            bits.append("added " + join(gained_r))
        out.append("river: " + "; ".join(bits))
    old_h, new_h = before.get("hands") or [], after.get("hands") or []
    for p, (o, h) in enumerate(zip(old_h, new_h, strict=False)):
        who = _tribe(after, p, watcher)
        if "cards" in h and "cards" in o:
            got, lost = _count_diff(o["cards"], h["cards"])
            bits = []
            if got:
                bits.append("take " + join(got))
            if lost:
                bits.append("play " + join(lost))
            if bits:
                out.append(f"{who}: " + "; ".join(bits))
        else:
            d = h.get("count", 0) - o.get("count", 0)
            if d > 0:
                out.append(f"{who} takes {plural(d, 'card')}")
            elif d < 0:
                out.append(f"{who} plays {plural(-d, 'card')}")
    got, _ = _count_diff(before.get("discard") or {}, after.get("discard") or {})
    if got:
        out.append("to the discard: " + join(got))
    d = (after.get("draw_pile") or 0) - (before.get("draw_pile") or 0)
    if d > 0:
        out.append(f"the draw pile is rebuilt: {plural(after.get('draw_pile'), 'card')}")
    if (after.get("exhaustions") or 0) > (before.get("exhaustions") or 0):
        out.append(f"the draw pile ran out ({after['exhaustions']} time(s))")
    return out


def _count_diff(a: dict, b: dict) -> tuple[list[str], list[str]]:
    got = [plural(b[k] - a.get(k, 0), k) for k in b if b[k] > a.get(k, 0)]
    lost = [plural(a[k] - b.get(k, 0), k) for k in a if a[k] > b.get(k, 0)]
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
