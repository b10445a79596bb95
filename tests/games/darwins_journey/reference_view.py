"""Darwin's Journey's view as it was before issue 22's view pass (main 45c5b14), kept as
the reference for `test_view_reference.py`: the optimised `games/darwins_journey/view.py`
must give the same JSON (keys in the same order) for every seat, the spectator and the
snapshot. Its memo keys are its own, so the two never share an entry. Do not optimise it.
"""

from __future__ import annotations

from copy import deepcopy

from ludotheque.core.decision import Decision
from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.components.names import SEAL_NAMES
from ludotheque.games.darwins_journey.state import DarwinState, remember


class _Names:
    """The ids the view writes, per index, worked out once per configuration (a view is
    built on every move the server sends: issue 22 wants it under 50 µs)."""

    def __init__(self, comp) -> None:
        geo = comp.geo
        self.crew = tuple(c.id for c in comp.crew)
        self.objectives = tuple(o.id for o in comp.objectives)
        self.specials = tuple(x.id for x in comp.specials)
        self.letters = tuple(x.id for x in comp.letters)
        self.beagles = tuple(x.id for x in comp.beagles)
        self.spaces = tuple(sp.id for sp in comp.diaries.spaces)
        self.campsites = tuple(c.id for c in geo.campsites)
        self.islands = tuple(i.ids for i in geo.islands)
        self.ocean = geo.ocean.ids
        self.specimens = tuple(sp.id for sp in geo.specimens)
        self.tracks = tuple(t.ids for t in (geo.ocean, *geo.islands))


def _names(s: DarwinState) -> _Names:
    got = s.ctx.memo.get("reference-view-names")
    if got is None:
        got = remember(s.ctx, "reference-view-names", _Names(s.ctx.comp))
    return got


_WORKERS = tuple(tuple(w + 1 for w in range(5) if m >> w & 1) for m in range(32))
_SLOTS_DONE = tuple(tuple(k for k in range(10) if m >> k & 1) for m in range(1 << 10))
_LENS = {-1: "locked", -2: "open"}


def _bits(mask: int) -> list[int]:
    out = []
    k = 0
    while mask:
        if mask & 1:
            out.append(k)
        mask >>= 1
        k += 1
    return out


def _memo(s: DarwinState, key: tuple, make, arg):
    """A tuple of view texts kept in the context's memo by the state's (immutable) tuple
    it is read from (`make(arg)` builds it); callers copy it into a fresh list."""
    got = s.ctx.memo.get(key)
    if got is None:
        got = remember(s.ctx, key, make(arg))
    return got


def _seat(s: DarwinState, p: int, show_crew: bool, nm: _Names) -> dict:
    crew, objs = nm.crew, nm.objectives
    rows, slots, explorers, research = s.rows[p], s.slots[p], s.explorers[p], s.research[p]
    done, tents = s.crew_done[p], s.tents[p]
    memo = s.ctx.memo
    row_names = memo.get(("reference-view-rows", rows))
    if row_names is None:
        row_names = remember(s.ctx, ("reference-view-rows", rows), tuple(map(_seal_names, rows)))
    slot_names = memo.get(("reference-view-slots", slots))
    if slot_names is None:
        slot_names = _memo(
            s,
            ("reference-view-slots", slots),
            lambda x: tuple(objs[o] if o >= 0 else None for o in x),
            slots,
        )
    places = memo.get(("reference-view-explorers", explorers))
    if places is None:
        places = _memo(
            s,
            ("reference-view-explorers", explorers),
            lambda x: tuple(nm.islands[i][k] if k >= 0 else None for i, k in enumerate(x)),
            explorers,
        )
    researched = memo.get(("reference-view-research", research))
    if researched is None:
        researched = _memo(
            s,
            ("reference-view-research", research),
            lambda x: tuple(nm.specimens[c] for c in _bits(x)),
            research,
        )
    return {
        "coins": s.coins[p],
        "vp": s.vp[p],
        "tk": s.tk[p],
        "theory": s.theory[p],
        "rows": list(map(list, row_names)),
        "free_workers": list(_WORKERS[s.free[p] & 31]),
        "fifth_worker": s.fifth[p],
        "crew": list(map(crew.__getitem__, s.crew[p])) if show_crew else len(s.crew[p]),
        "crew_done": [[crew[c], w + 1] for c, w in done] if done else [],
        "reserve": list(map(objs.__getitem__, s.reserve[p])),
        "slots": list(slot_names),
        "completed_slots": list(_SLOTS_DONE[s.done[p] & 1023]),
        "stacks": list(s.stacks[p]),
        "cup": s.cup[p],
        "tents": [[nm.campsites[c], k + 1] for c, k in tents] if tents else [],
        "explorers": list(places),
        "ship": nm.ocean[s.ship[p]],
        "lenses": s.lenses[p],
        "research": list(researched),
    }


def _seal_names(row: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(SEAL_NAMES[c] for c in row)


def _board(s: DarwinState, nm: _Names) -> dict:
    n = s.ctx.players
    specials = nm.specials
    spaces = {}
    for sid, x, t, w in zip(nm.spaces, s.lens, s.tile, s.at, strict=True):
        spaces[sid] = {
            "lens": _LENS[x] if x < 0 else x,
            "workers": [[p, k + 1] for p, k in w] if w else [],
            "tile": specials[t] if t >= 0 else None,
        }
    academy, museum = tuple(s.academy), tuple(s.museum)
    stamps = s.stamps_on
    return {
        "spaces": spaces,
        "envelopes": [
            {"tile": nm.letters[t], "stamps": stamps[e * n : e * n + n]}
            for e, t in enumerate(s.letters)
        ],
        "beagle_space": nm.ocean[s.ctx.comp.geo.ocean.beagle[s.beagle]],
        "beagle_tiles": [nm.beagles[t] if t >= 0 else None for t in s.beagles],
        "academy": list(
            _memo(
                s,
                ("reference-view-academy", academy),
                lambda x: tuple(SEAL_NAMES[c] if c >= 0 else None for c in x),
                academy,
            )
        ),
        "seal_pile": len(s.pile),
        "special_seals": s.specials,
        "objectives": {
            "silver": list(map(nm.objectives.__getitem__, s.display[0])),
            "gold": list(map(nm.objectives.__getitem__, s.display[1])),
            "piles": [len(s.decks[0]), len(s.decks[1])],
        },
        "museum": list(
            _memo(
                s,
                ("reference-view-museum", museum),
                lambda x: tuple(nm.specimens[c] for c, y in enumerate(x) if y),
                museum,
            )
        ),
        "row_coins": list(s.row_coin),
        "specimens": _specimens(s, nm),
        "campsites": dict(zip(nm.campsites, map(list, s.camps), strict=True)),
    }


def _specimens(s: DarwinState, nm: _Names) -> dict:
    """Specimen tiles on the tracks by space id; the flags change a few times a round, so
    the dict is kept in the memo by their tuples and copied (its values are strings)."""
    key = ("reference-view-specimens", *s.flags)
    got = s.ctx.memo.get(key)
    if got is None:
        ids = nm.specimens
        got = {
            track[i]: ids[x]
            for track, flags in zip(nm.tracks, s.flags, strict=True)
            for i, x in enumerate(flags)
            if x >= 0
        }
        remember(s.ctx, key, got)
    return dict(got)


def view(s: DarwinState, seat: int | None, decision: Decision) -> dict:
    nm = _names(s)
    revealed = s.phase != "draft"
    out = {
        "seat": seat,  # who looks (None: a spectator), for the pictures' "you"
        "players": s.ctx.players,
        "phase": s.phase,
        "round": s.round,
        "order": list(s.order),
        "board": _board(s, nm),
        "seats": [_seat(s, p, revealed or p == seat, nm) for p in range(s.ctx.players)],
        "log": list(s.log[-20:]),
        "decision": decision.to_dict(include_options=seat is not None and decision.seat == seat),
    }
    if s.phase == "draft" and seat is not None:
        out["hand"] = [s.ctx.comp.crew[c].id for c in s.hands[seat]]
    if s.phase == "pairs":
        objs = s.ctx.comp.objectives
        out["pairs"] = [[objs[a].id, objs[b].id] for a, b in s.pairs]
    if s.ctx.solo:
        out["alfred"] = _alfred(s)
    if s.final is not None:
        out["final"] = deepcopy(s.final)  # a copy: a front may not reach the state
        out["winners"] = scoring.winners(s)
    else:
        out["modifier"] = scoring.modifier(s)
    return out


def _alfred(s: DarwinState) -> dict:
    """Alfred's public side: his board, tracks, face-up cards and the size of his deck,
    never its order (L1285)."""
    data = s.ctx.automa
    b = data.boards[s.ctx.level]
    return {
        "seat": s.ctx.alfred,
        "board": b.id,
        "level": data.levels[b.id]["name"],
        "bonus": s.a_bonus,
        "bonus_cards": [
            {
                "id": data.bonus_cards[c].id,
                "at": data.triggers[k],
                "now": [_text(e) for e in data.bonus_cards[c].rounds[min(s.round, 5) - 1]],
            }
            for k, c in enumerate(s.a_cards)
        ],
        "drawn": [
            {
                "id": data.cards[c].id,
                "options": [f"{k} {a}".strip() for k, a in data.cards[c].options],
            }
            for c in s.a_drawn
        ],
        "deck": len(s.a_deck),
        "resting": ["ABCD"[w] for w in s.a_rest],
    }


def _text(e) -> str:
    verb, n, alts = e
    if verb == "or":
        return " / ".join(" + ".join(_text(x) for x in alt) for alt in alts)
    return f"{verb} {n}" if n else verb


def snapshot(s: DarwinState) -> dict:
    out = view(s, None, s.decision or _none())
    out["seats"] = [_seat(s, p, True, _names(s)) for p in range(s.ctx.players)]
    out["hands"] = [list(h) for h in s.hands]
    out["pile"] = list(s.pile)
    out["decks"] = [list(s.decks[0]), list(s.decks[1])]
    out["alfred_deck"] = list(s.a_deck)
    out["rng"] = s.rng.state
    out["tasks"] = [repr(t) for t in s.tasks]
    out["active"] = s.active
    out["step"] = s.step
    return out


def _none() -> Decision:
    return Decision(None, "none", ())
