"""Every listener's state message (`Hub.state_text`, with whatever it shares between
listeners and across moves) reads byte for byte as a reference kept here, which builds
each listener's message the straightforward way: from a view of its own seat built
afresh (`game.view` outside `position_parts`, so nothing another seat's view holds), with
its own memories of narration and log labels, and the game's words asked directly.

Seeded games of every game at 2 to 4 seats, a random agent in some seats, two spectators
(one with the board picture), the listeners served in a shuffled order after every change
(whoever comes first fills what is shared), and undos. A part shared where it should not
be (another seat's view, its options' words, a hidden card) changes some listener's bytes
and fails here."""

from __future__ import annotations

import random

from server_support import with_hub

from ludotheque.core.registry import all_games
from ludotheque.server import boards, words
from ludotheque.server.hub import Hub
from ludotheque.server.live import dumps, match_result

PLIES = 30  # moves a table at most: openings, and an undo or two on the way


class Reference:
    """The messages of one table as `views.state` made them before anything was shared."""

    def __init__(self) -> None:
        self.told: dict = {}  # seat -> {"ply", "view", "events"}: what it was told
        self.labels: dict = {}  # (seat, ply, text) -> the log label it got first

    def message(self, hub: Hub, table, seat: int | None, svg: bool, log_from: int) -> str:
        match, game = table.match, table.game
        d = match.decision
        view = game.view(match.state, seat)
        mine = seat is not None and d.seat == seat
        over = d.seat is None
        entries = words.full_log(table, log_from) if over else table.log_for(seat, log_from)
        log = [self._labelled(game, view, e, seat) for e in entries]
        opts = list(d.options) if mine else []
        out = {
            "type": "state",
            "seq": table.version,
            "you": seat,
            "over": over,
            "decision": None
            if over
            else {"seat": d.seat, "kind": d.kind, "prompt": d.prompt, "options": opts or None},
            "table": table.summary(),
            "view": view,
            "log_from": log_from,
            "log": log,
            "undoable": match.undoable(seat) if seat is not None else 0,
            "result": match_result(match) if over else None,
            "notices": list(table.notices),
            "agent_error": table.agent_error,
            "agent_waiting": table.agent_waiting,
            "events": self._events(table, seat, view, log_from),
            "pace": hub.pace_of(table),
            "report": game.report(match.state) if over else None,
        }
        texts = game.option_labels(view, opts) if opts else []
        out["labels"] = {o: t for o, t in zip(opts, texts, strict=True) if t and t != o}
        out["explain"] = _explained(game, opts + [e["text"] for e in log[-20:]])
        if svg:
            out["board_svg"] = boards.render(game.id, view, opts, seat, match.config)
        return dumps(out)

    def _labelled(self, game, view: dict, entry: dict, seat: int | None) -> dict:
        text = entry["text"]
        if text == "?":
            return entry
        key = (seat, entry["ply"], text)
        if key not in self.labels:
            self.labels[key] = game.move_label(view, text, entry["seat"])
        label = self.labels[key]
        return dict(entry, label=label) if label and label != text else entry

    def _events(self, table, seat: int | None, view: dict, log_from: int) -> list[dict]:
        n = len(table.match.moves)
        rec = self.told.get(seat)
        if rec is None:
            rec = self.told[seat] = {"ply": n, "view": view, "events": []}
        elif rec["ply"] > n:  # moves taken back: their events too
            rec["events"] = [e for e in rec["events"] if e["ply"] <= n]
            rec["ply"], rec["view"] = n, view
        elif rec["ply"] < n:
            last = table.match.seats[n - 1]
            for line in table.game.narrate(rec["view"], view, seat) or []:
                rec["events"].append({"ply": n, "seat": last, "kind": "event", "text": str(line)})
            del rec["events"][: -words.MAX_EVENTS]
            rec["ply"], rec["view"] = n, view
        return [e for e in rec["events"] if e["ply"] > log_from]


def _explained(game, refs: list[str]) -> dict:
    out = {}
    for ref in dict.fromkeys(refs):
        e = game.explain(ref) if ref != "?" else None
        if isinstance(e, dict) and e.get("name"):
            out[ref] = {
                "name": str(e["name"]),
                "text": str(e.get("text") or ""),
                "reconstructed": bool(e.get("reconstructed")),
            }
    return out


def test_every_listener_gets_the_reference_bytes(tmp_path):
    with_hub(str(tmp_path / "t.db"), _play_all)


async def _play_all(hub: Hub) -> None:
    checked = undone = 0
    for game in all_games():
        for n in range(max(2, game.min_players), min(4, game.max_players) + 1):
            seats = ["human"] * n
            if n > 2:
                seats[1] = "random"  # an agent's moves between the people's
            got = await _play(hub, game.id, seats, random.Random(f"{game.id} {n}"))
            checked += got[0]
            undone += got[1]
    assert checked > 1000 and undone > 5  # the games were played, undos included


async def _play(hub: Hub, game_id: str, seats: list[str], rng: random.Random):
    table, _tokens = await hub.create(
        {"game": game_id, "seats": seats, "seed": rng.randrange(1000), "analysis": True}
    )
    ref = Reference()
    humans = [i for i, s in enumerate(seats) if s == "human"]
    listeners = [(s, False) for s in range(len(seats))] + [(None, False), (None, True)]
    known = dict.fromkeys(listeners, 0)
    checked = undone = 0
    while True:
        if table.agent_task is not None:
            await table.agent_task  # the agents' moves come in as they would
        order = listeners[:]
        rng.shuffle(order)
        for seat, svg in order:
            sent = hub.state_text(table, seat, svg, known[seat, svg])
            assert sent == ref.message(hub, table, seat, svg, known[seat, svg]), (seat, svg)
            known[seat, svg] = len(table.match.moves)
            checked += 1
        match = table.match
        if match.is_over() or len(match.moves) >= PLIES:
            return checked, undone
        last = match.seats[-1] if match.moves else None
        if last in humans and match.undoable(last) and rng.random() < 0.15:
            await hub.undo(table, last, table.version, 1)
            undone += 1
            continue
        d = match.decision
        await hub.move(table, d.seat, table.version, rng.randrange(len(d.options)))
