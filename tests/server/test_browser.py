"""The pages in headless Chromium (Playwright, Debian's chromium): a whole game against an
agent played by clicking, the agent's moves arriving live, a reload mid-game, nothing of
the other seat's hidden information on the page, the record downloaded, replayed and
imported; two players and a spectator at one table, joining from the lobby, undo seen by
the other seat. Screenshots of failures are kept in tests/server/artifacts/."""

from __future__ import annotations

import json
import random

import httpx2 as httpx
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from server_support import ServerProcess, auth, create

from ludotheque.core.record import Record, replay

MY_TURN_OR_OVER = """() => document.body.dataset.over === '1' ||
    document.querySelector('#options button.option:not([disabled])') !== null"""


@pytest.fixture(scope="module")
def live_server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("live")
    server = ServerProcess(str(folder / "ludo.db"), folder / "server.log", agent_delay=0.05)
    server.start()
    yield server
    server.stop()


def wait_turn(page) -> bool:
    """Wait until the seat may decide; True when the game is over instead."""
    page.wait_for_function(MY_TURN_OR_OVER)
    return page.get_attribute("body", "data-over") == "1"


def click_and_wait(page, locator) -> None:
    seq = page.get_attribute("body", "data-seq")
    try:
        locator.click(timeout=5_000)
    except PlaywrightTimeout:
        # Under a heavily loaded machine (once in CI for a board target, once in the
        # lead's runs with three busy loops beside this test, for a button of the list)
        # Playwright never judged the target "stable": sampled after the timeout, the
        # button moved 18 px up and down every 0.2 s (cause not found). The click then
        # goes to the element's centre without that check; it still has to make a move,
        # checked below.
        locator.click(force=True)
    try:
        page.wait_for_function("s => document.body.dataset.seq !== s", arg=seq)
    except Exception as e:  # say what the page said, not only that nothing came
        said = {k: page.text_content(f"#{k}") for k in ("error", "conn", "status")}
        raise AssertionError(f"no move after a click at decision {seq}: {said}") from e


def snapshot(page) -> dict:
    view = json.loads(page.text_content("#raw-view"))
    return {
        "ply": page.locator("#log li").count(),
        "view": view,
        "hand_cards_drawn": page.locator('#board [id^="card-discard:"]').count(),
        "text": page.content(),
    }


def test_a_whole_game_against_an_agent_by_clicking(live_server, page, tmp_path):
    rng = random.Random(5)
    page.goto(live_server.url + "/")
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "iwari")
    page.select_option("#cfg-mode", "coop")
    page.select_option("#players", "2")
    page.fill("#seat-0", "human")
    page.fill("#seat-name-0", "Alice")
    page.fill("#seat-1", "random")
    page.click("#create")
    page.click("#play-seat-0")
    page.wait_for_selector("#your-turn, #game-over, #status .turn")
    assert "#token=" in page.url
    # Moves without animation (the setting, remembered in the browser): this test is about
    # clicking, and once under CI load a target being highlighted never became "stable"
    # for Playwright's click (cause not found; the animations have their own tests).
    page.uncheck("#animate")
    table_id = page.url.split("/table/")[1].split("#")[0]
    token = page.url.split("#token=")[1]

    snapshots = []
    clicks = {"board": 0, "list": 0}
    reloaded = False
    moves = 0
    while not wait_turn(page):
        if moves % 6 == 0:
            snapshots.append(snapshot(page))
        on_board = page.locator("#board [data-option]")
        if on_board.count() and rng.random() < 0.7:
            target = on_board.nth(rng.randrange(on_board.count()))
            clicks["board"] += 1
        else:
            buttons = page.locator("#options button.option")
            target = buttons.nth(rng.randrange(buttons.count()))
            clicks["list"] += 1
        click_and_wait(page, target)
        moves += 1
        if moves == 15 and not reloaded:
            page.reload()
            reloaded = True
            page.wait_for_selector("#status .turn")
            assert page.get_attribute("body", "data-you") == "0"
    assert reloaded and clicks["board"] > 5 and clicks["list"] > 0
    assert page.js_errors == []

    # The end: the result, the agent's moves in the log, no options.
    assert page.locator("#game-over").is_visible()
    log = page.locator("#log li").all_inner_texts()
    assert any(line.startswith("random (seat 2)") for line in log)
    assert any(line.startswith("Alice") for line in log)
    assert page.locator("#options button").count() == 0

    # Nothing of the other seat's hidden information was ever on the page: what it showed
    # was exactly the game's view for seat 0 at that moment.
    full = httpx.get(live_server.url + f"/api/tables/{table_id}/record").json()
    record = Record.from_dict(full)
    for snap in snapshots:
        game, state = replay(record, verify=False, upto=snap["ply"])
        truth = json.loads(json.dumps(game.view(state, 0)))
        assert snap["view"] == truth
        assert "cards" not in snap["view"]["hands"][1]
        assert snap["hand_cards_drawn"] == len(truth["hands"][0].get("cards", {}))
        if abs(full["seed"]) >= 10**6:  # the game's seed (its whole future) is not on the page
            assert str(full["seed"]) not in snap["text"]

    # Download the record from the page: the full record, now that the game is over.
    with page.expect_download() as download:
        page.click("#download")
    saved = tmp_path / "game.json"
    download.value.save_as(saved)
    assert json.loads(saved.read_text())["moves"] == full["moves"]

    # Replay move by move.
    page.click("#rp-first")
    page.wait_for_function(
        "() => document.querySelector('#rp-label').textContent.startsWith('move 0 ')"
    )
    assert page.locator("#log li").count() == 0
    page.click("#rp-next")
    page.wait_for_function(
        "() => document.querySelector('#rp-label').textContent.startsWith('move 1 ')"
    )
    assert page.locator("#log li").count() == 1
    page.click("#rp-last")
    page.wait_for_function(
        "n => document.querySelector('#log li:last-child') && "
        "document.querySelectorAll('#log li').length === n",
        arg=len(full["moves"]),
    )

    # Import the downloaded record from the lobby: a finished game to replay.
    page.goto(live_server.url + "/")
    page.set_input_files("#import-file", str(saved))
    page.click("#import")
    page.click("#imported-link")
    page.wait_for_selector("#game-over")
    assert page.locator("#log li").count() == len(full["moves"])
    # The seat's link still works after the game (leave and come back later).
    page.goto(live_server.url + f"/table/{table_id}#token={token}")
    page.wait_for_selector("#game-over")


def test_two_players_and_a_spectator_share_a_table(live_server, browser):
    with httpx.Client(base_url=live_server.url) as http:
        seats = ("human", {"spec": "human", "access": "open"})  # Bob's seat: open to anyone
        tid, tokens = create(http, seats=seats, seed=5, title="Two friends")
        contexts = [browser.new_context() for _ in range(3)]
        try:
            alice, bob, watcher = (c.new_page() for c in contexts)
            for p in (alice, bob, watcher):
                p.set_default_timeout(15_000)
            alice.goto(live_server.url + f"/table/{tid}#token={tokens[0]}")
            alice.wait_for_selector("#status .turn")
            # Bob takes the free seat from the lobby.
            bob.goto(live_server.url + "/")
            bob.fill("#join-name", "Bob")
            bob.locator(f'tr[data-table="{tid}"] button.join').click()
            bob.wait_for_url(f"**/table/{tid}#token=*")
            bob.wait_for_selector("#status .turn")
            assert bob.get_attribute("body", "data-you") == "1"
            watcher.goto(live_server.url + f"/table/{tid}")
            watcher.wait_for_selector("#status .turn")
            assert watcher.text_content("#conn").startswith("live (spectator)")
            assert watcher.locator("#options button").count() == 0
            alice.wait_for_function(
                "() => [...document.querySelectorAll('#seats li')].some(li => li.textContent.includes('Bob'))"
            )
            bob_token = bob.url.split("#token=")[1]
            pages = {0: alice, 1: bob}
            http_tokens = {0: tokens[0], 1: bob_token}
            # Play by clicking until someone may take a decision back.
            for _ in range(200):
                s = http.get(f"/api/tables/{tid}").json()
                seat = s["decision"]["seat"]
                mine = http.get(f"/api/tables/{tid}", headers=auth(http_tokens[seat])).json()
                if mine["undoable"]:
                    break
                page = pages[seat]
                page.wait_for_function("s => document.body.dataset.seq === s", arg=str(s["seq"]))
                click_and_wait(page, page.locator("#options button.option").first)
            else:
                pytest.fail("nothing became undoable")
            page = pages[seat]
            other = pages[1 - seat]
            page.wait_for_function("s => document.body.dataset.seq === s", arg=str(mine["seq"]))
            before = other.locator("#log li").count()
            page.click("#undo")
            other.wait_for_selector(".notice[data-kind=undo]")
            assert "took back 1 decision" in other.text_content("#notices")
            watcher.wait_for_selector(".notice[data-kind=undo]")
            other.wait_for_function(
                "n => document.querySelectorAll('#log li').length === n", arg=before - 1
            )
            # Bob leaves: his link stops working, his seat is free again.
            bob.click("#leave")
            bob.wait_for_function("() => document.body.dataset.you === ''")
            alice.wait_for_function(
                "() => [...document.querySelectorAll('#seats li')].some(li => li.textContent.includes('(free)'))"
            )
            assert http.get(f"/api/tables/{tid}", headers=auth(bob_token)).status_code == 403
        finally:
            for c in contexts:
                c.close()


def test_the_page_reconnects_after_the_socket_drops(live_server, page):
    with httpx.Client(base_url=live_server.url) as http:
        tid, tokens = create(http, seats=("human", "human"), seed=3)
        s = http.get(f"/api/tables/{tid}").json()
        seat = s["decision"]["seat"]
    page.goto(live_server.url + f"/table/{tid}#token={tokens[seat]}")
    page.wait_for_selector("#your-turn")
    page.evaluate("() => ws.close()")  # the connection drops
    page.wait_for_function("() => document.body.dataset.connected === '0'")
    page.wait_for_function("() => document.body.dataset.connected === '1'", timeout=10_000)
    click_and_wait(page, page.locator("#options button.option").first)
    assert page.locator("#log li").count() == 1


def test_the_create_panel_tells_invited_from_open_seats(live_server, browser):
    """Invited seats stay with their links; open ones may be taken from the lobby; the
    creator's link opens a seat nobody took."""
    contexts = [browser.new_context() for _ in range(2)]
    try:
        creator, stranger = (c.new_page() for c in contexts)
        for p in (creator, stranger):
            p.set_default_timeout(15_000)
        creator.goto(live_server.url + "/")
        creator.wait_for_selector("#game option", state="attached")
        creator.select_option("#game", "iwari")
        creator.select_option("#cfg-mode", "coop")
        creator.select_option("#players", "2")
        creator.fill("#seat-0", "human")
        creator.fill("#seat-1", "human")
        creator.fill("#title", "Invited and open")
        creator.select_option("#seat-access-1", "open")
        creator.click("#create")
        creator.wait_for_selector("#created-links li[data-access=open]")
        panel = creator.text_content("#created-links")
        assert "invited: only whoever opens this link takes the seat" in panel
        assert "open: anyone in the lobby may take this seat" in panel
        manage = creator.get_attribute("#manage-link", "href")
        tid = manage.split("/table/")[1].split("#")[0]
        # A stranger in the lobby takes the open seat, and no other.
        stranger.goto(live_server.url + "/")
        stranger.locator(f'tr[data-table="{tid}"] button.join').click()
        stranger.wait_for_url(f"**/table/{tid}#token=*")
        stranger.wait_for_function("() => document.body.dataset.you === '1'")
        with httpx.Client(base_url=live_server.url) as http:
            r = http.post(f"/api/tables/{tid}/join", json={})
            assert r.status_code == 409  # seat 0 is kept for its link
        # The creator opens seat 0 to anyone from the table's page.
        creator.goto(live_server.url + manage)
        creator.locator('#seats li[data-seat="0"] button[data-manage=open]').click()
        creator.wait_for_function(
            "() => document.querySelector('#manage-result').textContent.includes('is open')"
        )
        with httpx.Client(base_url=live_server.url) as http:
            assert http.post(f"/api/tables/{tid}/join", json={}).status_code == 200
    finally:
        for c in contexts:
            c.close()
