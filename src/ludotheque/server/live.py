"""A table in memory (`LiveTable`), its seats and the websockets listening to it."""

from __future__ import annotations

import asyncio
import hmac
import logging
import re
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from ludotheque.core.decision import Decision
from ludotheque.core.errors import ConfigError
from ludotheque.core.game import Game
from ludotheque.core.match import Match
from ludotheque.core.registry import get_game
from ludotheque.server import metrics
from ludotheque.server.errors import ApiError, hash_token
from ludotheque.server.jsontext import dumps
from ludotheque.server.store import SeatRow, TableRow

log = logging.getLogger("ludotheque.server")


HUMAN = "human"
TABLE_ID = re.compile(r"^[A-Za-z0-9_-]{6,32}$")
MAX_TITLE = 80
MAX_NAME = 24
# Agents cheap enough to run on the event loop; any other runs in a worker thread.
INLINE_AGENTS = {"random"}


def is_automa(spec: str) -> bool:
    return spec.split(":", 1)[0] == "automa"


def seat_kind(spec: str) -> str:
    if spec == HUMAN:
        return "human"
    return "automa" if is_automa(spec) else "agent"


class Seat:
    """A seat. A human seat nobody has taken yet is either invited (only the holder of its
    link may take it, by opening the link) or open (anyone may sit, from the lobby or the
    table's page)."""

    __slots__ = ("seat", "spec", "token_hash", "name", "joined", "open", "connected")

    def __init__(self, row: SeatRow):
        self.seat = row.seat
        self.spec = row.spec
        self.token_hash = row.token_hash
        self.name = row.name
        self.joined = row.joined
        self.open = row.open
        self.connected = 0

    @property
    def human(self) -> bool:
        return self.spec == HUMAN

    def label(self) -> str:
        """The seat as people read it: counted from 1 (the API's index is from 0)."""
        if self.human:
            return self.name or f"seat {self.seat + 1}"
        return f"{self.spec} (seat {self.seat + 1})"

    def public(self) -> dict:
        return {
            "seat": self.seat,
            "kind": seat_kind(self.spec),
            "spec": self.spec,
            "name": self.name,
            "label": self.label(),
            "joined": self.joined or not self.human,
            "connected": self.connected > 0 or not self.human,
            # Who may take the seat while it is free: "open" (anyone), "invited" (its link).
            "access": None if not self.human else ("open" if self.open else "invited"),
        }


class _SocketGone(Exception):
    """A send on a socket that closed."""


class Listener:
    """One websocket watching a table, as a seat or as a spectator. Messages go through
    one writer task so that they keep their order; pending state updates coalesce, so a
    slow client gets the latest state rather than a backlog. The answer to a request made
    while a state is on its way rides in that state (`acks`): it is sent after the change
    it answers, and one message costs less than two."""

    STATE = object()

    def __init__(self, send: Callable[[str], Any], seat: int | None, svg: bool):
        self.send_text = send
        self.seat = seat
        self.svg = svg
        self.queue: asyncio.Queue = asyncio.Queue()
        self.dirty = False
        self.dirty_since = 0.0  # when the change that the queued state shows was made
        self.table: LiveTable | None = None
        # Log entries the client has: a state carries only the entries after them.
        self.log_known = 0
        self.acks: list[dict] = []

    def notify(self) -> None:
        if not self.dirty:
            self.dirty = True
            self.dirty_since = time.perf_counter()
            self.queue.put_nowait(self.STATE)

    def send(self, message: dict) -> None:
        self.queue.put_nowait(dumps(message))

    def reply(self, message: dict) -> None:
        """An answer to this client's request: with the queued state if there is one."""
        if self.dirty:
            self.acks.append(message)
        else:
            self.send(message)

    async def run(self, hub) -> None:
        """Write the queued messages in order until `close`, or until the socket is gone.

        A send on a closed socket raises; the writer then ends quietly rather than with
        that error: a task that ends with an error keeps it, and the error's traceback
        holds the socket's frames, which hold the task (a reference cycle that only a
        full garbage collection frees, collector.py)."""
        try:
            await self._write(hub)
        except _SocketGone:  # its reader ends the connection
            return
        except Exception:
            log.exception("a listener's writer failed")

    async def _send(self, text: str) -> None:
        try:
            await self.send_text(text)
        except Exception:
            raise _SocketGone from None

    async def _write(self, hub) -> None:
        while True:
            item = await self.queue.get()
            if item is None:
                return
            if item is self.STATE:
                if not self.dirty or self.table is None:
                    continue
                self.dirty = False
                item = hub.state_text(self.table, self.seat, self.svg, self.log_known)
                self.log_known = len(self.table.match.moves)
                if self.acks:
                    item = '{"acks":' + dumps(self.acks) + "," + item[1:]
                    self.acks = []
                await self._send(item)
                metrics.BROADCAST_SECONDS.observe(time.perf_counter() - self.dirty_since)
                continue
            await self._send(item)

    def close(self) -> None:
        self.queue.put_nowait(None)


class LiveTable:
    """A table in memory: the match, its seats, who listens, and the agents."""

    def __init__(self, row: TableRow, game: Game, match: Match, kinds: list[str]):
        self.id = row.id
        self.game = game
        self.title = row.title
        self.seed = row.seed
        self.engine_version = row.engine_version
        self.created = row.created
        self.updated = row.updated
        self.listed = row.listed
        self.analysis = row.analysis
        self.owner_hash = row.owner_hash
        self.creator = row.creator
        self.pace = row.pace  # the agents' seconds a move; None: the server's setting
        self.hints = row.hints  # seconds of search a hint; None: off (server/coaching.py)
        # seat -> decisions it asked a hint for (shown to everyone; stored: ludo_hints)
        self.hints_used: dict[int, int] = dict(row.hints_used)
        self.analyses: dict[int, dict] = {}  # seat -> its analysis, once the game is over
        self.version = row.version
        # The version a write of ours is making (0: none): its notification is ours.
        self.committing = 0
        self.match = match
        self.kinds = kinds  # decision kind of each move, for the log
        self.seats = [Seat(s) for s in row.seats]
        self.lock = asyncio.Lock()  # moves and undos
        self.seat_lock = asyncio.Lock()  # seats taken and left
        self.listeners: set[Listener] = set()
        self.notices: deque[dict] = deque(maxlen=8)
        self.agents: dict[int, Any] = {}
        self.agent_task: asyncio.Task | None = None
        self.agent_error: str | None = None
        # The agents' next decision waits for a worker: since when, and behind how many.
        self.agent_waiting: dict | None = None
        self.cache: dict[tuple, Any] = {}  # messages (and their parts) until a change
        self.replay_states: list | None = None

    @property
    def status(self) -> str:
        return "over" if self.match.is_over() else "running"

    @property
    def decision(self) -> Decision:
        return self.match.decision

    def seat_of(self, token: str | None) -> int | None:
        """The seat a secret belongs to; None for no secret (a spectator)."""
        if token is None:
            return None
        if not isinstance(token, str) or not 8 <= len(token) <= 128:
            raise ApiError(403, "bad-token", "this seat link is not valid for this table")
        digest = hash_token(token)
        for s in self.seats:
            if s.token_hash is not None and hmac.compare_digest(s.token_hash, digest):
                return s.seat
        raise ApiError(
            403,
            "bad-token",
            "this seat link is not valid for this table (the seat may have been left)",
        )

    def free_seats(self) -> list[int]:
        """Human seats nobody has taken, invited or open."""
        return [s.seat for s in self.seats if s.human and not s.joined]

    def open_seats(self) -> list[int]:
        """Free seats anyone may take (the others wait for their link's holder)."""
        return [s.seat for s in self.seats if s.human and not s.joined and s.open]

    def is_owner(self, token: str | None) -> bool:
        """Whether `token` is the creator's secret (given when the table was created)."""
        if not isinstance(token, str) or self.owner_hash is None or len(token) > 128:
            return False
        return hmac.compare_digest(self.owner_hash, hash_token(token))

    def summary(self) -> dict:
        d = self.decision
        return {
            "id": self.id,
            "game": self.game.id,
            "game_title": self.game.title,
            "title": self.title,
            "status": self.status,
            "listed": self.listed,
            "open": self.listed and self.status == "running" and bool(self.open_seats()),
            "analysis": self.analysis,
            "hints": self.hints,
            "hints_used": {str(k): v for k, v in self.hints_used.items()},
            "players": len(self.seats),
            "seats": [s.public() for s in self.seats],
            "to_move": d.seat,
            "plies": len(self.match.moves),
            "config": self.match.config,
            "created": self.created,
            "updated": self.updated,
        }

    def log_for(self, seat: int | None, start: int = 0, upto: int | None = None) -> list[dict]:
        """The moves as `seat` may see them (others' private choices as "?"), from
        `start` to `upto`."""
        m = self.match
        n = len(m.moves) if upto is None else upto
        out = []
        for i in range(start, n):
            text = m.moves[i]
            if m.private[i] and m.seats[i] != seat:
                text = "?"
            out.append({"ply": i + 1, "seat": m.seats[i], "kind": self.kinds[i], "text": text})
        return out

    def forget_log(self, keep: int) -> None:
        """Moves from `keep` on were taken back: clients must be sent them again."""
        for listener in self.listeners:
            listener.log_known = min(listener.log_known, keep)


def game_title(game_id: str) -> str:
    try:
        return get_game(game_id).title
    except ConfigError:
        return game_id


def match_result(match: Match) -> dict:
    game, state = match.game, match.state
    return {"scores": game.scores(state), "winners": game.winners(state)}
