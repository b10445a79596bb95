"""Alfred on the Fireland side (L2013-L2041, rulings FL-R17 to FL-R21) on hand-built
positions: the Adventure tokens he takes, the one action after a token, which explorer
and which ship he moves, his Time (penalties, Time seals, receiving Time); and seeded solo
Fireland games at every level, without and with the modules, keeping their invariants
and replaying exactly. Cheap: the games are about 60 moves each."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import evaluation
from ludotheque.games.darwins_journey.components.fireland import TIME_SEAL, fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND
from ludotheque.games.darwins_journey.components.names import SPECIAL
from ludotheque.games.darwins_journey.game import GAME, levels
from ludotheque.games.darwins_journey.rules.alfred import act, letters, options
from ludotheque.games.darwins_journey.rules.alfred import fireland as alfred_fire
from ludotheque.games.darwins_journey.rules.fireland.fleet import fleet_steps
from ludotheque.games.darwins_journey.rules.fireland.pawns import Pawns
from ludotheque.games.darwins_journey.rules.fireland.table import with_seat

FIRE = fireland_data()
MAP = FIRE.map
A = 1  # Alfred's seat
FO1, FO2, FL1, FL2, FL3, FL4 = 0, 1, 3, 4, 5, 6
T1, T6, T7, T8 = 0, 5, 6, 7  # delivery coins, stamps, steps (data/fireland.json)
ALL = ["great_ship", "pirates", "animal_companion"]


def solo_fire(level: str = "white", seed: int = 1, modules=None):
    s = GAME.setup(
        {
            "players": 1,
            "automas": {"1": f"alfred/{level}"},
            "fireland": True,
            "modules": modules or [],
        },
        seed,
    )
    while s.phase in ("draft", "pairs"):
        GAME.apply(s, 0)
    return s


def place(s, **at):
    """Alfred's pawns: only those named, on the given spaces (e.g. FL1=0), unlocked in the
    order named after the starting tracks."""
    ids = [t.id for t in MAP.tracks]
    row = tuple(at.get(t, -1) for t in ids)
    s.pawns = Pawns(with_seat(s.pawns.at, A, row))
    s.fire = replace(s.fire, opened=tuple(ids.index(k) for k in at if k not in ("FO1", "FL1")))


@pytest.fixture
def probe(monkeypatch):
    """Which spaces' actions Alfred runs: each space's actions become one probe."""
    ran = []
    monkeypatch.setattr(alfred_fire, "_actions", lambda s, i, x: (("probe", x, ()),))
    monkeypatch.setitem(act.RUN, "probe", lambda s, n: ran.append(n))
    return ran


def test_solo_fireland_is_accepted():
    s = solo_fire()
    assert s.ctx.fireland and s.ctx.alfred == A
    # the main board as for 2 players (L1255): the 2-player tokens are out
    banners = MAP.adventure_banners("land", 2) + MAP.adventure_banners("ocean", 2)
    assert sorted(s.fire.tokens) == sorted(banners)


def test_a_token_is_taken_without_a_card_for_2_time_and_2_bonus_spaces(probe):
    """L2021, then L2023: only the final space's action (not the last two)."""
    s = solo_fire()
    place(s, FO1=0, FL4=0)
    decks, bonus = s.fire.decks, s.a_bonus
    assert ("FL4", 1) in s.fire.tokens
    alfred_fire.explore(s, 4)
    assert s.pawns.at[A][FL4] == 4
    assert ("FL4", 1) not in s.fire.tokens and s.fire.held[A] == (0, 1)
    assert s.fire.decks == decks and s.fire.resolving is None
    assert s.fire.time[A] == 2 and s.a_bonus == bonus + 2
    assert probe == [4]


def test_without_a_token_he_runs_the_last_two_spaces(probe):
    s = solo_fire()
    place(s, FO1=0, FL4=0)
    s.fire = replace(s.fire, tokens=tuple(b for b in s.fire.tokens if b != ("FL4", 1)))
    alfred_fire.explore(s, 4)
    assert probe == [3, 4] and s.fire.time[A] == 0 and s.fire.held[A] == (0, 0)


def test_a_token_and_a_specimen_space_leave_no_other_action(probe):
    """L2023: every specimen crossed researched; landing on one after a token: nothing."""
    s = solo_fire()
    place(s, FO1=0, FL1=0)
    cell = s.fire.flags[FL1][2]
    assert cell >= 0 and ("FL1", 2) in s.fire.tokens
    alfred_fire.explore(s, 2)
    assert s.research[A] >> cell & 1
    assert probe == [] and s.fire.held[A] == (0, 1)


def test_his_first_explorer_moves_else_the_most_recently_unlocked():
    s = solo_fire()
    place(s, FO1=0, FL1=0, FL3=0, FL2=0)
    assert alfred_fire.explorer_to_move(s) == FL1
    place(s, FO1=0, FL1=len(MAP.tracks[FL1].ids) - 1, FL3=0, FL2=0)  # at its track's end
    assert alfred_fire.explorer_to_move(s) == FL2
    alfred_fire.explore(s, 1)
    assert s.pawns.at[A][FL2] == 1 and s.pawns.at[A][FL3] == 0


def test_his_ship_behind_the_beagle_moves_else_the_most_recently_unlocked():
    s = solo_fire()
    step = alfred_fire.beagle_step(s)
    place(s, FO1=step - 1, FO2=0, FL1=0)
    assert alfred_fire.ship_to_move(s) == FO1
    place(s, FO1=step, FO2=0, FL1=0)
    assert alfred_fire.ship_to_move(s) == FO2
    alfred_fire.navigate(s, 3)  # one ship for the whole move
    assert s.pawns.at[A][FO2] == 3 and s.pawns.at[A][FO1] == step
    assert fleet_steps(s, A) == step + 3


def test_the_step_penalties_take_his_steps(probe):
    """L2037: T7 and T8 on his watch row reached cost him a step as a player."""
    s = solo_fire()
    place(s, FO1=0, FL4=1)
    s.fire = replace(s.fire, drawn=(T7, T8, 0), time=with_seat(s.fire.time, A, 6))
    alfred_fire.explore(s, 3)
    assert s.pawns.at[A][FL4] == 3
    alfred_fire.navigate(s, 3)
    assert s.pawns.at[A][FO1] == 2


def test_t1_asks_his_delivery_for_coins_and_t6_takes_a_stamp():
    """L2037 with FL-R14: T1's 2 coins before he delivers (none to pay: no delivery), T6 a
    stamp less in his Correspondence."""
    s = solo_fire()
    s.fire = replace(s.fire, drawn=(T1, T6, 0), time=with_seat(s.fire.time, A, 6))
    cell = next(c for c in range(len(s.museum)) if not s.museum[c])
    s.research[A] |= 1 << cell
    s.coins[A] = 1
    assert not options.try_delivery(s) and not s.museum[cell]
    assert options.deliver(s) == 0 and s.coins[A] == 1
    s.coins[A] = 2
    assert options.deliver(s) == 1 and s.museum[cell]
    n = s.ctx.players
    s.stamps_on = [0] * len(s.stamps_on)
    s.stacks[A] = (4, 4, 4)
    letters.correspond(s, 3)
    assert sum(s.stamps_on[e * n + A] for e in range(3)) == 2


def test_a_time_seal_costs_him_time_and_becomes_special():
    s = solo_fire()
    s.academy = tuple(TIME_SEAL if i == 0 else -1 for i in range(len(s.academy)))
    before = [len(r) for r in s.rows[A]]
    act.run(s, ("academy-free", 0, ()))
    grew = [w for w, r in enumerate(s.rows[A]) if len(r) > before[w]]
    assert len(grew) == 1 and s.rows[A][grew[0]][-1] == SPECIAL
    assert s.fire.time[A] == FIRE.seal_time


def test_he_receives_time_as_a_player():
    s = solo_fire()
    s.fire = replace(s.fire, time=with_seat(s.fire.time, A, 3))
    act.run(s, ("time", 2, ()))
    assert s.fire.time[A] == 1
    act.run(s, ("time", 5, ()))
    assert s.fire.time[A] == 0


def test_add_an_explorer_takes_the_first_free_land_track_and_is_recorded():
    s = solo_fire()
    place(s, FO1=0, FL1=0)
    assert s.fire.opened == ()
    act.run(s, ("add-explorer", 0, ()))
    assert s.pawns.at[A][FL2] == 0 and s.fire.opened == (FL2,)
    assert alfred_fire.unlock_order(s)[-1] == FL2
    # the order is part of the state: the view and the fingerprint tell two orders apart
    other = GAME.copy(s)
    other.fire = replace(s.fire, opened=(FL2, FL3))
    assert GAME.view(s, 0)["fireland"]["opened"] == [FL2]
    assert GAME.fingerprint(other) != GAME.fingerprint(s)


# ----- seeded solo Fireland games ----------------------------------------------------------
def _check(s, tokens0):
    f = s.fire
    assert len(f.tokens) + sum(sum(h) for h in f.held) == tokens0
    assert all(0 <= x <= FIRE.time.last for x in f.time)
    ocean = s.ctx.comp.geo.ocean
    for p in range(s.ctx.players):
        row = s.pawns.at[p]
        land = sum(1 for i, t in enumerate(MAP.tracks) if t.kind == LAND and row[i] >= 0)
        assert land <= MAP.explorers and sum(1 for x in row if x >= 0) - land <= MAP.ships
        assert ocean.step[s.ship[p]] == min(fleet_steps(s, p), ocean.step[-1])
    got = set(alfred_fire.unlock_order(s))
    assert got == {i for i, x in enumerate(s.pawns.at[A]) if x >= 0}


def _play(level, seed, modules):
    s = solo_fire(level, seed, modules)
    tokens0 = len(MAP.adventure_banners("land", 2) + MAP.adventure_banners("ocean", 2))
    _check(s, tokens0)  # he has played his first turn already
    rng = Rng(seed)
    prints = []
    while not GAME.is_over(s):
        d = GAME.pending(s)
        GAME.apply(s, d.options[rng.below(len(d.options))])
        _check(s, tokens0)
        if not GAME.is_over(s):
            assert math.isfinite(evaluation.alfred_pace(s))
        prints.append(GAME.fingerprint(s))
    return s, prints


@pytest.mark.parametrize("level", levels())
@pytest.mark.parametrize("modules", [[], ALL], ids=["base", "modules"])
def test_solo_fireland_games_end_keep_their_pieces_and_replay(level, modules):
    s, prints = _play(level, 3, modules)
    final = s.final["seats"][A]["fireland"]
    assert final["time"] == (0 if s.fire.time[A] <= FIRE.time.free else -s.fire.time[A])
    assert final["adventures"] == FIRE.score[min(sum(s.fire.held[A]), len(FIRE.score) - 1)]
    assert sum(s.fire.held[A]) > 0  # he does collect tokens
    _, again = _play(level, 3, modules)
    assert prints == again
