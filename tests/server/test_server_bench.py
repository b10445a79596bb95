"""`ludo bench server` in miniature: a real server, a few tables of the mix, figures."""

from __future__ import annotations

import argparse
import json

from ludotheque.server import bench


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    bench.add_arguments(parser)
    args = parser.parse_args(list(argv))
    args.json = True
    return args


def test_the_server_benchmark_plays_the_mix_open_loop_and_reports(capsys):
    args = _args("--tables", "6", "--rate", "20", "--seconds", "3", "--warmup", "0.5")
    assert bench.run(args) == 0
    result = json.loads(capsys.readouterr().out)
    (run,) = result["runs"]
    assert run["tables"] == 6 and run["mode"] == "open" and run["processes"] == 1
    # Every registered game is dealt, at 2 to 4 seats.
    for game in ("iwari", "encyclopedia", "newton"):
        assert game in run["games"]
    (step,) = run["steps"]
    assert step["rate"] == 20 and step["moves"] > 10 and step["errors"] == {}
    for key in ("ack_ms", "others_ms", "spectator_ms"):
        lat = step[key]
        assert lat["n"] > 0 and 0 < lat["p50"] <= lat["p99"] <= lat["p99.9"] <= lat["max"]
    assert step["server_cpu_ms_per_move"] > 0 and step["machine_cpu_percent"] is not None
    assert "moves/s" in bench.render(result)


def test_the_benchmark_refuses_several_processes_on_sqlite(capsys):
    assert bench.run(_args("--processes", "2")) == 2
    assert "PostgreSQL" in capsys.readouterr().err


def test_the_benchmark_profiles_the_server_over_the_measured_window(tmp_path, capsys):
    """--profile: the server's own calls (moves, state messages) in a pstats file."""
    import pstats

    out = tmp_path / "server.prof"
    args = _args(
        "--tables", "4", "--rate", "15", "--seconds", "2", "--warmup", "0.3",
        "--games", "iwari", "--profile", str(out),
    )  # fmt: skip
    assert bench.run(args) == 0
    names = {func[2] for func in pstats.Stats(str(out)).stats}
    assert {"move", "state_text"} <= names
    # Tables are set up before the window: creating them is not in the profile.
    assert "import_record" not in names
    capsys.readouterr()


def test_the_benchmark_profiles_only_a_server_it_starts_alone(capsys):
    assert bench.run(_args("--profile", "x.prof", "--url", "http://127.0.0.1:9")) == 2
    assert "--profile" in capsys.readouterr().err


def test_two_processes_on_postgresql_in_a_schema_of_its_own(postgres_url, capsys):
    """Each run starts empty and leaves nothing behind in the database it is given."""
    from sqlalchemy import create_engine, text

    from ludotheque.server.store import normalize_url

    def schemas() -> set[str]:
        engine = create_engine(normalize_url(postgres_url))
        try:
            with engine.connect() as conn:
                return set(conn.execute(text("SELECT nspname FROM pg_namespace")).scalars())
        finally:
            engine.dispose()

    before = schemas()
    args = _args(
        "--tables", "4", "--closed", "--think", "0.05", "--seconds", "2", "--warmup", "0.3",
        "--games", "iwari", "--processes", "2", "--database", postgres_url,
    )  # fmt: skip
    assert bench.run(args) == 0
    result = json.loads(capsys.readouterr().out)
    (run,) = result["runs"]
    assert run["database"] == "postgresql" and run["processes"] == 2 and run["mode"] == "closed"
    (step,) = run["steps"]
    assert step["moves"] > 5 and step["errors"] == {}
    assert step["others_ms"]["n"] > 0 and step["spectator_ms"]["n"] > 0
    assert schemas() == before


def test_the_players_read_a_state_head_as_the_whole_message_says(client):
    """The simulated players read a state's type, seq, over, decision and the answers it
    carries without decoding the rest: what they read is what decoding it all gives."""
    from server_support import create

    tid, tokens = create(client, seats=("human", "random"), seed=5)
    ws = client.websocket_connect(f"/ws/tables/{tid}").__enter__()
    client.sessions.append(ws)
    ws.send_json({"type": "hello", "token": tokens[0], "svg": False})
    seen = {"state": 0, "answers": 0}
    latest: dict = {}

    def receive() -> tuple[dict, list]:
        raw = ws.receive_text()
        whole = json.loads(raw)
        msg, acks = bench.read_message(raw)
        assert acks == whole.get("acks", [])
        if whole["type"] == "state":
            assert msg == {k: whole[k] for k in ("type", "seq", "over", "decision")}
            latest.update(whole)
        else:
            assert msg == whole
        seen[whole["type"]] = seen.get(whole["type"], 0) + 1
        seen["answers"] += len(acks)
        return whole, acks

    sent = -1
    for n in range(15):
        while not latest or not (
            latest["over"] or (latest["decision"]["options"] and latest["seq"] > sent)
        ):
            receive()
        if latest["over"]:
            break
        sent = latest["seq"]
        ws.send_json({"type": "move", "seq": sent, "option": 0, "id": n})
        answered = False
        while not answered:
            msg, acks = receive()
            answered = any(a.get("id") == n for a in (msg, *acks) if a["type"] == "ack")
    assert seen["state"] > 10 and seen["answers"] + seen.get("ack", 0) >= 10
