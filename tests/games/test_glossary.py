"""Every game's `explain`: components named and explained in words from the game's data,
reconstructions flagged, option texts explained by the thing they name."""

from __future__ import annotations

import pytest

from ludotheque.core import Match, Rng, get_game

EXAMPLES = [
    ("newton", "play s-works", "Works (starting card)", True),
    ("newton", "keep cavendish", "Margaret Cavendish", True),
    ("newton", "Basel", "Basel", False),
    ("iwari", "hut A5.1", "Desert 5 space 1", True),
    ("iwari", "pay desert", "Desert card", False),
    ("encyclopedia", "recruit Matilda Glenn", "Matilda Glenn", False),
    ("encyclopedia", "study Siberian jay", "Animal Siberian jay", True),
    ("darwins-journey", "crew 1", "Crew 1", True),
    ("darwins-journey", "research green-reptile", "Specimen green-reptile", False),
    ("perseverance-ep3", "Acids and Bases", "Acids and Bases", False),
]
GAMES = ["iwari", "encyclopedia", "newton", "darwins-journey", "perseverance-ep3"]


@pytest.mark.parametrize(("game_id", "ref", "name", "reconstructed"), EXAMPLES)
def test_explain_names_the_component_and_flags_reconstructions(game_id, ref, name, reconstructed):
    e = get_game(game_id).explain(ref)
    assert e is not None and e["name"] == name
    assert e["reconstructed"] is reconstructed
    assert len(e["text"]) > 20 and e["source"]


@pytest.mark.parametrize("game_id", GAMES)
def test_explain_refuses_what_it_does_not_know(game_id):
    game = get_game(game_id)
    for bad in ("no such thing", "", None, 3, "x" * 500):
        assert game.explain(bad) is None


@pytest.mark.parametrize("game_id", GAMES)
def test_most_options_of_a_game_explain_what_they_name(game_id):
    """Options naming a component explain it: over a seeded game's first decisions, the
    options with an id-like word (a digit or a hyphen) are explained."""
    game = get_game(game_id)
    match = Match(game, {}, 5)
    rng = Rng(5)
    named = explained = 0
    for _ in range(150):
        if match.is_over():
            break
        for opt in match.decision.options:
            if any(ch.isdigit() for ch in opt) or "-" in opt:
                named += 1
                explained += game.explain(opt) is not None
        match.play(rng.below(len(match.decision.options)))
    assert named > 0
    assert explained / named >= 0.5, (explained, named)
