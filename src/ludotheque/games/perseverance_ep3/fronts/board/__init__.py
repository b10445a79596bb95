"""Perseverance Ep3's table as SVG: the wilderness map, the plains and the town with the
pool of dice, the officers, the assembly board and the offers, and each seat's player
board with its ranch; the final scoring once the game is over.

Static geometry and names come from the game's data (`components()`); where every piece
is comes from the seat's view only, so what the seat may not see (other seats' goal
cards, pile orders, face-down tiles) is never drawn: it is not in the view.

Clickable (when the seat decides): town zones (start in, place in, shelter in), shelter
spaces, die spaces (swap), pool dice (take, swap), locations and the Outpost (shelter,
harvest, take back), a chip per unit under a location (send ... to), officers (cube on,
favour of), structure parcels (build, remove), adventure cards (start), ranch offer tiles
(take), and on your own board: ranch cells (place on, resolve), crate rows (row ..., crate
on row), resources (gain) and untrained dinos (train). Everything else is in the page's
list of options.

One file per part: `wilderness`, `town`, `offers`, `seat`; `targets` maps options to
elements, `common` holds what they draw with.
"""

from __future__ import annotations

from ludotheque.fronts.svg import svg_open
from ludotheque.games.perseverance_ep3.fronts.board.common import (
    DISSIDENT,
    STYLE,
    W,
    colour,
    e,
    seat_name,
)
from ludotheque.games.perseverance_ep3.fronts.board.dissidents import dissidents
from ludotheque.games.perseverance_ep3.fronts.board.offers import offers
from ludotheque.games.perseverance_ep3.fronts.board.seat import player
from ludotheque.games.perseverance_ep3.fronts.board.targets import targets as find_targets
from ludotheque.games.perseverance_ep3.fronts.board.town import town
from ludotheque.games.perseverance_ep3.fronts.board.wilderness import wilderness

__all__ = ["W", "config_choices", "render"]


def config_choices() -> dict[str, list]:
    # The lobby asks the player count itself; the three variants are checkboxes, and
    # `leaders` / `first_player` are typed (null: dealt at random).
    return {}


def render(view: dict, options: list[str], seat: int | None, config: dict) -> str:
    token = DISSIDENT.set(view.get("dissident", -1))
    try:
        return _render(view, options, seat)
    finally:
        DISSIDENT.reset(token)


def _render(view: dict, options: list[str], seat: int | None) -> str:
    targets = find_targets(view, list(options or ()), seat)
    out: list[str] = []
    add = out.append
    y = _header(add, view, seat)
    y = wilderness(add, view, targets, y + 8)
    y = town(add, view, targets, y + 8)
    y = offers(add, view, targets, y + 8)
    y = dissidents(add, view, y + 8)  # solo only: the Dissidents' board
    for p in range(len(view.get("players") or [])):
        y = player(add, view, p, seat, targets if p == seat else {}, y + 8)
    if view.get("phase") == "over" and view.get("final"):
        y = _final(add, view, seat, y + 8)
    return (
        svg_open(W, y + 8, "perseverance-ep3", "Perseverance Episode 3 table")
        + f"<style>{STYLE}</style>"
        + "".join(out)
        + "</svg>"
    )


def _header(add, view: dict, seat: int | None) -> float:
    decision = view.get("decision") or {}
    players = view.get("players") or []
    add(f'<rect x="0" y="0" width="{W}" height="58" rx="8" class="sec"/>')
    if view.get("phase") == "over":
        head = "Game over"
    else:
        active = view.get("active", 0)
        turns = players[active].get("turns", 0) if 0 <= active < len(players) else 0
        head = f"Perseverance, Episode 3 · turn {min(turns + 1, 8)} of 8"
    add(f'<text x="12" y="24" class="h1 l">{e(head)}</text>')
    deciding = decision.get("seat")
    if isinstance(deciding, int) and 0 <= deciding < len(players) and view.get("phase") != "over":
        add(f'<circle cx="470" cy="18" r="8" class="piece" style="fill:{colour(deciding)}"/>')
        add(
            f'<text x="484" y="23" class="h2 l">{e(seat_name(view, deciding, seat))} to play</text>'
        )
    line = [f"{len(players)} players"]
    if view.get("dissident", -1) != -1:
        line.append("with the dissident (grey)")
    if view.get("dissidents"):
        line = ["solo against the Dissidents, Narek (seat 1) and Camilla (seat 2)"]
    if decision.get("prompt") and view.get("phase") != "over":
        line.append(str(decision["prompt"]))
    add(f'<text x="12" y="46" class="s l m">{e(" · ".join(line))}</text>')
    return 58


def _final(add, view: dict, seat: int | None, y0: float) -> float:
    final = view.get("final") or []
    players = view.get("players") or []
    winners = view.get("winners") or []
    influence = (view.get("board") or {}).get("influence") or {}
    height = 40 + 18 * len(final)
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{height}" rx="8" class="sec"/>')
    names = ", ".join(seat_name(view, w, seat) for w in winners) or "nobody"
    add(f'<text x="12" y="22" class="h2 l">Final scoring: {e(names)} won</text>')
    for p, parts in enumerate(final):
        total = players[p].get("followers", 0) if p < len(players) else 0
        cubes = sum(c[p] for c in influence.values() if p < len(c))
        text = (
            f"{seat_name(view, p, seat)}: {total} followers, of which structures "
            f"{parts.get('structures', 0)}, artefacts {parts.get('artefacts', 0)}, leftovers "
            f"{parts.get('leftovers', 0)} · {cubes} influence cubes (tie-break)"
        )
        add(f'<text x="12" y="{40 + 18 * p}" class="s l">{e(text)}</text>')
    add("</g>")
    return y0 + height
