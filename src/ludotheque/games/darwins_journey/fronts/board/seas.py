"""The Ocean and the three Islands: each track a row of spaces by step (a fork's branches
one above the other), with what is printed on them (actions, specimen flags, gold and silver
banners, Beagle spaces with their delay penalty, campsites and their tent spaces) and what
stands there now (specimens, ships, explorers, the HMS Beagle, tents); with the Pirates,
the Ocean's regions, the pirate ship and the Treasures (`pirates`)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.fronts.board import pirates
from ludotheque.games.darwins_journey.fronts.board.common import (
    KIND_LETTER,
    SEAT_COLOURS,
    W,
    _e,
    opt,
    section,
)
from ludotheque.games.darwins_journey.fronts.labels import SEAL_COLOUR, effects_text, static
from ludotheque.games.darwins_journey.option_words import effects_words
from ludotheque.games.darwins_journey.words import in_words

R = 14  # a space's radius
LEFT = 96  # room for the track's name
OCEAN_H = 150


def _layout(track, dx: float, x0: float, ymid: float) -> list[tuple[float, float]]:
    by_step: dict[int, list[int]] = {}
    for i, st in enumerate(track.step):
        by_step.setdefault(st, []).append(i)
    pos = [(0.0, 0.0)] * len(track.ids)
    for st, members in by_step.items():
        for k, i in enumerate(members):
            off = (k - (len(members) - 1) / 2) * (2 * R + 22)
            pos[i] = (x0 + dx * st, ymid + off)
    return pos


def _track(add, view, targets, t: int, track, y0: float, h: float, dx: float) -> None:
    board = view.get("board") or {}
    seats = view.get("seats") or []
    comp = static()["comp"]
    specimens = board.get("specimens") or {}
    camps = board.get("campsites") or {}
    ymid = y0 + 85 if t == 0 else y0 + h / 2 - 4  # the Ocean leaves room above its fork
    pos = _layout(track, dx, LEFT + 20, ymid)
    name = "Ocean" if t == 0 else f"Island {track.id[1:]}"
    symbol = {"circle": " ○", "cross": " ✕"}.get(track.symbol or "", "")
    cls = "sea" if t == 0 else "land"
    add(f'<rect x="6" y="{y0 + 4}" width="{W - 12}" height="{h - 8}" rx="10" class="{cls}"/>')
    key = f"island:{track.id}"
    add(f"<g{opt(targets, key)}><title>{_e(name)}</title>")
    add(f'<rect x="12" y="{ymid - 14}" width="{LEFT - 12}" height="28" rx="5" class="tile"/>')
    add(
        f'<text x="{12 + (LEFT - 12) / 2}" y="{ymid + 4}" class="s b">{_e(name + symbol)}</text></g>'
    )
    for i, nxt in enumerate(track.next):
        for j in nxt:
            (x1, y1), (x2, y2) = pos[i], pos[j]
            add(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" class="link"/>')
    beagle_at = board.get("beagle_space")
    for i, sid in enumerate(track.ids):
        x, y = pos[i]
        acts = effects_text(track.actions[i]) if track.actions[i] else ""
        bits = [in_words(sid)]
        if acts:
            bits.append(effects_words(track.actions[i]))
        if track.flag[i]:
            bits.append(f"specimen flag ({track.flag[i]}+ players)")
        if track.gold[i]:
            bits.append(f"gold banner {track.gold[i]} VP")
        if track.silver[i]:
            bits.append(f"silver banner {track.silver[i]}")
        if i in track.beagle:
            bits.append(f"Beagle space, delay penalty {track.delay[i]}")
        add(f"<g{opt(targets, 'track:' + sid)}><title>{_e('; '.join(bits))}</title>")
        fill = "#fff" if not track.flag[i] else "#f3f0e0"
        add(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{R}" style="fill:{fill};stroke:#6b5a3a"/>')
        if sid in specimens:
            colour, kind = specimens[sid].split("-")
            add(
                f'<rect x="{x - 8:.1f}" y="{y - 8:.1f}" width="16" height="16" rx="2" '
                f'style="fill:{SEAL_COLOUR.get(colour, "#999")};stroke:#222"/>'
            )
            add(
                f'<text x="{x:.1f}" y="{y + 4:.1f}" class="s b w">{KIND_LETTER.get(kind, "?")}</text>'
            )
        elif track.flag[i]:
            add(f'<text x="{x:.1f}" y="{y + 3:.1f}" class="xs m">⚑{track.flag[i]}</text>')
        elif acts:
            short = acts.replace("theory", "th").replace("coins", "¢").replace("objective", "obj")
            add(f'<text x="{x:.1f}" y="{y + 3:.1f}" class="xs">{_e(short[:7])}</text>')
        add("</g>")
        top = []
        if track.gold[i]:
            top.append(f"★{track.gold[i]}")
        if track.silver[i]:
            top.append({"circle": "○", "cross": "✕"}.get(track.silver[i], "?"))
        if i in track.beagle:
            top.append(f"B-{track.delay[i]}")
        if top:
            add(f'<text x="{x:.1f}" y="{y - R - 3:.1f}" class="xs b">{_e(" ".join(top))}</text>')
        if sid == beagle_at:
            add(
                f'<path d="M{x - 13:.1f},{y + R + 2:.1f} h26 l-5,7 h-16 z" class="piece" '
                f'style="fill:#222"><title>HMS Beagle</title></path>'
            )
        # Pieces here: ships on the Ocean, explorers on the Islands.
        here = [
            p
            for p, e in enumerate(seats)
            if (
                e.get("ship") == sid if t == 0 else (e.get("explorers") or [None] * 3)[t - 1] == sid
            )
        ]
        for k, p in enumerate(here):
            px = x - R + 4 + 8 * k
            py = y - R - 16 if t == 0 else y + R + 6
            if t == 0:
                add(
                    f'<path d="M{px - 5:.1f},{py:.1f} h12 l-3,5 h-6 z" class="piece" '
                    f'style="fill:{SEAT_COLOURS[p % 4]}"><title>seat {p + 1} ship</title></path>'
                )
            else:
                add(
                    f'<circle cx="{px:.1f}" cy="{py:.1f}" r="5" class="piece" '
                    f'style="fill:{SEAT_COLOURS[p % 4]}"><title>seat {p + 1} explorer</title></circle>'
                )
        c = track.camp[i]
        if c >= 0:
            camp = comp.geo.campsites[c]
            above = y < ymid - 1  # a fork's upper branch: its campsite above it
            cy = y - R - 38 if above else (y + R + 16 if t != 0 else y + R + 12)
            held = camps.get(camp.id) or []
            add(
                f"<g{opt(targets, 'camp:' + camp.id)}><title>campsite {camp.id[1:]}: "
                f"{_e(effects_words(camp.actions))}</title>"
            )
            add(f'<rect x="{x - 18:.1f}" y="{cy:.1f}" width="36" height="12" rx="3" class="tile"/>')
            add(f'<text x="{x:.1f}" y="{cy + 9:.1f}" class="xs">{camp.id}</text></g>')
            pirates.treasure(add, view, camp.id, x + 24, cy + 6)
            for k, cost in enumerate(camp.costs):
                tx = x - 18 + 19 * k
                who = held[k] if k < len(held) else -1
                fill = SEAT_COLOURS[who % 4] if who is not None and who >= 0 else "#fff"
                add(
                    f"<g{opt(targets, f'tent:{camp.id}:{k + 1}')}>"
                    f"<title>tent space {k + 1} of campsite {camp.id[1:]}: {cost} coins</title>"
                )
                add(
                    f'<path d="M{tx:.1f},{cy + 26:.1f} l8,-12 l8,12 z" style="fill:{fill};stroke:#333"/>'
                )
                add(f'<text x="{tx + 8:.1f}" y="{cy + 35:.1f}" class="xs">{cost}¢</text></g>')

    if t == 0:
        pirates.ocean_regions(add, view, targets, pos, y0 + OCEAN_H - 2)


def seas(add, view: dict, targets: dict, y0: float) -> float:
    geo = static()["comp"].geo
    tracks = (geo.ocean, *geo.islands)
    ocean_h = OCEAN_H + pirates.room(view)  # the Pirates' regions under the Ocean
    section(add, 0, y0, W, 22 + ocean_h + 3 * 100 + 8, "Ocean and Islands")
    y = y0 + 22
    for t, track in enumerate(tracks):
        h = ocean_h if t == 0 else 100
        steps = max(track.step) + 1
        dx = min(60.0, (W - LEFT - 50) / max(1, steps - 1))
        _track(add, view, targets, t, track, y, h, dx)
        y += h
    return y + 8
