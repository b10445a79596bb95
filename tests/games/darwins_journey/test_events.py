"""Issue 17, "every event told": Darwin's Journey's automatic events reach the log with the
seat and the amount (docs/events-audit.md lists them). Seeded games, narrated as a seat
sees them."""

from __future__ import annotations

import re
from functools import partial

from events_kit import narrated_moves

from ludotheque.core.registry import get_game

GAME = get_game("darwins-journey")
ALFRED = {"players": 2, "automas": {"1": "alfred/white"}}


told = partial(narrated_moves, GAME)  # (seat, option, lines, before, after) per move


def test_the_reward_phase_tells_envelopes_and_the_beagle_goal_per_seat():
    beagles = envelopes = 0
    for _, _, lines, before, after in told({}, 2, None):
        for line in lines:
            m = re.fullmatch(r"HMS Beagle goal \(\d VP per [a-z ]+, less the delay\): (.*)", line)
            if m:
                gains = [int(x) for x in re.findall(r"seat \d \+(\d+) VP", m.group(1))]
                assert len(gains) == 4
                beagles += 1
            if re.fullmatch(r"envelope \d rewards (seat \d (first|second)(, )?)+; .*", line):
                sent = re.findall(r"seat (\d) (\d+)", line.split("cup: ")[1])
                for p, k in sent:  # the stamps sent reach that seat's cup
                    assert after["seats"][int(p) - 1]["cup"] >= before["seats"][int(p) - 1][
                        "cup"
                    ] + int(k)
                envelopes += 1
    assert beagles == 5 and envelopes >= 4


def test_stamps_put_on_envelopes_and_the_phases_are_told():
    text = [line for *_, lines, _, _ in told({}, 2, None) for line in lines]
    assert "envelope 2: seat 3 puts 1 stamp (now 1)" in text
    assert "the Action phase begins: workers are placed in turn order" in text
    assert "the Reward phase: Correspondence envelopes, then the HMS Beagle goal" in text
    assert "turn order: seat 2, seat 3, seat 4, seat 1" in text
    assert not any(x.startswith("phase: ") for x in text)


def test_alfreds_turns_bonus_cards_and_rewards_are_told():
    text = [line for *_, lines, _, _ in told(ALFRED, 3, 0) for line in lines]
    assert "Alfred's worker A goes to Navigate 1" in text
    assert "Alfred's Bonus card white 2 fires (round 1)" in text
    assert (
        "Alfred: +4 steps on his Bonus track, -1 Action card in his deck, Action cards drawn +Action card 4"
        in text
    )
    assert "envelope 1 rewards Alfred first; stamps sent to the cup: Alfred 1" in text
    assert "HMS Beagle goal (5 VP per lens, less the delay): seat 1 +0 VP, Alfred +1 VP" in text
    assert "envelope 1: Alfred (seat 2) puts 2 stamps (now 2)" in text


def test_the_final_scoring_is_told_by_category_and_the_winner():
    lines = [line for *_, told_lines, _, _ in told(ALFRED, 3, 0) for line in told_lines]
    assert lines[-3:] == [
        "final scoring, seat 1 (you): points in play 6 = 6 points",
        "final scoring, Alfred (seat 2): points in play 37, Theory of Evolution 24, "
        "coins and Temporary Knowledge 2 = 63 points",
        "Alfred (seat 2) wins with 63 points",
    ]
    lines = [line for *_, told_lines, _, _ in told({}, 2, None) for line in told_lines]
    assert lines[-1] == "seat 3 wins with 11 points"
    assert (
        "final scoring, seat 3: points in play 1, Theory of Evolution 8, "
        "coins and Temporary Knowledge 2 = 11 points"
    ) in lines


def test_a_tie_tells_the_evolution_marker_and_coins_that_break_it():
    """The finished game's last view with seat 4 brought level with the winner (L1201)."""
    *_, last = told({}, 2, None)
    before, after = last[3], last[4]
    final = {"seats": [dict(e) for e in after["final"]["seats"]]}
    final["seats"][3]["total"] = final["seats"][2]["total"]
    lines = GAME.narrate(before, {**after, "final": final}, None)
    seats = after["seats"]
    assert (
        f"tie at 11 points, broken by the Evolution marker, then coins: seat 3 Theory "
        f"{seats[2]['theory']}, {seats[2]['coins']} coins and seat 4 Theory "
        f"{seats[3]['theory']}, {seats[3]['coins']} coins"
    ) in lines
    assert lines[-1] == "seat 3 wins with 11 points"


def test_a_tent_pitched_is_told_with_its_campsite():
    text = [line for *_, lines, _, _ in told(ALFRED, 3, 0) for line in lines]
    assert "Alfred pitches a tent at campsite 1" in text
    assert any(
        x.startswith("Alfred (seat 2): ") and "tents +tent 1 at campsite 1" in x for x in text
    )


def test_a_placed_worker_is_named_once_not_as_a_list_change():
    """`seat 2 places worker 1 on ...` names the worker; its seat line does not add a
    `free workers -1` that reads like one worker fewer."""
    text = [line for *_, lines, _, _ in told({}, 2, None) for line in lines]
    assert any(re.fullmatch(r"seat \d places worker \d on .+", line) for line in text)
    assert not any("free workers" in line for line in text)


def test_objectives_on_offer_are_named_and_each_pile_counted():
    """A new display reads `silver objectives on offer +objective 10, -objective 5` and
    `-2 silver objectives in the pile`, not bare numbers that read as counts."""
    text = "\n".join(line for *_, lines, _, _ in told({}, 2, None) for line in lines)
    assert re.search(r"silver objectives on offer \+objective \d+", text)
    assert re.search(r"gold objectives on offer (.*, )?-objective \d+", text)
    assert re.search(r"-\d silver objectives? in the pile", text)
    assert "objective piles" not in text and not re.search(r"on offer [+-]\d", text)
