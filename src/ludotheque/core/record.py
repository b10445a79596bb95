"""Game records: game id, engine version, configuration, seed, the chosen options and the
hash of the component data the game was played with.

A record is the save format, the bug-report format and the replay format: replaying it
through the rules, with the same data, reproduces the game exactly. A record made with
other data than the active one is refused by name (which data it needs); a record from
before data packs (no hash) replays with the embedded data.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ludotheque import ENGINE_VERSION
from ludotheque.core import datapack
from ludotheque.core.errors import ConfigError, IllegalOption, RecordError
from ludotheque.core.registry import all_games, get_game

FORMAT = "ludotheque-record/1"
# Far above any real game (a long one is a few hundred kilobytes), far below what a wrong
# file (a device, a disk image) would cost to read whole.
MAX_BYTES = 16 * 1024 * 1024
_ACTIVE: Any = object()  # default of Record.data: the hash of the game's active data


def _active_hash(game: str) -> str | None:
    try:
        return datapack.current_hash(game)
    except ConfigError:  # an unknown game: replay names it
        return None


@dataclass
class Record:
    game: str
    config: dict[str, Any]
    seed: int | None
    moves: list[str] = field(default_factory=list)
    engine_version: str = ENGINE_VERSION
    result: dict[str, Any] | None = None
    # The content hash of the data played with (datapack.DataSource.hash); None in records
    # made before data packs. Left out, it is the game's active data's.
    data: str | None = _ACTIVE
    # Who sat at each seat (an agent spec such as "mcts:0.5s", or "human"), when known:
    # tournaments fill it so a record says which agent made which moves. Optional.
    seats: list[str] | None = None

    def __post_init__(self) -> None:
        if self.data is _ACTIVE:
            self.data = _active_hash(self.game)

    def to_dict(self) -> dict[str, Any]:
        d = {
            "format": FORMAT,
            "game": self.game,
            "engine_version": self.engine_version,
            "config": self.config,
            "seed": self.seed,
            "moves": list(self.moves),
        }
        if self.data is not None:
            d["data"] = self.data
        if self.result is not None:
            d["result"] = self.result
        if self.seats is not None:
            d["seats"] = list(self.seats)
        return d

    def to_json(self, indent: int | None = 1) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    def save(self, path: str | Path) -> None:
        """Write through a temporary file and rename it: an interrupted save leaves the
        previous file (or none), never a truncated record."""
        path = Path(path)
        temporary = path.with_name(f".{path.name}.tmp")
        temporary.write_text(self.to_json() + "\n")
        os.replace(temporary, path)

    @classmethod
    def from_dict(cls, d: Any) -> Record:
        if not isinstance(d, dict):
            raise RecordError("a record must be a JSON object")
        if d.get("format", FORMAT) != FORMAT:
            raise RecordError(f"unknown record format {d.get('format')!r}; expected {FORMAT!r}")
        missing = [k for k in ("game", "config", "seed", "moves") if k not in d]
        if missing:
            raise RecordError(f"record lacks {', '.join(missing)}")
        if not isinstance(d["game"], str):
            raise RecordError("'game' must be a string")
        if not isinstance(d["config"], dict):
            raise RecordError("'config' must be an object")
        seed = d["seed"]
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise RecordError(f"'seed' must be an integer, got {seed!r}")
        moves = d["moves"]
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise RecordError("'moves' must be a list of option texts (strings)")
        result = d.get("result")
        if result is not None and not isinstance(result, dict):
            raise RecordError("'result' must be an object")
        data = d.get("data")
        if data is not None and not isinstance(data, str):
            raise RecordError(f"'data' must be a data hash (text), got {data!r}")
        seats = d.get("seats")
        if seats is not None and (
            not isinstance(seats, list) or not all(isinstance(x, str) for x in seats)
        ):
            raise RecordError("'seats' must be a list of texts (who sat at each seat)")
        return cls(
            game=d["game"],
            data=data,
            seats=None if seats is None else list(seats),
            config=d["config"],
            seed=seed,
            moves=list(moves),
            engine_version=str(d.get("engine_version", "?")),
            result=result,
        )

    @classmethod
    def from_json(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise RecordError(f"not valid JSON: {e}") from None
        except RecursionError:
            raise RecordError("not a record: the JSON is nested too deeply") from None
        return cls.from_dict(data)

    @classmethod
    def load(cls, path: str | Path) -> Record:
        """Read a record file, refusing without reading it whole a file too large to be one
        (`/dev/zero`), and naming a binary file as such."""
        try:
            with open(path, "rb") as f:
                raw = f.read(MAX_BYTES + 1)
        except OSError as e:
            raise RecordError(f"cannot read {path}: {e.strerror}") from None
        if len(raw) > MAX_BYTES:
            raise RecordError(
                f"{path} is not a record: it is larger than {MAX_BYTES // (1024 * 1024)} MB"
            )
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            raise RecordError(
                f"{path} is not a record: it is not UTF-8 text (byte {e.start} is "
                f"{raw[e.start]:#04x}); a record is the JSON written by `ludo play --record`"
            ) from None
        return cls.from_json(text)


def result_of(game, state) -> dict[str, Any]:
    """The summary a finished (or saved) record carries, checked by `replay(verify=True)`."""
    return {
        "over": game.is_over(state),
        "scores": game.scores(state),
        "winners": game.winners(state) if game.is_over(state) else [],
        "fingerprint": game.fingerprint(state),
    }


def replay(record: Record, verify: bool = True, upto: int | None = None):
    """Replay a record through the rules and return (game, state).

    With `verify`, the record's stored result (if any) must match the replayed one.
    Any failure raises RecordError naming the first bad move.
    """
    if record.seed is None:
        raise RecordError("this record was redacted for one seat (no seed): it cannot be replayed")
    try:
        game = get_game(record.game)
    except ConfigError as e:
        raise RecordError(str(e)) from None
    try:
        check_data(record)
    except RecordError:
        _refuse_if_another_games(record)
        raise
    try:
        state = game.setup(record.config, record.seed)
    except ConfigError as e:
        _refuse_if_another_games(record)
        raise RecordError(f"bad configuration: {e}") from None
    moves = record.moves if upto is None else record.moves[:upto]
    for i, move in enumerate(moves):
        try:
            game.apply(state, move)
        except IllegalOption as e:
            if i < PROBE_MOVES:
                _refuse_if_another_games(record)
            raise RecordError(f"{e}{_illegal_hint(record, i)}", i, move) from None
        except Exception as e:  # an engine fault must still be reported, not crash a front
            raise RecordError(
                f"the engine failed on this move ({type(e).__name__}: {e})", i, move
            ) from e
    if verify and record.result is not None and upto is None:
        got = result_of(game, state)
        for key in ("over", "scores", "winners", "fingerprint"):
            if key in record.result and record.result[key] != got[key]:
                raise RecordError(
                    f"replay does not reproduce the record: {key} is {got[key]!r}, "
                    f"the record says {record.result[key]!r}{_mismatch_hint(record)}"
                )
    return game, state


PROBE_MOVES = 5  # the first moves another game must accept to be named the record's


def _refuse_if_another_games(record: Record) -> None:
    """A record whose `game` was changed (or a file of another game renamed) fails on its
    data, configuration or first moves: name the game it is a record of instead, when
    another installed game takes its data hash, configuration and first moves."""
    if record.data is None and not record.moves:
        return  # nothing to tell one game's record from another's
    for other in all_games():
        if other.id == record.game:
            continue
        if record.data is not None:
            try:
                if record.data not in (
                    datapack.current_hash(other.id),
                    datapack.handle(other.id).embedded.hash,
                ):
                    continue
            except Exception:  # a game without data packs: judged by its moves alone
                pass
        try:
            state = other.setup(record.config, record.seed)
            for move in record.moves[:PROBE_MOVES]:
                other.apply(state, move)
        except Exception:  # not this one: its rules refuse the configuration or a move
            continue
        raise RecordError(
            f"this is a record of {other.id!r} ({other.title}), not of {record.game!r} as "
            f"its 'game' field says: its configuration and moves are {other.title}'s; "
            f'put "game": "{other.id}" back to replay it'
        )


def _mismatch_hint(record: Record) -> str:
    if record.engine_version != ENGINE_VERSION:
        return (
            f" (record made by engine {record.engine_version}, this is {ENGINE_VERSION}: "
            "the rules may have changed since)"
        )
    return f" (same engine {ENGINE_VERSION}: was the record's seed or configuration edited?)"


def _illegal_hint(record: Record, index: int) -> str:
    """Why a recorded move may be illegal: the moves follow from the seed, the
    configuration and the engine's rules, so an edit to any of them derails the record
    (an early move most surely)."""
    if record.engine_version not in (ENGINE_VERSION, "?"):  # "?": a record without one
        return (
            f" (the record was made by engine {record.engine_version}, this is "
            f"{ENGINE_VERSION}: the rules may have changed since)"
        )
    if index < 3:
        return (
            "; a record that fails at its first moves was most likely edited: its seed "
            f"({record.seed}) or configuration is not the one its moves were played with"
        )
    return "; if the record was edited, its seed or configuration may be the cause"


def check_data(record: Record) -> None:
    """Refuse, saying which data it needs, a record made with other data than the active."""
    source = datapack.current(record.game)
    if source is None:
        return
    if record.data is None:
        if not source.embedded:
            raise RecordError(
                "this record stores no data hash (it was made before data packs): it replays "
                f"with the embedded {record.game} data only, not with {source.label}; "
                "replay it without --data"
            )
        return
    if record.data == source.hash:
        return
    if record.data == datapack.handle(record.game).embedded.hash:
        hint = "it needs the embedded data: replay it without --data"
    else:
        hint = (
            f"it needs the data pack whose hash is {record.data}: replay it with --data DIR "
            "(`ludo data check DIR` shows a pack's hash)"
        )
    raise RecordError(
        f"this record was played with other {record.game} data "
        f"({datapack.short(record.data)}) than {datapack.describe(source)}; {hint}"
    )
