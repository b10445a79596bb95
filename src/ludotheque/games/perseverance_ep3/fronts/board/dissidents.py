"""The Dissidents' board in the SVG table (solo, L2388-L2414), drawn from the view's
`dissidents` entry only: the joint followers and artefacts, the action row with the card
face up on the deck (the deck's order is never in the view), each dissident's programme,
action card and reserve track with its crates, the goal cards, and this turn's actions."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.fronts.board.common import W, colour, e


def dissidents(add, view: dict, y0: float) -> float:
    d = view.get("dissidents")
    if not isinstance(d, dict):
        return y0 - 8
    log = list(d.get("log") or [])[-8:]
    height = 150 + 13 * len(log)
    add(f'<g transform="translate(0,{y0:.0f})" data-part="dissidents">')
    add(f'<rect x="0" y="0" width="{W}" height="{height}" rx="8" class="sec"/>')
    arts = ", ".join(d.get("artefacts") or []) or "none"
    add(
        f'<text x="12" y="22" class="h2 l">The Dissidents ({e(d.get("level"))}): '
        f"{e(d.get('followers'))} followers</text>"
    )
    add(f'<text x="12" y="38" class="s l">artefacts: {e(arts)}</text>')
    # The action row, then the deck with its face-up card.
    x = 12
    for n in d.get("row") or []:
        add(f'<rect x="{x}" y="48" width="44" height="30" rx="3" class="box"/>')
        add(f'<text x="{x + 22}" y="67" class="b">{e(f"#{n}" if n else "")}</text>')
        x += 50
    add(f'<rect x="{x + 10}" y="48" width="44" height="30" rx="3" class="space"/>')
    flipped = d.get("flipped")
    label = f"#{flipped}" if flipped else f"{d.get('deck')}"
    add(f'<text x="{x + 32}" y="67" class="b">{e(label)}</text>')
    add(f'<text x="{x + 32}" y="90" class="xs">deck ({e(d.get("deck"))})</text>')
    add(f'<text x="{x + 70}" y="67" class="s l m">discard: {len(d.get("discard") or [])}</text>')
    # Each dissident: programme, card, reserve track (@ marker, # crate, card at the end).
    for k, e_ in enumerate(d.get("dissidents") or []):
        yy = 104 + 20 * k
        seat = int(e_.get("seat", k + 1))
        add(f'<circle cx="18" cy="{yy - 4}" r="6" class="piece" style="fill:{colour(seat)}"/>')
        card = e_.get("card")
        add(
            f'<text x="30" y="{yy}" class="s l">{e(e_.get("name"))}: programme '
            f"{e(e_.get('programme'))}, card {e(f'#{card}' if card else '-')}</text>"
        )
        at, length = e_.get("reserve"), int(e_.get("track") or 0)
        for s_ in range(6):
            cx = 300 + 22 * s_
            cls = "space" if s_ < length else "box"
            add(f'<rect x="{cx}" y="{yy - 12}" width="18" height="16" class="{cls}"/>')
            mark = "@" if at == s_ else ("#" if s_ >= length else str(s_))
            add(f'<text x="{cx + 9}" y="{yy}" class="s">{e(mark)}</text>')
        add(
            f'<text x="{300 + 22 * 6 + 4}" y="{yy}" class="s l">'
            f"{'on the programme card' if at == 'card' else ''}</text>"
        )
    goals = ", ".join(f"#{g}" for g in d.get("goals") or [])
    scored = d.get("goal_scored")
    add(
        f'<text x="12" y="{146}" class="s l">goal cards: {e(goals)}'
        f"{e(f' (you scored #{scored})' if scored else '')}</text>"
    )
    for i, line in enumerate(log):
        add(f'<text x="12" y="{162 + 13 * i}" class="xs l m">{e(line)}</text>')
    add("</g>")
    return y0 + height
