"""Every game in the registry plays on the server with nothing but the core contract (a
board module only changes the picture), private moves are redacted in every seat's log,
agents that fail are reported, and `ludo serve` refuses a bad database clearly."""

from __future__ import annotations

import time

import pytest
from server_support import auth, create

from ludotheque.agents import registry as agents
from ludotheque.cli.main import main
from ludotheque.core import all_games
from ludotheque.server import boards


def _seats(game) -> tuple[list[str], dict]:
    n = max(2, game.min_players)
    return ["human"] + ["random"] * (n - 1), {"players": n}


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_registered_game_plays_on_the_server(sqlite_client, game_id):
    client = sqlite_client
    game = next(g for g in all_games() if g.id == game_id)
    specs, config = _seats(game)
    tid, tokens = create(client, seats=specs, config=config, seed=1, game=game_id)
    moves = 0
    for _ in range(2000):
        s = client.get(f"/api/tables/{tid}?svg=1", headers=auth(tokens[0])).json()
        if s["over"] or moves == 40:
            break
        assert s["board_svg"].startswith("<svg") == boards.has_board(game_id)
        if not s["decision"]["options"]:
            time.sleep(0.002)  # the agents are playing
            continue
        moves += 1
        r = client.post(
            f"/api/tables/{tid}/moves", json={"seq": s["seq"], "option": 0}, headers=auth(tokens[0])
        )
        assert r.status_code == 200, r.text
    assert moves == 40 or s["over"]
    assert client.get(f"/api/tables/{tid}/record", headers=auth(tokens[0])).json()["seed"] is None


def test_private_moves_are_hidden_from_other_seats_in_the_log(sqlite_client):
    client = sqlite_client
    tid, tokens = create(client, seats=("human", "human"), seed=3)
    s = client.get(f"/api/tables/{tid}").json()
    seat = s["decision"]["seat"]
    r = client.post(
        f"/api/tables/{tid}/moves", json={"seq": s["seq"], "option": 0}, headers=auth(tokens[seat])
    )
    assert r.status_code == 200
    table = client.app.state.hub.tables[tid]
    table.match.private[0] = True  # as a game marks a private decision (a secret pick)
    table.cache.clear()
    mine = client.get(f"/api/tables/{tid}", headers=auth(tokens[seat])).json()["log"]
    theirs = client.get(f"/api/tables/{tid}", headers=auth(tokens[1 - seat])).json()["log"]
    watcher = client.get(f"/api/tables/{tid}").json()["log"]
    assert mine[0]["text"] == r.json()["option"]
    assert theirs[0]["text"] == "?" and watcher[0]["text"] == "?"
    redacted = client.get(f"/api/tables/{tid}/record", headers=auth(tokens[1 - seat])).json()
    assert redacted["moves"] == ["?"]


class _Broken:
    name = "broken"

    def choose(self, *args):
        raise RuntimeError("no idea")


def test_a_failing_agent_is_reported_not_hidden(tmp_path, make_client, monkeypatch, caplog):
    """The table says the agent failed; what it raised goes to the server's log only (no
    Python exception text in what clients see). The agent runs in a worker process: fork
    them, so that they have the broken agent registered here."""
    kind = agents.AgentKind("broken", "always fails", lambda arg, seed: _Broken())
    monkeypatch.setitem(agents.AGENTS, "broken", kind)
    client = make_client(str(tmp_path / "ludo.db"), agent_start_method="fork")
    tid, tokens = create(client, seats=("broken", "human"), seed=1)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        s = client.get(f"/api/tables/{tid}", headers=auth(tokens[1])).json()
        if s["agent_error"]:
            break
        if s["decision"]["options"]:
            client.post(
                f"/api/tables/{tid}/moves",
                json={"seq": s["seq"], "option": 0},
                headers=auth(tokens[1]),
            )
        time.sleep(0.01)
    assert "the agent at seat 1 failed" in s["agent_error"]
    assert "no idea" not in s["agent_error"] and "RuntimeError" not in s["agent_error"]
    assert s["notices"][-1]["kind"] == "agent-error"
    assert "no idea" in caplog.text


def test_ludo_serve_refuses_a_bad_database(capsys):
    assert main(["serve", "--database", "mysql://somewhere/db"]) == 2
    assert "unsupported database" in capsys.readouterr().err
    assert main(["serve", "--database", "postgresql://nobody:secret@127.0.0.1:1/x"]) == 2
    err = capsys.readouterr().err
    assert "cannot open the database" in err and "secret" not in err


def test_idle_tables_leave_memory_and_come_back(tmp_path, make_client):
    client = make_client(str(tmp_path / "e.db"), max_tables_loaded=2)
    first, tokens = create(client, seats=("human", "human"), seed=1)
    s = client.get(f"/api/tables/{first}").json()
    seat = s["decision"]["seat"]
    r = client.post(
        f"/api/tables/{first}/moves",
        json={"seq": s["seq"], "option": 0},
        headers=auth(tokens[seat]),
    )
    assert r.status_code == 200
    for _ in range(3):
        create(client, seats=("human", "human"))
    hub = client.app.state.hub
    assert len(hub.tables) <= 2 and first not in hub.tables
    again = client.get(f"/api/tables/{first}").json()  # loaded again from its record
    assert again["seq"] == s["seq"] + 1 and len(again["log"]) == 1


def test_a_move_the_database_refuses_is_not_played(sqlite_client, monkeypatch):
    import sqlite3

    client = sqlite_client
    tid, tokens = create(client, seats=("human", "human"), seed=2)
    s = client.get(f"/api/tables/{tid}").json()
    seat = s["decision"]["seat"]
    store = client.app.state.hub.store

    def broken(*args):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(store, "append_move", broken)
    body = {"seq": s["seq"], "option": 0}
    r = client.post(f"/api/tables/{tid}/moves", json=body, headers=auth(tokens[seat]))
    assert r.status_code == 503 and r.json()["error"]["code"] == "storage-failed"
    assert client.get(f"/api/tables/{tid}").json()["log"] == []
    monkeypatch.undo()
    r = client.post(f"/api/tables/{tid}/moves", json=body, headers=auth(tokens[seat]))
    assert r.status_code == 200
