"""What a seat may see of an Encyclopedia game, and the full snapshot for fingerprints.

Everything on the table is public, every card a seat holds included (covered Experts were
public when taken). Hidden from everyone: the order of both decks, which round tokens lie
face down and which stay in the box, what the bag will give, and the generator. The view
shows counts of those only.
"""

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
    ROLLED,
    EncyclopediaState,
)


class _Tables:
    """The names a view prints, worked out once per catalogue: the server builds a view
    for every seat after every move, and most of what it says (an Animal's name,
    continent and types, an Expert's text, a die's colour) never changes."""

    __slots__ = ("cat", "animals", "cubes", "experts", "die_colour", "spaces")

    def __init__(self, cat) -> None:
        self.cat = cat
        conts, cats = cat.continents, cat.categories
        self.animals = tuple(
            (cat.animal_names[a], conts[cat.animal_continent[a]], [cats[k] for k in ks])
            for a, ks in enumerate(cat.animal_cats)
        )
        # The Types I-IV a marks bitmask shows cubes on, per bitmask.
        self.cubes = tuple([ROMAN[t] for t in range(1, 5) if m >> (t - 1) & 1] for m in range(16))
        self.experts = tuple(
            {
                "name": cat.expert_names[e],
                "continent": conts[cat.expert_continent[e]],
                "timing": cat.expert_timing[e],
                "effect": cat.expert_text[e],
            }
            for e in range(len(cat.expert_names))
        )
        self.die_colour = tuple(cat.colours[c] for c in cat.die_colour)
        self.spaces = tuple(tuple(row) for row in cat.spaces)


_TABLES: dict[int, _Tables] = {}


def _tables(cat) -> _Tables:
    t = _TABLES.get(id(cat))
    if t is None or t.cat is not cat:
        if len(_TABLES) >= 32:  # tests build many catalogues
            _TABLES.clear()
        t = _TABLES[id(cat)] = _Tables(cat)  # the entry keeps `cat` alive: its id stays
    return t


def _die(s: EncyclopediaState, d: int) -> dict:
    return {"colour": _tables(s.ctx.cat).die_colour[d], "value": s.dval[d]}


def _animals(tb: _Tables, marks: list[int], cards, with_cubes: bool = True) -> list[dict]:
    """Fresh entries for Animal cards (their types and cubes lists are copies)."""
    animals, cubes = tb.animals, tb.cubes
    if with_cubes:
        return [
            {
                "name": animals[a][0],
                "continent": animals[a][1],
                "types": animals[a][2].copy(),
                "cubes": cubes[marks[a]].copy(),
            }
            for a in cards
        ]
    return [
        {"name": animals[a][0], "continent": animals[a][1], "types": animals[a][2].copy()}
        for a in cards
    ]


def _seat(s: EncyclopediaState, x: int, tb: _Tables, at: list[list[int]]) -> dict:
    """Seat `x`'s entry; `at[loc + 1]` lists the dice at each location, in die order."""
    cat, ctx = s.ctx.cat, s.ctx
    dcol, dval, marks = tb.die_colour, s.dval, s.marks
    experts = tb.experts
    base = x * NCAT
    own, own5 = s.pub[base : base + NCAT], s.pub5[base : base + NCAT]
    study, published, active, covered = s.study[x], s.published[x], s.experts[x], s.covered[x]
    # The four slots of the board, and the dice on each (mostly none: `[]` is built
    # without running a comprehension, each one a function call in Python 3.11).
    l0, l1, l2, l3 = cat.slot_labels
    s0, s1, s2, s3 = at[4 * x + 1 : 4 * x + 5]
    mine = at[ROLLED + x + 1]
    if len(mine) > 1:  # fixed order: colour, value, id (as `dice.rolled`)
        colour = cat.die_colour
        mine = [k & 63 for k in sorted((colour[d] << 12) | (dval[d] << 6) | d for d in mine)]
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
        "board": {
            l0: [{"colour": dcol[d], "value": dval[d]} for d in s0] if s0 else [],
            l1: [{"colour": dcol[d], "value": dval[d]} for d in s1] if s1 else [],
            l2: [{"colour": dcol[d], "value": dval[d]} for d in s2] if s2 else [],
            l3: [{"colour": dcol[d], "value": dval[d]} for d in s3] if s3 else [],
        },
        "rolled": [{"colour": dcol[d], "value": dval[d]} for d in mine] if mine else [],
        "study": _animals(tb, marks, study) if study else [],
        "published": _animals(tb, marks, published, False) if published else [],
        "experts": [experts[e].copy() for e in active] if active else [],
        "covered_experts": [experts[e].copy() for e in covered] if covered else [],
        "publications": {
            name: p + 5 * p5
            for name, p, p5 in zip(cat.categories, own, own5, strict=True)
            if p or p5
        }
        if any(own) or any(own5)
        else {},
    }
    if ctx.is_automa(x):
        b, sc = ctx.automa[x]
        out["automa"] = {
            "behaviour": cat.behaviours[b].name,
            "scoring": cat.scorings[sc].name,
            "priorities": [cat.continents[c] for c in s.prio[x]],
        }
    return out


def _central(s: EncyclopediaState, tb: _Tables, at: list[list[int]]) -> dict:
    cat = s.ctx.cat
    dcol, dval, exp = tb.die_colour, s.dval, s.exp
    areas = {
        AREAS[i]: [{"colour": dcol[d], "value": dval[d]} for d in at[AREA_LOC + i + 1]]
        for i in range(EXPEDITION)
    }
    expeditions = {}
    for k, start in enumerate(s.ctx.space_start):
        row = []
        for j, (stars, bonus) in enumerate(tb.spaces[k]):
            d = exp[start + j]
            row.append(
                {
                    "stars": stars,
                    "bonus": bonus,
                    "die": {"colour": dcol[d], "value": dval[d]} if d >= 0 else None,
                }
            )
        expeditions[cat.continents[k]] = row
    areas["expeditions"] = expeditions
    areas["on_animals"] = [{"colour": dcol[d], "value": dval[d]} for d in at[ON_CARD + 1]]
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
    tb = _tables(cat)
    animals = tb.animals
    # The dice at each location (index: location + 1, BAG first), in die order.
    at: list[list[int]] = [[] for _ in range(ON_CARD + 2)]
    for d, loc in enumerate(s.dloc):
        at[loc + 1].append(d)
    experts = tb.experts
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
        "university_cards": [experts[e].copy() for e in s.university if e >= 0],
        "academy": [
            {"name": animals[a][0], "continent": animals[a][1], "types": animals[a][2].copy()}
            if a >= 0
            else None
            for a in s.academy
        ],
        "decks": {
            "experts": len(s.expert_deck),
            "expert_discard": len(s.expert_discard),
            "animals": len(s.animal_deck),
            "animal_discard": len(s.animal_discard),
            "animals_removed": len(s.removed),
        },
        "bag": len(at[BAG + 1]),
        "central": _central(s, tb, at),
        "seats": [_seat(s, x, tb, at) for x in range(ctx.n)],
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


def snapshot(s: EncyclopediaState) -> dict:
    """Every field of the true state, JSON-ready."""
    return {
        "config": s.ctx.config,
        "rng": s.rng.state,
        "cp": s.cp,
        "flow": [s.phase, s.round, s.first, s.round_first, s.bank_used, s.active],
        "turn": [s.turn_open, s.in_seal, s.held, s.col, s.boost, s.act, s.target, s.pool],
        "publication": [s.placed, s.ptype, list(s.cands), list(s.incl)],
        "resources": [s.coins, s.tokens, s.seals, s.rep, s.vp, s.cubes, s.fives],
        "pub": [s.pub, s.pub5],
        "cards": [
            [list(x) for x in s.study],
            [list(x) for x in s.published],
            [list(x) for x in s.experts],
            [list(x) for x in s.covered],
            s.marks,
            list(s.removed),
        ],
        "markets": [s.university, s.academy],
        "decks": [s.expert_deck, s.expert_discard, s.animal_deck, s.animal_discard],
        "dice": [s.dval, s.dloc, s.exp, s.dice_count],
        "round_tokens": [s.tokens_hidden, s.tokens_unused, s.tokens_revealed],
        "sequence": [s.order, s.picks_left, s.draft_kind],
        "interrupts": [[list(i) for i in s.queue], [list(i) for i in s.deferred]],
        "prio": [list(p) for p in s.prio],
        "final": s.final,
        "log": list(s.log),
    }
