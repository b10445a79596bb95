"""Fireland's Time track, Adventures, Viewpoints and setup (L1705-L1907), on their own table:
the rulebook's numbers (spending past space 11, penalties adding up, the L1846 example, the
score card), every Adventure card's two options, first come at the Viewpoints, and seeded
setups at 2-4 players with their hidden decks."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.fireland import Cost, TimeTrack, fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN
from ludotheque.games.darwins_journey.rules.fireland import adventure, table, viewpoints
from ludotheque.games.darwins_journey.rules.fireland import time_track as tt

FIRE = fireland_data()
TRACK = FIRE.time
RICH = adventure.Purse(coins=20, vp=20, theory=10, tk=5, ship_back=5)
POOR = adventure.Purse(coins=0, vp=0, theory=0, tk=0, ship_back=0)


def _penalty(pid):
    return next(p for p in FIRE.penalties if p.id == pid)


# ----- the Time track (L1779-L1796, L1892) ---------------------------------------------
def test_spending_moves_down_and_past_eleven_costs_three_vp_per_spend():
    assert tt.spend(TRACK, 0, 4) == (4, 0)
    assert tt.spend(TRACK, 8, 3) == (11, 0)  # exactly onto 11: no loss
    assert tt.spend(TRACK, 9, 3) == (11, 3)  # would pass 11: stays, -3 VP (L1779)
    assert tt.spend(TRACK, 11, 1) == (11, 3)  # every later spend again
    assert tt.spend(TRACK, 11, 5) == (11, 3)  # once per spend, whatever its size
    assert tt.spend(TRACK, 5, 0) == (5, 0)


def test_gaining_moves_up_never_above_zero():
    assert tt.gain(7, 3) == 4
    assert tt.gain(2, 3) == 0  # the excess is lost (L1783)
    assert tt.gain(0, 2) == 0


def test_penalties_apply_from_their_row_and_add_up():
    track = TimeTrack(last=11, pass_vp=3, rows=(3, 6, 9), free=2)
    drawn = (_penalty("T1"), _penalty("T4"), _penalty("T2"))  # deliver +2 coins, -1 theory
    assert tt.active(track, drawn, 2) == ()
    assert tt.active(track, drawn, 3) == drawn[:1]
    assert tt.burden(tt.active(track, drawn, 6), "deliver") == {
        "coins": 2,
        "theory": 1,
        "vp": 0,
        "stamps": 0,
        "steps": 0,
    }
    assert tt.burden(tt.active(track, drawn, 11), "academy")["coins"] == 1
    assert tt.burden(tt.active(track, drawn, 8), "academy")["coins"] == 0
    twice = (_penalty("T1"), _penalty("T1"))  # the same hook twice: both apply
    assert tt.burden(twice, "deliver")["coins"] == 4


def test_the_objective_penalty_needs_two_vp():
    on = (_penalty("T5"),)
    assert not tt.may_complete_objective(on, 1) and tt.may_complete_objective(on, 2)
    assert tt.may_complete_objective((), 0)


def test_time_seal_costs_one_more_time():
    assert tt.obtain_seal(TRACK, FIRE.seal_time, 4) == (5, 0)
    assert tt.obtain_seal(TRACK, FIRE.seal_time, 11) == (11, 3)


@pytest.mark.parametrize("pos, vp", [(0, 0), (1, 0), (2, 0), (3, -3), (7, -7), (11, -11)])
def test_final_time_loss(pos, vp):
    assert tt.final_vp(TRACK, pos) == vp  # L1892


@pytest.mark.parametrize(
    "tokens, vp",
    [
        (0, -10),
        (1, -6),
        (2, -3),
        (3, -1),
        (4, 0),
        (5, 1),
        (6, 3),
        (7, 6),
        (8, 10),
        (9, 15),
        (14, 15),
    ],
)
def test_adventure_score_card(tokens, vp):
    assert tt.adventure_vp(FIRE.score, tokens) == vp  # L1898-L1907


# ----- setup (L1719-L1741) ----------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_setup_deals_the_tables_pieces(players, seed):
    t = table.setup(FIRE, players, Rng(seed))
    assert t.time == (0,) * players and t.held == ((0, 0),) * players
    assert len(t.drawn) == 3 and len(set(t.drawn)) == 3
    assert sorted(v for _, v in t.slots) == list(range(6))
    assert sorted(t.decks[0]) == list(range(10)) and sorted(t.decks[1]) == list(range(12))
    marks = {(tr.id, i): m for tr in FIRE.map.tracks for i, m in enumerate(tr.adventure) if m}
    assert set(t.tokens) == {b for b, m in marks.items() if m <= players}
    assert table.setup(FIRE, players, Rng(seed)) == t  # the same seed, the same table


def test_the_decks_are_hidden_and_redealt():
    t = table.setup(FIRE, 3, Rng(5))
    seen = json.dumps(table.public(t))
    assert "decks" not in seen and table.public(t)["deck_sizes"] == [10, 12]
    other = replace(t, decks=(tuple(reversed(t.decks[0])), t.decks[1]))
    assert table.public(other) == table.public(t)  # no seat tells the orders apart
    redealt = table.redeal(t, Rng(9))
    assert [sorted(d) for d in redealt.decks] == [sorted(d) for d in t.decks]
    assert redealt.decks != t.decks and table.public(redealt) == table.public(t)


# ----- Adventures (L1798-L1848) ----------------------------------------------------------
def _at(kind, cid, seat=0, players=2):
    """A table whose `kind` deck has card `cid` on top, that card drawn at a banner."""
    t = table.setup(FIRE, players, Rng(1))
    k = table.KINDS.index(kind)
    i = next(j for j, c in enumerate(FIRE.adventures[kind]) if c.id == cid)
    deck = tuple(x for x in t.decks[k] if x != i) + (i,)
    t = replace(t, decks=table.with_seat(t.decks, k, deck))
    banner = next(b for b in t.tokens if FIRE.map.track(b[0]).kind == kind)
    return adventure.draw(t, seat, kind, banner), banner


def test_the_rulebooks_example_option_a_takes_the_token():
    t, banner = _at(LAND, "L4")
    assert adventure.choices(FIRE, t, RICH) == (0, 1)
    t2, option, lost = adventure.choose(FIRE, t, 0)
    assert t2.time[0] == 1 and option.cost.coins == 2 and lost == 0  # 1 Time, 2 coins
    assert option.gain == (("explore", 2, ()),)
    assert banner not in t2.tokens and t2.held[0] == (0, 1)
    assert t2.resolving is None and t2.discards[1][-1] == t.resolving[2]


def test_the_rulebooks_example_option_b_leaves_the_token():
    t, banner = _at(LAND, "L4")
    t2, option, _ = adventure.choose(FIRE, t, 1)
    assert t2.time[0] == 3 and option.gain == (("navigate", 2, ()), ("tk", 2, ()))
    assert banner in t2.tokens and t2.held[0] == (0, 0)  # the next player may adventure


def test_neither_payable_discards_and_leaves_the_token():
    t, banner = _at(LAND, "L7")  # A: 3 coins; B: 4 Time (always payable)
    assert adventure.choices(FIRE, t, POOR) == (1,)
    t, banner = _at(OCEAN, "O7")  # A: 1 TK; B: 2 Time
    assert adventure.choices(FIRE, t, POOR) == (1,)
    t, banner = _at(LAND, "L12")  # A: 3 Time; B: 2 VP
    assert adventure.choices(FIRE, t, POOR) == (0,)
    # a card both of whose costs need what the seat lacks: none offered
    t, banner = _at(OCEAN, "O10")
    assert adventure.choices(FIRE, t, POOR) == (0,)  # A: 3 Time; B: 3 coins
    poor_card = replace(
        FIRE.adventures[OCEAN][9],
        options=tuple(replace(o, cost=Cost(coins=3)) for o in FIRE.adventures[OCEAN][9].options),
    )
    fire = replace(
        FIRE, adventures={**FIRE.adventures, OCEAN: (*FIRE.adventures[OCEAN][:9], poor_card)}
    )
    assert adventure.choices(fire, t, POOR) == ()
    t2, option, lost = adventure.choose(fire, t, None)
    assert option is None and banner in t2.tokens and t2.discards[0][-1] == 9


def _all_cards():
    return [(kind, c.id) for kind in table.KINDS for c in FIRE.adventures[kind]]


@pytest.mark.parametrize("kind, cid", _all_cards())
@pytest.mark.parametrize("k", [0, 1])
def test_every_adventure_option_resolves(kind, cid, k):
    t, banner = _at(kind, cid)
    card = FIRE.adventures[kind][t.resolving[2]]
    option = card.options[k]
    t2, got, lost = adventure.choose(FIRE, replace(t, time=(9, 0)), k)
    assert got is option
    assert t2.time[0] == min(11, 9 + option.cost.time) if option.cost.time else t2.time[0] == 9
    assert lost == (3 if 9 + option.cost.time > 11 else 0)
    assert (banner not in t2.tokens) == option.token
    assert adventure.tokens_held(t2, 0) == int(option.token)
    assert adventure.payable(option.cost, RICH)


def test_an_empty_deck_is_made_from_its_discards():
    t = table.setup(FIRE, 2, Rng(3))
    for _ in range(10):
        t = adventure.draw(t, 0, OCEAN, None)
        t, *_ = adventure.choose(FIRE, t, 1)
    assert t.decks[0] == () and len(t.discards[0]) == 10
    t = adventure.draw(t, 1, OCEAN, None)
    assert len(t.decks[0]) == 9 and t.discards[0] == ()


# ----- Viewpoints (L1858-L1862) ------------------------------------------------------------
def _shared_ends():
    ends = {}
    for tr in FIRE.map.tracks:
        for e in tr.ends:
            ends.setdefault(tr.viewpoint[e], []).append((tr.id, e))
    return next(v for v in ends.values() if len(v) == 2)


def test_first_to_reach_takes_the_viewpoint_once_even_when_shared():
    (ta, ea), (tb, eb) = _shared_ends()
    t = table.setup(FIRE, 3, Rng(2))
    t, view, _ = viewpoints.reach(FIRE, t, 1, ta, ea, RICH)
    assert view is not None and len(t.views[1]) == 1
    t, again, _ = viewpoints.reach(FIRE, t, 2, tb, eb, RICH)  # the other end of the slot
    assert again is None and t.views[2] == ()


def test_an_unpayable_viewpoint_is_lost_but_kept():
    t = table.setup(FIRE, 2, Rng(2))
    costly = next(i for i, v in enumerate(FIRE.viewpoints) if v.cost.coins)
    slot, _ = t.slots[0]
    t = replace(t, slots=((slot, costly), *t.slots[1:]))
    tr = next(x for x in FIRE.map.tracks for e in x.ends if x.viewpoint[e] == slot)
    end = next(e for e in tr.ends if tr.viewpoint[e] == slot)
    t, view, _ = viewpoints.reach(FIRE, t, 0, tr.id, end, POOR)
    assert view is None and t.views[0] == (costly,) and t.slots[0] == (slot, -1)


# ----- the option (config) ------------------------------------------------------------------
@pytest.mark.parametrize(
    "config, says",
    [
        ({"fireland": "yes"}, "fireland must be true or false"),
    ],
)
def test_the_option_is_refused_with_its_reason(config, says):
    """A value not true or false; 1-4 players play it (test_the_option_plays, and
    test_alfred_fireland.py for solo)."""
    from ludotheque.core.errors import ConfigError
    from ludotheque.games.darwins_journey.game import GAME

    with pytest.raises(ConfigError, match=says):
        GAME.configure(config)


def test_without_fireland_the_base_game_is_unchanged():
    from ludotheque.games.darwins_journey.game import GAME

    a = GAME.setup(GAME.configure({"players": 3}), 4)
    b = GAME.setup(GAME.configure({"players": 3, "fireland": False}), 4)
    assert GAME.view(a, 0) == GAME.view(b, 0) and GAME.pending(a) == GAME.pending(b)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_option_plays_at_two_to_four_players(players):
    from ludotheque.games.darwins_journey.game import GAME

    config = GAME.configure({"players": players, "fireland": True, "modules": "pirates"})
    s = GAME.setup(config, 1)
    assert config["fireland"] is True and s.fire is not None and len(s.pawns.at) == players
