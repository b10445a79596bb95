"""Darwin's Journey's events in words, from two views of one seat (Game.narrate): the
game's own log lines, then each seat's gains and spending (coins, VP, knowledge,
Theory, seals, workers, crew, objectives, tents, explorers, the ship, lenses, research),
Alfred's turns and the board (seals in the Academy, the Museum, the Beagle, stamps put
on envelopes), and the final scoring by category with the winner and the tie-break; the
Reward phase's envelopes and HMS Beagle goal come in the game's log lines
(docs/events-audit.md). Views only: a crew hand not yet revealed is a count."""

from __future__ import annotations

from functools import lru_cache

from ludotheque.fronts.narration import (
    by_parts,
    changes,
    final_lines,
    join,
    new_lines,
    plural,
    same_parts,
    seat_line,
    seat_name,
    winner_line,
)
from ludotheque.games.darwins_journey.report import BOARD as BOARD_LINES
from ludotheque.games.darwins_journey.words import in_words

NOUNS = {
    ("coins",): "coin",
    ("vp",): "VP",
    ("tk",): "knowledge",
    ("theory",): "Theory step",
    ("rows",): "seals",
    ("free_workers",): None,  # the log names the worker placed; all come back each round
    ("fifth_worker",): "fifth worker",
    ("crew",): "crew",
    ("crew_done",): "crew cards completed",
    ("reserve",): "objectives in reserve",
    ("slots",): "objectives placed",
    ("completed_slots",): "objective slots completed",
    ("stacks",): None,
    ("cup",): "cup",
    ("tents",): "tents",
    ("explorers",): "explorers",
    ("ship",): "ship",
    ("lenses",): "lens",
    ("research",): "research",
    ("great_ship",): "Great Ship card",  # the module (L2077): the card a seat took
    ("treasures",): "Treasure token",  # the Pirates (L2194); their moves are log lines
    ("raid_cost",): None,  # what a raid would take now: told when it happens (log)
}
BOARD = {
    ("spaces",): None,
    ("envelopes",): None,  # stamps: _stamps; rewards: the game's log
    ("beagle_tiles",): None,  # a goal scored: the game's log ("HMS Beagle goal ...")
    ("beagle_space",): "the HMS Beagle",
    ("silver objectives on offer",): "silver objectives on offer",  # _board_words
    ("gold objectives on offer",): "gold objectives on offer",
    ("silver objective pile",): "silver objective in the pile",
    ("gold objective pile",): "gold objective in the pile",
    ("academy",): "Academy seals",
    ("campsites",): None,  # a tent pitched: the seat's line ("tents +tent 1 at C4")
    ("specimens",): None,
    ("seal_pile",): None,
    ("row_coins",): None,
}


PHASES = {
    "draft": "crew cards are chosen",
    "pairs": "each seat picks its pair of starting objectives",
    "ships": "each seat takes a Great Ship card, right to left on the Turn Order track",
    "pets": "the Animal cards are taken, before the crew cards",
    "action": "the Action phase begins: workers are placed in turn order",
    "reward": "the Reward phase: Correspondence envelopes, then the HMS Beagle goal",
}
ALFRED = {
    ("seat",): None,
    ("bonus",): "step on his Bonus track",
    ("deck",): "Action card in his deck",
    ("drawn",): "Action cards drawn",
    ("resting",): "Action cards resting",
    ("bonus_cards",): None,
}


def _item(x) -> str:
    """A list entry in words: a tent as `tent 1 at C1` (the view's [campsite, number])."""
    if isinstance(x, list) and len(x) == 2 and isinstance(x[1], int):
        return f"tent {x[1]} at {x[0]}"
    if isinstance(x, dict):
        return str(x.get("name") or x.get("id") or "/".join(str(v) for v in x.values()))
    return "none" if x is None else str(x)


def _flat_rows(seat: dict) -> dict:
    """A seat's view as narrated: its seal rows as one list, its crew cards by number
    ("crew +card 4": they have no printed name)."""
    out = dict(seat)
    for key in ("crew", "crew_done"):
        if isinstance(out.get(key), list):
            out[key] = [f"card {c}" if isinstance(c, int) else c for c in out[key]]
    rows = out.pop("rows", None)
    if isinstance(rows, list):
        out["rows"] = [c for r in rows for c in r]
    return out


def _board_words(board):
    """The board with its objectives named as printed (`objective 12`, a number alone
    reads as a count) and each tier's pile on its own: `-2 silver objectives in the pile`."""
    if not isinstance(board, dict) or not isinstance(board.get("objectives"), dict):
        return board
    out = dict(board)
    objectives = out.pop("objectives")
    piles = objectives.get("piles") or ()
    for i, tier in enumerate(("silver", "gold")):
        out[f"{tier} objectives on offer"] = [f"objective {x}" for x in objectives.get(tier) or ()]
        out[f"{tier} objective pile"] = piles[i] if i < len(piles) else None
    return out


def _seat(o: dict, x: dict) -> list[str]:
    """A seat's changes in words, without who it is."""
    if isinstance(o.get("crew"), int) != isinstance(x.get("crew"), int):
        o, x = (
            {k: v for k, v in o.items() if k != "crew"},
            {k: v for k, v in x.items() if k != "crew"},
        )
    return changes(_flat_rows(o), _flat_rows(x), NOUNS, name=_item)


def narrate(before: dict | None, after: dict, seat: int | None) -> list[str]:
    if not before:
        return []
    out = new_lines(before.get("log"), after.get("log"))
    if after.get("round") != before.get("round"):
        out.append(f"round {after.get('round')} begins")
    elif after.get("phase") != before.get("phase") and after.get("phase") in PHASES:
        out.append(PHASES[after["phase"]])
    who = lambda p: _who(after, p, seat)  # noqa: E731
    out += _stamps(before, after, who)
    for p, (o, x) in enumerate(
        zip(before.get("seats") or [], after.get("seats") or [], strict=False)
    ):
        if o == x:  # equal parts tell nothing: skipped, as most are
            continue
        # A seat's words read its parts alone, which the views of a position share
        # (`by_parts`): told once for every listener; who it is stays each one's own.
        out += seat_line(who(p), by_parts("darwin seat", (o, x), lambda o=o, x=x: _seat(o, x)))
    ob, nb = before.get("board"), after.get("board")
    if ob is not nb:  # the words' boards are made once for the views that share these
        ob, nb = same_parts("darwin board", (ob, nb), lambda: (_board_words(ob), _board_words(nb)))
    out += seat_line("board", changes(ob, nb, BOARD))
    a, b = before.get("alfred"), after.get("alfred")
    if a and b:
        out += seat_line("Alfred", changes(a, b, ALFRED))
    if after.get("final") and not before.get("final"):
        out.append("the game is over: final scoring")
        out += _final(after, who)
    return [_in_words(line) for line in out]  # spaces, specimens, objectives by name


def _who(view: dict, p: int, watcher: int | None) -> str:
    alfred = view.get("alfred") or {}
    if alfred and alfred.get("seat") == p:
        return f"Alfred (seat {p + 1})"
    return seat_name(p, watcher)


def _stamps(before: dict, after: dict, who) -> list[str]:
    """Stamps placed on each Correspondence envelope, per seat."""
    out = []
    old = (before.get("board") or {}).get("envelopes") or []
    for e, (o, x) in enumerate(
        zip(old, (after.get("board") or {}).get("envelopes") or [], strict=False)
    ):
        for p, (a, b) in enumerate(zip(o.get("stamps") or [], x.get("stamps") or [], strict=False)):
            if b > a:  # stamps leave an envelope only as its rewards say (engine log)
                out.append(f"envelope {e + 1}: {who(p)} puts {plural(b - a, 'stamp')} (now {b})")
    return out


def _final(view: dict, who) -> list[str]:
    """Each seat's points in play, personal board lines A-F, Theory of Evolution and
    leftovers (L1165-L1199), then the winner; a tie goes to the Evolution marker, then
    coins (L1201-L1205)."""
    seats = (view.get("final") or {}).get("seats") or []
    if not seats:
        return []
    totals = [e.get("total", 0) for e in seats]
    cats = [("points in play", [e["track"] for e in seats])]
    cats += [(k, [e["board"].get(k, 0) for e in seats]) for k in BOARD_LINES]
    cats += [("Theory of Evolution", [e["theory"] for e in seats])]
    cats += [("coins and Temporary Knowledge", [e["leftovers"] for e in seats])]
    if "fireland" in seats[0]:  # Fireland's end lines (L1886-L1907)
        cats += [("Time spent", [e["fireland"]["time"] for e in seats])]
        cats += [("Adventure tokens", [e["fireland"]["adventures"] for e in seats])]
    out = final_lines(cats, totals, who)
    winners = view.get("winners") or []
    top = max(totals)
    tied = [p for p, t in enumerate(totals) if t == top]
    if len(tied) > 1 and len(winners) < len(tied):
        marks = view.get("seats") or []
        by = join(
            f"{who(p)} Theory {marks[p].get('theory')}, {plural(marks[p].get('coins', 0), 'coin')}"
            for p in tied
            if p < len(marks)
        )
        out.append(
            f"tie at {plural(top, 'point')}, broken by the Evolution marker, then coins: {by}"
        )
    return out + winner_line(winners, totals, who)


# `in_words`, kept per line: most lines are told to several seats, move after move, and
# their names are printed data.
_in_words = lru_cache(maxsize=20_000)(in_words)
