"""Building blocks for `Game.report`: the finished game explained by category.

A game's report names the rulebook's scoring categories and each seat's points in
them; the seat's total is their sum, and a report whose totals differ from the game's
scores is a bug the tests look for (`check_report`)."""

from __future__ import annotations


def seat_name(seat: int) -> str:
    return f"seat {seat + 1}"


def make_report(
    verdict: str,
    categories: list[str],
    points: list[list[int]],
    result: str | None = None,
    extra: list[dict] | None = None,
) -> dict:
    """`points[seat][k]` is the seat's points in `categories[k]`; `extra` rows (a neutral
    tribe, the Void, an automa that holds no seat) are shown but not seats."""
    seats = [
        {"seat": i, "points": [int(x) for x in row], "total": int(sum(row))}
        for i, row in enumerate(points)
    ]
    return {
        "verdict": verdict,
        "categories": list(categories),
        "seats": seats,
        "result": result,
        "others": list(extra or []),
    }


def drop_empty(categories: list[str], points: list[list[int]]) -> tuple[list, list]:
    """Leave out the categories nobody scored in (a module not played, say), keeping
    at least one so the table is never empty."""
    keep = [k for k in range(len(categories)) if any(row[k] for row in points)] or [0]
    return [categories[k] for k in keep], [[row[k] for k in keep] for row in points]


def names(seats: list[int]) -> str:
    """'seat 1', 'seats 1 and 2', 'seats 1, 2 and 3'."""
    if len(seats) == 1:
        return seat_name(seats[0])
    nums = [str(s + 1) for s in seats]
    return "seats " + ", ".join(nums[:-1]) + " and " + nums[-1]


def check_report(report: dict, scores: list[int]) -> None:
    """Raise AssertionError unless the report's seats add up to `scores`."""
    cats = report["categories"]
    assert [s["total"] for s in report["seats"]] == list(scores), (report, scores)
    for s in report["seats"]:
        assert len(s["points"]) == len(cats), s
        assert sum(s["points"]) == s["total"], s
    assert isinstance(report["verdict"], str) and report["verdict"]


def pts(n: int, unit: str = "point") -> str:
    """'1 point', '5 points'."""
    return f"{n} {unit}" if n == 1 else f"{n} {unit}s"


def rulebook_result(game, state) -> str | None:
    """A finished solo game's rank or outcome in the rulebook's words (the report's
    `result`: a rank on a solo ladder, won or lost against a solo opponent), else None."""
    result = game.report(state).get("result")
    if result is None:
        return None
    if isinstance(result, dict):
        return ", ".join(f"{k} {v}" for k, v in result.items())
    return str(result)
