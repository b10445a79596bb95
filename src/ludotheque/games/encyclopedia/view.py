"""What a seat may see of an Encyclopedia game, and the full snapshot for fingerprints.

Everything on the table is public, every card a seat holds included (covered Experts were
public when taken). Hidden from everyone: the order of both decks, which round tokens lie
face down and which stay in the box, what the bag will give, and the generator. The view
shows counts of those only.
"""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.fronts.position_parts import parts, set_once_copy
from ludotheque.games.encyclopedia import scoring
from ludotheque.games.encyclopedia.components import AREAS, EXPEDITION, ROMAN
from ludotheque.games.encyclopedia.per_catalogue import PerCatalogue
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
    continent and types, an Expert's text, a die's colour) never changes.

    The entries below (an Animal card with its cubes, an Expert card, a die showing a
    value, an empty expedition space) are put in every view as they are, shared between
    views: views are read-only for their readers (tests/core/test_fresh_views.py)."""

    __slots__ = (
        "cat",
        "animals",
        "animal_cubes",
        "experts",
        "dice",
        "spaces",
        "empty",
        "animal_or_none",
        "expert_name_or_none",
    )

    def __init__(self, cat) -> None:
        self.cat = cat
        conts, cats = cat.continents, cat.categories
        # The Types I-IV a marks bitmask shows cubes on, per bitmask.
        cubes = tuple([ROMAN[t] for t in range(1, 5) if m >> (t - 1) & 1] for m in range(16))
        # Per Animal: its entry without cubes, and per marks bitmask with them.
        self.animals = tuple(
            {
                "name": cat.animal_names[a],
                "continent": conts[cat.animal_continent[a]],
                "types": [cats[k] for k in ks],
            }
            for a, ks in enumerate(cat.animal_cats)
        )
        self.animal_cubes = tuple(tuple({**x, "cubes": c} for c in cubes) for x in self.animals)
        self.experts = tuple(
            {
                "name": cat.expert_names[e],
                "continent": conts[cat.expert_continent[e]],
                "timing": cat.expert_timing[e],
                "effect": cat.expert_text[e],
            }
            for e in range(len(cat.expert_names))
        )
        # Per die: its entry per value (0 before its first roll, then 1 to `faces`).
        self.dice = tuple(
            tuple({"colour": cat.colours[c], "value": v} for v in range(cat.faces + 1))
            for c in cat.die_colour
        )
        self.spaces = tuple(tuple(row) for row in cat.spaces)
        # Index -1 (an empty market space) reads the final None.
        self.animal_or_none = (*self.animals, None)
        self.expert_name_or_none = (*cat.expert_names, None)
        # Per continent: its expedition spaces' entries with no die on them.
        self.empty = tuple(
            tuple({"stars": stars, "bonus": bonus, "die": None} for stars, bonus in row)
            for row in self.spaces
        )


_tables = PerCatalogue(_Tables)


def _seat(s: EncyclopediaState, x: int, tb: _Tables, at: dict[int, list[dict]]) -> dict:
    """Seat `x`'s entry; `at` gives the entries of the dice at each location where some
    lie, in die order (a list for this view alone)."""
    cat, ctx = s.ctx.cat, s.ctx
    marks = s.marks
    experts, animals, animal_cubes = tb.experts, tb.animals, tb.animal_cubes
    base = x * NCAT
    own, own5 = s.pub[base : base + NCAT], s.pub5[base : base + NCAT]
    study, published, active, covered = s.study[x], s.published[x], s.experts[x], s.covered[x]
    # The four slots of the board, and the dice on each (mostly none: `[]` is built
    # without running a comprehension, each one a function call in Python 3.11).
    l0, l1, l2, l3 = cat.slot_labels
    b = 4 * x
    mine = at.get(ROLLED + x)
    if mine is not None and len(mine) > 1:  # fixed order: colour, value, id (`dice.rolled`)
        colour, dval, dice, loc = cat.die_colour, s.dval, tb.dice, ROLLED + x
        ids = [d for d, at_ in enumerate(s.dloc) if at_ == loc]
        mine = [
            dice[k & 63][dval[k & 63]]
            for k in sorted((colour[d] << 12) | (dval[d] << 6) | d for d in ids)
        ]
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
            l0: at.get(b, []),
            l1: at.get(b + 1, []),
            l2: at.get(b + 2, []),
            l3: at.get(b + 3, []),
        },
        "rolled": mine if mine is not None else [],
        "study": [animal_cubes[a][marks[a]] for a in study] if study else [],
        "published": [*map(animals.__getitem__, published)] if published else [],
        "experts": [*map(experts.__getitem__, active)] if active else [],
        "covered_experts": [*map(experts.__getitem__, covered)] if covered else [],
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


def _central(s: EncyclopediaState, tb: _Tables, at: dict[int, list[dict]]) -> dict:
    cat = s.ctx.cat
    dice, dval, exp = tb.dice, s.dval, s.exp
    areas = {AREAS[i]: at.get(AREA_LOC + i, []) for i in range(EXPEDITION)}
    expeditions = {}
    empty = tb.empty
    for k, start in enumerate(s.ctx.space_start):
        # An empty space's entry is shared; one holding a die is built with the die's.
        row = list(empty[k])
        for j in range(len(row)):
            d = exp[start + j]
            if d >= 0:
                stars, bonus = tb.spaces[k][j]
                row[j] = {"stars": stars, "bonus": bonus, "die": dice[d][dval[d]]}
        expeditions[cat.continents[k]] = row
    areas["expeditions"] = expeditions
    areas["on_animals"] = at.get(ON_CARD, [])
    return areas


def _turn(s: EncyclopediaState, tb: _Tables) -> dict | None:
    if s.held < 0:
        return None
    cat = s.ctx.cat
    out = {
        "die": tb.dice[s.held][s.dval[s.held]],
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
    """Everything here but who looks and the decision's options is public: it is built
    once per position and shared by the views of every seat and spectator (the server
    builds one for each after every move), each view a copy of its top level."""
    kept = parts(s)
    if kept is None:  # nothing shared: this view's own
        out = _public(s)
    else:
        public = kept.get("view")
        if public is None:
            public = kept["view"] = _public(s)
        out = public.copy()
    out["seat"] = seat
    out["decision"] = decision.to_dict(include_options=seat is not None and decision.seat == seat)
    return out


def _public(s: EncyclopediaState) -> dict:
    """The view with the places of `seat` and `decision` held (by None), in their order."""
    ctx, cat = s.ctx, s.ctx.cat
    over = s.phase == "over"
    tb = _tables(cat)
    # The entries of the dice at each location where some lie, in die order; each list
    # goes into the view once.
    at: dict[int, list[dict]] = {}
    dice, dval = tb.dice, s.dval
    for d, loc in enumerate(s.dloc):
        here = at.get(loc)
        if here is None:
            at[loc] = [dice[d][dval[d]]]
        else:
            here.append(dice[d][dval[d]])
    experts = tb.experts
    out = {
        "game": "encyclopedia",
        "seat": None,
        "players": ctx.n,
        "round": s.round,
        "rounds": cat.rounds,
        "phase": s.phase,
        "active": s.active,
        "first_player": s.first,
        "bank_used": s.bank_used,
        "decision": None,
        "round_tokens": {
            "revealed": list(s.tokens_revealed),
            "face_down": len(s.tokens_hidden),
        },
        "university": [*map(tb.expert_name_or_none.__getitem__, s.university)],
        "university_cards": [experts[e] for e in s.university if e >= 0],
        "academy": [*map(tb.animal_or_none.__getitem__, s.academy)],
        "decks": {
            "experts": len(s.expert_deck),
            "expert_discard": len(s.expert_discard),
            "animals": len(s.animal_deck),
            "animal_discard": len(s.animal_discard),
            "animals_removed": len(s.removed),
        },
        "bag": len(at.get(BAG, ())),
        "central": _central(s, tb, at),
        "seats": [_seat(s, x, tb, at) for x in range(ctx.n)],
        "turn": _turn(s, tb),
        "waiting_picks": [
            {"seat": item[1], "kind": item[2]} for item in s.queue + s.deferred if item[0] == "pick"
        ]
        if s.queue or s.deferred
        else [],
        "log": list(s.log),
        "scores": list(s.vp),
        "over": over,
    }
    if over:
        out["final_scoring"] = set_once_copy(s.final)
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
        "pub": [list(s.pub), list(s.pub5)],
        "cards": [
            [list(x) for x in s.study],
            [list(x) for x in s.published],
            [list(x) for x in s.experts],
            [list(x) for x in s.covered],
            list(s.marks),
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
