"""What Alfred still scores, on average, from a point of his game: the search's
projection of his final score is what he has now plus this.

Alfred plays himself (rules/alfred/): every turn he places a worker and his cards, Bonus
track and Reward phase bring him points whatever the player does, save the spaces the
player takes first. Valuing him by his points banked so far made a position look better
the fewer of his turns it had seen: a search leaf reached before his next turn looked
several points better than one reached after it, whatever the player had done. Counting
his expected remaining points by where he stands in the game (round, workers placed,
Reward step) makes every leaf comparable; the evaluation then sees only what his turns
brought beyond the average (a lucky card, a space the player blocked).

The table (`PACE`, per board) is measured, not derived: alfred_pace_measure.py plays seeded
games of `greedy` against each board and averages, for each point of his game, his final
score minus his projection there (`evaluation.final_now`). Regenerate it with
`python -m ludotheque.games.darwins_journey.alfred_pace_measure` when his data or rules
change.
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.state import DarwinState


def progress(s: DarwinState) -> tuple[int, int]:
    """Where Alfred stands: (round, k), k his workers placed this round (0-4) during the
    action phase, 5 plus the Reward step during the Reward phase."""
    if s.phase == "reward":
        return s.round, 5 + s.step
    if s.phase != "action":
        return s.round, 0
    return s.round, 4 - bin(s.free[s.ctx.alfred] & 15).count("1")


def still_to_score(s: DarwinState) -> float:
    """Alfred's expected points from here to the end beyond `final_now` (0 once over)."""
    if s.phase == "over":
        return 0.0
    table = PACE.get(s.ctx.automa.boards[s.ctx.level].id)
    if table is None:
        return 0.0
    r, k = progress(s)
    for key in range(r * 16 + k, r * 16 - 1, -1):  # a Reward step never measured: the last
        got = table.get(key)  # one before it that was
        if got is not None:
            return got
    return 0.0


PACE: dict[str, dict[int, float]] = {  # alfred_pace_measure, 100 games a board (2026-11-27)
    "white": {
        16: 64.6,
        17: 65.7,
        18: 64.2,
        19: 64.9,
        20: 64.5,
        22: 82.8,
        23: 62.0,
        24: 70.9,
        33: 59.1,
        34: 57.9,
        35: 56.7,
        36: 53.4,
        38: 59.4,
        39: 42.7,
        40: 50.4,
        49: 49.6,
        50: 46.2,
        51: 45.8,
        52: 42.4,
        54: 43.1,
        55: 38.7,
        56: 35.7,
        65: 37.1,
        66: 35.3,
        67: 31.6,
        68: 28.1,
        70: 27.1,
        71: 20.9,
        72: 17.1,
        81: 15.9,
        82: 13.9,
        83: 11.8,
        84: 8.2,
        86: 7.3,
        87: 3.9,
        88: 1.2,
    },
    "blue": {
        16: 86.0,
        17: 85.9,
        18: 85.2,
        19: 85.5,
        20: 84.4,
        22: 84.0,
        23: 65.5,
        33: 81.2,
        34: 77.3,
        35: 76.0,
        36: 76.0,
        38: 77.3,
        39: 69.1,
        40: 78.6,
        49: 66.5,
        50: 62.5,
        51: 63.3,
        52: 59.6,
        54: 57.8,
        55: 54.1,
        56: 58.1,
        65: 48.7,
        66: 45.6,
        67: 41.2,
        68: 38.9,
        70: 35.0,
        71: 26.2,
        72: 29.8,
        81: 23.4,
        82: 18.0,
        83: 15.0,
        84: 11.1,
        86: 8.6,
        87: 7.9,
        88: 4.4,
    },
    "yellow": {
        16: 104.6,
        17: 105.0,
        18: 104.1,
        19: 103.6,
        20: 102.6,
        22: 107.5,
        23: 96.5,
        33: 97.9,
        34: 95.2,
        35: 93.4,
        36: 87.8,
        38: 86.5,
        39: 78.8,
        40: 78.5,
        49: 78.0,
        50: 75.4,
        51: 75.0,
        52: 71.4,
        54: 67.0,
        55: 69.1,
        56: 64.6,
        65: 58.3,
        66: 53.7,
        67: 50.6,
        68: 45.0,
        70: 44.5,
        71: 39.7,
        72: 40.1,
        81: 26.1,
        82: 21.1,
        83: 16.6,
        84: 11.8,
        86: 9.1,
        87: 8.4,
        88: 5.7,
    },
    "green": {
        16: 128.4,
        17: 128.3,
        18: 126.9,
        19: 126.6,
        20: 123.6,
        22: 115.3,
        23: 120.3,
        24: 129.1,
        33: 120.3,
        34: 118.3,
        35: 110.5,
        36: 109.5,
        38: 105.5,
        39: 99.4,
        40: 101.1,
        49: 92.7,
        50: 89.6,
        51: 84.9,
        52: 83.4,
        54: 80.7,
        55: 76.3,
        56: 69.1,
        65: 63.1,
        66: 57.9,
        67: 52.6,
        68: 47.7,
        70: 43.4,
        71: 39.6,
        72: 40.4,
        81: 29.4,
        82: 24.1,
        83: 19.4,
        84: 14.5,
        86: 13.1,
        87: 11.8,
        88: 8.6,
    },
}
