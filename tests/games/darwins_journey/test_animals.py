"""The Animal Companion module (L2045-L2075): both setups (for all players, by choice),
the bonus at once, the hidden cards of the choice, a Pet used in its owner's turn only,
bad options, and seeded random games with the other modules at 1-4 players (the Great
Ship sweep's checks: vocabulary, encoding, leak probes, replay). Rulings AC-R1 to AC-R4
(RULINGS.md)."""

from __future__ import annotations

import json

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.games.darwins_journey.components.animals import animal_data
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules.animals import use
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play, refresh
from .test_great_ship_sweep import _play

MODULE = {"modules": ["animal_companion"]}


def _setup(players=3, seed=1, **extra):
    return GAME.setup(GAME.configure({"players": players, **MODULE, **extra}), seed)


def _index(card_id: str) -> int:
    return next(i for i, c in enumerate(animal_data()) if c.id == card_id)


# ----- setup for all players (L2061-L2063) ---------------------------------------------
def test_all_players_take_one_of_players_plus_one_right_to_left_with_the_bonus():
    s = _setup(3)
    assert s.phase == "pets" and len(s.pet_offer) == 4
    pickers = list(reversed(s.order))
    for seat in pickers:
        assert GAME.pending(s).seat == seat
        c = s.pet_offer[0]
        before = (s.coins[seat], s.vp[seat], s.tk[seat], s.theory[seat])
        play(s, f"take Animal {animal_data()[c].id}")
        assert s.pets[seat] == c
        gained = {"coins": s.coins[seat] - before[0], "vp": s.vp[seat] - before[1]}
        gained |= {"tk": s.tk[seat] - before[2], "theory": s.theory[seat] - before[3]}
        want = {"coins": 0, "vp": 0, "tk": 0, "theory": 0}
        for verb, n, _ in animal_data()[c].bonus:
            want[verb] += n
        assert gained == want  # the top right bonus at once (L2063)
    assert s.phase == "draft" and s.pet_offer == ()  # then the crew cards (L2061)


def test_solo_reveals_two_for_the_player_and_alfred_takes_none():
    s = _setup(1)
    assert len(s.pet_offer) == 2 and GAME.pending(s).seat != s.ctx.alfred
    GAME.apply(s, 0)
    assert s.pets[s.ctx.alfred] == -1 and s.phase == "draft"


def test_the_first_game_goes_on_to_its_starting_pairs():
    s = _setup(2, first_game=True)
    while s.phase == "pets":
        GAME.apply(s, 0)
    assert s.phase == "pairs"


# ----- setup by choice (L2067-L2068) ---------------------------------------------------
def test_by_choice_drawers_keep_one_hidden_until_all_have_kept():
    s = _setup(3, animal_setup="choice")
    play(s, "draw 2 Animal cards", "no Animal card", "draw 2 Animal cards")
    assert GAME.pending(s).seat == 0 and GAME.pending(s).private
    mine = s.pet_hands[0]
    assert len(mine) == 2 and GAME.view(s, 1)["animals"].get("hand") is None
    play(s, f"keep Animal {animal_data()[mine[1]].id}")
    assert GAME.view(s, 2)["animals"]["cards"][0] == "hidden"  # not shown yet
    assert GAME.view(s, 0)["animals"]["cards"][0]["id"] == animal_data()[mine[1]].id
    coins = s.coins[0]
    play(s, f"keep Animal {animal_data()[s.pet_hands[2][0]].id}")
    assert s.phase == "draft" and s.pets[0] == mine[1] and s.pets[1] == -1
    assert GAME.view(s, 2)["animals"]["cards"][0]["id"] == animal_data()[mine[1]].id
    bonus = sum(n for v, n, _ in animal_data()[mine[1]].bonus if v == "coins")
    assert s.coins[0] == coins + bonus  # the bonus once shown (L2068)


def test_by_choice_the_deck_runs_out_for_a_fourth_drawer():
    s = _setup(4, animal_setup="choice")
    play(s, *["draw 2 Animal cards"] * 4)
    assert [len(h) for h in s.pet_hands] == [2, 2, 2, 0]  # 6 cards (ruling AC-R2)
    while s.phase == "pets":
        GAME.apply(s, 0)
    assert s.pets[3] == -1 and all(c >= 0 for c in s.pets[:3])


def test_determinize_re_deals_the_cards_others_drew():
    s = _setup(3, animal_setup="choice")
    play(s, "draw 2 Animal cards", "draw 2 Animal cards", "no Animal card")
    from ludotheque.core.rng import Rng

    seen = {GAME.determinize(s, 1, Rng(k)).pet_hands[0] for k in range(12)}
    assert len(seen) > 1 and all(
        GAME.determinize(s, 1, Rng(k)).pet_hands[1] == s.pet_hands[1] for k in range(3)
    )


# ----- a Pet used (L2074) --------------------------------------------------------------
def _with_pet(card_id="AC6"):
    s = _setup(3)
    while s.phase in ("pets", "draft", "pairs"):
        GAME.apply(s, 0)
    me = s.active
    s.pets = replaced(s.pets, me, _index(card_id))
    refresh(s)
    return s, me


def test_a_pet_is_used_in_its_owners_turn_its_actions_then_gone():
    s, me = _with_pet("AC6")  # coins 3, tk 1
    assert options(s)[0] == "use Animal AC6"
    coins, tk = s.coins[me], s.tk[me]
    play(s, "use Animal AC6", "do coins 3", "do tk 1")
    assert (s.coins[me], s.tk[me]) == (coins + 3, tk + 1) and s.pets[me] == -1
    assert "use Animal AC6" not in options(s)  # once (L2074)


def test_a_pet_keeps_a_spent_hub_open_until_used_or_the_turn_ended():
    from ludotheque.games.darwins_journey.rules import flow

    s, me = _with_pet("AC3")
    s.placed = True
    s.tasks.append(("space", me, (), 0))  # every action of the space taken
    refresh(s)
    flow.settle(s)
    assert s.active == me and options(s) == ("use Animal AC3", "end turn")
    s.pets = replaced(s.pets, me, -1)  # without it the spent hub ends the turn itself
    refresh(s)
    flow.settle(s)
    assert s.active != me or s.phase != "action"


def test_no_pet_at_another_seats_decision_nor_in_the_reward_phase():
    s, me = _with_pet("AC2")
    other = (me + 1) % 3
    s.pets = replaced(s.pets, other, _index("AC4"))
    refresh(s)
    assert use.options(s, other) == ()  # not its turn
    s.phase = "reward"
    assert use.options(s, me) == ()


# ----- bad options ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("config", "words"),
    [
        ({"animal_setup": "some", **MODULE}, "animal_setup must be one of all, choice"),
        ({"animal_setup": "choice"}, "animal_setup is an option of the animal_companion"),
    ],
)
def test_bad_options_are_refused_with_what_is_allowed(config, words):
    before = json.dumps(config)
    with pytest.raises(ConfigError, match=words):
        GAME.configure({"players": 3, **config})
    assert json.dumps(config) == before


# ----- random games --------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("setup", ["all", "choice"])
def test_random_games_with_every_module(setup, players):
    extra = {"automas": {"1": "alfred/blue"}} if players == 1 else {}
    modules = ["great_ship", "pirates", "animal_companion"]
    config = GAME.configure(
        {"players": players, "modules": modules, "animal_setup": setup, **extra}
    )
    kinds: set = set()
    _, lines = _play(config, 40 + players, after=lambda s, d: kinds.add(d.kind))
    assert ("animal" in kinds) == (setup == "all") and ("animal-draw" in kinds) == (
        setup == "choice"
    )


# ----- words and pictures --------------------------------------------------------------
def test_labels_terminal_board_narration_and_glossary():
    from ludotheque.games.darwins_journey.fronts.board import render as svg

    from .test_great_ship_fronts import _text

    s = _setup(3)
    d = GAME.pending(s)
    v = GAME.view(s, d.seat)
    first = animal_data()[s.pet_offer[0]]
    assert GAME.option_labels(v, d.options)[0] == f"take Animal {first.name} ({first.text})"
    assert "Animals on offer" in _text(v) and first.name in _text(v)
    board = svg(v, list(d.options), d.seat, s.ctx.config)
    assert f'data-option="take Animal {first.id}"' in board
    GAME.apply(s, 0)
    lines = GAME.narrate(v, GAME.view(s, d.seat), d.seat)
    assert any(f"takes Animal {first.id} {first.name}" in x for x in lines)
    assert GAME.explain(first.id)["reconstructed"]
