"""Hardened HTTP and websockets (issue 15): slow headers and bodies time out, numbers and
strings are bounded, errors carry no Python exception text, rate-limited websockets get
1013, the Host header is checked, JSON must say so, limits follow the real client behind
a trusted proxy."""

from __future__ import annotations

import socket
import time

import pytest
from server_support import ServerProcess, auth, create, error_code
from starlette.websockets import WebSocketDisconnect

HUGE = "9" * 5000


@pytest.fixture
def slow_server(tmp_path):
    server = ServerProcess(
        str(tmp_path / "ludo.db"), tmp_path / "server.log", header_timeout=1.0, body_timeout=1.0
    ).start()
    yield server
    server.stop()


def _closed(sock: socket.socket) -> bool:
    try:
        return sock.recv(1024) == b""
    except (ConnectionResetError, TimeoutError):
        return False


def test_half_sent_headers_are_dropped(slow_server):
    socks = []
    for _ in range(40):
        s = socket.create_connection(("127.0.0.1", slow_server.port))
        s.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        socks.append(s)
    time.sleep(2.5)
    closed = 0
    for s in socks:
        s.settimeout(2)
        data = b""
        try:
            data = s.recv(1024)
        except (ConnectionResetError, TimeoutError):
            data = b"?"
        closed += data == b""
        s.close()
    assert closed == len(socks)
    # A whole request is still answered.
    s = socket.create_connection(("127.0.0.1", slow_server.port))
    s.sendall(b"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    s.settimeout(5)
    assert s.recv(1024).startswith(b"HTTP/1.1 200")
    s.close()


def test_a_body_that_never_arrives_gets_408(slow_server):
    s = socket.create_connection(("127.0.0.1", slow_server.port))
    s.sendall(
        b"POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        b'Content-Length: 100\r\n\r\n{"game": '
    )
    s.settimeout(5)
    started = time.monotonic()
    answer = s.recv(4096)
    assert answer.startswith(b"HTTP/1.1 408"), answer[:200]
    assert time.monotonic() - started < 4
    s.close()


def _raw_post(client, path, text, headers=None):
    return client.post(
        path, content=text, headers={"Content-Type": "application/json", **(headers or {})}
    )


def test_huge_numbers_long_strings_and_deep_nesting_are_refused_with_400(sqlite_client):
    client = sqlite_client
    for text, code in [
        (
            '{"game": "iwari", "seats": ["human", "random"], "seed": ' + HUGE + "}",
            "number-too-large",
        ),
        ('{"game": "iwari", "seats": ["human"], "seed": 1' + "0" * 30 + "}", "number-too-large"),
        ('{"game": "iwari", "seats": ["human"], "title": "' + "x" * 5000 + '"}', "string-too-long"),
        (
            '{"game": "iwari", "seats": ["human"], "config": ' + "[" * 100 + "]" * 100 + "}",
            "bad-json",
        ),
        ('{"game": "iwari", "seats": ["human"], "seed": NaN}', "bad-json"),
        ('{"game": "iwari", "seats": ["hum', "bad-json"),
    ]:
        r = _raw_post(client, "/api/tables", text)
        assert r.status_code == 400, (text[:80], r.text)
        assert error_code(r) == code
        assert "Error" not in r.text and "Traceback" not in r.text
    tid, tokens = create(client, seats=("human", "random"))
    r = _raw_post(
        client, f"/api/tables/{tid}/moves", '{"seq": ' + HUGE + ', "option": 0}', auth(tokens[0])
    )
    assert r.status_code == 400 and error_code(r) == "number-too-large"
    r = _raw_post(client, "/api/records", '{"record": {"seed": ' + HUGE + "}}")
    assert r.status_code == 400 and error_code(r) == "number-too-large"
    # Numbers in the path and the query too.
    r = _raw_post(client, f"/api/tables/{tid}/seats/{HUGE}", '{"access": "open"}')
    assert r.status_code == 400 and "Error" not in r.text
    r = client.get(f"/api/tables/{tid}/replay?ply={HUGE}")
    assert r.status_code == 400 and len(r.text) < 300
    r = client.get(f"/api/tables?before={HUGE}")
    assert r.status_code in (200, 400) and "Error" not in r.text


def test_a_huge_number_on_the_websocket_is_an_error_not_a_drop(sqlite_client):
    client = sqlite_client
    tid, tokens = create(client, seats=("human", "random"))
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_text('{"type": "hello", "token": "' + tokens[0] + '", "svg": false}')
        assert ws.receive_json()["type"] == "state"
        ws.send_text('{"type": "move", "id": 1, "seq": ' + HUGE + ', "option": 0}')
        reply = ws.receive_json()
        while reply["type"] == "state":
            reply = ws.receive_json()
        assert reply["type"] == "error" and reply["code"] == "number-too-large"
        ws.send_json({"type": "ping", "id": 2})
        reply = ws.receive_json()
        while reply["type"] == "state":
            reply = ws.receive_json()
        assert reply["type"] == "pong"
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_text('{"type": "hello", "token": ' + HUGE + "}")
        reply = ws.receive_json()
        assert reply["type"] == "error" and reply["code"] == "number-too-large"


def test_errors_carry_no_python_exception_text(sqlite_client, monkeypatch):
    client = sqlite_client
    # A configuration the game refuses with a TypeError rather than a ConfigError.
    r = client.post(
        "/api/tables",
        json={"game": "newton", "config": {"modules": [[1, 2]]}, "seats": ["human", "random"]},
    )
    assert r.status_code == 400 and error_code(r) == "bad-config"
    message = r.json()["error"]["message"]
    assert "TypeError" not in message and "unhashable" not in message
    assert "/api/games" in message
    # A database failure on a move: the client is told to retry, not what the driver said.
    tid, tokens = create(client, seats=("human", "random"))
    hub = client.app.state.hub
    # The agent may open the game: its move is stored on the loop's next turn (group
    # commit), so wait for the human's decision before the database starts failing.
    deadline = time.monotonic() + 10
    while client.get(f"/api/tables/{tid}", headers=auth(tokens[0])).json()["decision"]["seat"] != 0:
        assert time.monotonic() < deadline, "the agent never played its opening move"
        time.sleep(0.02)

    def failing(*move):
        raise RuntimeError("driver says: password=hunter2")

    monkeypatch.setattr(hub, "append_move", failing)
    s = client.get(f"/api/tables/{tid}", headers=auth(tokens[0])).json()
    r = client.post(
        f"/api/tables/{tid}/moves", json={"seq": s["seq"], "option": 0}, headers=auth(tokens[0])
    )
    assert r.status_code == 503 and error_code(r) == "storage-failed"
    assert "hunter2" not in r.text and "RuntimeError" not in r.text


def test_a_rate_limited_websocket_is_closed_with_1013(tmp_path, make_client):
    client = make_client(str(tmp_path / "ludo.db"), http_rate=0.001, http_burst=2)
    tid, _ = create(client, seats=("human", "random"))  # takes one of the two requests
    client.get("/api/games")
    with pytest.raises(WebSocketDisconnect) as refused:
        with client.websocket_connect(f"/ws/tables/{tid}") as ws:
            ws.receive_text()
    assert refused.value.code == 1013


def test_the_host_header_is_checked(sqlite_client):
    client = sqlite_client
    assert client.get("/api/health").status_code == 200
    r = client.get("/api/health", headers={"Host": "attacker.example"})
    assert r.status_code == 400


def test_a_json_body_must_say_it_is_json(sqlite_client):
    client = sqlite_client
    body = '{"game": "iwari", "seats": ["human", "random"]}'
    r = client.post("/api/tables", content=body)  # no Content-Type
    assert r.status_code == 415 and error_code(r) == "bad-content-type"
    r = client.post("/api/tables", content=body, headers={"Content-Type": "text/plain"})
    assert r.status_code == 415
    r = _raw_post(client, "/api/tables", body)
    assert r.status_code == 201


def test_limits_follow_the_real_client_behind_a_trusted_proxy(tmp_path, make_client):
    body = {"game": "iwari", "seats": ["human", "random"]}
    # The test client's address plays the proxy.
    client = make_client(
        str(tmp_path / "a.db"),
        create_rate=0.001,
        create_burst=1,
        proxy_headers=True,
        trusted_proxies="testclient",
    )
    for address in ("203.0.113.1", "203.0.113.2"):
        r = client.post("/api/tables", json=body, headers={"X-Forwarded-For": address})
        assert r.status_code == 201, r.text
    r = client.post("/api/tables", json=body, headers={"X-Forwarded-For": "203.0.113.1"})
    assert r.status_code == 429
    # Without proxy headers (the default) the header is ignored: one bucket for all.
    plain = make_client(str(tmp_path / "b.db"), create_rate=0.001, create_burst=1)
    assert (
        plain.post("/api/tables", json=body, headers={"X-Forwarded-For": "1.1.1.1"}).status_code
        == 201
    )
    r = plain.post("/api/tables", json=body, headers={"X-Forwarded-For": "2.2.2.2"})
    assert r.status_code == 429


def test_ludo_serve_refuses_settings_that_cannot_work(tmp_path, capsys):
    from ludotheque.cli.main import main

    db = str(tmp_path / "ludo.db")
    assert main(["serve", "--database", db, "--max-agent-seconds", "0"]) == 2
    assert "max_agent_seconds must be above 0" in capsys.readouterr().err
    assert main(["serve", "--database", db, "--allowed-hosts", "ex*ample.org"]) == 2
    assert "allowed_hosts" in capsys.readouterr().err
