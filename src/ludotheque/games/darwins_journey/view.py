"""What a seat may see (`view`) and the complete true state (`snapshot`).

Hidden: the draft hands and picks of other seats until the crew cards are revealed
(L374), the order of the seal pile and of the objective piles. Everything else on the
table is public (digest section 9).
"""

from __future__ import annotations

from ludotheque.core.decision import Decision
from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.components.names import SEAL_NAMES
from ludotheque.games.darwins_journey.state import DarwinState


def _seat(s: DarwinState, p: int, show_crew: bool) -> dict:
    comp = s.ctx.comp
    objs = comp.objectives
    return {
        "coins": s.coins[p],
        "vp": s.vp[p],
        "tk": s.tk[p],
        "theory": s.theory[p],
        "rows": [[SEAL_NAMES[c] for c in r] for r in s.rows[p]],
        "free_workers": [w + 1 for w in range(5) if s.free[p] >> w & 1],
        "fifth_worker": s.fifth[p],
        "crew": [comp.crew[c].id for c in s.crew[p]] if show_crew else len(s.crew[p]),
        "crew_done": [[comp.crew[c].id, w + 1] for c, w in s.crew_done[p]],
        "reserve": [objs[o].id for o in s.reserve[p]],
        "slots": [objs[o].id if o >= 0 else None for o in s.slots[p]],
        "completed_slots": [k for k in range(10) if s.done[p] >> k & 1],
        "stacks": list(s.stacks[p]),
        "cup": s.cup[p],
        "tents": [
            [geo_c.id, k + 1]
            for geo_c, k in ((s.ctx.comp.geo.campsites[c], k) for c, k in s.tents[p])
        ],
        "explorers": [
            comp.geo.islands[i].ids[x] if x >= 0 else None for i, x in enumerate(s.explorers[p])
        ],
        "ship": comp.geo.ocean.ids[s.ship[p]],
        "lenses": s.lenses[p],
        "research": [sp.id for c, sp in enumerate(comp.geo.specimens) if s.research[p] >> c & 1],
    }


def _board(s: DarwinState) -> dict:
    comp = s.ctx.comp
    d = comp.diaries
    n = s.ctx.players
    geo = comp.geo
    tracks = (geo.ocean, *geo.islands)
    return {
        "spaces": {
            sp.id: {
                "lens": {-1: "locked", -2: "open"}.get(s.lens[i], s.lens[i]),
                "workers": [[p, w + 1] for p, w in s.at[i]],
                "tile": comp.specials[s.tile[i]].id if s.tile[i] >= 0 else None,
            }
            for i, sp in enumerate(d.spaces)
        },
        "envelopes": [
            {"tile": comp.letters[t].id, "stamps": s.stamps_on[e * n : e * n + n]}
            for e, t in enumerate(s.letters)
        ],
        "beagle_space": geo.ocean.ids[geo.ocean.beagle[s.beagle]],
        "beagle_tiles": [comp.beagles[t].id if t >= 0 else None for t in s.beagles],
        "academy": [SEAL_NAMES[c] if c >= 0 else None for c in s.academy],
        "seal_pile": len(s.pile),
        "special_seals": s.specials,
        "objectives": {
            "silver": [comp.objectives[o].id for o in s.display[0]],
            "gold": [comp.objectives[o].id for o in s.display[1]],
            "piles": [len(s.decks[0]), len(s.decks[1])],
        },
        "museum": [geo.specimens[c].id for c in range(len(s.museum)) if s.museum[c]],
        "row_coins": list(s.row_coin),
        "specimens": {
            t.ids[i]: geo.specimens[x].id
            for k, t in enumerate(tracks)
            for i, x in enumerate(s.flags[k])
            if x >= 0
        },
        "campsites": {c.id: list(s.camps[k]) for k, c in enumerate(geo.campsites)},
    }


def view(s: DarwinState, seat: int | None, decision: Decision) -> dict:
    revealed = s.phase != "draft"
    out = {
        "seat": seat,  # who looks (None: a spectator), for the pictures' "you"
        "players": s.ctx.players,
        "phase": s.phase,
        "round": s.round,
        "order": list(s.order),
        "board": _board(s),
        "seats": [_seat(s, p, revealed or p == seat) for p in range(s.ctx.players)],
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
        out["final"] = s.final
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
    out["seats"] = [_seat(s, p, True) for p in range(s.ctx.players)]
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
