"""How the Dissidents score (L2874-L2952): one reward per assembly from the scoring tile
for the better placed of the two, the same tile for officers; your goal card at your 8th
turn, the programme officers at the end, 2 followers per artefact, and the result."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import REGIONS, ZONES
from ludotheque.games.perseverance_ep3.rules import assemblies, counts, final, goals, units
from ludotheque.games.perseverance_ep3.rules.tasks import push
from ludotheque.games.perseverance_ep3.solo import reserve, zones
from ludotheque.games.perseverance_ep3.solo.data import solo_data
from ludotheque.games.perseverance_ep3.state import PState


def _rewards(s: PState):
    return s.ctx.comp.tables.assembly_tiles[s.tile].rewards[s.ctx.side]


def dissidents_gain(s: PState, ranks: list[int], why: str) -> int:
    """The tile's first reward if either dissident is first or tied first, else its
    second, crates ignored (L2878-L2882, L2893-L2895; ruling S4: even without any
    presence)."""
    rewards = _rewards(s)
    first = 0 in (ranks[1], ranks[2])
    n = rewards[0][0] if first else rewards[1][0] if len(rewards) > 1 else 0
    s.solo.followers += n
    s.solo.log.append(f"The Dissidents gain {n} followers ({why}).")
    return n


def score_tile(s: PState, presence: list[int]) -> None:
    """You as in multiplayer (L2876); then the Dissidents once."""
    rewards = _rewards(s)
    ranks = assemblies.dense_ranks(presence)
    r = ranks[0]
    if 0 <= r < len(rewards):
        followers, crates = rewards[r]
        units.add_followers(s, 0, followers)
        if crates:
            push(s, "crate", 0, crates, "choice", ())
    dissidents_gain(s, ranks, "presence")


def score_officer(s: PState, o: int) -> list[int]:
    """You score the officer's condition (full / half, L1269-L1271); the Dissidents
    take the tile's reward by their influence rank (L2893-L2899)."""
    ranks = assemblies.dense_ranks(list(s.influence[o]))
    cond = s.ctx.comp.players.officers[o].scoring
    full = assemblies.points(s, 0, cond) if ranks[0] in (0, 1) else 0
    g = full if ranks[0] == 0 else full // 2 if ranks[0] == 1 else 0
    units.add_followers(s, 0, g)
    name = s.ctx.comp.players.officers[o].name
    dissidents_gain(s, ranks, name)
    return [g, 0, 0]


assemblies.SOLO["tile"] = score_tile
assemblies.SOLO["officer"] = score_officer


def shelters_in(s: PState, seat: int, zone: str) -> int:
    """Shelters only, as the solo goal says (L2926; ruling S5)."""
    if zone in ZONES:
        return counts.town_shelters(s, seat, ZONES.index(zone))
    return counts.wild_shelters(s, seat, REGIONS.index(zone))


def score_goal(s: PState, g: int) -> dict:
    """The chosen card in full (L2923-L2929): its personal goal, 4 per zone where you
    have at least as many shelters as each dissident (and one), its officer with the
    current tile for both sides (the tile stays)."""
    comp = s.ctx.comp
    rule = comp.tables.value("goal")
    card = comp.goals[g]
    out = {"personal": 0, "zones": 0}
    if goals.personal_met(s, 0, g):
        out["personal"] = rule["personal"]
    for zone in card.zones:
        mine = shelters_in(s, 0, zone)
        if mine > 0 and all(shelters_in(s, w, zone) <= mine for w in (1, 2)):
            out["zones"] += rule["zone"]
    units.add_followers(s, 0, out["personal"] + out["zones"])
    s.solo.goal_scored = g
    s.solo.log.append(f"You score goal card {card.id}: {out['personal'] + out['zones']} followers.")
    score_officer(s, zones.officer_index(s, card.officer))
    s.cp += 1
    return out


def end_game(s: PState) -> None:
    """The programme officers with the current tile (L2935-L2937), then structures,
    artefacts and leftovers for you, 2 per artefact for the Dissidents (L2941-L2945)."""
    so = s.solo
    for d in (0, 1):
        score_officer(s, zones.programme_officer(s, d))
    parts = {
        "structures": final.structure_points(s, 0),
        "artefacts": final.artefact_points(s, 0),
        "leftovers": final.leftover_points(s, 0),
    }
    units.add_followers(s, 0, sum(parts.values()))
    s.final = [parts]
    arte = reserve.count(s) * solo_data().artefact_points
    so.followers += arte
    so.log.append(f"The Dissidents gain {arte} followers for their artefacts.")
    so.result = "won" if s.players[0].followers > so.followers else "lost"  # L2949-L2952
    s.phase = "over"
    s.cp += 1


def result_value(s: PState) -> float:
    return 1.0 if s.solo.result == "won" else 0.0
