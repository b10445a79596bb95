"""Where a running server's state messages spend their CPU, part by part.

cProfile (`profiling.py`) slows every Python call, so it shows proportions, not the cost
of a part. With `LUDO_SERVER_PARTS=FILE` in its environment (`ludo bench server` passes
its own environment on), a server process instead times a few parts of every state
message with the CPU clock of its thread: the whole message, the view, its JSON, the
narration, the option and log labels, the explanations, the message's JSON and the
table's summary. Once a second it appends the totals so far to FILE (`%p`: the process
id), a JSON line `{"t", "cpu", "parts": {part: [seconds, calls]}}`, so any window can be
read afterwards: `python -m ludotheque.server.part_timers FILE --seconds 10` prints the
last ten seconds, µs a call and a message. Each timer adds about half a µs to its part.
Without the variable nothing is installed."""

from __future__ import annotations

import argparse
import json
import os
import threading
import time

ENV = "LUDO_SERVER_PARTS"
TOTAL = "message"  # the part that counts the messages


def install() -> None:
    path = os.environ.get(ENV)
    if not path:
        return
    from ludotheque.fronts import position_parts
    from ludotheque.server import live, views, words

    totals: dict[str, list] = {}
    for owner, name, part in (
        (views.ViewsMixin, "state_text", TOTAL),
        (position_parts, "view", "view"),
        (words, "snapshot", "view JSON"),
        (words, "events_after", "narration"),
        (words, "labels", "option labels"),
        (words, "label_log", "log labels"),
        (words, "explanations", "explanations"),
        (views, "dumps", "message JSON"),
        (live.LiveTable, "summary", "summary"),
    ):
        setattr(owner, name, _timed(getattr(owner, name), totals.setdefault(part, [0.0, 0])))
    out = path.replace("%p", str(os.getpid()))
    threading.Thread(target=_write, args=(out, totals), name="ludo-parts", daemon=True).start()


def _timed(fn, total: list):
    clock = time.thread_time

    def timed(*args, **kwargs):
        start = clock()
        try:
            return fn(*args, **kwargs)
        finally:
            total[0] += clock() - start
            total[1] += 1

    return timed


def _write(path: str, totals: dict) -> None:
    while True:
        time.sleep(1)
        line = {"t": time.time(), "cpu": time.process_time(), "parts": totals}
        with open(path, "a") as f:
            f.write(json.dumps(line) + "\n")


def window(path: str, seconds: float) -> dict:
    """The parts over the last `seconds` of FILE: per part, µs a call and a message."""
    with open(path) as f:
        lines = [json.loads(x) for x in f if x.strip()]
    if not lines:
        raise SystemExit(f"{path}: no timings yet (the server writes a line a second)")
    end = lines[-1]
    start = min(lines, key=lambda x: abs(x["t"] - (end["t"] - seconds)))
    messages = end["parts"][TOTAL][1] - start["parts"][TOTAL][1]
    out = {"seconds": round(end["t"] - start["t"], 1), "messages": messages, "parts": {}}
    out["process_cpu_s"] = round(end["cpu"] - start["cpu"], 3)
    for part, (cpu, calls) in end["parts"].items():
        cpu0, calls0 = start["parts"][part]
        n = calls - calls0
        out["parts"][part] = {
            "calls": n,
            "us_a_call": round((cpu - cpu0) / n * 1e6, 1) if n else None,
            "us_a_message": round((cpu - cpu0) / messages * 1e6, 1) if messages else None,
        }
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description="a window of a server's part timings")
    ap.add_argument("file")
    ap.add_argument("--seconds", type=float, default=10)
    a = ap.parse_args()
    print(json.dumps(window(a.file, a.seconds), indent=1))


if __name__ == "__main__":
    main()
