"""The Great Ship's Fireland cards (L2089, L2100-L2104, L2140-L2142; rulings GS-R10 to
GS-R12): dealt only with Fireland, GS1 (an Adventure token gained may rest on the card, the
option's gains then paid twice, 3 times a game) and GS10 (one Time more on every Time
received), each with and without the card."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import OCEAN
from ludotheque.games.darwins_journey.components.great_ship import great_ship_data
from ludotheque.games.darwins_journey.encoding import layout
from ludotheque.games.darwins_journey.fronts.board.great_ship import seat_card
from ludotheque.games.darwins_journey.fronts.great_ship import ship_line
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.labels import log_label
from ludotheque.games.darwins_journey.rules import effects
from ludotheque.games.darwins_journey.rules.fireland import scoring
from ludotheque.games.darwins_journey.rules.great_ship.fireland import KEEP, put_option
from ludotheque.games.darwins_journey.vocabulary import _fireland_specials, vocabulary
from ludotheque.games.darwins_journey.vocabulary_fireland import fireland_card_words

from .test_great_ship_sweep import _play

SHIPS = great_ship_data()
GS1, GS10 = SHIPS.index("GS1"), SHIPS.index("GS10")
FIRE = fireland_data()
PUT = put_option("GS1")


def _game(players: int = 2, modules=("great_ship",), seed: int = 3):
    config = GAME.configure({"players": players, "modules": list(modules)})
    config["fireland"] = True
    return GAME._setup(config, Rng(seed))


def _options(s):
    s.decision = None
    return list(GAME.pending(s).options)


def _adventure(s, seat=0, card=1, opt="option A"):
    """Ocean card 1: option A costs 2 Time, takes the token and gains 4 VP."""
    assert FIRE.adventures[OCEAN][card].options[0].token == (card == 1)
    if ("FO1", 2) not in s.fire.tokens:  # a token back on the banner for the next one
        s.fire = replace(s.fire, tokens=(*s.fire.tokens, ("FO1", 2)))
    s.tasks.append(("fire-adventure", seat, OCEAN, card, ("FO1", 2)))
    assert opt in _options(s)
    GAME.apply(s, opt)


def test_with_fireland_the_draft_deals_players_plus_one_from_all_eleven():
    seen = set()
    for seed in range(12):
        for players in (2, 4):
            s = _game(players, seed=seed)
            while s.phase in ("draft", "pairs"):
                GAME.apply(s, 0)
            assert s.phase == "ships" and len(s.offer) == players + 1
            seen |= set(s.offer)
    assert {GS1, GS10} <= seen  # both can come out with Fireland (L2089)
    assert SHIPS.playable(True) == tuple(range(11))
    assert GS1 not in SHIPS.playable() and GS10 not in SHIPS.playable()


def test_gs10_adds_one_time_to_every_time_received():
    for card, want in ((GS10, 2), (-1, 3)):
        s = _game()
        s.ships = (card, -1)
        s.fire = replace(s.fire, time=(5, 5))
        effects.run(s, 0, ("time", 2, ()))
        assert s.fire.time[0] == want  # 5 spent, 2 received (3 with GS10)
        assert any("GS10" in x and "1 more" in x for x in s.log) == (card == GS10)
        effects.run(s, 1, ("time", 2, ()))
        assert s.fire.time[1] == 3  # the other seat's Time as printed
    s = _game()
    s.ships = (GS10, -1)
    s.fire = replace(s.fire, time=(1, 0))
    effects.run(s, 0, ("time", 2, ()))
    assert s.fire.time[0] == 0 and any("GS10" in x for x in s.log)  # never above 0


def test_gs1_puts_the_token_on_the_card_and_pays_the_gains_twice():
    s = _game()
    s.ships = (GS1, -1)
    vp = s.vp[0]
    _adventure(s)
    assert s.fire.held[0] == (1, 0)  # the token is the seat's
    assert _options(s) == [PUT, KEEP]
    GAME.apply(s, PUT)
    assert s.tasks[-1][0] == "bundle" and s.tasks[-1][2] == (("vp", 4, ()),) * 2
    while s.tasks and s.tasks[-1][0] == "bundle":
        GAME.apply(s, 0)
    assert s.vp[0] == vp + 8
    assert s.fire.logged == (1, 0) and s.fire.held[0] == (1, 0)
    v = GAME.view(s, 1)["great_ship"]["cards"][0]
    assert v["adventure_tokens"] == 1 and "1 Adventure tokens on it" in ship_line(v)
    # the tokens on the card still score (L2104): the Adventure score card reads them all
    assert scoring.breakdown(FIRE, s.fire, 0)["adventures"] == FIRE.score[1] != FIRE.score[0]
    rows = layout(True, False, False, False, True).rows()
    at = next(off for off, size, name, _ in rows if name == "great_ship_logged")
    for seat, tail in ((0, [1 / 3, 0, 0, 0]), (1, [0, 1 / 3, 0, 0])):  # seat-relative
        code = GAME.encode(GAME.view(s, seat), seat)
        assert code[at : at + 4] == pytest.approx(tail)  # before part 2's fields only
    names = [name for _, size, name, _ in rows if size]  # fields, not a block's sub-fields
    assert names[names.index("great_ship_logged") + 1 :] == [
        "fireland_stolen",
        "fireland_scenario",
        "fireland_objectives",
        "fireland_hand",
        "fireland_cards",
    ]


def test_gs1_may_be_declined_and_acts_at_most_three_times():
    s = _game()
    s.ships = (GS1, -1)
    _adventure(s)
    GAME.apply(s, KEEP)
    assert s.tasks[-1][2] == (("vp", 4, ()),) and s.fire.logged == ()
    s.tasks.clear()
    for k in range(3):
        _adventure(s)
        GAME.apply(s, PUT)
        s.tasks.clear()
        assert s.fire.logged[0] == k + 1
    _adventure(s)  # the card is full: the gains run once, no question asked
    assert s.tasks[-1][0] == "bundle" and s.tasks[-1][2] == (("vp", 4, ()),)
    assert sum(s.fire.held[0]) == 5


def test_gs1_asks_only_when_a_token_is_gained_and_without_the_card_nothing_changes():
    s = _game()
    s.ships = (GS1, -1)
    _adventure(s, card=0, opt="option A")  # ocean 0's A takes no token
    assert s.tasks[-1][0] == "bundle" and s.fire.logged == ()
    s = _game()
    _adventure(s)  # nobody holds GS1
    assert s.tasks[-1][0] == "bundle" and s.tasks[-1][2] == (("vp", 4, ()),)
    s = _game(modules=())
    _adventure(s)
    assert s.tasks[-1][2] == (("vp", 4, ()),) and "great_ship" not in GAME.view(s, 0)


def test_words_labels_and_picture_of_gs1():
    words = vocabulary({"players": 2, "modules": ["great_ship"], "fireland": True})
    config = {"players": 2, "modules": ["great_ship"], "fireland": True}
    k = words.index(KEEP)  # last but for Fireland part 2's words
    part2 = set(_fireland_specials()) | set(fireland_card_words(config))
    assert words[k - 1] == PUT and set(words[k + 1 :]) <= part2
    assert PUT not in vocabulary({"players": 2, "modules": ["great_ship"]})
    assert PUT not in vocabulary({"players": 2, "fireland": True})
    assert "Adventurer's Log" in log_label("GS1") and "2 times" in log_label("GS1")
    s = _game()
    s.ships = (GS1, GS10)
    out: list[str] = []
    seat_card(out.append, GAME.view(s, 0), 0, 0, 0)
    assert "0 Adventure tokens on it" in "".join(out)


@pytest.mark.parametrize(("card", "told"), [("GS1", "rests on the card"), ("GS10", "more")])
def test_random_fireland_games_with_every_seat_holding_the_card(card, told):
    """The Great Ship sweep's checks (no dead end, vocabulary, probes, pieces) with Fireland,
    each seat holding the card from the first placement; the card is seen acting."""
    config = GAME.configure({"players": 3, "modules": ["great_ship"], "fireland": True})
    seen = []
    for seed in range(1, 9):  # until the card acts (the Special tiles drawn move the games)
        s, lines = _play(config, seed, card)
        assert not s.fire.logged or max(s.fire.logged) <= 3
        seen += [x for x in lines if card in x and told in x]
        if seen and seed >= 2:
            break
    assert seen
    config = GAME.configure({"players": 2, "modules": ["great_ship"], "fireland": True})
    _play(config, 3)  # the draft with all 11 cards, replayed to the same fingerprint
