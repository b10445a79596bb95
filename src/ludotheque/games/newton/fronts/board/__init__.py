"""Newton's table as SVG: the map of Europe, the Tracks board (Work track and Technology
tree), the card market with the Great Discoveries and the supplies, and each seat's area
(desk, tucked cards, drawers, bookshelf, resources, Masters, hand).

Static geometry comes from the game's data (`components()`): the map is a graph without
coordinates, laid out once (`ludotheque.fronts.layout.disc_layout`, then turned to lie
wide), and the Technology tree is drawn from its `next` links. Where every piece is, and everything a seat
holds, comes from the seat's view only: other seats' unplayed Masters, draft packets and
tuck choices are not in it, so they are never drawn. Hands are public (ruling A32): every
seat's hand is drawn, only your own is clickable.

Clickable (when the seat decides): map places (to, jump, cube, city, cube here), Work cells
(works N when it moves exactly N spaces, or paying into the Objective), Technology nodes
(to, student), market cards (take), decks (reveal), Great Discoveries (buy, take,
activate), Objective tiles (objective), and in your own area: hand cards (play, discard),
desk cards (tuck, copy, effect), the tucked card of the column (special), action values
(action X), book spaces (book), drawers and income slots (replace, income), bonus tokens
(token), Masters (master, keep, discard), potions (buy potion), the Student reserve
(hire student), and the supplies (development X, income X). Everything else (boost, done,
end turn, keep, second tile...) is chosen from the page's list.

One file per part of the picture: `europe` (the map), `tracks` (Work track and Technology
tree), `market` (cards, Great Discoveries, supplies), `seat` (a seat's area); `geometry`
places things, `targets` maps options to elements, `common` holds what they all draw with.
This module stacks the parts and adds the header and the final scoring.
"""

from __future__ import annotations

from ludotheque.fronts.svg import svg_open
from ludotheque.games.newton.fronts.board.common import SEAT_COLOURS, STYLE, W, _e, _seat_name
from ludotheque.games.newton.fronts.board.europe import _map
from ludotheque.games.newton.fronts.board.geometry import geometry, tech_geometry
from ludotheque.games.newton.fronts.board.market import _market
from ludotheque.games.newton.fronts.board.seat import _player
from ludotheque.games.newton.fronts.board.targets import _targets
from ludotheque.games.newton.fronts.board.tracks import _tracks

__all__ = ["W", "config_choices", "geometry", "render", "tech_geometry"]


def config_choices() -> dict[str, list]:
    # Modules are a set of checkboxes in the lobby already; first_player takes a number.
    return {"invention_actions": ["single", "separate"]}


# ----- the picture -------------------------------------------------------------------------
def render(view: dict, options: list[str], seat: int | None, config: dict) -> str:
    geo = geometry((view.get("map") or {}).get("id") or "europe")
    targets = _targets(view, list(options), seat, geo)
    out: list[str] = []
    add = out.append
    y = _header(add, view, seat)
    y = _map(add, view, geo, targets, y + 6)
    y = _tracks(add, view, targets, y + 10)
    y = _market(add, view, targets, y + 10)
    seats = view.get("seats") or []
    for p in range(len(seats)):
        y = _player(add, view, p, seat, targets if p == seat else {}, y + 10)
    if view.get("over"):
        y = _final(add, view, seat, y + 10)
    height = y + 10
    return (
        svg_open(W, height, "newton", "Newton table")
        + f"<style>{STYLE}</style>"
        + "".join(out)
        + "</svg>"
    )


def _header(add, view: dict, seat: int | None) -> float:
    players = view.get("players") or len(view.get("seats") or [])
    decision = view.get("decision") or {}
    phase = view.get("phase", "")
    deciding = decision.get("seat")
    add(f'<rect x="0" y="0" width="{W}" height="58" rx="8" class="sec"/>')
    if view.get("over"):
        head = "Game over"
    else:
        head = f"Round {view.get('round', '?')} of 6 · turn {view.get('turn', '?')} of 5"
    add(f'<text x="12" y="24" class="h1 l">{_e(head)}</text>')
    who = ""
    if deciding is not None and 0 <= deciding < 4 and phase != "over":
        who = _seat_name(view, deciding, seat)
        add(
            f'<circle cx="330" cy="18" r="8" class="piece" '
            f'style="fill:{SEAT_COLOURS[deciding]};stroke:#000"/>'
        )
        label = {"draft": "drafts a Master", "tuck": "tucks a card"}.get(phase, "to play")
        add(f'<text x="344" y="23" class="h2 l">{_e(who)} {_e(label)}</text>')
    first = view.get("first_player")
    line = [f"phase: {phase}", f"{players} player{'s' if players != 1 else ''}"]
    if isinstance(first, int) and players > 1:
        line.append(f"first player: {_seat_name(view, first, seat)}")
    mods = view.get("modules") or []
    line.append("modules: " + (", ".join(mods) if mods else "none"))
    solo = view.get("solo")
    if solo:
        line.append(f"solo rank: {solo.get('rank_en', '')} ({solo.get('score', 0)} VP)")
    add(f'<text x="12" y="46" class="s l m">{_e(" · ".join(line))}</text>')
    turn = view.get("turn_state") or {}
    if turn:
        bits = []
        if turn.get("card"):
            bits.append(f"card played: {turn['card']}")
        perf = turn.get("performed")
        if perf:
            bits.append(f"did {perf.get('action', '').upper()} {perf.get('value', '')}")
        flags = [
            name
            for name, k in (
                ("action", "action_used"),
                ("effect", "effect_used"),
                ("boost", "boosted"),
                ("special", "special_used"),
            )
            if turn.get(k)
        ]
        if flags:
            bits.append("used: " + ", ".join(flags))
        if turn.get("task"):
            task = str(turn["task"])
            if "value_left" in turn:
                task += f" ({turn['value_left']} left)"
            bits.append("now: " + task)
        if bits:
            add(f'<text x="{W - 12}" y="46" class="s r">{_e(" · ".join(bits))}</text>')
    return 58


def _final(add, view: dict, seat: int | None, y0: float) -> float:
    final = (view.get("final_scoring") or {}).get("seats") or []
    winners = view.get("winners") or []
    height = 40 + 18 * len(final)
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{height}" rx="8" class="sec"/>')
    names = ", ".join(_seat_name(view, w, seat) for w in winners) or "nobody"
    add(f'<text x="12" y="22" class="h2 l">Final scoring: {_e(names)} won</text>')
    for p, entry in enumerate(final):
        objs = ", ".join(f"{k} {v}" for k, v in (entry.get("objectives") or {}).items())
        ms = ", ".join(f"{k} {v}" for k, v in (entry.get("masters") or {}).items())
        text = (
            f"{_seat_name(view, p, seat)}: {entry.get('total', 0)} VP = track "
            f"{entry.get('track', 0)}; Objectives: {objs or 'none'}; Masters: {ms or 'none'}"
        )
        if entry.get("rank_en"):
            text += f"; rank {entry['rank_en']}"
        add(f'<text x="12" y="{40 + 18 * p}" class="s l">{_e(text)}</text>')
    add("</g>")
    return y0 + height
