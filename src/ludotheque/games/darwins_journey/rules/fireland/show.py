"""Fireland in a view (L1705-L1907): the table less the Adventure decks' order (face down,
L1737; `snapshot` adds it), each seat's pawns per track, the drawn Time penalties and the
Viewpoints still on their slots in words, and the Adventure card being resolved, face up
for every seat (L1802)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.fronts.fireland_words import (
    option_words,
    penalty_words,
    viewpoint_words,
)
from ludotheque.games.darwins_journey.rules.fireland import stolen_time, table
from ludotheque.games.darwins_journey.rules.fireland.encounters import resolving
from ludotheque.games.darwins_journey.state import DarwinState


def fireland_view(s: DarwinState) -> dict:
    fire = fireland_data()
    out = table.public(s.fire)
    out["pawns"] = {
        t.id: [s.pawns.at[p][i] for p in range(s.ctx.players)]
        for i, t in enumerate(fire.map.tracks)
    }
    out["penalties"] = [
        {"row": row, "id": fire.penalties[k].id, "text": penalty_words(fire.penalties[k])}
        for row, k in zip(fire.time.rows, s.fire.drawn, strict=True)
    ]
    out["viewpoints"] = {
        slot: viewpoint_words(fire.viewpoints[k]) for slot, k in s.fire.slots if k >= 0
    }
    if stolen_time.in_play(s):  # F3 drawn: its tokens by the board (L1977)
        out["stolen_supply"] = stolen_time.supply(s)
    job = resolving(s)
    if job is not None:
        seat, kind, card, _ = job
        c = fire.adventures[kind][card]
        out["adventure"] = {
            "seat": seat,
            "kind": kind,
            "id": c.id,
            "name": c.name,
            "options": [option_words(kind, o) for o in c.options],
        }
    return out


def fireland_snapshot(s: DarwinState) -> dict:
    """Everything, the decks' order too (fingerprints and debugging)."""
    out = fireland_view(s)
    out["decks"] = [list(d) for d in s.fire.decks]
    return out
