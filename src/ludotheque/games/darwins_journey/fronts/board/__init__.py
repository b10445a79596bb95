"""Darwin's Journey's table as SVG: the Diaries with their spaces and workers, the Academy,
the Correspondence envelopes, the Museum, the face-up objectives and HMS Beagle goals, the
VP and Theory of Evolution tracks, the Ocean and the three Islands, and every seat's
personal board.

Drawn from the seat's view and the static component data only: other seats' draft hands
and picks are not in the view (their crew cards are a count until revealed), so they are
never drawn. Clickable (for the deciding seat): Diary spaces (place on, unlock, execute),
Academy seals (take), envelope stamps per stack, Museum cells (deliver, research), track
spaces (to), Islands (which explorer, place an explorer), tent spaces and campsites,
face-up objectives and those of the seat (take, complete), objective slots, crew cards
(draft, complete, copy), the seat's workers (which worker, which row gets a seal) and the
starting pairs, the Great Ship cards on offer. Everything else (end turn, do an action, stop here, go on...) is chosen
from the page's list.

One file per part: `diaries` (worker spaces), `supply` (Academy, Correspondence, Museum,
objectives, Beagle goals, VP and Theory tracks), `seas` (Ocean and Islands), `seat` (a
personal board, the draft hand), `great_ship` (the module's cards), `pirates` (regions,
treasures), `animals` (the Pet cards); `targets` maps options to elements; `common` holds what
they all draw with.
"""

from __future__ import annotations

from ludotheque.fronts.svg import svg_open
from ludotheque.games.darwins_journey.fronts.board.animals import pets
from ludotheque.games.darwins_journey.fronts.board.common import (
    SEAT_COLOURS,
    STYLE,
    W,
    _e,
    seat_name,
)
from ludotheque.games.darwins_journey.fronts.board.diaries import diaries
from ludotheque.games.darwins_journey.fronts.board.fireland import fireland
from ludotheque.games.darwins_journey.fronts.board.great_ship import offer
from ludotheque.games.darwins_journey.fronts.board.seas import seas
from ludotheque.games.darwins_journey.fronts.board.seat import hand, player
from ludotheque.games.darwins_journey.fronts.board.supply import middle, tracks
from ludotheque.games.darwins_journey.fronts.board.targets import targets as _targets
from ludotheque.games.darwins_journey.rules.scenarios.config import CHOICES

__all__ = ["W", "config_choices", "render"]

PHASES = {
    "draft": "crew draft",
    "pairs": "starting objectives",
    "ships": "Great Ship draft",
    "pets": "Animal cards",
    "action": "Action phase",
    "reward": "Reward phase",
    "over": "game over",
}


def config_choices() -> dict[str, list]:
    # Modules are a set of checkboxes in the lobby already; the Pets' setup is one of two,
    # the Scenarios card one of its table's (none, B1-B4, F1-F4: rules/scenarios/config.py)
    # or one drawn at random.
    return {"animal_setup": ["all", "choice"], "scenario": list(CHOICES)}


def render(view: dict, options: list[str], seat: int | None, config: dict) -> str:
    targets = _targets(view, list(options), seat)
    out: list[str] = []
    add = out.append
    y = _header(add, view, seat)
    y = hand(add, view, targets, y + 8)
    y = offer(add, view, targets, y + 8)
    y = pets(add, view, targets, y)  # 8 apart when drawn
    y = diaries(add, view, targets, y + 8)
    y = middle(add, view, targets, y + 8)
    y = tracks(add, view, y + 8)
    y = seas(add, view, targets, y + 8)
    y = fireland(add, view, targets, y + 8)  # the expansion's side, when played
    for p in range(len(view.get("seats") or [])):
        y = player(add, view, p, seat, targets if p == seat else {}, y + 8)
    if view.get("final"):
        y = _final(add, view, seat, y + 8)
    return (
        svg_open(W, y + 8, "darwins-journey", "Darwin's Journey table")
        + f"<style>{STYLE}</style>"
        + "".join(out)
        + "</svg>"
    )


def _header(add, view: dict, seat: int | None) -> float:
    decision = view.get("decision") or {}
    deciding = decision.get("seat")
    add(f'<rect x="0" y="0" width="{W}" height="58" rx="8" class="sec"/>')
    phase = view.get("phase", "")
    if phase == "over":
        head = "Game over"
    else:
        head = f"Round {view.get('round', '?')} of 5 · {PHASES.get(phase, phase)}"
    add(f'<text x="12" y="24" class="h1 l">{_e(head)}</text>')
    if deciding is not None:
        add(
            f'<circle cx="420" cy="18" r="8" class="piece" '
            f'style="fill:{SEAT_COLOURS[deciding % 4]}"/>'
        )
        prompt = decision.get("prompt") or ""
        add(
            f'<text x="434" y="23" class="h2 l">{_e(seat_name(deciding, seat))}: '
            f"{_e(prompt)}</text>"
        )
    order = ", ".join(str(p + 1) for p in view.get("order") or [])
    n = view.get("players") or len(view.get("seats") or [])
    line = f"{n} players · turn order: seats {order}"
    if view.get("modifier"):
        line += f" · Museum modifier x{view['modifier']}"
    scenario = view.get("scenarios") or view.get("fireland_scenario") or {}
    if scenario.get("card"):  # the Scenarios module's card set the tiles (L2261)
        line += f" · scenario {scenario['card']}"
        if scenario.get("drawn"):  # `scenario: "random"` drew it (ruling FL-R49)
            line += " (drawn at random)"
    pirate = (view.get("pirates") or {}).get("card")
    if pirate:  # the Pirates' scenario card P1 did (L2171)
        line += f" · scenario {pirate['id']}"
    log = view.get("log") or []
    if log:
        line += f" · last: {log[-1]}"
    add(f'<text x="12" y="46" class="s l m">{_e(line)}</text>')
    return 58


def _final(add, view: dict, seat: int | None, y0: float) -> float:
    final = view.get("final") or {}
    seats = final.get("seats") or []
    mod = final.get("modifier") or 1
    winners = view.get("winners") or []
    h = 40 + 18 * len(seats)
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{h}" rx="8" class="sec"/>')
    names = ", ".join(seat_name(w, seat) for w in winners) or "nobody"
    add(f'<text x="12" y="22" class="h2 l">Final scoring: {_e(names)} won</text>')
    for p, e in enumerate(seats):
        board = sum((e.get("board") or {}).values())
        text = (
            f"{seat_name(p, seat)}: {e.get('total', 0)} VP = VP track {e.get('track', 0)}"
            f" + personal board {board} + Theory of Evolution {e.get('theory', 0)}"
            f" ({e.get('theory', 0) // mod} books x{mod}) + coins and TK {e.get('leftovers', 0)}"
        )
        add(f'<text x="12" y="{40 + 18 * p}" class="s l">{_e(text)}</text>')
    add("</g>")
    return y0 + h
