"""The Ray backend, on a local Ray started by the test: the same games, the same results.

`make` installs the `ray` extra, so this runs with the suite and the backend cannot rot.
Without Ray installed (a bare `pip install -e .[dev]`) it is skipped, saying so; on CI
(CI set) a missing Ray fails instead. A Ray that is installed but does not start fails the
test (after `ensure_ray`'s patient retries): it is never skipped.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import time

import pytest

from ludotheque.cli.main import main
from ludotheque.tournament import TournamentSpec, run_tournament, summarize
from ludotheque.tournament.ray_start import ensure_ray


def _fields(results):
    return [(r.number, r.seed, r.seating, r.scores, r.winners, r.error) for r in results]


def test_a_short_tournament_on_local_ray_matches_local_workers(tmp_path, monkeypatch):
    if importlib.util.find_spec("ray") is None:
        if os.environ.get("CI"):
            pytest.fail("Ray is not installed: `make` installs the ray extra")
        pytest.skip("Ray is not installed (pip install -e '.[ray]', or `make`)")
    import ray

    spec = TournamentSpec("iwari", ("random", "random"), 4, 9, {"players": 2})
    local = run_tournament(spec, workers=1)
    monkeypatch.delenv("RAY_ADDRESS", raising=False)  # a local Ray, started here
    # Small on purpose (one CPU, the smallest object store) and patient: the suite runs
    # beside other work, and a loaded machine used to outlast Ray's start-up wait.
    started = time.monotonic()
    ensure_ray(num_cpus=1, object_store_memory=80 * 1024 * 1024)
    print(f"local Ray started in {time.monotonic() - started:.1f} s")
    try:
        on_ray = run_tournament(spec, workers=2, backend="ray")
        records = TournamentSpec(spec.game, spec.agents, 2, 9, spec.config, str(tmp_path))
        saved = run_tournament(records, backend="ray")
    finally:
        ray.shutdown()
    assert _fields(on_ray) == _fields(local)
    assert [s.to_dict() for s in summarize(spec.agents, on_ray)][0]["wins"] == (
        summarize(spec.agents, local)[0].wins
    )
    assert sorted(p.name for p in tmp_path.glob("*.json")) == [
        "iwari-9-00000.json",
        "iwari-9-00001.json",
    ]
    assert [r.record for r in saved] == [str(tmp_path / f"iwari-9-0000{i}.json") for i in (0, 1)]


def test_without_ray_the_backend_says_how_to_get_it(capsys, monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # as if it were not installed
    code = main(["tournament", "iwari", "--agents", "random,random", "--backend", "ray"])
    assert code == 2
    assert "pip install" in capsys.readouterr().err


class FlakyRay:
    """A stand-in for the ray module whose first starts time out, as a loaded machine's did."""

    def __init__(self, failures: int):
        self.failures, self.calls, self.up = failures, [], False

    def is_initialized(self):
        return self.up

    def init(self, **kwargs):
        self.calls.append(kwargs)
        if len(self.calls) <= self.failures:
            raise Exception("The current node timed out during startup.")
        self.up = True

    def shutdown(self):
        self.up = False


@pytest.fixture
def patient_env(monkeypatch):
    """ensure_ray's waits unset, and whatever it sets undone after the test."""
    from ludotheque.tournament import ray_start

    for name in ray_start.PATIENT:
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)
    monkeypatch.setattr(ray_start, "PAUSE", 0.0)


def test_ensure_ray_retries_a_start_that_timed_out(monkeypatch, patient_env):
    fake = FlakyRay(failures=2)
    monkeypatch.setitem(sys.modules, "ray", fake)
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    ensure_ray(num_cpus=1)
    assert fake.up and len(fake.calls) == 3
    assert fake.calls[-1] == {"log_to_driver": False, "include_dashboard": False, "num_cpus": 1}
    assert os.environ["RAY_worker_register_timeout_seconds"] == "180"


def test_ensure_ray_gives_up_saying_why_and_joins_a_cluster_without_local_arguments(
    monkeypatch, patient_env
):
    from ludotheque.core.errors import ConfigError

    monkeypatch.setenv("RAY_ADDRESS", "ray://head:10001")
    fake = FlakyRay(failures=5)
    monkeypatch.setitem(sys.modules, "ray", fake)
    with pytest.raises(ConfigError, match=r"Ray did not start \(ray://head:10001\) after 3 tries"):
        ensure_ray(num_cpus=1)
    assert fake.calls == [{"log_to_driver": False}] * 3  # a cluster takes no local sizes
