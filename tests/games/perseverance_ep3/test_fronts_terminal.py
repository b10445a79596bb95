"""Perseverance's terminal picture: random positions at every player count render from a
seat's view alone, the compact form fits 80 columns, the end-of-game breakdown adds up,
and another seat's hidden goal card is never printed."""

from __future__ import annotations

import io

from rich.console import Console

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3 import GAME
from ludotheque.games.perseverance_ep3.components import components
from ludotheque.games.perseverance_ep3.fronts import terminal


def text(renderable, width: int = 80) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(renderable)
    return out.getvalue()


def random_game(players: int, seed: int, every: int = 25):
    """Yield (state, view of the deciding seat) every `every` decisions, then the end."""
    s = GAME.setup({"players": players}, seed)
    rng = Rng(seed)
    n = 0
    while not GAME.is_over(s):
        if n % every == 0:
            seat = GAME.pending(s).seat
            yield s, GAME.view(s, seat)
        GAME.apply(s, rng.below(len(GAME.pending(s).options)))
        n += 1
    yield s, GAME.view(s, None)


def test_random_positions_render_and_compact_fits_80_columns():
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        for _, view in random_game(players, seed):
            compact = text(terminal.render(view, compact=True))
            lines = compact.rstrip("\n").split("\n")
            assert all(len(line) <= 80 for line in lines), max(lines, key=len)
            assert len(lines) <= 22, compact  # with the prompt, one 80x24 screen
            assert "Perseverance Ep3" in lines[0] and "followers" in compact
            full = text(terminal.render(view), width=100)
            assert "Wilderness" in full and "Officers" in full and "Ranches" in full


def test_the_end_of_game_breakdown_adds_up():
    for players, seed in ((2, 1), (4, 2)):
        *_, (s, view) = random_game(players, seed, every=10**6)
        assert view["phase"] == "over"
        result = text(terminal.render_result(view))
        assert "Final scoring" in result and "cubes (tie-break)" in result
        rows = {line.split("│")[0].strip(): line for line in result.split("\n") if "│" in line}
        totals = [int(x) for x in rows["total"].split("│")[1:]]
        assert totals == GAME.scores(s)
        parts = [
            [int(x) for x in rows[k].split("│")[1:]]
            for k in ("followers before", "structures", "artefacts", "leftovers")
        ]
        assert [sum(col) for col in zip(*parts, strict=True)] == totals
        assert "winner" in result


def test_no_result_before_the_end():
    s = GAME.setup({"players": 3}, 1)
    assert terminal.render_result(GAME.view(s, None)) is None


def test_other_seats_goal_cards_stay_hidden():
    s = GAME.setup({"players": 3, "first_player": 0}, 6)
    goals = {g.index: g for g in components().goals}
    for seat in (0, 1, 2, None):
        full = text(terminal.render(GAME.view(s, seat)), width=120)
        for p, player in enumerate(s.players):
            shown = f"goal {goals[player.goal].id}:" in full
            assert shown == (p == seat), (seat, p)


def test_temples_and_goals_read_in_words_not_keys():
    s = GAME.setup({"players": 3, "first_player": 0}, 6)
    full = text(terminal.render(GAME.view(s, 0)), width=120)
    assert "Raptor temple" in full and "Ironjaw temple" in full
    assert "-temple" not in full and ">=" not in full and "goal #" not in full
    need = components().goals[s.players[0].goal].personal
    assert all(f"{v} " in full for _k, v in need)


def test_every_short_mark_of_the_seats_and_the_town_is_said_in_words():
    """Issue 17: the compact rows keep their short marks (fd, sh, Adv...) to fit 80
    columns, and a legend line says each one; the rest reads in words."""
    s = GAME.setup({"players": 3}, 1)
    full = text(terminal.render(GAME.view(s, 0)), width=100)
    assert "fd food · db debris · ir island resource · gb glowberries" in full
    assert "R ranger · sh shieldhead · r raptor · th thunderhorn · ij ironjaw · L leader" in full
    assert "Adv adventurer · Org organizer · Fac facilitator · Inn innovator" in full
    assert "dice/shelters/cubes" in full and "tired | infirmary" in full
    assert "dice/sh/cu" not in full and "tired/inf." not in full
    wide = text(terminal.render(GAME.view(s, 0), compact=True), width=200)
    assert "fd food" in wide and "sh shieldhead" in wide and "Adv adventurer" in wide


def test_seats_are_counted_from_1_in_the_picture():
    """Issue 17: people read seats counted from 1 (index 0 is seat 1), here too."""
    s = GAME.setup({"players": 3}, 1)
    view = GAME.view(s, 0)
    assert [terminal.seat_label(view, p) for p in range(3)] == ["1", "2", "3"]
    full = text(terminal.render(view), width=100)
    leaders = [terminal.leader_name(e.get("leader")) for e in view["players"]]
    assert all(f"{k + 1} {name}" in full for k, name in enumerate(leaders)), full
    assert f"0 {leaders[0]}" not in full
    own = text(terminal.own_text(view), width=100)
    assert own.startswith(f"you (seat 1, {leaders[0]})"), own
    head = text(terminal.header(view), width=100)
    assert "active 1" in head and "you 1" in head, head  # seats from 1 (index 0)
