"""Game records: JSON round trip, validation with clear errors, and exact replay."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from ludotheque import ENGINE_VERSION
from ludotheque.core import Match, Record, RecordError, Rng, get_game, replay
from ludotheque.core.record import FORMAT, result_of

CONFIG = {"players": 3, "map": "face-a", "modules": ["union", "honour"]}
SEED = 20240607


def play_random(match: Match, rng: Rng, limit: int | None = None) -> None:
    steps = 0
    while not match.is_over() and (limit is None or steps < limit):
        match.play(rng.below(len(match.decision.options)))
        steps += 1


@pytest.fixture(scope="module")
def finished() -> Match:
    match = Match(get_game("iwari"), CONFIG, SEED)
    play_random(match, Rng(1))
    assert match.is_over()
    return match


@pytest.fixture
def record(finished: Match) -> Record:
    return finished.record()


def good_dict(record: Record) -> dict:
    return copy.deepcopy(record.to_dict())


# ----- structure and round trip ---------------------------------------------------------
def test_record_holds_game_version_config_seed_moves_and_result(finished, record):
    assert record.game == "iwari"
    assert record.engine_version == ENGINE_VERSION
    assert record.seed == SEED
    assert record.config == get_game("iwari").configure(CONFIG)
    assert record.moves == finished.moves and len(record.moves) > 50
    assert all(isinstance(m, str) for m in record.moves)
    game = finished.game
    assert record.result == {
        "over": True,
        "scores": game.scores(finished.state),
        "winners": game.winners(finished.state),
        "fingerprint": game.fingerprint(finished.state),
    }


def test_to_dict_names_the_format(record):
    d = record.to_dict()
    assert d["format"] == FORMAT
    keys = {"format", "game", "engine_version", "config", "seed", "moves", "result", "data"}
    assert set(d) == keys
    assert d["data"].startswith("sha256:")  # the hash of the data played with
    assert "result" not in Record("iwari", {}, 1).to_dict()


def test_json_round_trip_is_exact(record):
    text = record.to_json()
    back = Record.from_json(text)
    assert back == record
    assert back.to_json() == text
    assert Record.from_json(record.to_json(indent=None)) == record


def test_round_trip_without_result_or_seed():
    bare = Record(game="iwari", config={"players": 2}, seed=None, moves=["exchange"])
    back = Record.from_json(bare.to_json())
    assert back == bare
    assert back.result is None and back.seed is None


def test_save_and_load(tmp_path, record):
    path = tmp_path / "game.json"
    record.save(path)
    assert path.read_text().endswith("\n")
    assert Record.load(path) == record
    assert Record.load(str(path)) == record


def test_a_save_that_fails_midway_leaves_the_previous_file(tmp_path, record, monkeypatch):
    """Saving writes a temporary file and renames it over the old one."""
    path = tmp_path / "game.json"
    record.save(path)
    before = path.read_text()

    def broken(self, text, *args, **kwargs):
        Path.write_bytes(self, text[:10].encode())
        raise OSError("disk full")

    monkeypatch.setattr(Path, "write_text", broken)
    with pytest.raises(OSError, match="disk full"):
        Record(game="iwari", config={"players": 3}, seed=1, moves=[]).save(path)
    assert path.read_text() == before
    monkeypatch.undo()
    record.save(path)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # the next save tidies up


def test_load_of_a_missing_file_says_so(tmp_path):
    missing = tmp_path / "nope.json"
    with pytest.raises(RecordError, match=r"cannot read .*nope\.json"):
        Record.load(missing)


def test_missing_format_and_engine_version_are_accepted(record):
    d = good_dict(record)
    del d["format"]
    del d["engine_version"]
    back = Record.from_dict(d)
    assert back.moves == record.moves
    assert back.engine_version == "?"


# ----- validation errors ------------------------------------------------------------------
@pytest.mark.parametrize("text", ["", "{", "{'game': 'iwari'}", "[1, 2", "nonsense"])
def test_bad_json_is_refused(text):
    with pytest.raises(RecordError, match="not valid JSON"):
        Record.from_json(text)


@pytest.mark.parametrize("data", [[], [1, 2], "iwari", 3, None, True])
def test_a_record_must_be_an_object(data):
    with pytest.raises(RecordError, match="must be a JSON object"):
        Record.from_json(json.dumps(data))
    with pytest.raises(RecordError, match="must be a JSON object"):
        Record.from_dict(data)


@pytest.mark.parametrize(
    "missing", [("game",), ("config",), ("seed",), ("moves",), ("game", "moves")]
)
def test_missing_keys_are_named(record, missing):
    d = good_dict(record)
    for key in missing:
        del d[key]
    with pytest.raises(RecordError) as err:
        Record.from_dict(d)
    message = str(err.value)
    assert message.startswith("record lacks")
    for key in missing:
        assert key in message


@pytest.mark.parametrize(
    ("key", "value", "pattern"),
    [
        ("game", 7, "'game' must be a string"),
        ("game", None, "'game' must be a string"),
        ("config", [], "'config' must be an object"),
        ("config", "players=3", "'config' must be an object"),
        ("seed", "12", "'seed' must be an integer, got '12'"),
        ("seed", 1.5, "'seed' must be an integer, got 1.5"),
        ("seed", True, "'seed' must be an integer, got True"),
        ("moves", "build A1", "'moves' must be a list of option texts"),
        ("moves", ["build A1", 3], "'moves' must be a list of option texts"),
        ("moves", {"0": "draw"}, "'moves' must be a list of option texts"),
        ("result", [1, 2], "'result' must be an object"),
        ("result", "over", "'result' must be an object"),
    ],
)
def test_wrong_types_are_refused_with_the_key_named(record, key, value, pattern):
    d = good_dict(record)
    d[key] = value
    with pytest.raises(RecordError) as err:
        Record.from_dict(d)
    assert pattern in str(err.value)
    # The same through JSON text.
    with pytest.raises(RecordError) as err:
        Record.from_json(json.dumps(d))
    assert pattern in str(err.value)


@pytest.mark.parametrize("fmt", ["ludotheque-record/2", "pgn", "", None])
def test_unknown_format_is_refused(record, fmt):
    d = good_dict(record)
    d["format"] = fmt
    with pytest.raises(RecordError) as err:
        Record.from_dict(d)
    assert f"unknown record format {fmt!r}" in str(err.value)
    assert FORMAT in str(err.value)


def test_record_error_without_a_move_has_no_move_index():
    with pytest.raises(RecordError) as err:
        Record.from_json("[]")
    assert err.value.move_index is None and err.value.move is None


# ----- replay -------------------------------------------------------------------------
def test_replay_reproduces_the_game(finished, record):
    game, state = replay(record)
    assert game is finished.game
    assert game.fingerprint(state) == game.fingerprint(finished.state)
    assert game.scores(state) == game.scores(finished.state)
    assert game.is_over(state)


def test_replay_from_saved_json_reproduces_the_game(tmp_path, finished, record):
    path = tmp_path / "r.json"
    record.save(path)
    game, state = replay(Record.load(path))
    assert game.fingerprint(state) == record.result["fingerprint"]


def test_replay_upto_stops_part_way(record):
    game = get_game("iwari")
    match = Match(game, record.config, record.seed)
    for move in record.moves[:40]:
        match.play(move)
    _, state = replay(record, upto=40)
    assert game.fingerprint(state) == game.fingerprint(match.state)
    _, start = replay(record, upto=0)
    assert game.fingerprint(start) == game.fingerprint(game.setup(record.config, record.seed))


def test_unfinished_record_replays_to_the_saved_point():
    game = get_game("iwari")
    match = Match(game, {"players": 4, "draft": True}, 5)
    play_random(match, Rng(2), limit=30)
    rec = match.record()
    assert rec.result["over"] is False and rec.result["winners"] == []
    _, state = replay(Record.from_json(rec.to_json()))
    assert game.fingerprint(state) == game.fingerprint(match.state)


def test_redacted_record_without_seed_refuses_replay(finished):
    d = finished.redacted_record(0)
    rec = Record.from_dict(d)
    assert rec.seed is None
    with pytest.raises(RecordError, match="redacted.*no seed.*cannot be replayed"):
        replay(rec)


def test_unknown_game_is_refused(record):
    d = good_dict(record)
    d["game"] = "no-such-game"
    with pytest.raises(RecordError, match="unknown game 'no-such-game'"):
        replay(Record.from_dict(d))


@pytest.mark.parametrize(
    ("config", "pattern"),
    [
        ({"players": 9}, "2 to 5 player"),
        ({"map": "face-z"}, "unknown Iwari map 'face-z'"),
        ({"colour": "red"}, "unknown Iwari option"),
        ({"players": "3"}, "2 to 5 player"),
        ({"players": True}, "2 to 5 player"),
        ({"map": 3}, "unknown Iwari map 3"),
        ({"modules": 5}, "modules must be a list"),
        ({"modules": ["union", "glory"]}, "modules must be a list"),
        ({"draft": "yes"}, "draft must be true or false"),
        ({"players": 3, "first_player": 3}, "first_player must be a seat from 0 to 2"),
    ],
)
def test_bad_configuration_is_refused(record, config, pattern):
    d = good_dict(record)
    d["config"] = config
    with pytest.raises(RecordError) as err:
        replay(Record.from_dict(d))
    assert str(err.value).startswith("bad configuration")
    assert pattern in str(err.value)


@pytest.mark.parametrize("index", [0, 1, 17, -1])
def test_an_illegal_move_is_named_by_number_and_text(record, index):
    d = good_dict(record)
    i = index % len(d["moves"])
    d["moves"][i] = "build Atlantis"
    with pytest.raises(RecordError) as err:
        replay(Record.from_dict(d))
    e = err.value
    assert e.move_index == i
    assert e.move == "build Atlantis"
    assert str(e).startswith(f"move {i + 1} ('build Atlantis'):")
    assert "not a legal option" in str(e)


def test_the_first_bad_move_is_the_one_named(record):
    d = good_dict(record)
    d["moves"][5] = "pass twice"
    d["moves"][9] = "fly away"
    with pytest.raises(RecordError) as err:
        replay(Record.from_dict(d))
    assert err.value.move_index == 5
    assert err.value.move == "pass twice"


def test_moves_after_the_end_are_refused(record):
    d = good_dict(record)
    d["moves"].append("draw")
    d.pop("result")
    with pytest.raises(RecordError) as err:
        replay(Record.from_dict(d))
    assert err.value.move_index == len(record.moves)
    assert "game is over" in str(err.value)


def test_a_legal_move_out_of_place_is_refused(record):
    d = good_dict(record)
    # The first decision is an action; a river take is never legal there.
    d["moves"][0] = "take forest"
    with pytest.raises(RecordError) as err:
        replay(Record.from_dict(d))
    assert err.value.move_index == 0


# ----- tampering ------------------------------------------------------------------------
def test_tampered_scores_are_detected(record):
    d = good_dict(record)
    d["result"]["scores"][0] += 1
    with pytest.raises(RecordError) as err:
        replay(Record.from_dict(d))
    message = str(err.value)
    assert "does not reproduce the record: scores" in message
    assert ENGINE_VERSION in message


def test_tampered_fingerprint_is_detected(record):
    d = good_dict(record)
    d["result"]["fingerprint"] = "0" * 16
    with pytest.raises(RecordError, match="fingerprint is .* the record says '0000000000000000'"):
        replay(Record.from_dict(d))


def test_tampered_winners_and_over_are_detected(record):
    d = good_dict(record)
    d["result"]["winners"] = [9]
    with pytest.raises(RecordError, match="winners"):
        replay(Record.from_dict(d))
    d = good_dict(record)
    d["result"]["over"] = False
    with pytest.raises(RecordError, match="over"):
        replay(Record.from_dict(d))


def test_tampered_seed_is_detected(record):
    d = good_dict(record)
    d["seed"] += 1
    # Either a move becomes illegal or the result no longer matches.
    with pytest.raises(RecordError):
        replay(Record.from_dict(d))


def test_dropped_last_move_is_detected(record):
    d = good_dict(record)
    d["moves"].pop()
    with pytest.raises(RecordError, match="does not reproduce"):
        replay(Record.from_dict(d))


def test_verify_false_skips_the_result_check(record):
    d = good_dict(record)
    d["result"]["scores"] = [0, 0, 0]
    game, state = replay(Record.from_dict(d), verify=False)
    assert game.fingerprint(state) == record.result["fingerprint"]


def test_a_partial_result_checks_only_its_keys(record):
    d = good_dict(record)
    d["result"] = {"fingerprint": record.result["fingerprint"]}
    game, state = replay(Record.from_dict(d))
    assert game.is_over(state)


def test_result_of_matches_the_game(finished):
    game, state = finished.game, finished.state
    assert result_of(game, state)["fingerprint"] == game.fingerprint(state)
