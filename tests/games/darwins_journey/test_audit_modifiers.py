"""One test per modifier symbol (L542-L574, ruling R37): each is a data form the rules
read, played here on a seeded position."""

from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.rules import effects, museum, perks, placement

from .fixtures import occupy, options, play, space, specimen, start


def _run(s, seat, effect, flags=0):
    effects.run(s, seat, effect, flags)
    s.decision = None


def _complete_slot(s, seat, action):
    """Mark the slot carrying `action` as holding a completed objective."""
    k = next(i for i, sl in enumerate(s.ctx.comp.board.slots) if sl.action == action)
    slots = list(s.slots[seat])
    slots[k] = 0
    s.slots[seat] = tuple(slots)
    s.done[seat] |= 1 << k
    s.decision = None


def test_count_an_action_listed_n_times_runs_n_times():
    """L546: "N times" is the action repeated: two explore actions move two explorers (or
    one twice); each is its own action."""
    s = start(3)
    me = s.active
    track = s.ctx.comp.geo.track(1)
    s.explorers[me] = (track.index("I1-1"), -1, -1)
    effects.push_bundle(s, me, (("explore", 1, ()), ("explore", 1, ())))
    s.decision = None
    while s.explorers[me][0] < track.index("I1-3"):
        opts = [o for o in options(s) if o not in ("skip the rest", "end turn")]
        play(s, opts[0])
    assert s.explorers[me][0] == track.index("I1-3")


def test_discount_comes_off_the_seal_cost():
    """L550: "academy -2" takes 2 coins off that seal (scroll 4 costs 3: pays 1)."""
    s = start(3)
    me = s.active
    s.academy = [-1] * 9 + [1, -1, -1]
    s.coins[me] = 1
    _run(s, me, ("academy", 2, ()))
    assert "take red from scroll 4" in options(s)
    play(s, "take red from scroll 4")
    if any(o.startswith("to worker") for o in options(s)):
        play(s, "to worker 2")
    assert s.coins[me] == 0


def test_free_unlock_pays_no_coin():
    """L554: the free unlock pays none of the space's unlock cost."""
    s = start(3)
    me = s.active
    s.coins[me] = 0
    _run(s, me, ("free-unlock", 0, ()))
    costly = [
        o
        for o in options(s)
        if o.startswith("unlock ")
        and s.ctx.comp.diaries.spaces[space(s, o.split()[1])].unlock_cost > 0
    ]
    assert costly  # spaces that cost coins are on offer with no coins
    target = space(s, costly[0].split()[1])
    play(s, costly[0])
    assert s.lens[target] == me  # with 0 coins: paying its cost would have failed


def test_unlock_needs_its_cost_without_the_free_modifier():
    s = start(3)
    me = s.active
    s.coins[me] = 0
    assert not effects.usable(s, me, ("unlock", 0, ()))
    assert effects.usable(s, me, ("free-unlock", 0, ()))


def test_repeat_delivers_a_tile_already_in_the_museum():
    """L558, ruling R36: the repeat modifier is Repeat Delivery's."""
    s = start(4)
    me = s.active
    c = specimen(s, "red-plant")
    s.museum = [False] * 16
    s.museum[c] = True
    s.research[me] = 1 << c
    assert museum.deliverable(s, me, False) == [] and museum.deliverable(s, me, True) == [c]


def test_permanent_penalty_cut_holds_every_round():
    """L562, L1046: a permanent slot effect applies from then on."""
    s = start(3)
    me, other = s.active, s.order[1]
    occupy(s, "navigate-1", other, 1)
    before = placement.penalty(s, me, space(s, "explore-1"))
    _complete_slot(s, me, "penalty-cut")
    assert perks.has(s, me, "penalty-cut")
    assert placement.penalty(s, me, space(s, "explore-1")) == max(0, before - 1)


def test_end_game_book_scores_only_at_the_end():
    """L566, L1021: the end-game book adds to the Theory multiplier at final scoring; it
    changes nothing on the board now."""
    s = start(3)
    me = s.active
    before = scoring.breakdown(s)["seats"][me]
    coins, vp = s.coins[me], s.vp[me]
    _complete_slot(s, me, "book")
    after = scoring.breakdown(s)["seats"][me]
    assert (s.coins[me], s.vp[me]) == (coins, vp)
    assert after["total"] >= before["total"]


def test_immediate_gain_happens_at_once():
    """L570: an immediate icon is applied when run."""
    s = start(3)
    me = s.active
    vp, tk = s.vp[me], s.tk[me]
    _run(s, me, ("vp", 3, ()))
    _run(s, me, ("tk", 1, ()))
    assert (s.vp[me] - vp, s.tk[me] - tk) == (3, 1)


def test_island_bonus_researches_a_specimen_of_an_island_with_an_explorer():
    """L574, L1017: the bonus of one of the Islands where the seat has an explorer."""
    s = start(3)
    me = s.active
    s.explorers[me] = (0, -1, -1)
    s.research[me] = 0
    _run(s, me, ("island-research", 0, ()))
    opts = options(s)
    assert opts and all(o.startswith("research ") for o in opts)
    island = {x for x in s.flags[1] if x >= 0}
    names = {s.ctx.comp.geo.specimens[c].id for c in island}
    assert {o.split()[1] for o in opts} == names
    play(s, opts[0])
    assert s.research[me]
