"""The end of every game and mode, as the table's page gets it (issue 17): the verdict in
words, each seat's points by the rulebook's categories adding up to its final score, the
solo result the rulebook gives, the seats' names kept by an import, and every move in
full once the game is over (a private draft pick included). The page's drawing of it is
tested in Chromium (test_browser_words, test_browser_coach and below)."""

from __future__ import annotations

import re
import time

import pytest
from server_support import auth

from ludotheque.core import Match, Rng, get_game

CASES = {
    "iwari": ("iwari", {"players": 2}, None),
    "iwari-solo": ("iwari", {"players": 1, "mode": "solo"}, "Void"),
    "iwari-coop": ("iwari", {"players": 2, "mode": "coop"}, "Void"),
    "encyclopedia": ("encyclopedia", {"players": 3}, None),
    "encyclopedia-automa": (
        "encyclopedia",
        {"players": 2, "automas": {"1": "linne/boudeuse"}},
        "Automa",
    ),
    "newton": ("newton", {"players": 2}, None),
    "newton-solo": ("newton", {"players": 1}, "("),  # a rank of the ladder, with its French name
    "darwins-journey": ("darwins-journey", {"players": 2}, None),
    "darwins-journey-solo": ("darwins-journey", {"players": 1}, "Alfred"),
    "perseverance-ep3": ("perseverance-ep3", {"players": 2}, None),
    "perseverance-ep3-solo": ("perseverance-ep3", {"players": 2, "dissidents": "leader"}, None),
}
NAMES = ["Ada", "Bob", "Cy", "Di"]


def finished(game_id: str, config: dict, seed: int = 11) -> Match:
    match = Match(get_game(game_id), config, seed)
    rng = Rng(seed)
    while not match.is_over():
        match.play(rng.below(len(match.decision.options)))
    return match


@pytest.mark.parametrize("case", list(CASES))
def test_the_end_explains_every_game_and_mode(sqlite_client, case):
    game_id, config, result_word = CASES[case]
    match = finished(game_id, config)
    record = match.record().to_dict()
    n = match.game.num_seats(match.state)
    record["seats"] = NAMES[:n]
    r = sqlite_client.post("/api/records", json={"record": record})
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    s = sqlite_client.get(f"/api/tables/{tid}?svg=1").json()
    assert s["over"] and s["decision"] is None
    assert [x["name"] for x in s["table"]["seats"]] == NAMES[:n]  # not "(free)"
    report, scores = s["report"], match.game.scores(match.state)
    assert report["verdict"].strip()
    assert [row["seat"] for row in report["seats"]] == list(range(n))
    for row in report["seats"]:
        assert len(row["points"]) == len(report["categories"])
        assert sum(row["points"]) == row["total"] == scores[row["seat"]]
    for other in report.get("others") or []:  # the neutral tribe, the Void
        assert sum(other["points"]) == other["total"] and other["name"]
    solo = match.game.num_seats(match.state) == 1 or result_word is not None
    if solo or "dissidents" in config:
        assert report["result"], "a solo game or one against an automa gives its result"
        if result_word:
            assert result_word in report["result"] + report["verdict"]
    else:
        assert not report.get("result")
    assert s["board_svg"] and "to play" not in s["board_svg"]
    assert not re.search(r"(?i)game over\W+game over", s["board_svg"]), "said once is enough"
    assert all(e["text"] != "?" for e in s["log"]) and len(s["log"]) == len(match.moves)
    replay = sqlite_client.get(f"/api/tables/{tid}/replay?ply={len(match.moves) // 2}").json()
    assert all(e["text"] != "?" for e in replay["log"])


def test_a_game_played_on_the_server_shows_every_move_once_over(sqlite_client):
    """Newton's draft picks are private while the game runs ("?" to the other seat) and
    in full to everyone once it is over, in the log and in the replay."""
    r = sqlite_client.post(
        "/api/tables",
        json={"game": "newton", "config": {"players": 2}, "seats": ["human", "random"]},
    )
    tid, token = r.json()["id"], r.json()["seats"][0]["token"]
    hidden_seen = False
    for _ in range(3000):
        s = sqlite_client.get(f"/api/tables/{tid}", headers=auth(token)).json()
        if s["over"]:
            break
        hidden_seen = hidden_seen or any(e["text"] == "?" for e in s["log"])
        if s["decision"]["options"]:
            sqlite_client.post(
                f"/api/tables/{tid}/moves", json={"seq": s["seq"], "option": 0}, headers=auth(token)
            )
        else:
            time.sleep(0.005)
    assert s["over"] and hidden_seen
    for who in (auth(token), {}):
        s = sqlite_client.get(f"/api/tables/{tid}", headers=who).json()
        assert all(e["text"] != "?" for e in s["log"])
    plies = s["table"]["plies"]
    replay = sqlite_client.get(f"/api/tables/{tid}/replay?ply={plies}").json()
    assert len(replay["log"]) == plies and all(e["text"] != "?" for e in replay["log"])
