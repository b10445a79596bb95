"""The Animal Companion on the SVG board (L2045-L2075): one strip with the cards on offer
or drawn at setup (clickable for the seat choosing) and each seat's Pet card (the deciding
seat's own clickable to use it). Nothing is drawn without the module."""

from __future__ import annotations

from ludotheque.games.darwins_journey.fronts.board.common import W, chip

H = 62


def _title(card) -> str:
    if card == "hidden":
        return "hidden"
    return f"{card.get('id')} {card.get('name')}"


def _text(card) -> str:
    return "kept, hidden until every drawer has kept one" if card == "hidden" else card["text"]


def pets(add, view: dict, targets: dict, y0: float) -> float:
    """The strip 8 below `y0`, or nothing (y0 back) without the module."""
    data = view.get("animals")
    if not isinstance(data, dict):
        return y0
    y0 += 8
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{H}" rx="8" class="sec"/>')
    add('<text x="12" y="18" class="h2 l">Animal cards</text>')
    shown = [("offer", c) for c in data.get("offer") or []]
    shown += [("hand", c) for c in data.get("hand") or []]
    shown += [(p, c) for p, c in enumerate(data.get("cards") or []) if c]
    for k, (where, card) in enumerate(shown[:6]):
        head = _title(card) if isinstance(where, str) else f"seat {where + 1}: {_title(card)}"
        key = f"pet:{card.get('id')}" if isinstance(card, dict) else "pet:hidden"
        chip(add, 12 + 200 * k, 28, 190, 24, head, key, targets, _text(card))
    add("</g>")
    return y0 + H
