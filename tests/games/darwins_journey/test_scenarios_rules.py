"""The Scenarios module's rules on hand-built positions (L2244-L2351): its pieces shuffled
into the piles or set by a scenario card, each new crew card, Special tile and Beagle tile
with and without the module, the four objective requirements on both of the rules' paths,
the search's Beagle projection, and the bad options. Rulings SC-R1 to SC-R7 (RULINGS.md)."""

from __future__ import annotations

import json

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.games.darwins_journey.components.names import COLOURS
from ludotheque.games.darwins_journey.components.scenarios import scenario_data
from ludotheque.games.darwins_journey.evaluation import beagle_in_reach
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import academy, effects, movement, objectives, rewards
from ludotheque.games.darwins_journey.rules.scenarios.effects import free_discount
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play, refresh, seals
from .test_pirates_rules import _run
from .test_pirates_rules import table as pirates_table

MODULE = {"modules": ["scenarios"]}


def table(players: int = 3, seed: int = 1, **extra):
    """A table with the module at its first placement (the Pirates tests' table, its
    modules replaced)."""
    return pirates_table(players, seed, **{**MODULE, **extra})


def _index(items, pid: str) -> int:
    return next(i for i, x in enumerate(items) if str(x.id) == pid)


def _drain(s, seat):
    """Play every "do ..." of the bundle on top, in order (the effects under test)."""
    while s.tasks and s.tasks[-1][0] == "bundle":
        dos = [o for o in options(s) if o.startswith("do ")]
        if not dos:
            break
        play(s, dos[0])


# ----- setup (L2259-L2261, L2301) -------------------------------------------------------
def test_the_pieces_join_their_piles_only_with_the_module():
    base = GAME.setup(GAME.configure({"players": 3}), 1).ctx.comp
    comp = table().ctx.comp
    assert len(comp.crew) == len(base.crew) + 4
    assert len(comp.specials) == len(base.specials) + 3
    assert len(comp.beagles) == len(base.beagles) + 4
    assert len(comp.objectives) == len(base.objectives) + 4
    ids = {str(x.id) for x in (*base.crew, *base.specials, *base.beagles, *base.objectives)}
    assert not ids & {"B1", "B2", "B3", "B4", "S1", "S2", "S3", "S4"}
    assert [o.tier for o in comp.objectives[-4:]] == [0, 0, 1, 1]  # 2 silver, 2 gold (L2253)


def test_shuffled_in_the_new_pieces_come_up_in_the_draws():
    seen = {"crew": 0, "tile": 0, "beagle": 0, "objective": 0}
    for seed in range(12):
        s = GAME.setup(GAME.configure({"players": 4, **MODULE}), seed)
        comp = s.ctx.comp
        new_crew = range(len(comp.crew) - 4, len(comp.crew))
        seen["crew"] += any(c in new_crew for h in s.hands for c in h)
        seen["tile"] += any(t >= len(comp.specials) - 3 for t in s.tile)
        seen["beagle"] += any(t >= len(comp.beagles) - 4 for t in s.beagles)
        piles = [*s.decks[0], *s.decks[1], *s.display[0], *s.display[1]]
        seen["objective"] += sum(o >= len(comp.objectives) - 4 for o in piles) == 4
    assert seen["objective"] == 12  # every new objective is in a pile or on display
    assert all(v > 0 for v in seen.values()), seen


@pytest.mark.parametrize("card", ["B1", "B2", "B3", "B4"])
def test_a_scenario_card_sets_the_three_kinds_of_tile(card):
    layout = next(c for c in scenario_data().scenarios if c.id == card)
    for seed in (1, 2):
        s = GAME.setup(GAME.configure({"players": 4, **MODULE, "scenario": card}), seed)
        comp = s.ctx.comp
        tiles = [str(comp.specials[s.tile[i]].id) for i in comp.diaries.special_slots]
        assert tiles == list(layout.specials)
        assert [comp.letters[t].id for t in s.letters] == list(layout.letters)
        assert [str(comp.beagles[t].id) for t in s.beagles] == list(layout.beagles)
    assert GAME.view(s, 0)["scenarios"] == {"card": card, "focus": layout.focus}
    assert any(f"scenario card {card}" in x for x in GAME.view(s, 0)["log"])


def test_solo_shows_the_cards_first_four_tiles_and_pirates_add_theirs():
    layout = next(c for c in scenario_data().scenarios if c.id == "B2")
    s = GAME.setup(GAME.configure({"players": 1, **MODULE, "scenario": "B2"}), 3)
    comp = s.ctx.comp
    shown = [str(comp.specials[s.tile[i]].id) for i in comp.diaries.special_slots if s.tile[i] >= 0]
    assert shown == list(layout.specials[:4])  # solo reveals 4 (L1257)
    config = {"players": 3, "modules": ["pirates", "scenarios"], "scenario": "B2"}
    s = GAME.setup(GAME.configure(config), 3)
    tiles = {str(s.ctx.comp.specials[s.tile[i]].id) for i in s.ctx.comp.diaries.special_slots}
    assert tiles == {*layout.specials[:5], "P"}  # the Pirate tile is last (PI-R2)


@pytest.mark.parametrize(
    ("config", "words"),
    [
        ({"scenario": "B5"}, "scenario must be one of none, B1, B2, B3, B4"),
        ({"scenario": 2}, "scenario must be one of none"),
        ({"modules": [], "scenario": "B1"}, "scenario B1 is a card of the scenarios module"),
        ({**MODULE, "scenario": "B1", "first_game": True}, "choose one"),
        ({"modules": ["scenarios", "fireland"]}, "its own option: fireland=true"),
        ({**MODULE, "scenario": "B3", "fireland": True}, "ruling SC-R9"),
    ],
)
def test_bad_options_are_refused_with_what_is_allowed(config, words):
    config = {"players": 3, **config}
    before = json.dumps(config)
    with pytest.raises(ConfigError, match=words):
        GAME.configure(config)
    assert json.dumps(config) == before


# ----- crew cards (L2263-L2279) ---------------------------------------------------------
def test_crew_b1_runs_a_tent_as_if_just_pitched_then_one_tk():
    s = table()
    me = s.active
    card = s.ctx.comp.crew[_index(s.ctx.comp.crew, "B1")]
    assert [a[0] for a in card.actions] == ["tent-again", "tk"]
    assert not effects.usable(s, me, card.actions[0])  # no tent yet
    camp = s.ctx.comp.geo.campsites[2]
    s.tents = replaced(s.tents, me, ((0, 0), (2, 0)))
    s.camps = replaced(s.camps, 2, replaced(s.camps[2], 0, me))
    refresh(s)
    assert effects.usable(s, me, card.actions[0])
    _run(s, me, card.actions[0])
    assert options(s) == (
        f"run tent 1 at {s.ctx.comp.geo.campsites[0].id} again",
        f"run tent 2 at {camp.id} again",
    )
    coins = s.coins[me]
    play(s, f"run tent 2 at {camp.id} again")
    want = camp.actions + s.ctx.comp.board.tent_rows[1]  # the second tent's row (L714)
    assert s.tasks[-1] == ("bundle", me, want, 0)
    assert s.coins[me] == coins  # nothing paid again
    assert "runs its tent" in GAME.view(s, me)["log"][-1]


def test_crew_b3_takes_an_academy_seal_for_nothing_then_3_vp():
    s = table()
    me = s.active
    card = s.ctx.comp.crew[_index(s.ctx.comp.crew, "B3")]
    s.coins[me] = 0
    refresh(s)
    free = academy.choices(s, me, free_discount(s))
    assert len(free) > len(academy.choices(s, me, 0))  # the dear scrolls too, with 0 coins
    assert effects.usable(s, me, card.actions[0])
    vp = s.vp[me]
    effects.push_bundle(s, me, card.actions)
    s.decision = None
    play(s, "do free-academy")
    assert options(s) == tuple(f"take {COLOURS[c]} from scroll {k + 1}" for k, c in free)
    before = sum(len(r) for r in s.rows[me])
    while s.tasks and s.tasks[-1][0] in ("academy", "academy-row"):
        play(s, options(s)[0])
    assert sum(len(r) for r in s.rows[me]) == before + 1 and s.coins[me] == 0
    play(s, "do vp 3")
    assert s.vp[me] == vp + 3


@pytest.mark.parametrize(("cid", "what"), [("B2", ["navigate 5"]), ("B4", ["theory 2", "coins 5"])])
def test_crew_b2_and_b4_are_base_actions(cid, what):
    s = table()
    me = s.active
    card = s.ctx.comp.crew[_index(s.ctx.comp.crew, cid)]
    assert [f"{v} {n}" for v, n, _ in card.actions] == what
    if cid == "B4":
        theory, coins = s.theory[me], s.coins[me]
        effects.push_bundle(s, me, card.actions)
        s.decision = None
        _drain(s, me)
        assert (s.theory[me], s.coins[me]) == (theory + 2, coins + 5)


# ----- Special Action tiles (L2321-L2333) ----------------------------------------------
def test_special_b1_two_coins_a_research_token_ten_at_most():
    s = table()
    me = s.active
    assert not effects.usable(s, me, ("coins-per-research", 0, ()))
    s.research[me] = 0b111
    coins = s.coins[me]
    _run(s, me, ("coins-per-research", 0, ()))
    assert s.coins[me] == coins + 6
    s.research[me] = 0b1111111
    _run(s, me, ("coins-per-research", 0, ()))
    assert s.coins[me] == coins + 6 + 10  # 7 tokens: 14, capped at 10 (L2325)


def test_special_b2_two_vp_a_tent_on_the_board():
    s = table()
    me = s.active
    assert not effects.usable(s, me, ("vp-per-tent", 0, ()))
    for c in (0, 3, 5):
        s.camps = replaced(s.camps, c, replaced(s.camps[c], 0, me))
    vp = s.vp[me]
    _run(s, me, ("vp-per-tent", 0, ()))
    assert s.vp[me] == vp + 6


def test_special_b3_one_tk_for_an_own_uncompleted_cards_action():
    s = table()
    me = s.active
    other = (me + 1) % 3
    s.tk[me] = 0
    assert not effects.usable(s, me, ("crew-action", 0, ()))
    s.tk[me] = 2
    mine = list(s.crew[me])
    s.crew_done = replaced(s.crew_done, me, ((mine[0], 0),))  # one completed already
    refresh(s)
    _run(s, me, ("crew-action", 0, ()))
    ids = s.ctx.comp.crew
    assert options(s) == tuple(f"run the action of crew {ids[c].id}" for c in mine[1:])
    assert not any(f"crew {ids[c].id}" in o for c in s.crew[other] for o in options(s))
    play(s, f"run the action of crew {ids[mine[1]].id}")
    assert s.tk[me] == 1
    assert s.tasks[-1] == ("bundle", me, ids[mine[1]].actions, 0)
    assert mine[1] not in {c for c, _ in s.crew_done[me]}  # it stays uncompleted


def test_without_the_module_none_of_its_pieces_is_offered():
    s = GAME.setup(GAME.configure({"players": 3}), 1)
    words = set(GAME.action_vocabulary(GAME.configure({"players": 3})))
    assert "crew B1" not in words and "take objective S1" not in words
    assert not any(o.startswith("run tent") for o in words)
    assert "scenarios" not in GAME.view(s, 0)
    assert "crew B1" in GAME.action_vocabulary(GAME.configure({"players": 3, **MODULE}))


# ----- Beagle tiles (L2303-L2319) -------------------------------------------------------
def test_beagle_tiles_count_their_conditions():
    s = table()
    me = s.active
    tiles = {t.id: t for t in s.ctx.comp.beagles[-4:]}
    s.research[me] = 0b10110
    rows = list(s.rows[me])
    rows[0] = seals("red", "red", "blue", "special")  # 4 seals: silver
    rows[1] = seals("yellow", "yellow", "yellow", "green", "blue", "red")  # 6: gold too
    s.rows[me] = tuple(rows)
    s.theory[me] = 8
    refresh(s)
    count = {k: rewards.beagle_count(s, me, t) for k, t in tiles.items()}
    all_seals = sum(len(r) for r in s.rows[me])
    books = s.ctx.comp.tracks.books[8]
    assert count == {"B1": 3, "B2": all_seals, "B3": 2, "B4": books}
    assert [t.vp for t in tiles.values()] == [3, 2, 8, 2]


def test_a_beagle_goal_scores_and_the_search_sees_it():
    s = table()
    me = s.active
    b3 = len(s.ctx.comp.beagles) - 2  # Beagle B3: 8 VP per silver worker
    assert s.ctx.comp.beagles[b3].id == "B3"
    s.beagles = replaced(s.beagles, s.beagle, b3)
    s.ship = [s.ctx.comp.geo.ocean.beagle[s.beagle]] * 3  # no delay
    rows = list(s.rows[me])
    rows[2] = seals("red", "red", "blue", "green")
    s.rows[me] = tuple(rows)
    refresh(s)
    assert beagle_in_reach(s, me) >= 8
    vp = s.vp[me]
    gains = rewards.beagle_goal(s)
    assert gains[me] == 8 and s.vp[me] == vp + 8
    assert "8 VP per worker with a silver distinction" in GAME.view(s, me)["log"][-1]


# ----- objective tiles (L2335-L2351) ----------------------------------------------------
def _agree(s, seat, oid) -> bool:
    obj = _index(s.ctx.comp.objectives, oid)
    fast = objectives._meets(s, seat, objectives._requirements(s)[obj])
    assert fast == objectives.meets(s, seat, obj)
    return fast


def test_the_four_objectives_on_both_paths():
    s = table()
    me = s.active
    geo = s.ctx.comp.geo
    circle = next(i for i, t in enumerate(geo.islands) if t.symbol == "circle")
    assert [_agree(s, me, o) for o in ("S1", "S2", "S3", "S4")] == [False] * 4
    e = list(s.explorers[me])
    e[circle] = 0  # on the circle Island's start (L650-L652)
    s.explorers[me] = tuple(e)
    rows = list(s.rows[me])
    rows[1] = seals("red", "red", "blue", "green")
    s.rows[me] = tuple(rows)
    refresh(s)
    assert [_agree(s, me, o) for o in ("S1", "S2", "S3", "S4")] == [True, True, False, False]
    rows[1] = seals("red", "red", "blue", "green", "yellow", "yellow")
    s.rows[me] = tuple(rows)
    other = next(i for i in range(len(geo.islands)) if i != circle)
    e[other] = geo.islands[other].final
    s.explorers[me] = tuple(e)
    refresh(s)
    assert [_agree(s, me, o) for o in ("S1", "S2", "S3", "S4")] == [True] * 4
    tiers = [s.ctx.comp.objectives[_index(s.ctx.comp.objectives, o)].tier for o in ("S1", "S4")]
    assert tiers == [0, 1]


def test_an_explorer_move_drops_the_kept_completions_with_the_module():
    """S4 reads the explorers, which the base completions never read: the seat's kept
    answer must be worked out again when one moves (fails without the drop)."""
    s = table()
    me = s.active
    geo = s.ctx.comp.geo
    s4 = _index(s.ctx.comp.objectives, "S4")
    s.reserve = replaced(s.reserve, me, (s4,))
    s.coins[me] = 20
    refresh(s)
    assert objectives.completions(s, me) == objectives.fresh_completions(s, me)
    assert not any("S4" in o for o in objectives.completions(s, me))
    movement.set_position(s, me, 1, geo.islands[0].final)  # the first Island's final space
    assert objectives.completions(s, me) == objectives.fresh_completions(s, me)
    assert any("S4" in o for o in objectives.completions(s, me))
