"""Issue 17: Newton's option labels lead with the rulebook's names, never an id (card,
Master, token, tile, shelf space, Technology space codes), in every mode and player count;
the terminal maps each label back to its option."""

from __future__ import annotations

import re

import pytest
from option_labels_kit import check_decisions, head, vocabulary_with_ids

from ludotheque.core.registry import get_game
from ludotheque.games.newton.components import components

GAME = get_game("newton")
MASTERS = "|".join(m.id for m in components().masters.masters)
# Every id kind Newton's labels once showed (tests/server/test_browser_board.py IDS too).
IDS = (
    r"\bs-(?:works|tech|travel|lessons|studies|joker)\b|\b[123]-[a-z]+-[bgo]\b|\bc[123]-[a-z]"
    r"|\bbonus-[a-z]+-\d|\bs\dc\d\b|\b(?:gd|obj|spec|inv|city|univ)-[A-Za-z]|\bSA\d"
    rf"|\b(?:{MASTERS})\b|\bEND_[A-F]\b|\bT0\b|(?<!Technology space )\b(?:T1|[LR]\d[a-c]?\d?)\b"
    r"|\bW\d+\b"
)


def test_the_pattern_catches_the_old_labels():
    old = [
        "play s-works (starting Works card: works | orange)",
        "take 1-lessons-g (level 1 Lessons card (green): lessons | green | 3 coins -> 2 vp)",
        "take c1-tech-sa1 (tech | SA1)",
        "book s1c2 (shelf 1 space 2, needs orange Volume)",
        "keep huygens (Christiaan Huygens; works action of value 3; 3 VP at the end)",
        "buy gd-objectives",
        "to T1 (bonus token (2 potions))",
        "student L2",
        "to L2 (spec-studies)",
        "to Paris (university, univ-I-1, route from Basel: 1 coin)",
        "objective obj-coins",
        "token bonus-coins-2",
    ]
    pattern = re.compile(IDS)
    assert all(pattern.search(x) for x in old), [x for x in old if not pattern.search(x)]


@pytest.mark.parametrize(
    "config",
    [
        {"players": 1},
        {"players": 1, "modules": "all"},
        {"players": 2},
        {"players": 3, "modules": ["ex-cathedra"]},
        {"players": 4, "modules": "all"},
        {"players": 2, "first_game": True, "modules": ["great-discoveries"]},
    ],
    ids=lambda c: "-".join(f"{k}={v}" for k, v in c.items()),
)
def test_labels_name_components_in_every_mode(config):
    seen = set()
    for seed in range(2):
        seen |= check_decisions(GAME, config, seed, IDS, moves=300)
    assert any(o.startswith("play ") for o in seen)


def test_every_option_of_the_vocabulary_reads_without_an_id():
    """Every option text any decision can offer, labelled against a real view: the rare
    ones (a Master's power, a City tile, an Objective, a Great Discovery) included."""
    bad = vocabulary_with_ids(GAME, GAME.configure({"players": 2, "modules": "all"}), IDS)
    assert not bad, bad[:10]


def _label(option: str, config=None, seed: int = 1) -> str:
    config = GAME.configure(config or {"players": 2, "modules": "all"})
    state = GAME.setup(config, seed)
    return GAME.option_label(GAME.view(state, 0), option)


def test_hand_picked_labels_say_the_rulebooks_names():
    assert _label("play s-works") == "play Works (starting card, orange Volume)"
    assert _label("take 1-lessons-g") == "take Lessons, level I green (pay 3 coins: gain 2 VP)"
    assert _label("take 1-studies-b") == (
        "take Studies, level I blue (a second shelf tile for 3 coins)"
    )
    assert _label("take c1-works-or-tech") == "take Works or Technology, level I blue"
    assert _label("take c1-tech-sa1") == (
        "take Technology, level I, Special Action 1 (1 coin: take a level I card)"
    )
    assert _label("keep huygens") == (
        "keep Christiaan Huygens (Works 3, ignoring the Objective's needs; 3 VP)"
    )
    assert _label("discard cusano") == "discard Nicola Cusano (gain 3 potions; 5 VP)"
    assert _label("student T0") == "Student on the Technology start"
    assert _label("book s1c2").startswith("book shelf 1 space 2 (needs ")
    assert _label("book s1c2 paying 1 potion").startswith("book shelf 1 space 2 paying 1 potion (")
    assert _label("action tech") == "Technology action"
    assert _label("token bonus-coins-2") == "bonus token: 2 coins"
    assert _label("objective obj-coins") == "Objective: 1 VP per coin, up to 14"
    assert _label("buy gd-masters").startswith("buy Great Discovery: 3 VP per Master not played")
    assert _label("cube Master") == "cube on the Master space"
    assert _label("reveal I") == "reveal I (1 coin)"


def test_a_technology_space_tells_its_token_and_a_route_its_cost():
    config = GAME.configure({"players": 2})
    state = GAME.setup(config, 1)
    view = GAME.view(state, 0)
    tokens = view["tracks"]["tech"]["tokens"]
    space, token = next(iter(tokens.items()))
    gives = components().tiles.tokens[[t.id for t in components().tiles.tokens].index(token)]
    label = GAME.option_label(view, f"to {space}")
    assert label.startswith(f"to Technology space {space} (") and "bonus token: " in label
    assert str(gives.coins or gives.potions or gives.vp or 1) in label
    assert GAME.option_label(view, "to Lyon").startswith("to Lyon (village")
    assert "route 0 coins" in GAME.option_label(view, "to Lyon")
    assert head("to Lyon [to Lyon]") == "to Lyon"


def test_a_logged_book_move_reads_the_movers_study_board_not_the_readers():
    """A shelf space's needs depend on the study board; the log's label of another seat's
    move must say the mover's needs (it said the reader's)."""
    game = GAME
    for seed in range(40):
        state = game.setup({"players": 2}, seed)
        view = game.view(state, 0)
        boards = {b.id: b for b in components().boards}
        mine, theirs = (boards[s["study_board"]] for s in view["seats"][:2])
        for k, space in enumerate(theirs.space_ids):
            if space in mine.space_ids:
                need_mine = mine.requirement_text(mine.space_ids.index(space))
                need_theirs = theirs.requirement_text(k)
                if need_mine != need_theirs:
                    option = f"book {space}"
                    assert f"needs {need_theirs}" in game.move_label(view, option, 1)
                    assert f"needs {need_mine}" in game.move_label(view, option, 0)
                    assert game.move_label(view, option, 0) == game.option_label(view, option)
                    return
    raise AssertionError("no two seats with different needs on one shelf space")
