"""The Great Ship module on the SVG board (L2077-L2149): the cards on offer during the
setup draft (clickable for the seat taking one), and each seat's card on its personal
board by its name with our words for it. Nothing is drawn without the module."""

from __future__ import annotations

import textwrap

from ludotheque.games.darwins_journey.fronts.board.common import W, _e, chip


def _title(card: dict) -> str:
    return f"{card.get('id')} {card.get('name')}"


def offer(add, view: dict, targets: dict, y0: float) -> float:
    """The face-up cards still to take (public), a chip each."""
    cards = ((view.get("great_ship") or {}).get("offer")) or []
    if not cards:
        return y0
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="62" rx="8" class="sec"/>')
    add('<text x="12" y="18" class="h2 l">Great Ship cards: take one, right to left</text>')
    for k, card in enumerate(cards):
        key = f"ship:{card.get('id')}"
        chip(add, 12 + 250 * k, 28, 240, 24, _title(card), key, targets, str(card.get("text")))
    add("</g>")
    return y0 + 62


def seat_card(add, view: dict, p: int, x: float, y: float) -> None:
    """The seat's card under its supplies: name, then our words on two short lines."""
    cards = (view.get("great_ship") or {}).get("cards") or []
    card = cards[p] if p < len(cards) else None
    if not card:
        return
    tokens = card.get("lens_tokens")
    more = f" · {tokens} Lens tokens on it" if tokens is not None else ""
    if card.get("adventure_tokens") is not None:  # GS1 (L2104)
        more = f" · {card['adventure_tokens']} Adventure tokens on it"
    add(f"<g><title>{_e(str(card.get('text')))}</title>")
    add(f'<text x="{x}" y="{y}" class="xs l b">Great Ship {_e(_title(card))}{more}</text>')
    for k, line in enumerate(textwrap.wrap(str(card.get("text")), 62)[:3]):
        add(f'<text x="{x}" y="{y + 13 * (k + 1)}" class="xs l">{_e(line)}</text>')
    add("</g>")
