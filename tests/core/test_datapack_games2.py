"""Darwin's Journey and Perseverance Episode 3 read their data through data packs: export and
check pass, a changed value takes effect in a game set up with it, and a broken pack is
refused naming its file and item (issues 13 and 14, "replaceable through a data pack")."""

from __future__ import annotations

import json

import pytest

from ludotheque.cli.main import main
from ludotheque.core import datapack, get_game
from ludotheque.core.datapack import DataPackError
from ludotheque.games.perseverance_ep3 import datafiles as _perseverance_data  # noqa: F401
from ludotheque.games.perseverance_ep3 import game as perseverance_game

GAMES = ("darwins-journey", "perseverance-ep3")


@pytest.fixture(autouse=True)
def _embedded_after():
    """The data source is process-wide: every test leaves the embedded data active."""
    datapack.reset()
    yield
    datapack.reset()


def export(tmp_path, game: str):
    target = tmp_path / "pack"
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


@pytest.mark.parametrize("game", GAMES)
def test_export_then_check_passes_with_the_embedded_hash(tmp_path, game):
    pack = export(tmp_path, game)
    manifest, source, problems = datapack.check_pack(pack)
    assert problems == []
    embedded = datapack.handle(game).embedded
    assert manifest["game"] == game and source.hash == embedded.hash
    assert "alfred.json" in embedded.files() or game != "darwins-journey"
    cov = datapack.coverage(embedded)
    assert 0 < cov.reconstructed < cov.items


def test_ludo_games_says_how_much_darwin_data_is_reconstructed(capsys):
    cov = datapack.coverage(datapack.handle("darwins-journey").embedded)
    assert main(["games"]) == 0
    out = capsys.readouterr().out
    block = out[out.index("darwins-journey") :]
    assert f"data: {cov.reconstructed} of {cov.items} items reconstructed" in block


# ----- Darwin's Journey --------------------------------------------------------------------
def _darwin_specials(seed: int = 3) -> dict[str, int]:
    game = get_game("darwins-journey")
    state = game.setup({"players": 2, "first_game": True}, seed)
    spaces = game.view(state, None)["board"]["spaces"]
    return {k: x["tile"] for k, x in spaces.items() if x["tile"] is not None}


def test_a_changed_darwin_first_game_tile_takes_effect(tmp_path):
    embedded = _darwin_specials()
    assert embedded["special-top-left"] == 7  # L250: tile 7 top left in the first game
    pack = export(tmp_path, "darwins-journey")

    def change(d):
        d["first_game"][0] = 2
        d["first_game_source"] = "my copy of the game"

    edit(pack, "special_tiles.json", change)
    datapack.install(pack, "darwins-journey")
    with_pack = _darwin_specials()
    assert with_pack["special-top-left"] == 2
    assert {k: v for k, v in with_pack.items() if k != "special-top-left"} == {
        k: v for k, v in embedded.items() if k != "special-top-left"
    }
    datapack.reset("darwins-journey")
    assert _darwin_specials() == embedded  # the caches are keyed by the source


def test_a_broken_darwin_pack_is_refused_naming_file_and_item(tmp_path):
    pack = export(tmp_path, "darwins-journey")
    edit(pack, "crew.json", lambda d: d["cards"][0].update(seal="purple"))
    edit(pack, "alfred.json", lambda d: d.update(coin_cap="many"))
    found = problems_of(pack)
    assert any(p.startswith("crew.json: ") and "purple" in p for p in found), found
    assert any(p.startswith("alfred.json: coin_cap") for p in found), found
    with pytest.raises(DataPackError, match="crew.json"):
        datapack.install(pack, "darwins-journey")
    assert datapack.current("darwins-journey").embedded  # nothing changed


# ----- Perseverance Episode 3 ----------------------------------------------------------------
def _followers(seed: int = 3) -> list[int]:
    game = perseverance_game.PerseveranceEp3Game()
    state = game.setup({"players": 2}, seed)
    return [p["followers"] for p in game.view(state, None)["players"]]


def test_a_changed_perseverance_start_value_takes_effect(tmp_path):
    assert _followers() == [10, 10]  # L408
    pack = export(tmp_path, "perseverance-ep3")
    edit(pack, "rules.json", lambda d: d["start_followers"].update(value=12, source="my copy"))
    datapack.install(pack, "perseverance-ep3")
    assert _followers() == [12, 12]
    datapack.reset("perseverance-ep3")
    assert _followers() == [10, 10]  # the caches are keyed by the source


def test_a_broken_perseverance_pack_is_refused_naming_file_and_item(tmp_path):
    pack = export(tmp_path, "perseverance-ep3")
    edit(pack, "goals.json", lambda d: d["goals"][0].update(officer="admiral"))
    found = problems_of(pack)
    assert any(p.startswith("goals.json: ") and "admiral" in p for p in found), found
    with pytest.raises(DataPackError, match="goals.json"):
        datapack.install(pack, "perseverance-ep3")
    assert datapack.current("perseverance-ep3").embedded
