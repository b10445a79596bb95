"""Per-item tests the audit of issue 13 found missing: each objective requirement type
(L960-L1003), the slot actions without a test (L1013, L1025, L1036), and the Camp
anywhere (L811) and Research any (L867) icons."""

import pytest

from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.rules import academy, effects, objectives

from .fixtures import options, play, start
from .test_audit_rulings import _satisfy

KINDS = ("seals", "kind", "colour", "theory", "tents", "lenses", "empty-stamps", "beagle")


def _break(s, me, kind, what, n):
    """Make one requirement of this kind fall short (the others stay met)."""
    if kind == "theory":
        s.theory[me] = n - 1
    elif kind == "tents":
        s.camps = [tuple(-1 for _ in c) for c in s.camps]
    elif kind == "lenses":
        s.lens = [-2 if o == me else o for o in s.lens]
    elif kind == "empty-stamps":
        s.stacks[me] = tuple(k for k, _ in s.ctx.comp.board.stacks)
    elif kind == "beagle":
        s.ship[me] = 0
        s.beagle = len(s.ctx.comp.geo.ocean.beagle) - 1
    elif kind in ("kind", "colour"):
        s.research[me] = 0
    elif kind == "seals":
        s.rows[me] = (s.rows[me][0], (), (), ())


@pytest.mark.parametrize("kind", KINDS)
def test_each_requirement_type_is_checked(kind):
    s = start(3)
    me = s.active
    objs = s.ctx.comp.objectives
    found = [i for i, o in enumerate(objs) if any(r[0] == kind for r in o.requires)]
    assert found, f"no objective in the data uses {kind!r}"
    obj = found[0]
    _satisfy(s, me, obj)
    assert objectives.meets(s, me, obj)
    coins = s.coins[me]
    for k, what, n in objs[obj].requires:
        if k == kind:
            _break(s, me, k, what, n)
    assert not objectives.meets(s, me, obj)
    assert s.coins[me] == coins  # checking spends nothing (L950)


def _done_slot(s, seat, action):
    k = next(i for i, sl in enumerate(s.ctx.comp.board.slots) if sl.action == action)
    slots = list(s.slots[seat])
    slots[k] = 0
    s.slots[seat] = tuple(slots)
    s.done[seat] |= 1 << k
    return k


def test_slot_no_scroll_cost():
    """L1013: the Academy's scroll costs are no longer paid."""
    s = start(3)
    me = s.active
    assert academy.scroll_cost(s, me, 3) == s.ctx.comp.tracks.scroll_costs[3] > 0
    _done_slot(s, me, "no-scroll-cost")
    assert academy.scroll_cost(s, me, 3) == 0


def test_slot_special_seal_is_placed_on_completion():
    """L1036: the slot gives a Special seal for a row, no cost."""
    s = start(3)
    me = s.active
    k = next(i for i, sl in enumerate(s.ctx.comp.board.slots) if sl.action == "special-seal")
    specials = s.specials
    s.decision = None
    objectives.slot_action(s, me, k)
    s.decision = None
    play(s, next(o for o in options(s) if o.endswith("worker 2")))
    assert s.specials == specials - 1 and s.rows[me][1][-1] == 4


def test_slot_vp_count_at_the_end():
    """L1025: the 5-VP slot (no action) scores its VP at the end, like every slot's VP."""
    s = start(3)
    me = s.active
    before = scoring.breakdown(s)["seats"][me]["total"]
    k = next(i for i, sl in enumerate(s.ctx.comp.board.slots) if sl.action is None and sl.tier == 0)
    slots = list(s.slots[me])
    slots[k] = 0
    s.slots[me] = tuple(slots)
    s.done[me] |= 1 << k
    after = scoring.breakdown(s)["seats"][me]["total"]
    assert after - before == s.ctx.comp.board.slots[k].vp == 5


def test_camp_anywhere_needs_no_pawn_nearby():
    """L811: any free campsite, wherever the seat's pawns are."""
    s = start(3)
    me = s.active
    s.coins[me] = 20
    tents = len(s.tents[me])
    effects.run(s, me, ("camp-anywhere", 0, ()))
    s.decision = None
    opts = options(s)
    assert len(opts) > 1  # more than the campsite beside one pawn
    play(s, opts[0])
    while len(s.tents[me]) == tents:
        play(s, options(s)[0])
    assert len(s.tents[me]) == tents + 1


def test_research_any_specimen():
    """L867: a Research token on any specimen not yet researched."""
    s = start(3)
    me = s.active
    s.research[me] = 0
    effects.run(s, me, ("research-any", 0, ()))
    s.decision = None
    assert len(options(s)) == len(s.ctx.comp.geo.specimens)
    play(s, options(s)[5])
    assert bin(s.research[me]).count("1") == 1


def test_theory_action_moves_the_marker_and_stops_at_the_end():
    """L688-L694, ruling R27."""
    s = start(3)
    me = s.active
    s.theory[me] = 0
    effects.run(s, me, ("theory", 3, ()))
    assert s.theory[me] == 3
    last = len(s.ctx.comp.tracks.books) - 1
    effects.run(s, me, ("theory", last + 5, ()))
    assert s.theory[me] == last


def test_auto_complete_ignores_requirements_and_may_use_a_slot_of_the_other_colour():
    """L827-L829, ruling R15: any empty slot, its cost paid, its action run."""
    s = start(3)
    me = s.active
    silver = next(i for i, o in enumerate(s.ctx.comp.objectives) if o.tier == 0)
    s.reserve[me] = (silver,)
    s.rows[me] = (s.rows[me][0], (), (), ())
    s.research[me] = 0
    effects.run(s, me, ("auto-complete", 0, ()))
    s.decision = None
    oid = s.ctx.comp.objectives[silver].id
    assert f"complete {oid} on gold slot 3" in options(s)  # a gold slot for a silver tile
    play(s, f"complete {oid} on gold slot 3")
    k = next(i for i, sl in enumerate(s.ctx.comp.board.slots) if sl.tier == 1 and sl.position == 3)
    assert s.slots[me][k] == silver and s.done[me] >> k & 1 and s.reserve[me] == ()
