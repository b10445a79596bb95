"""`LUDO_SERVER_PARTS`' timings (server/part_timers.py): a timed call counts its CPU and
its calls, and a window of the file reads the difference between its two ends."""

from __future__ import annotations

import json

import pytest

from ludotheque.server import part_timers


def test_a_timed_call_counts_its_cpu_and_calls_and_keeps_its_result_and_errors():
    total = [0.0, 0]

    def spin(n):
        if n < 0:
            raise ValueError("negative")
        return sum(i * i for i in range(n))

    timed = part_timers._timed(spin, total)
    assert timed(20_000) == spin(20_000)
    with pytest.raises(ValueError):
        timed(-1)
    assert total[1] == 2 and total[0] > 0


def test_a_window_reads_the_parts_between_its_two_ends(tmp_path):
    path = tmp_path / "parts.jsonl"
    lines = [
        {"t": 100.0, "cpu": 1.0, "parts": {"message": [0.5, 1000], "view": [0.1, 1000]}},
        {"t": 105.0, "cpu": 2.0, "parts": {"message": [0.9, 3000], "view": [0.2, 3000]}},
        {"t": 110.0, "cpu": 3.5, "parts": {"message": [1.5, 5000], "view": [0.3, 5000]}},
    ]
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    got = part_timers.window(str(path), 5)
    assert got["seconds"] == 5.0 and got["messages"] == 2000 and got["process_cpu_s"] == 1.5
    assert got["parts"]["message"] == {"calls": 2000, "us_a_call": 300.0, "us_a_message": 300.0}
    assert got["parts"]["view"] == {"calls": 2000, "us_a_call": 50.0, "us_a_message": 50.0}
    whole = part_timers.window(str(path), 10)
    assert whole["messages"] == 4000 and whole["parts"]["view"]["us_a_call"] == 50.0


def test_an_empty_file_says_so(tmp_path):
    path = tmp_path / "parts.jsonl"
    path.write_text("")
    with pytest.raises(SystemExit, match="no timings yet"):
        part_timers.window(str(path), 10)
