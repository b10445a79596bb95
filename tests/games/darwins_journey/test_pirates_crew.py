"""The four Pirate crew cards (L2224-L2242) on hand-built positions: each effect against
the base rule it bends, the cards drafted and completed by their ids (P1-P4), and
copied. Rulings PI-R7 and PI-R8 (RULINGS.md)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import effects

from .fixtures import occupy, options, play, refresh, set_row, space, specimen
from .test_pirates_rules import table


def _run(s, seat, effect):
    effects.run(s, seat, effect)
    s.decision = None


def _card(s, cid: str) -> int:
    return next(i for i, c in enumerate(s.ctx.comp.crew) if str(c.id) == cid)


def _shown(s) -> list[str]:
    """Specimens on display at the Museum, not yet researched by anyone."""
    names = s.ctx.comp.geo.specimens
    return [names[c].id for c in range(len(s.museum)) if s.museum[c]]


def test_p1_two_museum_researches_the_second_free():
    s = table()
    me = s.active
    s.coins[me] = 0
    refresh(s)
    first, second = _shown(s)[:2]
    _run(s, me, ("pirate-research", 0, ()))
    play(s, f"research {first}")
    assert f"research {second}" in options(s)  # no 3 coins asked (L2230)
    play(s, f"research {second}")
    assert s.coins[me] == 0
    assert s.research[me] == 1 << specimen(s, first) | 1 << specimen(s, second)


def test_the_base_museum_research_still_asks_its_second_cost():
    s = table()
    me = s.active
    s.coins[me] = 0
    refresh(s)
    first = _shown(s)[0]
    _run(s, me, ("museum-research", 0, ()))
    play(s, f"research {first}")
    assert not s.tasks or options(s) == ("stop",)


def test_p2_a_worker_comes_home_and_its_space_is_free_again():
    s = table()
    me = s.active
    occupy(s, "special-top-left", me, 2)
    assert not s.free[me] >> 2 & 1
    _run(s, me, ("return-worker", 0, ()))
    play(s, "bring worker 3 home from special-top-left")
    assert s.free[me] >> 2 & 1 and s.at[space(s, "special-top-left")] == ()
    assert any("brings worker 3 home" in x for x in s.log)


def test_p2_is_not_offered_with_no_worker_on_the_board():
    s = table()
    assert not effects.usable(s, s.active, ("return-worker", 0, ()))


def test_p3_up_to_two_objectives_from_the_discard():
    s = table()
    me = s.active
    silver = [i for i, o in enumerate(s.ctx.comp.objectives) if not o.starting and o.tier == 0]
    s.discard = tuple(silver[:3])
    s.reserve[me] = ()
    refresh(s)
    ids = [s.ctx.comp.objectives[o].id for o in silver[:3]]
    _run(s, me, ("objective-discard", 0, ()))
    assert options(s) == (*(f"take objective {i} from the discard" for i in ids), "stop")
    play(
        s, f"take objective {ids[0]} from the discard", f"take objective {ids[2]} from the discard"
    )
    assert s.reserve[me] == (silver[0], silver[2]) and s.discard == (silver[1],)
    assert not s.tasks  # two at most (L2238)


def test_p3_is_not_offered_with_an_empty_discard():
    s = table()
    assert s.discard == () and not effects.usable(s, s.active, ("objective-discard", 0, ()))


def test_p4_a_campsites_actions_with_no_tent_and_nothing_paid():
    s = table()
    me = s.active
    coins = s.coins[me]
    s.camps = tuple((0, 1) if k == 0 else c for k, c in enumerate(s.camps))  # C1 full
    refresh(s)
    _run(s, me, ("camp-actions", 0, ()))
    assert len(options(s)) == 9  # any campsite, occupied or not (L2242)
    play(s, "run the actions of C1", "do coins 3")
    assert s.coins[me] == coins + 3 and s.tents[me] == ()


def test_a_pirate_card_drafted_completed_and_copied_by_its_id():
    for seed in range(20):
        s = GAME.setup(GAME.configure({"players": 3, "modules": ["pirates"]}), seed)
        pick = next((o for o in GAME.pending(s).options if o.startswith("crew P")), None)
        if pick:
            break
    me = s.active
    play(s, pick)
    assert pick.split()[1] in [str(s.ctx.comp.crew[c].id) for c in s.crew[me]]
    s = table()
    me = s.active
    card = _card(s, "P4")
    s.crew[me] = (card,)
    set_row(s, me, 1, "red", "red", "red", "blue", "blue")
    assert "complete crew P4" in options(s)
    play(s, "complete crew P4")
    assert (card, 1) in s.crew_done[me]
    play(s, "do camp-actions")
    assert "run the actions of C1" in options(s)
    other = (me + 1) % 3
    s.crew[other] = (_card(s, "P3"),)
    s.tasks.clear()
    refresh(s)
    _run(s, me, ("copy-crew", 0, ()))
    assert "copy crew P3" in options(s)
