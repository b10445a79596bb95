"""Operations: liveness, readiness, metrics, request ids and JSON logs (one process);
several processes need PostgreSQL."""

from __future__ import annotations

import json
import logging
import time

import pytest
from server_support import auth, create

from ludotheque.server import logs
from ludotheque.server.settings import BadSetting, Settings


def test_health_readiness_and_metrics(client):
    assert client.get("/healthz").json() == {"ok": True}
    # Ready once the database answers (on PostgreSQL: once the process hears the others,
    # which a loaded machine may take a moment to set up after start).
    deadline = time.monotonic() + 10
    while (r := client.get("/readyz")).status_code != 200:
        assert r.status_code == 503 and time.monotonic() < deadline, r.text
        time.sleep(0.05)
    assert r.json()["ready"] is True
    tid, tokens = create(client, seats=("human", "random"))
    deadline = time.monotonic() + 10
    while True:  # the agent may move first
        s = client.get(f"/api/tables/{tid}", headers=auth(tokens[0])).json()
        if s["decision"]["options"]:
            break
        assert time.monotonic() < deadline
        time.sleep(0.02)
    r = client.post(
        f"/api/tables/{tid}/moves", json={"seq": s["seq"], "option": 0}, headers=auth(tokens[0])
    )
    assert r.status_code == 200, r.text
    text = client.get("/metrics").text
    moves = [ln for ln in text.splitlines() if ln.startswith('ludo_moves_total{by="person"}')]
    assert moves and float(moves[0].split()[-1]) >= 1
    assert "ludo_move_seconds_count" in text and "ludo_live_tables" in text


def test_a_request_id_is_kept_or_made_and_sent_back(sqlite_client):
    r = sqlite_client.get("/api/games", headers={"X-Request-Id": "abc-123"})
    assert r.headers["x-request-id"] == "abc-123"
    r = sqlite_client.get("/api/games", headers={"X-Request-Id": "no spaces\nplease"})
    made = r.headers["x-request-id"]
    assert made != "no spaces\nplease" and len(made) == 12


def test_json_logs_carry_the_request_and_the_table():
    formatter = logs.JsonFormatter()
    rid, tid = logs.REQUEST_ID.set("req-1"), logs.TABLE_ID.set("tbl-42")
    try:
        record = logging.LogRecord(
            "ludotheque.server", logging.ERROR, "x", 1, "bad %s", ("x",), None
        )
        out = json.loads(formatter.format(record))
    finally:
        logs.REQUEST_ID.reset(rid)
        logs.TABLE_ID.reset(tid)
    assert out["message"] == "bad x" and out["level"] == "error"
    assert out["request"] == "req-1" and out["table"] == "tbl-42" and out["pid"] > 0


def test_several_workers_need_postgresql():
    with pytest.raises(BadSetting, match="need PostgreSQL"):
        Settings(database="games.db", workers=2).check()
    Settings(database="postgresql://u:p@h/db", workers=2).check()
    with pytest.raises(BadSetting, match="log_format"):
        Settings(log_format="xml").check()
