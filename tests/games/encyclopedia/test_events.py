"""Issue 17, "every event told": Encyclopedia's automatic events reach the log with the
seat and the amount (docs/events-audit.md lists them). Seeded games, narrated as a seat
sees them."""

from __future__ import annotations

import re
from functools import partial

from events_kit import narrated_moves

from ludotheque.core.registry import get_game
from ludotheque.core.rng import Rng

GAME = get_game("encyclopedia")
AUTOMA = {"players": 2, "automas": {"1": "linne/boudeuse"}}


told = partial(narrated_moves, GAME)  # (seat, option, lines, before, after) per move


def test_a_die_taken_from_another_board_tells_the_owners_gain():
    gains = {"2 coins": ("coins", 2), "2 reputation": ("reputation", 2), "3 VP": ("vp", 3)}
    checked = 0
    for _, _, lines, before, after in told({}, 2, None):
        for line in lines:
            m = re.fullmatch(r"seat (\d) takes the \w+ \d from seat (\d)'s (.+) slot: .*", line)
            if not m or m.group(3) not in gains:
                continue
            owner = int(m.group(2)) - 1
            key, amount = gains[m.group(3)]
            assert line.endswith(f"seat {owner + 1} gains {m.group(3)}")
            assert int(m.group(1)) - 1 != owner
            old, new = before["seats"][owner][key], after["seats"][owner][key]
            assert new - old >= amount or key == "reputation", (line, old, new)
            checked += 1
    assert checked >= 10


def test_the_automas_turns_and_what_it_took_from_the_player_are_told():
    text = [line for *_, lines, _, _ in told(AUTOMA, 3, 0) for line in lines]
    assert any(
        re.fullmatch(r"seat 2 \(automa\) took \w+ \d: Academy, .+, \+3 reputation", x) for x in text
    )
    assert (
        "seat 2 (automa) takes the violet 6 from seat 1 (you)'s 2 reputation slot: "
        "seat 1 (you) gains 2 reputation"
    ) in text


def test_the_round_tokens_and_the_rounds_are_told():
    text = [line for *_, lines, _, _ in told({}, 2, None) for line in lines]
    assert "round 2: every player gains 1 expedition token" in text
    at = text.index("round 2 of 6 begins")
    assert all(
        f"seat {p + 1}: +1 expedition token" in " ".join(text[at : at + 6]) for p in range(4)
    )
    assert "the central board is cleared" in text


def test_the_final_scoring_is_told_by_category_and_adds_up_to_each_score():
    lines, view = [], None
    for *_, told_lines, _, after in told({}, 2, None):
        lines += told_lines
        view = after
    finals = [x for x in lines if x.startswith("final scoring, ")]
    assert len(finals) == 4
    for p, line in enumerate(finals):
        m = re.fullmatch(rf"final scoring, seat {p + 1}: (.*) = (\d+) points", line)
        assert m, line
        parts = [int(x.rsplit(" ", 1)[1]) for x in m.group(1).split(", ")]
        assert sum(parts) == int(m.group(2)) == view["scores"][p]
    assert "continents 41" in finals[0] and "Royal Seals 8" in finals[1]
    assert lines[-1] == "seat 2 wins with 119 points"


def test_a_tie_tells_the_animals_published_that_break_it():
    """The finished game's last view with seat 1 brought level with the winner (E13)."""
    *_, last = told({}, 2, None)
    before, after = last[3], last[4]
    after = {**after, "scores": [119, 119, 115, 110]}
    published = [len(x["published"]) for x in after["seats"]]
    lines = GAME.narrate(before, after, None)
    assert (
        f"tie at 119 points, broken by the Animals published: seat 1 {published[0]} "
        f"and seat 2 {published[1]}"
    ) in lines


def test_a_reputation_token_going_round_the_track_is_not_told_as_a_loss():
    """The seeded game where seat 3 takes the Automa's green 4 from its 2 reputation slot
    with its token on space 15 (L236, L449): 15 + 2 lands on space 1 of the 16-space track
    (M5). It once read "-14 reputation"."""
    config = GAME.configure({"players": 4, "automas": {"1": "linne/astrolabe"}})
    state = GAME.setup(config, 4)
    rng = Rng(4 * 31 + 7)
    for _ in range(95):
        decision = GAME.pending(state)
        GAME.apply(state, decision.options[rng.below(len(decision.options))])
    decision = GAME.pending(state)
    option = decision.options[rng.below(len(decision.options))]
    assert (decision.seat, option) == (3, "take green 4 from seat 1 (2 rep)")
    before = GAME.view(state, 0)
    assert before["seats"][1]["reputation"] == 15
    GAME.apply(state, option)
    after = GAME.view(state, 0)
    assert after["seats"][1]["reputation"] == 1
    lines = GAME.narrate(before, after, 0)
    assert lines[0] == (
        "seat 4 takes the green 4 from seat 2 (automa)'s 2 reputation slot: "
        "seat 2 (automa) gains 2 reputation"
    )
    assert "reputation token round the track, from space 15 to space 1" in lines[1]
    assert not any("-14 reputation" in line for line in lines)
