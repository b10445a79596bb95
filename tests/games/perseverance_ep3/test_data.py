"""The component data: counts from the rulebook, sources everywhere, and loaders that name
every inconsistency."""

import copy
import json

import pytest

from ludotheque.core.datapack.problems import DataError
from ludotheque.games.perseverance_ep3.components import DATA, FILES, build, components, raw_files
from ludotheque.games.perseverance_ep3.components.effects import parse


def test_counts_match_the_rulebook():
    c = components()
    assert [
        sum(1 for a in c.adventures if a.kind == "wild" and a.region == r) for r in range(3)
    ] == [9, 11, 17]
    assert sum(1 for a in c.adventures if a.kind == "temple") == 3
    assert len(c.exploration) == 26 and len(c.ranch) == 32 and len(c.goals) == 15
    assert len(c.structures) == 16 and c.portal.name == "Ancient Portal"
    assert len(c.players.officers) == 5 and len(c.players.provisions) == 8
    assert len(c.players.leaders) == 4
    assert c.tables.reminders[2] == {2: 7, 3: 9, 4: 11}  # Hills (L315-L318)
    assert c.tables.reminders[1] == {2: 7, 3: 9, 4: 9}  # Jungle
    assert c.tables.reminders[0] == {2: 7, 3: 7, 4: 9}  # Swamp


def test_every_item_names_a_source():
    def walk(x, path, sourced):
        if isinstance(x, dict):
            sourced = sourced or bool(x.get("source"))
            if any(k in x for k in ("effect", "harvest", "requires", "personal", "scoring")):
                assert sourced, path  # its own source, or the item it is part of
            for k, v in x.items():
                walk(v, f"{path}.{k}", sourced)
        elif isinstance(x, list):
            for i, v in enumerate(x):
                walk(v, f"{path}[{i}]", sourced)

    for name in FILES:
        walk(json.loads((DATA / name).read_text()), name, False)


def test_adventure_requirements_read_as_the_annex():
    c = components()
    by = {a.name: a for a in c.adventures}
    # "1 trained shieldhead (or stronger), 2 units of your choice or more" = 3 units (L697)
    assert by["Serpent's Nest"].units == 3
    assert by["Serpent's Nest"].threats == ((2,), (3, 2))  # L1432
    assert by["Prince of Iron"].units == 5 and by["Prince of Iron"].needs[0].kind == "leader"
    assert by["The Ironjaw Temple"].defeat == "tr"


def test_mount_cells_follow_each_leaders_artefact():
    c = components()
    for leader in c.players.leaders:
        mount = leader.artefact_bonus[leader.mount_artefact]
        assert mount[0][0][0].verb == "mount", leader.id


def test_effect_language_refuses_unknown_words():
    with pytest.raises(ValueError, match="unknown verb"):
        parse("gian gb=2")
    with pytest.raises(ValueError, match="unknown argument"):
        parse("gain gold=2")
    with pytest.raises(ValueError, match="not a positive count"):
        parse("spend gb=x")
    alts = parse("gain gb=2 | train 1")
    assert len(alts) == 2 and alts[1][0][0].verb == "train"


@pytest.mark.parametrize(
    "name, change, message",
    [
        ("exploration.json", lambda d: d["tiles"].pop(), r"\[8, 8, 9\]"),
        (
            "ranch_tiles.json",
            lambda d: d["tiles"][0].pop("source"),
            "ranch tile #1 names no source",
        ),
        (
            "adventures.json",
            lambda d: d["adventures"][0].update(requires="dragon"),
            "unknown requirement",
        ),
        ("wilderness.json", lambda d: d["locations"][1].update(wild="r"), "wild r on the map"),
        ("goals.json", lambda d: d["goals"][0].update(officer="captain"), "shared goal of 3 cards"),
        (
            "assembly.json",
            lambda d: d["reminders"]["swamp"].pop("2"),
            "reminder positions for swamp",
        ),
        (
            "structures.json",
            lambda d: d["faces"][0].update(effect="sustenance:A=gain gold=1"),
            "gold",
        ),
    ],
)
def test_loaders_name_the_inconsistency(name, change, message):
    files = copy.deepcopy(raw_files())
    change(files[name])
    with pytest.raises(DataError, match=message):
        build(files)


def test_a_loader_reports_every_problem_at_once():
    files = copy.deepcopy(raw_files())
    files["ranch_tiles.json"]["tiles"][0]["type"] = "bogus"
    files["ranch_tiles.json"]["tiles"][1].pop("source")
    with pytest.raises(DataError) as e:
        build(files)
    assert "bogus" in str(e.value) and "#2 names no source" in str(e.value)
