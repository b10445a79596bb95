"""The core's research hooks, the vocabulary and encoding machinery, and the generated
ENCODING.md files."""

from __future__ import annotations

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.core.game import Game
from ludotheque.core.registry import get_game
from ludotheque.interop import encoding_docs
from ludotheque.interop.encoding import Layout, dig
from ludotheque.interop.table import Table, game_ids, outcome
from ludotheque.interop.vocabulary import Vocabulary, VocabularyError, family, unique


class Bare(Game):
    id = "bare"
    title = "Bare"

    def configure(self, config):
        return dict(config)

    def scores(self, state):
        return [0]

    def winners(self, state):
        return []

    def view(self, state, seat):
        return {}

    def determinize(self, state, seat, rng):
        return state

    def snapshot(self, state):
        return {}

    def _setup(self, config, rng):
        return None

    def _decide(self, state):
        return None

    def _play(self, state, option):
        return None


def test_a_game_without_the_hooks_says_what_to_write():
    g = Bare()
    with pytest.raises(NotImplementedError, match="action_vocabulary"):
        g.action_vocabulary({})
    with pytest.raises(NotImplementedError, match="encoding_size"):
        g.encoding_size({})
    with pytest.raises(NotImplementedError, match="encode"):
        g.encode({}, 0)
    assert g.solo_configs() == {}


def test_every_landed_game_declares_the_hooks():
    assert set(game_ids()) >= {
        "iwari",
        "encyclopedia",
        "newton",
        "darwins-journey",
        "perseverance-ep3",
    }


def test_family_order_and_unique():
    assert family("{a}-{b}", a="xy", b=(1, 2)) == ["x-1", "x-2", "y-1", "y-2"]
    assert unique(["a", "b", "a"]) == ("a", "b")


def test_vocabulary_maps_both_ways_and_refuses_clearly():
    v = Vocabulary(["pass", "build A1"], "demo")
    assert v.ids(["build A1", "pass"]) == [1, 0]
    assert v.text(1) == "build A1"
    with pytest.raises(VocabularyError, match="not in the game's action vocabulary"):
        v.id("build Z9")
    with pytest.raises(VocabularyError, match="not an id from 0 to 1"):
        v.text(2)
    with pytest.raises(VocabularyError, match="repeats"):
        Vocabulary(["a", "a"], "demo")


def test_vocabulary_ids_are_stable_across_calls():
    for gid in game_ids():
        game = get_game(gid)
        cfg = game.configure({})
        assert game.action_vocabulary(cfg) == game.action_vocabulary(dict(cfg))


def test_layout_fields_and_seat_relative_blocks():
    inner = Layout().scalar("coins", dig("coins"), 10)
    lay = (
        Layout()
        .one_hot("phase", dig("phase"), ("a", "b"))
        .counts("hand", dig("hand"), ("x", "y"))
        .seats("seats", lambda v: v["seats"], 3, inner)
    )
    view = {"phase": "b", "hand": ["y", "y", "z"], "seats": [{"coins": 10}, {"coins": 20}]}
    assert lay.size == 2 + 2 + 3
    assert lay.encode(view, 1) == [0.0, 1.0, 0.0, 2.0, 2.0, 1.0, 0.0]
    assert "| 4 | 3 | `seats` |" in lay.markdown("Demo")


def test_outcome_rewards():
    assert outcome([0], 2, 0) == 1.0 and outcome([0], 2, 1) == -1.0
    assert outcome([0, 1], 3, 0) == 0.0  # shared with some
    assert outcome([0, 1], 2, 1) == 1.0  # every seat won (co-operative)
    assert outcome([], 2, 0) == -1.0  # nobody won


def test_table_refuses_an_unknown_reward():
    with pytest.raises(ConfigError, match="reward must be one of"):
        Table("newton", {"players": 2}, reward="points")


@pytest.mark.parametrize(
    "gid", ["iwari", "encyclopedia", "newton", "darwins-journey", "perseverance-ep3"]
)
def test_encoding_md_is_up_to_date(gid):
    p = encoding_docs.path(gid)
    assert p.exists(), f"missing {p}: run python -m ludotheque.interop.encoding_docs"
    assert p.read_text(encoding="utf-8") == encoding_docs.render(gid), (
        f"{p} is stale: run python -m ludotheque.interop.encoding_docs"
    )
