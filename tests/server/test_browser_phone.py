"""Options on a phone (issue 17), for every game at 375x812: each option button takes at
most two lines of its font (its head, then its details cut short), the decision and its
first options stay on screen, and nothing scrolls sideways; "options in full" shows the
whole words again."""

from __future__ import annotations

import pytest
from server_support import new_table

GAMES = {
    "iwari": {"players": 2},
    "encyclopedia": {"players": 2},
    "newton": {"players": 2},
    "darwins-journey": {"players": 2},
    "perseverance-ep3": {"players": 2},
}

# Each option: its lines (content height over its font's line height), its words.
OPTIONS = """() => [...document.querySelectorAll('#options button.option')].map(b => {
  const cs = getComputedStyle(b);
  const lh = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.2;
  const content = b.getBoundingClientRect().height - parseFloat(cs.paddingTop) -
    parseFloat(cs.paddingBottom) - parseFloat(cs.borderTopWidth) - parseFloat(cs.borderBottomWidth);
  return { lines: content / lh, text: b.innerText, label: b.textContent,
           bottom: b.getBoundingClientRect().bottom };
})"""


def check_options(page, game: str) -> list[dict]:
    options = page.evaluate(OPTIONS)
    assert options, game
    for o in options:
        assert o["lines"] <= 2.05, f"{game}: {o['lines']:.1f} lines for {o['label']!r}"
    assert options[0]["bottom"] <= 812, f"{game}: the first option is below the screen"
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 375, f"{game}: the page is {width} px wide"
    return options


@pytest.mark.parametrize("game", list(GAMES))
def test_every_option_takes_two_lines_at_most_on_a_phone(server, page, game):
    tid, tokens = new_table(server, game, GAMES[game])
    page.set_viewport_size({"width": 375, "height": 812})
    page.goto(server.url + f"/table/{tid}#token={tokens[0]}")
    page.wait_for_selector("#options button.option")
    longest = None
    for _ in range(5):  # the first few decisions
        options = check_options(page, game)
        for o in options:
            if longest is None or len(o["label"]) > len(longest):
                longest = o["label"]
        seq = page.get_attribute("body", "data-seq")
        page.locator("#options button.option").first.click()
        page.wait_for_function("s => document.body.dataset.seq !== s", arg=seq)
        page.wait_for_function(
            "() => document.querySelector('#options button.option') || "
            "document.body.dataset.over === '1'"
        )
        if not page.locator("#options button.option").count():
            break
    # The words are all there: in full on asking, and for the assistive technologies.
    page.check("#opt-full")
    full = page.evaluate(OPTIONS)
    assert all(o["text"].replace("\n", "") == o["label"] for o in full)
    if longest and len(longest) > 60:
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 375
    page.uncheck("#opt-full")
    assert page.js_errors == []
