"""The completions a state keeps per seat (`kept`, issue 22) against what they read.

`objectives.completions` answers from `s.kept[seat]` until a rule writes something the
answer read (`s.watch[seat]`: the range of coins it holds for, and READ_* bits), and
every such rule drops it. Most answers are empty whatever the coins, so comparing answers
alone would seldom see a rule that writes without dropping: here each fresh answer is
recorded with what it may read (the seat's coins, research, theory, rows, stamp stacks,
slots, completed ones, reserve, crew cards, completed cards, ship, tents and lenses on
the board, and the Beagle's position), and while a seat keeps an answer what its watch
names must not have changed. Every seat's answer is asked at every position (so each
keeps one through the other seats' turns too), after every move of seeded random games at
each player count, in solo at each Alfred level, on copies played on apart from their
original, and after `determinize`. What a watch leaves out is checked apart: changed at
will, it must leave the answer as it was.

The distinct workers a placement found are kept beside the "worker" task it pushed
(`flow._PUSHED`, by the task's identity): wherever such a task is on top, its options
must be the straightforward reading's (test_speed_options' reference)."""

import re
from pathlib import Path

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import state
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import flow, objectives
from ludotheque.games.darwins_journey.state import forget

from .test_speed_options import distinct_workers_ref

CONFIGS = [
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 4, "first_game": True},
    {"players": 1, "automas": {"1": "alfred/white"}},
    {"players": 1, "automas": {"1": "alfred/yellow"}},
    {"players": 1, "automas": {"0": "alfred/green"}},
    {"players": 2, "modules": ["great_ship", "pirates"]},
    {"players": 3, "modules": ["scenarios", "animal_companion"]},
]

FRESH = objectives.fresh_kept


def read(s, seat) -> tuple:
    """Everything a seat's completions read."""
    return (
        s.coins[seat],
        s.research[seat],
        s.theory[seat],
        s.rows[seat],
        s.stacks[seat],
        s.slots[seat],
        s.done[seat],
        s.reserve[seat],
        s.crew[seat],
        s.crew_done[seat],
        s.ship[seat],
        sum(c.count(seat) for c in s.camps),
        s.lens.count(seat),
        s.beagle,
    )


# Per item of `read`, the watch bit that covers it (0: coins, by range; READ_ALL: a write
# that always drops the answer).
COVER = (
    0,
    state.READ_RESEARCH,
    state.READ_THEORY,
    state.READ_ROWS,
    state.READ_STAMPS,
    state.READ_ALL,
    state.READ_ALL,
    state.READ_ALL,
    state.READ_ALL,
    state.READ_ALL,
    state.READ_BEAGLE,
    state.READ_TENTS,
    state.READ_LENSES,
    state.READ_BEAGLE,
)


def unchanged_for(watch, before, now) -> bool:
    """Whether what a watch names reads the same: the coins in its range, and every other
    item it covers equal."""
    lo, hi, reads = watch
    if not lo <= now[0] < hi:
        return False
    return all(
        a == b for a, b, bit in zip(before[1:], now[1:], COVER[1:], strict=True) if bit & reads
    )


class Recorder:
    """`fresh_kept` that records, per state and seat, what each answer may read."""

    def __init__(self):
        self.states = {}  # id(state) -> (state, per seat: what its last fresh answer read)
        self.completed = 0  # completions played

    def __call__(self, s, seat):
        entry = self.states.setdefault(id(s), (s, [None] * s.ctx.players))
        got = FRESH(s, seat)
        entry[1][seat] = (read(s, seat), got[1])
        return got

    def inherit(self, original, copy):
        self.states[id(copy)] = (copy, list(self.states[id(original)][1]))

    def check(self, s) -> int:
        """Each kept answer: what its watch names unchanged, the watch the state holds,
        and the same answer as a fresh one. Then ask every seat, so that each keeps an
        answer. Returns how many were compared."""
        compared = worker_options_checked(s)
        for seat in range(s.ctx.players):
            if s.kept[seat] is not None:
                before, watch = self.states[id(s)][1][seat]
                assert s.watch[seat] == watch
                assert unchanged_for(watch, before, read(s, seat)), (seat, s.log[-3:])
                assert s.kept[seat] == FRESH(s, seat)[0]
                compared += 1
            objectives.completions(s, seat)
        return compared

    def play(self, s, r: Rng, moves: int) -> int:
        """Random moves, but a completion offered is taken one time in two (random play
        seldom completes anything, and completing writes most of what the answers read)."""
        compared = 0
        for _ in range(moves):
            d = GAME.pending(s)
            if d.seat is None:
                break
            pick = r.below(len(d.options))
            if d.options[0].startswith("complete ") and r.below(2):
                pick = 0
                self.completed += 1
            GAME.apply(s, pick)
            compared += self.check(s)
        return compared


def worker_options_checked(s) -> int:
    """With a "worker" task on top, its options against the reference (1), else 0."""
    top = s.tasks[-1] if s.tasks else None
    if top is None or top[0] != "worker":
        return 0
    want = tuple(flow.WORKER_TEXTS[w] for w in distinct_workers_ref(s, top[1], top[2]))
    assert flow._worker_options(s, top) == want
    assert len(want) >= 2  # a single worker is placed without asking
    return 1


def test_workers_kept_beside_a_task_serve_that_task_alone():
    """A copy whose "worker" task is no longer the last one pushed (its original went on
    to another placement with a choice of workers) works its options out afresh, and a
    task equal to the kept one but not the same object does too."""
    seen = 0
    for seed in range(4):
        s = GAME.setup({"players": 3}, seed + 40)
        r = Rng(seed + 41)
        waiting = []  # copies made with a "worker" task on top
        while GAME.pending(s).seat is not None:
            if s.tasks and s.tasks[-1][0] == "worker":
                waiting.append(GAME.copy(s))
            GAME.apply(s, r.below(len(GAME.pending(s).options)))
        for c in waiting:
            top = c.tasks[-1]
            seen += flow._PUSHED[0][0] is not top  # not the last pushed: worked out
            assert worker_options_checked(c) == 1
            c.tasks[-1] = (top[0], top[1], top[2])  # equal, another object
            assert c.tasks[-1] is not top
            assert worker_options_checked(c) == 1
    assert seen > 20


@pytest.fixture
def recorder(monkeypatch):
    rec = Recorder()
    monkeypatch.setattr(objectives, "fresh_kept", rec)
    return rec


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: str(c))
def test_kept_completions_read_what_is_there(config, recorder):
    compared = 0
    for seed in range(3):
        s = GAME.setup(config, seed + 70)
        r = Rng(seed + 71)
        recorder.check(s)
        while GAME.pending(s).seat is not None:
            c = GAME.copy(s)  # the copy and the original go on apart
            recorder.inherit(s, c)
            compared += recorder.play(s, r, 8)
            compared += recorder.play(c, Rng(r.next64()), 8)
            d = GAME.determinize(s, GAME.pending(s).seat or 0, Rng(r.next64()))
            recorder.inherit(s, d)
            compared += recorder.check(d) + recorder.play(d, Rng(r.next64()), 6)
    assert compared > 500  # the comparison ran
    assert recorder.completed or "automas" in config  # and completions were made


def test_a_write_that_keeps_an_answer_shows(recorder):
    """The check can fail: coins moved out of the answer's range, or rows it read written,
    without dropping the kept answer."""
    s = GAME.setup({"players": 2}, 3)
    while s.phase != "action":
        GAME.apply(s, 0)
    recorder.check(s)
    seat = s.active
    lo, hi, reads = s.watch[seat]
    assert reads & state.READ_ROWS  # the crew cards read the rows
    assert lo > -(1 << 30) or hi < 1 << 30  # the reserve's objectives need a free slot
    s.coins[seat] = lo - 1 if lo > -(1 << 30) else hi
    with pytest.raises(AssertionError):
        recorder.check(s)
    s.kept[seat] = None  # what a rule does
    recorder.check(s)
    s.rows[seat] = tuple((*r, 0) for r in s.rows[seat])
    with pytest.raises(AssertionError):
        recorder.check(s)


# A write to a field the kept completions read: a per-seat list or its item, or a shared
# field (the rules name the state `s`).
_WRITE = re.compile(
    r"\bs\.((?:coins|research|theory|rows|stacks|slots|done|reserve|crew|ship|lens)(?:\[.*\])?"
    r"|camps|crew_done|beagle) *[-+|&]?= *[^=]"
)
_DROP = re.compile(r"\bs\.kept\[.*\] = None")
_FORGET = re.compile(r"\bforget\(s(?:, (READ_\w+))?\)")
# The watch a drop of a write to each field may depend on (no entry: it must always drop).
_MAY_WATCH = dict(
    pair.split("=")
    for pair in (
        "coins=s.coins research=READ_RESEARCH theory=READ_THEORY rows=READ_ROWS stacks=READ_STAMPS"
        " ship=READ_BEAGLE beagle=READ_BEAGLE camps=READ_TENTS lens=READ_LENSES"
    ).split()
)


def _drops(field: str, lines: list[str]) -> bool:
    """Whether `lines` drop the answers a write to `field` may change: always (`forget(s)`,
    or `s.kept[...] = None` not under a test of the watch), or under a test of the watch
    that names what the field is watched by."""
    for j, line in enumerate(lines):
        forgot = _FORGET.search(line)
        if forgot:
            return forgot.group(1) in (None, _MAY_WATCH.get(field))
        if _DROP.search(line):
            test = lines[j - 1] if j else ""
            return "s.watch[" not in test or _MAY_WATCH.get(field, "-") in test
    return False


def test_every_rule_that_writes_what_the_answers_read_drops_them():
    """Seeded games reach some writes seldom (a completion on a slot, a free unlock, the
    Beagle caught): in the source, each write is followed within four lines by a drop, and
    a drop that depends on the answer's watch tests the bit (or the coins' range) of what
    was written."""
    root = Path(objectives.__file__).parent.parent
    missing, seen = [], 0
    for path in sorted(root.rglob("*.py")):
        if path.name == "state.py":  # new_state and copy
            continue
        lines = path.read_text().splitlines()
        for i, line in enumerate(lines):
            write = _WRITE.search(line)
            if write:
                seen += 1
                field = write.group(1).split("[")[0]
                if not _drops(field, lines[i : i + 5]):
                    missing.append(f"{path.relative_to(root)}:{i + 1}: {line.strip()}")
    assert seen > 25 and not missing, missing


def _changes(s, seat):
    """Per READ_* bit, a write to what it covers and the values to write on a copy: the
    least, then the most any requirement could ask (far from what play reaches, so an
    answer that read them would show it), then any others."""
    others = (seat + 1) % s.ctx.players
    specimens = len(s.ctx.comp.geo.specimens)
    last_theory = len(s.ctx.comp.tracks.books) - 1
    beagles = len(s.ctx.comp.geo.ocean.beagle)

    def research(c, x):
        c.research[seat] = x

    def theory(c, x):
        c.theory[seat] = x

    def rows(c, x):
        c.rows[seat] = x

    def stacks(c, x):
        c.stacks[seat] = x

    def beagle(c, x):
        c.ship[seat], c.beagle = x

    def camps(c, x):
        c.camps = tuple(tuple(x for _ in camp) for camp in c.camps)

    def lens(c, x):
        c.lens = [x if v != -1 else v for v in c.lens]

    return [
        (state.READ_RESEARCH, research, (0, (1 << specimens) - 1)),
        (state.READ_THEORY, theory, (0, last_theory)),
        (state.READ_ROWS, rows, (((),) * 4, ((0, 1, 2, 3) * 3,) * 4, s.rows[others])),
        (state.READ_STAMPS, stacks, ((4, 4, 4), (0, 0, 0))),
        (state.READ_BEAGLE, beagle, ((0, beagles - 1), (len(s.ctx.comp.geo.ocean.ids) - 1, 0))),
        (state.READ_TENTS, camps, (-1, seat)),
        (state.READ_LENSES, lens, (-2, seat)),
    ]


@pytest.mark.parametrize(
    "config",
    [
        {"players": 2},
        {"players": 3},
        {"players": 4},
        {"players": 1, "automas": {"1": "alfred/yellow"}},
        {"players": 2, "modules": ["scenarios"]},
        {"players": 4, "modules": ["great_ship", "pirates", "animal_companion"]},
    ],
    ids=lambda c: str(c),
)
def test_what_a_watch_leaves_out_does_not_change_the_answer(config):
    """At every third position of seeded random games, each seat's fresh answer stays the
    same on a copy with its coins at either end of the watch's range, or with anything
    the watch does not name written (research, theory, rows, stamps, ship and Beagle,
    tents, lenses): one at a time, then all at their least or their most along with the
    coins at either end (an objective its coins were short for, not read, may be met
    then)."""
    tried = 0
    for seed in range(2):
        s = GAME.setup(config, seed + 40)
        r = Rng(seed + 41)
        k = 0
        while (d := GAME.pending(s)).seat is not None:
            k += 1
            if k % 3 == 0:
                for seat in range(s.ctx.players):
                    if seat == s.ctx.alfred:
                        continue
                    got, (lo, hi, reads) = FRESH(s, seat)
                    left = [ch for ch in _changes(s, seat) if not reads & ch[0]]
                    for bit, write, values in left:
                        for x in values:
                            c = GAME.copy(s)
                            write(c, x)
                            assert FRESH(c, seat)[0] == got, (seat, bit, x)
                            tried += 1
                    for coins in (max(lo, 0), min(hi - 1, s.coins[seat] + 30)):
                        for end in (0, 1):
                            c = GAME.copy(s)
                            c.coins[seat] = coins
                            for _, write, values in left:
                                write(c, values[end])
                            assert FRESH(c, seat)[0] == got, (seat, coins, lo, hi, end)
                            tried += 1
            GAME.apply(s, r.below(len(d.options)))
    assert tried > 300  # the comparison ran


def test_the_coins_range_ends_where_an_objective_becomes_affordable(monkeypatch):
    """With every requirement taken as met, an answer reads the coins alone: at any coins,
    another amount gives the same answer exactly when it lies in the watch's range. The
    seat's free silver slots cost 1 coin (L952: the three free ones taken), so an
    objective in its reserve is completable from 1 coin on."""
    monkeypatch.setattr(objectives, "_unmet", lambda s, seat, reqs: len(reqs))
    s = GAME.setup({"players": 2}, 5)
    while s.phase != "action":
        GAME.apply(s, 0)
    seat = s.active
    board, objs = s.ctx.comp.board.slots, s.ctx.comp.objectives
    silver = [i for i, o in enumerate(objs) if o.tier == 0]
    free = [k for k in range(len(board)) if board[k].tier == 0 and board[k].cost == 0]
    slots = list(s.slots[seat])
    for k, o in zip(free, silver[1:], strict=False):
        slots[k] = o
    s.slots[seat] = tuple(slots)
    s.done[seat] = sum(1 << k for k in free)
    s.reserve[seat] = (silver[0],)
    answers = {}
    for coins in range(4):
        s.coins[seat] = coins
        answers[coins] = FRESH(s, seat)
    assert answers[0][0] == () and answers[1][0] == (f"complete objective {objs[silver[0]].id}",)
    for coins, (got, (lo, hi, _)) in answers.items():
        for other, (also, _) in answers.items():
            assert (also == got) is (lo <= other < hi), (coins, other, lo, hi)


def test_forget_drops_what_read_the_write_or_everything_without_one():
    """`forget(s, READ_X)` drops the answers that read X; `forget(s)` (a position written
    by hand: fixtures.refresh) drops every answer, one that read nothing included."""
    s = GAME.setup({"players": 2}, 3)
    while s.phase != "action":
        GAME.apply(s, 0)
    for seat in (0, 1):
        objectives.completions(s, seat)
    s.watch[0], s.watch[1] = (0, 1 << 30, 0), (0, 1 << 30, state.READ_BEAGLE)
    forget(s, state.READ_BEAGLE)
    assert s.kept[0] is not None and s.kept[1] is None
    forget(s)
    assert s.kept == [None, None]
