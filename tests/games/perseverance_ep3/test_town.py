"""Working in the town (L600-L749) and training (L662-L683); example T-13a."""

from ludotheque.games.perseverance_ep3.rules import town, units
from ludotheque.games.perseverance_ep3.state import EMPTY, NEUTRAL, RANGER, TR, TSH, TTH

from .fixtures import clear_board, drive, started


def _pool(s, *dice):
    s.pool = list(dice)


def test_taking_an_opponents_die_costs_two_glowberries():
    s = started(3)
    clear_board(s)
    _pool(s, (1, 0), (NEUTRAL, 1))
    p = s.players[0]
    p.res[3] = 2
    drive(s, ("town-die", 0), "take player 2's adventurer die")
    assert p.res[3] == 0  # L612


def test_three_followers_when_short_of_glowberries_and_never_less():
    s = started(3)
    _pool(s, (1, 0), (NEUTRAL, 1))
    p = s.players[0]
    p.res[3] = 1
    f = p.followers
    drive(s, ("town-die", 0), "take player 2's adventurer die")
    assert p.followers == f - 3 and p.res[3] == 1
    s = started(3)
    _pool(s, (1, 0), (NEUTRAL, 1))
    p = s.players[0]
    p.res[3], p.followers = 1, 2
    d = drive(s, ("town-die", 0))
    assert d is None or "take player 2's adventurer die" not in d.options  # ruling R4


def test_turning_a_die_costs_two_glowberries_or_three_followers_or_what_is_left():
    s = started(3)
    clear_board(s)
    _pool(s, (NEUTRAL, 0))
    p = s.players[0]
    p.res[3], p.followers = 0, 2
    d = drive(s, ("town-die", 0))
    assert d.kind == "town-face" and "turn to innovator" in d.options
    drive(s, None, "turn to innovator")
    assert p.followers == 0  # L620: lose as many as possible, then turn it


def test_die_goes_on_its_face_and_never_only_to_block():
    s = started(3)
    clear_board(s)
    p = s.players[0]
    p.res = [0, 0, 0, 0]
    p.home = [0, 0, 0, 0, 0]
    p.untrained = [0, 0, 0, 0]
    p.shelters = 0  # no shelter to build, no ranch tile to take: Construction offers nothing
    s.ranch_offer = [(), (), (), ()]
    zones = town.zones_for(s, 0, 0)
    assert 3 not in zones  # nothing Construction offers can be resolved (L621)
    assert 0 in zones  # Market A and B cost nothing


def test_two_options_or_three_with_a_trained_thunderhorn():
    s = started(3)
    clear_board(s)
    _pool(s, (0, 1))
    p = s.players[0]
    p.home[TTH] = 1
    d = drive(s, ("town-die", 0), "keep", "place in sustenance")  # the only die
    assert d.kind == "town-helper"
    d = drive(s, None, "add a trained thunderhorn")
    assert s.zone_dice[0][1] == (0, 1) and s.zone_thunder[0] == 0 and p.home[TTH] == 0
    assert d.kind == "town-option" and s.tasks[-1] == ("town-option", 0, 0, 3, ())  # L608


def test_market_options():
    s = started(3)
    p = s.players[0]
    p.res = [0, 1, 0, 0]
    sh, r = p.untrained[0], p.untrained[1]
    # A, then B; C, the last one left, plays itself: its 2 crates go on rows 1 and 2.
    drive(
        s,
        ("town-option", 0, 0, 3, ()),
        "option A",
        "gain food",
        "gain ir",
        "option B",
        "crate on row 1",
        "crate on row 2",
    )
    assert p.res == [1, 0, 1, 2] and p.untrained[0] == sh + 1 and p.untrained[1] == r + 1
    assert sum(p.crates) == 5  # Market C: 2 crates (L633)


def test_option_d_waits_for_its_adventure():
    s = started(3)
    p = s.players[0]
    p.home[TR] = 1
    opts = [v[1] for v in town.variants(s, 0, 0) if town.unlocked(s, 0, 0, v[0])]
    assert "option D" not in opts
    s.temples_done |= 4  # the Ironjaw temple adventure completed by anyone (L634)
    assert town.unlocked(s, 0, 0, "D")
    assert not town.unlocked(s, 0, 1, "D")
    p.done_wild = 1  # Military D: your own wilderness adventure (L646)
    assert town.unlocked(s, 0, 1, "D")


def test_explorers_b_and_c_not_in_the_same_zone():
    s = started(3)
    clear_board(s)
    s.turn_flags = 0
    d = drive(s, ("town-option", 0, 2, 2, ()), "option B", "shelter in military")
    assert d.kind == "shelter"  # option C, the only one left, plays itself
    assert not any(o.startswith("shelter in military") for o in d.options)  # L714
    drive(s, None, "shelter in expansion space 3")
    assert s.zone_shelters[1][0] == 0 and s.zone_shelters[2][2] == 0


def test_shelter_bonus_only_with_option_c():
    s = started(3)
    clear_board(s)
    s.turn_flags = 0
    p = s.players[0]
    top = len(s.zone_shelters[0]) - 1
    sh = p.untrained[0]
    drive(s, ("town-option", 0, 2, 1, ()), "option C", f"shelter in sustenance space {top + 1}")
    assert p.untrained[0] == sh + 1  # Sustenance's top bonus (L733)


def test_t13a_arboretum_may_replace_market_a():
    s = started(3)
    arb = next(f.index for f in s.ctx.comp.structures if f.id == "1A")
    s.own("structures")[0][0] = arb
    s.own("structure_owner")[0][0] = 0
    p = s.players[0]
    res = list(p.res)
    d = drive(s, ("town-option", 0, 0, 2, ()))
    assert "option A" in d.options and "option A (Arboretum)" in d.options
    drive(s, None, "option A (Arboretum)")
    assert p.res[0] == res[0] + 1 and p.res[1] == res[1] + 1 and p.res[2] == res[2] + 1
    d = drive(s, None)
    assert "option A" not in d.options  # two different options: A was used (L602)
    s.own("structure_owner")[0][0] = 1
    assert [v[1] for v in town.variants(s, 0, 0)].count("option A (Arboretum)") == 0  # L1173


def test_training_costs_and_ranger_impacts():
    s = started(3)
    p = s.players[0]
    p.res = [2, 2, 2, 10]
    p.untrained = [1, 1, 1, 1]
    p.home = [4, 0, 0, 0, 0]
    p.infirmary = [0] * 5
    units.train(s, 0, 0, False)
    assert p.res[3] == 8 and p.home[TSH] == 1 and p.home[RANGER] == 4
    units.train(s, 0, 1, False)  # 1 GB + 1 food, a ranger exhausted
    assert p.res == [1, 2, 2, 7] and p.tired[RANGER] == 1
    units.train(s, 0, 2, False)  # 2 GB + 1 IR, a ranger wounded
    assert p.res == [1, 2, 1, 5] and p.infirmary[RANGER] == 1
    units.train(s, 0, 3, False)  # 2 GB + 1 debris, a ranger defeated
    assert p.res == [1, 1, 1, 3] and p.home[RANGER] == 1 and p.rangers_out == 7


def test_artefact_waives_resources_not_the_impact():
    s = started(3)
    p = s.players[0]
    p.artefacts = 1 << 5  # the Arrow (L1024)
    p.res = [0, 0, 0, 0]
    p.untrained[1] = 1
    p.home[RANGER] = 1
    assert units.can_train(s, 0, 1, False)
    units.train(s, 0, 1, False)
    assert p.tired[RANGER] == 1 and p.home[TR] == 1


def test_infirmary_cover_limits_wounds():
    s = started(3)
    p = s.players[0]
    p.infirmary = [2, 1, 0, 0, 0]
    out, supply = p.rangers_out, s.supply[0]
    s.tasks = []
    units.wound(s, 0, RANGER)  # full (3 spaces under the cover): a choice (L652)
    d = drive(s, None)
    assert d.options == ("discard the wounded ranger", "discard a tsh from the infirmary")
    drive(s, None, "discard a tsh from the infirmary")
    assert p.infirmary == [3, 0, 0, 0, 0] and s.supply[0] == supply + 1
    units.wound(s, 0, RANGER)
    drive(s, None)  # only rangers there: the new one is discarded by itself
    assert p.infirmary == [3, 0, 0, 0, 0] and p.rangers_out == out + 1
    p.cover = False
    units.wound(s, 0, RANGER)
    assert p.infirmary[RANGER] == 4


def test_heals_one_per_ranger_two_per_dino():
    s = started(3)
    p = s.players[0]
    p.infirmary = [1, 1, 0, 0, 0]
    p.home = [0, 0, 0, 0, 0]
    drive(s, ("heal", 0, 2), "heal tsh")
    assert p.home[TSH] == 1 and p.infirmary == [1, 0, 0, 0, 0]  # 2 heals for a dino (L654)
    assert EMPTY == -1


def test_leaders_forum_mounted_third_option_may_repeat():
    s = started(3)
    forum = next(f.index for f in s.ctx.comp.structures if f.id == "3B")
    s.own("structures")[2][0] = forum
    s.own("structure_owner")[2][0] = 0
    p = s.players[0]
    d = drive(s, ("town-helper", 0, 0))
    assert "add your leader (Leaders' Forum)" in d.options
    p.mounted = True
    drive(s, None, "add your leader")
    assert p.leader_at == "ts:0" and s.zone_thunder[0] == 0
    p.res[1] = 0  # no debris: after B, option A is the only one left and plays itself
    d = drive(s, None, "option B", "gain food", "gain food")
    assert d.kind == "town-option" and "option A" in d.options and "option B" in d.options  # L1708


def test_an_option_of_any_zone():
    from ludotheque.games.perseverance_ep3.components.tables import effect_of
    from ludotheque.games.perseverance_ep3.rules.effects import resolve

    s = started(3)
    p = s.players[0]
    s.tasks = []
    resolve(s, 0, effect_of("option"))
    d = drive(s, None)
    assert "military option A" in d.options and "sustenance option B" in d.options
    sh = p.untrained[0]
    drive(s, None, "sustenance option B")
    assert p.untrained[0] == sh + 1
