"""The HTTP API, against SQLite and PostgreSQL: creating, seeing, moving, undoing, joining
and leaving, records, replay, and every refusal with its status and code."""

from __future__ import annotations

import json
import time

import pytest
from server_support import COOP, auth, create, error_code

from ludotheque.core import Match, Record, get_game


def state(client, tid, token=None, svg=False):
    r = client.get(f"/api/tables/{tid}" + ("?svg=1" if svg else ""), headers=auth(token))
    assert r.status_code == 200, r.text
    return r.json()


def move(client, tid, token, seq, option):
    return client.post(
        f"/api/tables/{tid}/moves", json={"seq": seq, "option": option}, headers=auth(token)
    )


def play_out(client, tid, token, pick=lambda options: 0, seconds=60.0):
    """Play the token's seat until the game is over (agents play the other seats on the
    server, between our requests)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        s = state(client, tid, token)
        if s["over"]:
            return s
        options = s["decision"]["options"]
        if options is None:
            time.sleep(0.002)  # an agent is playing
            continue
        r = move(client, tid, token, s["seq"], pick(options))
        assert r.status_code == 200, r.text
    raise AssertionError("the game did not end")


def test_games_lists_iwari_with_its_options(client):
    data = client.get("/api/games").json()
    iwari = next(g for g in data["games"] if g["id"] == "iwari")
    assert iwari["defaults"]["map"] == "face-a"
    assert "face-b" in iwari["choices"]["map"]
    assert iwari["has_board"]
    assert "random" in data["agents"]


def test_create_gives_a_secret_per_human_seat(client):
    r = client.post(
        "/api/tables",
        json={"game": "iwari", "config": COOP, "seats": ["human", {"spec": "human", "name": "Bo"}]},
    )
    assert r.status_code == 201
    seats = r.json()["seats"]
    assert [s["kind"] for s in seats] == ["human", "human"]
    assert seats[0]["token"] != seats[1]["token"]
    assert seats[1]["name"] == "Bo"
    assert seats[0]["link"] == f"/table/{r.json()['id']}#token={seats[0]['token']}"
    tid = r.json()["id"]
    assert state(client, tid, seats[0]["token"])["you"] == 0
    assert state(client, tid, seats[1]["token"])["you"] == 1
    assert state(client, tid)["you"] is None


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"game": "chess", "seats": ["human"]}, 400, "unknown-game"),
        ({"game": "iwari", "seats": ["human", "robot"]}, 400, "bad-seat"),
        (
            {"game": "iwari", "seats": ["human", "random"], "config": {"map": "mars"}},
            400,
            "bad-config",
        ),
        (
            {"game": "iwari", "seats": ["human", "random"], "config": {"players": 3}},
            400,
            "bad-seats",
        ),
        ({"game": "iwari", "seats": [], "config": {}}, 400, "bad-request"),
        ({"game": "iwari", "seats": ["human"], "colour": "red"}, 400, "bad-request"),
        ({"game": "iwari"}, 400, "bad-request"),
        ({"game": "iwari", "seats": ["human", "random"], "seed": 2**64}, 400, "bad-request"),
        ({"game": "iwari", "seats": ["human", "human"], "title": "x" * 500}, 400, "bad-request"),
        ({"game": "iwari", "seats": ["human", "human"], "config": []}, 400, "bad-config"),
        ([1, 2], 400, "bad-request"),
    ],
)
def test_create_refuses_bad_input_clearly(client, body, status, code):
    r = client.post("/api/tables", json=body)
    assert r.status_code == status, r.text
    assert error_code(r) == code
    assert r.json()["error"]["message"]


def test_bodies_that_are_not_json_or_too_big_are_refused(client):
    r = client.post("/api/tables", content=b"{nope", headers={"content-type": "application/json"})
    assert r.status_code == 400 and error_code(r) == "bad-json"
    r = client.post("/api/tables", content=b"a=1", headers={"content-type": "text/plain"})
    assert r.status_code == 415
    big = json.dumps({"game": "iwari", "seats": ["human"], "title": "x" * 20000})
    r = client.post("/api/tables", content=big, headers={"content-type": "application/json"})
    assert r.status_code == 413 and error_code(r) == "too-large"


def test_unknown_tables_and_routes_are_404(client):
    assert error_code(client.get("/api/tables/nonexistent1")) == "not-found"
    assert client.get("/api/tables/../../etc").status_code == 404
    assert client.get("/api/nothing").status_code == 404


def test_moves_are_checked_seat_turn_option_and_sequence(client):
    tid, tokens = create(client, seats=("human", "human"))
    s0 = state(client, tid, tokens[0])
    mover = s0["decision"]["seat"]
    other = 1 - mover
    seq = s0["seq"]
    options = state(client, tid, tokens[mover])["decision"]["options"]
    assert state(client, tid, tokens[other])["decision"]["options"] is None
    # Without a seat, with a wrong secret, for the wrong seat, an illegal option.
    assert move(client, tid, None, seq, 0).status_code == 401
    r = move(client, tid, "not-a-real-token-at-all", seq, 0)
    assert r.status_code == 403 and error_code(r) == "bad-token"
    r = move(client, tid, tokens[other], seq, 0)
    assert r.status_code == 409 and error_code(r) == "not-your-turn"
    r = move(client, tid, tokens[mover], seq, "fly to the moon")
    assert r.status_code == 400 and error_code(r) == "illegal-option"
    assert "legal options" in r.json()["error"]["message"]
    r = move(client, tid, tokens[mover], seq, len(options))
    assert r.status_code == 400 and error_code(r) == "illegal-option"
    for bad in ("1", None, 1.5, True):
        r = move(client, tid, tokens[mover], bad, 0)
        assert r.status_code == 400 and error_code(r) == "bad-request", bad
    r = move(client, tid, tokens[mover], seq + 5, 0)
    assert r.status_code == 400 and error_code(r) == "bad-seq"
    r = client.post(f"/api/tables/{tid}/moves", json={"seq": seq}, headers=auth(tokens[mover]))
    assert r.status_code == 400
    # Nothing was played by any of that.
    assert state(client, tid)["seq"] == seq
    # A legal move, then the same request again: already decided.
    r = move(client, tid, tokens[mover], seq, options[0])
    assert r.status_code == 200 and r.json() == {"seq": seq + 1, "option": options[0], "ply": 1}
    r = move(client, tid, tokens[mover], seq, options[0])
    assert r.status_code == 409 and error_code(r) == "already-decided"
    assert "already decided" in r.json()["error"]["message"]
    assert len(state(client, tid)["log"]) == 1


def test_a_whole_game_against_an_agent_and_its_records(client):
    tid, tokens = create(client, seats=("human", "random"), seed=11)
    running = client.get(f"/api/tables/{tid}/record", headers=auth(tokens[0]))
    assert running.status_code == 200
    assert "attachment" in running.headers["content-disposition"]
    assert running.json()["seed"] is None  # redacted while the game runs
    r = client.get(f"/api/tables/{tid}/replay?ply=1")
    assert r.status_code == 409 and error_code(r) == "not-over"
    final = play_out(client, tid, tokens[0])
    assert final["result"]["scores"] == final["view"]["scores"][:2]
    assert {e["seat"] for e in final["log"]} == {0, 1}  # the agent played on the server
    record = client.get(f"/api/tables/{tid}/record").json()
    assert record["seed"] == 11 and record["result"]["over"]
    # The full record replays to the same game.
    game = get_game("iwari")
    match = Match.from_record(game, Record.from_dict(record))
    assert match.is_over() and game.scores(match.state) == final["result"]["scores"]
    assert [e["text"] for e in final["log"]] == record["moves"]
    # Replay move by move.
    r = client.get(f"/api/tables/{tid}/replay?ply=0").json()
    assert r["ply"] == 0 and r["log"] == [] and r["board_svg"].startswith("<svg")
    n = len(record["moves"])
    r = client.get(f"/api/tables/{tid}/replay?ply={n}").json()
    assert r["decision"] is None and len(r["log"]) == n
    for bad in ("-1", str(n + 1), "x"):
        assert client.get(f"/api/tables/{tid}/replay?ply={bad}").status_code == 400
    # Moves after the end are refused.
    r = move(client, tid, tokens[0], final["seq"], 0)
    assert r.status_code == 409 and error_code(r) == "game-over"


def test_undo_takes_back_own_decisions_and_others_see_it(client):
    tid, tokens = create(client, seats=("human", "human"), seed=5)
    # Play until a seat may take a decision back.
    for _ in range(200):
        s = state(client, tid)
        seat = s["decision"]["seat"]
        mine = state(client, tid, tokens[seat])
        if mine["undoable"]:
            break
        r = move(client, tid, tokens[seat], s["seq"], 0)
        assert r.status_code == 200
    else:
        pytest.fail("no undoable decision came up")
    before = len(mine["log"])
    other = 1 - seat
    r = client.post(
        f"/api/tables/{tid}/undo", json={"seq": mine["seq"]}, headers=auth(tokens[other])
    )
    assert r.status_code == 409 and error_code(r) == "cannot-undo"
    r = client.post(
        f"/api/tables/{tid}/undo", json={"seq": mine["seq"] - 1}, headers=auth(tokens[seat])
    )
    assert r.status_code == 409 and error_code(r) == "already-decided"
    r = client.post(
        f"/api/tables/{tid}/undo", json={"seq": mine["seq"], "count": 0}, headers=auth(tokens[seat])
    )
    assert r.status_code == 400
    r = client.post(
        f"/api/tables/{tid}/undo", json={"seq": mine["seq"]}, headers=auth(tokens[seat])
    )
    assert r.status_code == 200, r.text
    assert r.json()["undone"] == 1 and r.json()["seq"] == mine["seq"] + 1
    seen = state(client, tid, tokens[other])
    assert len(seen["log"]) == before - 1
    assert seen["notices"][-1]["kind"] == "undo" and seen["notices"][-1]["seat"] == seat


def test_join_and_leave_seats(client):
    tid, tokens = create(client, seats=("human", {"spec": "human", "access": "open"}))
    listed = {t["id"]: t for t in client.get("/api/tables?status=open").json()["tables"]}
    assert listed[tid]["open"]
    r = client.post(f"/api/tables/{tid}/join", json={"seat": 1, "name": "Ana"})
    assert r.status_code == 200
    ana = r.json()["token"]
    assert ana != tokens[1]
    # The creator's unused link for seat 1 no longer works; Ana's does.
    assert client.get(f"/api/tables/{tid}", headers=auth(tokens[1])).status_code == 403
    assert state(client, tid, ana)["you"] == 1
    r = client.post(f"/api/tables/{tid}/join", json={"seat": 1})
    assert r.status_code == 409 and error_code(r) == "seat-taken"
    r = client.post(f"/api/tables/{tid}/join", json={"seat": 7})
    assert r.status_code == 400
    r = client.post(f"/api/tables/{tid}/join", json={}, headers=auth(ana))
    assert r.status_code == 409 and error_code(r) == "already-seated"
    state(client, tid, tokens[0])  # seat 0 opens its link: the table is full
    r = client.post(f"/api/tables/{tid}/join", json={})
    assert r.status_code == 409 and error_code(r) == "no-free-seat"
    running = {t["id"] for t in client.get("/api/tables?status=running").json()["tables"]}
    assert tid in running
    # Ana leaves: her link stops working and the seat is free again.
    assert client.post(f"/api/tables/{tid}/leave", headers=auth(ana)).status_code == 200
    assert client.get(f"/api/tables/{tid}", headers=auth(ana)).status_code == 403
    assert client.post(f"/api/tables/{tid}/leave").status_code == 401
    seats = state(client, tid)["table"]["seats"]
    assert seats[1]["joined"] is False and seats[1]["name"] == ""
    r = client.post(f"/api/tables/{tid}/join", json={"name": "Bea"})
    assert r.status_code == 200 and r.json()["seat"] == 1


def test_unlisted_tables_are_joined_by_link_only(client):
    tid, _ = create(client, seats=("human", "human"), listed=False)
    r = client.post(f"/api/tables/{tid}/join", json={})
    assert r.status_code == 403 and error_code(r) == "not-listed"
    for status in ("open", "running", "over"):
        listed = client.get(f"/api/tables?status={status}").json()["tables"]
        assert tid not in {t["id"] for t in listed}


def test_a_seat_token_is_for_its_own_table_only(client):
    a, ta = create(client, seats=("human", "human"))
    b, _ = create(client, seats=("human", "human"))
    assert client.get(f"/api/tables/{b}", headers=auth(ta[0])).status_code == 403
    r = client.get(f"/api/tables/{a}", headers={"Authorization": "Basic abc"})
    assert r.status_code == 401


def _finished_record(seed=3) -> dict:
    game = get_game("iwari")
    match = Match(game, COOP, seed)
    while not match.is_over():
        match.play(0)
    return match.record().to_dict()


def test_import_a_finished_record_and_replay_it(client):
    record = _finished_record()
    r = client.post("/api/records", json={"record": record})
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    assert all("token" not in s for s in r.json()["seats"])
    s = state(client, tid)
    assert s["over"] and len(s["log"]) == len(record["moves"])
    assert client.get(f"/api/tables/{tid}/record").json()["moves"] == record["moves"]
    assert client.get(f"/api/tables/{tid}/replay?ply=3").json()["ply"] == 3
    assert tid in {t["id"] for t in client.get("/api/tables?status=over").json()["tables"]}


def test_import_an_unfinished_record_continues_it(client):
    record = _finished_record()
    record["moves"] = record["moves"][:20]
    del record["result"]
    r = client.post("/api/records", json={"record": record, "seats": ["human", "random"]})
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    token = r.json()["seats"][0]["token"]
    final = play_out(client, tid, token)
    assert final["over"] and final["log"][19]["text"] == record["moves"][19]


@pytest.mark.parametrize(
    ("change", "code"),
    [
        (lambda r: r.update(seed=None), "bad-record"),  # a redacted record
        (lambda r: r["moves"].__setitem__(5, "dance"), "bad-record"),
        (lambda r: r.update(game="nope"), "unknown-game"),
        (lambda r: r.update(moves="all"), "bad-record"),
        (lambda r: r["result"].update(scores=[99, 99]), "bad-record"),
        (lambda r: r.update(format="other/9"), "bad-record"),
    ],
)
def test_import_refuses_bad_records(client, change, code):
    record = _finished_record()
    change(record)
    r = client.post("/api/records", json={"record": record})
    assert r.status_code == 400 and error_code(r) == code, r.text


def test_import_refuses_seats_that_do_not_fit(client):
    record = _finished_record()
    record["moves"] = record["moves"][:3]
    del record["result"]
    r = client.post("/api/records", json={"record": record, "seats": ["human"]})
    assert r.status_code == 400 and error_code(r) == "bad-seats"


def test_security_headers_and_pages(client):
    r = client.get("/")
    assert r.status_code == 200 and "<title>" in r.text
    assert "script-src 'self'" in r.headers["content-security-policy"]
    assert r.headers["x-content-type-options"] == "nosniff"
    assert client.get("/table/abcdefgh").status_code == 200
    assert client.get("/static/table.js").status_code == 200


def test_request_rate_is_limited(tmp_path, make_client):
    limited = make_client(str(tmp_path / "r.db"), http_rate=1.0, http_burst=5.0)
    codes = [limited.get("/api/games").status_code for _ in range(8)]
    assert codes[:5] == [200] * 5 and codes[-1] == 429
    r = limited.get("/api/games")
    assert error_code(r) == "rate-limited" and r.headers["retry-after"]


def test_table_creation_rate_is_limited(tmp_path, make_client):
    limited = make_client(str(tmp_path / "c.db"), create_rate=0.01, create_burst=2.0)
    body = {"game": "iwari", "config": COOP, "seats": ["human", "human"]}
    codes = [limited.post("/api/tables", json=body).status_code for _ in range(3)]
    assert codes == [201, 201, 429]
