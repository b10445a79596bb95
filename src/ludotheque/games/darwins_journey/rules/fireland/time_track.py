"""The Time track (L1769-L1796): spending moves a seat's marker down, gaining moves it up,
and the penalty tiles on the watch rows it has reached burden some actions.

Positions count Time spent: 0 at the top, `last` (11) at the bottom. A spend that would go
past the bottom leaves the marker there and costs `pass_vp` VP, once per spend (L1779;
ruling FL-R2). A gain never goes above 0, the rest is lost (L1783). A penalty applies while
the marker is on or past its row, and the reached ones add up (L1787).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import (
    PENALTY_KEYS,
    Penalty,
    TimeTrack,
)


def spend(track: TimeTrack, pos: int, n: int) -> tuple[int, int]:
    """(new position, VP lost) after spending `n` Time from `pos`."""
    if n <= 0:
        return pos, 0
    if pos + n > track.last:
        return track.last, track.pass_vp
    return pos + n, 0


def gain(pos: int, n: int) -> int:
    """The position after receiving `n` Time: never above space 0."""
    return max(0, pos - max(0, n))


def active(track: TimeTrack, drawn: tuple[Penalty, ...], pos: int) -> tuple[Penalty, ...]:
    """The drawn penalties (one per watch row, top to bottom) whose row `pos` has reached."""
    return tuple(p for row, p in zip(track.rows, drawn, strict=True) if pos >= row)


def burden(penalties: tuple[Penalty, ...], hook: str) -> dict[str, int]:
    """What the active penalties add to one action (`hook`): coins, theory, vp, stamps, steps,
    summed, so two tiles on the same action both apply."""
    out = dict.fromkeys(PENALTY_KEYS, 0)
    for p in penalties:
        if p.hook == hook:
            out[p.what] += p.n
    return out


def may_complete_objective(penalties: tuple[Penalty, ...], vp: int) -> bool:
    """An objective needs the VP its penalty takes (L1793: fewer than 2 VP, no objective)."""
    return vp >= burden(penalties, "objective")["vp"]


def final_vp(track: TimeTrack, pos: int) -> int:
    """The end's Time loss (L1892): the marker's space in VP, nothing on spaces 0 to 2."""
    return 0 if pos <= track.free else -pos


def adventure_vp(score: tuple[int, ...], tokens: int) -> int:
    """The Adventure score card (L1898-L1907): the last column counts that many or more."""
    return score[min(tokens, len(score) - 1)]


def obtain_seal(track: TimeTrack, seal_time: int, pos: int) -> tuple[int, int]:
    """A Time seal taken from the Academy costs `seal_time` more Time (L1856): the new
    position and the VP lost. On a worker it then counts as a Special seal (SPECIAL)."""
    return spend(track, pos, seal_time)
