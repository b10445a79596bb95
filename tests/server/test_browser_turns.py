"""Reminders and endings in headless Chromium (issue 17): "Your turn" in the title and the
favicon only when it is; the sound and notification setting off until chosen, then
remembered; the lobby's "my tables" (kept in the browser) with the tables where it is
your turn first, and the lobby's own title and icon saying so; the end screen of every
solo and automa mode with the rulebook's result and a breakdown adding up."""

from __future__ import annotations

import httpx2 as httpx
import pytest
from server_support import auth
from test_end_screen import CASES, NAMES, finished


def _table(server, seats, game="iwari", config=None):
    body = {"game": game, "config": config or {"players": 2}, "seats": seats}
    r = httpx.post(server.url + "/api/tables", json=body, timeout=30)
    assert r.status_code == 201, r.text
    return r.json()["id"], {s["seat"]: s["token"] for s in r.json()["seats"] if "token" in s}


def test_your_turn_in_the_title_the_icon_and_the_lobby(server, page):
    tid, tokens = _table(server, ["human", "human"])
    to_move = httpx.get(server.url + f"/api/tables/{tid}", timeout=10).json()["table"]["to_move"]
    other = 1 - to_move
    # The seat not to move: no reminder.
    page.goto(server.url + f"/table/{tid}#token={tokens[other]}")
    page.wait_for_selector("#status .turn")
    assert "Your turn" not in page.title()
    assert page.get_attribute("#favicon", "href").endswith("/favicon.svg")
    assert not page.is_checked("#notify")  # sound and notification: off until chosen
    page.check("#notify")
    page.reload()
    page.wait_for_selector("#status .turn")
    assert page.is_checked("#notify")
    # The seat to move: reminded.
    page.goto(server.url + f"/table/{tid}#token={tokens[to_move]}")
    page.wait_for_selector("#your-turn")
    assert page.title().startswith("▶ Your turn")
    assert page.get_attribute("#favicon", "href").endswith("/favicon-turn.svg")
    # The lobby lists both seats this browser holds, the one to move first.
    page.goto(server.url + "/")
    page.wait_for_selector(f'#my-seats li[data-table="{tid}"] .table-status:text-matches(".")')
    page.wait_for_function("() => document.querySelectorAll('#my-seats li').length === 2")
    rows = page.locator("#my-seats li")
    assert rows.nth(0).get_attribute("data-turn") == "1"
    assert (
        "your turn" in rows.nth(0).inner_text()
        and f"seat {to_move + 1}" in rows.nth(0).inner_text()
    )
    assert "(waiting)" in rows.nth(1).inner_text()
    assert page.title().startswith("▶ Your turn (1)")
    assert page.get_attribute("#favicon", "href").endswith("/favicon-turn.svg")
    # A table created here with two people: its links are for the players, not yet
    # this browser's tables.
    page.select_option("#players", "2")
    page.fill("#seat-0", "human")
    page.fill("#seat-1", "human")
    page.click("#create")
    page.wait_for_selector("#created:not([hidden])")
    made = page.get_attribute("#play-seat-0", "href").split("/table/")[1].split("#")[0]
    page.wait_for_timeout(200)
    assert page.locator(f'#my-seats li[data-table="{made}"]').count() == 0
    # Forgotten: gone from the list, and from the browser's memory.
    rows.nth(1).locator("button.forget").click()
    page.wait_for_function("() => document.querySelectorAll('#my-seats li').length === 1")
    assert page.js_errors == []


SOLO = [c for c, (_, config, word) in CASES.items() if word or "dissidents" in config]


def _open_finished(server, page, case):
    """Import a finished game of `case` with its seats named, and open its end screen;
    the match and its number of seats."""
    game_id, config, _ = CASES[case]
    match = finished(game_id, config)
    record = match.record().to_dict()
    n = match.game.num_seats(match.state)
    record["seats"] = NAMES[:n]
    r = httpx.post(server.url + "/api/records", json={"record": record}, timeout=30)
    assert r.status_code == 201, r.text
    page.goto(server.url + f"/table/{r.json()['id']}")
    page.wait_for_selector("#end-card:not([hidden])")
    return match, n


@pytest.mark.parametrize("case", SOLO)
def test_the_end_screen_of_every_solo_and_automa_mode(server, page, case):
    word = CASES[case][2]
    match, n = _open_finished(server, page, case)
    result = page.text_content("#solo-result")
    assert page.is_visible("#solo-result") and result.startswith("Result: ")
    if word:
        assert word in result + page.text_content("#verdict")
    scores = match.game.scores(match.state)
    totals = [
        int(x) for x in page.locator("#breakdown tr[data-seat] td[data-total]").all_inner_texts()
    ]
    assert totals == scores
    assert "Ada" in page.text_content("#breakdown")
    assert "to play" not in page.text_content("#status")
    assert page.js_errors == []


MULTI = [c for c in CASES if c not in SOLO]


@pytest.mark.parametrize("case", MULTI)
def test_the_end_screen_of_every_game_between_people(server, page, case):
    """An imported finished game of every game between people: the verdict in words,
    each seat's points by category adding up to its final score, the seats' names kept
    (no "(free)"), no "to play" left, and every move of the log in full (no "?")."""
    match, n = _open_finished(server, page, case)
    assert page.text_content("#verdict").strip()
    scores = match.game.scores(match.state)
    rows = page.locator("#breakdown tbody tr[data-seat]")
    assert rows.count() >= n
    totals = [
        int(x) for x in page.locator("#breakdown tr[data-seat] td[data-total]").all_inner_texts()
    ]
    assert totals[:n] == scores, (totals, scores)
    for row in rows.all():
        points = [int(x) for x in row.locator("td[data-points]").all_inner_texts()]
        assert points and sum(points) == int(row.locator("td[data-total]").inner_text())
    seats = page.text_content("#seats")
    assert "(free)" not in seats and all(name in seats for name in NAMES[:n]), seats
    assert "to play" not in page.text_content("#status")
    assert "to play" not in page.inner_html("#board")
    moves = page.locator("#log li b").all_inner_texts()
    assert len(moves) == len(match.moves), (len(moves), len(match.moves))
    assert "?" not in [m.strip() for m in moves]
    # On a phone the breakdown fits the screen: no scrolling inside its box, and each
    # seat's points read with their category's name.
    page.set_viewport_size({"width": 375, "height": 812})
    box = page.eval_on_selector(
        "#end-card .scroll-x",
        "b => [b.scrollWidth, b.clientWidth, b.getBoundingClientRect().right]",
    )
    assert box[0] <= box[1] and box[2] <= 375, box
    shown = rows.first.evaluate(
        "r => [...r.querySelectorAll('td')].map(td => getComputedStyle(td, '::before').content)"
    )
    categories = page.eval_on_selector_all(
        "#breakdown thead th[scope=col]", "ts => ts.map(t => JSON.stringify(t.textContent))"
    )
    assert shown == categories, (shown, categories)
    assert page.js_errors == []


STUB = """
  window.__notes = [];
  window.Notification = class { constructor(title, o) { window.__notes.push([title, o.body]); } };
  window.Notification.permission = 'granted';
  window.Notification.requestPermission = () => Promise.resolve('granted');
  Object.defineProperty(document, 'hidden', { get: () => true });
"""


def _play_until_the_turn_passes(server, tid, token):
    """Play the mover's first options (over the API) until the other seat is to move."""
    for _ in range(200):
        s = httpx.get(server.url + f"/api/tables/{tid}", headers=auth(token), timeout=10).json()
        if not s["decision"]["options"]:
            return
        r = httpx.post(
            server.url + f"/api/tables/{tid}/moves",
            json={"seq": s["seq"], "option": 0},
            headers=auth(token),
            timeout=10,
        )
        assert r.status_code == 200, r.text
    raise AssertionError("the turn never passed")


def test_a_notification_when_the_turn_comes_only_once_chosen(server, browser):
    """Two people: when the other seat's turn ends, the waiting seat's page (in the
    background) shows a notification "Your turn", only with the setting on."""
    notes = {}
    for setting in ("0", "1"):
        tid, tokens = _table(server, ["human", "human"], game="newton")
        first = httpx.get(server.url + f"/api/tables/{tid}", timeout=10).json()["table"]["to_move"]
        context = browser.new_context()
        try:
            context.add_init_script(STUB + f"localStorage.setItem('ludo.notify', '{setting}');")
            waiter = context.new_page()
            waiter.goto(server.url + f"/table/{tid}#token={tokens[1 - first]}")
            waiter.wait_for_selector("#status .turn")
            assert not waiter.locator("#your-turn").count()
            _play_until_the_turn_passes(server, tid, tokens[first])
            waiter.wait_for_selector("#your-turn")
            notes[setting] = waiter.evaluate("() => window.__notes")
        finally:
            context.close()
    assert notes["0"] == []
    assert notes["1"] and notes["1"][0][0] == "Your turn"
