"""Coaching at a table (issue 20) and the agents' pace (issue 17), through the API: hints
only where the table allows them (several people: only with everyone's agreement), only
for the seat to play, computed by the worker processes from what the seat can see (a
re-deal of the hidden cards gives the same hint); a finished game's analysis of a seat;
the pace from instant to 2 s, for a seat's holder or the creator only."""

from __future__ import annotations

import time

import pytest
from server_support import auth, create, error_code

from ludotheque.agents.coach import hint as coach_hint
from ludotheque.core import Match, Rng, get_game
from ludotheque.server.pool import _coach

GAMES = ["iwari", "encyclopedia", "newton", "darwins-journey", "perseverance-ep3"]


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    from server_support import test_settings
    from starlette.testclient import TestClient

    from ludotheque.server import create_app

    folder = tmp_path_factory.mktemp("coach")
    settings = test_settings(
        str(folder / "ludo.db"), agent_workers=1, max_agent_seconds=20, analysis_seconds=0.02
    )
    with TestClient(create_app(settings)) as c:
        yield c


def _to_my_choice(client, tid, token):
    """Play seat 0's first options until it has a choice of two or more."""
    for _ in range(200):
        s = client.get(f"/api/tables/{tid}", headers=auth(token)).json()
        d = s["decision"]
        if d and d["options"] and len(d["options"]) > 1:
            return s
        if d and d["options"]:
            r = client.post(
                f"/api/tables/{tid}/moves", json={"seq": s["seq"], "option": 0}, headers=auth(token)
            )
            assert r.status_code == 200, r.text
        else:
            time.sleep(0.02)
    raise AssertionError("seat 0 never had a choice")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_where_the_table_allows_it(client, game_id):
    tid, tokens = create(
        client, ["human", "random"], {"players": 2}, hints={"seconds": 0.2}, game=game_id
    )
    s = _to_my_choice(client, tid, tokens[0])
    assert s["table"]["hints"] == 0.2
    r = client.post(f"/api/tables/{tid}/hint", json={"seq": s["seq"]}, headers=auth(tokens[0]))
    assert r.status_code == 200, r.text
    got = r.json()
    options = s["decision"]["options"]
    assert 1 <= len(got["options"]) <= 3
    for o in got["options"]:
        assert options[o["index"]] == o["option"] and o["label"]
        assert o["value"] is None or 0 <= o["value"] <= 100
    visits = [o["visits"] for o in got["options"]]
    assert visits == sorted(visits, reverse=True) and visits[0] > 0
    after = client.get(f"/api/tables/{tid}").json()
    assert after["table"]["hints_used"] == {"0": 1}  # everyone sees how many were asked
    # A stale decision, a spectator, no token: refused in words.
    r = client.post(f"/api/tables/{tid}/hint", json={"seq": s["seq"] - 1}, headers=auth(tokens[0]))
    assert r.status_code == 409 and error_code(r) == "stale"
    r = client.post(f"/api/tables/{tid}/hint", json={"seq": s["seq"]})
    assert r.status_code == 401 and error_code(r) == "no-seat"


def test_hints_are_counted_once_a_decision_and_kept_by_the_database(db_url, make_client):
    first = make_client(db_url, agent_workers=1)
    tid, tokens = create(first, ["human", "random"], {"players": 2}, hints={"seconds": 0.1})
    s = _to_my_choice(first, tid, tokens[0])
    for _ in range(2):  # the same decision asked twice: one hint counted
        r = first.post(f"/api/tables/{tid}/hint", json={"seq": s["seq"]}, headers=auth(tokens[0]))
        assert r.status_code == 200, r.text
    assert first.get(f"/api/tables/{tid}").json()["table"]["hints_used"] == {"0": 1}
    first.__exit__(None, None, None)
    first.sessions = []
    again = make_client(db_url, agent_workers=1)  # a restart on the same database
    assert again.get(f"/api/tables/{tid}").json()["table"]["hints_used"] == {"0": 1}


def test_hints_are_off_unless_asked_and_agreed(client):
    tid, tokens = create(client, ["human", "random"], {"players": 2})
    s = _to_my_choice(client, tid, tokens[0])
    assert s["table"]["hints"] is None
    r = client.post(f"/api/tables/{tid}/hint", json={"seq": s["seq"]}, headers=auth(tokens[0]))
    assert r.status_code == 403 and error_code(r) == "no-hints"
    body = {"game": "iwari", "config": {"players": 2}, "seats": ["human", "human"]}
    r = client.post("/api/tables", json={**body, "hints": {"seconds": 1}})
    assert r.status_code == 400 and error_code(r) == "hints-not-agreed"
    assert "every player" in r.json()["error"]["message"]
    r = client.post("/api/tables", json={**body, "hints": {"seconds": 1, "agreed": True}})
    assert r.status_code == 201 and r.json()["id"]
    for bad in ({"seconds": 0}, {"seconds": 99}, {"seconds": "1"}, {"secs": 1}, 3):
        r = client.post("/api/tables", json={**body, "hints": bad})
        assert r.status_code == 400 and "hints must be" in r.json()["error"]["message"]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_is_the_same_whatever_the_hidden_information(game_id):
    """What the worker computes (pool._coach) from the true state, and from states whose
    hidden information was re-dealt from the seat's point of view, is the same."""
    game = get_game(game_id)
    match = Match(game, {"players": 2}, 4)
    rng = Rng(6)
    for _ in range(12):
        match.play(rng.below(len(match.decision.options)))
    while len(match.decision.options) < 2:
        match.play(rng.below(len(match.decision.options)))
    seat = match.decision.seat
    want = coach_hint(game, match.state, seat, iterations=24, seed=3, top=99)
    for k in range(2):
        redealt = game.determinize(match.state, seat, Rng(50 + k))
        assert coach_hint(game, redealt, seat, iterations=24, seed=3, top=99) == want
    # The worker's function runs the same search (by time: only the options are compared).
    got = _coach(game_id, game.determinize(match.state, seat, Rng(1)), seat, 0.05, 3)
    assert [o for o, _, _ in got] == list(match.decision.options)


SHORT = {  # a short game of each (solo or co-op: few decisions to analyse)
    "iwari": {"players": 2, "mode": "coop"},
    "encyclopedia": {"players": 2, "automas": {"1": "linne/boudeuse"}},
    "newton": {"players": 1},
    "darwins-journey": {"players": 1},
    "perseverance-ep3": {"players": 2, "dissidents": "citizen"},
}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_analysis_of_a_finished_game(client, game_id):
    match = Match(get_game(game_id), SHORT[game_id], 3)
    rng = Rng(3)
    while not match.is_over():
        match.play(rng.below(len(match.decision.options)))
    record = match.record().to_dict()
    r = client.post("/api/records", json={"record": record})
    tid = r.json()["id"]
    assert client.get(f"/api/tables/{tid}/analysis?seat=0").json()["status"] == "none"
    r = client.post(f"/api/tables/{tid}/analysis", json={"seat": 0})
    assert r.status_code == 200 and r.json()["status"] == "running"
    # Iwari's co-op game is analysed to the end; the others' first decisions are checked
    # as they come (the rows so far), the rest left to run.
    whole = game_id == "iwari"
    for _ in range(600):
        a = client.get(f"/api/tables/{tid}/analysis?seat=0").json()
        if a["status"] != "running" or (not whole and a["done"] >= 4):
            break
        time.sleep(0.1)
    assert a["status"] == "done" if whole else a["done"] >= 4, a
    mine = [i + 1 for i, seat in enumerate(match.seats) if seat == 0 and _options_at(match, i) > 1]
    assert a["total"] == len(mine)
    assert [row["ply"] for row in a["rows"]] == mine[: len(a["rows"])]
    for row in a["rows"]:
        assert row["played"] == record["moves"][row["ply"] - 1]
        assert row["loss"] >= 0 and row["played_label"] and row["best_label"]
    assert sum(row["marked"] for row in a["rows"]) <= 3
    if game_id != "iwari":
        return
    r = client.post(f"/api/tables/{tid}/analysis", json={"seat": 9})
    message = r.json()["error"]["message"]
    assert r.status_code == 400 and "seat index from 0 to" in message, message
    assert "(index 0 is seat 1)" in message, message
    running, _ = create(client, ["human", "random"], {"players": 2})
    r = client.post(f"/api/tables/{running}/analysis", json={"seat": 0})
    assert r.status_code == 409 and error_code(r) == "not-over"


def _options_at(match, index):
    from ludotheque.core.record import replay

    game, state = replay(match.record(), verify=False, upto=index)
    return len(game.pending(state).options)


def test_the_agents_pace_is_set_per_table(client):
    tid, tokens = create(client, ["human", "random"], {"players": 2})
    s = client.get(f"/api/tables/{tid}").json()
    assert s["pace"] == 0.0  # the server's own (tests: no delay), not null
    for seconds in (2, 0.2, 0):
        r = client.post(
            f"/api/tables/{tid}/pace", json={"seconds": seconds}, headers=auth(tokens[0])
        )
        assert r.status_code == 200 and r.json() == {"pace": seconds}
        assert client.get(f"/api/tables/{tid}").json()["pace"] == seconds
    for bad in ({"seconds": 3}, {"seconds": -1}, {"seconds": True}, {"s": 1}):
        r = client.post(f"/api/tables/{tid}/pace", json=bad, headers=auth(tokens[0]))
        assert r.status_code == 400, bad
    r = client.post(f"/api/tables/{tid}/pace", json={"seconds": 1})
    assert r.status_code == 403 and error_code(r) == "not-seated"
    r = client.post(f"/api/tables/{tid}/pace", json={"seconds": 1.5}, headers=auth(tokens[0]))
    assert client.app.state.hub.store.load_table(tid).pace == 1.5  # kept with the table
    # Chosen at creation (the lobby's "Agents' pace").
    made, _ = create(client, ["random", "random"], {"players": 2}, pace=2)
    assert client.get(f"/api/tables/{made}").json()["pace"] == 2
    body = {"game": "iwari", "config": {"players": 2}, "seats": ["human", "random"]}
    r = client.post("/api/tables", json={**body, "pace": 5})
    assert r.status_code == 400 and "pace must be from 0 to 2" in r.text
