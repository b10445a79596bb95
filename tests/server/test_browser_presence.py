"""A click is never lost to a message that changes nothing the click is on: in headless
Chromium, a person presses an option (a button of the list, then a target on the board)
while the other seat's connection comes and goes; the page redraws the seats but keeps
the very elements under the pointer, so releasing the button plays the move. (Before,
every message redrew the options and the board, and a press whose release landed on the
new elements made no click at all: the move was silently not sent.)"""

from __future__ import annotations

import json

import httpx2 as httpx
from server_support import auth, open_table
from websockets.sync.client import connect


def _press_while_other_connects(page, locator, server, tid: str, other: int, token: str):
    """Press on `locator`; the other seat connects and the page draws it; release."""
    seq = page.get_attribute("body", "data-seq")
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    with connect(f"ws://127.0.0.1:{server.port}/ws/tables/{tid}", open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", "token": token, "svg": False}))
        page.wait_for_selector(f'#seats li[data-seat="{other}"] .dot.on')
        page.mouse.up()
        page.wait_for_function("s => document.body.dataset.seq !== s", arg=seq, timeout=10_000)
    page.wait_for_selector(f'#seats li[data-seat="{other}"] .dot:not(.on)')


def test_a_press_survives_the_other_seat_connecting(server, page):
    body = {"game": "iwari", "config": {"players": 2}, "seats": ["human", "human"]}
    r = httpx.post(server.url + "/api/tables", json=body, timeout=30)
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    tokens = {s["seat"]: s["token"] for s in r.json()["seats"]}
    table = httpx.get(server.url + f"/api/tables/{tid}", timeout=10).json()["table"]
    me = table["to_move"]
    other = 1 - me
    open_table(page, server, tid, tokens[me])
    page.uncheck("#animate")
    page.wait_for_selector("#options button.option:not([disabled])")
    # A button of the options list.
    button = page.locator("#options button.option").first
    _press_while_other_connects(page, button, server, tid, other, tokens[other])
    # The other seat plays until it is this seat's turn again, at a decision with targets
    # on the board.
    for _ in range(20):
        state = httpx.get(server.url + f"/api/tables/{tid}", timeout=10).json()
        if state["table"]["to_move"] == me and page.locator("#board [data-option]").count():
            break
        seat = state["table"]["to_move"]
        r = httpx.post(
            server.url + f"/api/tables/{tid}/moves",
            json={"seq": state["seq"], "option": 0},
            headers=auth(tokens[seat]),
            timeout=10,
        )
        assert r.status_code == 200, r.text
        page.wait_for_function("s => document.body.dataset.seq === String(s)", arg=state["seq"] + 1)
    page.wait_for_selector("#options button.option:not([disabled])")
    target = page.locator("#board [data-option]").first
    assert target.count()
    _press_while_other_connects(page, target, server, tid, other, tokens[other])
