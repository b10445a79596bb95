"""Creating tables (new or from a record) and their seats: taken, joined, left."""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from typing import Any

from ludotheque import ENGINE_VERSION
from ludotheque.agents.registry import make_agent
from ludotheque.core.errors import ConfigError, LudoError, RecordError
from ludotheque.core.game import Game
from ludotheque.core.match import Match
from ludotheque.core.record import Record, replay
from ludotheque.core.registry import get_game
from ludotheque.server.errors import ApiError, check_fields, clean_text, hash_token
from ludotheque.server.live import (
    HUMAN,
    MAX_NAME,
    MAX_TITLE,
    LiveTable,
    is_automa,
    match_result,
)
from ludotheque.server.store import SeatRow, TableRow

log = logging.getLogger("ludotheque.server")


class TablesMixin:
    # ----- creating ------------------------------------------------------------------
    def _parse_seats(self, game: Game, raw: Any) -> list[tuple[str, str]]:
        """Seat entries: "human", an agent spec, or {"spec": ..., "name": ...}."""
        if not isinstance(raw, list) or not raw:
            raise ApiError(400, "bad-request", "seats must be a non-empty list of seat kinds")
        if len(raw) > 16:
            raise ApiError(400, "bad-request", "too many seats")
        out = []
        for i, entry in enumerate(raw):
            name: Any = ""
            if isinstance(entry, dict):
                extra = set(entry) - {"spec", "name"}
                if extra:
                    raise ApiError(
                        400, "bad-request", f"seat {i}: unknown field(s) {', '.join(sorted(extra))}"
                    )
                spec, name = entry.get("spec"), entry.get("name")
            else:
                spec = entry
            if not isinstance(spec, str) or not spec.strip() or len(spec) > 64:
                raise ApiError(
                    400, "bad-request", f"seat {i}: expected {HUMAN} or an agent spec, got {spec!r}"
                )
            spec = spec.strip().lower()
            if spec != HUMAN and not is_automa(spec):
                try:
                    make_agent(spec, 0)
                except ConfigError as e:
                    raise ApiError(400, "bad-seat", f"seat {i}: {e} (or {HUMAN})") from None
            out.append((spec, clean_text(name, f"seat {i} name", MAX_NAME)))
        return out

    def _new_seats(self, pairs: list[tuple[str, str]]) -> tuple[list[SeatRow], dict[int, str]]:
        rows, tokens = [], {}
        for seat, (spec, name) in enumerate(pairs):
            token = None
            if spec == HUMAN:
                token = secrets.token_urlsafe(18)
                tokens[seat] = token
            rows.append(
                SeatRow(seat, spec, hash_token(token) if token else None, name, joined=False)
            )
        return rows, tokens

    async def create(self, body: dict) -> tuple[LiveTable, dict[int, str]]:
        check_fields(
            body, {"game", "config", "seats", "title", "listed", "seed"}, {"game", "seats"}
        )
        game_id = body["game"]
        if not isinstance(game_id, str):
            raise ApiError(400, "bad-request", "game must be a game id string")
        try:
            game = get_game(game_id)
        except ConfigError as e:
            raise ApiError(400, "unknown-game", str(e)) from None
        config = body.get("config", {})
        if not isinstance(config, dict):
            raise ApiError(400, "bad-config", "config must be an object")
        pairs = self._parse_seats(game, body["seats"])
        specs = [s for s, _ in pairs]
        seed = body.get("seed")
        if seed is None:
            seed = secrets.randbelow(2**31)
        elif not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**62:
            raise ApiError(400, "bad-request", "seed must be a whole number from 0 to 2**62")
        listed = body.get("listed", True)
        if not isinstance(listed, bool):
            raise ApiError(400, "bad-request", "listed must be true or false")
        title = clean_text(body.get("title"), "title", MAX_TITLE)
        try:
            config = dict(config)
            config = game.seat_config(config, specs)
            if "players" not in config:
                config["players"] = len(specs)
            match = Match(game, config, seed)
        except ConfigError as e:
            raise ApiError(400, "bad-config", str(e)) from None
        except Exception as e:  # a game must refuse bad input with ConfigError; be safe
            raise ApiError(400, "bad-config", f"{type(e).__name__}: {e}") from None
        n = game.num_seats(match.state)
        if len(specs) != n:
            raise ApiError(
                400, "bad-seats", f"seats names {len(specs)} seat(s) but this game has {n}"
            )
        seat_rows, tokens = self._new_seats(pairs)
        now = time.time()
        row = TableRow(
            id=secrets.token_urlsafe(8),
            game=game.id,
            title=title or f"{game.title}, {n} player{'s' if n != 1 else ''}",
            config=match.config,
            seed=seed,
            engine_version=ENGINE_VERSION,
            status="running",
            version=0,
            plies=0,
            listed=listed,
            created=now,
            updated=now,
            seats=seat_rows,
        )
        if match.is_over():  # pragma: no cover - no game is over before its first move
            row.status = "over"
        await self.db(self.store.insert_table, row)
        table = LiveTable(row, game, match, [])
        self._evict()
        self.tables[row.id] = table
        self.kick_agents(table)
        return table, tokens

    async def import_record(self, body: dict) -> tuple[LiveTable, dict[int, str]]:
        check_fields(body, {"record", "seats", "title", "listed"}, {"record"})
        data = body["record"]
        try:
            record = Record.from_dict(data)
        except RecordError as e:
            raise ApiError(400, "bad-record", str(e)) from None
        if record.seed is None:
            raise ApiError(
                400,
                "bad-record",
                "this record was redacted for one seat (no seed): download the full record "
                "once the game is over to import it",
            )
        if not -(2**63) <= record.seed < 2**63:
            raise ApiError(400, "bad-record", "the record's seed is out of range")
        if len(record.moves) > self.settings.max_record_moves:
            raise ApiError(413, "too-large", "the record has too many moves")
        if any(len(m) > 200 for m in record.moves):
            raise ApiError(400, "bad-record", "a move of the record is longer than any option")
        try:
            game = get_game(record.game)
        except ConfigError as e:
            raise ApiError(400, "unknown-game", str(e)) from None

        def rebuild() -> tuple[Match, list[str]]:
            replay(record, verify=True)  # raises RecordError naming the first bad move
            match = Match(game, record.config, record.seed)
            kinds = []
            for move in record.moves:
                kinds.append(match.decision.kind)
                match.play(move)
            return match, kinds

        try:
            match, kinds = await asyncio.to_thread(rebuild)
        except RecordError as e:
            raise ApiError(400, "bad-record", str(e)) from None
        except LudoError as e:
            raise ApiError(400, "bad-record", str(e)) from None
        n = game.num_seats(match.state)
        raw = body.get("seats")
        if raw is None:
            pairs = [(HUMAN, "")] * n
        else:
            pairs = self._parse_seats(game, raw)
            if len(pairs) != n:
                raise ApiError(
                    400, "bad-seats", f"seats names {len(pairs)} seat(s) but this game has {n}"
                )
        listed = body.get("listed", True)
        if not isinstance(listed, bool):
            raise ApiError(400, "bad-request", "listed must be true or false")
        over = match.is_over()
        seat_rows, tokens = self._new_seats(pairs)
        if over:  # nobody plays a finished game: no seat links
            tokens = {}
            for s in seat_rows:
                s.token_hash = None
        now = time.time()
        title = clean_text(body.get("title"), "title", MAX_TITLE)
        row = TableRow(
            id=secrets.token_urlsafe(8),
            game=game.id,
            title=title or f"{game.title} (imported record)",
            config=match.config,
            seed=record.seed,
            engine_version=ENGINE_VERSION,
            status="over" if over else "running",
            version=len(record.moves),
            plies=len(record.moves),
            listed=listed,
            created=now,
            updated=now,
            result=match_result(match) if over else None,
            seats=seat_rows,
            moves=list(zip(match.moves, match.seats, strict=True)),
        )
        await self.db(self.store.insert_table, row)
        table = LiveTable(row, game, match, kinds)
        self._evict()
        self.tables[row.id] = table
        self.kick_agents(table)
        return table, tokens

    # ----- seats ---------------------------------------------------------------------
    async def touch_seat(self, table: LiveTable, seat: int | None) -> None:
        """The first use of a seat's link marks the seat as taken."""
        if seat is None:
            return
        s = table.seats[seat]
        if not s.joined:
            async with table.seat_lock:
                if not s.joined:
                    await self._set_seat(table.id, seat, s.token_hash, s.name, True)
                    s.joined = True
            self.changed(table)

    async def join(self, table: LiveTable, body: dict, token: str | None) -> tuple[int, str]:
        check_fields(body, {"seat", "name"}, set())
        if token is not None and table.seat_of(token) is not None:
            raise ApiError(409, "already-seated", "you already hold a seat at this table")
        if table.status == "over":
            raise ApiError(409, "game-over", "the game is over: there is no seat to join")
        if not table.listed:
            raise ApiError(
                403, "not-listed", "seats of this table are given by link only, not in the lobby"
            )
        name = clean_text(body.get("name"), "name", MAX_NAME)
        want = body.get("seat")
        async with table.seat_lock:
            free = table.free_seats()
            if want is None:
                if not free:
                    raise ApiError(409, "no-free-seat", "every human seat of this table is taken")
                seat = free[0]
            else:
                if not isinstance(want, int) or isinstance(want, bool):
                    raise ApiError(400, "bad-request", "seat must be a seat number")
                if not 0 <= want < len(table.seats):
                    raise ApiError(
                        400, "bad-request", f"seat must be 0 to {len(table.seats) - 1}, got {want}"
                    )
                if not table.seats[want].human:
                    raise ApiError(409, "not-human", f"seat {want} is played by an agent")
                if want not in free:
                    raise ApiError(409, "seat-taken", f"seat {want} is already taken")
                seat = want
            new = secrets.token_urlsafe(18)
            s = table.seats[seat]
            await self._set_seat(table.id, seat, hash_token(new), name, True)
            s.token_hash, s.name, s.joined = hash_token(new), name, True
            self._notice(table, "join", seat, f"{s.label()} sat down at seat {seat}")
        self.changed(table)
        return seat, new

    async def leave(self, table: LiveTable, seat: int) -> None:
        async with table.seat_lock:
            s = table.seats[seat]
            label = s.label()
            await self._set_seat(table.id, seat, None, "", False)
            s.token_hash, s.name, s.joined = None, "", False
            self._notice(table, "leave", seat, f"{label} left seat {seat}; it is free to join")
        # The leaver's own connections lose their seat: they become spectators.
        for listener in list(table.listeners):
            if listener.seat == seat:
                listener.seat = None
                listener.log_known = 0
                s.connected = max(0, s.connected - 1)
        self.changed(table)
