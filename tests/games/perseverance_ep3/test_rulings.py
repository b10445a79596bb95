"""One test per reading in RULINGS.md that no other test file pins down."""

from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS
from ludotheque.games.perseverance_ep3.components.tables import effect_of
from ludotheque.games.perseverance_ep3.rules import (
    assemblies,
    combat,
    counts,
    goals,
    secondary,
    town,
    units,
    wilderness,
)
from ludotheque.games.perseverance_ep3.rules.effects import explored_temple_species, resolve
from ludotheque.games.perseverance_ep3.state import EMPTY, NEUTRAL, RANGER, TR, TSH, TTH, WILD

from .fixtures import adventure, clear_board, drive, officer, started, tile


def _run(s, seat, text, *choices):
    s.tasks = []
    resolve(s, seat, effect_of(text))
    return drive(s, None, *choices)


def test_r3_spend_gates_its_clause_only():
    s = started(3)
    p = s.players[0]
    p.res[3] = 0
    rangers = p.home[RANGER]
    _run(s, 0, "spend gb=1; gain ranger=1 + gain food=1")
    assert p.home[RANGER] == rangers and p.res[0] == 2  # no GB: no ranger; the food comes


def test_r5_the_dissidents_die_costs_like_an_opponents():
    s = started(2, seed=2)
    d = s.ctx.dissident
    s.pool = [(d, 0), (NEUTRAL, 1)]
    p = s.players[0]
    p.res[3] = 2
    drive(s, ("town-die", 0), "take the dissident's adventurer die")
    assert p.res[3] == 0


def test_r6_a_mounted_phoenix_is_a_thunderhorn_add_on():
    s = started(3, leaders=["phoenix", "jack", "keoni"])
    p = s.players[0]
    p.mounted = True
    p.home[TTH] = 0
    d = drive(s, ("town-helper", 0, 1))
    assert "add a trained thunderhorn" in d.options
    drive(s, None, "add a trained thunderhorn")
    assert p.leader_at == "ts:1" and s.zone_thunder[1] == 0


def test_r7_the_leader_may_bear_a_training_impact_but_not_a_defeat():
    s = started(3)
    p = s.players[0]
    p.res = [5, 5, 5, 9]
    p.untrained = [1, 1, 1, 1]
    p.home[RANGER] = 0
    assert units.can_train(s, 0, 0, False)  # a shieldhead has no impact
    assert units.impact_takers(s, 0, 1) == ("leader",)
    assert units.impact_takers(s, 0, 3) == ()  # the leader is never defeated (L535)
    d = _run(s, 0, "train 1")
    assert "train r (the leader is exhausted)" in d.options and "train ij" not in d.options
    drive(s, None, "train th (the leader is exhausted)")
    assert p.leader_at == "tired" and p.home[TTH] == 1
    p.leader_at = "home"
    p.home[RANGER] = 1
    assert units.impact_takers(s, 0, 2) == ("ranger", "leader")


def test_r42_wounded_units_stay_until_healed():
    s = started(3)
    p = s.players[0]
    infirmary = list(p.infirmary)
    assert infirmary[RANGER] == 1  # from the setup (L434)
    from ludotheque.games.perseverance_ep3.rules import tasks

    tasks.HANDLERS["end-turn"].play(s, ("end-turn", 0), None)  # the end-of-turn checks
    assert p.infirmary == infirmary and p.turns == 1


def test_r8_captain_from_the_board_only_to_a_town_zone():
    s = started(3, leaders=["keoni", "jack", "phoenix"])
    cap = officer(s, "captain")
    s.influence[cap][0] = 1
    p = s.players[0]
    p.mounted = True
    p.res[3] = 5
    opts = secondary.favour_options(s, 0)
    assert "favour of captain: leader to the wilderness" not in opts
    assert any(o.startswith("favour of captain: leader to ") for o in opts)


def test_r9_the_shieldhead_temple_is_explored_from_the_start():
    s = started(3)
    assert explored_temple_species(s) == (0,)
    s.temples |= 2
    assert explored_temple_species(s) == (0, 2)


def test_r10_the_replaced_neutral_die_leaves_the_game():
    s = started(3)
    p = s.players[0]
    s.pool = [(NEUTRAL, 2), (1, 0)]
    _run(s, 0, "die")
    assert s.pool == [(0, 2), (1, 0)] and p.dice_left == 0


def test_r15_zone_goal_regions_count_the_outpost_and_the_portal():
    s = started(3)
    clear_board(s)
    s.outpost = [(0,), ()]
    assert goals.zone_count(s, 0, "swamp") == 1
    s.portal_owner = 0
    assert goals.zone_count(s, 0, "hills") == 1


def test_r16_the_dissident_is_not_compared_for_zone_goals():
    s = started(2, seed=2)
    clear_board(s)
    d = s.ctx.dissident
    p = s.players[0]
    p.goal = next(g.index for g in s.ctx.comp.goals if g.id == 4)  # Sustenance among its zones
    s.zone_shelters[0] = (0, d, d, EMPTY, EMPTY, EMPTY)
    out = goals.score_goal(s, 0)
    assert out["zones"] == 4


def test_r17_a_mounted_adelita_in_combat_counts_as_a_trained_ironjaw():
    s = started(3, leaders=["adelita", "jack", "keoni"])
    board = s.ctx.comp.board
    i = board.loc("1")
    p = s.players[0]
    p.mounted = True
    p.home = [0, 0, 0, 0, 0]
    f = p.followers
    combat.resolve_combat(s, 0, i, "mounted", ("leader",))
    assert p.followers == f + 3 and p.leader_at == "tired"
    assert p.res[0] == 2  # the shieldhead's mounted bonus: 1 food


def test_r19_a_discovery_from_afar_brings_the_artefact():
    s = started(3)
    board = s.ctx.comp.board
    j = board.loc("7")
    s.loc_tile[j] = tile(s, "Canopy Treehouse")
    _run(s, 0, "discovery region=jungle", "cube on captain")
    assert s.players[0].artefacts >> ARTEFACTS.index("hexagon") & 1


def test_r20_the_leader_fills_a_ranger_requirement():
    s = started(3)
    p = s.players[0]
    a = adventure(s, "See You Later, Gator")  # 1 ranger, 2 units or more
    p.home = [0, 2, 0, 0, 0]
    assert town.can_start_wild.__module__.endswith("adventure_units")
    from ludotheque.games.perseverance_ep3.rules.adventure_units import startable

    assert startable(s, 0, a)
    p.leader_at = "tired"
    assert not startable(s, 0, a)


def test_r22_thunderhorn_temple_moves_the_leader_to_town():
    s = started(3)
    clear_board(s)
    p = s.players[0]
    p.adventure = adventure(s, "The Thunderhorn Temple")
    p.adv_leader = True
    p.leader_at = "adventure"
    s.zone_leader[1] = 1
    d = _run(s, 0, "leader town")
    assert "leader to military" not in d.options
    drive(s, None, "leader to sustenance")
    assert p.leader_at == "zone:0" and not p.adv_leader
    assert s.tasks[-1][0] == "town-option" and s.tasks[-1][3] == 2


def test_r23_chief_steward_may_take_back_the_mounted_leader():
    s = started(3)
    board = s.ctx.comp.board
    i = board.loc("1")
    s.loc_dino[i], s.loc_dino_kind[i] = 0, 4
    p = s.players[0]
    p.mounted = True
    p.leader_at = f"loc:{i}"
    assert ("loc", i) in secondary.steward_targets(s, 0)


def test_r26_provisions_hourglass_mounts_keoni():
    s = started(
        3,
        leaders=["keoni", "jack", "phoenix"],
        first_game=True,
        zones=["military", "sustenance", "expansion"],
    )
    assert s.players[0].mounted  # first game: Military holds provisions #6 (L361)
    assert s.players[0].artefacts >> ARTEFACTS.index("hourglass") & 1


def test_r27_no_saddle_no_trained_dino():
    s = started(3)
    p = s.players[0]
    p.home[TR] = 5
    s.tasks = []
    assert not units.gain_trained(s, 0, 1)
    d = drive(s, None)
    assert d.options == ("discard a trained r from home for its saddle", "go without the dino")
    drive(s, None, "go without the dino")
    assert p.home[TR] == 5
    units.gain_trained(s, 0, 1)
    drive(s, None, "discard a trained r from home")
    assert p.home[TR] == 5 and s.supply[1] == 20 - 7 - 1 + 1  # one back, one taken
    s.supply[2] = 0
    assert not units.gain_trained(s, 0, 2) and drive(s, None) is None


def test_r28_crates_go_where_there_is_room_or_are_lost():
    s = started(3)
    p = s.players[0]
    p.crates = [2, 2, 1]
    _run(s, 0, "gain crate=2")
    assert p.crates == [2, 2, 2]


def test_r29_train_one_is_not_optional_up_to_is():
    s = started(3)
    p = s.players[0]
    p.untrained = [1, 0, 0, 0]
    p.res[3] = 2
    d = _run(s, 0, "train 1")
    assert d is None and p.home[TSH] == 2  # the only choice played itself
    p.untrained = [1, 0, 0, 0]
    p.res[3] = 2
    d = _run(s, 0, "train 2 upto")
    assert d.options == ("train sh", "stop training")


def test_r30_a_primary_action_with_nothing_legal_is_skipped():
    s = started(3)
    p = s.players[0]
    s.pool = []
    p.home = [0, 0, 0, 0, 0]
    p.mounted = False
    d = drive(s, ("primary", 0))
    assert d is None


def test_r31_wilderness_presence():
    s = started(2, seed=2)
    clear_board(s)
    board = s.ctx.comp.board
    d = s.ctx.dissident
    s.outpost = [(0, 0), ()]
    one = board.loc("1")
    s.loc_tile[one] = 0
    s.loc_shelters[one] = (0,)
    s.loc_dino[one], s.loc_dino_kind[one] = 0, 0
    assert counts.presence(s, 0, WILD + 1) == 2  # the Outpost's shelters do not count
    assert counts.presence(s, d, WILD + 1) == 1  # its dino on 5 (L449)


def test_r32_a_revisit_flips_nothing():
    s = started(2, seed=2)
    board = s.ctx.comp.board
    three = board.loc("3")
    s.loc_tile[three] = tile(s, "Raptor Nest")
    s.loc_wild[three] = -1
    s.loc_tile[board.loc("1")] = tile(s, "Glowberry Grove")
    p = s.players[0]
    p.home = [0, 1, 0, 0, 0]
    d = drive(s, ("explore", 0, "home"))  # location 3 is the only target
    assert d.kind == "revisit" and s.loc_dino[three] == 0
    drive(s, None, "discovery")
    assert s.loc_hidden[board.loc("5")]


def test_r34_any_swamp_harvest_may_be_the_outpost():
    s = started(3)
    d = _run(s, 0, "harvest 1 whose=any region=swamp")
    assert "harvest outpost A" in d.options and "harvest outpost B" in d.options


def test_r37_the_captain_needs_a_resolvable_option():
    s = started(3)
    p = s.players[0]
    p.res = [0, 0, 0, 0]
    p.shelters = 0
    p.home = [0, 0, 0, 0, 0]
    p.untrained = [0, 0, 0, 0]
    s.ranch_offer = [(), (), (), ()]
    assert 3 not in secondary.captain_zones(s, 0)
    assert 0 in secondary.captain_zones(s, 0)


def test_r39_an_adventure_reward_with_one_in_progress_gives_nothing():
    s = started(3)
    p = s.players[0]
    p.adventure = adventure(s, "Swarm Welcome")
    assert _run(s, 0, "adventure") is None and p.adventure == adventure(s, "Swarm Welcome")


def test_r41_dissident_locations_are_never_available():
    s = started(2, seed=2)
    board = s.ctx.comp.board
    for lid in ("5", "9", "17"):
        s.loc_tile[board.loc("4")] = 0
        s.loc_tile[board.loc("6")] = 0
        assert board.loc(lid) not in wilderness.available(s)


def test_officer_ranks_include_ties_at_second():
    assert assemblies.dense_ranks([4, 2, 2, 0]) == [0, 1, 1, -1]
    assert TSH == 1


def test_r43_adelita_leader_zone_in_the_wilderness():
    s = started(3, leaders=["adelita", "jack", "keoni"])
    board = s.ctx.comp.board
    i = board.loc("1")
    p = s.players[0]
    p.mounted = True
    p.leader_at = f"loc:{i}"
    s.loc_dino[i], s.loc_dino_kind[i] = 0, 4
    wild = s.officer_at[WILD]
    cubes = s.influence[wild][0]
    _run(s, 0, "cube 1 target=leaderzone; leader back")
    assert s.influence[wild][0] == cubes + 1
    assert p.leader_at == "home" and s.loc_dino[i] == EMPTY


def test_r8_captain_moves_a_mounted_leader_from_the_wilderness_to_town():
    """ "Spend 1 GB to move your mounted leader to a zone other than the one it is in,
    the wilderness included" (L1126): from a wilderness location to a town zone too; its
    dino space is empty again."""
    s = started(3, leaders=["keoni", "jack", "phoenix"])
    cap = officer(s, "captain")
    s.influence[cap][0] = 1
    p = s.players[0]
    i = 3
    p.mounted, p.leader_at, p.res[3] = True, f"loc:{i}", 2
    s.loc_dino[i], s.loc_dino_kind[i] = 0, 4
    opts = secondary.favour_options(s, 0)
    assert "favour of captain: leader to military" in opts
    drive(s, ("secondary", 0), "favour of captain: leader to military")
    assert p.leader_at == "zone:1" and s.zone_leader[1] == 0 and p.res[3] == 1
    assert s.loc_dino[i] == EMPTY and s.loc_dino_kind[i] == -1
    p.res[3] = 0
    assert not any("captain" in o for o in secondary.favour_options(s, 0))  # no GB, no move


def test_a44_every_player_scores_the_shared_officer_at_someone_elses_8th_turn():
    """Digest A-44 (L1350, L1354): when a player reveals their card, everyone scores its
    shared officer with the majorities of that moment."""
    from ludotheque.games.perseverance_ep3.rules import goals

    s = started(3)
    g = next(x for x in s.ctx.comp.goals if x.officer == "captain")
    s.players[0].goal = g.index
    cap = officer(s, "captain")
    s.influence[cap][:] = [1, 3, 2]
    for p in s.players:
        p.home = [0, 0, 0, 1, 0]  # one trained thunderhorn each: 2 points in full
    before = [p.followers for p in s.players]
    out = goals.score_goal(s, 0)
    assert out["officer"] == [0, 2, 1]
    assert [p.followers - b for p, b in zip(s.players, before, strict=True)][1:] == [2, 1]


def test_a8_a_laid_down_leader_takes_no_second_wound():
    """Digest A-8 (L1206): once laid down, the leader is not offered for a wound; with
    nobody else on the adventure the wound is lost."""
    s = started(3)
    p = s.players[0]
    p.adventure, p.adv_step, p.adv_leader, p.leader_at = 0, 2, True, "adventure"
    p.adv_units = [1, 0, 0, 0, 0]
    wounded = p.infirmary[RANGER]
    d = drive(s, ("adv-wound", 0, 2), "wound leader")
    # The second wound had one unit left to take it: the decision played itself.
    assert p.leader_down and d is None
    assert p.adv_units[RANGER] == 0 and p.infirmary[RANGER] == wounded + 1
    assert drive(s, ("adv-wound", 0, 1)) is None and p.leader_at == "adventure"
