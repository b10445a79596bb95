"""Setup by player count (digest T33-T35; L242-L392)."""

import json
from collections import Counter

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.game import GAME, context
from ludotheque.games.darwins_journey.rules.setup import setup

from .fixtures import start


@pytest.mark.parametrize(
    ("players", "placed", "left", "museum"), [(2, 48, 10, 6), (3, 52, 13, 3), (4, 56, 16, 0)]
)
def test_t33_setup_by_player_count(players, placed, left, museum):
    s = GAME.setup({"players": players}, 7)
    assert s.phase == "draft"  # crew seals are not taken yet
    # Every standard seal in play is in the pile or the Academy (L267-L272).
    assert sum(1 for c in s.academy if c >= 0) == 12
    assert len(s.pile) + 12 == placed
    specimens_on_tracks = sum(1 for f in s.flags for x in f if x >= 0)
    assert specimens_on_tracks == left
    assert sum(s.museum) == museum
    # Bookmarks at 4 players only: each Main page a Section of its own (L247, L424).
    ctx = s.ctx
    sections = {ctx.section[ctx.comp.diaries.index(x)] for x in ("explore-1", "navigate-1")}
    assert len(sections) == (2 if players == 4 else 1)


def test_seal_pile_colours_after_removal():
    s = setup(context('{"first_game": true, "players": 2}'), Rng(3))
    counts = Counter(s.pile) + Counter(c for c in s.academy if c >= 0)
    for seat in range(2):
        for r in s.rows[seat][1:]:
            counts.update(r)
    assert dict(counts) == {0: 12, 1: 12, 2: 12, 3: 12}  # 14 less 2 per colour (L268)


def test_t34_player_setup_first_game():
    s = start(3, seed=5)
    comp = s.ctx.comp
    for p in range(3):
        assert s.coins[p] == 4 and s.tk[p] == 1  # L332-L334
        assert s.stacks[p] == (4, 4, 4) and s.tents[p] == () and s.lenses[p] == 6
        assert s.free[p] == 0b01111 and not s.fifth[p]  # 5th worker on gold slot 1 (L326)
        assert s.explorers[p] == (0, -1, -1) and s.ship[p] == 0  # L292-L294
        assert s.rows[p][0] == (4,)  # the printed Special seal (L496)
        assert len(s.reserve[p]) == 2  # one silver, one gold starting objective
    first = s.order[0]
    assert [comp.crew[c].id for c in s.crew[first]] == [1, 2, 3]  # L348
    assert [r[0] for r in s.rows[first][1:]] == [comp.crew[c].seal for c in s.crew[first]]
    assert [comp.specials[s.tile[i]].id for i in comp.diaries.special_slots] == [7, 8, 1, 9, 5, 12]
    top = comp.diaries.special_slots[:2]
    assert all(s.lens[i] == -2 for i in top)  # neutral lenses (L260)
    assert all(s.lens[i] == -1 for i in comp.diaries.special_slots[2:])


def test_t35_draft_passes_left_and_pairs_go_right_to_left():
    s = GAME.setup({"players": 3}, 11)
    assert s.phase == "draft" and all(len(h) == 4 for h in s.hands)
    d = GAME.pending(s)
    assert d.private and d.seat == 0
    before = [list(h) for h in s.hands]
    for _ in range(3):
        GAME.apply(s, 0)
    # Each hand of 3 left moved on to the next seat (the left neighbour, ruling R2).
    assert s.hands[1] == tuple(c for c in before[0] if c not in s.crew[0])
    while s.phase == "draft":
        GAME.apply(s, 0)
    assert all(len(c) == 3 for c in s.crew)
    assert s.phase == "pairs"
    assert GAME.pending(s).seat == s.order[-1]  # rightmost first (L391)
    rightmost = s.order[-1]
    GAME.apply(s, 0)
    assert GAME.pending(s).seat == s.order[1]
    assert len(s.reserve[rightmost]) == 2


def test_setup_is_seeded():
    a = GAME.setup({"players": 4}, 99)
    b = GAME.setup({"players": 4}, 99)
    assert GAME.fingerprint(a) == GAME.fingerprint(b)
    assert GAME.fingerprint(GAME.setup({"players": 4}, 98)) != GAME.fingerprint(a)


def test_solo_setup_for_the_player_side():
    """Solo (L1253-L1275): 4 Special Action tiles, bottom tier empty, 1 objective of each
    colour, 5 crew cards to keep 3, 2 pairs to choose 1 from. `players: 1` is the player on
    seat 0 against Alfred on seat 1 (ruling A16); Alfred's side is test_alfred_*.py's."""
    config = GAME.configure({"players": 1})
    assert config["players"] == 2 and config["automas"] == {"1": "alfred/white"}
    s = setup(context(json.dumps(config, sort_keys=True)), Rng(4))
    slots = s.ctx.comp.diaries.special_slots
    assert [s.tile[i] >= 0 for i in slots] == [True, True, True, True, False, False]
    assert [len(x) for x in s.display] == [1, 1]
    assert len(s.hands[0]) == 5 and s.hands[1] == ()
    assert sum(1 for f in s.flags for x in f if x >= 0) == 10
    assert s.ctx.penalty == 3
    assert s.order == (1, 0)  # Alfred first (L1259)


def test_bad_configuration_is_refused():
    with pytest.raises(ConfigError, match="2 to 4"):
        GAME.configure({"players": 5})
    with pytest.raises(ConfigError, match="unknown"):
        GAME.configure({"colour": "red"})
