"""Fireland's 9 Special Action tiles (L1713, L1961-L2005; rulings FL-R24 to FL-R28): shuffled
into the base tiles only with fireland=true, the later draws left as they were, and each
tile's effect at its moment on a built position."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from ludotheque.core.datapack.problems import DataError
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import state
from ludotheque.games.darwins_journey.components import components
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_specials import (
    build_fireland_specials,
    fireland_specials,
)
from ludotheque.games.darwins_journey.game import GAME, context
from ludotheque.games.darwins_journey.rules import cleanup, effects
from ludotheque.games.darwins_journey.rules import setup as setup_rules
from ludotheque.games.darwins_journey.rules.fireland import stolen_time
from ludotheque.games.darwins_journey.rules.fireland.burdens import extra
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play

FIRE = fireland_data()
T1, T6, T7, T8 = 0, 5, 6, 7  # penalty tiles: delivery coins, stamps, steps (fireland.json)


def _setup(seed: int = 1, players: int = 3, **extra):
    s = GAME.setup(GAME.configure({"players": players, "fireland": True, **extra}), seed)
    while s.phase in ("draft", "pairs"):
        GAME.apply(s, 0)
    return s


def _tile(s, tid: str) -> int:
    return next(i for i, t in enumerate(s.ctx.comp.specials) if str(t.id) == tid)


def _use(s, tid: str, seat: int = 0):
    """Seat `seat` runs tile `tid`'s actions (as its worker or lens would), the pending
    decision then worked out again."""
    effects.push_bundle(s, seat, s.ctx.comp.specials[_tile(s, tid)].actions)
    s.decision = None
    return s


def _resolve(s, *picks: str) -> None:
    """Play `picks` in turn, each the first option starting with it."""
    for p in picks:
        play(s, next(o for o in options(s) if o.startswith(p)))


# ----- data and setup ----------------------------------------------------------------------
def test_the_nine_tiles_join_after_the_base_ones_only_with_fireland():
    base = components().specials
    s = _setup()
    added = s.ctx.comp.specials[len(base) :]
    assert [t.id for t in added] == [f"F{k}" for k in range(1, 10)]
    assert all(sum(t.seals) >= 2 for t in added)  # in balance with the base tiles (2-4)
    assert GAME.setup(GAME.configure({"players": 3}), 1).ctx.comp.specials == base
    pirates = _setup(modules=["pirates"]).ctx.comp.specials
    assert pirates[-1].id == "P" and pirates[len(base)].id == "F1"  # the Pirate tile stays last


def test_the_new_tiles_come_up_in_the_draw_and_the_later_draws_stay(monkeypatch):
    n = len(components().specials)
    config = GAME.configure({"players": 3, "fireland": True})
    ctx = context(json.dumps(config, sort_keys=True))
    fire = [setup_rules.setup(ctx, Rng(k)) for k in range(8)]
    assert any(t >= n for s in fire for t in s.tile)
    for k in range(8):
        assert all(t < n for t in GAME.setup(GAME.configure({"players": 3}), k).tile)
    # Part 1's table: the same setup with no Fireland Special tile among the tiles.
    monkeypatch.setattr(
        setup_rules, "fireland_specials", lambda: replace(fireland_specials(), tiles=())
    )
    monkeypatch.setattr(state, "with_fireland_specials", lambda comp: comp)
    old_ctx = state.make_context(config, components())
    assert len(old_ctx.comp.specials) == n
    for k, s in enumerate(fire):
        old = setup_rules.setup(old_ctx, Rng(k))
        same = ("letters", "beagles", "academy", "pile", "decks", "display", "order", "hands")
        assert all(getattr(s, x) == getattr(old, x) for x in same)
        assert s.fire == old.fire and s.pawns == old.pawns


@pytest.mark.parametrize(
    ("change", "says"),
    [
        (lambda d: d["tiles"].pop(), "F1 to F9"),
        (lambda d: d["tiles"][0].update(actions=["fly 2"]), "unknown effect 'fly'"),
        (lambda d: d["tiles"][7].update(actions=["explore-split x"]), "positive whole number"),
        (lambda d: d["tiles"][2].pop("source"), "names no source"),
        (lambda d: d["tiles"][4].update(seals={}), "no seal requirement"),
        (lambda d: d.update(stolen_time_tokens=0), "stolen_time_tokens"),
    ],
)
def test_bad_tiles_are_refused_saying_what_is_allowed(change, says):
    from ludotheque.games.darwins_journey.components import load_json

    data = load_json("fireland_specials.json")
    data = {**data, "tiles": [dict(t) for t in data["tiles"]]}
    change(data)
    with pytest.raises(DataError, match=says):
        build_fireland_specials(data)


# ----- F1, F2: an Adventure with no Time spent ---------------------------------------------
def _top(s, kind: str, card: int):
    k = ("ocean", "land").index(kind)
    deck = tuple(c for c in s.fire.decks[k] if c != card) + (card,)
    decks = (deck, s.fire.decks[1]) if k == 0 else (s.fire.decks[0], deck)
    s.fire = replace(s.fire, decks=decks)


def test_f1_spends_no_time_pays_the_coins_and_takes_any_land_token():
    s = _setup(2)
    _top(s, "land", 3)  # L4 A: 1 Time and 2 coins, explore 2, the token
    s.coins[0] = 5
    s.fire = replace(s.fire, time=(4, 0, 0))
    on_board = [b for b in s.fire.tokens if FIRE.map.track(b[0]).kind == "land"]
    _use(s, "F1")
    _resolve(s, "do adventure-land")
    assert GAME.view(s, 1)["fireland"]["adventure"]["id"] == "L4"  # face up for everyone
    pick = [o for o in options(s) if o.startswith("option A taking the token at ")]
    assert len(pick) == len(on_board) > 1  # any Land token on the board, as a crew card's
    space = FIRE.map.track(on_board[-1][0]).ids[on_board[-1][1]]
    assert pick[-1] == f"option A taking the token at {space}"
    said = GAME.option_label(GAME.view(s, 0), pick[-1])
    assert said.startswith("option A of ") and f"space {space.split('-')[1]})" in said
    play(s, pick[-1])
    assert s.fire.time[0] == 4 and s.coins[0] == 3  # no Time, the coins paid (FL-R24)
    assert s.fire.held[0] == (0, 1) and on_board[-1] not in s.fire.tokens
    assert FIRE.adventures["land"][3].id in str(s.fire.discards[1]) or 3 in s.fire.discards[1]


def test_f2_with_no_ocean_token_left_takes_none():
    s = _setup(2)
    _top(s, "ocean", 1)  # O2 A: 2 Time, 4 VP, the token
    s.fire = replace(s.fire, tokens=tuple(b for b in s.fire.tokens if b[0].startswith("FL")))
    vp = s.vp[0]
    _use(s, "F2")
    _resolve(s, "do adventure-ocean", "option A", "do vp 4")
    assert s.vp[0] == vp + 4 and s.fire.time[0] == 0 and s.fire.held[0] == (0, 0)
    assert any("no ocean Adventure token is left" in x for x in s.log)


# ----- F3: Stolen Time ---------------------------------------------------------------------
def test_f3_stolen_time_spares_its_user_the_penalties_until_cleanup():
    s = _setup(4, players=4)
    s.fire = replace(s.fire, drawn=(T7, T6, T1), time=(11, 11, 2, 0))
    assert extra(s, 0, "navigate", "steps") == 1
    _use(s, "F3", seat=0)
    _resolve(s, "do stolen-time")
    assert s.fire.stolen == (1, 0, 0, 0) and stolen_time.supply(s) == 3
    assert s.fire.time == (11, 11, 3, 1)  # the others spend 1 Time at once
    assert extra(s, 0, "navigate", "steps") == 0 and extra(s, 0, "correspondence", "stamps") == 0
    assert extra(s, 1, "navigate", "steps") == 1  # the others still bear theirs
    assert GAME.view(s, 2)["fireland"]["stolen"] == [1, 0, 0, 0]
    cleanup.cleanup(s)
    assert s.fire.stolen == () and extra(s, 0, "navigate", "steps") == 1


def test_f3_the_tokens_are_by_the_board_only_when_the_tile_is_drawn_and_run_out():
    s = _setup(1, players=4)
    f3 = _tile(s, "F3")
    assert stolen_time.in_play(s) == (f3 in s.tile)
    s.tile = replaced(s.tile, s.ctx.comp.diaries.special_slots[0], f3)
    assert stolen_time.in_play(s)
    s.fire = replace(s.fire, stolen=(1, 1, 1, 0))
    _use(s, "F3", seat=3)
    _resolve(s, "do stolen-time")
    assert s.fire.stolen == (1, 1, 1, 1) and stolen_time.supply(s) == 0
    s.fire = replace(s.fire, stolen=(1, 1, 1, 0))
    s.fire = replace(s.fire, stolen=(2, 1, 1, 0))  # none left: none taken
    _use(s, "F3", seat=3)
    _resolve(s, "do stolen-time")
    assert s.fire.stolen[3] == 0 and any("no Stolen Time token" in x for x in s.log)


# ----- F4, F5: Time -------------------------------------------------------------------------
def test_f4_gives_two_time_and_the_others_spend_one():
    s = _setup(3)
    s.fire = replace(s.fire, time=(5, 0, 11))
    s.vp = (10, 10, 2)
    _use(s, "F4", seat=0)
    _resolve(s, "do time-others")
    assert s.fire.time == (3, 1, 11) and s.vp == (10, 10, 0)  # past the end: VP, never < 0


def test_f4_the_others_spend_whenever_the_seat_takes_its_time():
    """L1983: "every other player spends 1 Time at once" is no option of the seat's (as F3's
    same words, L1979): no way through the tile gives the seat its 2 Time and spares the
    others (ruling FL-R47; it was two effects, the second skippable)."""
    s = _setup(3)
    s.fire = replace(s.fire, time=(5, 0, 4))
    _use(s, "F4", seat=0)
    _resolve(s, "do time")
    if "skip the rest" in options(s):
        _resolve(s, "skip the rest")
    assert s.fire.time == (3, 1, 5)
    s.fire = replace(s.fire, time=(0, 0, 4))  # at the top: nothing to receive, the others
    _use(s, "F4", seat=0)  # still spend
    assert options(s) == ("do time-others", "skip the rest")
    _resolve(s, "do time-others")
    assert s.fire.time == (0, 1, 5)


def test_f5_gives_three_time_never_above_the_top():
    s = _setup(3)
    s.fire = replace(s.fire, time=(2, 0, 0))
    _use(s, "F5")
    _resolve(s, "do time")
    assert s.fire.time == (0, 0, 0)
    s.fire = replace(s.fire, time=(0, 0, 0))
    _use(s, "F5")
    assert "do time" not in options(s)  # nothing to gain at the top


# ----- F6: a Correspondence tile's first-place reward ---------------------------------------
def _letters(s, *ids):
    s.letters = tuple(
        next(i for i, t in enumerate(s.ctx.comp.letters) if str(t.id) == x) for x in ids
    )


def test_f6_runs_the_chosen_envelopes_first_reward():
    s = _setup(5)
    _letters(s, "2", "F1", "6")
    s.fire = replace(s.fire, time=(0, 0, 0))
    coins = s.coins[:]
    _use(s, "F6")
    _resolve(s, "do letter-top")
    assert options(s)[:3] == tuple(f"first reward of envelope {e}" for e in (1, 2, 3))
    _resolve(s, "first reward of envelope 2", "do coins 2")
    assert s.coins[0] == coins[0] + 2 and s.fire.time == (0, 1, 1)  # F1: the others spend


def test_f6_a_reward_the_seat_cannot_carry_out_is_lost():
    s = _setup(5)
    _letters(s, "6", "2", "3")  # tile 6: an Academy seal 2 coins less
    s.academy = (-1,) * len(s.academy)  # no seal to take (every scroll costs 0 to 3: L1991's
    s.pile = ()  # "pay or lose" finds no seal it cannot pay for in the reconstructed data)
    _use(s, "F6")
    _resolve(s, "do letter-top", "first reward of envelope 1")
    assert not s.tasks or [o for o in options(s) if o.startswith("do academy")] == []


# ----- F7: a stamp on each envelope ---------------------------------------------------------
def test_f7_puts_one_stamp_on_each_envelope_and_an_emptied_stack_acts():
    s = _setup(6)
    n = s.ctx.players
    s.stacks[0] = (1, 3, 0)
    before = s.stamps_on[:]
    _use(s, "F7")
    _resolve(s, "do stamp-each")
    assert options(s) == ("stack 1 to envelope 1", "stack 2 to envelope 1")
    _resolve(s, "stack 1 to envelope 1")  # then stack 2 alone: envelopes 2 and 3 by itself
    got = [s.stamps_on[e * n] - before[e * n] for e in range(3)]
    assert got == [1, 1, 1] and s.stacks[0] == (0, 1, 0)
    assert s.tasks[-1][0] == "bundle" and s.tasks[-1][2] == s.ctx.comp.board.stacks[0][1]


# ----- F8, F9: moves ------------------------------------------------------------------------
def _two_ships(s, seat=0):
    ocean = [i for i, t in enumerate(FIRE.map.tracks) if t.kind == "ocean"]
    row = list(s.pawns.at[seat])
    row[ocean[1]] = 0
    s.pawns = replace(s.pawns, at=replaced(s.pawns.at, seat, tuple(row)))
    return [FIRE.map.tracks[i].id for i in ocean[:2]]


def _steps(s, seat, tid):
    return s.pawns.at[seat][next(i for i, t in enumerate(FIRE.map.tracks) if t.id == tid)]


def test_f8_splits_four_steps_between_two_ships():
    s = _setup(7)
    a, b = _two_ships(s)
    _use(s, "F8")
    _resolve(s, "do navigate-split", f"ship on {a} moves up to 1")
    while s.tasks and s.tasks[-1][0] != "tile-split":
        _resolve(s, next(o for o in options(s) if o.startswith(("to ", "stop", "do ", "option"))))
    assert _steps(s, 0, a) == 1
    assert options(s) == (f"ship on {b} moves up to 3", "stop")
    _resolve(s, f"ship on {b} moves up to 3")
    top = s.tasks[-1]  # ("fire-move", seat, track, left, moved, flags)
    assert top[0] == "fire-move" and FIRE.map.tracks[top[2]].id == b and top[3] + top[4] == 3


def test_f8_a_time_penalty_takes_one_step_from_the_whole_action():
    s = _setup(7)
    _two_ships(s)
    s.fire = replace(s.fire, drawn=(T7, T6, T1), time=(3, 0, 0))
    _use(s, "F8")
    _resolve(s, "do navigate-split")
    assert max(int(o.split()[-1]) for o in options(s)) == 3


def test_f9_moves_two_explorers_and_two_ships_one_space_each():
    s = _setup(8)
    a, b = _two_ships(s)
    land = [i for i, t in enumerate(FIRE.map.tracks) if t.kind == "land"]
    row = list(s.pawns.at[0])
    row[land[1]] = 0
    s.pawns = replace(s.pawns, at=replaced(s.pawns.at, 0, tuple(row)))
    before = s.pawns.at[0]
    _use(s, "F9")
    _resolve(s, "do move-each")
    for _ in range(60):
        if not s.tasks or s.tasks[-1][0] == "space":
            break
        opts = options(s)
        _resolve(s, next((o for o in opts if not o.startswith("skip")), opts[0]))
    moved = [i for i, (x, y) in enumerate(zip(before, s.pawns.at[0], strict=True)) if x != y]
    kinds = sorted(FIRE.map.tracks[i].kind for i in moved)
    assert kinds == ["land", "land", "ocean", "ocean"]


def test_the_evaluation_counts_what_a_stolen_time_token_still_saves():
    from ludotheque.games.darwins_journey import evaluation

    s = _setup(4, players=4)
    s.fire = replace(s.fire, drawn=(T7, T6, T1), time=(11, 0, 0, 0))
    before = evaluation.projection(s)
    s.fire = replace(s.fire, stolen=(1, 0, 0, 0))
    after = evaluation.projection(s)
    home = bin(s.free[0]).count("1")
    assert home > 0 and after[0] - before[0] == pytest.approx(evaluation.STOLEN_VP * 3 * home)
    assert after[1:] == before[1:]


def test_alfred_spends_the_time_the_tiles_make_the_others_spend():
    """FL-R29: he never unlocks nor runs a Special tile, but F3 and F4 reach him (FL-R21)."""
    s = _setup(2, players=1, automas={"1": "alfred/white"})
    assert s.ctx.alfred == 1
    s.fire = replace(s.fire, time=(4, 2))
    _use(s, "F4", seat=0)
    _resolve(s, "do time-others")
    assert s.fire.time == (2, 3)
    _use(s, "F3", seat=0)
    _resolve(s, "do stolen-time")
    assert s.fire.time == (2, 4) and s.fire.stolen == (1, 0)
