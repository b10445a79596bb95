"""Component data packs: export, check (every problem named with its file and item),
install, a changed value taking effect in a game, and the hash records carry."""

from __future__ import annotations

import json

import pytest

from ludotheque.core import Match, Record, RecordError, all_games, datapack, get_game, replay
from ludotheque.core.datapack import DataPackError, Problem
from ludotheque.tournament.runner import TournamentSpec, play_one

GAMES = [g.id for g in all_games() if datapack.declared(g.id) is not None]


@pytest.fixture(autouse=True)
def _embedded_after():
    """The data source is process-wide: every test leaves the embedded data active."""
    datapack.reset()
    yield
    datapack.reset()


def export(tmp_path, game: str, name: str = "pack"):
    target = tmp_path / name
    datapack.export(game, target)
    return target


def edit(pack, rel: str, change) -> None:
    path = pack / rel
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(json.dumps(doc, indent=1), encoding="utf-8")


def problems_of(pack) -> list[str]:
    _, _, problems = datapack.check_pack(pack)
    return [str(p) for p in problems]


# ----- export and check ------------------------------------------------------------------
def test_the_three_games_declare_their_data():
    assert set(GAMES) >= {"iwari", "encyclopedia", "newton"}


@pytest.mark.parametrize("game", GAMES)
def test_export_then_check_passes_and_keeps_the_embedded_hash(tmp_path, game):
    pack = export(tmp_path, game)
    manifest, source, problems = datapack.check_pack(pack)
    assert problems == []
    assert manifest["game"] == game
    embedded = datapack.handle(game).embedded
    assert manifest["hash"] == source.hash == embedded.hash
    assert sorted(manifest["files"]) == sorted(embedded.files()) == sorted(source.files())
    for rel in embedded.files():  # every file, byte for byte, each item with its source
        assert (pack / rel).read_bytes() == embedded.read_bytes(rel)


def test_export_never_overwrites(tmp_path):
    pack = export(tmp_path, "iwari")
    with pytest.raises(DataPackError, match="not an empty directory"):
        datapack.export("iwari", pack)


def test_one_changed_byte_changes_the_hash(tmp_path):
    pack = export(tmp_path, "encyclopedia")
    before = datapack.directory_source("encyclopedia", pack).hash
    edit(pack, "animals.json", lambda d: d["animals"][0].update(slot_vp=[9, 9, 9, 9]))
    after = datapack.directory_source("encyclopedia", pack).hash
    assert before == datapack.handle("encyclopedia").embedded.hash
    assert after != before and after.startswith("sha256:")


def test_a_broken_pack_names_every_problem_with_file_and_item(tmp_path):
    pack = export(tmp_path, "encyclopedia")

    def animals(d):
        d["animals"] = [a for a in d["animals"] if a["id"] != "AM07"]  # missing item
        d["animals"][0]["colour"] = "red"  # unknown key
        d["animals"][1]["continent"] = "atlantis"  # bad reference
        d["animals"][2]["slot_vp"] = "three"  # wrong kind of value

    edit(pack, "animals.json", animals)
    edit(pack, "automa.json", lambda d: d["behaviours"].pop())  # count mismatch
    (pack / "experts.json").write_text('{"experts": [', encoding="utf-8")  # bad JSON
    (pack / "extra.json").write_text("{}", encoding="utf-8")
    first, second, third = (
        json.loads((pack / "animals.json").read_text())["animals"][i]["id"] for i in range(3)
    )
    found = problems_of(pack)
    assert "animals.json: animals[AM07]: missing item: id 'AM07' is not in the pack" in found
    assert "animals.json: animals: count mismatch: 74 items, the game has 75 components here" in (
        found
    )
    assert any(
        p.startswith(f"animals.json: animals[{first}]: unknown key 'colour' (allowed: ")
        for p in found
    )
    assert any(
        p.startswith(
            f"animals.json: animals[{second}].continent: bad reference: continent 'atlantis' "
            "is not an id of continents in board.json (america, "
        )
        for p in found
    )
    assert f"animals.json: animals[{third}].slot_vp: is text, expected a list" in found
    assert any(p.startswith("automa.json: behaviours[daubenton]: missing item") for p in found), (
        found
    )
    assert "automa.json: behaviours: count mismatch: 2 items, the game has 3 components here" in (
        found
    )
    assert any(p.startswith("experts.json: bad JSON at line 1 column ") for p in found)
    assert "extra.json: unknown file: encyclopedia reads no such file (remove it)" in found
    assert len(found) == 9, found


def test_a_missing_file_and_a_missing_key(tmp_path):
    pack = export(tmp_path, "iwari")
    (pack / "expeditions.json").unlink()
    edit(pack, "maps/face-b.json", lambda d: d["territories"][0].pop("spaces"))
    found = problems_of(pack)
    tid = json.loads((pack / "maps/face-b.json").read_text())["territories"][0]["id"]
    assert found == [
        "expeditions.json: missing file: the game needs it",
        f"maps/face-b.json: territories[{tid}]: missing key 'spaces'",
    ]


def test_the_games_own_check_runs_on_a_sound_structure(tmp_path):
    """Categories in the wrong Types pass the structure but not Encyclopedia's catalogue."""
    pack = export(tmp_path, "encyclopedia")
    edit(pack, "animals.json", lambda d: d["animals"][0].update(categories=["x", "y", "z", "w"]))
    found = problems_of(pack)
    assert len(found) == 1
    assert found[0].startswith("animals.json: animal AM01: categories ['x', 'y', 'z', 'w']")


def test_iwari_maps_are_built_by_the_game_check(tmp_path):
    """A hut space in two territories is a map inconsistency only the map builder sees."""
    pack = export(tmp_path, "iwari")

    def share(d):
        d["territories"][1]["spaces"].append(d["territories"][0]["spaces"][0])

    edit(pack, "maps/face-a.json", share)
    found = problems_of(pack)
    assert len(found) == 1 and found[0].startswith("maps/face-a.json: hut space ")


def test_the_game_check_still_runs_on_the_sound_files(tmp_path):
    """A bad reference in tracks.json does not hide a Master's unknown power in masters.json,
    nor a place kind whose message itself holds '; '."""
    pack = export(tmp_path, "newton")
    edit(pack, "tracks.json", lambda d: d["tech"]["nodes"][2].update(next=["T99"]))
    edit(pack, "masters.json", lambda d: d["masters"][0]["power"].update(kind="flying"))
    edit(pack, "map.json", lambda d: d["places"][3].update(kind="castle"))
    found = problems_of(pack)
    place = json.loads((pack / "map.json").read_text())["places"][3]["id"]
    assert "masters.json: master boyle: unknown power 'flying'" in found
    assert (
        f"map.json: place {place} has kind 'castle'; allowed: start, university, city, "
        "ancient, village, master, objective" in found
    )
    assert any(p.startswith("tracks.json: tech.nodes[R1].next[#1]: bad reference") for p in found)


def test_install_refuses_another_games_pack_and_a_broken_one(tmp_path):
    pack = export(tmp_path, "newton")
    with pytest.raises(DataPackError, match="is a data pack for newton, not for iwari"):
        datapack.install(pack, "iwari")
    edit(pack, "masters.json", lambda d: d["masters"][0].update(power=7))
    with pytest.raises(DataPackError) as refused:
        datapack.install(pack, "newton")
    assert "masters.json: masters[boyle].power: is a whole number, expected an object" in str(
        refused.value
    )
    assert datapack.current("newton").embedded  # nothing changed


def test_problems_print_file_then_item():
    assert str(Problem("a.json", "x[1]", "bad")) == "a.json: x[1]: bad"
    assert str(Problem("a.json", "", "bad")) == "a.json: bad"


# ----- a changed value takes effect --------------------------------------------------------
def _iwari_biomes(seed: int = 5) -> dict[str, str]:
    game = get_game("iwari")
    state = game.setup({"players": 2, "map": "face-a"}, seed)
    return {t["id"]: t["biome"] for t in game.view(state, None)["board"]["territories"]}


def test_a_changed_iwari_map_takes_effect(tmp_path):
    embedded = _iwari_biomes()
    pack = export(tmp_path, "iwari")

    def change(d):
        t = d["territories"][0]
        t["biome"] = "desert" if t["biome"] != "desert" else "forest"
        t["source"] = "my copy of the game"

    edit(pack, "maps/face-a.json", change)
    datapack.install(pack, "iwari")
    with_pack = _iwari_biomes()
    changed = {t for t in embedded if embedded[t] != with_pack[t]}
    assert changed == {"A1"} and with_pack["A1"] in ("desert", "forest")
    datapack.reset("iwari")
    assert _iwari_biomes() == embedded  # the caches are keyed by the source


def _academy(seed: int = 11) -> list[dict]:
    game = get_game("encyclopedia")
    state = game.setup({"players": 2}, seed)
    return game.view(state, None)["academy"]


def test_a_changed_encyclopedia_animal_takes_effect(tmp_path):
    embedded = _academy()
    shown = embedded[0]
    pack = export(tmp_path, "encyclopedia")
    new_continent = "africa" if shown["continent"] != "africa" else "asia"

    def change(d):
        (animal,) = [a for a in d["animals"] if a["name"] == shown["name"]]
        animal.update(name="Ocelot", continent=new_continent, source="my copy, card 12")

    edit(pack, "animals.json", change)
    datapack.install(pack, "encyclopedia")
    academy = _academy()
    assert academy[0]["name"] == "Ocelot"
    assert academy[0]["continent"] != shown["continent"]
    assert academy[1:] == embedded[1:]


# ----- records -----------------------------------------------------------------------------
def _pack_with_other_map(tmp_path):
    pack = export(tmp_path, "iwari")
    edit(pack, "maps/face-a.json", lambda d: d["territories"][0].update(biome="glacier"))
    return pack


def _played(seed: int = 2) -> Record:
    match = Match(get_game("iwari"), {"players": 2}, seed)
    for _ in range(12):
        match.play(0)
    return match.record()


def test_records_store_the_data_hash_and_replay_needs_the_same_data(tmp_path):
    embedded = datapack.handle("iwari").embedded.hash
    plain = _played()
    assert plain.data == embedded
    pack = _pack_with_other_map(tmp_path)
    source = datapack.install(pack, "iwari")
    made = _played()
    assert made.data == source.hash != embedded
    replay(Record.from_json(made.to_json()))  # same data: fine
    with pytest.raises(RecordError, match="it needs the embedded data: replay it without --data"):
        replay(plain)
    datapack.reset()
    with pytest.raises(RecordError) as refused:
        replay(made)
    message = str(refused.value)
    assert f"it needs the data pack whose hash is {source.hash}" in message
    assert "than the embedded data" in message


def test_an_old_record_without_a_hash_replays_with_the_embedded_data(tmp_path):
    d = _played().to_dict()
    del d["data"]
    old = Record.from_dict(d)
    assert old.data is None and "data" not in old.to_dict()
    replay(old, verify=True)
    datapack.install(_pack_with_other_map(tmp_path), "iwari")
    with pytest.raises(RecordError, match="stores no data hash"):
        replay(old)


def test_a_record_data_field_must_be_text():
    d = _played().to_dict()
    d["data"] = 5
    with pytest.raises(RecordError, match="'data' must be a data hash"):
        Record.from_dict(d)


def test_a_tournament_worker_installs_the_pack_itself(tmp_path):
    """A worker process starts with the embedded data: play_one installs the spec's pack."""
    pack = _pack_with_other_map(tmp_path)
    spec = TournamentSpec(
        "iwari", ("random", "random"), 1, 3, records=str(tmp_path / "r"), data=str(pack)
    )
    result = play_one(spec, 0)
    record = Record.load(result.record)
    assert record.data == datapack.directory_source("iwari", pack).hash
    assert datapack.current("iwari").root == pack.resolve()


def test_coverage_counts_items_and_reconstructed_ones(tmp_path):
    pack = export(tmp_path, "encyclopedia")
    before = datapack.coverage(datapack.directory_source("encyclopedia", pack))
    assert 0 < before.reconstructed < before.items
    edit(pack, "animals.json", lambda d: d["animals"][0].update(source="my copy, card 1"))
    after = datapack.coverage(datapack.directory_source("encyclopedia", pack))
    assert after.items == before.items and after.reconstructed == before.reconstructed - 1
