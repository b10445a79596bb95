"""The table websocket, against SQLite and PostgreSQL: live states, moves and acks, agents'
moves arriving, undo seen by the other seat, double submission, what a seat may see, and
the refusals (hello, secrets, sizes, rates)."""

from __future__ import annotations

import asyncio
import json

import pytest
from server_support import SeatSocket, auth, create
from starlette.websockets import WebSocketDisconnect

from ludotheque.core import get_game
from ludotheque.core.record import Record, replay
from ludotheque.server.store import Store


def connect(client, tid, token=None, svg=False):
    ws = client.websocket_connect(f"/ws/tables/{tid}")
    session = ws.__enter__()
    client.sessions.append(session)
    session.send_json({"type": "hello", "token": token, "svg": svg})
    return session


def seat_socket(client, tid, token=None, svg=False) -> SeatSocket:
    return SeatSocket(connect(client, tid, token, svg))


def messages(ws):
    """Messages as they come, with the answers a state carries ("acks") after it."""
    while True:
        msg = ws.receive_json()
        yield msg
        yield from msg.get("acks", [])


def next_of(ws, kind, limit=2000):
    for _, msg in zip(range(limit), messages(ws), strict=False):
        if msg["type"] == kind:
            return msg
    raise AssertionError(f"no {kind} message")


def test_play_a_whole_game_over_the_socket_and_see_the_agent(client):
    tid, tokens = create(client, seats=("human", "random"), seed=21)
    me = seat_socket(client, tid, tokens[0])
    moves = 0
    while True:
        s = me.wait(lambda s: s["over"] or me.to_play(s))
        if s["over"]:
            break
        seq = s["seq"]
        reply = me.move(0)
        moves += 1
        assert reply["type"] == "ack" and reply["seq"] == seq + 1 and reply["ply"] >= 1
        # The state after the move was sent before its ack.
        assert me.state["seq"] >= seq + 1
    assert sum(1 for e in s["log"] if e["seat"] == 1) > 10  # the agent's moves arrived
    assert sum(1 for e in s["log"] if e["seat"] == 0) == moves
    assert s["result"] is not None and s["decision"] is None
    me.close()


def test_two_tabs_send_the_same_decision_exactly_one_is_applied(client, db_url):
    tid, tokens = create(client, seats=("human", "human"), seed=2)
    first = client.get(f"/api/tables/{tid}").json()
    seat = first["decision"]["seat"]
    tab1 = connect(client, tid, tokens[seat])
    tab2 = connect(client, tid, tokens[seat])
    s1, s2 = next_of(tab1, "state"), next_of(tab2, "state")
    assert s1["seq"] == s2["seq"]
    option = s1["decision"]["options"][0]
    tab1.send_json({"type": "move", "seq": s1["seq"], "option": option, "id": "a"})
    tab2.send_json({"type": "move", "seq": s2["seq"], "option": option, "id": "b"})
    replies = []
    for tab in (tab1, tab2):
        replies.append(next(m for m in messages(tab) if m["type"] in ("ack", "error")))
    kinds = sorted(m["type"] for m in replies)
    assert kinds == ["ack", "error"], replies
    error = next(m for m in replies if m["type"] == "error")
    assert error["status"] == 409 and error["code"] == "already-decided"
    assert "already decided" in error["message"]
    tab1.__exit__(None, None, None)
    tab2.__exit__(None, None, None)
    # Exactly one move is stored.
    store = Store(db_url)
    row = store.load_table(tid)
    store.dispose()
    assert len(row.moves) == 1 and row.version == s1["seq"] + 1


def test_concurrent_moves_in_the_hub_one_wins(client):
    tid, tokens = create(client, seats=("human", "human"), seed=4)
    hub = client.app.state.hub

    async def race():
        table = await hub.get(tid)
        seat = table.decision.seat
        option = table.decision.options[0]
        return await asyncio.gather(
            *(hub.move(table, seat, table.version, option) for _ in range(5)),
            return_exceptions=True,
        )

    results = client.portal.call(race)
    won = [r for r in results if isinstance(r, dict)]
    lost = [r for r in results if not isinstance(r, dict)]
    assert len(won) == 1 and len(lost) == 4
    assert all(e.status == 409 and e.code == "already-decided" for e in lost)
    assert len(client.get(f"/api/tables/{tid}").json()["log"]) == 1


def test_undo_is_seen_by_the_other_seat(client):
    tid, tokens = create(client, seats=("human", "human"), seed=5)
    seats = {seat: seat_socket(client, tid, tokens[seat]) for seat in (0, 1)}
    for p in seats.values():
        p.wait(lambda s: True)
    for _ in range(200):
        seq = max(p.state["seq"] for p in seats.values())
        for p in seats.values():
            p.wait_seq(seq)
        seat = seats[0].state["decision"]["seat"]
        mine = seats[seat].state
        if mine["undoable"]:
            break
        assert seats[seat].move(0)["type"] == "ack"
    else:
        pytest.fail("nothing became undoable")
    other = 1 - seat
    n = len(mine["log"])
    ack = seats[seat].send({"type": "undo", "seq": mine["seq"]})
    assert ack["type"] == "ack" and ack["action"] == "undo" and ack["undone"] == 1
    seen = seats[other].wait_seq(mine["seq"] + 1)
    assert len(seen["log"]) == n - 1
    assert seen["notices"][-1]["kind"] == "undo"
    assert "took back 1 decision" in seen["notices"][-1]["text"]
    for p in seats.values():
        p.close()


def _true_views(record: dict, upto: int, seat):
    rec = Record.from_dict(record)
    game, state = replay(rec, verify=False, upto=upto)
    return game, state, game.view(state, seat)


@pytest.mark.parametrize("seat", [0, None])
def test_a_seat_sees_exactly_its_redacted_view(client, seat):
    """Every state message for seat 0 (and for a spectator) carries the game's own view for
    that seat and the redacted log, and nothing of the other seat's hand."""
    tid, tokens = create(client, seats=("human", "human"), config={"players": 2}, seed=8)
    watch = seat_socket(client, tid, tokens[0] if seat == 0 else None, svg=True)
    players = {s: seat_socket(client, tid, tokens[s]) for s in (0, 1)}
    seen = [watch.recv()]
    for p in players.values():
        p.wait(lambda s: True)
    for _ in range(40):
        s = players[0].state["decision"]["seat"]
        assert players[s].move(0)["type"] == "ack"
        target = players[s].state["seq"]
        for p in players.values():
            p.wait_seq(target)
        while seen[-1]["type"] != "state" or seen[-1]["seq"] < target:
            seen.append(watch.recv())
    seen = [m for m in seen if m["type"] == "state"]
    hub = client.app.state.hub
    record = hub.tables[tid].match.record().to_dict()
    allowed = {
        "type", "table", "seq", "you", "view", "decision", "log", "log_from", "undoable", "over",
        "result", "notices", "agent_error", "agent_waiting", "board_svg",
        # words built from this seat's views only (narrate, option_label), the game's
        # static glossary (explain), the end screen (report, once over), agents' pace
        "events", "labels", "explain", "report", "pace",
    }  # fmt: skip
    for msg in seen:
        assert set(msg) <= allowed
        ply = len(msg["log"])
        game, state, view = _true_views(record, ply, seat)
        assert msg["view"] == json.loads(json.dumps(view))
        assert msg["you"] == seat
        if seat is not None:
            assert "cards" in msg["view"]["hands"][0]
        for other in (0, 1):
            if other != seat:
                assert "cards" not in msg["view"]["hands"][other]
        text = json.dumps(msg)
        assert '"seed"' not in text and '"pile"' not in text and '"rng"' not in text
        # The board is drawn from that view alone: the other hand's cards are not on it.
        assert msg["board_svg"].count('id="card-discard:') == (
            len(view["hands"][0].get("cards", {})) if seat == 0 else 0
        )
    for p in (watch, *players.values()):
        p.close()


def test_hello_and_secret_are_required(client):
    tid, tokens = create(client, seats=("human", "human"))
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_json({"type": "move", "seq": 0, "option": 0})
        err = ws.receive_json()
        assert err["type"] == "error" and err["code"] == "bad-hello"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4400
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_json({"type": "hello", "token": "stolen-or-guessed-token"})
        err = ws.receive_json()
        assert err["status"] == 403 and err["code"] == "bad-token"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4403
    with client.websocket_connect("/ws/tables/nosuchtable") as ws:
        ws.send_json({"type": "hello"})
        assert ws.receive_json()["status"] == 404
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4404


def test_bad_messages_get_clear_errors(client):
    tid, tokens = create(client, seats=("human", "human"))
    ws = connect(client, tid, tokens[0])
    state = next_of(ws, "state")
    ws.send_text("not json")
    assert next_of(ws, "error")["code"] == "bad-json"
    ws.send_json([1, 2])
    assert next_of(ws, "error")["code"] == "bad-message"
    ws.send_json({"type": "dance", "id": 3})
    err = next_of(ws, "error")
    assert err["code"] == "bad-message" and err["id"] == 3
    ws.send_json({"type": "move", "seq": state["seq"], "option": 0, "extra": 1})
    assert next_of(ws, "error")["status"] == 400
    ws.send_bytes(b"\x00\x01")
    assert next_of(ws, "error")["code"] == "bad-message"
    ws.send_json({"type": "ping", "id": "p"})
    assert next_of(ws, "pong")["id"] == "p"
    ws.__exit__(None, None, None)
    spectator = connect(client, tid)
    next_of(spectator, "state")
    spectator.send_json({"type": "move", "seq": state["seq"], "option": 0})
    assert next_of(spectator, "error")["status"] == 401
    spectator.__exit__(None, None, None)


def test_oversized_messages_close_the_socket(client):
    tid, tokens = create(client, seats=("human", "human"))
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_json({"type": "hello", "token": tokens[0]})
        next_of(ws, "state")
        ws.send_text(json.dumps({"type": "ping", "pad": "x" * 20_000}))
        err = next_of(ws, "error")
        assert err["status"] == 413 and err["code"] == "too-large"
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                ws.receive_json()
        assert closed.value.code == 1009


def test_message_rate_is_limited(tmp_path, make_client):
    limited = make_client(str(tmp_path / "w.db"), ws_rate=1.0, ws_burst=3.0)
    tid, tokens = create(limited, seats=("human", "human"))
    ws = connect(limited, tid, tokens[0])
    next_of(ws, "state")
    for i in range(6):
        ws.send_json({"type": "ping", "id": i})
    answers = messages(ws)
    replies = [next(m for m in answers if m["type"] in ("pong", "error")) for _ in range(6)]
    assert [m["type"] for m in replies[:3]] == ["pong"] * 3
    assert replies[-1]["type"] == "error" and replies[-1]["code"] == "rate-limited"
    ws.__exit__(None, None, None)


def test_reconnecting_resumes_the_same_table(client):
    tid, tokens = create(client, seats=("human", "human"), seed=9)
    first = client.get(f"/api/tables/{tid}").json()
    seat = first["decision"]["seat"]
    ws = connect(client, tid, tokens[seat])
    s = next_of(ws, "state")
    ws.send_json({"type": "move", "seq": s["seq"], "option": 0})
    next_of(ws, "ack")
    ws.__exit__(None, None, None)
    again = connect(client, tid, tokens[seat])
    s2 = next_of(again, "state")
    assert s2["seq"] == s["seq"] + 1 and len(s2["log"]) == 1
    again.__exit__(None, None, None)


def test_seats_show_who_is_connected(client):
    tid, tokens = create(client, seats=("human", "human"))
    watcher = connect(client, tid)
    s = next_of(watcher, "state")
    assert [x["connected"] for x in s["table"]["seats"]] == [False, False]
    player = connect(client, tid, tokens[1])
    while not s["table"]["seats"][1]["connected"]:
        s = next_of(watcher, "state")
    assert s["table"]["seats"][1]["joined"]
    player.__exit__(None, None, None)
    while s["table"]["seats"][1]["connected"]:
        s = next_of(watcher, "state")
    watcher.__exit__(None, None, None)


def test_views_and_records_for_a_seat_over_http_match_the_socket(client):
    tid, tokens = create(client, seats=("human", "human"), config={"players": 2}, seed=3)
    http = client.get(f"/api/tables/{tid}", headers=auth(tokens[1])).json()
    ws = connect(client, tid, tokens[1])
    sock = next_of(ws, "state")
    assert http["view"] == sock["view"] and http["log"] == sock["log"]
    redacted = client.get(f"/api/tables/{tid}/record", headers=auth(tokens[1])).json()
    assert redacted["seed"] is None and "result" not in redacted
    assert get_game("iwari").id == redacted["game"]
    ws.__exit__(None, None, None)


def test_states_carry_only_the_new_log_entries_and_undo_resends(client):
    tid, tokens = create(client, seats=("human", "human"), seed=5)
    raw = connect(client, tid)  # a spectator: the messages as sent
    first = next_of(raw, "state")
    assert first["log_from"] == 0 and first["log"] == []
    players = {seat: seat_socket(client, tid, tokens[seat]) for seat in (0, 1)}
    for p in players.values():
        p.wait(lambda s: True)
    log: list[dict] = []
    for _ in range(200):
        seq = max(p.state["seq"] for p in players.values())
        for p in players.values():
            p.wait_seq(seq)
        seat = players[0].state["decision"]["seat"]
        if players[seat].state["undoable"] and len(log) > 3:
            break
        assert players[seat].move(0)["type"] == "ack"
        # Read the spectator's state for this move: it brings only the new entry.
        msg = next_of(raw, "state")
        while msg["seq"] < players[seat].state["seq"]:
            log = log[: msg["log_from"]] + msg["log"]
            msg = next_of(raw, "state")
        assert msg["log_from"] == len(log) and len(msg["log"]) == 1
        log = log[: msg["log_from"]] + msg["log"]
    full = client.get(f"/api/tables/{tid}").json()["log"]
    assert log == full
    assert players[seat].send({"type": "undo", "seq": players[seat].state["seq"]})["type"] == "ack"
    msg = next_of(raw, "state")
    while msg["seq"] < players[seat].state["seq"]:
        msg = next_of(raw, "state")
    assert msg["log_from"] == len(full) - 1 and msg["log"] == []
    log = log[: msg["log_from"]] + msg["log"]
    assert log == client.get(f"/api/tables/{tid}").json()["log"] == full[:-1]
    for p in players.values():
        p.close()


def test_events_come_once_and_add_up_to_what_a_new_socket_is_told(client):
    """A state brings the events of the moves after its log_from only (SeatSocket checks
    it and keeps them as the page does); after moves and an undo, what a seat kept is
    what a socket opened now is told at once."""
    tid, tokens = create(client, seats=("human", "human"), seed=5)
    players = {seat: seat_socket(client, tid, tokens[seat]) for seat in (0, 1)}
    for p in players.values():
        p.wait(lambda s: True)
    undone = False
    for _ in range(40):
        seq = max(p.state["seq"] for p in players.values())
        for p in players.values():
            p.wait_seq(seq)
        seat = players[0].state["decision"]["seat"]
        if not undone and players[seat].state["undoable"] and len(players[seat].events) > 2:
            assert players[seat].send({"type": "undo", "seq": seq})["type"] == "ack"
            undone = True
            continue
        assert players[seat].move(0)["type"] == "ack"
    assert undone
    seq = max(p.state["seq"] for p in players.values())
    fresh = seat_socket(client, tid, tokens[0])
    told = fresh.wait(lambda s: s["seq"] >= seq)
    kept = players[0].wait(lambda s: s["seq"] >= seq and s["table"] == told["table"])
    assert told["log_from"] == 0 and told["events"]
    assert kept["events"] == told["events"]
    for p in (fresh, *players.values()):
        p.close()
