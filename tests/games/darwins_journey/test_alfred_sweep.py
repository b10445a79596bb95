"""Solo games against Alfred at every level: seeded random games to the end with
invariants, exact replays, Alfred's hidden deck (determinize re-deals it, views never
show its order), and the solo configuration."""

import json
import random

import pytest

from ludotheque.core.errors import ConfigError
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.game import GAME

from .test_sweep import _choose

LEVELS = ("white", "blue", "yellow", "green")


def _alfred_invariants(s):
    a = s.ctx.alfred
    n = s.ctx.players
    b = s.ctx.automa.boards[s.ctx.level]
    assert all(c >= 0 for c in s.coins) and all(v >= 0 for v in s.vp)
    assert 0 <= s.coins[a] <= s.ctx.automa.coin_cap and s.tk[a] == 0
    assert s.order == (a, 1 - a)  # Alfred first every round (L1295, L1589)
    assert 1 <= s.a_bonus <= b.length
    for w, r in enumerate(b.rows):
        row = s.rows[a][w]
        assert row[: len(r.seals)] == r.seals
        assert len(row) <= len(r.seals) + r.left + r.right
        added = row[len(r.seals) :]
        assert all(row.count(c) <= max(3, r.seals.count(c)) for c in added)  # L1420
    assert len(s.tents[a]) <= len(b.tents)
    assert sum(s.stacks[a]) + s.cup[a] + sum(s.stamps_on[e * n + a] for e in range(3)) == 12
    assert s.lenses[a] + sum(1 for o in s.lens if o == a) == 6
    assert len(s.a_deck) + len(s.a_drawn) == len(s.ctx.automa.cards)
    assert not s.crew[a] and not s.reserve[a] and s.done[a] == 0


def _game(level, seed, alfred_seat=1):
    config = {"players": 2, "automas": {str(alfred_seat): f"alfred/{level}"}}
    return config, GAME.setup(config, seed)


@pytest.mark.parametrize("level", LEVELS)
def test_solo_random_games_end_and_replay(level):
    for seed in range(8):
        config, s = _game(level, seed, alfred_seat=seed % 2)
        a = s.ctx.alfred
        r = random.Random(seed)
        moves = []
        while not GAME.is_over(s):
            d = GAME.pending(s)
            assert d.seat == 1 - a, "Alfred's seat is never asked"
            assert d.options and len(set(d.options)) == len(d.options)
            i = _choose(r, d.options)
            if len(moves) == 30:
                twin = GAME.copy(s)
                fp = GAME.fingerprint(twin)
            moves.append(d.options[i])
            GAME.apply(s, i)
            _alfred_invariants(s)
            assert len(moves) < 3000
        assert s.round == 5 and s.final is not None
        assert GAME.fingerprint(twin) == fp
        assert len(GAME.winners(s)) == 1  # solo never shares a win (L1610)
        assert GAME.scores(s)[a] > 0
        replay = GAME.setup(config, seed)
        for m in moves:
            GAME.apply(replay, m)
        assert GAME.fingerprint(replay) == GAME.fingerprint(s)


def _mid_game(level="blue", seed=3, decisions=25):
    config, s = _game(level, seed)
    r = random.Random(seed)
    for _ in range(decisions):
        d = GAME.pending(s)
        GAME.apply(s, _choose(r, d.options))
    return s


def test_determinize_redeals_alfreds_deck():
    s = _mid_game()
    assert len(s.a_deck) >= 2
    orders = set()
    for k in range(12):
        t = GAME.determinize(s, 0, Rng(k))
        assert sorted(t.a_deck) == sorted(s.a_deck) and t.a_drawn == s.a_drawn
        orders.add(tuple(t.a_deck))
    assert len(orders) > 1
    assert tuple(s.a_deck) in orders or len(orders) > 1


def test_views_do_not_show_alfreds_deck_order():
    s = _mid_game()
    t = GAME.copy(s)
    t.a_deck = list(reversed(t.a_deck))
    assert t.a_deck != s.a_deck
    for seat in (0, None):
        assert json.dumps(GAME.view(s, seat), sort_keys=True) == json.dumps(
            GAME.view(t, seat), sort_keys=True
        )
    v = GAME.view(s, 0)["alfred"]
    assert v["deck"] == len(s.a_deck) and "order" not in json.dumps(v)
    assert GAME.fingerprint(s) != GAME.fingerprint(t)  # the snapshot keeps the truth


def test_game_plays_alfred_and_checkpoint_moves_past_his_draw():
    config, s = _game("white", 5)
    while s.phase in ("draft", "pairs"):
        GAME.apply(s, 0)
    drawn = len(s.a_drawn)
    assert drawn == 1  # he went first (L1295)
    cp = GAME.checkpoint(s)
    d = GAME.pending(s)
    GAME.apply(s, next(o for o in d.options if o.startswith("place on")))
    while GAME.pending(s).seat == 0 and len(s.a_drawn) == drawn:
        GAME.apply(s, "end turn" if "end turn" in GAME.pending(s).options else 0)
    assert len(s.a_drawn) == drawn + 1 and GAME.checkpoint(s) > cp


# ----- configuration ---------------------------------------------------------------------
def test_players_1_is_against_white_alfred():
    c = GAME.configure({"players": 1})
    assert c["players"] == 2 and c["automas"] == {"1": "alfred/white"}
    c = GAME.configure({"players": 1, "automas": {"1": "green"}})
    assert c["automas"] == {"1": "alfred/green"}
    c = GAME.configure({"players": 1, "automas": {"0": "alfred/yellow"}})
    assert c == {**c, "players": 2, "automas": {"0": "alfred/yellow"}}
    with pytest.raises(ConfigError, match="only the solo game"):
        GAME.configure({"players": 1, "automas": {"0": "blue", "1": "blue"}})


def test_seat_specs():
    c = GAME.seat_config({}, ["human", "automa:alfred/blue"])
    assert GAME.configure(c)["automas"] == {"1": "alfred/blue"}
    c = GAME.seat_config({}, ["automa:medium", "human"])
    assert GAME.configure(c)["automas"] == {"0": "alfred/blue"}
    c = GAME.seat_config({}, ["human", "automa"])
    assert GAME.configure(c)["automas"] == {"1": "alfred/white"}
    assert GAME.configure({"players": 2, "automas": {"1": "alfred/expert"}})["automas"] == {
        "1": "alfred/green"
    }


@pytest.mark.parametrize(
    ("config", "message"),
    [
        ({"players": 2, "automas": {"1": "alfred/purple"}}, "unknown Alfred level"),
        ({"players": 2, "automas": {"1": "linne/boudeuse"}}, "only automa is Alfred"),
        ({"players": 3, "automas": {"2": "alfred/blue"}}, "only the solo game"),
        ({"players": 2, "automas": {"0": "alfred", "1": "alfred"}}, "only the solo game"),
        ({"players": 2, "automas": {"5": "alfred"}}, "not a seat index, 0 or 1"),
        ({"players": 2, "automas": 7}, "automas must map"),
        ({"players": 0}, "2 to 4 players, or 1 against Alfred"),
    ],
)
def test_bad_solo_configurations(config, message):
    with pytest.raises(ConfigError, match=message):
        GAME.configure(config)


@pytest.mark.parametrize("level", LEVELS)
def test_solo_setup_both_sides(level):
    """The player keeps 3 of 5 crew cards (private picks) and 1 of 2 pairs, the other
    leaving the game (L1267-L1275); Alfred's side is his board's (L1277-L1285; printed
    seals and start coins reconstructed, read from the data)."""
    s = GAME.setup({"players": 1, "automas": {"1": level}}, 11)
    b = s.ctx.automa.boards[s.ctx.level]
    assert s.rows[1] == tuple(r.seals for r in b.rows) and s.coins[1] == b.start_coins
    assert s.tk[1] == 0 and s.a_bonus == 1 and sorted(s.a_cards) == sorted(b.bonus_cards)
    assert len(s.a_deck) == 8 and s.a_drawn == ()
    for left in (5, 4, 3):
        d = GAME.pending(s)
        assert d.seat == 0 and d.kind == "crew" and d.private and len(d.options) == left
        GAME.apply(s, 0)
    assert len(s.crew[0]) == 3 and s.crew[1] == ()
    d = GAME.pending(s)
    assert d.seat == 0 and d.kind == "pair" and len(d.options) == 2
    GAME.apply(s, 1)
    assert s.pairs == () and len(s.reserve[0]) == 2 and s.reserve[1] == ()
    assert len(s.a_drawn) == 1 and GAME.pending(s).seat == 0  # Alfred has played first
