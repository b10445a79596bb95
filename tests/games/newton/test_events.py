"""Issue 17, "every event told": Newton's automatic events reach the log with the seat
and the amount (docs/events-audit.md lists them). Seeded games, narrated as a seat sees
them."""

from __future__ import annotations

import re
from functools import partial

from events_kit import narrated_moves

from ludotheque.core.registry import get_game

GAME = get_game("newton")


told = partial(narrated_moves, GAME)  # (seat, option, lines, before, after) per move


def test_the_masters_kept_are_named_to_their_holder_only():
    lines = [line for *_, told_lines, _, _ in list(told({}, 2, 0))[:12] for line in told_lines]
    assert lines[0] == "seat 1 (you): +1 face-down Master, Masters in hand +Daniel Fahrenheit"
    assert "seat 2: +1 face-down Master" in lines
    others = [x for x in lines if re.match(r"seat [234]: ", x)]
    assert len(others) >= 9 and all("Masters in hand" not in x for x in others)


def test_the_upkeep_tells_each_seats_tuck_cards_back_and_income():
    rounds = 0
    for _, _, lines, before, after in told({}, 2, None):
        if after["round"] == before["round"]:
            continue
        rounds += 1
        assert f"round {after['round']} begins" in lines
        for p, (o, x) in enumerate(zip(before["seats"], after["seats"], strict=True)):
            line = next(y for y in lines if y.startswith(f"upkeep and income, seat {p + 1}: "))
            assert re.search(r"tucked \+(starting|level I+) \w+ card", line), line
            vp = x["vp"] - o["vp"]
            assert (f"+{vp} VP" in line) == (vp > 0), (line, vp)
        assert any(y.startswith("market: row I ") for y in lines)
    assert rounds == 5


def test_travels_and_bonus_tokens_are_told_by_name():
    text = [line for *_, lines, _, _ in told({"players": 1}, 3, 0) for line in lines]
    assert "seat 1 (you)'s scientist travels Basel -> Lyon" in text
    assert "seat 1 (you): +2 VP, bonus tokens +bonus token (2 VP)" in text
    assert "the bonus token (2 VP) is taken from Lyon" in text


def test_the_final_scoring_and_the_winner_are_told():
    lines = [line for *_, told_lines, _, _ in told({}, 2, None) for line in told_lines]
    assert lines[-5:] == [
        "final scoring, seat 1: points in play 2 = 2 points",
        "final scoring, seat 2: points in play 6 = 6 points",
        "final scoring, seat 3: nothing = 0 points",
        "final scoring, seat 4: points in play 2 = 2 points",
        "seat 2 wins with 6 points",
    ]


def test_alone_the_rank_on_the_solo_ladder_is_told():
    lines = [line for *_, told_lines, _, _ in told({"players": 1}, 3, 0) for line in told_lines]
    assert "the game ends after the upkeep of round 6" in lines
    assert lines[-2:] == [
        "final scoring, seat 1 (you): points in play 2 = 2 points",
        "solo ladder: 2 points is the rank of Illiterate (Illettré)",
    ]
