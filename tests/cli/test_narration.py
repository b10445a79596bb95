"""Issue 18: every event told in words as it happens (Game.narrate, each game's
narration.py), built from one seat's views so that nothing hidden is told."""

from __future__ import annotations

import io
import re
import sys

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from ludotheque.cli.main import main
from ludotheque.core.registry import get_game
from ludotheque.core.rng import Rng

GAMES = ["iwari", "encyclopedia", "newton", "darwins-journey", "perseverance-ep3"]


def told(game_id: str, config: dict, seed: int, moves: int, watcher: int = 0):
    """(seat, option, lines, before, after) for each move of a seeded random game."""
    game = get_game(game_id)
    state = game.setup(config, seed)
    rng = Rng(seed + 7)
    before = game.view(state, watcher)
    for _ in range(moves):
        if game.is_over(state):
            return
        decision = game.pending(state)
        option = decision.options[rng.next64() % len(decision.options)]
        game.apply(state, option)
        after = game.view(state, watcher)
        yield decision.seat, option, game.narrate(before, after, watcher), before, after
        before = after


def _seats(view: dict) -> list[dict]:
    if view.get("game") == "iwari":
        hands, scores = view["hands"], view["scores"]
        return [{"cards": h["count"], "score": s} for h, s in zip(hands, scores, strict=False)]
    return view.get("seats") or view.get("players") or []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_change_of_a_score_or_resource_is_told(game_id):
    """Whenever a seat's public counters change (automatic effects included), the
    narration has a line naming that seat."""
    checked = 0
    for _, _, lines, before, after in told(game_id, {}, 1, 400):
        old, new = _seats(before), _seats(after)
        for p, (a, b) in enumerate(zip(old, new, strict=False)):
            counters = [k for k, v in b.items() if isinstance(v, int) and not isinstance(v, bool)]
            counters = [k for k in counters if k not in ("turns", "turns_taken", "seat")]
            if any(a.get(k) != b.get(k) for k in counters):
                assert any(f"seat {p + 1}" in line for line in lines), (p, lines)
                checked += 1
    assert checked >= 20


def test_iwari_tells_the_voids_turns():
    text = "\n".join(
        line for *_, lines, _, _ in told("iwari", {"players": 1}, 3, 300) for line in lines
    )
    assert "the Void's pawn moves from connection" in text
    assert re.search(r"the Void places \d ruins? in [A-Z][a-z]+ \d+", text)
    assert re.search(r"the Void places \d totems? in", text)
    assert "the Void builds" not in text  # the Void's pieces are ruins, not huts


def test_iwari_tells_builds_with_the_territory_and_scores_with_the_amount():
    text = "\n".join(line for *_, lines, _, _ in told("iwari", {}, 2, 500) for line in lines)
    assert re.search(
        r"seat \d( \(you\))? builds \d huts? in (Forest|Tundra|Coast|Glacier|Desert) \d+", text
    )
    assert re.search(r"seat \d( \(you\))? scores \+\d+ \(now \d+ points?\)", text)


def test_encyclopedia_tells_spent_tokens_coins_and_reputation():
    text = "\n".join(line for *_, lines, _, _ in told("encyclopedia", {}, 2, 400) for line in lines)
    assert re.search(r"-1 expedition token", text)
    assert re.search(r"-\d coins?", text)
    assert re.search(r"\+\d reputation", text)
    assert re.search(r"studying \+[A-Z][a-z]+", text)  # an Animal by name


def test_newton_tells_the_rounds_and_a_scientists_travels():
    text = "\n".join(line for *_, lines, _, _ in told("newton", {}, 2, 700) for line in lines)
    assert "round 2 begins" in text
    assert re.search(r"scientist travels \w+ -> \w+", text)
    # a shelf tile placed, and the pile it came from (L313), by their names
    assert re.search(
        r"shelf tiles placed \+shelf \d space \d+, shelf tiles left in pile \d: \d -> \d", text
    )
    # a completed segment of the bookshelf (L309), by where it is, not by its id
    assert re.search(
        r"completed rows and columns \+(shelf \d \((left|right) of the glass\)|column \d)", text
    )
    assert "row1-" not in text and "col1" not in text
    assert "development piles" not in text


def test_darwin_and_perseverance_tell_rounds_and_resources():
    text = "\n".join(
        line for *_, lines, _, _ in told("darwins-journey", {}, 2, 400) for line in lines
    )
    assert "round 2 begins" in text and re.search(r"\+\d coins?", text)
    text = "\n".join(
        line for *_, lines, _, _ in told("perseverance-ep3", {}, 2, 300) for line in lines
    )
    assert re.search(r"seat \d.*: .*[+-]\d (food|island resource|glowberr\w*|follower)", text)


@pytest.mark.parametrize("game_id", GAMES)
def test_narration_tells_nothing_hidden(game_id):
    """The hidden information is re-dealt (determinize) for the watching seat before each
    of its own moves: whenever the move shows that seat the same view in both worlds,
    its narration is the same, so nothing it cannot see changed a word."""
    game = get_game(game_id)
    state = game.setup({}, 5)
    rng = Rng(11)
    compared = 0
    for _ in range(250):
        if game.is_over(state):
            break
        decision = game.pending(state)
        watcher = decision.seat
        option = decision.options[rng.next64() % len(decision.options)]
        if watcher is not None:
            before = game.view(state, watcher)
            other = game.determinize(state, watcher, Rng(rng.next64()))
            if game.view(other, watcher) == before and option in game.pending(other).options:
                game.apply(other, option)
                after_other = game.view(other, watcher)
                game.apply(state, option)
                after = game.view(state, watcher)
                if after == after_other:
                    assert game.narrate(before, after, watcher) == game.narrate(
                        before, after_other, watcher
                    )
                    compared += 1
                continue
        game.apply(state, option)
    assert compared >= 20


def test_iwari_never_names_the_cards_another_seat_draws():
    for seat, option, lines, _, _ in told("iwari", {}, 4, 400, watcher=0):
        if seat not in (None, 0) and option == "draw":
            mine = [line for line in lines if line.startswith(f"seat {seat + 1}")]
            assert mine and all(
                not re.search(r"forest|tundra|coast|glacier|desert", line) for line in mine
            ), lines


def test_ludo_play_tells_each_event_under_the_move(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("0\n" * 12 + "quit\n"))
    argv = ["play", "iwari", "--seats", "human,random", "--seed", "3", "--option", "first_player=0"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert re.search(r"· seat 1 \(you\) builds 1 hut in [A-Z][a-z]+ \d+", out), out
    assert re.search(r"· seat 2 (builds|takes|plays)", out), out


@pytest.mark.parametrize(
    ("n", "noun", "told"),
    [
        (2, "coin", "2 coins"),
        (1, "cube in supply", "1 cube in supply"),
        (6, "cube in supply", "6 cubes in supply"),
        (2, "die in supply", "2 dice in supply"),
        (3, "trained Shieldhead at home", "3 trained Shieldheads at home"),
        (2, "glowberry", "2 glowberries"),
        (4, "food", "4 food"),
    ],
)
def test_counts_take_the_plural_on_the_noun(n, noun, told):
    from ludotheque.fronts.narration import plural

    assert plural(n, noun) == told


def test_perseverance_solo_tells_you_as_you_whichever_seat_you_hold():
    """Solo: you are players[0] inside; the Dissidents may hold platform seat 0."""
    from ludotheque.core import Match, Rng, get_game

    game = get_game("perseverance-ep3")
    told = {}
    for specs in (["human", "automa:dissidents/leader"], ["automa:dissidents/leader", "human"]):
        you = specs.index("human")
        match = Match(game, game.seat_config({"players": 2}, specs), 4)
        rng, lines = Rng(1), []
        before = game.view(match.state, you)
        assert before["seat"] == 0 and game.view(match.state, 1 - you)["seat"] is None
        for _ in range(60):
            match.play(rng.below(len(match.decision.options)))
            after = game.view(match.state, you)
            lines += game.narrate(before, after, you)
            before = after
        told[you] = lines
        assert any("(you)" in line for line in lines)
    assert told[0] == told[1]


def _flat_changes(before, after):
    """What `changes` tells, the plain way: every leaf of both flattened, compared."""
    from ludotheque.fronts import narration as n

    old, new = n.flatten(before or {}), n.flatten(after or {})
    paths = list(new) + [p for p in old if p not in new]
    return [(p, old.get(p), new.get(p)) for p in paths if old.get(p) != new.get(p)]


@pytest.mark.parametrize("game_id", GAMES)
def test_changes_skip_equal_parts_and_tell_what_flattening_all_tells(game_id):
    """`changes` walks only the parts of two views that differ: on real games' views
    (and on views cut down or keyed differently) it finds the same leaves, in the same
    order, as flattening both views whole."""
    from ludotheque.fronts.narration import _differing

    game = get_game(game_id)
    config = game.configure({"players": min(3, game.max_players)})
    differing = 0
    for _, _, _, before, after in told(game_id, config, 11, 80):
        cut = {k: v for i, (k, v) in enumerate(before.items()) if i % 3}  # parts gone
        for a, b in ((before, after), (after, before), (cut, after), (before, cut)):
            assert _differing(a, b) == _flat_changes(a, b)
            differing += len(_differing(a, b))
        # Keys told by their text: a view read back from JSON against a fresh one.
        index = {k: i for i, k in enumerate(before)}
        as_text = {str(index[k]): v for k, v in before.items()}
        keyed = {index[k]: v for k, v in after.items() if k in index}
        assert _differing(as_text, keyed) == _flat_changes(as_text, keyed)
    assert differing > 0


def _diff_reference(before: list, after: list) -> tuple[list, list]:
    """`diff` as it was first written (Counter of reprs), which the faster one must match
    item for item and in order."""
    from collections import Counter

    from ludotheque.fronts.narration import _key

    a, b = Counter(_key(x) for x in before), Counter(_key(x) for x in after)
    added_keys, removed_keys = b - a, a - b
    added, removed = [], []
    for x in after:
        if added_keys[_key(x)] > 0:
            added_keys[_key(x)] -= 1
            added.append(x)
    for x in before:
        if removed_keys[_key(x)] > 0:
            removed_keys[_key(x)] -= 1
            removed.append(x)
    return added, removed


_ITEMS = st.one_of(
    st.sampled_from(["A", "B", "1", "None", "True"]),
    st.integers(-1, 2),
    st.booleans(),
    st.none(),
    st.sampled_from([1.0, 2.5]),
    st.fixed_dictionaries({"name": st.sampled_from(["x", "y"]), "n": st.integers(0, 1)}),
)


@example(before=[0, 1], after=[0, True])  # equal lists, told apart by repr
@example(before=[{"n": 1}], after=[{"n": 1.0}])
@given(st.lists(_ITEMS, max_size=8), st.lists(_ITEMS, max_size=8))
def test_diff_tells_the_same_items_in_the_same_order_as_the_reference(before, after):
    from ludotheque.fronts.narration import diff

    def exact(pair):  # True and 1, 1 and 1.0 are equal: compare what they print as
        return [[(type(x).__name__, repr(x)) for x in side] for side in pair]

    assert exact(diff(before, after)) == exact(_diff_reference(before, after))
    # Lists of texts only (most of them), where the fast path takes the texts as keys.
    texts_b = [x for x in before if type(x) is str]
    texts_a = [x for x in after if type(x) is str]
    assert exact(diff(texts_b, texts_a)) == exact(_diff_reference(texts_b, texts_a))


def test_a_value_that_appears_or_goes_reads_as_added_or_removed():
    """`tile +First Aid Tent` and `wild dinosaur -Raptor`, as a list's changes read, not
    `none -> ...`; a value replaced, and a flag, keep `old -> new`."""
    from ludotheque.fronts.narration import changes

    before = {"tile": None, "wild": "Raptor", "ship": "O0", "open": None}
    after = {"tile": "First Aid Tent", "wild": None, "ship": "O2", "open": True}
    told = changes(before, after)
    assert "tile +First Aid Tent" in told and "wild -Raptor" in told
    assert "ship O0 -> O2" in told and "open none -> yes" in told
    assert not any("none -> First" in x or "-> none" in x for x in told)


def test_a_name_gained_or_lost_several_times_is_told_once_with_its_count():
    """`seals +2 yellow, +red` and `-3 yellow`, in the order they first come; numbers stay
    one by one (`+2 3` would not read as two threes)."""
    from ludotheque.fronts.narration import changes

    told = changes(
        {"seals": ["blue", "yellow", "yellow", "yellow"], "dice": [1]},
        {"seals": ["yellow", "red", "yellow", "blue", "red", "green"], "dice": [1, 3, 3]},
    )
    assert "seals +2 red, +green, -yellow" in told
    assert "dice +3, +3" in told
    told = changes({"seals": ["yellow"] * 3}, {"seals": ["red"]})
    assert told == ["seals +red, -3 yellow"]


def test_words_for_a_watcher_are_told_once_and_named_only_for_the_seat_they_name():
    from ludotheque.fronts.narration import for_watcher, seat_name

    made = []

    def make(watcher):
        made.append(watcher)
        return [f"{seat_name(1, watcher)} takes the tile", "the river moves"]

    parts = ({"a": 1}, {"a": 2})
    assert for_watcher("t", parts, None, make) == ["seat 2 takes the tile", "the river moves"]
    assert for_watcher("t", parts, 0, make) == ["seat 2 takes the tile", "the river moves"]
    assert for_watcher("t", parts, 3, make) == ["seat 2 takes the tile", "the river moves"]
    assert made == [None]  # told once: seats 1 and 4 are not named
    assert for_watcher("t", parts, 1, make)[0] == "seat 2 (you) takes the tile"
    assert made == [None, 1]
    other = ({"a": 1}, {"a": 2})  # equal parts but other objects: told afresh
    assert for_watcher("t", other, 0, make)[1] == "the river moves"
    assert made == [None, 1, None]
