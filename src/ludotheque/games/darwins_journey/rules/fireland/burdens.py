"""The Time penalties in the game's turn (L1787-L1796): each drawn tile whose watch row a
seat's marker has reached burdens one action of that seat, and they add up (`time_track.
burden`). The base rules ask here, only with `fireland` on:

- delivery (T1 +2 coins, T4 Evolution 1 step less): the Museum's Specimen Delivery action
  and the Great Ship's Deliver one specimen, once per action (ruling FL-R14);
- Academy (T2 +1 coin): added to the seal's price before a discount;
- diary (T3 +2 coins): every worker placed on a space of a Diary Section;
- objective (T5 -2 VP): each objective completed, none with fewer VP than that (L1793);
- correspondence (T6 1 stamp less): the Correspondence action's stamps;
- navigate, explore (T7, T8 1 step less): moves.start_move.
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import PENALTY_KEYS, fireland_data
from ludotheque.games.darwins_journey.rules.fireland import time_track
from ludotheque.games.darwins_journey.state import DarwinState


def burden(s: DarwinState, seat: int, hook: str) -> dict[str, int]:
    """What the seat's active penalties add to the action `hook` (coins, theory, vp,
    stamps, steps); nothing while it holds a Stolen Time token (L1979)."""
    fire = fireland_data()
    if s.fire.stolen and s.fire.stolen[seat]:
        return dict.fromkeys(PENALTY_KEYS, 0)
    drawn = tuple(fire.penalties[k] for k in s.fire.drawn)
    active = time_track.active(fire.time, drawn, s.fire.time[seat])
    return time_track.burden(active, hook)


def extra(s: DarwinState, seat: int, hook: str, what: str) -> int:
    """One quantity of `burden`, 0 without Fireland (the base rules' one question)."""
    if not s.ctx.fireland:
        return 0
    return burden(s, seat, hook)[what]
