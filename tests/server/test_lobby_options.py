"""The lobby's options in words (issue 17): every game declares each configuration key's
label and help (`config_words`), the keys the seats choose (automas, the Dissidents)
are marked so, and the page builds labelled controls from them: no raw key, no JSON
field, values by their names; a list option (Perseverance's leaders) reaches the game."""

from __future__ import annotations

import httpx2 as httpx


def test_every_option_of_every_game_is_declared_in_words(sqlite_client):
    games = sqlite_client.get("/api/games").json()["games"]
    assert len(games) >= 5
    for g in games:
        words = g["words"]
        for key in g["defaults"]:
            if key == "players":
                continue
            assert key in words, f"{g['id']}: option {key} has no words"
            w = words[key]
            assert w["label"] and w["label"] != key and w["help"], (g["id"], key)
            for value in g["choices"].get(key, []):
                assert w["seats"] or value in w["values"], (g["id"], key, value)
        # Seats: a person, every agent, the game's automas, each in words.
        seats = {s["spec"]: s["words"] for s in g["seats"]}
        assert g["seats"][0] == {"spec": "human", "words": "a person"}
        assert {"random", "greedy", "mcts:1s"} <= set(seats) and set(g["automas"]) <= set(seats)
        assert all(words and "[" not in spec for spec, words in seats.items())


def test_the_lobby_builds_labelled_controls(server, page):
    page.goto(server.url + "/")
    page.wait_for_selector("#game option", state="attached")
    games = httpx.get(server.url + "/api/games", timeout=10).json()["games"]
    for g in games:
        page.select_option("#game", g["id"])
        labels = page.locator("#config > label").all_inner_texts()
        shown = [k for k in g["defaults"] if k != "players" and not g["words"][k]["seats"]]
        shown = [k for k in shown if k != "automas"]
        assert labels == [g["words"][k]["label"] for k in shown], g["id"]
        assert page.locator('#config [data-kind="json"]').count() == 0
        helps = page.locator("#config .cfg-help").count()
        assert helps == len(shown)
    page.select_option("#game", "iwari")
    assert "Face A" in page.locator("#cfg-map option").all_inner_texts()
    assert "Union pawn" in page.text_content("#cfg-modules")
    # Perseverance's leaders, one per seat, as names separated by commas.
    page.select_option("#game", "perseverance-ep3")
    page.select_option("#players", "2")
    page.fill("#seat-1", "random")
    page.fill("#cfg-leaders", "keoni, jack")
    page.select_option("#pace", "0.2")
    page.click("#create")
    page.wait_for_selector("#created:not([hidden])")
    href = page.get_attribute("#play-seat-0", "href")
    tid = href.split("/table/")[1].split("#")[0]
    table = httpx.get(server.url + f"/api/tables/{tid}", timeout=10).json()["table"]
    assert table["config"]["leaders"] == ["keoni", "jack"]
    assert httpx.get(server.url + f"/api/tables/{tid}", timeout=10).json()["pace"] == 0.2
    assert page.js_errors == []


def test_seats_are_chosen_from_a_list_in_words(server, page):
    """Every agent at a few thinking times and the game's automas, by their words; a
    spec typed by hand (another search budget) is kept, the list then saying "other"."""
    page.goto(server.url + "/")
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "encyclopedia")
    options = page.locator("#seat-kind-1 option")
    values = options.evaluate_all("os => os.map(o => o.value)")
    words = options.all_inner_texts()
    assert {"human", "random", "greedy", "mcts:1s", "automa:linne/astrolabe"} <= set(values)
    assert not any("[" in v for v in values) and "a person" in words
    assert "Automa: Carl von Linné, L'Astrolabe (4 of 6 stars)" in words
    page.select_option("#seat-kind-1", "automa:trembley/resolution")
    assert page.input_value("#seat-1") == "automa:trembley/resolution"
    page.select_option("#game", "perseverance-ep3")
    values = page.locator("#seat-kind-1 option").evaluate_all("os => os.map(o => o.value)")
    assert {"automa:dissidents/citizen+easier", "automa:dissidents/dino-expert+harder"} <= set(
        values
    )
    page.select_option("#game", "encyclopedia")
    page.fill("#seat-1", "mcts:300")
    assert page.input_value("#seat-kind-1") == ""
    page.click("#create")
    page.wait_for_selector("#created:not([hidden])")
    assert "seat 2: mcts:300" in page.text_content("#created-links")
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 1400
    assert page.js_errors == []


def test_the_seats_a_game_plays_itself_may_be_left_out(sqlite_client):
    """Darwin's Journey for one player: the lobby sends one seat, Alfred takes his."""
    body = {"game": "darwins-journey", "config": {"players": 1}}
    r = sqlite_client.post("/api/tables", json={**body, "seats": ["human"]})
    assert r.status_code == 201, r.text
    assert [s["spec"] for s in r.json()["seats"]] == ["human", "automa:alfred/white"]
    r = sqlite_client.post("/api/tables", json={**body, "seats": ["human"] * 3})
    assert r.status_code == 400 and "the game plays itself: 1 (automa:alfred/white)" in r.text
