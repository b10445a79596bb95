"""Views, snapshots, determinization, checkpoints, and the terminal picture."""

from __future__ import annotations

import io
import json

from rich.console import Console

from ludotheque.cli.main import main
from ludotheque.cli.render import render, render_result
from ludotheque.core import Match, Rng
from ludotheque.games.encyclopedia import GAME

from .fixtures import decision, options, play


def finished(players=3, seed=4, automas=None):
    match = Match(GAME, {"players": players, "automas": automas or {}}, seed)
    rng = Rng(seed)
    while not match.is_over():
        match.play(rng.below(len(match.decision.options)))
    return match


def test_view_hides_decks_tokens_and_the_generator():
    s = GAME.setup({"players": 3, "first_player": 1}, 1)
    assert decision(s)[0] == 0  # the last seat picks first
    v = GAME.view(s, 0)
    text = json.dumps(v)
    assert v["round_tokens"] == {"revealed": [], "face_down": 6}
    assert '"rng"' not in text and "tokens_unused" not in text
    assert v["decks"]["experts"] == len(s.expert_deck)
    assert "options" in v["decision"] and "options" not in GAME.view(s, 1)["decision"]
    other = GAME.determinize(s, 0, Rng(99))
    assert other.expert_deck != s.expert_deck or other.animal_deck != s.animal_deck
    assert sorted(other.tokens_hidden + other.tokens_unused) == sorted(
        s.tokens_hidden + s.tokens_unused
    )
    assert GAME.view(other, 0) == v


def test_snapshot_is_json_and_copy_is_independent():
    s = GAME.setup({"players": 4}, 2)
    json.dumps(GAME.snapshot(s))
    c = GAME.copy(s)
    play(c, options(c)[0])
    assert GAME.fingerprint(c) != GAME.fingerprint(s)
    assert decision(s)[1] == "setup-pick"


def test_checkpoint_grows_on_turns_and_reveals():
    s = GAME.setup({"players": 2, "first_player": 0}, 3)
    cps = [GAME.checkpoint(s)]
    while decision(s)[1] != "take":
        play(s, options(s)[0])
        cps.append(GAME.checkpoint(s))
    assert cps == sorted(cps) and cps[-1] > cps[0]  # the round token, dice rolls, a turn
    before = GAME.checkpoint(s)
    play(s, options(s)[0])  # taking a die reveals nothing
    assert GAME.checkpoint(s) == before


def test_final_view_and_result():
    match = finished()
    v = GAME.view(match.state, None)
    assert v["over"] and v["winners"] == GAME.winners(match.state)
    assert set(v["final_scoring"]) >= {"play", "categories", "continents", "seals"}


def _text(renderable) -> str:
    out = io.StringIO()
    Console(file=out, width=160, color_system=None).print(renderable)
    return out.getvalue()


def test_render_draws_the_table_and_the_result():
    s = GAME.setup({"players": 2, "automas": {"1": "linne/boudeuse"}}, 5)
    while decision(s)[1] != "take":
        play(s, options(s)[0])
    text = _text(render("encyclopedia", GAME.view(s, 0)))
    assert "round 1/6" in text and "University" in text and "Carl von Linné" in text
    assert "america" in text and "2 rep" in text
    compact = _text(render("encyclopedia", GAME.view(s, 0), compact=True))
    assert "seat 1" in compact and "University" not in compact
    assert render_result("encyclopedia", GAME.view(s, 0)) is None
    match = finished(2, 6, {"1": "linne/boudeuse"})
    result = _text(render_result("encyclopedia", GAME.view(match.state, None)))
    assert "Final scoring" in result and "total" in result


def test_cli_plays_random_and_automa_seats(capsys):
    assert main(["play", "encyclopedia", "--players", "2", "--seats", "random,automa"]) == 0
    out = capsys.readouterr().out
    assert "seat 2 (automa)" in out and "Final scores" in out


def test_cli_reads_human_moves(monkeypatch, capsys):
    moves = iter(["0", "1", "help", "board", "0", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(moves))
    code = main(["play", "encyclopedia", "--seats", "human,automa:2/2", "--seed", "3"])
    out = capsys.readouterr().out
    assert code == 0 and "setup-pick" in out and "game stopped" in out
