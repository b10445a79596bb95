"""The shipped component data loads, matches the rulebook's counts, and a broken file is
refused with every problem named."""

import copy

import pytest

from ludotheque.games.darwins_journey.components import DataError, build, components, raw_files


def test_counts_match_the_rulebook():
    c = components()
    assert len(c.crew) == 16  # L112
    assert len(c.specials) == 12  # L155
    assert len(c.letters) == 8  # L159
    assert len(c.beagles) == 12  # L151
    assert sum(o.starting for o in c.objectives) == 8  # L172
    assert sum(not o.starting for o in c.objectives) == 20  # L177
    assert len(c.geo.specimens) == 16  # L134
    assert len(c.geo.flags()) == 16  # every token placed at 4 players (L288)
    assert len(c.geo.campsites) == 9
    assert len(c.geo.ocean.beagle) == 5  # L282
    assert len(c.diaries.special_slots) == 6  # L248
    # 4 starting seals of each colour among the crew cards (digest 10.2).
    assert sorted(sum(1 for k in c.crew if k.seal == col) for col in range(4)) == [4, 4, 4, 4]


def test_first_game_sets():
    c = components()
    assert [c.specials[i].id for i in c.specials_first_game] == [7, 8, 1, 9, 5, 12]  # L254-L258
    assert [c.letters[i].id for i in c.letters_first_game] == [2, 4, 5]  # L265
    assert [c.beagles[i].id for i in c.beagles_first_game] == [7, 4, 10, 8, 9]  # L286
    assert [[c.crew[i].id for i in row] for row in c.crew_first_game] == [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
        [10, 11, 12],
    ]


def test_every_item_has_a_source():
    files = raw_files()
    for name, key in (
        ("crew.json", "cards"),
        ("special_tiles.json", "tiles"),
        ("correspondence.json", "tiles"),
        ("beagle.json", "tiles"),
        ("objectives.json", "tiles"),
        ("objectives.json", "starting"),
        ("diaries.json", "spaces"),
        ("specimens.json", "specimens"),
        ("map.json", "campsites"),
    ):
        for item in files[name][key]:
            assert item.get("source"), (name, item)


def _broken(change):
    files = copy.deepcopy(raw_files())
    change(files)
    with pytest.raises(DataError) as e:
        build(files)
    return str(e.value)


def test_bad_files_name_every_problem():
    def crew(files):
        files["crew.json"]["cards"][0]["seal"] = "purple"
        files["crew.json"]["cards"][1]["actions"] = ["fly 2"]
        del files["crew.json"]["cards"][2]["source"]

    msg = _broken(crew)
    assert "crew card 1: starting seal 'purple'" in msg
    assert "unknown effect 'fly'" in msg
    assert "crew card 3 names no source" in msg

    def flags(files):
        files["map.json"]["ocean"]["spaces"][3]["flag"] = 0

    assert "specimen flags per player mark" in _broken(flags)

    def beagle(files):
        files["beagle.json"]["tiles"][0]["vp"] = 5

    assert "seals scores 4 VP each" in _broken(beagle)

    def fork(files):
        files["map.json"]["ocean"]["spaces"][4]["next"] = ["O6"]

    assert "differ in length" in _broken(fork)

    def diary(files):
        files["diaries.json"]["spaces"][0]["shape"] = "square"

    assert "square magnifiers are outside the Diaries" in _broken(diary)

    def objectives(files):
        files["objectives.json"]["tiles"][0]["requires"] = ["coins 10"]

    assert "types allowed" in _broken(objectives)


def test_every_effect_verb_has_a_runner():
    """Nothing in the data is silently ignored: every verb runs ("special" is replaced by
    the tile's own actions before anything runs)."""
    from ludotheque.games.darwins_journey.components.names import VERBS
    from ludotheque.games.darwins_journey.rules import flow  # noqa: F401  (registers runners)
    from ludotheque.games.darwins_journey.rules.effects import RUNNERS

    assert VERBS - set(RUNNERS) == {"special"}
