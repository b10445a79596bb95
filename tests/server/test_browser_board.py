"""The board's frame in headless Chromium, for every game (issue 17): zoom and pan by
keyboard, Ctrl+wheel, pinch and dragging; every board element explaining itself on
hover, focus or tap; what changed highlighted, pieces travelling and numbers counting,
and none of that motion once animations are turned off."""

from __future__ import annotations

import httpx2 as httpx
import pytest
from server_support import new_table, open_table

GAMES = ["iwari", "encyclopedia", "newton", "darwins-journey", "perseverance-ep3"]


def zoom(page) -> int:
    return int(page.text_content("#zoom-label").rstrip("%"))


def scroll(page) -> tuple[int, int]:
    return tuple(page.evaluate("() => [board.scrollLeft, board.scrollTop]"))


# The first element of the board with a <title> of its own (no option) that the board's
# frame shows whole: its index among such elements.
VISIBLE_TITLED = """() => {
  const title = e => [...e.children].find(c => c.tagName === 'title' && c.textContent.trim());
  const head = e => title(e).textContent.split(/[:;]/)[0].trim();
  const titled = [...document.querySelectorAll('#board svg *')].filter(title);
  const count = {};
  for (const e of titled) count[head(e)] = (count[head(e)] || 0) + 1;
  // Elements that are no option, a title of their own first; small ones first.
  const rank = e => (e.closest('[data-option]') ? 2 : 0) + (count[head(e)] > 1 ? 1 : 0);
  const w = e => e.getBoundingClientRect().width;
  const all = titled.filter(e => w(e) > 4)
    .sort((a, b) => rank(a) - rank(b) + (w(a) >= 150) - (w(b) >= 150));
  const shown = e => {
    const f = document.querySelector('#board').getBoundingClientRect();
    const r = e.getBoundingClientRect();
    return r.width > 4 && r.height > 4 && r.left >= f.left && r.top >= f.top
      && r.right <= Math.min(f.right, innerWidth) && r.bottom <= Math.min(f.bottom, innerHeight);
  };
  document.querySelectorAll('[data-test-target]').forEach(e => e.removeAttribute('data-test-target'));
  let el = all.find(e => rank(e) === rank(all[0]) && w(e) < 150 && shown(e));
  if (!el && all.length) {  // none in view: bring the first into view
    el = all[0];
    el.scrollIntoView({block: 'center', inline: 'center'});
    if (!shown(el)) return null;
  }
  if (!el) return null;
  el.setAttribute('data-test-target', '1');
  // What the page explains (board.js refOf): a data-ref (the component's id) or the
  // option, else the title's words.
  const ref = el.closest('[data-ref], [data-option]');
  if (ref) return ref.getAttribute('data-ref') || ref.getAttribute('data-option');
  return title(el).textContent.trim();
}"""


@pytest.mark.parametrize("game", GAMES)
def test_the_board_zooms_and_pans_by_keyboard_wheel_pinch_and_drag(server, page, game):
    tid, _ = new_table(server, game, listed=False)
    open_table(page, server, tid)
    page.focus("#board")
    page.keyboard.press("+")  # past the frame's size both ways, so it can pan
    page.keyboard.press("+")
    start = zoom(page)
    page.keyboard.press("+")
    assert zoom(page) > start
    page.keyboard.press("-")
    page.keyboard.press("-")
    assert zoom(page) < start
    page.keyboard.press("0")  # back to the readable size
    readable = zoom(page)
    assert readable < start
    page.keyboard.press("+")
    page.keyboard.press("+")
    x0, y0 = scroll(page)
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    x1, y1 = scroll(page)
    assert x1 > x0 and y1 > y0, "the arrows do not pan"
    # Ctrl+wheel zooms (a plain wheel scrolls the page).
    box = page.locator("#board").bounding_box()
    page.mouse.move(box["x"] + 200, box["y"] + 200)
    page.keyboard.down("Control")
    page.mouse.wheel(0, -300)
    page.keyboard.up("Control")
    page.wait_for_function(
        "z => parseInt(document.querySelector('#zoom-label').textContent) > z", arg=start
    )
    # Dragging pans.
    x1, y1 = scroll(page)
    page.mouse.move(box["x"] + 300, box["y"] + 300)
    page.mouse.down()
    page.mouse.move(box["x"] + 200, box["y"] + 250, steps=4)
    page.mouse.up()
    x2, y2 = scroll(page)
    assert x2 > x1 and y2 > y1, "dragging does not pan"
    # Two fingers moving together zoom out.
    before = zoom(page)
    page.evaluate(
        """b => {
          const f = document.querySelector('#board');
          const ev = (type, id, x) => f.dispatchEvent(new PointerEvent(type, {pointerId: id,
            pointerType: 'touch', clientX: x, clientY: b.y + 100, bubbles: true}));
          ev('pointerdown', 1, b.x + 100); ev('pointerdown', 2, b.x + 200);
          ev('pointermove', 2, b.x + 150);
          ev('pointerup', 1, b.x + 100); ev('pointerup', 2, b.x + 150);
        }""",
        box,
    )
    assert zoom(page) < before, "a pinch does not zoom"
    assert page.js_errors == []


@pytest.mark.parametrize(
    "game",
    GAMES,
)
def test_every_board_element_explains_itself_on_hover_focus_and_tap(server, browser, game):
    """A board element with no option shows its name and state (its title) and, where the
    game's glossary knows it, its effect; an option on the board does so on focus; on a
    touch screen a tap shows it."""
    tid, tokens = new_table(server, game, listed=False)
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, has_touch=True)
    context.set_default_timeout(15_000)
    try:
        # A spectator's board has no option, so a tap explains and never plays.
        page = context.new_page()
        open_table(page, server, tid)
        title = page.evaluate(VISIBLE_TITLED)
        assert title, f"{game}: no board element with a title is on screen"
        explained = httpx.get(
            server.url + f"/api/games/{game}/explain", params={"ref": title}, timeout=10
        ).json()["explain"]
        words = explained["name"] if explained else title
        target = page.locator("[data-test-target]")
        target.hover()
        page.wait_for_selector("#tip:not([hidden])")
        tip = page.text_content("#tip")
        assert words in tip
        if explained:
            assert explained["text"] in tip
        page.keyboard.press("Escape")
        page.wait_for_selector("#tip", state="hidden")
        target.tap()
        page.wait_for_selector("#tip:not([hidden])")
        assert words in page.text_content("#tip")
        # Focus: the seat's option explains what it names.
        seat = context.new_page()
        open_table(seat, server, tid, tokens[0])
        seat.wait_for_selector("#options button.option")
        options = seat.eval_on_selector_all(
            "#options button.option", "bs => bs.map(b => b.dataset.option)"
        )
        known = [
            o
            for o in options[:12]
            if httpx.get(
                server.url + f"/api/games/{game}/explain", params={"ref": o}, timeout=10
            ).json()["explain"]
        ]
        if known:
            seat.focus(f'#options button.option[data-option="{known[0]}"]')
            seat.wait_for_selector("#tip:not([hidden])")
    finally:
        context.close()


# Moves the element marked data-test-target by 60 units and raises by 5 the first number
# of an element the board names, in a copy of the picture drawn as the page draws a new one.
REDRAW = """game => {
  const board = document.querySelector('#board');
  const s = board.querySelector('svg');
  const copy = s.cloneNode(true);
  // as the server draws it: without the page's marks and running animations
  copy.querySelectorAll('animateTransform').forEach(a => a.remove());
  copy.querySelectorAll('.changed, .ticking').forEach(x => x.classList.remove('changed', 'ticking'));
  const el = copy.querySelector('[data-test-target]');
  const t = [...el.children].find(c => c.tagName === 'title').textContent;
  const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  g.setAttribute('transform', 'translate(60 40)');
  el.replaceWith(g);
  g.append(el);
  // keep the element known by its title: the group takes it
  el.removeChild([...el.children].find(c => c.tagName === 'title'));
  const tt = document.createElementNS('http://www.w3.org/2000/svg', 'title');
  tt.textContent = t;
  g.prepend(tt);
  // a number inside an element the board names (a title or an id), not the moved one
  const named = x => { for (let n = x.parentNode; n && n !== copy; n = n.parentNode) {
    if (n.id || [...n.children].some(c => c.tagName === 'title'))  // the innermost such
      return !n.contains(el) && !el.contains(n) && ![...n.querySelectorAll('*')].some(d =>
        d.id || [...d.children].some(c => c.tagName === 'title'));
  } return false; };
  // a number alone or with words around it ("12", "3 VP", "+4¢")
  const NUM = /^(\\D*?)([+-]?\\d+)(\\D*)$/;
  const num = [...copy.querySelectorAll('text')].find(x => NUM.test(x.textContent.trim()) && named(x));
  if (num) num.textContent = num.textContent.trim().replace(NUM, (m, a, n, b) => a + (parseInt(n, 10) + 5) + b);
  board.innerHTML = copy.outerHTML;
  BoardFrame.rendered(game);
  return [BoardFrame.changes(), board.querySelectorAll('animateTransform').length, !!num];
}"""


@pytest.mark.parametrize("game", GAMES)
def test_changes_are_highlighted_and_animated_unless_turned_off(server, page, game):
    tid, tokens = new_table(server, game, listed=False)
    open_table(page, server, tid, tokens[0])
    page.wait_for_selector("#options button.option")
    # A real move: what it changed on the board is highlighted.
    for _ in range(6):
        seq = page.evaluate("() => document.body.dataset.seq")
        page.locator("#options button.option").first.click()
        page.wait_for_function("s => document.body.dataset.seq !== s", arg=seq)
        if page.locator("#board .changed").count():
            break
        page.wait_for_selector("#options button.option")
    assert page.locator("#board .changed").count(), f"{game}: no change highlighted"
    # The agent has played its moves: the picture stays as it is while the test redraws.
    page.wait_for_selector("#options button.option")
    page.wait_for_function(
        "() => !document.querySelector('#board animateTransform, #board .ticking')"
    )
    # A piece that moves travels, a number counts.
    assert page.evaluate(VISIBLE_TITLED)
    changes, travelling, has_number = page.evaluate(REDRAW, game)
    assert changes["moved"] >= 1 and travelling >= 1
    if has_number:
        assert changes["ticked"] >= 1
    # Animations off: still highlighted, nothing moves.
    page.uncheck("#animate")
    page.wait_for_function("() => !document.querySelector('#board animateTransform')")
    assert page.evaluate(VISIBLE_TITLED)
    changes, travelling, _ = page.evaluate(REDRAW, game)
    assert changes["moved"] == 0 and changes["ticked"] == 0 and travelling == 0
    assert changes["changed"] >= 1
    assert page.js_errors == []


# Ids that have names in words (per game): what the page must not show in an option's
# labels (the option text follows only where two share a name) or in the log.
IDS = {
    # Territory and hut space ids of every map, contested tokens, purple spaces, Void card
    # counts, paid card sets, slugs (tests/games/iwari/test_labels.py).
    "iwari": r"\b[A-Z]\d{1,2}(?:\.\d+)?\b|\bK\d\b|\bP\d+\b|\bx\d\b|\b[a-z]+\+[a-z]+"
    r"|\b(?:void-colony|free-action|walking-totem)\b|\bshift V\b|\b[sNV]\d?x\d\b"
    r"|\b\d+:[A-Z]\d+~?",
    # Card ids, board slots' keys, a continent's key, a seat counted from 0
    # (tests/games/encyclopedia/test_labels.py).
    "encyclopedia": r"\b[A-Z]{2}-?\d\d\b|\bon x\b|\(x\)|\b\d rep\b|\b\d vp\b|\bseat 0\b"
    r"|from seat \d \((?:x|2 coins|2 rep|3 vp)\)"
    r"|\bexpedition (?:america|africa|asia|europe|oceania)\b",
    # Cards, tokens, shelf spaces, tiles, Masters, Technology and Works track spaces
    # (tests/games/newton/test_labels.py: a Technology space shows as "Technology space L1").
    "newton": r"\bs-(works|tech|travel|lessons|studies|joker)\b|\b[123]-[a-z]+-[bgo]\b"
    r"|\bc[123]-[a-z]|\bbonus-[a-z]+-\d|\bs\dc\d\b|\b(?:gd|obj|spec|inv|city|univ)-[A-Za-z]"
    r"|\bSA\d|\b(?:boyle|brahe|browne|bruno|descartes|cavendish|copernicus|cusano|fahrenheit"
    r"|galileo|gilbert|halley|pascal|huygens|torricelli|kepler|winkelmann|leibniz|newton"
    r"|paracelsus)\b|\bEND_[A-F]\b|\bT0\b|(?<!Technology space )\b(?:T1|[LR]\d[a-c]?\d?)\b"
    r"|\bW\d+\b",
    "darwins-journey": r"\b(explore|navigate|correspond|academy)-\d\b"
    r"|\bspecial-(top|middle|bottom)-(left|right)\b|\bsmall-\d\b|\bturn-order\b"
    r"|\b(blue|green|red|yellow)-(bird|fossil|plant|reptile)\b|\bI\d+(-\d+[ab]?)?\b"
    r"|\bO\d+[ab]?\b|\bC\d+\b|\bstart-\d\b|\bmuseum-research\b"
    r"|\b(free-unlock|convert-tk|place-explorer|locked-space|research-any|catch-beagle"
    r"|copy-crew|repeat-delivery|auto-complete|camp-anywhere|special-seal)\b"
    r"|\bcrew \d|\b(take|complete) objective \d|\bcomplete \d"
    r"|\b(white|blue|yellow|green)-[12]\b|\bA\d\b",
    "perseverance-ep3": r"\bchief-[a-z-]+\b|\b(w?t(sh|r|th|ij)|sh|th|ij|gb|ir)\b"
    r"|\b(train|untrained|send|wound|heal|gain|trained) r\b|\b[a-z]+="
    r"|\b(shelters|buildings|town|wild|home|untrained|officers|ranger|ranchtile|gb|ir|tsh"
    r"|temple|trained|zone|outpost)-[a-z0-9]|\b(gainmix|upto|ranchtile|healper|gainper)\b"
    r"|\b(cube on|favour of) (captain|chief)|\bisland res\.",
}


@pytest.mark.parametrize("game", GAMES)
def test_options_and_events_name_components_in_words(server, page, game):
    import random
    import re
    import time

    tid, tokens = new_table(server, game, listed=False)
    head = {"Authorization": f"Bearer {tokens[0]}"}
    url = server.url + f"/api/tables/{tid}"
    rng = random.Random(1)
    open_table(page, server, tid, tokens[0])  # the seat looks from the start: events told
    for _ in range(400):
        s = httpx.get(url, headers=head, timeout=10).json()
        if s["over"] or len(s["events"]) >= 20:
            break
        if s["decision"] and s["decision"]["options"]:
            pick = rng.randrange(len(s["decision"]["options"]))
            httpx.post(
                url + "/moves", json={"seq": s["seq"], "option": pick}, headers=head, timeout=10
            )
        else:
            time.sleep(0.05)
    page.reload()
    open_table(page, server, tid, tokens[0])
    page.wait_for_selector("#log li .event")
    pattern = re.compile(IDS[game])
    # Whole labels: an option reads by its components' names, the id only where two
    # options of the decision share a name (then in brackets, after the name).
    for text in page.eval_on_selector_all(
        "#options button.option", "bs => bs.map(b => b.textContent)"
    ):
        assert not pattern.search(text.split(" [", 1)[0]), text
    events = page.locator("#log .event").all_inner_texts()
    assert events
    bad = [e for e in events if pattern.search(e)]
    assert not bad, bad[:5]
    # The log's moves: in names too.
    moves = page.eval_on_selector_all("#log li b[data-ref]", "bs => bs.map(b => b.textContent)")
    assert moves
    bad = [t for t in moves if pattern.search(t)]
    assert not bad, bad[:5]
