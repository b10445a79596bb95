"""Fireland on the SVG board, simply (L1705-L1907): the Time track with each seat's marker
and the penalty tiles on their watch rows, then each of the 8 tracks as a row of spaces
(clickable where a pawn may step), the seats' pawns on them, a gold dot on each banner
still holding its Adventure token, the campsites with their tents (and Treasures), the
pirate ship's regions bracketed under each ocean row (clickable when the ship may move
there) and the Viewpoint at the end, and the Adventure being resolved. Nothing is drawn without Fireland."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.fronts.board import pirates
from ludotheque.games.darwins_journey.fronts.board.common import SEAT_COLOURS, W, _e, opt, section
from ludotheque.games.darwins_journey.fronts.fireland_labels import space_words, track_words

GOLD = "#d4a017"
ROW = 30  # a track's row height
CELL = 44  # a space's width
LEFT = 120  # room for the track's name


def fireland(add, view: dict, targets: dict, y0: float) -> float:
    fi = view.get("fireland")
    if not isinstance(fi, dict):
        return y0 - 8
    fire = fireland_data()
    tracks = fire.map.tracks
    adventure = fi.get("adventure")
    gap = pirates.fireland_room(view)  # the pirate regions' brackets under each ocean row
    rows, y = [], 56
    for track in tracks:
        rows.append(y)
        y += ROW + (gap if track.kind == "ocean" else 0)
    h = y + 4 + (22 if adventure else 0)
    add(f'<g transform="translate(0,{y0:.0f})">')
    section(add, 0, 0, W, h, "Fireland")
    _time(add, fi, fire, 30)
    tokens = {(t, x) for t, x in fi.get("tokens") or ()}
    camps = (view.get("board") or {}).get("campsites") or {}
    for track, y in zip(tracks, rows, strict=True):
        add(f"<g{opt(targets, f'pawn:{track.id}')}><title>{_e(track_words(track.id))}</title>")
        add(f'<text x="10" y="{y + 16}" class="s l">{_e(track_words(track.id))}</text></g>')
        for i, sid in enumerate(track.ids):
            x = LEFT + CELL * i
            title = f"{track_words(track.id)} space {i}: {space_words(track.id, i) or 'nothing'}"
            region, pirate = pirates.fireland_region(view, i) if track.kind == "ocean" else ("", 0)
            title += region
            add(f"<g{opt(targets, f'fire:{sid}')}><title>{_e(title)}</title>")
            fill = "#cfe3f3" if track.kind == "ocean" else "#e8dcc2"
            add(
                f'<rect x="{x}" y="{y}" width="{CELL - 4}" height="{ROW - 6}" rx="4" '
                f'style="fill:{fill};stroke:#777"/></g>'
            )
            if (track.id, i) in tokens:
                add(f'<circle cx="{x + 6}" cy="{y + 6}" r="4" style="fill:{GOLD}"/>')
            if track.viewpoint[i]:
                add(f'<text x="{x + CELL - 10}" y="{y + 10}" class="xs">V</text>')
            if pirate:
                add(f'<text x="{x + CELL - 14}" y="{y + ROW - 8}" class="xs">☠</text>')
            if track.camp[i]:
                _campsite(add, track.camp[i], camps.get(track.camp[i]) or (), x, y)
                pirates.treasure(add, view, track.camp[i], x + CELL - 10, y + 5)
        if track.kind == "ocean":  # with the Pirates, its regions' brackets (FL-R16)
            centres = [LEFT + CELL * i + (CELL - 4) / 2 for i in range(len(track.ids))]
            pirates.fireland_regions(add, view, targets, centres, y + ROW + 1)
        for p, space in enumerate((fi.get("pawns") or {}).get(track.id) or ()):
            if space >= 0:
                cx = LEFT + CELL * space + 10 + 7 * p
                add(
                    f'<circle cx="{cx}" cy="{y + 15}" r="5" class="piece" '
                    f'style="fill:{SEAT_COLOURS[p % 4]}"><title>seat {p + 1} '
                    f"{'ship' if track.kind == 'ocean' else 'explorer'}</title></circle>"
                )
    if adventure:
        text = (
            f"seat {adventure['seat'] + 1} resolves {adventure['name']}: "
            f"A) {adventure['options'][0]}; B) {adventure['options'][1]}"
        )
        add(f'<text x="10" y="{h - 10}" class="s l">{_e(text)}</text>')
    add("</g>")
    return y0 + h


def _campsite(add, cid: str, spaces, x: float, y: float) -> None:
    """A campsite beside the space (ruling FL-R16): its id, and a seat-coloured triangle
    for each tent on it."""
    add(f'<text x="{x + 2}" y="{y + ROW - 8}" class="xs">{_e(cid)}</text>')
    for k, p in enumerate(spaces):
        if p >= 0:
            tx = x + 18 + 8 * k
            add(
                f'<path d="M{tx} {y + ROW - 8} l4 -7 l4 7 z" class="piece" '
                f'style="fill:{SEAT_COLOURS[p % 4]}"><title>seat {p + 1} tent on {_e(cid)}</title>'
                "</path>"
            )


def _time(add, fi: dict, fire, y: float) -> None:
    """The Time track: spaces 0-11, the penalties' watch rows marked, the seats' markers."""
    add(f'<text x="10" y="{y + 12}" class="s l">Time spent</text>')
    rows = {pen["row"]: pen["text"] for pen in fi.get("penalties") or ()}
    for i in range(fire.time.last + 1):
        x = LEFT + CELL * i
        title = f"Time {i}" + (f": from here, {rows[i]}" if i in rows else "")
        style = "fill:#f3e0e0;stroke:#a33" if i in rows else "fill:#fff;stroke:#777"
        add(f"<g><title>{_e(title)}</title>")
        add(f'<rect x="{x}" y="{y}" width="{CELL - 4}" height="18" rx="3" style="{style}"/>')
        add(f'<text x="{x + 8}" y="{y + 13}" class="xs">{i}</text></g>')
    stolen = fi.get("stolen") or ()
    for p, t in enumerate(fi.get("time") or ()):
        cx = LEFT + CELL * t + 20 + 6 * p
        held = ", a Stolen Time token: no Time penalty" if stolen and stolen[p] else ""
        add(
            f'<circle cx="{cx}" cy="{y + 9}" r="4" class="piece" '
            f'style="fill:{SEAT_COLOURS[p % 4]}"><title>seat {p + 1}: Time {t}{held}'
            "</title></circle>"
        )
