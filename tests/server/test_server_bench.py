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
    assert "moves/s" in bench.render(result)
