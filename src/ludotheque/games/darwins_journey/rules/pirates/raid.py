"""The pirates' raid after every Reward phase (L2212-L2216).

Each seat whose Ship is in the pirate ship's region owes 2 coins for its ship and 2 more
per Treasure token it holds; it pays in coins, then what it cannot in VP, never below 0
VP (the rest is forgiven), and returns its Treasures to the box. The pirate ship stays:
it raids the same region again until someone moves it (L2216). Alfred is raided too, from
his coin track (ruling PI-R6).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.pirates import pirate_data
from ludotheque.games.darwins_journey.rules import economy
from ludotheque.games.darwins_journey.rules.fireland import pirates as fireland
from ludotheque.games.darwins_journey.state import DarwinState, note, replaced


def in_region(s: DarwinState, seat: int) -> bool:
    """The seat's Ship is in the pirate ship's region (never at the start, L2200); on
    Fireland's side, any of its ships (ruling FL-R16)."""
    if s.pirate < 0:
        return False
    if s.ctx.fireland:
        return fireland.in_region(s, seat)
    return s.ctx.regions.of[s.ship[seat]] == s.pirate


def cost(s: DarwinState, seat: int) -> int:
    """What a raid would take from the seat now, in coins (0 outside the region)."""
    if not in_region(s, seat):
        return 0
    data = pirate_data()
    return data.raid_base + data.raid_per_treasure * s.hoard[seat]


def raid(s: DarwinState) -> None:
    """Every seat in the region pays (`cost`), coins first, then VP down to 0."""
    for p in range(s.ctx.players):
        owe = cost(s, p)
        if owe == 0:
            continue
        coins = min(owe, s.coins[p])
        economy.pay(s, p, coins)
        vp = min(owe - coins, s.vp[p])
        economy.gain_vp(s, p, -vp)
        held = s.hoard[p]
        s.hoard = replaced(s.hoard, p, 0)
        who = "Alfred" if p == s.ctx.alfred else f"seat {p + 1}"
        note(
            s,
            f"pirate raid on {who} (region {s.pirate + 1}, {held} treasure(s) held): "
            f"owes {owe}, pays {coins} coins and {vp} VP"
            + (f", {owe - coins - vp} forgiven" if owe > coins + vp else ""),
        )
