"""The words of the table over HTTP (issue 17): components explained for tooltips, the end
screen's report in a finished game's state, option labels, the agents' pace per table,
and a finished game's record naming who sat where."""

from __future__ import annotations

import time

from server_support import auth, create, error_code

from ludotheque.core.reports import check_report


def wait_over(client, tid, seconds=60.0) -> dict:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        s = client.get(f"/api/tables/{tid}").json()
        if s["over"]:
            return s
        time.sleep(0.01)
    raise AssertionError("the agents did not finish the game")


def test_explain_names_a_component_and_refuses_bad_requests(sqlite_client):
    r = sqlite_client.get("/api/games/newton/explain", params={"ref": "play s-works"})
    assert r.status_code == 200
    assert r.json()["explain"]["name"] == "Works (starting card)"
    assert r.json()["explain"]["reconstructed"] is True
    r = sqlite_client.get("/api/games/newton/explain", params={"ref": "no such card"})
    assert r.status_code == 200 and r.json()["explain"] is None
    r = sqlite_client.get("/api/games/chess/explain", params={"ref": "pawn"})
    assert r.status_code == 404 and error_code(r) == "unknown-game"
    r = sqlite_client.get("/api/games/newton/explain")
    assert r.status_code == 400 and "ref" in r.json()["error"]["message"]


def test_a_finished_game_reports_its_breakdown_and_names_its_seats(sqlite_client):
    tid, _ = create(sqlite_client, seats=["random", "greedy"], config={"players": 2})
    s = wait_over(sqlite_client, tid)
    check_report(s["report"], s["result"]["scores"])
    assert s["report"]["others"][0]["name"] == "the neutral tribe"
    record = sqlite_client.get(f"/api/tables/{tid}/record").json()
    assert record["seats"] == ["random (seat 1)", "greedy (seat 2)"]
    # Every move in full once over (a spectator's log hides nothing).
    assert "?" not in [e["text"] for e in s["log"]]


def test_the_pace_of_agents_is_set_per_table_by_its_people(sqlite_client):
    tid, tokens = create(sqlite_client, seats=["human", "random"], config={"players": 2})
    url = f"/api/tables/{tid}/pace"
    r = sqlite_client.post(url, json={"seconds": 0}, headers=auth(tokens[0]))
    assert r.status_code == 200 and r.json() == {"pace": 0.0}
    assert sqlite_client.get(f"/api/tables/{tid}").json()["pace"] == 0.0
    r = sqlite_client.post(url, json={"seconds": 0.5})
    assert r.status_code == 403 and error_code(r) == "not-seated"
    for bad in ({"seconds": 3}, {"seconds": "fast"}, {"seconds": True}, {"pace": 1}):
        r = sqlite_client.post(url, json=bad, headers=auth(tokens[0]))
        assert r.status_code == 400, bad
    assert sqlite_client.get(f"/api/tables/{tid}").json()["pace"] == 0.0


def test_labels_and_explanations_come_with_the_seats_options(sqlite_client):
    tid, tokens = create(
        sqlite_client, seats=["human", "random"], config={"players": 2}, game="newton"
    )
    s = sqlite_client.get(f"/api/tables/{tid}", headers=auth(tokens[0])).json()
    options = s["decision"]["options"]
    assert options and set(s["labels"]) <= set(options)
    assert set(s["explain"]) <= set(options) | {e["text"] for e in s["log"]}
    assert any(e["name"] for e in s["explain"].values())
