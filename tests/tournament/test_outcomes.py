"""Games nobody at the table won have a column of their own; records name the agents."""

from __future__ import annotations

import json

from ludotheque.cli.main import main
from ludotheque.core.record import Record, replay
from ludotheque.core.registry import get_game
from ludotheque.core.reports import rulebook_result
from ludotheque.tournament import TournamentSpec, run_tournament, summarize
from ludotheque.tournament.runner import GameResult
from ludotheque.tournament.stats import nobody, rulebook_results


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


def test_solo_games_report_the_rulebooks_result(capsys, tmp_path):
    """Newton alone is a score attack: each game's rank on the ladder (L451-L461) is
    counted, in the JSON and under the table; games among seats give none."""
    spec = TournamentSpec("newton", ("random",), 3, 2, {"players": 1}, records=str(tmp_path))
    results = run_tournament(spec)
    game = get_game("newton")
    for r in results:
        _, state = replay(Record.load(r.record))
        assert r.result == rulebook_result(game, state) == game.report(state)["result"]
        assert "(" in r.result  # the ladder's English name, then the rulebook's French one
    tally = rulebook_results(results)
    assert sum(tally.values()) == 3
    args = ["tournament", "newton", "--config", '{"players":1}', "--agents", "random"]
    assert main([*args, "--games", "3", "--seed", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["results"] == tally
    assert main([*args, "--games", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "results as the rulebook gives them" in out and next(iter(tally)) in out
    pair = run_tournament(TournamentSpec("newton", ("random", "random"), 2, 2, {"players": 2}))
    assert all(r.result is None for r in pair) and rulebook_results(pair) == {}


def test_a_solo_game_against_the_void_reports_won_or_lost():
    spec = TournamentSpec("iwari", ("random",), 3, 1, {"players": 1, "mode": "solo"})
    results = run_tournament(spec)
    for r in results:
        assert r.result == ("won against the Void" if r.winners else "lost against the Void")
