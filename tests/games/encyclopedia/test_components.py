"""The component data: counts from the rulebook, a source on every item, and loading that
names what is wrong with a bad table."""

from __future__ import annotations

import copy
import json

import pytest

from ludotheque.games.encyclopedia.components import DATA, DataError, build, load
from ludotheque.games.encyclopedia.rules.reputation import passed

from .fixtures import make_state


def documents():
    read = lambda name: json.loads((DATA / name).read_text(encoding="utf-8"))  # noqa: E731
    return (
        read("board.json"),
        read("animals.json")["animals"],
        read("experts.json")["experts"],
        read("automa.json"),
    )


def test_counts_from_the_rulebook():
    cat = load()
    assert len(cat.expert_names) == 55  # L55
    assert len(cat.animal_ids) == 75  # L63
    assert len(cat.die_colour) == 20  # L75
    assert len(cat.round_token_pool) == 12 and cat.round_tokens_drawn == 6  # L59, L147
    assert [cat.expert_continent.count(c) for c in range(5)] == [11] * 5
    assert [cat.animal_continent.count(c) for c in range(5)] == [15] * 5
    assert len(set(cat.animal_cats)) == 75  # all category tuples distinct (M1)
    assert cat.research_cost[1:] == (2, 4, 7, 10)  # L504-L506
    assert cat.academy_size == {2: 6, 3: 7, 4: 8}  # L150-L154
    assert cat.cubes * 4 == 120 and cat.five_tokens * 4 == 28  # L87, L95


def test_every_item_names_its_source():
    board, animals, experts, automa = documents()
    assert all("source" in x for x in animals + experts)
    for key, value in board.items():
        if isinstance(value, dict):
            assert "source" in value, key
    assert all("source" in b for b in automa["behaviours"] + automa["scorings"])
    reconstructed = [a for a in animals if "reconstructed" in a["source"]]
    assert len(reconstructed) == 75  # even the two named anchors have reconstructed parts


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda b, a, e, m: a[0].update(continent="atlantis"), "unknown continent"),
        (lambda b, a, e, m: a[1].update(categories=["bird"]), "categories"),
        (lambda b, a, e, m: a.append(dict(a[0])), "unique"),
        (lambda b, a, e, m: e[0].update(timing="end"), "does not fit timing"),
        (lambda b, a, e, m: b["reputation_track"]["bonuses"].update({"40": "seal"}), "off"),
        (lambda b, a, e, m: b["research_cost"].update(by_type=[2, 7, 4, 10]), "grow"),
        (lambda b, a, e, m: m["behaviours"][0]["rows"].pop("3"), "no row"),
    ],
)
def test_loading_names_the_problem(change, message):
    board, animals, experts, automa = (copy.deepcopy(x) for x in documents())
    change(board, animals, experts, automa)
    with pytest.raises(DataError) as e:
        build(board, animals, experts, automa)
    assert message in str(e.value)


def test_several_problems_are_reported_together():
    board, animals, experts, automa = (copy.deepcopy(x) for x in documents())
    animals[0]["continent"] = "atlantis"
    experts[0]["continent"] = "mu"
    with pytest.raises(DataError) as e:
        build(board, animals, experts, automa)
    assert "atlantis" in str(e.value) and "Alonso Rossette" in str(e.value)


def test_the_passed_table_matches_walking_the_track():
    s = make_state(2)
    cat = s.ctx.cat
    for start in range(cat.track_length):
        s.rep[0] = start
        for n in (0, 1, 3, 17, 31, 40):
            pos, total = start, [0, 0, 0, 0]
            for _ in range(n):
                pos = (pos + 1) % cat.track_length
                g = cat.track_gain[pos]
                total = [total[0] + g[0], total[1] + g[1], total[2] + g[2], total[3]]
                total[3] += g[3] == "animal"
            assert passed(s, 0, n) == tuple(total)


def test_collections_sum_the_table_and_cap_at_its_last_entry():
    cat = load()
    table = cat.collection_vp
    counts = [0, 1, len(table) - 1, len(table), len(table) + 7]
    assert cat.collections(counts) == sum(cat.collection(n) for n in counts)
    assert cat.collection(len(table) + 7) == table[-1]
