"""A player's turn (L567-L586) and the game around it: primary action, mandatory
secondary action, the adventure step, the end-of-turn checks, eight turns each."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.rules import (  # noqa: F401  (modules register tasks)
    adventures,
    assemblies,
    effects,
    final,
    goals,
    placements,
    ranch,
    secondary,
    setup,
    town,
    wilderness,
)
from ludotheque.games.perseverance_ep3.rules.piles import take
from ludotheque.games.perseverance_ep3.rules.tasks import push, register
from ludotheque.games.perseverance_ep3.state import BLOCKED, EMPTY, REMINDER, PState


def _begin(s, t, _):
    s.phase = "turn"
    s.step = 0
    s.active = s.first
    begin_turn(s)


register("begin", _begin)


def begin_turn(s: PState) -> None:
    seat = s.active
    s.turn_flags = 0
    s.cp += 1
    # push_all's order (primary first), written out: every turn
    s.tasks += (
        ("end-turn", seat),
        ("adventure-step", seat),
        ("secondary", seat),
        ("primary", seat),
    )


def _primary_options(s, t):
    seat = t[1]
    opts = []
    if town.can_work(s, seat):
        opts.append("work in the town")
    if wilderness.targets(s, seat, "home", True):
        opts.append("explore the wilderness")
    return opts


def _primary_play(s, t, opt):
    if opt == "work in the town":
        town.begin_work(s, t[1])
    else:
        wilderness.push_explore(s, t[1], "home")


register(
    "primary",
    _primary_play,
    _primary_options,
    "Choose your primary action: work in the town or explore the wilderness (L571).",
)


def _adventure_step(s, t, _):
    """Step 3: the current step of the adventure in progress, if any (L579)."""
    adventures.resolve_step(s, t[1])


register("adventure-step", _adventure_step)


def _end_turn(s, t, _):
    """End-of-turn checks (L1218-L1223)."""
    seat = t[1]
    p = s.players[seat] if s.owned >> seat & 1 else s.mut(seat)  # `mut`'s common case inline
    p.turns += 1  # the adventure marker moves even without an adventure
    tired = p.tired
    if any(tired):  # exhausted units come back Home
        home = p.home
        for code in range(5):
            home[code] += tired[code]
            tired[code] = 0
    if p.leader_at == "tired":
        p.leader_at = "home"
    s.tasks.append(("finish-turn", seat))
    check_assemblies(s)


register("end-turn", _end_turn)


def town_triggered(s: PState) -> list[int]:
    """A zone holding as many dice as there are players (L1253-L1257)."""
    n = s.ctx.players
    out = []
    for z, row in enumerate(s.zone_dice):  # a space holds a die, EMPTY or BLOCKED
        taken = len(row) - row.count(EMPTY)  # asked at every turn's end: most zones stop here
        if taken >= n and taken - row.count(BLOCKED) == n:
            out.append(z)
    return out


def wild_triggered(s: PState) -> list[int]:
    """Regions whose reminder tile is exposed on top of their pile (L1320, ruling R1)."""
    out = []
    piles, done = s.piles, s.reminder_out
    for r in s.ctx.comp.tables.wild_order:
        if not done[r] and piles[r] and piles[r][0] == REMINDER:
            out.append(r)
    return out


def check_assemblies(s: PState) -> None:
    """The town first, then the Hills, the Jungle, the Swamp (L1238)."""
    for z in town_triggered(s):
        assemblies.town_assembly(s, z)
    for r in wild_triggered(s):
        take(s.own("piles")[r], s.pile_seen, r)
        s.set_item("reminder_out", r, True)
        assemblies.wild_assembly(s, r)


def _finish_turn(s, t, _):
    seat = t[1]
    if s.solo is not None:  # the Dissidents play after you (solo/turn.py)
        push(s, "solo-after-you", seat)
        return
    if s.players[seat].turns == s.ctx.turns:
        goals.score_goal(s, seat)
        s.cp += 1
    s.step += 1
    if s.step == s.ctx.turns * s.ctx.players:
        end_game(s)
    else:
        s.active = (s.active + 1) % s.ctx.players  # clockwise (L471)
        begin_turn(s)


register("finish-turn", _finish_turn)


def end_game(s: PState) -> None:
    goals.score_extra_goal(s)
    s.final = final.final_scoring(s)
    s.phase = "over"
    s.cp += 1
