"""The Great Ship module in words and pictures: option labels, narration, the terminal
picture, the SVG board, the action vocabulary and the observation tensor."""

from rich.console import Console

from ludotheque.games.darwins_journey import encoding
from ludotheque.games.darwins_journey.components.great_ship import great_ship_data
from ludotheque.games.darwins_journey.fronts.board import render as svg
from ludotheque.games.darwins_journey.fronts.terminal import render as picture
from ludotheque.games.darwins_journey.game import GAME


def _draft(players=3, seed=1):
    config = GAME.configure({"players": players, "modules": ["great_ship"]})
    s = GAME.setup(config, seed)
    while s.phase != "ships":
        GAME.apply(s, 0)
    return config, s


def _text(view) -> str:
    con = Console(width=120, record=True)
    con.print(picture(view))
    return con.export_text()


def test_the_draft_options_read_as_the_card_and_our_words():
    _, s = _draft()
    d = GAME.pending(s)
    labels = GAME.option_labels(GAME.view(s, d.seat), d.options)
    card = great_ship_data().cards[s.offer[0]]
    assert labels[0] == f"take Great Ship {card.id} {card.name} ({card.text})"
    assert GAME.option_labels({}, ("do deliver-one",)) == ["deliver one specimen"]


def test_narration_tells_the_pick_and_the_phase():
    _, s = _draft()
    before = GAME.view(s, 0)
    seat = GAME.pending(s).seat
    card = great_ship_data().cards[s.offer[0]]
    GAME.apply(s, 0)
    lines = GAME.narrate(before, GAME.view(s, 0), 0)
    assert f"seat {seat + 1} takes Great Ship {card.id} {card.name}" in lines
    assert any("Great Ship card +" + card.id in x for x in lines)


def test_terminal_and_svg_show_the_offer_then_each_seats_card():
    config, s = _draft()
    d = GAME.pending(s)
    v = GAME.view(s, d.seat)
    offered = [great_ship_data().cards[c] for c in s.offer]
    text = _text(v)
    assert "Great Ship on offer" in text and offered[0].name in text
    board = svg(v, list(d.options), d.seat, config)
    assert f'data-option="great ship {offered[0].id}"' in board
    while s.phase == "ships":
        GAME.apply(s, 0)
    v = GAME.view(s, None)
    text = _text(v)
    board = svg(v, [], None, config)
    for p in range(3):
        card = great_ship_data().cards[s.ships[p]]
        assert f"{card.id} {card.name}" in text
        assert f"Great Ship {card.id} {card.name}".replace("'", "&#x27;") in board or (
            f"Great Ship {card.id} {card.name}".replace("'", "&#39;") in board
        )


def test_no_module_no_great_ship_words():
    config = GAME.configure({"players": 2})
    s = GAME.setup(config, 1)
    while s.phase != "action":
        GAME.apply(s, 0)
    v = GAME.view(s, 0)
    assert "Great Ship" not in _text(v)
    assert "Great Ship" not in svg(v, list(GAME.pending(s).options), 0, config)


def test_vocabulary_keeps_the_base_ids_and_adds_the_modules_words():
    base = GAME.action_vocabulary(GAME.configure({"players": 3}))
    full = GAME.action_vocabulary(GAME.configure({"players": 3, "modules": ["great_ship"]}))
    assert full[: len(base)] == base
    extra = set(full[len(base) :])
    assert {"great ship GS2", "great ship GS11", "do deliver-one"} <= extra
    assert "do coins 4" in full  # GS8 doubles an Island's 2 coins


def test_encoding_adds_the_modules_fields_after_the_base_ones():
    config, s = _draft(2, 3)
    assert GAME.encoding_size(GAME.configure({"players": 2})) == encoding.layout().size
    assert GAME.encoding_size(config) == encoding.layout().size + 1 + 11 + 4 * 11
    v = GAME.view(s, 0)
    x = GAME.encode(v, 0)
    n = encoding.layout().size
    assert x[n] == 1.0  # the draft is on
    assert sum(x[n + 1 : n + 12]) == 3  # 2 players + 1 on offer
    while s.phase == "ships":
        GAME.apply(s, 0)
    v = GAME.view(s, 0)
    x = GAME.encode(v, 0)
    assert x[n] == 0.0 and sum(x[n + 12 :]) == 2  # each seat's card
    mine = great_ship_data().cards[s.ships[0]].id
    ids = [c.id for c in great_ship_data().cards]
    assert x[n + 12 + ids.index(mine)] == 1.0  # the encoding seat's block first
