"""What each seat may see (L383, hidden piles and decks), the full snapshot, and the
re-deal of hidden information for search agents."""

from __future__ import annotations

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS, REGIONS, ZONES
from ludotheque.games.perseverance_ep3.rules import final
from ludotheque.games.perseverance_ep3.state import REMINDER, UNITS, PState

HIDDEN = "?"
DINO_KINDS = ("sh", "r", "th", "ij", "leader")  # the species on a dino space; 4: a mounted leader


def _player(s: PState, seat: int, viewer: int | None, full: bool) -> dict:
    p = s.players[seat]
    comp = s.ctx.comp
    goal = None
    if full or viewer == seat or p.goal_shown:
        goal = comp.goals[p.goal].id
    return {
        "leader": comp.players.leaders[p.leader].id,
        "followers": p.followers,
        "resources": dict(zip(("food", "debris", "ir", "gb"), p.res, strict=True)),
        "home": dict(zip(UNITS, p.home, strict=True)),
        "tired": dict(zip(UNITS, p.tired, strict=True)),
        "infirmary": dict(zip(UNITS, p.infirmary, strict=True)),
        "infirmary_cover": p.cover,
        "untrained": dict(zip(("sh", "r", "th", "ij"), p.untrained, strict=True)),
        "rangers_in_supply": p.rangers_out,
        "leader_at": p.leader_at,
        "mounted": p.mounted,
        "crates": list(p.crates),
        "ranch": [comp.ranch[c].name if c >= 0 else None for c in p.ranch],
        "artefacts": [a for i, a in enumerate(ARTEFACTS) if p.artefacts >> i & 1],
        "dice_in_supply": p.dice_left,
        "shelters": p.shelters,
        "cubes": p.cubes,
        "turns": p.turns,
        "start_zone": (ZONES + ("wilderness",))[p.start_zone] if p.start_zone >= 0 else None,
        "adventure": comp.adventures[p.adventure].name if p.adventure >= 0 else None,
        "adventure_step": p.adv_step,
        "on_adventure": dict(zip(UNITS, p.adv_units, strict=True)),
        "leader_on_adventure": p.adv_leader,
        "leader_laid_down": p.leader_down,
        "adventures_started": {"wilderness": p.started_wild, "temple": p.started_temple},
        "adventures_completed": {"wilderness": p.done_wild, "temple": p.done_temple},
        "threat_track": p.threat,
        "goal": goal,
    }


def _board(s: PState, full: bool) -> dict:
    comp = s.ctx.comp
    faces = comp.board.faces
    locs = comp.board.locations

    def die(d):
        return d if d.__class__ is not tuple else {"owner": d[0], "face": faces[d[1]]}

    return {
        "pool": [{"owner": o, "face": faces[f]} for o, f in sorted(s.pool)],
        "zones": {
            ZONES[z]: {
                "dice": [die(d) for d in s.zone_dice[z]],
                "shelters": list(s.zone_shelters[z]),
                "leader": s.zone_leader[z],
                "thunderhorn_space": s.zone_thunder[z],
                "structures": [
                    comp.structures[f].name if f >= 0 else None for f in s.structures[z]
                ],
                "structure_owners": list(s.structure_owner[z]),
                "officer": comp.players.officers[s.officer_at[z]].id,
            }
            for z in range(4)
        },
        "wilderness_officer": comp.players.officers[s.officer_at[4]].id,
        "influence": {comp.players.officers[o].id: list(c) for o, c in enumerate(s.influence)},
        "locations": {
            loc.id: {
                "tile": (
                    HIDDEN if s.loc_hidden[i] and not full else comp.exploration[s.loc_tile[i]].name
                )
                if s.loc_tile[i] >= 0
                else None,
                "dino": s.loc_dino[i],
                "dino_kind": DINO_KINDS[s.loc_dino_kind[i]] if s.loc_dino[i] != -1 else None,
                "wild": ("sh", "r", "th", "ij")[s.loc_wild[i]] if s.loc_wild[i] >= 0 else None,
                "shelters": list(s.loc_shelters[i]),
            }
            for i, loc in enumerate(locs)
        },
        "outpost": [list(x) for x in s.outpost],
        "piles": {
            REGIONS[r]: (
                [("reminder" if t == REMINDER else comp.exploration[t].name) for t in s.piles[r]]
                if full
                else {
                    "size": len(s.piles[r]),
                    "reminder_at": s.piles[r].index(REMINDER) + 1
                    if REMINDER in s.piles[r]
                    else None,
                    # tiles seen by all before going under (L899), top to bottom
                    "known_bottom": [
                        "reminder" if t == REMINDER else comp.exploration[t].name
                        for t in _bottom(s.piles[r], s.pile_seen[r])
                    ],
                }
            )
            for r in range(3)
        },
        "adventure_decks": {
            REGIONS[r]: {
                "size": len(s.decks[r]),
                "known_bottom": [
                    comp.adventures[a].name for a in _bottom(s.decks[r], s.deck_seen[r])
                ],
            }
            for r in range(3)
        },
        "ranch_piles": [
            {
                "size": len(pile),
                "known_bottom": [comp.ranch[t].name for t in _bottom(pile, s.ranch_seen[k])],
            }
            for k, pile in enumerate(s.ranch_piles)
        ],
        "adventure_offers": {
            REGIONS[r]: [comp.adventures[a].name for a in s.offers[r]] for r in range(3)
        },
        "unlocked": list(s.unlocked),
        "ranch_offer": [[comp.ranch[t].name for t in offer] for offer in s.ranch_offer],
        "temples_explored": [
            t for t, b in (("raptor", 1), ("thunderhorn", 2), ("ironjaw", 4)) if s.temples & b
        ],
        "temple_adventures_left": [
            t for t, b in (("raptor", 1), ("thunderhorn", 2), ("ironjaw", 4)) if s.temple_free & b
        ],
        "temple_adventures_completed": [
            t for t, b in (("raptor", 1), ("thunderhorn", 2), ("ironjaw", 4)) if s.temples_done & b
        ],
        "ancient_portal": s.portal_owner,
        "assembly_tile": comp.tables.assembly_tiles[s.tile].id,
        "assembly_tiles_left": len(s.tile_stack),
        "assemblies": s.assemblies,
        "supply": dict(zip(("sh", "r", "th", "ij"), s.supply, strict=True)),
    }


def _bottom(pile: list, seen: int) -> list:
    return pile[len(pile) - seen :] if seen else []


def view(s: PState, seat: int | None, decision) -> dict:
    out = {
        "seat": seat,
        "phase": s.phase,
        "active": s.active,
        "players": [_player(s, i, seat, False) for i in range(len(s.players))],
        "board": _board(s, False),
        "dissident": s.ctx.dissident,
        "decision": decision.to_dict(include_options=decision.seat == seat),
    }
    if s.phase == "over":
        out["final"] = s.final
        out["winners"] = final.winners(s)
        if s.goal_extra >= 0:  # the third card is revealed at the end (L1410)
            out["third_goal"] = s.ctx.comp.goals[s.goal_extra].id
    return out


def snapshot(s: PState) -> dict:
    out = {
        "phase": s.phase,
        "active": s.active,
        "first": s.first,
        "step": s.step,
        "rng": s.rng.state,
        "tasks": [repr(t) for t in s.tasks],
        "players": [_player(s, i, None, True) for i in range(len(s.players))],
        "board": _board(s, True),
        "decks": [list(d) for d in s.decks],
        "ranch_piles": [list(p) for p in s.ranch_piles],
        "tile_stack": list(s.tile_stack),
        "upper_stack": list(s.upper_stack),
        "goal_extra": s.goal_extra,
        "seen": [list(s.pile_seen), list(s.deck_seen), list(s.ranch_seen)],
    }
    return out


def determinize(s: PState, seat: int, rng: Rng) -> PState:
    """Re-deal what `seat` cannot see: the order of every face-down pile and deck, the
    face-down 2-player tiles (with their region's pile), other players' unrevealed goal
    cards and the 2-player third card (one card per officer, L388). The reminder tiles
    stay where they are: their positions are public (L315-L318); so do the tiles and cards
    put under a pile after everyone saw them (L899, L1296, L1302)."""
    c = s.copy()
    for r in range(3):
        pile = c.piles[r]
        top = len(pile) - c.pile_seen[r]  # the known bottom stays (L899)
        hidden = [
            i
            for i, loc in enumerate(c.ctx.comp.board.locations)
            if c.loc_hidden[i] and loc.region == r
        ]
        tiles = sorted([t for t in pile[:top] if t != REMINDER] + [c.loc_tile[i] for i in hidden])
        rng.shuffle(tiles)
        for i in hidden:
            c.loc_tile[i] = tiles.pop()
        c.piles[r] = [REMINDER if t == REMINDER else tiles.pop() for t in pile[:top]] + pile[top:]
    for d, seen in zip(c.decks + c.ranch_piles, c.deck_seen + c.ranch_seen, strict=True):
        top = len(d) - seen
        head = sorted(d[:top])
        rng.shuffle(head)
        d[:top] = head
    goals = c.ctx.comp.goals
    unknown = [i for i, p in enumerate(c.players) if i != seat and not p.goal_shown]
    used = {goals[p.goal].officer for i, p in enumerate(c.players) if i == seat or p.goal_shown}
    extra = c.goal_extra >= 0 and c.phase != "over"  # revealed at the end (L1410)
    if c.goal_extra >= 0 and not extra:
        used.add(goals[c.goal_extra].officer)
    officers = sorted({g.officer for g in goals} - used)
    rng.shuffle(officers)
    slots = [(i, "player") for i in unknown] + ([(-1, "extra")] if extra else [])
    for (i, kind), officer in zip(slots, officers, strict=False):
        cards = [g.index for g in goals if g.officer == officer]
        g = cards[rng.below(len(cards))]
        if kind == "player":
            c.players[i].goal = g
        else:
            c.goal_extra = g
    c.rng = Rng(rng.next64())
    c.decision = None
    return c
