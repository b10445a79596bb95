"""The University (Experts) and Academy (Animals) markets with their decks."""

from __future__ import annotations

from ludotheque.games.encyclopedia.decisions import DECK_TOP
from ludotheque.games.encyclopedia.fronts.board.cards import _animal_card, _expert_card
from ludotheque.games.encyclopedia.fronts.board.common import (
    INNER,
    PAD,
    W,
    _hit,
    _num,
    _panel,
    _text,
)


def _market_row(add, view, st, tg, y, kind) -> float:
    decks = view.get("decks") or {}
    if kind == "expert":
        slots = view.get("university") or []
        cards = {c.get("name"): c for c in view.get("university_cards") or []}
        title = "University: Expert market"
        note = "∞ lasting · end of game: scored at the end · ⚡ once, then face down"
        cw, ch, gap = 150, 100, 8
    else:
        slots = view.get("academy") or []
        cards = None
        title = "Academy: Animal market"
        note = "Type I classification · II diet · III habitat · IV climate"
        cw, ch, gap = 112, 92, 6
    h = ch + 42
    _panel(add, PAD, y, INNER, h, title, note)
    yc = y + 30
    for i, card in enumerate(slots):
        x = PAD + 8 + i * (cw + gap)
        if card is None:
            add(f'<rect x="{x}" y="{yc}" width="{cw}" height="{ch}" rx="5" class="empty"/>')
            _text(add, x + cw / 2, yc + ch / 2 + 4, "empty", "c s mut")
            continue
        if kind == "expert":
            name = str(card)
            c = cards.get(name) or {}
            cont, timing, effect = st["experts"].get(name, ("", "", ""))
            _expert_card(
                add,
                x,
                yc,
                cw,
                ch,
                name,
                c.get("continent", cont),
                c.get("timing", timing),
                c.get("effect", effect),
                st,
                lines=5,
            )
            _hit(add, tg, ("univ", name), x, yc, cw, ch)
        else:
            _animal_card(add, x, yc, cw, card, st)
            _hit(add, tg, ("acad", str(card.get("name"))), x, yc, cw, ch)
    # The deck pile.
    x = W - PAD - 8 - 86
    add(f'<rect x="{x}" y="{yc}" width="86" height="{ch}" rx="6" class="pile"/>')
    if kind == "expert":
        deck, lines = decks.get("experts", 0), [f"discard {_num(decks.get('expert_discard', 0))}"]
    else:
        deck = decks.get("animals", 0)
        lines = [
            f"discard {_num(decks.get('animal_discard', 0))}",
            f"removed {_num(decks.get('animals_removed', 0))}",
        ]
    _text(add, x + 43, yc + 20, "Experts" if kind == "expert" else "Animals", "c b wt")
    _text(add, x + 43, yc + 42, f"deck {_num(deck)}", "c big wt")
    for i, line in enumerate(lines):
        _text(add, x + 43, yc + 62 + 14 * i, line, "c s wt")
    _hit(add, tg, ("deck", kind), x, yc, 86, ch, DECK_TOP[kind])
    return y + h + 8
