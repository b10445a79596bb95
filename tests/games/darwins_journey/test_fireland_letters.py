"""Fireland's 2 Correspondence tiles (L1713, L1947-L1959, pairing ruling FL-R23): shuffled
into the base tiles only with fireland=true; F1 pays the majority 2 coins each and makes
every other seat spend 1 Time, second place 2 coins; F2 gives 2 Time and 1 Time."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ludotheque.core.datapack.problems import DataError
from ludotheque.games.darwins_journey.components import components
from ludotheque.games.darwins_journey.components.fireland_pieces import build_fireland_letters
from ludotheque.games.darwins_journey.fronts.labels import letter_title
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.glossary import explain
from ludotheque.games.darwins_journey.rules import rewards
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play


def _setup(seed: int = 1, players: int = 4):
    return GAME.setup(GAME.configure({"players": players, "fireland": True}), seed)


def test_fireland_adds_its_two_tiles_after_the_base_ones_and_only_with_fireland():
    base = components().letters
    s = _setup()
    assert s.ctx.comp.letters[: len(base)] == base
    f1, f2 = s.ctx.comp.letters[len(base) :]
    assert (f1.id, f1.others_time, f2.id, f2.others_time) == ("F1", 1, "F2", 0)
    assert GAME.setup(GAME.configure({"players": 4}), 1).ctx.comp.letters == base


def test_the_new_tiles_come_up_in_the_setups_draw():
    n = len(components().letters)
    assert any(any(t >= n for t in _setup(seed).letters) for seed in range(10))
    plain = [GAME.setup(GAME.configure({"players": 4}), seed).letters for seed in range(10)]
    assert all(t < n for letters in plain for t in letters)


def _reward(s, tid: str, stamps: list[int]):
    """Envelope 1 holding the tile `tid` and these stamps per seat, rewarded, every bundle
    run."""
    n = s.ctx.players
    s.letters = replaced(
        s.letters, 0, next(i for i, t in enumerate(s.ctx.comp.letters) if t.id == tid)
    )
    for p, k in enumerate(stamps):
        s.stamps_on[p] = k
    rewards.envelope(s, 0)
    s.decision = None
    while s.tasks:
        opts = [o for o in options(s) if o.startswith("do ")]
        play(s, opts[0] if opts else options(s)[0])
    return s.stamps_on[:n]


def test_f1_pays_the_majority_and_the_others_spend_a_time():
    s = _setup(2)
    s.fire = replace(s.fire, time=(3, 3, 11, 11))
    s.vp = (10, 10, 5, 1)
    coins = s.coins[:]
    _reward(s, "F1", [3, 2, 1, 0])
    assert [s.coins[p] - coins[p] for p in range(4)] == [2, 2, 0, 0]
    assert s.fire.time == (3, 4, 11, 11)  # seats 3 and 4 already at the end: they stay
    assert s.vp == (10, 10, 2, 0)  # 3 VP lost past the end, never below 0 (FL-R23)
    assert any("spend 1 Time" in x for x in s.log)


def test_f1_a_tie_for_first_pays_both_and_spares_both():
    s = _setup(3)
    coins = s.coins[:]
    _reward(s, "F1", [2, 2, 0, 1])
    assert [s.coins[p] - coins[p] for p in range(4)] == [2, 2, 0, 2]
    assert s.fire.time == (0, 0, 1, 1)


def test_f2_gives_two_time_to_the_first_and_one_to_the_second():
    s = _setup(4)
    s.fire = replace(s.fire, time=(5, 5, 5, 1))
    _reward(s, "F2", [1, 3, 0, 2])
    assert s.fire.time == (5, 3, 5, 0)  # never above space 0 (L1783)


def test_alfred_receives_and_spends_time_as_a_player():
    s = GAME.setup({"players": 1, "automas": {"1": "alfred/white"}, "fireland": True}, 3)
    s.fire = replace(s.fire, time=(4, 4))
    _reward(s, "F2", [0, 2])
    assert s.fire.time == (4, 2)
    _reward(s, "F1", [2, 0])
    assert s.fire.time == (4, 3)


def test_without_stamps_nobody_spends():
    s = _setup(5)
    _reward(s, "F1", [0, 0, 0, 0])
    assert s.fire.time == (0, 0, 0, 0)


def test_the_tiles_in_words():
    assert letter_title("F1") == "1st gain 2 coins, the others spend 1 Time / 2nd gain 2 coins"
    assert letter_title("F2") == "1st receive 2 Time / 2nd receive 1 Time"
    entry = explain("correspondence F2")
    assert entry["kind"] == "correspondence" and entry["reconstructed"]
    s = _setup(6)
    s.letters = replaced(s.letters, 1, len(s.ctx.comp.letters) - 2)
    assert GAME.view(s, 0)["board"]["envelopes"][1]["tile"] == "F1"


@pytest.mark.parametrize(
    ("tiles", "says"),
    [
        ([{"id": "F1", "first": ["coins 2"], "second": [], "source": "x"}], "second reward"),
        ([{"id": "F1", "first": ["fly 2"], "second": ["coins 2"], "source": "x"}], "fly"),
        (
            [
                {
                    "id": "F1",
                    "first": ["coins 2"],
                    "second": ["coins 2"],
                    "source": "x",
                    "others_spend_time": -1,
                }
            ],
            "others_spend_time",
        ),
        ([{"id": "F1", "first": ["coins 2"], "second": ["coins 2"]}], "source"),
    ],
)
def test_bad_tiles_are_refused_with_what_is_allowed(tiles, says):
    with pytest.raises(DataError, match=says):
        build_fireland_letters({"letters": tiles})
