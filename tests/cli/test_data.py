"""`ludo data export|check` and `--data DIR`, driven in-process through `main(argv)` as in
test_cli.py: exports that check clean, broken packs refused with every problem named,
packs for other games refused, and replays that need the data they were played with."""

from __future__ import annotations

import json

import pytest

from ludotheque.cli.main import main
from ludotheque.core import Record, datapack

SEATS = ["--players", "2", "--seats", "random,random", "--seed", "4"]


@pytest.fixture(autouse=True)
def _embedded_after():
    datapack.reset()
    yield
    datapack.reset()


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def export(capsys, tmp_path, game: str, name: str = "pack"):
    pack = tmp_path / name
    code, out, err = run(capsys, "data", "export", game, str(pack))
    assert code == 0, err
    return pack, out


def edit(pack, rel: str, change) -> None:
    path = pack / rel
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(json.dumps(doc, indent=1), encoding="utf-8")


@pytest.mark.parametrize("game", ["iwari", "encyclopedia", "newton"])
def test_export_then_check(capsys, tmp_path, game):
    pack, out = export(capsys, tmp_path, game)
    assert f"exported the {game} data to {pack}" in out
    assert (pack / "ludopack.json").is_file()
    code, out, err = run(capsys, "data", "check", str(pack))
    assert code == 0 and err == ""
    assert f"a valid {game} data pack, identical to the embedded data" in out
    assert f"content hash {datapack.handle(game).embedded.hash}" in out


def test_check_names_every_problem_and_fails(capsys, tmp_path):
    pack, _ = export(capsys, tmp_path, "iwari")

    def damage(d):
        d["territories"] = [t for t in d["territories"] if t["id"] != "A4"]
        d["territories"][0]["colour"] = "red"
        d["connections"][0]["a"] = "nowhere"

    edit(pack, "maps/face-a.json", damage)
    edit(pack, "expeditions.json", lambda d: d["cards"].append(dict(d["cards"][0], number=99)))
    code, out, err = run(capsys, "data", "check", str(pack))
    assert code == 1 and "Traceback" not in out + err
    lines = [line.strip() for line in out.splitlines()]
    assert "maps/face-a.json: territories[A4]: missing item: id 'A4' is not in the pack" in lines
    assert any(
        x.startswith("maps/face-a.json: territories[A1]: unknown key 'colour'") for x in lines
    )
    assert any(
        x.startswith(
            "maps/face-a.json: connections[number=1].a: bad reference: a 'nowhere' is not an "
            "id of territories"
        )
        for x in lines
    )
    assert "expeditions.json: cards: count mismatch: 17 items, the game has 16 components here" in (
        lines
    )
    assert any(x.startswith("expeditions.json: cards[number=99]: unknown item") for x in lines)


def test_check_of_a_directory_that_is_no_pack(capsys, tmp_path):
    code, _, err = run(capsys, "data", "check", str(tmp_path))
    assert code == 2
    assert err.startswith("error: ") and "has no ludopack.json" in err


def test_games_says_how_much_data_is_reconstructed(capsys):
    code, out, _ = run(capsys, "games")
    assert code == 0
    cov = datapack.coverage(datapack.handle("iwari").embedded)
    assert (
        f"data: {cov.reconstructed} of {cov.items} items reconstructed, at least in part "
        f"({cov.percent:.0f}%)" in out
    )
    assert out.count("  data: ") >= 3  # one line per game that ships data


def test_play_refuses_a_pack_for_another_game_and_a_broken_pack(capsys, tmp_path):
    pack, _ = export(capsys, tmp_path, "encyclopedia")
    code, out, err = run(capsys, "play", "iwari", *SEATS, "--data", str(pack))
    assert code == 2 and "is a data pack for encyclopedia, not for iwari" in err
    assert "Final scores" not in out  # refused before anything started
    edit(pack, "board.json", lambda d: d["continents"].pop())
    code, out, err = run(capsys, "play", "encyclopedia", *SEATS, "--data", str(pack))
    assert code == 2 and "Traceback" not in err
    assert "is refused: " in err
    assert "board.json: continents: count mismatch: 4 items, the game has 5" in err


def test_play_and_replay_with_a_pack(capsys, tmp_path):
    pack, _ = export(capsys, tmp_path, "iwari")
    edit(pack, "maps/face-a.json", lambda d: d["territories"][0].update(biome="glacier"))
    record = tmp_path / "game.json"
    code, out, err = run(
        capsys, "play", "iwari", *SEATS, "--data", str(pack), "--record", str(record)
    )
    assert code == 0, err
    assert f"iwari data: the data pack {pack.resolve()}" in out
    stored = Record.load(record).data
    assert stored == datapack.directory_source("iwari", pack).hash
    datapack.reset()
    code, _, err = run(capsys, "replay", str(record), "--verify")
    assert code == 2
    assert f"it needs the data pack whose hash is {stored}: replay it with --data DIR" in err
    code, out, err = run(capsys, "replay", str(record), "--verify", "--data", str(pack))
    assert code == 0, err
    assert "moves reproduce the recorded result" in out


def test_tournament_with_a_pack_records_its_hash(capsys, tmp_path):
    pack, _ = export(capsys, tmp_path, "iwari")
    edit(pack, "maps/face-a.json", lambda d: d["territories"][0].update(biome="glacier"))
    records = tmp_path / "records"
    argv = ["tournament", "iwari", "--agents", "random,random", "--games", "2", "--json"]
    code, _, err = run(capsys, *argv, "--records", str(records), "--data", str(pack))
    assert code == 0, err
    hashes = {Record.load(p).data for p in records.glob("*.json")}
    assert hashes == {datapack.directory_source("iwari", pack).hash}


def test_bench_and_serve_check_their_packs_first(capsys, tmp_path):
    pack, _ = export(capsys, tmp_path, "newton")
    code, _, err = run(capsys, "bench", "iwari", "--data", str(pack))
    assert code == 2 and "is a data pack for newton, not for iwari" in err
    other, _ = export(capsys, tmp_path, "newton", "other")
    code, _, err = run(capsys, "serve", "--data", str(pack), "--data", str(other))
    assert code == 2 and "are both for newton" in err
