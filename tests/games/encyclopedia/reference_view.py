"""Encyclopedia's view as it was before it was made faster (the code of
`games/encyclopedia/view.py` on 2026-11-27, snapshot left out): the reference the
differential test (`test_view_differential.py`) compares the fast view with."""

from __future__ import annotations

from copy import deepcopy

from ludotheque.core.decision import Decision
from ludotheque.games.encyclopedia import scoring
from ludotheque.games.encyclopedia.components import AREAS, EXPEDITION, ROMAN
from ludotheque.games.encyclopedia.rules import dice
from ludotheque.games.encyclopedia.state import (
    AREA_LOC,
    BAG,
    NCAT,
    ON_CARD,
    EncyclopediaState,
)


def _die(s: EncyclopediaState, d: int) -> dict:
    cat = s.ctx.cat
    return {"colour": cat.colours[cat.die_colour[d]], "value": s.dval[d]}


def _animal(s: EncyclopediaState, a: int, with_cubes: bool = True) -> dict:
    cat = s.ctx.cat
    out = {
        "name": cat.animal_names[a],
        "continent": cat.continents[cat.animal_continent[a]],
        "types": [cat.categories[k] for k in cat.animal_cats[a]],
    }
    if with_cubes:
        out["cubes"] = [ROMAN[t] for t in range(1, 5) if s.marks[a] >> (t - 1) & 1]
    return out


def _expert(s: EncyclopediaState, e: int) -> dict:
    cat = s.ctx.cat
    return {
        "name": cat.expert_names[e],
        "continent": cat.continents[cat.expert_continent[e]],
        "timing": cat.expert_timing[e],
        "effect": cat.expert_text[e],
    }


def _seat(s: EncyclopediaState, x: int) -> dict:
    cat, ctx = s.ctx.cat, s.ctx
    slots = [[] for _ in range(4)]
    for d, loc in enumerate(s.dloc):
        if 4 * x <= loc < 4 * x + 4:
            slots[loc - 4 * x].append(_die(s, d))
    base = x * NCAT
    out = {
        "seat": x,
        "automa": None,
        "coins": s.coins[x],
        "tokens": s.tokens[x],
        "seals": s.seals[x],
        "reputation": s.rep[x],
        "vp": s.vp[x],
        "cubes": s.cubes[x],
        "five_tokens": s.fives[x],
        "board": {cat.slot_labels[i]: slots[i] for i in range(4)},
        "rolled": [_die(s, d) for d in dice.rolled(s, x)],
        "study": [_animal(s, a) for a in s.study[x]],
        "published": [_animal(s, a, False) for a in s.published[x]],
        "experts": [_expert(s, e) for e in s.experts[x]],
        "covered_experts": [_expert(s, e) for e in s.covered[x]],
        "publications": {
            cat.categories[k]: s.pub[base + k] + 5 * s.pub5[base + k]
            for k in range(NCAT)
            if s.pub[base + k] or s.pub5[base + k]
        },
    }
    if ctx.is_automa(x):
        b, sc = ctx.automa[x]
        out["automa"] = {
            "behaviour": cat.behaviours[b].name,
            "scoring": cat.scorings[sc].name,
            "priorities": [cat.continents[c] for c in s.prio[x]],
        }
    return out


def _central(s: EncyclopediaState) -> dict:
    cat = s.ctx.cat
    areas = {AREAS[i]: [] for i in range(EXPEDITION)}
    for d, loc in enumerate(s.dloc):
        if AREA_LOC <= loc < AREA_LOC + EXPEDITION:
            areas[AREAS[loc - AREA_LOC]].append(_die(s, d))
    expeditions = {}
    for k, start in enumerate(s.ctx.space_start):
        row = []
        for j, (stars, bonus) in enumerate(cat.spaces[k]):
            d = s.exp[start + j]
            row.append({"stars": stars, "bonus": bonus, "die": _die(s, d) if d >= 0 else None})
        expeditions[cat.continents[k]] = row
    areas["expeditions"] = expeditions
    areas["on_animals"] = [_die(s, d) for d, loc in enumerate(s.dloc) if loc == ON_CARD]
    return areas


def _turn(s: EncyclopediaState) -> dict | None:
    if s.held < 0:
        return None
    cat = s.ctx.cat
    out = {
        "die": _die(s, s.held),
        "colour_now": cat.colours[s.col],
        "value_now": dice.value(s),
        "action": ("", "embassy", "bank", "university", "academy", "expedition", "publish")[s.act],
        "seal_action": s.in_seal,
    }
    if s.phase == "research":
        out["expedition_value"] = s.pool
        out["cubes_placed"] = s.placed
    if s.phase == "include":
        out["publish_up_to"] = ROMAN[s.ptype]
        out["included"] = [cat.animal_names[a] for a in s.incl]
    return out


def view(s: EncyclopediaState, seat: int | None, decision: Decision) -> dict:
    ctx, cat = s.ctx, s.ctx.cat
    over = s.phase == "over"
    out = {
        "game": "encyclopedia",
        "seat": seat,
        "players": ctx.n,
        "round": s.round,
        "rounds": cat.rounds,
        "phase": s.phase,
        "active": s.active,
        "first_player": s.first,
        "bank_used": s.bank_used,
        "decision": decision.to_dict(include_options=seat is not None and decision.seat == seat),
        "round_tokens": {
            "revealed": list(s.tokens_revealed),
            "face_down": len(s.tokens_hidden),
        },
        "university": [cat.expert_names[e] if e >= 0 else None for e in s.university],
        "university_cards": [_expert(s, e) for e in s.university if e >= 0],
        "academy": [_animal(s, a, False) if a >= 0 else None for a in s.academy],
        "decks": {
            "experts": len(s.expert_deck),
            "expert_discard": len(s.expert_discard),
            "animals": len(s.animal_deck),
            "animal_discard": len(s.animal_discard),
            "animals_removed": len(s.removed),
        },
        "bag": sum(1 for loc in s.dloc if loc == BAG),
        "central": _central(s),
        "seats": [_seat(s, x) for x in range(ctx.n)],
        "turn": _turn(s),
        "waiting_picks": [
            {"seat": item[1], "kind": item[2]} for item in s.queue + s.deferred if item[0] == "pick"
        ],
        "log": list(s.log),
        "scores": list(s.vp),
        "over": over,
    }
    if over:
        out["final_scoring"] = deepcopy(s.final)  # a copy: a front may not reach the state
        out["winners"] = scoring.winners(s)
    return out
