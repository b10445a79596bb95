"""Playing a tournament's games, one process per worker.

Each game is fully determined by (tournament seed, game number): the game's seed and each
seat's agent seed derive from them, and seats rotate with the game number, so the results
are the same with one worker or many, in any completion order. (Agents with a time budget,
`mcts:0.5s`, are the exception: how far they search depends on the machine.)
"""

from __future__ import annotations

import multiprocessing
import re
import signal
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from ludotheque.agents.observation import Observation
from ludotheque.agents.registry import make_agent
from ludotheque.core import datapack
from ludotheque.core.match import Match
from ludotheque.core.record import Record
from ludotheque.core.registry import get_game
from ludotheque.core.reports import rulebook_result
from ludotheque.core.rng import Rng
from ludotheque.tournament.ray_start import ensure_ray


def is_automa(spec: str) -> bool:
    """A rulebook automa (`automa:...`) sits at the table but the game plays it."""
    return spec.split(":", 1)[0] == "automa"


@dataclass(frozen=True)
class TournamentSpec:
    game: str
    agents: tuple[str, ...]  # one spec per seat; seats rotate between games
    games: int
    seed: int
    config: dict[str, Any] = field(default_factory=dict)
    records: str | None = None  # folder for every game's record
    data: str | None = None  # a data pack's directory, installed in every worker

    def game_seed(self, number: int) -> int:
        return Rng(self.seed * 1_000_003 + number).next64() >> 33

    def seating(self, number: int) -> list[int]:
        """Which agent (index into `agents`) sits at each seat in game `number`."""
        n = len(self.agents)
        return [(seat + number) % n for seat in range(n)]


@dataclass
class GameResult:
    number: int
    seed: int
    seating: list[int]  # seat -> agent index
    scores: list[float]  # per seat
    winners: list[int]  # seats
    decision_seconds: list[float]  # per seat, total
    decisions: list[int]  # per seat
    record: str | None = None  # where the record was written
    error: str | None = None  # the engine's or an agent's failure; the game did not finish
    result: str | None = None  # a solo game's result as its rulebook gives it (Game.report)

    @property
    def nobody_won(self) -> bool:
        """No seat at the table won: `winners` is empty (a neutral tribe on top, a solo game
        lost to the Void) or names only seats the table does not hold."""
        return self.error is None and not any(0 <= w < len(self.seating) for w in self.winners)


def record_path(spec: TournamentSpec, number: int) -> Path:
    """Where game `number`'s record goes: the records folder, or for a game that failed
    without one, a folder in the temporary directory (so the failure can be replayed)."""
    name = f"{spec.game}-{spec.seed}-{number:05d}"
    if spec.records:
        return Path(spec.records) / f"{name}.json"
    # one shared folder for every run: the agents tell apart a round robin's pairs
    agents = "-".join(re.sub(r"[^A-Za-z0-9.]+", "_", a) for a in spec.agents)
    return Path(tempfile.gettempdir()) / ERRORS_FOLDER / f"{name}-{agents}.json"


ERRORS_FOLDER = "ludotheque-tournament-errors"


def play_one(spec: TournamentSpec, number: int) -> GameResult:
    """Play game `number` of the tournament and return its result.

    A failure inside the game (an engine bug, an agent raising) does not stop the
    tournament: the result carries the error, and the record of the moves played so far
    is saved (in the records folder, else in the temporary directory) to replay it."""
    if spec.data:
        datapack.ensure(spec.data, spec.game)  # worker processes start with embedded data
    game = get_game(spec.game)
    seed = spec.game_seed(number)
    seating = spec.seating(number)
    n = len(seating)
    seat_specs = [spec.agents[seating[seat]] for seat in range(n)]
    spent = [0.0] * n
    count = [0] * n
    match = None
    error = None
    try:
        config = dict(spec.config)
        config.setdefault("players", len(spec.agents))
        config = game.seat_config(config, seat_specs)  # automa seats are played by the game
        match = Match(game, config, seed)
        agents = [
            None if is_automa(s) else make_agent(s, Rng(seed * 31 + seat + 1).next64())
            for seat, s in enumerate(seat_specs)
        ]
        while not match.is_over():
            seat = match.decision.seat
            t0 = time.perf_counter()
            choice = agents[seat].choose(Observation(game, match.state, seat))
            spent[seat] += time.perf_counter() - t0
            count[seat] += 1
            match.play(choice)
        scores = [float(x) for x in game.scores(match.state)]
        winners = list(game.winners(match.state))
        result = rulebook_result(game, match.state)
    except Exception as e:  # noqa: BLE001 - reported with the seed; the others go on
        error = f"{type(e).__name__}: {e}"
        scores, winners, result = [0.0] * n, [], None
    path = None
    if spec.records or error is not None:
        path = record_path(spec, number)
        path.parent.mkdir(parents=True, exist_ok=True)
        _record(game, match, spec, seed, seat_specs, error).save(path)
        path = str(path)
    return GameResult(
        number=number,
        seed=seed,
        seating=seating,
        scores=scores,
        winners=winners,
        decision_seconds=spent,
        decisions=count,
        record=path,
        error=error,
        result=result,
    )


def _record(game, match, spec, seed, seat_specs, error) -> Record:
    """The game's record naming each seat's agent; for a failed game, the moves played
    before the failure and the error in place of the result."""
    if match is None:  # the setup itself failed
        record = Record(game=game.id, config=dict(spec.config), seed=seed)
    elif error is None:
        record = match.record()
    else:
        record = Record(game=game.id, config=match.config, seed=seed, moves=list(match.moves))
    if error is not None:
        record.result = {"over": False, "error": error}
    record.seats = list(seat_specs)
    return record


def _local(spec: TournamentSpec, workers: int) -> Iterator[GameResult]:
    """Games in worker processes, yielded as they finish. Workers ignore Ctrl-C (the
    terminal sends it to the whole process group): the parent alone stops, and leaving
    the pool terminates the workers at once, mid-game, instead of waiting for them."""
    if workers <= 1:
        for number in range(spec.games):
            yield play_one(spec, number)
        return
    with multiprocessing.Pool(workers, initializer=_ignore_interrupts) as pool:
        yield from pool.imap_unordered(partial(play_one, spec), range(spec.games))


def _ignore_interrupts() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _ray(spec: TournamentSpec, workers: int) -> Iterator[GameResult]:
    """The same games on a Ray cluster (`pip install ray`; RAY_ADDRESS picks the cluster)."""
    ensure_ray()  # joins RAY_ADDRESS or starts a local Ray; says how to install it
    import ray

    remote = ray.remote(play_one)
    pending = [remote.remote(spec, number) for number in range(spec.games)]
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        yield ray.get(done[0])


BACKENDS: dict[str, Callable[[TournamentSpec, int], Iterator[GameResult]]] = {
    "local": _local,
    "ray": _ray,
}


def run_tournament(
    spec: TournamentSpec,
    workers: int = 1,
    backend: str = "local",
    on_result: Callable[[GameResult], None] | None = None,
) -> list[GameResult]:
    """Play every game; results come back sorted by game number. A KeyboardInterrupt
    stops early and returns what finished (callers report partial results)."""
    results: list[GameResult] = []
    try:
        for result in BACKENDS[backend](spec, workers):
            results.append(result)
            if on_result:
                on_result(result)
    except KeyboardInterrupt:
        pass
    results.sort(key=lambda r: r.number)
    return results
