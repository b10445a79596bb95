"""Games nobody at the table won have a column of their own; records name the agents."""

from __future__ import annotations

import json

from ludotheque.cli.main import main
from ludotheque.core.record import Record, replay
from ludotheque.tournament import TournamentSpec, run_tournament, summarize
from ludotheque.tournament.runner import GameResult
from ludotheque.tournament.stats import nobody


def test_iwari_neutral_tribe_wins_count_as_nobody():
    """Two random Iwari players lose to the neutral tribe (L240): winners() is empty."""
    spec = TournamentSpec("iwari", ("random", "random"), 6, 1, {"players": 2})
    results = run_tournament(spec)
    empty = sum(1 for r in results if not r.winners)
    assert empty >= 1  # the case under test occurs with this seed
    none = nobody(results)
    assert none.count == empty and none.games == 6
    assert sum(s.wins for s in summarize(spec.agents, results)) + none.count == 6


def test_a_solo_game_lost_to_the_void_is_nobodys():
    spec = TournamentSpec("iwari", ("random",), 3, 1, {"players": 1, "mode": "solo"})
    results = run_tournament(spec)
    assert nobody(results).count == sum(1 for r in results if not r.winners) >= 1


def test_winners_outside_the_table_are_nobodys():
    """A seat the game plays beyond the table (a neutral tribe numbered after the players)."""
    r = GameResult(0, 1, [0, 1], [3.0, 4.0], [2], [0.0, 0.0], [1, 1])
    assert r.nobody_won
    assert not GameResult(0, 1, [0, 1], [3.0, 4.0], [1], [0.0, 0.0], [1, 1]).nobody_won
    assert not GameResult(0, 1, [0, 1], [0, 0], [], [0, 0], [0, 0], error="X: y").nobody_won


def test_cli_shows_the_nobody_column(capsys):
    args = ["tournament", "iwari", "--agents", "random,random", "--games", "4", "--seed", "1"]
    assert main([*args, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["nobody"]["count"] + sum(a["wins"] for a in out["agents"]) == 4
    assert out["nobody"]["count"] >= 1 and out["failed"] == 0 and out["errors"] == []
    assert main(args) == 0
    row = next(line for line in capsys.readouterr().out.splitlines() if "nobody won" in line)
    assert f" {out['nobody']['count']} " in row


def test_records_name_the_agent_in_each_seat(tmp_path):
    spec = TournamentSpec("iwari", ("random", "greedy", "random"), 2, 7, {}, str(tmp_path))
    results = run_tournament(spec)
    for r in results:
        record = Record.load(r.record)
        assert record.seats == [spec.agents[a] for a in r.seating]
        replay(record)
    assert Record.load(results[1].record).seats == ["greedy", "random", "random"]


def test_a_record_without_seats_still_loads(tmp_path):
    spec = TournamentSpec("iwari", ("random", "random"), 1, 3, {"players": 2}, str(tmp_path))
    path = run_tournament(spec)[0].record
    data = json.loads(open(path).read())
    del data["seats"]
    record = Record.from_dict(data)
    assert record.seats is None and "seats" not in record.to_dict()
    replay(record)


def test_a_record_with_bad_seats_is_refused_by_name():
    import pytest

    from ludotheque.core.errors import RecordError

    good = {"game": "iwari", "config": {}, "seed": 1, "moves": []}
    assert Record.from_dict({**good, "seats": ["random", "human"]}).seats == ["random", "human"]
    with pytest.raises(RecordError, match="'seats' must be a list of texts"):
        Record.from_dict({**good, "seats": [1, 2]})
    with pytest.raises(RecordError, match="'seats'"):
        Record.from_dict({**good, "seats": "random"})
