"""One seat numbering in the browser (issue 17): every text a person reads counts seats
from 1 (seat 1 plays first), as the end screen's verdict does, in the lobby, the table's
header and seat list, the connection status, the games' own words (options, log, board
texts and labels); the API and the URLs keep the index from 0."""

from __future__ import annotations

import re

import pytest

GAMES = ["iwari", "encyclopedia", "newton", "darwins-journey", "perseverance-ep3"]

# Every visible text of the page (the board's SVG included) and every aria-label.
READ = """() => {
  const out = [document.body.innerText];
  for (const t of document.querySelectorAll('svg text')) out.push(t.textContent);
  for (const el of document.querySelectorAll('[aria-label]')) out.push(el.getAttribute('aria-label'));
  for (const el of document.querySelectorAll('button, a')) out.push(el.textContent);
  return out.join('\\n');
}"""
SEAT_ZERO = re.compile(r"\bseats? (?:\d+, |\d+ and )*0\b", re.IGNORECASE)
SEAT_NUMBERS = re.compile(r"\bseats? (\d+(?:(?:, | and )\d+)*)", re.IGNORECASE)


def no_seat_beyond(text: str, n: int) -> None:
    """Every seat number said is one of the table's, counted from 1."""
    for m in SEAT_NUMBERS.finditer(text):
        numbers = [int(x) for x in re.split(r", | and ", m.group(1))]
        assert all(1 <= x <= n for x in numbers), m.group(0)


@pytest.mark.parametrize("game", GAMES)
def test_no_text_says_seat_0_and_the_first_seat_is_seat_1(server, page, game):
    page.goto(server.url + "/")
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", game)
    page.select_option("#players", "2")
    page.fill("#seat-1", "random")
    assert page.text_content('label[for="seat-kind-0"]') == "seat 1"
    assert page.get_attribute("#seat-kind-0", "aria-label") == "seat 1: who plays"
    assert not SEAT_ZERO.search(page.evaluate(READ))
    page.click("#create")
    page.wait_for_selector("#created:not([hidden])")
    assert page.text_content("#play-seat-0") == "Play seat 1"
    assert "seat 2: random" in page.text_content("#created-links")
    assert not SEAT_ZERO.search(page.evaluate(READ))

    page.click("#play-seat-0")
    page.wait_for_selector("#board svg")
    page.wait_for_function("() => document.querySelector('#status .turn') !== null")
    page.wait_for_selector("#options button.option")
    assert page.text_content("#conn") == "live (seat 1)"
    first = page.locator('#seats li[data-seat="0"]').inner_text()
    assert first.startswith("seat 1 — you"), first
    assert page.locator('#seats li[data-seat="1"]').inner_text().startswith("random (seat 2)")
    text = page.evaluate(READ)
    assert not SEAT_ZERO.search(text), SEAT_ZERO.search(text).group(0)
    # The API keeps the index from 0.
    assert page.get_attribute("body", "data-you") == "0"

    # After a few moves (the agent's too), the log and the board still say no seat 0.
    for _ in range(4):
        seq = page.get_attribute("body", "data-seq")
        button = page.locator("#options button.option").first
        if not button.count():
            break
        button.click()
        page.wait_for_function("s => document.body.dataset.seq !== s", arg=seq)
        page.wait_for_function(
            "() => document.querySelector('#options button.option') || "
            "document.body.dataset.over === '1'"
        )
    text = page.evaluate(READ)
    assert not SEAT_ZERO.search(text), SEAT_ZERO.search(text).group(0)
    no_seat_beyond(text, 2)
    # The lobby's "my tables" says seat 1 too.
    page.goto(server.url + "/")
    page.wait_for_selector("#my-seats li")
    assert "— seat 1" in page.locator("#my-seats li").first.inner_text()
    assert page.js_errors == []
