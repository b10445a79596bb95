"""Coaching and watching on the table page, in headless Chromium: a hint asked and
played from the lobby's table with hints on (one person: no agreement asked), the
lobby asking for everyone's agreement when several people sit; a finished game's
analysis drawn as a chart with its largest losses listed; the agents' pace control
showing the table's real pace and setting it; the "took back" notice going after a few
seconds and not coming back with a reload."""

from __future__ import annotations

import httpx2 as httpx
import pytest
from server_support import ServerProcess

from ludotheque.core import Match, Rng, get_game


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("coach")
    proc = ServerProcess(
        str(folder / "ludo.db"),
        folder / "server.log",
        agent_delay=0.01,
        agent_workers=1,
        analysis_seconds=0.02,
        # A hint's budget is CPU time; on a loaded machine its wall time, with a cold
        # worker loading the game first, may pass the default cap (5 s + 1).
        max_agent_seconds=20,
    )
    proc.start(timeout=60)
    yield proc
    proc.stop()


def test_a_hint_from_the_lobby_to_a_move(server, page):
    page.goto(server.url + "/")
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", "newton")
    page.select_option("#players", "2")
    page.fill("#seat-1", "human")
    page.select_option("#hints", "0.5")
    assert page.is_visible("#hints-agreed-box")  # two people: everyone must agree
    page.fill("#seat-1", "random")
    page.dispatch_event("#seat-1", "input")
    assert not page.is_visible("#hints-agreed-box")
    page.click("#create")
    page.click("#play-seat-0")
    page.wait_for_selector("#your-turn")
    assert "Hints are on" in page.text_content("#hints-note")
    page.click("#hint")
    page.wait_for_selector("#hint-list li[data-option]")
    first = page.locator("#hint-list li[data-option]").first
    option = first.get_attribute("data-option")
    assert "value" in first.inner_text()
    seq = page.get_attribute("body", "data-seq")
    first.locator("button").click()
    page.wait_for_function("s => document.body.dataset.seq !== s", arg=seq)
    first_move = page.locator("#log li").first.locator("b").get_attribute("data-ref")
    assert first_move == option
    assert "seat 1" in page.text_content("#hints-note") and ": 1" in page.text_content(
        "#hints-note"
    )
    assert page.js_errors == []


def test_a_finished_game_is_analysed_as_a_chart(server, page):
    match = Match(get_game("iwari"), {"players": 2, "mode": "coop"}, 5)
    rng = Rng(5)
    while not match.is_over():
        match.play(rng.below(len(match.decision.options)))
    record = match.record().to_dict()
    record["seats"] = ["Ada", "Bob"]
    r = httpx.post(server.url + "/api/records", json={"record": record}, timeout=30)
    page.goto(server.url + f"/table/{r.json()['id']}")
    page.wait_for_selector("#analysis-box:not([hidden])")
    page.select_option("#an-seat", "1")
    page.click("#an-start")
    page.wait_for_function("() => document.body.dataset.analysis === 'done'", timeout=60_000)
    status = page.text_content("#an-status")
    assert status.startswith("Bob:") and "done" in status
    dots = page.locator("#an-chart svg circle.an-dot")
    total = int(status.split(" of ")[1].split()[0])
    assert dots.count() == total > 0
    marked = page.locator("#an-marked li").count()
    assert marked == page.locator("#an-chart svg circle.marked").count() <= 3
    assert "move" in dots.first.locator("title").text_content()
    # On a phone the chart scrolls in its own box; the page does not scroll sideways.
    page.set_viewport_size({"width": 375, "height": 812})
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    assert page.js_errors == []


def test_the_pace_control_and_a_notice_that_goes(server, page):
    r = httpx.post(
        server.url + "/api/tables",
        json={"game": "iwari", "config": {"players": 2}, "seats": ["human", "random"]},
        timeout=30,
    )
    tid = r.json()["id"]
    token = r.json()["seats"][0]["token"]
    page.goto(server.url + f"/table/{tid}#token={token}")
    page.wait_for_selector("#your-turn")
    assert page.input_value("#pace") == "0.01"  # the table's real pace, not "instant"
    page.select_option("#pace", "2")
    page.wait_for_function("() => true")
    got = httpx.get(server.url + f"/api/tables/{tid}", timeout=10).json()
    for _ in range(50):
        if got["pace"] == 2:
            break
        page.wait_for_timeout(100)
        got = httpx.get(server.url + f"/api/tables/{tid}", timeout=10).json()
    assert got["pace"] == 2
    # An undo: its notice shows, then goes by itself; a reload does not bring it back.
    while page.locator("#undo[disabled]").count():
        seq = page.get_attribute("body", "data-seq")
        page.locator("#options button.option").first.click()
        page.wait_for_function("s => document.body.dataset.seq !== s", arg=seq)
        page.wait_for_selector("#your-turn")
    page.click("#undo")
    page.wait_for_selector('#notices .notice[data-kind="undo"]')
    assert "took back" in page.text_content("#notices")
    page.wait_for_selector('#notices .notice[data-kind="undo"]', state="detached", timeout=15_000)
    page.reload()
    page.wait_for_selector("#status .turn")
    page.wait_for_timeout(300)
    assert page.locator("#notices .notice").count() == 0
    assert page.js_errors == []
