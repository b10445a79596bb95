"""Issue 17, "every event told": Perseverance's automatic events reach the log with the
player and the amount (docs/events-audit.md lists them). Seeded games, narrated as a seat
sees them."""

from __future__ import annotations

import re
from functools import partial

from events_kit import narrated_moves

from ludotheque.core.registry import get_game

GAME = get_game("perseverance-ep3")
SOLO = {"players": 2, "dissidents": "citizen"}


told = partial(narrated_moves, GAME)  # (seat, option, lines, before, after) per move


def test_each_assembly_is_told_with_its_zone_tile_and_followers_per_player():
    seen = []
    for _, _, lines, before, after in told({}, 2, None):
        for line in lines:
            m = re.fullmatch(
                r"1 assembly in (the \w+ zone|the wilderness), scored with assembly tile "
                r"([IVX]+): followers (.*)",
                line,
            )
            if not m:
                continue
            assert m.group(2) == before["board"]["assembly_tile"]
            gains = [int(x) for x in re.findall(r"\) ([+-]\d+)", m.group(3))]
            real = [
                x["followers"] - o["followers"]
                for o, x in zip(before["players"], after["players"], strict=True)
            ]
            assert gains == real
            seen.append(m.group(1))
    assert seen[:4] == [
        "the Military zone",
        "the Sustenance zone",
        "the Construction zone",
        "the wilderness",
    ]


def test_goal_cards_are_told_at_the_end_of_each_players_8th_turn():
    text = [line for *_, lines, _, _ in told({}, 2, None) for line in lines]
    goals = [x for x in text if " ends its 8th turn and scores goal card " in x]
    assert [x.split(" (")[0] for x in goals] == ["seat 3", "seat 1", "seat 2"]
    assert (
        "seat 2 (Jack) ends its 8th turn and scores goal card 2 (with the turn's end): +14 followers"
        in goals
    )
    assert "the turns begin: 8 a player" in text and not any(x.startswith("phase: ") for x in text)


def test_the_final_scoring_is_told_by_category_and_the_winner():
    lines = [line for *_, told_lines, _, _ in told({}, 2, None) for line in told_lines]
    assert lines[-4:] == [
        "final scoring, seat 1 (Adelita): followers in play 45, end-game structures and the "
        "Portal 9, artefacts 2, leftover resources and rangers 7 = 63 followers",
        "final scoring, seat 2 (Jack): followers in play 62, leftover resources and rangers 5 "
        "= 67 followers",
        "final scoring, seat 3 (Phoenix): followers in play 41, leftover resources and rangers 8 "
        "= 49 followers",
        "seat 2 (Jack) wins with 67 followers",
    ]


def test_the_dissidents_turns_scores_and_result_are_told():
    lines = [line for *_, told_lines, _, _ in told(SOLO, 3, 0) for line in told_lines]
    assert "the Dissidents: Narek plays action card 1." in lines
    assert "the Dissidents: The Dissidents gain 4 followers (presence)." in lines
    assert "the Dissidents: +8 followers (now 8)" in lines
    assert (
        "1 assembly in the wilderness, scored with assembly tile I: followers "
        "seat 1 (you) (Keoni) +3"
    ) in lines
    assert lines[-1] == "the Dissidents: 80 followers against your 59: the Dissidents win"


def test_a_tie_tells_the_influence_that_breaks_it():
    """The finished game's last view with seat 1 brought level with the winner (L1379)."""
    *_, last = told({}, 2, None)
    before, after = last[3], last[4]
    players = [dict(x) for x in after["players"]]
    players[0]["followers"] = 67
    lines = GAME.narrate(before, {**after, "players": players}, None)
    cubes = [sum(c[p] for c in after["board"]["influence"].values()) for p in range(3)]
    assert (
        f"tie at 67 followers, broken by influence on the officers: seat 1 (Adelita) "
        f"{cubes[0]} and seat 2 (Jack) {cubes[1]}"
    ) in lines
