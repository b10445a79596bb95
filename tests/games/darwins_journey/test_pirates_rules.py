"""The Pirates module's rules on hand-built positions (L2151-L2242): the setup, a
campsite's Treasure or the pirate ship's move, the raid with the rulebook's numbers (the
digest's example P-1, P-2), the Pirate tile, and the bad options. Rulings PI-R1 to PI-R9
(RULINGS.md)."""

from __future__ import annotations

import json

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.games.darwins_journey.components.pirates import pirate_data
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import effects, flow
from ludotheque.games.darwins_journey.rules.pirates import raid
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play, refresh

MODULE = {"modules": ["pirates"]}


def table(players: int = 3, seed: int = 1, **extra):
    """A table with the module at its first placement (the draft and pairs: first options)."""
    s = GAME.setup(GAME.configure({"players": players, **MODULE, **extra}), seed)
    while s.phase in ("draft", "pairs"):
        GAME.apply(s, 0)
    return s


def _run(s, seat, effect):
    effects.run(s, seat, effect)
    s.decision = None


def _pirate_tile(s) -> int:
    return len(s.ctx.comp.specials) - 1


def _tile_slots(s) -> list[int]:
    """The Special Action tiles on the board, in space order (-1: an empty space)."""
    return [s.tile[i] for i in s.ctx.comp.diaries.special_slots]


# ----- setup (L2165-L2184) -------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_a_treasure_on_each_of_the_9_campsites_and_5_tiles_with_the_pirate_one(players):
    where = set()
    for seed in range(12):
        s = table(players, seed)
        assert bin(s.treasures).count("1") == len(s.ctx.comp.geo.campsites) == 9
        assert s.pirate == -1 and s.hoard == (0,) * players  # the ship waits beside (L2177)
        tiles = _tile_slots(s)
        assert len(tiles) == len(set(tiles)) == 6 and _pirate_tile(s) in tiles
        where.add(tiles.index(_pirate_tile(s)))
    assert len(where) > 2  # placed at random (L2180), not on a fixed space


def test_the_variant_puts_the_pirate_tile_on_one_of_the_2_top_spaces():
    where = set()
    for seed in range(12):
        s = table(3, seed, pirate_tile_top=True)
        where.add(_tile_slots(s).index(_pirate_tile(s)))
    assert where == {0, 1}  # L2184: both top spaces, never another


def test_solo_shows_4_tiles_the_pirate_one_among_them():
    for seed in range(6):
        s = GAME.setup(GAME.configure({"players": 1, **MODULE}), seed)
        tiles = _tile_slots(s)
        assert tiles[4:] == [-1, -1] and _pirate_tile(s) in tiles[:4]  # ruling PI-R2


def test_the_pirate_crew_cards_are_shuffled_into_the_deck():
    dealt = set()
    for seed in range(10):
        s = GAME.setup(GAME.configure({"players": 4, **MODULE}), seed)
        dealt |= {str(s.ctx.comp.crew[c].id) for h in s.hands for c in h}
    assert {"P1", "P2", "P3", "P4"} <= dealt
    assert len(GAME.setup(GAME.configure({"players": 4, **MODULE}), 0).ctx.comp.crew) == 20


def test_without_the_module_nothing_changes():
    s = GAME.setup(GAME.configure({"players": 3}), 1)
    assert len(s.ctx.comp.crew) == 16 and len(s.ctx.comp.specials) == 12
    assert s.treasures == 0 and s.pirate == -1 and "pirates" not in GAME.view(s, 0)


# ----- bad options ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("config", "words"),
    [
        ({"pirate_tile_top": True}, "pirate_tile_top is an option of the pirates module"),
        ({"pirate_tile_top": "yes", **MODULE}, "pirate_tile_top must be true or false"),
        ({"modules": ["pirate"]}, "unknown Darwin's Journey module 'pirate'; allowed: "),
        ({"pirate_ship": 1, **MODULE}, "unknown Darwin's Journey option"),
    ],
)
def test_bad_options_are_refused_with_what_is_allowed(config, words):
    before = json.dumps(config)
    with pytest.raises(ConfigError, match=words):
        GAME.configure({"players": 3, **config})
    assert json.dumps(config) == before


# ----- treasures (L2186-L2204) ---------------------------------------------------------
def _explorer_before_c4(s, seat, coins):
    """The seat's explorer on I1-2, one step before campsite C4 (tent spaces 0 and 1
    coin), the free one taken by another seat: its tent costs 1 coin."""
    s.explorers[seat] = (s.ctx.comp.geo.islands[0].index("I1-2"), -1, -1)
    s.coins[seat] = coins
    other = (seat + 1) % s.ctx.players
    s.camps = replaced(s.camps, 3, (other, -1))
    refresh(s)


def at_the_treasure(coins: int = 0, steps: int = 1):
    """The active seat's explorer moved from I1-2 onto campsite C4's space, its treasure
    decision pending: (state, seat)."""
    s = table()
    me = s.active
    _explorer_before_c4(s, me, coins)
    _run(s, me, ("explore", steps, ()))
    play(s, "to I1-3")
    return s, me


def test_p2_a_treasure_taken_pays_3_coins_usable_in_the_same_action():
    s, me = at_the_treasure()
    assert options(s)[:1] == ("take the treasure",)
    play(s, "take the treasure")
    assert s.coins[me] == 3 and s.hoard[me] == 1 and not s.treasures >> 3 & 1
    assert "do camp" in options(s)  # the tent's 1 coin comes from the treasure (L2194)
    play(s, "do camp")  # the one tent space left: pitched at once
    assert s.coins[me] == 2 and s.tents[me] == ((3, 1),)


def test_a_treasure_declined_moves_the_pirate_ship_and_stays():
    s, me = at_the_treasure()
    regions = s.ctx.regions.names
    assert [o for o in options(s) if o.startswith("pirate ship to")] == [
        f"pirate ship to region {r + 1}" for r in range(len(regions))
    ]
    play(s, "pirate ship to region 3")
    assert s.pirate == 2 and s.treasures >> 3 & 1 and s.hoard[me] == 0
    assert "do camp" not in options(s)  # no coin for the tent


def test_an_empty_campsite_offers_only_the_ship_move_or_leaving_it():
    s = table()
    me = s.active
    _explorer_before_c4(s, me, 0)
    s.treasures &= ~(1 << 3)
    s.pirate = 1
    refresh(s)
    _run(s, me, ("explore", 1, ()))
    play(s, "to I1-3")
    opts = [o for o in options(s) if not o.startswith("complete")]
    assert "take the treasure" not in opts and "pirate ship to region 2" not in opts
    assert "leave the pirate ship" in opts  # the move is a "may" (L2200, PI-R4)
    play(s, "leave the pirate ship")
    assert s.pirate == 1


def test_passing_a_campsite_finds_it_too_then_the_move_goes_on():
    s, me = at_the_treasure(coins=5, steps=2)  # passing (L2190)
    play(s, "take the treasure")
    assert s.coins[me] == 8
    assert any(o.startswith("to I1-4") for o in options(s)) and "stop here" in options(s)


def test_a_campsite_jumped_over_is_passed_too():
    s = table()
    me = s.active
    _explorer_before_c4(s, me, 0)
    other = (me + 1) % 3
    s.explorers[other] = (s.ctx.comp.geo.islands[0].index("I1-3"), -1, -1)  # on C4's space
    refresh(s)
    _run(s, me, ("explore", 1, ()))
    (step,) = [o for o in options(s) if o.startswith("to ")]
    play(s, step)  # one counted step over the opponent (L676)
    assert "take the treasure" in options(s)  # PI-R4


def test_catching_up_with_the_beagle_finds_no_treasure():
    s = table()
    me = s.active
    ocean = s.ctx.comp.geo.ocean
    s.beagle = 1  # the Beagle on its second space, past campsite C1's space (O4a)
    s.ship[me] = ocean.index("O1")
    refresh(s)
    _run(s, me, ("catch-beagle", 0, ()))
    assert s.ship[me] == ocean.beagle[1] and not s.tasks  # PI-R5: a jump, not a Navigation


def test_the_ocean_regions_lie_between_delay_markers_the_start_in_none():
    s = table()
    ocean = s.ctx.comp.geo.ocean
    of = s.ctx.regions.of
    assert of[0] == -1  # the start space (L2200)
    firsts = [ocean.ids[i] for i in range(1, len(of)) if of[i] != of[i - 1]]
    marked = [ocean.ids[i] for i, d in enumerate(ocean.delay) if d]
    assert firsts == [ocean.ids[1], *marked]


# ----- raids (L2212-L2216) -------------------------------------------------------------
def _in_region(s, seat, region):
    s.ship[seat] = next(i for i, r in enumerate(s.ctx.regions.of) if r == region)


def test_p1_a_raid_with_a_shortfall_takes_vp_down_to_0():
    """Digest P-1: 2 treasures, 4 coins, 1 VP: owes 2 + 4 = 6, pays 4 coins and 1 VP,
    the last 1 forgiven, and the treasures go back to the box."""
    s = table()
    blue = 1
    s.pirate = 2
    _in_region(s, blue, 2)
    s.hoard = replaced(s.hoard, blue, 2)
    s.coins[blue] = 4
    s.vp = replaced(s.vp, blue, 1)
    assert raid.cost(s, blue) == 6
    raid.raid(s)
    assert (s.coins[blue], s.vp[blue], s.hoard[blue]) == (0, 0, 0)
    assert "owes 6, pays 4 coins and 1 VP, 1 forgiven" in s.log[-1]


def test_a_raid_with_coins_enough_costs_2_plus_2_per_treasure_and_spares_the_others():
    s = table()
    s.pirate = 1
    for p in range(3):
        s.coins[p] = 10
        s.hoard = replaced(s.hoard, p, 1)
    _in_region(s, 0, 1)
    _in_region(s, 1, 2)
    s.ship[2] = 0  # the start: in no region
    raid.raid(s)
    assert s.coins == [6, 10, 10] and s.hoard == (0, 1, 1)


def test_the_raid_comes_after_every_reward_phase_on_the_same_region():
    s = table()
    me = s.active
    s.pirate = 1
    _in_region(s, me, 1)
    s.coins[me] = 10
    refresh(s)
    for r in (1, 2):  # the Beagle goal pays VP only: the coins lost are the raid's
        s.phase, s.step, s.tasks = "reward", flow.ENVELOPES + 1, []
        flow.advance(s)
        assert s.round == r + 1 and s.coins[me] == 10 - 2 * r
        assert s.pirate == 1  # it stays and raids again (L2216)


def test_no_raid_while_the_ship_waits_in_the_supply():
    s = table()
    s.hoard = replaced(s.hoard, 0, 3)
    raid.raid(s)
    assert s.hoard[0] == 3 and all(raid.cost(s, p) == 0 for p in range(3))


# ----- the Pirate tile (L2222) ---------------------------------------------------------
def test_the_pirate_tile_gives_2_coins_and_may_move_the_ship():
    assert pirate_data().tile.actions == (("coins", 2, ()), ("pirate-ship", 0, ()))
    s = table()
    me = s.active
    coins = s.coins[me]
    s.tasks.append(("bundle", me, pirate_data().tile.actions, 0))
    refresh(s)
    play(s, "do coins 2", "do pirate-ship", "pirate ship to region 5")
    assert s.coins[me] == coins + 2 and s.pirate == 4


# ----- solo: Alfred (PI-R6) ------------------------------------------------------------
def test_alfred_is_raided_from_his_coin_track():
    s = GAME.setup(GAME.configure({"players": 1, **MODULE}), 3)
    a = s.ctx.alfred
    s.pirate = 0
    _in_region(s, a, 0)
    s.coins[a] = 1
    s.vp = replaced(s.vp, a, 5)
    raid.raid(s)
    assert (s.coins[a], s.vp[a]) == (0, 4)
    assert "pirate raid on Alfred" in s.log[-1]


# ----- the search's evaluation ---------------------------------------------------------
def test_the_evaluation_counts_a_treasures_coins_and_the_raid_to_come():
    from ludotheque.games.darwins_journey import evaluation

    from .test_speed_evaluation import projection_ref

    s = table()
    me = s.active
    s.coins[me] = 3
    s.vp = replaced(s.vp, me, 1)
    refresh(s)
    calm = evaluation.projection(s)[me]
    s.pirate = 1
    _in_region(s, me, 1)
    s.hoard = replaced(s.hoard, me, 1)  # owes 4: 3 coins, then 1 VP
    s.kept[me] = None
    threatened = evaluation.projection(s)
    assert evaluation.raid_threat(s, me) == 3 * evaluation.RAID_COIN + 1
    assert threatened == projection_ref(s)
    s.pirate = 2  # the pirate ship elsewhere: no raid on this seat
    assert evaluation.projection(s)[me] == calm
    assert threatened[me] < calm
    s.coins[me] += 3  # a treasure's coins count at once, as any coins
    assert evaluation.projection(s)[me] > calm
