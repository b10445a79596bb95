"""Darwin's Journey's events in words, from two views of one seat (Game.narrate): the
game's own log lines, then each seat's gains and spending (coins, VP, knowledge,
Theory, seals, workers, crew, objectives, tents, explorers, the ship, lenses, research),
Alfred's turns and the board (seals in the Academy, the Museum, the Beagle, stamps).
Views only: a crew hand not yet revealed is a count."""

from __future__ import annotations

from ludotheque.fronts.narration import changes, new_lines, seat_line, seat_name
from ludotheque.games.darwins_journey.words import in_words

NOUNS = {
    ("coins",): "coin",
    ("vp",): "VP",
    ("tk",): "knowledge",
    ("theory",): "Theory step",
    ("rows",): "seals",
    ("free_workers",): "free workers",
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
}
BOARD = {
    ("spaces",): None,
    ("specimens",): None,
    ("seal_pile",): None,
    ("row_coins",): None,
}


def _flat_rows(seat: dict) -> dict:
    out = dict(seat)
    rows = out.pop("rows", None)
    if isinstance(rows, list):
        out["rows"] = [c for r in rows for c in r]
    return out


def narrate(before: dict | None, after: dict, seat: int | None) -> list[str]:
    if not before:
        return []
    out = new_lines(before.get("log"), after.get("log"))
    if after.get("round") != before.get("round"):
        out.append(f"round {after.get('round')} begins")
    elif after.get("phase") != before.get("phase"):
        out.append(f"phase: {after.get('phase')}")
    for p, (o, x) in enumerate(
        zip(before.get("seats") or [], after.get("seats") or [], strict=False)
    ):
        if o == x:  # equal parts tell nothing: skipped, as most are
            continue
        if isinstance(o.get("crew"), int) != isinstance(x.get("crew"), int):
            o, x = (
                {k: v for k, v in o.items() if k != "crew"},
                {k: v for k, v in x.items() if k != "crew"},
            )
        out += seat_line(seat_name(p, seat), changes(_flat_rows(o), _flat_rows(x), NOUNS))
    out += seat_line("board", changes(before.get("board"), after.get("board"), BOARD))
    a, b = before.get("alfred"), after.get("alfred")
    if a and b:
        out += seat_line("Alfred", changes(a, b, {("seat",): None}))
    if after.get("final") and not before.get("final"):
        out.append("the game is over: final scoring")
    return [in_words(line) for line in out]  # spaces, specimens, objectives by name
