"""Each Great Ship card on a hand-built position (L2104-L2149): the effect happens with
the card, and not without it. Rulings GS-R3 to GS-R9 (RULINGS.md)."""

import pytest

from ludotheque.games.darwins_journey.components.great_ship import great_ship_data
from ludotheque.games.darwins_journey.rules import effects, rewards
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play, refresh, set_row, space, specimen, start


def _give(s, seat, card_id):
    s.ships = replaced(s.ships, seat, great_ship_data().index(card_id))
    refresh(s)


def _seated(card, players=3):
    """A table of `players` in its first turn; the active seat holds `card` (None: no card)."""
    s = start(players)
    if card:
        _give(s, s.active, card)
    return s, s.active


def _run(s, seat, effect):
    effects.run(s, seat, effect)
    s.decision = None


def _ocean(s, sid):
    return s.ctx.comp.geo.ocean.index(sid)


@pytest.mark.parametrize("card", [None, "GS2"])
def test_gs2_a_completed_crew_card_runs_twice(card):
    s, me = _seated(card)
    a = next(c for c, k in enumerate(s.ctx.comp.crew) if k.id == 1)  # coins 8
    s.crew[me] = (a,)
    set_row(s, me, 1, "blue", "blue", "yellow", "yellow", "green")
    coins = s.coins[me]
    play(s, "complete crew 1")
    while "do coins 8" in options(s):
        play(s, "do coins 8")
    assert s.coins[me] == coins + (16 if card else 8)
    assert any("run 2 times" in line for line in s.log) == bool(card)


@pytest.mark.parametrize("card", [None, "GS3"])
def test_gs3_column_research_pays_2_coins_4_vp_then_a_free_unlock(card):
    s, me = _seated(card)
    s.research[me] = 1 << specimen(s, "green-reptile")
    refresh(s)
    coins, vp = s.coins[me], s.vp[me]
    _run(s, me, ("research-any", 0, ()))
    play(s, "research blue-reptile")  # the 2nd of the reptile column
    assert s.coins[me] == coins + (2 if card else 0)
    _run(s, me, ("research-any", 0, ()))
    play(s, "research green-plant")  # the 1st of another column: nothing
    assert s.coins[me] == coins + (2 if card else 0) and s.vp[me] == vp
    _run(s, me, ("research-any", 0, ()))
    names = [x.id for x in s.ctx.comp.geo.specimens if x.id.endswith("-reptile")]
    third = next(n for n in names if not s.research[me] >> specimen(s, n) & 1)
    play(s, f"research {third}")
    assert s.vp[me] == vp + (4 if card else 0)
    _run(s, me, ("research-any", 0, ()))
    fourth = next(n for n in names if not s.research[me] >> specimen(s, n) & 1)
    lenses = s.lenses[me]
    play(s, f"research {fourth}")
    if card:  # the free unlock: a bundle, then the unlock itself at no cost
        assert "do free-unlock" in options(s)
        coins = s.coins[me]
        play(s, "do free-unlock")
        play(s, next(o for o in options(s) if o.startswith("unlock ")))
        assert s.lenses[me] == lenses - 1 and s.coins[me] >= coins
    else:
        assert not s.tasks and s.lenses[me] == lenses


def test_gs3_a_specimen_researched_again_pays_nothing():
    s, me = _seated("GS3")
    cells = (specimen(s, "green-reptile"), specimen(s, "blue-reptile"))
    s.research[me] = 1 << cells[0] | 1 << cells[1]
    refresh(s)
    coins = s.coins[me]
    from ludotheque.games.darwins_journey.rules.great_ship import hooks

    hooks.researched(s, me, s.research[me])  # nothing new in the mask
    assert s.coins[me] == coins


def _gs4_position(card, tk=1):
    s, me = _seated(card)
    set_row(s, me, 1, "green", "green")  # explore-2 asks for 2 green seals
    s.tk[me] = tk
    refresh(s)
    return s, me


def test_gs4_a_worker_on_a_locked_lens_space_for_1_tk():
    s, me = _gs4_position("GS4")
    assert s.lens[space(s, "explore-2")] == -1
    assert "place on explore-2" in options(s)
    assert "place on explore-3" not in options(s)  # 3 green asked, no TK left to spend
    coins = s.coins[me]
    play(s, "place on explore-2")
    if GAME_pending_kind(s) == "ship-worker":
        play(s, "worker 2")
    assert s.at[space(s, "explore-2")] == ((me, 1),)
    assert s.tk[me] == 0 and s.lens[space(s, "explore-2")] == -1  # still locked
    assert s.coins[me] == coins
    assert any("TK to place on the locked explore-2" in line for line in s.log)


def GAME_pending_kind(s):
    from ludotheque.games.darwins_journey.game import GAME

    return GAME.pending(s).kind


def test_gs4_needs_the_card_and_the_tk():
    s, _ = _gs4_position(None)
    assert "place on explore-2" not in options(s)
    s, _ = _gs4_position("GS4", tk=0)
    assert "place on explore-2" not in options(s)


def test_gs4_the_requirement_may_take_more_tk():
    s, me = _gs4_position("GS4", tk=2)
    set_row(s, me, 1, "green")  # one green short: 1 TK for the card, 1 for the seal
    assert "place on explore-2" in options(s)
    assert "place on explore-3" not in options(s)
    play(s, "place on explore-2")
    while GAME_pending_kind(s) == "ship-worker":
        play(s, "worker 2")
    assert s.tk[me] == 0


def _beagle_position(card, players=3):
    s, me = _seated(card, players)
    ocean = s.ctx.comp.geo.ocean
    beagle = ocean.beagle[s.beagle]  # O2 in round 1
    s.ship[me] = _ocean(s, "O1")
    refresh(s)
    return s, me, ocean.ids[beagle]


@pytest.mark.parametrize("card", [None, "GS5"])
def test_gs5_reaching_the_beagle_offers_one_action(card):
    s, me, beagle = _beagle_position(card)
    _run(s, me, ("navigate", 1, ()))
    play(s, f"to {beagle}")
    opts = options(s)
    if card:
        assert {"do explore 2", "do navigate 2", "skip the rest"} <= set(opts)
        ship = s.ship[me]
        play(s, "do navigate 2")
        play(s, next(o for o in options(s) if o.startswith("to ")))
        assert s.ship[me] != ship
    else:
        assert "do navigate 2" not in opts


def test_gs5_not_when_already_level_nor_when_staying_behind():
    s, me, beagle = _beagle_position("GS5")
    s.ship[me] = _ocean(s, beagle)
    refresh(s)
    _run(s, me, ("navigate", 1, ()))
    play(s, next(o for o in options(s) if o.startswith("to ")))
    assert "do navigate 2" not in options(s)
    s, me, beagle = _beagle_position("GS5")
    s.ship[me] = _ocean(s, "O0")
    refresh(s)
    _run(s, me, ("navigate", 1, ()))
    play(s, "to O1")
    assert "do navigate 2" not in options(s)


def test_gs5_catch_up_with_the_beagle_reaches_it():
    s, me, beagle = _beagle_position("GS5")
    s.ship[me] = _ocean(s, "O0")
    refresh(s)
    _run(s, me, ("catch-beagle", 0, ()))
    assert s.ctx.comp.geo.ocean.ids[s.ship[me]] == beagle
    assert "do navigate 2" in options(s)


@pytest.mark.parametrize("card", [None, "GS6"])
def test_gs6_a_pitched_tent_may_also_deliver_one_specimen(card):
    s, me = _seated(card)
    cell = next(c for c in range(len(s.museum)) if not s.museum[c])
    s.research[me] = 1 << cell
    s.coins[me] = 20
    refresh(s)
    _run(s, me, ("camp-anywhere", 0, ()))
    play(s, options(s)[0])
    opts = options(s)
    assert ("do deliver-one" in opts) == bool(card)
    if card:
        play(s, "do deliver-one")  # one specimen to deliver: it goes by itself
        assert s.museum[cell]
        assert any(f"delivers the {s.ctx.comp.geo.specimens[cell].id}" in x for x in s.log)
        assert not any(o.startswith("deliver ") for o in options(s))  # one only


def test_gs6_not_on_a_re_activated_tent():
    from ludotheque.games.darwins_journey.rules import camp

    s, me = _seated("GS6")
    cell = next(c for c in range(len(s.museum)) if not s.museum[c])
    s.research[me] = 1 << cell
    s.tents = replaced(s.tents, me, ((0, 0),))
    refresh(s)
    camp.run_tent(s, me, 0, 0)
    assert not s.tasks or "do deliver-one" not in options(s)


@pytest.mark.parametrize(("card", "sent"), [(None, 2), ("GS7", 1)])
def test_gs7_at_most_one_stamp_to_the_cup(card, sent):
    s, me = _seated(card)
    n = s.ctx.players
    s.stamps_on[me] = 4  # envelope 1, alone: the majority
    s.tasks.clear()
    cup = s.cup[me]
    rewards.envelope(s, 0)
    assert s.cup[me] == cup + sent and s.stamps_on[me] == 4 - sent
    assert f"seat {me + 1} {sent}" in s.log[-1]
    assert s.stamps_on[n + me] == 0


def _island(s, seat, sid, free_flag=True):
    t = s.ctx.comp.geo.track(1)
    x = t.index(sid)
    s.explorers[seat] = (x, -1, -1)
    refresh(s)


@pytest.mark.parametrize("card", [None, "GS8"])
def test_gs8_exploration_one_shorter_with_doubled_bonuses(card):
    s, me = _seated(card)
    _island(s, me, "I1-3")
    vp = s.vp[me]
    _run(s, me, ("explore", 2, ()))
    play(s, "to I1-4")  # crosses the 2-VP gold banner
    assert s.vp[me] == vp + (4 if card else 2)
    if card:  # 2 - 1 = 1 step: the move has ended
        assert not any(o.startswith("to ") for o in options(s))
    else:
        assert any(o.startswith("to ") for o in options(s))


def test_gs8_landing_coins_doubled_and_explore_1_goes_nowhere():
    s, me = _seated("GS8")
    flags = list(s.flags)
    flags[1] = replaced(flags[1], 1, -1)  # I1-1: its coins, not a specimen
    s.flags = tuple(flags)
    _island(s, me, "I1-0")
    assert not effects.usable(s, me, ("explore", 1, ()))
    coins = s.coins[me]
    _run(s, me, ("explore", 2, ()))
    play(s, "to I1-1")
    play(s, "do coins 4")
    assert s.coins[me] == coins + 4
    s2 = start(3)
    _island(s2, s2.active, "I1-0")
    assert effects.usable(s2, s2.active, ("explore", 1, ()))


def test_gs9_each_lens_placed_runs_the_action_under_it():
    s, me = _seated("GS9")
    acts = great_ship_data().cards[great_ship_data().index("GS9")].lens_actions
    assert acts[0] == (("coins", 2, ()),) and acts[1] == (("tk", 1, ()),)
    coins, tk = s.coins[me], s.tk[me]
    _run(s, me, ("free-unlock", 0, ()))
    play(s, next(o for o in options(s) if o.startswith("unlock ")))
    assert s.coins[me] == coins + 2
    s.tasks.clear()
    refresh(s)
    _run(s, me, ("free-unlock", 0, ()))
    play(s, next(o for o in options(s) if o.startswith("unlock ")))
    assert s.tk[me] == tk + 1
    assert any("under lens token 2" in line for line in s.log)


def test_gs9_nothing_without_the_card():
    s = start(3)
    me = s.active
    coins = s.coins[me]
    _run(s, me, ("free-unlock", 0, ()))
    play(s, next(o for o in options(s) if o.startswith("unlock ")))
    assert s.coins[me] == coins


@pytest.mark.parametrize(
    ("players", "card", "coins", "vp"),
    [(2, "GS11", 2, 3), (3, "GS11", 1, 2), (4, "GS11", 1, 2), (2, None, 0, 0)],
)
def test_gs11_passing_a_ship_pays_by_player_count(players, card, coins, vp):
    s = start(players)
    me = s.active
    other = next(p for p in range(players) if p != me)
    if card:
        _give(s, me, card)
    for p in range(players):
        s.ship[p] = _ocean(s, "O0")
    s.ship[other] = _ocean(s, "O3")  # ahead of me; the others level with me
    s.ship[me] = _ocean(s, "O1")
    s.beagle = 2  # the Beagle far ahead (O11)
    refresh(s)
    c, v = s.coins[me], s.vp[me]
    _run(s, me, ("navigate", 3, ()))
    play(s, "to O2", "to O3")
    assert (s.coins[me], s.vp[me]) == (c, v)  # level with it: not passed
    play(s, "to O4a")
    while any(o.startswith("do ") for o in options(s)):
        play(s, next(o for o in options(s) if o.startswith("do ")))
    assert (s.coins[me], s.vp[me]) == (c + coins, v + vp)


def test_gs11_passing_the_beagle_pays_too():
    s, me = _seated("GS11", 2)
    s.ship = [_ocean(s, "O0")] * 2
    s.ship[me] = _ocean(s, "O1")
    refresh(s)
    c, v = s.coins[me], s.vp[me]
    _run(s, me, ("navigate", 2, ()))
    play(s, "to O2", "to O3")  # the Beagle is on O2 in round 1
    assert (s.coins[me], s.vp[me]) == (c + 2, v + 3)
    assert any("passing the Beagle" in line for line in s.log)
