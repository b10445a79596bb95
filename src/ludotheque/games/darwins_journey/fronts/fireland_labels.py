"""Fireland's options in words (L1612-L2041), for the option labels and the terminal: the
pawns by their track's kind and number, the Adventure being resolved by its options'
costs and gains. Only the options Fireland makes are matched, before reading the view, so
the base game's labels stay remembered per option (fronts/label_memo.py)."""

from __future__ import annotations

import re

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.option_words import effect_words

PAWN = re.compile(r"(ship|explorer) on (F[OL]\d)( back)?")
STEP = re.compile(r"to (F[OL]\d)-(\d+)(?: via (.+))?")
PLACE = re.compile(r"explorer to (F[OL]\d)")
TOKEN = re.compile(r"(option [AB]) taking the token at (F[OL]\d)-(\w+)")


def track_words(tid: str) -> str:
    """ "FO2" is ocean track 2, "FL4" land track 4."""
    return f"{'ocean' if tid[1] == 'O' else 'land'} track {tid[2:]}"


def space_words(tid: str, space: int) -> str:
    """What a Fireland space holds: its actions, flag, banners and Viewpoint, in words."""
    t = fireland_data().map.track(tid)
    parts = [effect_words(e) for e in t.actions[space]]
    if t.flag[space]:
        parts.append("specimen flag")
    if t.adventure[space]:
        parts.append(f"{t.kind} Adventure banner")
    if t.silver[space]:
        parts.append(f"silver banner opening {track_words(t.silver[space])}")
    if t.viewpoint[space]:
        parts.append("Viewpoint")
    if t.camp[space]:
        parts.append(f"campsite {t.camp[space][1:]} beside it")
    return ", ".join(parts)


def fireland_label(view: dict, option: str) -> str | None:
    """Fireland's options in words; None for any other option (the view is read only for
    the Adventure being resolved)."""
    if option in ("option A", "option B"):
        adv = (view.get("fireland") or {}).get("adventure")
        if not adv:
            return option
        k = "AB".index(option[-1])
        return f"{option} of {adv['name']}: {adv['options'][k]}"
    m = TOKEN.fullmatch(option)  # a crew card's Adventure: the token chosen (FL-R44)
    if m:
        where = f"{track_words(m.group(2))} space {m.group(3)}"
        return f"{fireland_label(view, m.group(1))} (the one on {where})"
    if option == "discard the card":
        return "discard the Adventure card (neither option can be paid; the token stays)"
    m = PAWN.fullmatch(option)
    if m:
        if m.group(3):
            return f"send your ship on {track_words(m.group(2))} back"
        return f"move your {m.group(1)} on {track_words(m.group(2))}"
    m = STEP.fullmatch(option)
    if m:
        tid, space = m.group(1), int(m.group(2))
        facts = space_words(tid, space)
        text = f"to {track_words(tid)} space {space}" + (f" ({facts})" if facts else "")
        return text + (f", jumping {m.group(3)}" if m.group(3) else "")
    m = PLACE.fullmatch(option)
    if m:
        return f"place an explorer at the start of {track_words(m.group(1))}"
    return None
