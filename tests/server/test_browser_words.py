"""The table page read by people (issue 17), in headless Chromium: every text of the board
and panels at 12 CSS px or more at 1400x1000 and nothing wider than a 375 px phone, for
every game; a component's tooltip; an event told in the log; the end screen's verdict and
breakdown adding up to the final scores; an imported finished game keeping its names."""

from __future__ import annotations

import re
import time

import httpx2 as httpx
import pytest
from server_support import new_table, open_table

from ludotheque.core import Match, Rng, get_game

GAMES = {
    "iwari": {"players": 2},
    "encyclopedia": {"players": 2},
    "newton": {"players": 2},
    "darwins-journey": {"players": 2},
    "perseverance-ep3": {"players": 2},
}

# The smallest visible text of the page's board and panels, in CSS px, and where it is.
SMALLEST_TEXT = """() => {
  let least = [1e9, ''];
  const seen = el => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  for (const t of document.querySelectorAll('#board svg text')) {
    if (!t.textContent.trim() || !seen(t)) continue;
    const m = t.getScreenCTM();
    const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
    if (px < least[0]) least = [px, 'svg: ' + t.textContent.trim().slice(0, 30)];
  }
  const walk = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent.trim() || el.closest('svg') || el.closest('details:not([open])') || !seen(el)) continue;
    const px = parseFloat(getComputedStyle(el).fontSize);
    if (px < least[0]) least = [px, el.tagName + ': ' + n.textContent.trim().slice(0, 30)];
  }
  return least;
}"""


@pytest.mark.parametrize("game", list(GAMES))
def test_every_text_reads_at_12px_and_a_phone_never_scrolls_sideways(server, browser, game):
    tid, tokens = new_table(server, game, GAMES[game], ["human", "random"])
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    try:
        page = context.new_page()
        open_table(page, server, tid, tokens[0])
        page.wait_for_selector("#options button.option")
        assert page.title().startswith("▶ Your turn")
        assert "favicon-turn" in page.get_attribute("#favicon", "href")
        px, where = page.evaluate(SMALLEST_TEXT)
        assert px >= 12, f"{game}: text at {px:.1f} px ({where})"
        page.set_viewport_size({"width": 375, "height": 812})
        page.reload()
        open_table(page, server, tid, tokens[0])
        page.wait_for_selector("#options button.option")
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 375, f"{game}: the page is {width} px wide on a 375 px phone"
        box = page.locator("#options button.option").first.bounding_box()
        assert box is not None and 0 <= box["x"] and box["x"] + box["width"] <= 375
        assert 0 <= box["y"] < 812, "the first option is off screen"
        # Zoom is kept per game across reloads.
        page.click("#zoom-in")
        zoom = page.text_content("#zoom-label")
        page.reload()
        page.wait_for_selector("#board svg")
        page.wait_for_function(
            "z => document.querySelector('#zoom-label').textContent === z", arg=zoom
        )
    finally:
        context.close()


def test_the_lobby_fits_a_phone(server, browser):
    context = browser.new_context(viewport={"width": 375, "height": 812})
    try:
        page = context.new_page()
        page.goto(server.url + "/")
        page.wait_for_selector("#game option", state="attached")
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 375, f"the lobby is {width} px wide on a 375 px phone"
        # Seats: every agent and the game's automas; options as controls, not JSON.
        page.select_option("#game", "darwins-journey")
        values = page.eval_on_selector_all("#seat-kind-0 option", "os => os.map(o => o.value)")
        assert {"human", "random", "greedy", "automa:alfred/green"} <= set(values)
        assert page.locator("#cfg-automas").count() == 0
        page.select_option("#game", "iwari")
        assert page.locator("#cfg-exploits input[type=checkbox]").count() == 2
        assert page.locator('#config [data-kind="json"]').count() == 0
    finally:
        context.close()


def test_a_card_explains_itself_on_hover(server, page):
    tid, tokens = new_table(server, "newton", {"players": 2}, ["human", "random"])
    open_table(page, server, tid, tokens[0])
    card = page.locator("#options button.option").first
    card.hover()
    page.wait_for_selector("#tip:not([hidden])")
    option = card.get_attribute("data-option")
    expected = httpx.get(
        server.url + "/api/games/newton/explain", params={"ref": option}, timeout=10
    ).json()["explain"]
    assert expected is not None
    assert expected["name"] in page.text_content("#tip")


def test_the_log_tells_events(server, page):
    """Encyclopedia's automatic effects reach the log as events under the move."""
    tid, tokens = new_table(server, "encyclopedia", {"players": 2}, ["human", "random"])
    head = {"Authorization": f"Bearer {tokens[0]}"}
    url = server.url + f"/api/tables/{tid}"
    for _ in range(60):
        s = httpx.get(url, headers=head, timeout=10).json()
        if s["events"]:
            break
        if s["decision"] and s["decision"]["options"]:
            httpx.post(
                url + "/moves", json={"seq": s["seq"], "option": 0}, headers=head, timeout=10
            )
        else:
            time.sleep(0.05)
    assert s["events"], "no event told in 60 looks"
    open_table(page, server, tid, tokens[0])
    page.wait_for_selector("#log li .event")
    assert page.locator("#log li .event").first.inner_text().strip()
    # The next move: what changed on the board is highlighted.
    page.wait_for_selector("#options button.option")
    page.locator("#options button.option").first.click()
    page.wait_for_selector("#board .changed")


def test_the_end_screen_explains_and_adds_up(server, page):
    """A finished game (imported, with who sat where): the verdict, the breakdown by
    category adding up to the final scores, the neutral tribe's row, the seats' names,
    and a board that no longer says who is to play."""
    match = Match(get_game("iwari"), {"players": 2}, 11)
    rng = Rng(11)
    while not match.is_over():
        match.play(rng.below(len(match.decision.options)))
    record = match.record().to_dict()
    record["seats"] = ["Ada", "Bob"]
    r = httpx.post(server.url + "/api/records", json={"record": record}, timeout=30)
    assert r.status_code == 201, r.text
    page.goto(server.url + f"/table/{r.json()['id']}")
    page.wait_for_selector("#end-card:not([hidden])")
    scores = match.game.scores(match.state)
    totals = [int(x) for x in page.locator("#breakdown td[data-total]").all_inner_texts()]
    assert totals == scores
    for row in page.locator("#breakdown tbody tr[data-seat]").all():
        points = [int(x) for x in row.locator("td[data-points]").all_inner_texts()]
        assert sum(points) == int(row.locator("td[data-total]").inner_text())
    assert "neutral tribe" in page.text_content("#breakdown")
    verdict = page.text_content("#verdict")
    assert verdict.strip() and ("Ada" in verdict or "Bob" in verdict or "neutral" in verdict)
    assert "to play" not in page.inner_html("#board")
    seats = page.text_content("#seats")
    assert "(free)" not in seats and "Ada" in seats and "Bob" in seats


def test_a_board_space_explains_itself_on_hover(server, page):
    """Elements that are no option explain what their title names (a hut space here)."""
    tid, _ = new_table(server, "iwari", {"players": 2}, ["human", "random"])
    open_table(page, server, tid)
    # The board opens at its readable zoom, so part of it lies outside its frame: take
    # the first hut space the frame shows. (The tip used to hide on any scroll, so a hover
    # that made the browser scroll the frame lost it: the tip now follows its element.)
    frame = page.locator("#board").bounding_box()
    size = page.viewport_size
    right = min(frame["x"] + frame["width"], size["width"])
    bottom = min(frame["y"] + frame["height"], size["height"])
    spaces = page.locator('[id^="space-"] circle')
    target = None
    for i in range(spaces.count()):
        box = spaces.nth(i).bounding_box()
        if box and frame["x"] <= box["x"] and box["x"] + box["width"] <= right:
            if frame["y"] <= box["y"] and box["y"] + box["height"] <= bottom:
                target = spaces.nth(i)
                break
    assert target is not None, "no hut space is on screen"
    space = target.evaluate("e => e.parentElement.id").removeprefix("space-")
    target.hover()
    page.wait_for_selector("#tip:not([hidden])")
    tip = page.text_content("#tip")
    name = httpx.get(
        server.url + "/api/games/iwari/explain", params={"ref": space}, timeout=10
    ).json()["explain"]["name"]
    assert name in tip and "Reconstructed" in tip
    assert re.fullmatch(r"[A-Z][a-z]+ \d+ space \d+", name), name  # "Forest 1 space 3"
