"""A game from another package (tests/plugin_game, tic-tac-toe, installed by the
`plugin_game` fixture) is offered by the lobby with its own options, plays on the server
against an agent through its own board's clickable cells, and plays in Chromium by clicking
its SVG board. Nothing in the server names it: it is found through its entry points."""

from __future__ import annotations

import re
import time
import xml.etree.ElementTree as ET

import pytest
from server_support import ServerProcess, auth, create

from ludotheque.server import boards

SVG = "{http://www.w3.org/2000/svg}"


def _cells(svg: str) -> dict[str, str | None]:
    """Cell name -> the option it stands for (None: not clickable), from the SVG."""
    root = ET.fromstring(svg)
    out = {}
    for g in root.iter(f"{SVG}g"):
        if g.get("id", "").startswith("cell-"):
            out[g.get("id")[5:]] = g.get("data-option")
    return out


def test_the_lobby_offers_it_with_its_board_and_choices(plugin_game, sqlite_client):
    games = sqlite_client.get("/api/games").json()["games"]
    ttt = next(g for g in games if g["id"] == plugin_game)
    assert ttt["title"] == "Tic-tac-toe" and ttt["players"] == [2, 2]
    assert ttt["has_board"] and ttt["choices"] == {"first": ["X", "O", "random"]}
    assert ttt["defaults"] == {"players": 2, "first": "X"}
    assert {"iwari", "newton", "encyclopedia"} <= {g["id"] for g in games}


def test_a_whole_game_against_an_agent_by_its_board(plugin_game, sqlite_client):
    client = sqlite_client
    tid, tokens = create(
        client, seats=("human", "greedy"), config={"first": "X"}, seed=3, game=plugin_game
    )
    me = auth(tokens[0])
    # Bounded by time, not by polls: the agent thinks in a worker process, which may be
    # slow to start on a loaded machine.
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        s = client.get(f"/api/tables/{tid}?svg=1", headers=me).json()
        if s["over"]:
            break
        cells = _cells(s["board_svg"])
        assert len(cells) == 9
        options = s["decision"]["options"]
        if not options:
            time.sleep(0.02)
            continue  # the agent is playing
        # Exactly the free cells are clickable, each for its own option.
        clickable = {name: opt for name, opt in cells.items() if opt}
        assert sorted(clickable.values()) == sorted(options)
        assert all(name == opt for name, opt in clickable.items())
        r = client.post(
            f"/api/tables/{tid}/moves",
            json={"seq": s["seq"], "option": sorted(clickable)[0]},
            headers=me,
        )
        assert r.status_code == 200, r.text
    else:
        raise AssertionError("the game did not end")
    assert s["over"] and len(s["log"]) >= 5
    marks = re.findall(r">([XO])</text>", s["board_svg"])
    assert len(marks) == len(s["log"])  # every move is drawn
    # A spectator sees the same board, with nothing clickable.
    watcher = client.get(f"/api/tables/{tid}?svg=1").json()
    assert not any(_cells(watcher["board_svg"]).values())


def test_the_board_dispatch_finds_it(plugin_game):
    assert boards.has_board(plugin_game)
    view = {"cells": [None] * 9}
    svg = boards.render(plugin_game, view, ["b2"], 0, {})
    assert svg.startswith("<svg") and 'class="board board-tic-tac-toe"' in svg
    assert _cells(svg) == {n: ("b2" if n == "b2" else None) for n in _cells(svg)}


@pytest.fixture
def plugin_server(plugin_game, tmp_path):
    """`python -m ludotheque.server` in its own process: it finds the game through the
    metadata on PYTHONPATH, as any installed plugin."""
    server = ServerProcess(str(tmp_path / "ludo.db"), tmp_path / "server.log", agent_delay=0.0)
    server.start()
    yield server
    server.stop()


def test_it_plays_in_the_browser_by_clicking_its_board(plugin_server, page):
    page.goto(plugin_server.url + "/")
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "tic-tac-toe")
    page.select_option("#cfg-first", "X")
    page.fill("#seat-0", "human")
    page.fill("#seat-1", "random")
    page.click("#create")
    page.click("#play-seat-0")
    page.wait_for_selector("#your-turn, #game-over, #status .turn")
    clicks = 0
    while True:
        page.wait_for_function(
            """() => document.body.dataset.over === '1' ||
            document.querySelector('#board [data-option]') !== null"""
        )
        if page.get_attribute("body", "data-over") == "1":
            break
        seq = page.get_attribute("body", "data-seq")
        page.locator("#board [data-option]").first.click()
        page.wait_for_function("s => document.body.dataset.seq !== s", arg=seq)
        clicks += 1
    assert clicks >= 3
    assert page.locator("#board svg.board-tic-tac-toe").count() == 1
    assert page.locator("#game-over").is_visible()
    assert page.js_errors == []
