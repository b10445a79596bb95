"""Which element of the picture stands for which option of the pending decision."""

from __future__ import annotations

from ludotheque.games.encyclopedia.decisions import DECK_TOP
from ludotheque.games.encyclopedia.fronts.board.common import RETAKE_AREA, RETAKE_EXP, SEAL_PRIORITY
from ludotheque.games.encyclopedia.texts import (
    COIN,
    SEAL_ACTION,
    SEAL_COINS,
    SEAL_VALUE,
    TOKEN_VALUE,
)


# ----- what is clickable ------------------------------------------------------------------
def _targets(options: list[str], st: dict) -> dict:
    """Element key -> the option it stands for (one element per option at most)."""
    cat, parse = st["cat"], st["tx"].parse
    out: dict = {}
    seals: dict[str, str] = {}
    for opt in options:
        tag, arg = parse.get(opt, (None, None))
        key = None
        if tag in ("university", "recruit"):
            key = ("univ", cat.expert_names[arg])
        elif tag in ("academy", "study"):
            key = ("acad", cat.animal_names[arg])
        elif tag == "expedition":
            key = ("exp", cat.continents[arg])
        elif tag in ("publish", "include"):
            key = ("card", cat.animal_names[arg])
        elif tag == "leave":
            key = ("leave", cat.animal_names[arg])
        elif tag == "research":
            key = ("research", cat.animal_names[arg[0]], arg[1])
        elif tag in ("use", "cover"):
            key = ("expert", cat.expert_names[arg])
        elif tag == "use-now":
            key = ("new",)
        elif tag == "keep":
            key = ("free-slot",)
        elif tag == "face-down":
            key = ("pile",)
        elif tag == "put":
            key = ("put", cat.slot_labels[arg])
        elif tag == "take":
            c, v, owner, slot = arg
            key = ("take", owner, cat.slot_labels[slot], cat.colours[c], v)
        elif tag == "upto":
            key = ("upto", arg)
        elif tag in ("embassy", "bank"):
            key = ("area", tag)
        elif tag == "recolour-token" or opt == TOKEN_VALUE:
            key = ("res", "tokens")
        elif tag == "recolour-seal":
            seals.setdefault("recolour-seal", opt)
        elif opt == COIN:
            key = ("res", "coins")
        elif opt == SEAL_VALUE:
            seals["seal-value"] = opt
        elif opt == SEAL_ACTION:
            seals["seal-action"] = opt
        elif opt == SEAL_COINS:
            seals["seal-coins"] = opt
        elif opt == DECK_TOP["expert"]:
            key = ("deck", "expert")
        elif opt == DECK_TOP["animal"]:
            key = ("deck", "animal")
        elif opt.startswith("retake "):
            m = RETAKE_EXP.match(opt)
            if m:
                key = ("rexp", m.group(2), int(m.group(3)) - 1)
            else:
                m = RETAKE_AREA.match(opt)
                if m:
                    key = ("rarea", m.group(2), m.group(1))
        if key is not None:
            out.setdefault(key, opt)
    for kind in SEAL_PRIORITY:
        if kind in seals:
            out[("res", "seals")] = seals[kind]
            break
    return out
