"""Encyclopedia's events in words, from two views of one seat (Game.narrate): the game's
own log lines, then each seat's gains and spending (coins, recolour tokens, seals,
reputation, VP, research cubes, cards studied, published or recruited, dice taken and
placed), the dice on the central board, the markets and the round. Views only."""

from __future__ import annotations

from ludotheque.fronts.narration import changes, new_lines, seat_line, seat_name

NOUNS = {
    ("seat",): None,
    ("automa",): None,
    ("coins",): "coin",
    ("tokens",): "expedition token",
    ("seals",): "royal seal",
    ("reputation",): "reputation",
    ("vp",): "VP",
    ("cubes",): "research cube",
    ("five_tokens",): "x5 token",
    ("rolled",): "dice to place",
    ("study",): "studying",
    ("published",): "published",
    ("experts",): "experts",
    ("covered_experts",): "experts face down",
    ("publications",): "cubes published",
}


def _die(d) -> str:
    if isinstance(d, dict) and "colour" in d:
        return f"{d['colour']} {d.get('value', '?')}"
    if isinstance(d, dict) and "name" in d:
        cubes = d.get("cubes")
        return d["name"] + (f"[{','.join(cubes)}]" if cubes else "")
    return str(d)


def narrate(before: dict | None, after: dict, seat: int | None) -> list[str]:
    if not before:
        return []
    out = new_lines(before.get("log"), after.get("log"))
    if after.get("round") != before.get("round"):
        out.append(f"round {after.get('round')} of {after.get('rounds')} begins")
    old_seats = {x["seat"]: x for x in before.get("seats") or []}
    for x in after.get("seats") or []:
        o = old_seats.get(x["seat"])
        if o is None or o == x:  # equal parts tell nothing: skipped, as most are
            continue
        bits = changes(_flat_board(o), _flat_board(x), NOUNS, name=_die)
        out += seat_line(seat_name(x["seat"], seat), bits)
    if after.get("round") != before.get("round"):
        out.append("the central board is cleared")
    elif after.get("central") != before.get("central"):
        bits = changes(_central(before), _central(after), name=_die)
        out += seat_line("central board", bits)
    if any(before.get(k) != after.get(k) for k in ("university", "academy")):
        bits = changes(
            {"university": before.get("university"), "academy": _names(before.get("academy"))},
            {"university": after.get("university"), "academy": _names(after.get("academy"))},
        )
        out += seat_line("markets", bits)
    b_tok = (before.get("round_tokens") or {}).get("revealed") or []
    a_tok = (after.get("round_tokens") or {}).get("revealed") or []
    if len(a_tok) > len(b_tok):
        out.append(f"round token revealed: {', '.join(a_tok[len(b_tok) :])}")
    if after.get("over") and not before.get("over"):
        out.append("the game is over: final scoring")
    return out


def _central(view: dict) -> dict:
    """The central board's dice per area and per expedition (its spaces' dice)."""
    central = dict(view.get("central") or {})
    for continent, spaces in (central.pop("expeditions", None) or {}).items():
        central[f"{continent} expedition"] = [sp["die"] for sp in spaces if sp.get("die")]
    return central


def _names(cards) -> list:
    return [c["name"] for c in cards or [] if c]


def _flat_board(seat: dict) -> dict:
    """The seat with its board's dice as one list per space (the dice taken or placed)."""
    out = dict(seat)
    board = out.pop("board", None) or {}
    for space, dice in board.items():
        out[f"on {space}"] = [_die(d) for d in dice]
    return out
