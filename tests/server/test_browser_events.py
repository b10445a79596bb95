"""Every game's log on the page tells what the rules did on their own (issue 17, "every
event told"; docs/events-audit.md lists the events per game): a seeded finished game is
imported, the page's replay is taken to the move where such an event happens, and the
log shows it under that move, in words, with the seat or the amount it concerns. The
events' wording per game is tested in tests/games/<game>/test_events.py."""

from __future__ import annotations

import re

import httpx2 as httpx
import pytest

from ludotheque.core import Match, Rng, get_game

# game: (config, what the log says of an event no one chose)
AUTOMATIC = {
    "iwari": ({"players": 2}, r"river: refilled with \d+ \w+"),
    "encyclopedia": ({"players": 2}, r"round \d+: .*seat \d|the central board is cleared"),
    "newton": ({"players": 2}, r"upkeep and income, seat \d: .*cards? back to hand"),
    "darwins-journey": ({"players": 2}, r"HMS Beagle goal .*seat \d [+-]\d+ VP"),
    "perseverance-ep3": ({"players": 2}, r"assembly .*followers seat \d .*[+-]\d+"),
}


def first_automatic_event(game_id: str, seed: int = 5) -> tuple[dict, int, str]:
    """A finished seeded game's record, and the first move (ply, from 1) whose events, told
    to a spectator, include the game's automatic event, with that line."""
    config, pattern = AUTOMATIC[game_id]
    game = get_game(game_id)
    match = Match(game, config, seed)
    rng = Rng(seed)
    found = None
    before = game.view(match.state, None)
    while not match.is_over():
        match.play(rng.below(len(match.decision.options)))
        after = game.view(match.state, None)
        if found is None:
            line = next(
                (x for x in game.narrate(before, after, None) if re.search(pattern, x)), None
            )
            if line is not None:
                found = (len(match.moves), line)
        before = after
    assert found is not None, f"no move of seed {seed} told {pattern!r}"
    return match.record().to_dict(), *found


@pytest.mark.parametrize("game_id", list(AUTOMATIC))
def test_the_log_shows_an_automatic_event_under_its_move(server, page, game_id):
    record, ply, line = first_automatic_event(game_id)
    r = httpx.post(server.url + "/api/records", json={"record": record}, timeout=30)
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    page.goto(server.url + f"/table/{tid}")
    page.wait_for_selector("#board svg")
    page.wait_for_selector("#rp-range")
    # Take the replay to the move before, then one step on with the page's own button.
    page.evaluate(
        "(ply) => { const r = document.getElementById('rp-range'); r.value = String(ply);"
        " r.dispatchEvent(new Event('input')); r.dispatchEvent(new Event('change')); }",
        ply - 1,
    )
    page.wait_for_function(
        "(ply) => document.getElementById('rp-label').textContent.startsWith(`move ${ply} of`)",
        arg=ply - 1,
    )
    page.click("#rp-next")
    page.wait_for_function(
        "(ply) => document.getElementById('rp-label').textContent.startsWith(`move ${ply} of`)",
        arg=ply,
    )
    item = page.locator(f"#log li[value='{ply}']")
    item.locator(".event").first.wait_for()
    told = [t.strip() for t in item.locator(".event").all_inner_texts()]
    pattern = AUTOMATIC[game_id][1]
    assert any(re.search(pattern, t) for t in told), (line, told)
    assert not any(re.search(r"\bseat 0\b", t) for t in told), told  # seats count from 1
