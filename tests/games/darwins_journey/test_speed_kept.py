"""The completions a state keeps per seat (`kept`, issue 22) against what they read.

`objectives.completions` answers from `s.kept[seat]` until a rule writes something the
answer reads, and every such rule drops it. Most answers are empty whatever the coins, so
comparing answers alone would seldom see a rule that writes without dropping: here each
fresh answer is recorded with what it read (the seat's coins, research, theory, rows,
stamp stacks, slots, completed ones, reserve, crew cards, completed cards, ship, tents
and lenses on the board, and the Beagle's position), and while a seat keeps an answer
what it read must not have changed. Every seat's answer is asked at every position (so
each keeps one through the other seats' turns too), after every move of seeded random
games at each player count, in solo at each Alfred level, on copies played on apart from
their original, and after `determinize`."""

import re
from pathlib import Path

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import objectives

CONFIGS = [
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 4, "first_game": True},
    {"players": 1, "automas": {"1": "alfred/white"}},
    {"players": 1, "automas": {"1": "alfred/yellow"}},
    {"players": 1, "automas": {"0": "alfred/green"}},
]

FRESH = objectives.fresh_completions


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


class Recorder:
    """`fresh_completions` that records, per state and seat, what each answer read."""

    def __init__(self):
        self.states = {}  # id(state) -> (state, per seat: what its last fresh answer read)
        self.completed = 0  # completions played

    def __call__(self, s, seat):
        entry = self.states.setdefault(id(s), (s, [None] * s.ctx.players))
        entry[1][seat] = read(s, seat)
        return FRESH(s, seat)

    def inherit(self, original, copy):
        self.states[id(copy)] = (copy, list(self.states[id(original)][1]))

    def check(self, s) -> int:
        """Each kept answer: what it read unchanged, and the same as a fresh one. Then ask
        every seat, so that each keeps an answer. Returns how many were compared."""
        compared = 0
        for seat in range(s.ctx.players):
            if s.kept[seat] is not None:
                assert read(s, seat) == self.states[id(s)][1][seat], (seat, s.log[-3:])
                assert s.kept[seat] == FRESH(s, seat)
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


@pytest.fixture
def recorder(monkeypatch):
    rec = Recorder()
    monkeypatch.setattr(objectives, "fresh_completions", rec)
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
    """The check can fail: coins written without dropping the kept answer."""
    s = GAME.setup({"players": 2}, 3)
    while s.phase != "action":
        GAME.apply(s, 0)
    recorder.check(s)
    s.coins[s.active] += 1
    with pytest.raises(AssertionError):
        recorder.check(s)
    s.kept[s.active] = None  # what a rule does
    recorder.check(s)


# A write to a field the kept completions read: a per-seat list or its item, or a shared
# field (the rules name the state `s`).
_WRITE = re.compile(
    r"\bs\.(?:(?:coins|research|theory|rows|stacks|slots|done|reserve|crew|ship|lens)(?:\[.*\])?"
    r"|camps|crew_done|beagle) *[-+|&]?= *[^=]"
)
_DROP = re.compile(r"\bs\.kept\[.*\] = None|\bforget\(s\)")


def test_every_rule_that_writes_what_the_answers_read_drops_them():
    """Seeded games reach some writes seldom (a completion on a slot, a free unlock, the
    Beagle caught): in the source, each write is followed within four lines by a drop."""
    root = Path(objectives.__file__).parent.parent
    missing, seen = [], 0
    for path in sorted(root.rglob("*.py")):
        if path.name == "state.py":  # new_state and copy
            continue
        lines = path.read_text().splitlines()
        for i, line in enumerate(lines):
            if _WRITE.search(line):
                seen += 1
                if not any(_DROP.search(x) for x in lines[i + 1 : i + 5]):
                    missing.append(f"{path.relative_to(root)}:{i + 1}: {line.strip()}")
    assert seen > 25 and not missing, missing
