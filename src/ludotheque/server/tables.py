"""Creating tables (new or from a record) and their seats: taken, joined, left, managed.

Secret dealing. Whoever knows a table's seed knows every card still hidden: its hands and
the order of its draw piles (`setup(config, seed)` replays the deal). So a table with
hidden information and more than one human seat is dealt from a fresh 64-bit seed from
`secrets`, which no client sees before the game is over (records downloaded during play
carry `seed: null`). A seed chosen by the client, or an unfinished record imported (its
seed is in the record), is accepted only when at most one seat is a person (the others are
agents or automata, who gain nothing from it being known), or for an analysis table: one
marked as such in the lobby and on its page, where everyone knows the deal may be known.
A game with no hidden information says so with `perfect_information = True` (none of the
present games does: their decks and draws are hidden).

Seats. A human seat is invited (only the holder of its link can take it, by opening the
link; the default) or open (anyone may sit, from the lobby or the table's page). The
creator gets a secret of their own (`owner_token`) with which to open a seat nobody has
taken, or to invite someone else to it (a new link; the old one stops working). A seat
given up (leave) becomes open.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
import time
from typing import Any

from ludotheque import ENGINE_VERSION
from ludotheque.agents.registry import make_agent
from ludotheque.cli import declared
from ludotheque.core.errors import ConfigError, LudoError, RecordError
from ludotheque.core.game import Game
from ludotheque.core.match import Match
from ludotheque.core.record import Record, replay
from ludotheque.core.registry import get_game
from ludotheque.server.errors import ApiError, check_fields, clean_text, hash_token
from ludotheque.server.live import (
    HUMAN,
    INLINE_AGENTS,
    MAX_NAME,
    MAX_TITLE,
    LiveTable,
    is_automa,
    match_result,
)
from ludotheque.server.store import SeatRow, TableRow
from ludotheque.server.views import check_pace

log = logging.getLogger("ludotheque.server")

ACCESS = ("invited", "open")


def secret_seed() -> int:
    """64 bits from `secrets`, as a signed 64-bit integer (the database's BIGINT); the
    game's generator takes the seed modulo 2**64, so every bit counts."""
    return secrets.randbits(64) - 2**63


def hidden_information(game: Game) -> bool:
    return not getattr(game, "perfect_information", False)


def address_key(address: str) -> str:
    """What the database keeps of a creator's address: a hash, enough to count."""
    return hashlib.sha256(b"ludo-creator:" + address.encode()).hexdigest()[:32]


def pooled(spec: str) -> bool:
    """Whether a seat's decisions are computed by the agents' worker processes."""
    return spec != HUMAN and not is_automa(spec) and spec.split(":", 1)[0] not in INLINE_AGENTS


class TablesMixin:
    # ----- creating ------------------------------------------------------------------
    def _parse_seats(self, game: Game, raw: Any) -> list[tuple[str, str, bool]]:
        """Seat entries: "human", an agent spec, or {"spec", "name", "access"}; each comes
        back as (spec, name, open)."""
        if not isinstance(raw, list) or not raw:
            raise ApiError(400, "bad-request", "seats must be a non-empty list of seat kinds")
        if len(raw) > 16:
            raise ApiError(400, "bad-request", "too many seats")
        out = []
        cap = self.settings.max_agent_seconds
        for i, entry in enumerate(raw):
            name: Any = ""
            access: Any = "invited"
            if isinstance(entry, dict):
                extra = set(entry) - {"spec", "name", "access"}
                if extra:
                    raise ApiError(
                        400,
                        "bad-request",
                        f"seat {i + 1}: unknown field(s) {', '.join(sorted(extra))}",
                    )
                spec, name = entry.get("spec"), entry.get("name")
                access = entry.get("access", "invited")
            else:
                spec = entry
            if not isinstance(spec, str) or not spec.strip() or len(spec) > 64:
                raise ApiError(
                    400,
                    "bad-request",
                    f"seat {i + 1}: expected {HUMAN} or an agent spec, got {spec!r}",
                )
            if access not in ACCESS:
                raise ApiError(
                    400,
                    "bad-request",
                    f"seat {i + 1}: access must be invited or open, got {access!r}",
                )
            spec = spec.strip().lower()
            if spec != HUMAN and not is_automa(spec):
                try:
                    agent = make_agent(spec, 0)
                except ConfigError as e:
                    raise ApiError(400, "bad-seat", f"seat {i + 1}: {e} (or {HUMAN})") from None
                seconds = getattr(agent, "seconds", None)
                if isinstance(seconds, int | float) and seconds > cap:
                    raise ApiError(
                        400,
                        "bad-seat",
                        f"seat {i + 1}: agents think at most {cap:g} s a decision on this server, "
                        f"{spec} asks for {seconds:g} s",
                    )
            out.append((spec, clean_text(name, f"seat {i + 1} name", MAX_NAME), access == "open"))
        return out

    def _new_seats(
        self, pairs: list[tuple[str, str, bool]]
    ) -> tuple[list[SeatRow], dict[int, str]]:
        rows, tokens = [], {}
        for seat, (spec, name, is_open) in enumerate(pairs):
            token = None
            if spec == HUMAN:
                token = secrets.token_urlsafe(18)
                tokens[seat] = token
            rows.append(
                SeatRow(
                    seat,
                    spec,
                    hash_token(token) if token else None,
                    name,
                    joined=False,
                    open=is_open and spec == HUMAN,
                )
            )
        return rows, tokens

    def _check_dealing(self, game: Game, specs: list[str], analysis: bool, what: str) -> None:
        """Refuse a known deal (a chosen seed, an unfinished record) at a table where it
        would show one person another's hidden cards."""
        humans = sum(1 for s in specs if s == HUMAN)
        if analysis or humans <= 1 or not hidden_information(game):
            return
        raise ApiError(
            400,
            "known-deal",
            f"{what} shows every hidden card to whoever knows it, so it is allowed only at a "
            "table where every other seat is an agent, or at an analysis table "
            '("analysis": true, marked as such in the lobby and on the table)',
        )

    def _parse_hints(self, raw: Any, specs: list[str]) -> float | None:
        """Hints at this table: {"seconds": s, "agreed": true} (or absent: none). At a
        table with several people a hint helps one of them only, so it needs everyone's
        agreement, which the creator confirms at creation ("agreed": the lobby asks for
        it); every seat then sees that hints are on and how many each has asked."""
        if raw is None:
            return None
        cap = self.settings.max_agent_seconds
        wrong = (
            f'hints must be {{"seconds": a number from 0.1 to {cap:g}, "agreed": true or false}}'
        )
        if not isinstance(raw, dict) or not set(raw) <= {"seconds", "agreed"}:
            raise ApiError(400, "bad-request", wrong)
        seconds, agreed = raw.get("seconds"), raw.get("agreed", False)
        if isinstance(seconds, bool) or not isinstance(seconds, int | float):
            raise ApiError(400, "bad-request", wrong)
        if not isinstance(agreed, bool) or not 0.1 <= seconds <= cap:
            raise ApiError(400, "bad-request", wrong)
        if sum(1 for s in specs if s == HUMAN) > 1 and not agreed:
            raise ApiError(
                400,
                "hints-not-agreed",
                "hints at a table with several people need every player's agreement: "
                'confirm it with "agreed": true (the lobby asks), or leave hints off',
            )
        return float(seconds)

    async def _check_creator(self, creator: str, listed: bool, specs: list[str]) -> None:
        """The per-address caps: running listed tables, and agent seats at work."""
        if listed:
            cap = self.settings.max_listed_tables_per_address
            if await self.db(self.store.count_listed_running, creator) >= cap:
                raise ApiError(
                    429,
                    "too-many-tables",
                    f"you have {cap} listed tables in play already: finish one, or create "
                    'this one unlisted ("listed": false)',
                )
        new = sum(1 for s in specs if pooled(s))
        if new:
            cap = self.settings.max_agent_seats_per_address
            busy = sum(
                sum(1 for s in t.seats if pooled(s.spec))
                for t in self.tables.values()
                if t.creator == creator and t.status == "running"
            )
            if busy + new > cap:
                raise ApiError(
                    429,
                    "too-many-agents",
                    f"your tables in play have {busy} agent seats; the server allows {cap} "
                    "per player: finish a game first",
                )

    async def _open_table(self, row: TableRow, game: Game, match: Match, kinds: list[str]):
        await self.db(self.store.insert_table, row)
        table = LiveTable(row, game, match, kinds)
        self._evict()
        self.tables[row.id] = table
        self.kick_agents(table)
        return table

    async def create(self, body: dict, address: str = "unknown") -> tuple[LiveTable, dict]:
        """A new table; returns it and {seat: token} with "owner": the creator's secret."""
        check_fields(
            body,
            {"game", "config", "seats", "title", "listed", "seed", "analysis", "hints", "pace"},
            {"game", "seats"},
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
        specs = [s for s, _, _ in pairs]
        analysis = _flag(body, "analysis", False)
        listed = _flag(body, "listed", True)
        seed = body.get("seed")
        if seed is None:
            seed = secret_seed()
        else:
            if not isinstance(seed, int) or isinstance(seed, bool) or not -(2**63) <= seed < 2**63:
                raise ApiError(
                    400, "bad-request", "seed must be a whole number from -2**63 to 2**63 - 1"
                )
            self._check_dealing(game, specs, analysis, "a chosen seed")
        title = clean_text(body.get("title"), "title", MAX_TITLE)
        try:
            config = dict(config)
            config = game.seat_config(config, specs)
            if "players" not in config:
                config["players"] = len(specs)
            match = Match(game, config, seed)
        except ConfigError as e:
            raise ApiError(400, "bad-config", str(e)) from None
        except Exception:  # a game must refuse bad input with ConfigError; be safe
            log.exception("game %s failed on the configuration %r", game.id, config)
            raise ApiError(
                400,
                "bad-config",
                f"this configuration is not one {game.title} accepts; GET /api/games lists "
                "its options",
            ) from None
        n = game.num_seats(match.state)
        automas = declared.automa_seats(game, match.config)
        free = [s for s in range(n) if s not in automas]
        if len(specs) != n and automas and len(specs) == len(free):
            # Only the seats the game does not play itself (a solo opponent that holds a
            # seat of its own), as `ludo play` takes them.
            given = dict(zip(free, pairs, strict=True))
            pairs = [given[s] if s in given else (automas[s], "", False) for s in range(n)]
            specs = [p[0] for p in pairs]
        if len(specs) != n:
            played = ""
            if automas:
                seats = ", ".join(f"{s} ({spec})" for s, spec in sorted(automas.items()))
                played = f", {len(free)} without the seats the game plays itself: {seats}"
            raise ApiError(
                400, "bad-seats", f"seats names {len(specs)} seat(s) but this game has {n}{played}"
            )
        hints = self._parse_hints(body.get("hints"), specs)
        pace = None if body.get("pace") is None else check_pace(body["pace"], "pace")
        creator = address_key(address)
        await self._check_creator(creator, listed, specs)
        seat_rows, tokens = self._new_seats(pairs)
        owner = secrets.token_urlsafe(18)
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
            analysis=analysis,
            owner_hash=hash_token(owner),
            creator=creator,
            hints=hints,
            pace=pace,
            seats=seat_rows,
        )
        if match.is_over():  # pragma: no cover - no game is over before its first move
            row.status = "over"
        table = await self._open_table(row, game, match, [])
        return table, {**tokens, "owner": owner}

    async def import_record(self, body: dict, address: str = "unknown") -> tuple[LiveTable, dict]:
        check_fields(body, {"record", "seats", "title", "listed", "analysis"}, {"record"})
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
        analysis = _flag(body, "analysis", False)
        listed = _flag(body, "listed", True)

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
        if raw is None and match.is_over() and record.seats and len(record.seats) == n:
            # a finished game: who sat where, as the record says (the seats' names)
            names = [clean_text(x[:MAX_NAME], "a seat's name", MAX_NAME) for x in record.seats]
            pairs = [(HUMAN, x, False) for x in names]
        elif raw is None:
            pairs = [(HUMAN, "", False)] * n
        else:
            pairs = self._parse_seats(game, raw)
            if len(pairs) != n:
                raise ApiError(
                    400, "bad-seats", f"seats names {len(pairs)} seat(s) but this game has {n}"
                )
        over = match.is_over()
        analysis = analysis and not over  # a finished game hides nothing any more
        specs = [s for s, _, _ in pairs]
        if not over:
            self._check_dealing(game, specs, analysis, "an unfinished record (its seed)")
        creator = address_key(address)
        await self._check_creator(creator, listed and not over, [] if over else specs)
        seat_rows, tokens = self._new_seats(pairs)
        owner = secrets.token_urlsafe(18)
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
            analysis=analysis,
            owner_hash=hash_token(owner),
            creator=creator,
            seats=seat_rows,
            moves=list(zip(match.moves, match.seats, strict=True)),
        )
        table = await self._open_table(row, game, match, kinds)
        return table, {**tokens, "owner": owner}

    # ----- seats ---------------------------------------------------------------------
    async def touch_seat(self, table: LiveTable, seat: int | None) -> None:
        """The first use of a seat's link marks the seat as taken."""
        if seat is None:
            return
        s = table.seats[seat]
        if not s.joined:
            async with table.seat_lock:
                if not s.joined:
                    await self._set_seat(table.id, seat, s.token_hash, s.name, True, s.open)
                    s.joined = True
            self.changed(table)

    async def join(self, table: LiveTable, body: dict, token: str | None) -> tuple[int, str]:
        """Sit at an open seat (an invited one waits for its link's holder)."""
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
            free = table.open_seats()
            if want is None:
                if not free:
                    raise ApiError(
                        409,
                        "no-free-seat",
                        "no seat of this table is open: the free ones are kept for the people "
                        "invited with their links",
                    )
                seat = free[0]
            else:
                if not isinstance(want, int) or isinstance(want, bool):
                    raise ApiError(
                        400, "bad-request", "seat must be a seat index (index 0 is seat 1)"
                    )
                if not 0 <= want < len(table.seats):
                    raise ApiError(
                        400,
                        "bad-request",
                        f"seat must be a seat index from 0 to {len(table.seats) - 1} (index 0 is seat 1), "
                        f"got {want}",
                    )
                s = table.seats[want]
                if not s.human:
                    raise ApiError(
                        409, "not-human", f"seat {want + 1} (index {want}) is played by an agent"
                    )
                if s.joined:
                    raise ApiError(
                        409, "seat-taken", f"seat {want + 1} (index {want}) is already taken"
                    )
                if not s.open:
                    raise ApiError(
                        403,
                        "invited-seat",
                        f"seat {want + 1} (index {want}) is kept for the person invited with its link; the "
                        "table's creator can open it to anyone",
                    )
                seat = want
            new = secrets.token_urlsafe(18)
            s = table.seats[seat]
            await self._set_seat(table.id, seat, hash_token(new), name, True, s.open)
            s.token_hash, s.name, s.joined = hash_token(new), name, True
            self._notice(table, "join", seat, f"{s.label()} sat down at seat {seat + 1}")
        self.changed(table)
        return seat, new

    async def leave(self, table: LiveTable, seat: int) -> None:
        async with table.seat_lock:
            s = table.seats[seat]
            label = s.label()
            await self._set_seat(table.id, seat, None, "", False, True)
            s.token_hash, s.name, s.joined, s.open = None, "", False, True
            self._notice(table, "leave", seat, f"{label} left seat {seat + 1}; it is open to join")
        # The leaver's own connections lose their seat: they become spectators.
        for listener in list(table.listeners):
            if listener.seat == seat:
                listener.seat = None
                listener.log_known = 0
                s.connected = max(0, s.connected - 1)
        self.changed(table)

    async def manage_seat(
        self, table: LiveTable, owner_token: str | None, seat: Any, body: dict
    ) -> dict:
        """The creator opens a seat nobody has taken to anyone ({"access": "open"}), or
        invites someone to it with a new link ({"access": "invited"}: the old link stops
        working)."""
        check_fields(body, {"access"}, {"access"})
        if not table.is_owner(owner_token):
            raise ApiError(
                403, "not-owner", "only the table's creator (with its owner token) manages seats"
            )
        access = body["access"]
        if access not in ACCESS:
            raise ApiError(400, "bad-request", f"access must be invited or open, got {access!r}")
        if not isinstance(seat, int) or not 0 <= seat < len(table.seats):
            raise ApiError(
                400,
                "bad-request",
                f"seat must be a seat index from 0 to {len(table.seats) - 1} (index 0 is seat 1)",
            )
        if table.status == "over":
            raise ApiError(409, "game-over", "the game is over")
        async with table.seat_lock:
            s = table.seats[seat]
            if not s.human:
                raise ApiError(
                    409, "not-human", f"seat {seat + 1} (index {seat}) is played by an agent"
                )
            if s.joined:
                raise ApiError(
                    409,
                    "seat-taken",
                    f"seat {seat + 1} (index {seat}) is taken: only a free seat can be changed",
                )
            token = None
            if access == "invited":
                token = secrets.token_urlsafe(18)
                s.token_hash = hash_token(token)
            s.open = access == "open"
            await self.db(self.store.set_seat_open, table.id, seat, s.token_hash, s.open)
            what = "open to anyone" if s.open else "given a new invitation link"
            self._notice(table, "seat", seat, f"seat {seat + 1} was {what} by the table's creator")
        self.changed(table)
        out = s.public()
        if token is not None:
            out["token"] = token
            out["link"] = f"/table/{table.id}#token={token}"
        return out


def _flag(body: dict, key: str, default: bool) -> bool:
    value = body.get(key, default)
    if not isinstance(value, bool):
        raise ApiError(400, "bad-request", f"{key} must be true or false")
    return value
