"""Adventures (L685-L697, L1184-L1216, L916-L936): examples T-1 and T-12."""

from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS
from ludotheque.games.perseverance_ep3.rules import adventure_units
from ludotheque.games.perseverance_ep3.state import RANGER, TR, TSH

from .fixtures import adventure, drive, started


def _offer(s, name):
    a = adventure(s, name)
    s.offers[0] = (a,) + tuple(x for x in s.offers[0] if x != a)[:1]
    if a in s.decks[0]:
        s.decks[0].remove(a)
    return a


def test_t1_starting_an_adventure_with_mixed_units():
    # L697: 1 trained shieldhead-or-stronger + 2 units: a raptor, a ranger and Phoenix.
    s = started(3, leaders=["phoenix", "jack", "keoni"])
    a = _offer(s, "Serpent's Nest")
    p = s.players[0]
    p.home = [1, 0, 1, 0, 0]
    deck = len(s.decks[0])
    # The raptor fills the shieldhead-or-stronger need; then the ranger, and the leader.
    assert drive(s, ("adventure", 0), "start Serpent's Nest", "send ranger") is None
    assert p.adventure == a and p.adv_units == [1, 0, 1, 0, 0] and p.adv_leader
    assert p.home == [0, 0, 0, 0, 0] and p.leader_at == "adventure"
    assert len(s.offers[0]) == 2 and len(s.decks[0]) == deck - 1  # refilled (L691)
    assert p.started_wild == 1 and p.adv_step == 1


def test_t1_negative_missing_units():
    s = started(3, leaders=["phoenix", "jack", "keoni"])
    a = _offer(s, "Serpent's Nest")
    p = s.players[0]
    p.home = [1, 0, 1, 0, 0]
    p.leader_at = "tired"
    assert not adventure_units.startable(s, 0, a)  # L695
    p.leader_at = "home"
    p.adventure = adventure(s, "Swarm Welcome")
    assert not adventure_units.startable(s, 0, a)  # one at a time (L691)


def test_more_units_than_asked_may_go():
    s = started(3)
    _offer(s, "Serpent's Nest")
    p = s.players[0]
    p.home = [3, 1, 0, 0, 0]
    d = drive(s, ("adventure", 0), "start Serpent's Nest", "send ranger", "send ranger")
    assert "set off" in d.options and "send ranger" in d.options
    drive(s, None, "send ranger")
    assert p.adv_units == [3, 1, 0, 0, 0]


def test_t12_deterministic_threat_track():
    # L1432: Serpent's Nest step 2, threats 3 and 2 -> the marker moves 5 and passes a
    # wound symbol: a ranger of the adventure goes to the infirmary.
    s = started(3, deterministic_combat=True)
    p = s.players[0]
    p.adventure = adventure(s, "Serpent's Nest")
    p.adv_step = 2
    p.adv_units = [2, 1, 0, 0, 0]
    p.home = [0, 0, 0, 0, 0]
    p.infirmary = [0] * 5
    p.threat = 0
    gb = p.res[3]
    d = drive(s, ("adventure-step", 0))
    assert p.threat == 5 and d.kind == "adv-wound"
    assert p.artefacts >> ARTEFACTS.index("sapling") & 1 and p.res[3] == gb + 3
    drive(s, None, "wound ranger")
    assert p.infirmary[RANGER] == 1
    assert p.adventure == -1 and p.done_wild == 1  # completed (L1212)
    assert p.home[RANGER] == 1 and p.home[TSH] == 1 and p.adv_units == [0] * 5


def test_threat_die_wounds_on_a_lower_roll():
    s = started(3)
    p = s.players[0]
    p.adventure = adventure(s, "Swarm Welcome")
    p.adv_step = 1
    p.adv_units = [3, 0, 0, 0, 0]
    from ludotheque.core.rng import Rng

    wounded = 0
    for seed in range(60):
        c = s.copy()
        c.rng = Rng(seed)
        assert drive(c, ("adventure-step", 0)) is None  # only rangers: the wound is forced
        q = c.players[0]
        assert q.adv_step == 2
        wounded += q.infirmary[RANGER] - p.infirmary[RANGER]
        assert q.adv_units[RANGER] + q.infirmary[RANGER] - p.infirmary[RANGER] == 3
    assert 3 < wounded < 20  # one threat of 2: a 1 wounds (reconstructed value, L1206)


def test_leader_takes_one_wound_laid_down():
    s = started(3, deterministic_combat=True)
    p = s.players[0]
    p.adventure = adventure(s, "Swarm Welcome")
    p.adv_step = 1
    p.adv_units = [1, 0, 0, 0, 0]
    p.adv_leader = True
    p.leader_at = "adventure"
    p.threat = 4
    d = drive(s, ("adventure-step", 0))
    assert set(d.options) == {"wound ranger", "wound leader"}
    drive(s, None, "wound leader")
    assert p.leader_down and p.leader_at == "adventure"
    s.players[0].threat = 12
    p.adv_step = 2
    drive(s, ("adventure-step", 0), "cube on captain")  # step 2 rewards, then the threat
    assert p.infirmary[RANGER] == 2  # the leader is down: the ranger takes it
    assert p.leader_at == "home" and not p.leader_down  # stood up at the conclusion


def test_temple_adventure_defeats_its_unit_and_unlocks_option_d():
    s = started(3)
    board = s.ctx.comp.board
    p = s.players[0]
    # The Ironjaw temple: next to 18 and 19 (reconstructed links).
    s.loc_tile[board.loc("19")] = 20
    s.loc_wild[board.loc("19")] = -1
    p.home = [2, 0, 1, 1, 0]
    d = drive(s, ("explore", 0, "home"), "send tth to ironjaw-temple")
    assert s.temples & 4 and s.portal_owner == 0  # the Ancient Portal (L934-L936)
    assert p.adventure == adventure(s, "The Ironjaw Temple")
    drive(s, None, "send ranger", "send ranger")
    assert p.adv_units[TR] == 1 and p.adv_units[RANGER] == 2
    drive(s, ("adventure-step", 0))
    # Step 1: a trained ironjaw and the Shield; the threat defeats the raptor (L1696).
    assert p.home[4] == 1 and p.artefacts >> ARTEFACTS.index("shield") & 1
    assert p.adv_units[TR] == 0
    assert not s.temples_done & 4
    drive(s, ("adventure-step", 0))
    while (d := drive(s, None)) is not None:
        drive(s, None, d.options[-1])
    assert s.temples_done & 4 and p.done_temple == 1 and p.adventure == -1
    assert d is None
