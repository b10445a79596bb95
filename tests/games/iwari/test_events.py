"""Issue 17, "every event told": Iwari's automatic events reach the log with the tribe and
the amount (docs/events-audit.md lists them). Seeded games, narrated as a seat sees them."""

from __future__ import annotations

import re
from functools import partial

from events_kit import narrated_moves

from ludotheque.core.registry import get_game

GAME = get_game("iwari")


told = partial(narrated_moves, GAME)  # (seat, option, lines, before, after) per move


def test_cards_taken_from_the_river_are_named_and_draws_from_the_pile_only_to_their_holder():
    river = pile_mine = pile_other = 0
    for seat, option, lines, _, _ in told({}, 2, 1):
        if option.startswith("take "):
            biome = option.split()[1]
            who = "seat 2 (you)" if seat == 1 else f"seat {seat + 1}"
            assert f"{who} takes 1 {biome} from the river" in lines, lines
            river += 1
        elif option == "draw" and seat == 1:
            assert any(
                re.fullmatch(r"seat 2 \(you\) draws 1 [a-z]+ from the draw pile", x) for x in lines
            )
            pile_mine += 1
        elif option == "draw":
            assert f"seat {seat + 1} draws 1 card from the draw pile" in lines, lines
            pile_other += 1
    assert river >= 10 and pile_mine >= 2 and pile_other >= 5


def test_the_cards_paid_the_deck_running_out_and_the_mid_game_scoring_are_told():
    text = [line for *_, lines, _, _ in told({}, 2, None) for line in lines]
    assert any(
        re.fullmatch(r"seat \d plays \d (forest|tundra|coast|glacier|desert)s?", x) for x in text
    )
    assert "the draw pile runs out for the first time" in text
    assert any(
        re.fullmatch(r"the discard is shuffled into a new draw pile of \d+ cards", x) for x in text
    )
    at = text.index("mid-game scoring")
    assert re.fullmatch(r"seat \d scores \+\d+ \(now \d+ points?\)", text[at + 1])
    assert "the end of the game is triggered: the round is played out" in text


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
    best = max(view["scores"])
    assert f"seat {view['scores'].index(best) + 1} wins with {best} points" == lines[-1]


def test_the_neutral_tribe_plays_and_its_win_is_told():
    text = [line for *_, lines, _, _ in told({"players": 2}, 3, 0) for line in lines]
    assert any(
        re.fullmatch(r"the neutral tribe builds \d huts? in [A-Z][a-z]+ \d+", x) for x in text
    )
    assert any(x.startswith("final scoring, the neutral tribe: ") for x in text)
    assert text[-1] == "the neutral tribe has the most points (69 points): both players lose"


def test_module_pawns_are_told_with_their_winner_and_multiplier():
    config = {"modules": ["union", "discovery", "honour", "respect"]}
    text = [line for *_, lines, _, _ in told(config, 1, None) for line in lines]
    assert "seat 3 wins the Honour pawn" in text
    assert (
        "the Honour pawn goes on connection 3 (Tundra 2–Coast 3, land): its totems score ×2 at the end"
        in text
    )
    assert "seat 4 wins a Discovery pawn" in text
    assert "a Discovery pawn goes to Desert 5: its huts score ×2 at the end" in text


def test_the_voids_turns_claims_and_result_are_told():
    text = [line for *_, lines, _, _ in told({"players": 1}, 3, 0) for line in lines]
    assert "the Void's pawn moves from connection 1 to connection 2" in text
    assert any(re.fullmatch(r"the Void places 1 (ruin|totem) in [A-Z][a-z]+ \d+", x) for x in text)
    assert "Void cards above the reserve: +1 (now 1; the players lose at 3)" in text
    assert "Tundra 2 is claimed by the Void" in text
    assert "seat 1 (you) draws 1 Void card from the draw pile" in text
    assert "the Void wins: it claimed 9 territories, the players 1" in text


def test_a_tie_tells_the_constructions_left_that_break_it():
    """The finished game's last view with seat 4 brought level with the winner (L315)."""
    *_, (_, _, _, _, before), (_, _, _, _, after) = told({}, 2, None)
    after = {**after, "scores": [38, 35, 30, 38]}
    supply = [s["huts"] + s["totems"] for s in after["supply"]]
    lines = GAME.narrate({**before, "over": False}, after, None)
    assert (
        f"tie at 38 points, broken by constructions left in supply: seat 1 {supply[0]} "
        f"and seat 4 {supply[3]}"
    ) in lines
    assert lines[-1] == "seat 1 wins with 38 points"


def test_the_expansions_expedition_cards_walking_totem_and_exploits_are_told():
    config = {"expeditions": True, "exploits": ["courage", "veneration"], "walking_totem": True}
    text = [line for *_, lines, _, _ in told(config, 2, None) for line in lines]
    first = "seat 4 completes expedition card 6 (huts in every biome) first: +6 points"
    second = "seat 2 completes expedition card 6 (huts in every biome) second: +3 points"
    assert text.index(first) < text.index(second)
    assert text[text.index(second) + 2] == "seat 2 scores +3 (now 15 points)"
    assert "seat 3 completes expedition card 2 (huts in tundra) first: +5 points" in text
    assert "the walking totem moves to connection 2" in text
    assert not any(x.startswith("expansion: expedition scores") for x in text)
    text = [line for *_, lines, _, _ in told(config, 1, None) for line in lines]
    assert "the Courage exploit card: discarded" in text
