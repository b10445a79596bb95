"""The small gains every action is made of: VP (L580-L590), coins (L592), Temporary
Knowledge (L843, L849) and the Theory of Evolution track (L688-L694)."""

from __future__ import annotations

from collections.abc import Callable

from ludotheque.games.darwins_journey.state import READ_THEORY, DarwinState, replaced

# Alfred's coins and TK follow his own track (L1321, L1403): rules/alfred/tracks.py sets
# "coins" and "tk" here on import, so that every gain of his, whoever causes it, obeys them.
ALFRED: dict[str, Callable[[DarwinState, int], None]] = {}


def gain_vp(s: DarwinState, seat: int, n: int) -> None:
    """VP are kept as one integer; the board's "50" cube (L588) is only how it is shown."""
    s.vp = replaced(s.vp, seat, s.vp[seat] + n)


def gain_coins(s: DarwinState, seat: int, n: int) -> None:
    if seat == s.ctx.alfred:
        ALFRED["coins"](s, n)
        return
    s.coins[seat] += n
    if not s.watch[seat][0] <= s.coins[seat] < s.watch[seat][1]:  # what the answer held for
        s.kept[seat] = None


def pay(s: DarwinState, seat: int, n: int) -> None:
    if n > s.coins[seat]:
        raise AssertionError(f"seat {seat} cannot pay {n} coins (has {s.coins[seat]})")
    s.coins[seat] -= n
    if not s.watch[seat][0] <= s.coins[seat] < s.watch[seat][1]:
        s.kept[seat] = None


def gain_tk(s: DarwinState, seat: int, n: int) -> None:
    if seat == s.ctx.alfred:
        ALFRED["tk"](s, n)
        return
    s.tk[seat] += n


def advance_theory(s: DarwinState, seat: int, n: int) -> None:
    """The Evolution marker stops on the track's last space (ruling R27)."""
    last = len(s.ctx.comp.tracks.books) - 1
    s.theory[seat] = min(last, s.theory[seat] + n)
    if s.watch[seat][2] & READ_THEORY:
        s.kept[seat] = None


def books(s: DarwinState, seat: int) -> int:
    return s.ctx.comp.tracks.books[s.theory[seat]]
