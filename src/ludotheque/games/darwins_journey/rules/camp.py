"""Campsites (L700-L714): Establish a Campsite beside the activated space, Camp anywhere
(L811) and the silver slot's Re-activate a tent (L1009).

The top tent of the board goes on a free tent space (paying its cost); then the
campsite's actions and the action of the row the tent came from run, a "/" on that row
being a choice of one (L714). The k-th tent placed comes from row k.
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import economy, tasks
from ludotheque.games.darwins_journey.rules.effects import push_bundle, runner
from ludotheque.games.darwins_journey.rules.great_ship import hooks as ship
from ludotheque.games.darwins_journey.state import READ_TENTS, DarwinState, forget, note, replaced


def tents_left(s: DarwinState, seat: int) -> int:
    return len(s.ctx.comp.board.tent_rows) - len(s.tents[seat])


def spaces(s: DarwinState, seat: int, camp: int | None) -> list[tuple[int, int]]:
    """Free, affordable tent spaces: of one campsite, or (None) of any."""
    if tents_left(s, seat) <= 0:
        return []
    geo = s.ctx.comp.geo
    camps = range(len(geo.campsites)) if camp is None else (camp,)
    return [
        (c, k)
        for c in camps
        for k, cost in enumerate(geo.campsites[c].costs)
        if s.camps[c][k] < 0 and cost <= s.coins[seat]
    ]


def label(s: DarwinState, c: int, k: int) -> str:
    camp = s.ctx.comp.geo.campsites[c]
    return f"tent on {camp.id} space {k + 1} ({camp.costs[k]} coins)"


def _camp_usable(s, seat, n):
    return n > 0 and bool(spaces(s, seat, n - 1))


@runner("camp", usable=_camp_usable)
def _camp(s, seat, n, flags):
    """`n` is the campsite's index + 1, set when the space beside it is activated."""
    tasks.push(s, ("camp", seat, n - 1))


@runner("camp-anywhere", usable=lambda s, seat, n: bool(spaces(s, seat, None)))
def _anywhere(s, seat, n, flags):
    tasks.push(s, ("camp", seat, -1))


def _options(s, task):
    _, seat, camp = task
    return [label(s, c, k) for c, k in spaces(s, seat, None if camp < 0 else camp)]


def _play(s, task, opt):
    tasks.pop(s)
    _, seat, camp = task
    c, k = next(
        (c, k) for c, k in spaces(s, seat, None if camp < 0 else camp) if label(s, c, k) == opt
    )
    pitch(s, seat, c, k)


def pitch(s: DarwinState, seat: int, c: int, k: int) -> None:
    geo = s.ctx.comp.geo
    economy.pay(s, seat, geo.campsites[c].costs[k])
    row = len(s.tents[seat])
    s.tents = replaced(s.tents, seat, (*s.tents[seat], (c, k)))
    s.camps = replaced(s.camps, c, replaced(s.camps[c], k, seat))
    forget(s, READ_TENTS)
    note(s, f"seat {seat + 1} pitches a tent at {geo.campsites[c].id}")
    run_tent(s, seat, c, row, pitched=True)


def run_tent(s: DarwinState, seat: int, c: int, row: int, pitched: bool = False) -> None:
    acts = s.ctx.comp.geo.campsites[c].actions + s.ctx.comp.board.tent_rows[row]
    if pitched and s.ships[seat] >= 0:
        acts = ship.tent_actions(s, seat, acts)  # GS6 (L2124): a tent placed, not re-activated
    push_bundle(s, seat, acts)


tasks.register("camp", _options, _play, "Pitch a tent.")


# ----- Re-activate a tent (L1009) ------------------------------------------------------
@runner("reactivate-tent", usable=lambda s, seat, n: bool(s.tents[seat]))
def _reactivate(s, seat, n, flags):
    if s.tents[seat]:
        tasks.push(s, ("reactivate", seat))


def _re_options(s, task):
    geo = s.ctx.comp.geo
    return [f"re-activate the tent at {geo.campsites[c].id}" for c, _ in s.tents[task[1]]]


def _re_play(s, task, opt):
    tasks.pop(s)
    seat = task[1]
    geo = s.ctx.comp.geo
    row = next(
        r for r, (c, _) in enumerate(s.tents[seat]) if opt.endswith(f" {geo.campsites[c].id}")
    )
    run_tent(s, seat, s.tents[seat][row][0], row)  # no cost paid again (L1009)


tasks.register("reactivate", _re_options, _re_play, "Re-activate one of your tents.")
