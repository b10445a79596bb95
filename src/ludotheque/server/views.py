"""What listeners see: a seat's state, replays of finished games, records, the lobby."""

from __future__ import annotations

import logging
from typing import Any

import orjson

from ludotheque.agents.registry import known_agents, seat_choices
from ludotheque.cli import declared
from ludotheque.core.errors import ConfigError
from ludotheque.core.registry import all_games, get_game
from ludotheque.fronts import position_parts
from ludotheque.server import boards, words
from ludotheque.server.errors import ApiError
from ludotheque.server.live import (
    HUMAN,
    Listener,
    LiveTable,
    Seat,
    dumps,
    game_title,
    match_result,
)

log = logging.getLogger("ludotheque.server")


class ViewsMixin:
    # ----- what listeners see --------------------------------------------------------
    def changed(self, table: LiveTable) -> None:
        table.cache.clear()
        for listener in table.listeners:
            listener.notify()

    def subscribe(self, table: LiveTable, listener: Listener) -> None:
        if len(table.listeners) >= self.settings.max_listeners_per_table:
            raise ApiError(429, "too-many-listeners", "too many people are watching this table")
        listener.table = table
        table.listeners.add(listener)
        if listener.seat is not None:
            table.seats[listener.seat].connected += 1
            self.changed(table)
        else:
            listener.notify()

    def unsubscribe(self, table: LiveTable, listener: Listener) -> None:
        if listener in table.listeners:
            table.listeners.discard(listener)
            if listener.seat is not None:
                s = table.seats[listener.seat]
                s.connected = max(0, s.connected - 1)
                self.changed(table)
        listener.close()

    def state(
        self,
        table: LiveTable,
        seat: int | None,
        svg: bool = True,
        log_from: int = 0,
        encoded: bool = False,
    ) -> dict:
        """Everything one seat (or a spectator, seat None) may see of the table now. The
        log and the events are sent from move `log_from` on (the client has the ones
        before). `encoded`: the view as its JSON already (an orjson.Fragment), encoded
        once for the message and the narration's memory."""
        match, game = table.match, table.game
        d = match.decision
        # The parts every seat sees alike are shared by the views of one position (the
        # server changes a table's state by `Game.apply` only): built once, and their
        # narration told once for all listeners (fronts.narration.by_parts).
        view = position_parts.view(game, match.state, seat)
        view_json = words.snapshot(view)
        mine = seat is not None and d.seat == seat
        over = d.seat is None
        out = {
            # These first, in this order: `ludo bench server` reads them without
            # decoding the rest (bench.read_message).
            "type": "state",
            "seq": table.version,
            "you": seat,
            "over": over,
            "decision": None
            if over
            else {
                "seat": d.seat,
                "kind": d.kind,
                "prompt": d.prompt,
                "options": list(d.options) if mine else None,
            },
            # The same for every listener: made once per change for the messages (the
            # cache is emptied by every change: see `changed`).
            "table": self._summary(table) if encoded else table.summary(),
            "view": orjson.Fragment(view_json) if encoded else view,
            "log_from": log_from,
            "log": words.label_log(
                game,
                view,
                words.full_log(table, log_from) if over else table.log_for(seat, log_from),
                table.__dict__.setdefault("log_labels", {}),
                seat,
            ),
            "undoable": match.undoable(seat) if seat is not None else 0,
            "result": match_result(match) if over else None,
            "notices": list(table.notices),
            "agent_error": table.agent_error,
            # The agents' decision waits for a free worker: {"since", "ahead"}.
            "agent_waiting": table.agent_waiting,
            # Like the log, the events told from move `log_from` on (the client has the
            # ones before): a seat's events are up to 200 lines, most of a message if sent
            # whole every time.
            "events": words.events_after(table, seat, view, log_from, view_json),
            "pace": getattr(table, "pace", None),
            "report": words.report(game, match.state) if over else None,
        }
        out["pace"] = self.pace_of(table)  # the table's own, else the server's (agents.py)
        opts = list(d.options) if mine else []
        out["labels"] = words.labels(game, view, opts)
        refs = opts + [e["text"] for e in out["log"][-20:]]  # older ones: GET .../explain
        out["explain"] = self._explained(table, refs)
        if svg:
            out["board_svg"] = boards.render(
                game.id, view, list(d.options) if mine else [], seat, match.config
            )
        return out

    @staticmethod
    def _summary(table: LiveTable) -> orjson.Fragment:
        """The table's summary as JSON, encoded once per change for every listener."""
        summary = table.cache.get(("summary",))
        if summary is None:
            summary = table.cache[("summary",)] = orjson.Fragment(dumps(table.summary()))
        return summary

    @staticmethod
    def _explained(table: LiveTable, refs: list[str]) -> dict:
        """The explanations of `refs`, which are static data: the listeners whose refs
        are the same (a move's new log lines, for all but the one to move) share them,
        made once per change (the cache is emptied by every change: see `changed`)."""
        key = ("explain", *refs)
        got = table.cache.get(key)
        if got is None:
            got = table.cache[key] = words.explanations(table.game, refs)
        return got

    def state_text(self, table: LiveTable, seat: int | None, svg: bool, log_from: int) -> str:
        """The state message as text, shared by listeners that would get the same one
        (the cache is emptied by every change: see `changed`)."""
        key = (seat, svg, log_from)
        text = table.cache.get(key)
        if text is None:
            if len(table.cache) > 64:
                table.cache.clear()
            text = dumps(self.state(table, seat, svg, log_from, encoded=True))
            table.cache[key] = text
        return text

    def replay_at(self, table: LiveTable, ply: Any) -> dict:
        if table.status != "over":
            raise ApiError(409, "not-over", "a game can be replayed move by move once it is over")
        n = len(table.match.moves)
        if isinstance(ply, bool) or not isinstance(ply, int) or not 0 <= ply <= n:
            raise ApiError(400, "bad-request", f"ply must be a move number from 0 to {n}")
        state = self._replay_states(table)[ply]
        game = table.game
        view = game.view(state, None)
        d = game.pending(state)
        before = table.replay_states[ply - 1] if ply else None
        log_entries = words.label_log(game, view, words.full_log(table, 0, ply))
        return {
            "type": "replay",
            "table": table.summary(),
            "ply": ply,
            "plies": n,
            "view": view,
            "decision": None if d.seat is None else {"seat": d.seat, "kind": d.kind},
            "log": log_entries,
            "events": words.replay_events(game, before, state, ply) if before else [],
            "explain": words.explanations(game, [e["text"] for e in log_entries]),
            "board_svg": boards.render(game.id, view, [], None, table.match.config),
        }

    def pace_of(self, table: LiveTable) -> float:
        pace = table.pace
        return self.settings.agent_delay if pace is None else pace

    async def set_pace(self, table: LiveTable, token: str | None, body: Any) -> dict:
        """How long the agents' moves take at this table, from instant to 2 s ({"seconds"}):
        for whoever sits at the table or created it; stored with the table. (With several
        processes, the one playing the table's agents learns it when it loads the table.)"""
        if not isinstance(body, dict) or set(body) != {"seconds"}:
            raise ApiError(400, "bad-request", 'expected {"seconds": a number from 0 to 2}')
        seconds = check_pace(body["seconds"], "seconds")
        if not table.is_owner(token) and table.seat_of(token) is None:
            raise ApiError(403, "not-seated", "only a seat's holder or the creator sets the pace")
        await self.db(self.store.set_pace, table.id, seconds)
        table.pace = seconds
        self.changed(table)
        return {"pace": table.pace}

    def record_for(self, table: LiveTable, seat: int | None) -> dict:
        """The full record once the game is over; before, the requester's redacted one."""
        if table.status == "over":
            d = table.match.record().to_dict()
            d["seats"] = [s.label() for s in table.seats]  # who sat where, for imports
            return d
        return table.match.redacted_record(seat)

    # ----- lobby ---------------------------------------------------------------------
    async def list_tables(
        self, status: str | None, before: float | None = None, limit: int | None = None
    ) -> dict:
        """One page of the lobby: listed tables (unlisted ones are reached by their link
        only), most recently changed first, and the cursor of the next page (None at the
        end). A page is read from the database in batches until it is full, as the open
        and running tables differ only by their seats."""
        size = limit or self.settings.lobby_page
        db_status = {"open": "running", "running": "running", "over": "over"}.get(status)
        out: list[dict] = []
        cursor = before
        for _ in range(8):  # at most 8 batches a page: a page may come back short
            rows = await self.db(self.store.list_tables, db_status, size * 2, True, cursor)
            for row in rows:
                cursor = row.updated
                s = self._lobby_entry(row)
                if status == "open" and not s["open"]:
                    continue
                if status == "running" and s["open"]:
                    continue
                out.append(s)
                if len(out) == size:
                    return {"tables": out, "next": cursor}
            if len(rows) < size * 2:
                return {"tables": out, "next": None}
        return {"tables": out, "next": cursor}

    def _lobby_entry(self, row) -> dict:
        live = self.tables.get(row.id)
        if live is not None:
            return live.summary()
        free = [x.seat for x in row.seats if x.spec == HUMAN and not x.joined and x.open]
        return {
            "id": row.id,
            "game": row.game,
            "game_title": game_title(row.game),
            "title": row.title,
            "status": row.status,
            "listed": row.listed,
            "open": row.listed and row.status == "running" and bool(free),
            "analysis": row.analysis,
            "hints": row.hints,
            "hints_used": {},
            "players": len(row.seats),
            "seats": [Seat(x).public() for x in row.seats],
            "to_move": None,
            "plies": row.plies,
            "config": row.config,
            "created": row.created,
            "updated": row.updated,
        }

    def games(self) -> list[dict]:
        agents = seat_choices(self.settings.max_agent_seconds)
        out = []
        for game in all_games():
            d = game.describe()
            try:
                d["defaults"] = game.configure({})
            except ConfigError:  # pragma: no cover - a game without a default configuration
                d["defaults"] = {}
            d["choices"] = {**boards.config_choices(game.id), **declared.config_choices(game)}
            d["automas"] = declared.automa_specs(game)[0]
            d["words"] = declared.config_words(game)
            # Every seat this game can have, in words: a person, each agent, its automas.
            d["seats"] = [
                {"spec": spec, "words": words}
                for spec, words in [("human", "a person"), *agents, *declared.automa_choices(game)]
            ]
            d["has_board"] = boards.has_board(game.id)
            out.append(d)
        return out

    @staticmethod
    def explain(game_id: str, ref: Any) -> dict:
        """A component of a game in words (for tooltips): static game data, no table's."""
        try:
            game = get_game(game_id)
        except ConfigError as e:
            raise ApiError(404, "unknown-game", str(e)) from None
        if not isinstance(ref, str) or not 0 < len(ref) <= 200:
            raise ApiError(400, "bad-request", "ref must be a text of 1 to 200 characters")
        return {"ref": ref, "explain": words.explanations(game, [ref]).get(ref)}

    @staticmethod
    def agents() -> list[str]:
        return known_agents()


def check_pace(seconds: Any, what: str) -> float:
    """The agents' seconds a move, from instant (0) to 2."""
    if isinstance(seconds, bool) or not isinstance(seconds, int | float):
        raise ApiError(400, "bad-request", f"{what} must be a number from 0 to 2")
    if not 0 <= seconds <= 2:
        raise ApiError(400, "bad-request", f"{what} must be from 0 to 2, got {seconds}")
    return float(seconds)
