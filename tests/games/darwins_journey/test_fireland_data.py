"""Fireland's components as data (L1612-L2041): the board side's tracks and banners, the
Time track and its 8 penalty tiles, the Adventure cards (our words of L2355-L2500, checked
against the rulebook's numbers), the Viewpoints and the Adventure score card; and the
builders' errors on broken copies."""

from __future__ import annotations

import copy
import json

import pytest

from ludotheque.core.datapack.problems import DataError
from ludotheque.games.darwins_journey.components import DATA
from ludotheque.games.darwins_journey.components.fireland import Cost, build_fireland, fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN

MAP = json.loads((DATA / "fireland_map.json").read_text())
RULES = json.loads((DATA / "fireland.json").read_text())


def _card(kind, cid):
    return next(c for c in fireland_data().adventures[kind] if c.id == cid)


def test_the_board_side_has_the_texts_tracks_and_banners():
    m = fireland_data().map
    assert (len(m.land), len(m.ocean), m.explorers, m.ships) == (5, 3, 4, 3)  # L1741, L1868
    assert [t.unlocked_by for t in m.land][0] is None and all(t.unlocked_by for t in m.land[1:])
    # each land track after the first is opened by a silver banner on an ocean track, and
    # each ocean track after the first by one on a land track (L1868, L1878)
    for group, other in ((m.land, m.ocean), (m.ocean, m.land)):
        for t in group[1:]:
            assert sum(s == t.id for o in other for s in o.silver) == 1
    assert sorted(len(t.ends) for t in m.land) == [1, 1, 1, 1, 2]  # L1870
    assert all(t.viewpoint[e] for t in m.tracks for e in t.ends)
    assert len(m.viewpoint_slots()) == 6


@pytest.mark.parametrize("players, land, ocean", [(2, 7, 6), (3, 10, 8), (4, 12, 10)])
def test_adventure_tokens_follow_the_player_count_marks(players, land, ocean):
    m = fireland_data().map
    assert len(m.adventure_banners(LAND, players)) == land
    assert len(m.adventure_banners(OCEAN, players)) == ocean


def test_time_track_penalties_seals_and_score_card():
    f = fireland_data()
    assert (f.time.last, f.time.pass_vp, f.time.free) == (11, 3, 2)  # L1779, L1892
    assert len(f.time.rows) == 3 and f.time.rows[0] >= 3  # L1731, L1787
    assert [(p.hook, p.what, p.n) for p in f.penalties] == [
        ("deliver", "coins", 2),
        ("academy", "coins", 1),
        ("diary", "coins", 2),
        ("deliver", "theory", 1),
        ("objective", "vp", 2),
        ("correspondence", "stamps", 1),
        ("navigate", "steps", 1),
        ("explore", "steps", 1),
    ]  # L1789-L1796
    assert (len(f.time_seals), f.seal_time) == (8, 1)  # L1699, L1856
    assert f.score == (-10, -6, -3, -1, 0, 1, 3, 6, 10, 15)  # L1898-L1907


def test_the_rulebook_example_card_is_land_4():
    # L1846: A pays 1 Time and 2 coins, explores 2 and takes the Land token; B pays 3 Time,
    # navigates 2 and takes 2 Temporary Knowledge, the token staying on the board.
    a, b = _card("land", "L4").options
    assert (a.cost, a.gain, a.token) == (Cost(time=1, coins=2), (("explore", 2, ()),), True)
    assert (b.cost, b.token) == (Cost(time=3), False)
    assert b.gain == (("navigate", 2, ()), ("tk", 2, ()))


@pytest.mark.parametrize(
    "kind, cid, a, b",
    [
        (
            "ocean",
            "O3",
            (Cost(time=3), [("theory", 3, ())], True),
            (Cost(theory=3), [("time", 3, ())], False),
        ),
        (
            "ocean",
            "O5",
            (Cost(time=3), [("vp", 2, ()), ("theory", 3, ())], False),
            (Cost(ship=3), [("time", 2, ())], True),
        ),
        (
            "ocean",
            "O7",
            (Cost(tk=1), [("time", 1, ())], False),
            (Cost(time=2), [("explore", 2, ())], True),
        ),
        (
            "ocean",
            "O9",
            (Cost(time=3), [("research-explorer-track", 0, ())], False),
            (Cost(vp=2), [("stamps", 1, ())], True),
        ),
        (
            "land",
            "L6",
            (Cost(time=2), [("coins", 6, ())], False),
            (Cost(time=3, coins=3), [("theory", 2, ()), ("vp", 5, ())], True),
        ),
        (
            "land",
            "L12",
            (Cost(time=3), [("special-seal", 0, ())], True),
            (Cost(vp=2), [("coins", 4, ())], False),
        ),
    ],
)
def test_adventure_cards_read_as_the_rulebook(kind, cid, a, b):
    got = _card(kind, cid).options
    assert [(o.cost, list(o.gain), o.token) for o in got] == [a, b]


def test_every_adventure_card_has_two_options_one_taking_the_token():
    f = fireland_data()
    assert [len(f.adventures[k]) for k in ("ocean", "land")] == [10, 12]
    for cards in f.adventures.values():
        for c in cards:
            assert len(c.options) == 2 and any(o.token for o in c.options)


def _broken(edit) -> str:
    m, r = copy.deepcopy(MAP), copy.deepcopy(RULES)
    edit(m, r)
    with pytest.raises(DataError) as e:
        build_fireland(m, r)
    return str(e.value)


@pytest.mark.parametrize(
    "edit, says",
    [
        (lambda m, r: m["land"].pop(), "5 land tracks"),
        (lambda m, r: m["ocean"][1].update(unlocked_by=None), "silver banner"),
        (lambda m, r: m["pawns"].update(ships=2), "4 explorers and 3 ships"),
        (lambda m, r: m["land"][0]["spaces"][-1].pop("viewpoint"), "Viewpoint"),
        (lambda m, r: r["penalties"].pop(), "8 Time penalty tiles"),
        (lambda m, r: m["ocean"][0]["spaces"][1]["next"].append("FO1-3"), "do not fork"),
        (
            lambda m, r: r["adventures"]["land"][0]["options"][0].update(cost={"gold": 1}),
            "a cost maps",
        ),
        (lambda m, r: r["adventures"]["ocean"][3]["options"][1].update(token=False), "token"),
        (lambda m, r: r["adventure_score"].update(table=[1, 0]), "score card"),
        (lambda m, r: r["time"].update(watch_rows=[1, 6, 9]), "from space 3"),
    ],
)
def test_broken_copies_say_what_is_wrong(edit, says):
    assert says in _broken(edit)


def test_the_pieces_in_words():
    from ludotheque.games.darwins_journey.fronts import fireland_words as w

    f = fireland_data()
    assert w.card_words(_card("land", "L4")) == (
        "Damaged raft (land L4): A) pay 1 Time and 2 coins: explore 2, take the land "
        "Adventure token; B) pay 3 Time: navigate 2, gain 2 Temporary Knowledge"
    )
    assert w.option_words("ocean", _card("ocean", "O5").options[1]) == (
        "pay a ship back 3: receive 2 Time, take the ocean Adventure token"
    )
    assert [w.penalty_words(p) for p in f.penalties][:2] == [
        "+2 coins per specimen delivery",
        "+1 coin per Academy action",
    ]
    assert all(w.viewpoint_words(v).startswith(f"Viewpoint {v.id}: pay ") for v in f.viewpoints)
