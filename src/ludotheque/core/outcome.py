"""A finished game's worth with a margin part, for modes whose goal is a result against an
automa or the game itself (see Game.outcome_value).

Any win is worth more than any loss, and within each the margin orders them: a bigger win
beats a narrow one and a narrow loss beats a rout, so a search that cannot change the
result still plays for the score.
"""

from __future__ import annotations

import math

RESULT_PART = 0.6  # the result's weight: a win is worth 0.6 to 1, a loss 0 to 0.4
MARGIN_PART = 1.0 - RESULT_PART


def with_margin(result: float, points_margin: float, scale: float) -> float:
    """`result` in [0, 1] (1 a win, 0 a loss, 1/k a win shared by k), plus the margin in
    points (mine minus the best rival's) squashed to [0, 1] by a logistic of `scale`."""
    x = max(-30.0, min(30.0, points_margin / scale))
    return RESULT_PART * result + MARGIN_PART / (1.0 + math.exp(-x))
