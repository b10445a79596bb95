"""Perseverance's events name who and what in words: the dinosaurs by species, a shelter
or a structure by its space and its owner (not an owner index changing from -1 to 0), a
die by its owner and face, a seat's cubes on each officer on the seat's own line."""

from __future__ import annotations

import re

from ludotheque.core import Match, Rng, get_game


def _told(seed: int = 3, moves: int = 200) -> list[tuple[str, list[str]]]:
    game = get_game("perseverance-ep3")
    match = Match(game, {"players": 2}, seed)
    rng = Rng(5)
    before, out = game.view(match.state, 0), []
    for _ in range(moves):
        if match.is_over():
            break
        match.play(rng.below(len(match.decision.options)))
        after = game.view(match.state, 0)
        out.append((match.moves[-1], game.narrate(before, after, 0)))
        before = after
    return out


def test_shelters_and_structures_are_told_by_space_and_owner():
    told = _told()
    shelters = [lines for move, lines in told if move.startswith("shelter in ")]
    assert shelters
    for lines in shelters:
        assert any(re.search(r"\w+ shelter \d+: empty -> seat \d", line) for line in lines), lines
    text = "\n".join(line for _, lines in told for line in lines)
    assert " -1 ->" not in text and "-> -1" not in text
    assert not re.search(r"\b(t?sh|t?ij|t?th)\b", text), "a species told by its short id"
    assert not re.search(r"\w\(-?\d\)", text), "a die told as face(owner index)"
    assert "influence" not in text and re.search(r"[+-]\d cubes? on the \w", text)
    assert re.search(r"dice in \w+ [+-](seat \d|the) .*die", text)
