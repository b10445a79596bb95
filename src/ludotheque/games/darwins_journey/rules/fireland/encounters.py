"""What a Fireland pawn meets on the way, in the game's turn: a track opened by a silver
banner (said in the log), an Adventure started by a gold banner holding a token (L1798-
L1848), a Viewpoint at a track's end (L1858-L1862); with the costs they make the seat pay
and Fireland's own gains (receive Time, research on an explorer's track).

An Adventure's card is drawn when the banner is crossed and rides on its task (face up
from then on, L1802); the seat picks "option A" or "option B" among those it can pay, or
"discard the card" when it can pay neither (the token stays, L1804). The option's Time is
spent, the token taken if it says so, then its other costs paid (a ship sent back is the
seat's choice) and its gains run in the order the seat likes (L1832)."""

from __future__ import annotations

from dataclasses import replace

from ludotheque.games.darwins_journey.components.fireland import Cost, fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import OCEAN
from ludotheque.games.darwins_journey.rules import economy, tasks
from ludotheque.games.darwins_journey.rules.effects import push_bundle, runner
from ludotheque.games.darwins_journey.rules.fireland import adventure, crew, pawns, time_track
from ludotheque.games.darwins_journey.rules.fireland import viewpoints as vp_rules
from ludotheque.games.darwins_journey.rules.fireland.fleet import land_specimens, mirror
from ludotheque.games.darwins_journey.rules.fireland.table import with_seat
from ludotheque.games.darwins_journey.rules.great_ship import fireland as ship_cards
from ludotheque.games.darwins_journey.state import READ_THEORY, DarwinState, note

LETTERS = ("A", "B")
DISCARD = "discard the card"


def purse(s: DarwinState, seat: int) -> adventure.Purse:
    return adventure.Purse(
        s.coins[seat],
        s.vp[seat],
        s.theory[seat],
        s.tk[seat],
        pawns.ship_back(fireland_data().map, s.pawns, seat),
    )


def cross(s: DarwinState, seat: int, i: int, what: pawns.Entered) -> None:
    """Set off what entering a space did (`pawns.enter`), the Viewpoint first."""
    fire = fireland_data()
    track = fire.map.tracks[i]
    for j in what.opened:
        note(s, f"seat {seat + 1} opens track {fire.map.tracks[j].id}")
    if what.adventure is not None:
        crew.start_adventure(s, seat, track.kind, what.adventure)
    if what.viewpoint:
        reach_viewpoint(s, seat, track.id, s.pawns.at[seat][i])


def _pay(s: DarwinState, seat: int, cost: Cost, lost: int) -> None:
    """Every cost but Time (spent by the table's rules) and a ship sent back."""
    if cost.coins:
        economy.pay(s, seat, cost.coins)
    if cost.vp or lost:  # paid in full when offered (FL-R3), unless a Time spend took VP first
        economy.gain_vp(s, seat, -min(cost.vp + lost, max(0, s.vp[seat])))
    if cost.theory:
        s.theory[seat] -= cost.theory
        if s.watch[seat][2] & READ_THEORY:
            s.kept[seat] = None
    if cost.tk:
        s.tk[seat] -= cost.tk


def lose_for_time(s: DarwinState, seat: int, lost: int, keep: int) -> None:
    """The VP a Time spend past the track's end loses, never taking the seat below the
    `keep` VP its option's own cost still takes, nor below 0 (FL-R23, ruling FL-R46)."""
    n = min(lost, max(0, s.vp[seat] - keep))
    if n:
        economy.gain_vp(s, seat, -n)


def reach_viewpoint(s: DarwinState, seat: int, track: str, space: int) -> None:
    fire = fireland_data()
    s.fire, view, lost = vp_rules.reach(fire, s.fire, seat, track, space, purse(s, seat))
    lose_for_time(s, seat, lost, view.cost.vp if view is not None else 0)
    if view is None:
        return
    note(s, f"seat {seat + 1} takes Viewpoint {view.id}")
    push_bundle(s, seat, view.gain)
    _pay(s, seat, view.cost, 0)
    if view.cost.ship:
        tasks.push(s, ("fire-ship-back", seat, view.cost.ship))


# ----- an Adventure being resolved ---------------------------------------------------------
def _adventure_options(s, task):
    _, seat, kind, card, banner = task
    t = replace(s.fire, resolving=task[1:])
    ks = adventure.choices(fireland_data(), t, purse(s, seat))
    out = [f"option {LETTERS[k]}" for k in ks] or [DISCARD]
    if banner is None:  # a crew card's or a tile's: any token of the kind left (L1913)
        return crew.token_options(s, kind, card, out)
    return out


def _adventure_play(s, task, opt):
    """A banner's, a crew card's or (spending no Time, FL-R24) a Special Action tile's."""
    tasks.pop(s)
    fire = fireland_data()
    free = task[0] == crew.TILE_ADVENTURE
    _, seat, kind, card, banner = task
    k = None if opt == DISCARD else LETTERS.index(opt.split()[1])
    if banner is None:  # a crew card's or a tile's: the token the option names, if any
        banner = crew.banner(s, kind, opt)
        task = (*task[:4], banner)
    had = adventure.tokens_held(s.fire, seat)
    s.fire, option, lost = adventure.choose(
        fire, replace(s.fire, resolving=task[1:]), k, spend=not free
    )
    name = fire.adventures[kind][card].name
    if option is None:
        note(s, f"seat {seat + 1} can pay neither option of {name}: the card is discarded")
        return
    how = ", spending no Time" if free else ""
    note(s, f"seat {seat + 1} resolves {name} with option {LETTERS[k]}{how}")
    lose_for_time(s, seat, lost, option.cost.vp)
    if s.ships[seat] >= 0:  # the Great Ship's GS1 may take the token (L2104)
        took = adventure.tokens_held(s.fire, seat) > had
        ship_cards.adventure_gains(s, seat, option.gain, took)
    else:
        push_bundle(s, seat, option.gain)
    _pay(s, seat, option.cost, 0)  # every cost but Time (spent above, or waived)
    if option.cost.ship:
        tasks.push(s, ("fire-ship-back", seat, option.cost.ship))
    if option.token and banner == crew.NONE_LEFT:  # a crew card's or a tile's (FL-R44)
        note(s, f"no {kind} Adventure token is left on the board for seat {seat + 1}")


for _task in crew.ADVENTURES:
    tasks.register(_task, _adventure_options, _adventure_play, "Choose the Adventure's option.")


def resolving(s: DarwinState) -> tuple | None:
    """The Adventure being resolved (seat, kind, card, banner), or None: the top task's (a
    banner's, or a Special Action tile's: rules/fireland/specials.py, banner None)."""
    for t in reversed(s.tasks):
        if t[0] in crew.ADVENTURES:
            return t[1:]
    return None


# ----- a ship sent back (an Adventure's or a Viewpoint's cost, L1826) -----------------------
def _back_ships(s, seat, n):
    fmap = fireland_data().map
    return [
        i for i, t in enumerate(fmap.tracks) if t.kind == OCEAN and s.pawns.at[seat][i] >= n > 0
    ]


def _back_options(s, task):
    fmap = fireland_data().map
    return [f"ship on {fmap.tracks[i].id} back" for i in _back_ships(s, task[1], task[2])]


def _back_play(s, task, opt):
    tasks.pop(s)
    _, seat, n = task
    fmap = fireland_data().map
    i = next(i for i in _back_ships(s, seat, n) if opt == f"ship on {fmap.tracks[i].id} back")
    s.pawns = pawns.back(fmap, s.pawns, seat, i, n)
    mirror(s, seat)


tasks.register("fire-ship-back", _back_options, _back_play, "Which ship goes back?")


# ----- Fireland's own gains ---------------------------------------------------------------
@runner("time", usable=lambda s, seat, n: s.fire is not None and s.fire.time[seat] > 0)
def _receive_time(s, seat, n, flags):
    """Receive Time: the marker goes up, never above 0 (L1783); GS10 adds one (L2142)."""
    if s.ships[seat] >= 0:
        n = ship_cards.more_time(s, seat, n)
    s.fire = replace(
        s.fire, time=with_seat(s.fire.time, seat, time_track.gain(s.fire.time[seat], n))
    )


def spend_time(s: DarwinState, seat: int, n: int) -> None:
    """Spend Time (L1779): down the track, 3 VP lost per spend that would pass its end, but
    never below 0 VP (ruling FL-R23)."""
    pos, lost = time_track.spend(fireland_data().time, s.fire.time[seat], n)
    s.fire = replace(s.fire, time=with_seat(s.fire.time, seat, pos))
    lose_for_time(s, seat, lost, 0)


def others_spend_time(
    s: DarwinState, seats: list[int], n: int, why: str = "the envelope's tile"
) -> None:
    """`seats` spend `n` Time at once, Alfred too (his Time is a player's, FL-R21), each
    losing VP where the track ends (L1779, FL-R23), told once: Correspondence tile F1's
    seats not first (L1951), Special Action tiles F3 and F4's other seats (L1979, L1983)."""
    for p in seats:
        spend_time(s, p, n)
    if seats:
        who = ", ".join("Alfred" if p == s.ctx.alfred else f"seat {p + 1}" for p in seats)
        note(s, f"{who} {'spends' if len(seats) == 1 else 'spend'} {n} Time ({why})")


@runner(
    "research-explorer-track",
    usable=lambda s, seat, n: s.fire is not None and bool(land_specimens(s, seat)),
)
def _research_track(s, seat, n, flags):
    """Ocean 9's gain: the base Island research, whose specimens on this side are those of
    the seat's explorers' land tracks (movement.island_specimens, ruling FL-R13)."""
    tasks.push(s, ("island-research", seat))
