"""Encyclopedia's events in words, from two views of one seat (Game.narrate): the game's
own log lines, then each seat's gains and spending (coins, recolour tokens, seals,
reputation, VP, research cubes, cards studied, published or recruited, dice taken and
placed), the slot effect a die's owner gains when another seat takes it, the dice on
the central board, the markets, the round and the final scoring by category with the
winner and the tie-break (docs/events-audit.md). Views only."""

from __future__ import annotations

import re

from ludotheque.fronts.narration import (
    by_parts,
    changes,
    final_lines,
    for_watcher,
    join,
    new_lines,
    plural,
    seat_line,
    seat_name,
    winner_line,
)
from ludotheque.games.encyclopedia.report import LABELS

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
    """A view here is public but for who looks and the decision (view.py), and the
    server's views of one position hold the same public parts: what those parts tell is
    told once for every watcher it does not name (`for_watcher`), and each seat it
    names is told its own."""
    if not before:
        return []
    parts = tuple([v for k, v in before.items() if k not in _OWN]) + tuple(
        [v for k, v in after.items() if k not in _OWN]
    )
    return for_watcher("encyclopedia", parts, seat, lambda w: _narrate(before, after, w))


_OWN = frozenset(("seat", "decision"))  # a view's own keys, which narration reads not


def _narrate(before: dict, after: dict, seat: int | None) -> list[str]:
    lines = new_lines(before.get("log"), after.get("log"))
    out = list(lines)
    if after.get("round") != before.get("round"):
        out.append(f"round {after.get('round')} of {after.get('rounds')} begins")
    out += _slot_effects(before, after, seat, lines)
    # Words that read only parts every seat sees alike are kept by those parts (the
    # views of a position share them: `by_parts`); who is named stays each seat's own.
    old_seats = {x["seat"]: x for x in before.get("seats") or []}
    for x in after.get("seats") or []:
        o = old_seats.get(x["seat"])
        if o is None or o == x:  # equal parts tell nothing: skipped, as most are
            continue
        bits = by_parts("encyclopedia seat", (o, x), lambda o=o, x=x: _seat_bits(o, x))
        if bits:
            out += seat_line(_who(after, x["seat"], seat), bits)
    if after.get("round") != before.get("round"):
        out.append("the central board is cleared")
    else:
        ob, nb = before.get("central"), after.get("central")
        if ob is not nb:
            bits = by_parts(
                "encyclopedia central",
                (ob, nb),
                lambda: changes(_central(before), _central(after), name=_die) if ob != nb else [],
            )
            out += seat_line("central board", bits)
    markets = (
        before.get("university"),
        before.get("academy"),
        after.get("university"),
        after.get("academy"),
    )
    out += by_parts("encyclopedia markets", markets, lambda: _markets(*markets))
    b_tok = (before.get("round_tokens") or {}).get("revealed") or []
    a_tok = (after.get("round_tokens") or {}).get("revealed") or []
    if len(a_tok) > len(b_tok):
        out.append(f"round token revealed: {', '.join(a_tok[len(b_tok) :])}")
    if after.get("over") and not before.get("over"):
        out.append("the game is over: final scoring")
        out += _final(after, seat)
    return out


def _seat_bits(o: dict, x: dict) -> list[str]:
    """A seat's changes in words, without who it is (none when its parts are equal, as
    most are)."""
    if o == x:
        return []
    o, x, lap = _lap(o, x)
    return lap + changes(_flat_board(o), _flat_board(x), NOUNS, name=_die)


def _markets(university_b, academy_b, university_a, academy_a) -> list[str]:
    if university_b == university_a and academy_b == academy_a:
        return []
    bits = changes(
        {"university": university_b, "academy": _names(academy_b)},
        {"university": university_a, "academy": _names(academy_a)},
    )
    return seat_line("markets", bits)


def _lap(o: dict, x: dict) -> tuple[dict, dict, list[str]]:
    """Reputation is only ever gained; the track wraps to its start after its last space
    (L449), so a token that ends lower has gone round: told as that, not as a loss."""
    a, b = o.get("reputation"), x.get("reputation")
    if not (isinstance(a, int) and isinstance(b, int) and b < a):
        return o, x, []
    o, x = dict(o), dict(x)
    del o["reputation"], x["reputation"]
    return o, x, [f"reputation token round the track, from space {a} to space {b}"]


def _who(view: dict, p: int, watcher: int | None) -> str:
    """`seat 1`, `seat 0 (you)`, or `seat 1 (automa)` for a seat an Automa plays."""
    seats = {x.get("seat"): x for x in view.get("seats") or []}
    automa = (seats.get(p) or {}).get("automa")
    return seat_name(p, watcher) + (" (automa)" if automa else "")


# a die's slot on an individual board, and what its owner gains when another takes it
SLOTS = {
    "x": ("X slot", "nothing"),
    "2 coins": ("2 coins slot", "2 coins"),
    "2 rep": ("2 reputation slot", "2 reputation"),
    "3 vp": ("3 VP slot", "3 VP"),
}


def _slot_effects(before: dict, after: dict, watcher: int | None, lines: list[str]) -> list[str]:
    """A die taken from another player's board gives its owner the slot's effect (L236):
    told as such, with the taker (an Automa's log line names the die it took; else the
    seat to play)."""
    if before.get("round") != after.get("round"):
        return []
    old = {x["seat"]: x.get("board") or {} for x in before.get("seats") or []}
    changed = [x for x in after.get("seats") or [] if (x.get("board") or {}) != old.get(x["seat"])]
    if not changed:  # no board lost a die (most moves): nothing to tell
        return []
    automa = {}
    for line in lines:
        m = re.match(r"seat (\d+) \(automa\) took (\w+ \d)", line)
        if m:
            automa[m.group(2)] = int(m.group(1)) - 1  # the log counts seats from 1
    # a turn that ends may start the next seat's, whose die the engine takes for it
    # when it has no other choice
    mover = before.get("active")
    if after.get("active") != mover:
        mover = after.get("active")
    out = []
    for x in changed:  # a board the same as before lost no die
        owner = x["seat"]
        for slot, dice in (x.get("board") or {}).items():
            now = [_die(d) for d in dice]
            for die in [_die(d) for d in old.get(owner, {}).get(slot) or []]:
                if die in now:
                    now.remove(die)
                    continue
                taker = automa.get(die, mover)
                if taker is None or taker == owner:
                    continue
                place, gain = SLOTS.get(slot, (slot, "its effect"))
                out.append(
                    f"{_who(after, taker, watcher)} takes the {die} from "
                    f"{_who(after, owner, watcher)}'s {place}: "
                    f"{_who(after, owner, watcher)} gains {gain}"
                )
    return out


def _final(view: dict, watcher: int | None) -> list[str]:
    """Each seat's points by the end-of-game categories (L994-L1012), then the winner;
    a tie goes to the most Animals published (ruling E13)."""
    parts = view.get("final_scoring") or {}
    scores = view.get("scores") or []
    who = lambda p: _who(view, p, watcher)  # noqa: E731
    cats = [(LABELS.get(k, k), v) for k, v in parts.items()]
    out = final_lines(cats, scores, who)
    winners = view.get("winners") or []
    top = max(scores) if scores else 0
    tied = [p for p, x in enumerate(scores) if x == top]
    if len(tied) > len(winners) > 0:
        seats = {x["seat"]: x for x in view.get("seats") or []}
        most = join(f"{who(p)} {len(seats.get(p, {}).get('published') or [])}" for p in tied)
        out.append(f"tie at {plural(top, 'point')}, broken by the Animals published: {most}")
    return out + winner_line(winners, scores, who)


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
        out[f"on the {SLOTS.get(space, (space,))[0]}"] = [_die(d) for d in dice]
    return out
