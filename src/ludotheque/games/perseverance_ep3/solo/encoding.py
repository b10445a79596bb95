"""The Dissidents' board in the observation tensor (solo only; the multiplayer layout and
its ENCODING.md are unchanged): appended to the game's fields when the configuration
has `dissidents`. Built from the view's `dissidents` entry only: the deck's size, never
its order."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS
from ludotheque.games.perseverance_ep3.solo.data import solo_data
from ludotheque.interop.encoding import Layout, dig

CARDS = list(range(1, 13))
GOALS = list(range(1, 16))


def add_fields(out: Layout) -> Layout:
    programmes = [p.id for p in solo_data().programmes]
    get = dig("dissidents")
    out.scalar("dissidents.followers", dig("dissidents", "followers"), 100)
    out.counts("dissidents.artefacts", dig("dissidents", "artefacts"), ARTEFACTS)
    out.counts("dissidents.row", dig("dissidents", "row"), CARDS)
    out.one_hot("dissidents.flipped", dig("dissidents", "flipped"), CARDS)
    out.scalar("dissidents.deck", dig("dissidents", "deck"), 12)
    out.counts("dissidents.discard", dig("dissidents", "discard"), CARDS)
    out.counts("dissidents.goals", dig("dissidents", "goals"), GOALS)
    out.one_hot("dissidents.goal_scored", dig("dissidents", "goal_scored"), GOALS)
    out.scalar("dissidents.turns", dig("dissidents", "turns"), 8)
    per = len(programmes) + len(CARDS) + 4

    def each(view, seat, vals):
        d = get(view, seat) or {}
        for k in range(2):
            row = [0.0] * per
            e = (d.get("dissidents") or [{}, {}])[k] if isinstance(d, dict) else {}
            if e.get("programme") in programmes:
                row[programmes.index(e["programme"])] = 1.0
            if e.get("card") in CARDS:
                row[len(programmes) + CARDS.index(e["card"])] = 1.0
            at = e.get("reserve")
            base = len(programmes) + len(CARDS)
            row[base] = float(at) / 5 if isinstance(at, int) else 0.0
            row[base + 1] = 1.0 if at == "card" else 0.0
            row[base + 2] = float(e.get("track") or 0) / 6
            row[base + 3] = float(e.get("crates") or 0) / 5
            vals.extend(row)

    out.custom(
        "dissidents.narek_camilla",
        2 * per,
        each,
        "per dissident: programme one-hot, action card one-hot, reserve space / 5, "
        "marker on the programme card, track length / 6, crates / 5",
    )
    return out
