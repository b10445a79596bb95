"""Issue 18: `help` while playing is each game's own: its turn and the words its options
use, fitting one 80x24 screen."""

from __future__ import annotations

import pytest

from ludotheque.cli import declared
from ludotheque.core.registry import get_game

TERMS = {
    "iwari": ["build", "hut", "totem", "exchange", "take", "draw", "ruin", "path"],
    "encyclopedia": ["embassy", "bank", "university", "academy", "expedition", "publish"],
    "newton": ["works", "tech", "travel", "lessons", "studies", "reveal", "book", "route"],
    "darwins-journey": ["place on", "worker", "explore", "navigate", "stack", "academy"],
    "perseverance-ep3": ["town", "shelter", "crate", "harvest", "adventure", "cube on"],
}


@pytest.mark.parametrize("game_id", sorted(TERMS))
def test_each_game_has_its_own_help_naming_its_option_words(game_id):
    text = declared.help_text(get_game(game_id))
    assert text is not None
    lines = text.splitlines()
    assert len(lines) <= 22 and all(len(line) <= 80 for line in lines), text
    for term in TERMS[game_id]:
        assert term in text, term
    others = {declared.help_text(get_game(g)) for g in TERMS if g != game_id}
    assert text not in others


def test_the_commands_help_fits_80_columns():
    from ludotheque.cli.session import COMMANDS

    assert all(len(line) <= 80 for line in COMMANDS.splitlines()), COMMANDS


@pytest.mark.parametrize("game_id", sorted(TERMS))
def test_the_help_answer_fits_one_screen_with_the_commands(game_id):
    from ludotheque.cli.session import COMMANDS, help_answer

    game = get_game(game_id)
    lines = help_answer(game, "help").splitlines()
    assert len(lines) <= 23 and all(len(line) <= 80 for line in lines)  # the prompt below
    assert lines[-1].startswith("Commands: board, undo") and TERMS[game_id][0] in "\n".join(lines)
    assert help_answer(game, "help commands") == COMMANDS
