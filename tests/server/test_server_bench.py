"""`ludo bench server` in miniature: a real server, a few simulated players, figures."""

from __future__ import annotations

import argparse
import json

from ludotheque.server import bench


def test_the_server_benchmark_runs_and_reports(capsys):
    parser = argparse.ArgumentParser()
    bench.add_arguments(parser)
    args = parser.parse_args(
        ["--games", "4", "--seconds", "2", "--warmup", "0.5", "--think", "0.01"]
    )
    args.json = True
    assert bench.run(args) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 4 and result["connections"] == 8
    assert result["moves"] > 20 and result["moves_per_s"] > 10
    assert result["errors"] == {}
    lat = result["latency_ms"]
    assert 0 < lat["p50"] <= lat["p99"] <= lat["max"]
    assert result["target"]["holds"] is False  # 4 games are not the 200 of the target
    # Setting up is timed apart from the moves; the machine's own load is reported.
    assert result["setup_s"] > 0 and result["machine_cpu_percent"] is not None
    assert "moves/s" in bench.render(result)


def test_the_benchmark_on_postgresql_runs_in_a_schema_of_its_own(postgres_url, capsys):
    """Each run starts empty and leaves nothing behind in the database it is given."""
    from sqlalchemy import create_engine, text

    from ludotheque.server.store import normalize_url

    def schemas() -> tuple[set[str], int]:
        """The database's schemas, and the tables stored in its default one."""
        engine = create_engine(normalize_url(postgres_url))
        try:
            with engine.connect() as conn:
                names = set(conn.execute(text("SELECT nspname FROM pg_namespace")).scalars())
                stored = 0
                if conn.execute(text("SELECT to_regclass('ludo_tables')")).scalar():
                    stored = conn.execute(text("SELECT count(*) FROM ludo_tables")).scalar()
                return names, stored
        finally:
            engine.dispose()

    before = schemas()
    parser = argparse.ArgumentParser()
    bench.add_arguments(parser)
    args = parser.parse_args(
        ["--games", "2", "--seconds", "1.5", "--warmup", "0.2", "--think", "0.01"]
        + ["--database", postgres_url]
    )
    args.json = True
    assert bench.run(args) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["database"].startswith("postgresql") and result["errors"] == {}
    assert result["moves"] > 5
    assert schemas() == before
