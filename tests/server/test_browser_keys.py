"""The board by keyboard (issue 17), for every game: Tab reaches an element of the board
that is no option (a card, tile, space or track cell), its tooltip appears with its name
and a focus ring shows; the arrow keys move to another element, whose tooltip follows;
the whole board is one tab stop besides its options (a roving tabindex); Enter steps
into an element's pieces and Escape out."""

from __future__ import annotations

import httpx2 as httpx
import pytest
from server_support import new_table

GAMES = {
    "iwari": {"players": 2},
    "encyclopedia": {"players": 2},
    "newton": {"players": 2},
    "darwins-journey": {"players": 2},
    "perseverance-ep3": {"players": 2},
}

# The focused element: an element of the board that is no option, its title (seats
# counted from 1, as every text says them), its outline.
FOCUSED = """() => {
  const el = document.activeElement;
  if (!el || !el.closest('#board svg') || !el.hasAttribute('data-kbd') || el.hasAttribute('data-option')) return null;
  const t = [...el.children].find(c => c.tagName.toLowerCase() === 'title');
  return { title: t ? t.textContent.trim() : null,
           outline: getComputedStyle(el).outlineStyle, key: el.outerHTML.slice(0, 200) };
}"""
TIP = "() => { const t = document.getElementById('tip'); return t.hidden ? null : t.innerText; }"


def tip_names(page, focused) -> None:
    page.wait_for_function(TIP)
    page.wait_for_function(
        "t => { const e = document.getElementById('tip'); return !e.hidden && "
        "e.innerText.toLowerCase().includes(t.toLowerCase()); }",
        arg=focused["title"][:200],
    )


@pytest.mark.parametrize("game", list(GAMES))
def test_the_keyboard_reaches_a_board_element_and_its_tooltip(server, page, game):
    tid, tokens = new_table(server, game, GAMES[game])
    page.set_viewport_size({"width": 1400, "height": 1000})
    page.goto(server.url + f"/table/{tid}#token={tokens[0]}")
    page.wait_for_selector("#board svg [data-kbd]")
    page.wait_for_selector("#options button.option")
    # One tab stop for the elements that are no options, however many they are.
    stops = page.evaluate(
        "() => document.querySelectorAll('#board svg [data-kbd]:not([data-option])"
        '[tabindex="0"]\').length'
    )
    many = page.evaluate(
        "() => document.querySelectorAll('#board svg [data-kbd]:not([data-option])').length"
    )
    assert stops == 1 and many > 5, (stops, many)
    page.focus("#board")
    focused = None
    for _ in range(60):  # past the board's options, if any come first
        page.keyboard.press("Tab")
        focused = page.evaluate(FOCUSED)
        if focused:
            break
    assert focused and focused["title"], f"{game}: Tab never reached a board element"
    # The first stop is a component, not a backdrop drawn under them all (Iwari's island):
    # it covers less than half the board.
    share = page.evaluate(
        "() => { const a = document.activeElement.getBoundingClientRect();"
        " const b = document.querySelector('#board svg').getBoundingClientRect();"
        " return (a.width * a.height) / (b.width * b.height); }"
    )
    assert share < 0.5, (game, share, focused["key"])
    assert focused["outline"] == "solid"
    tip_names(page, focused)
    # Arrows move to another element, and its tooltip follows.
    moved = None
    for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
        page.keyboard.press(key)
        now = page.evaluate(
            "() => { const el = document.activeElement; return el && el.closest('#board svg') "
            "&& el.hasAttribute('data-kbd') ? el.outerHTML.slice(0, 200) : null; }"
        )
        if now and now != focused["key"]:
            moved = now
            break
    assert moved, f"{game}: the arrows did not move"
    now = page.evaluate(FOCUSED)
    if now and now["title"]:
        tip_names(page, now)
    # An element holding pieces that explain themselves: Enter steps in, Escape out.
    holder = page.evaluate(
        "() => { const h = [...document.querySelectorAll('#board svg [data-kbd]:not([data-option])')]"
        ".find(el => el.querySelector('[data-kbd]') && !el.closest('[data-option]'));"
        " if (!h) return false; h.focus(); return true; }"
    )
    if holder:
        page.keyboard.press("Enter")
        inside = "() => document.activeElement.parentElement.closest('[data-kbd]') !== null"
        assert page.evaluate(inside), f"{game}: Enter did not step into the pieces"
        page.keyboard.press("Escape")
        assert not page.evaluate(inside), f"{game}: Escape did not step out"
    assert page.js_errors == []


def test_an_option_on_the_board_plays_with_enter(server, page):
    body = {"game": "iwari", "config": {"players": 2}, "seats": ["human", "random"], "seed": 3}
    r = httpx.post(server.url + "/api/tables", json=body, timeout=30)
    assert r.status_code == 201, r.text
    data = r.json()
    token = next(s["token"] for s in data["seats"] if "token" in s)
    page.goto(server.url + f"/table/{data['id']}#token={token}")
    page.wait_for_selector("#board svg [data-option]")
    page.focus("#board")
    option = None
    for _ in range(80):
        page.keyboard.press("Tab")
        option = page.evaluate(
            "() => { const el = document.activeElement; return el && el.closest('#board svg') "
            "? el.getAttribute('data-option') : null; }"
        )
        if option:
            break
    assert option, "Tab never reached an option on the board"
    seq = page.get_attribute("body", "data-seq")
    page.keyboard.press("Enter")
    page.wait_for_function("s => document.body.dataset.seq !== s", arg=seq)
    assert page.locator("#log li b").first.get_attribute("data-ref") == option
    assert page.js_errors == []


OPTION_FOCUSED = (
    "() => { const el = document.activeElement; "
    "return el && el.matches('#options .option') ? el.dataset.option : null; }"
)


@pytest.mark.parametrize("game", list(GAMES))
def test_the_focus_stays_in_the_options_list_when_an_agent_moves(server, page, game):
    """A keyboard player plays an option of the list with Enter: once the agent has
    answered and the page is redrawn, the focus is on an option of the list again (the
    same one if it is still offered, else the first), so Enter or Tab goes on from there."""
    body = {
        "game": game,
        "config": GAMES[game],
        "seats": ["human", "random"],
        "seed": 5,
        "listed": False,  # the module's server holds more than 10 tables in play
    }
    r = httpx.post(server.url + "/api/tables", json=body, timeout=30)
    assert r.status_code == 201, r.text
    data = r.json()
    token = next(s["token"] for s in data["seats"] if "token" in s)
    page.goto(server.url + f"/table/{data['id']}#token={token}")
    for turn in range(3):
        page.wait_for_selector("#options .option:not([disabled])")
        first = page.get_attribute("#options .option", "data-option")
        page.focus("#options .option")
        assert page.evaluate(OPTION_FOCUSED) == first
        seq = int(page.get_attribute("body", "data-seq"))
        page.keyboard.press("Enter")
        # The move is in, and some redraw has happened since (the agent's moves if any).
        page.wait_for_function("s => Number(document.body.dataset.seq) > s", arg=seq)
        page.wait_for_selector("#options .option:not([disabled])")
        page.wait_for_function(OPTION_FOCUSED)
        options = page.eval_on_selector_all(
            "#options .option", "bs => bs.map(b => b.dataset.option)"
        )
        now = page.evaluate(OPTION_FOCUSED)
        assert now == first or now == options[0], f"{game} turn {turn}: focus on {now!r}"
    assert page.js_errors == []
