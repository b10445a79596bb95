"""The Dissidents' board in the terminal and the SVG table, and their turns told in words
(narration), all from your view alone."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from rich.console import Console

from ludotheque.games.perseverance_ep3.fronts import terminal
from ludotheque.games.perseverance_ep3.fronts.board import render

from .fixtures import GAME
from .solo_kit import solo_started


def _played(moves: int, seed: int = 3):
    s = solo_started(seed, "ranger")
    r = random.Random(seed)
    for _ in range(moves):
        if GAME.is_over(s):
            break
        d = GAME.pending(s)
        GAME.apply(s, r.randrange(len(d.options)))
    return s


def _text(renderable) -> str:
    c = Console(width=100, record=True)
    c.print(renderable)
    return c.export_text()


def test_terminal_shows_the_dissidents_board():
    s = _played(40)
    v = GAME.view(s, 0)
    text = _text(terminal.render(v, compact=True))
    d = v["dissidents"]
    assert "The Dissidents (ranger)" in text and f"{d['followers']} followers" in text
    assert "Narek" in text and "Camilla" in text and "action row" in text
    for n in d["row"]:
        assert f"#{n}" in text
    assert d["dissidents"][0]["programme"] in text


def test_terminal_result_is_the_solo_result():
    s = _played(5000)
    text = _text(terminal.render_result(GAME.view(s, 0)))
    assert "Final scoring (solo)" in text
    assert ("you win" if s.solo.result == "won" else "the Dissidents win") in text


def test_the_svg_table_draws_the_dissidents_board():
    s = _played(40)
    v = GAME.view(s, 0)
    svg = render(v, list(GAME.pending(s).options), 0, {})
    ET.fromstring(svg)  # well-formed
    assert 'data-part="dissidents"' in svg and "The Dissidents (ranger)" in svg
    assert "solo against the Dissidents" in svg
    end = _played(5000)
    ET.fromstring(render(GAME.view(end, 0), [], 0, {}))


def test_narration_tells_the_dissidents_turns():
    s = solo_started(3, "ranger")
    r = random.Random(3)
    before = GAME.view(s, 0)
    told = []
    for _ in range(60):
        d = GAME.pending(s)
        GAME.apply(s, r.randrange(len(d.options)))
        after = GAME.view(s, 0)
        told += GAME.narrate(before, after, 0)
        before = after
    text = "\n".join(told)
    assert "the Dissidents: Narek plays action card" in text
    assert "the Dissidents: Camilla plays action card" in text
    assert text.count("The Dissidents' turn 1.") == 1  # each line told once


def test_views_never_hold_the_action_decks_order():
    s = _played(20)
    for seat in (0, 1, None):
        v = GAME.view(s, seat)
        assert isinstance(v["dissidents"]["deck"], int)
        assert "deck_order" not in v["dissidents"]
    assert "deck_order" in GAME.snapshot(s)["dissidents"]  # the true state keeps it


def test_the_dissidents_dice_are_clickable_in_the_pool():
    from ludotheque.games.perseverance_ep3.fronts.board.targets import targets

    s = solo_started(2)
    s.players[0].followers = 10
    s.tasks = [("town-die", 0)]
    s.decision = None
    d = GAME.pending(s)
    narek = [o for o in d.options if o.startswith("take Narek's")]
    assert narek
    keys = targets(GAME.view(s, 0), list(d.options), 0)
    face = narek[0].split()[2]
    assert keys.get(f"pool:1:{face}") == narek[0]


def test_every_assembly_the_dissidents_score_is_told_once():
    """Assemblies at the end of your turn and of theirs alike: one presence line each."""
    for seed in (3, 4):
        s = solo_started(seed, "ranger")
        r = random.Random(seed)
        before = GAME.view(s, 0)
        told = []
        while not GAME.is_over(s):
            d = GAME.pending(s)
            GAME.apply(s, r.randrange(len(d.options)))
            after = GAME.view(s, 0)
            told += GAME.narrate(before, after, 0)
            before = after
        presence = [x for x in told if x.endswith("followers (presence).")]
        assert len(presence) == s.assemblies > 0
