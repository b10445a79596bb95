"""Treasures and the pirate ship's moves (L2186-L2204, L2216, L2222).

A ship or an explorer that enters a campsite's space during a Navigation or an
Exploration, passing or stopping, finds its Treasure (`passed`, called by the move): the
player takes it (3 coins at once, before the rest of the action: a tent's cost may use
them) or moves the pirate ship to any Ocean region; an empty campsite offers the move
only. Moving is a "may" (L2200): "leave the pirate ship" keeps it where it is (ruling
PI-R4). The Pirate tile's "pirate-ship" offers the same move (L2222).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.pirates import pirate_data
from ludotheque.games.darwins_journey.rules import economy, tasks
from ludotheque.games.darwins_journey.rules.effects import runner
from ludotheque.games.darwins_journey.rules.fireland import pirates as fireland
from ludotheque.games.darwins_journey.state import DarwinState, note, replaced

TAKE = "take the treasure"
LEAVE = "leave the pirate ship"


def region_option(r: int) -> str:
    return f"pirate ship to region {r + 1}"


def passed(s: DarwinState, seat: int, t: int, via) -> None:
    """The campsites entered on one step (jumped spaces first), each a decision on top of
    what the move pushed, the first entered resolving first (L2190)."""
    track = s.ctx.comp.geo.track(t)
    for y in reversed(via):
        camp = track.camp[y]
        if camp >= 0:
            tasks.push(s, ("treasure", seat, camp))


def _moves(s: DarwinState) -> list[str]:
    """Every region the ship is not in, then leaving it (L2200: any region, a "may")."""
    out = [region_option(r) for r in range(len(s.ctx.regions.names)) if r != s.pirate]
    out.append(LEAVE)
    return out


def _treasure_options(s, task):
    opts = _moves(s)
    if s.treasures >> task[2] & 1:
        opts.insert(0, TAKE)
    return opts


def _treasure_play(s, task, opt):
    tasks.pop(s)
    _, seat, camp = task
    camp_id = s.ctx.comp.geo.campsites[camp].id
    if opt == TAKE:
        s.treasures &= ~(1 << camp)
        s.hoard = replaced(s.hoard, seat, s.hoard[seat] + 1)
        coins = pirate_data().treasure_coins
        economy.gain_coins(s, seat, coins)
        note(s, f"seat {seat + 1} takes the treasure of {camp_id}: +{coins} coins")
        return
    move_ship(s, seat, opt)


def move_ship(s: DarwinState, seat: int, opt: str) -> None:
    """Play a "pirate ship to region N" or "leave the pirate ship" option."""
    if opt == LEAVE:
        return
    s.pirate = int(opt.rsplit(" ", 1)[1]) - 1
    if s.ctx.fireland:  # ruling FL-R16
        where = fireland.region_words(s, s.pirate)
    else:
        where = f"Ocean spaces {s.ctx.regions.names[s.pirate].replace('O', '')}"
    note(s, f"seat {seat + 1} moves the pirate ship to region {s.pirate + 1} ({where})")


@runner("pirate-ship")
def _pirate_ship(s, seat, n, flags):
    tasks.push(s, ("pirate-ship", seat))


def _ship_play(s, task, opt):
    tasks.pop(s)
    move_ship(s, task[1], opt)


tasks.register(
    "treasure",
    _treasure_options,
    _treasure_play,
    "A campsite: take its treasure, or move the pirate ship.",
)
tasks.register(
    "pirate-ship", lambda s, task: _moves(s), _ship_play, "Move the pirate ship, or leave it."
)
