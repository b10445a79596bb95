"""The search's evaluation made cheaper (session 28, ds40) against a straightforward one
kept here: `search_evaluate` and `search_evaluate_seats` give, to the last bit, the margin
over test_speed_evaluation.py's reference projection with the goals counted, whose Beagle
part is read here plainly (every tile not yet flipped from this round's on,
`rewards.beagle_count` times its VP, this round's less `rewards.delay`, never below 0)
rather than through evaluation.py's kept sums (`goals_in_reach`) and envelope table
(`_mail`). Checked after every move of seeded games at 2, 3 and 4 players and against
Alfred, with the modules, Fireland and the Scenarios on and off, and on every child of
some positions (a search's settling step evaluates siblings one after the other, which is
where the kept sums are reused)."""

import dataclasses

import pytest

from ludotheque.core.game import margin
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import evaluation, scoring
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import rewards
from ludotheque.games.darwins_journey.state import SLOTS

from .test_speed_evaluation import mail_ref, projection_ref

CONFIGS = [
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 1, "automas": {"1": "alfred/green"}},
    {"players": 2, "modules": ["great_ship", "pirates", "animal_companion"]},
    {"players": 4, "modules": ["scenarios"]},
    {"players": 3, "fireland": True},
    {"players": 1, "automas": {"1": "alfred/white"}, "fireland": True},
]


def beagle_ref(s, seat):
    """The Beagle goals still to score for the seat, read tile by tile."""
    total = 0
    for i in range(s.beagle, len(s.beagles)):
        if s.beagles[i] == -1:
            continue
        tile = s.ctx.comp.beagles[s.beagles[i]]
        gain = rewards.beagle_count(s, seat, tile) * tile.vp
        if i == s.beagle:
            gain -= rewards.delay(s, seat)
        total += max(0, gain)
    return total


def check(s, monkeypatch):
    seats = list(range(s.ctx.players))
    with monkeypatch.context() as m:  # the reference reads the plain Beagle sum
        m.setattr(evaluation, "beagle_in_reach", beagle_ref)
        want = projection_ref(s, True)
    assert evaluation.projection(s, True) == want
    fast = [GAME.search_evaluate(s, p) for p in seats]
    assert fast == [float(margin(want, p)) for p in seats]
    assert GAME.search_evaluate_seats(s, seats) == fast
    assert evaluation.envelopes_in_reach(s) == [mail_ref(s, p) for p in seats]
    people = [p for p in seats if p != s.ctx.alfred]
    assert [evaluation.beagle_in_reach(s, p) for p in people] == [beagle_ref(s, p) for p in people]


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_search_evaluation_matches_the_reference(config, monkeypatch):
    checked = 0
    for seed in range(2):
        s = GAME.setup(config, seed)
        r = Rng(seed + 11)
        step = 0
        while (d := GAME.pending(s)).seat is not None:
            check(s, monkeypatch)
            if step % 7 == 0:  # siblings, one after the other, as a settling step has them
                for i in range(len(d.options)):
                    child = GAME.copy(s)
                    GAME.apply(child, i)
                    check(child, monkeypatch)
                    checked += 1
            GAME.apply(s, r.below(len(d.options)))
            step += 1
            checked += 1
        check(s, monkeypatch)
    assert checked > 100


ALL_MODULES = ["great_ship", "pirates", "animal_companion"]


def alfred_ref(s, mod=None):
    """Alfred's part of the solo projection as the plain functions give it (session 28,
    al40, made it one pass over a table per context, kept with what it reads:
    evaluation._alfred_now)."""
    a = s.ctx.alfred
    mod = scoring.modifier(s) if mod is None else mod
    mine = evaluation.final_now(s, a, mod) + evaluation.under_way(s, a)
    return mine + evaluation.alfred_pace(s) if evaluation.ALFRED_PACE else mine


def _seat(t, field, value):
    """Alfred's entry of a per-seat field set to `value`, kept a list or a tuple."""
    a = t.ctx.alfred
    old = getattr(t, field)
    new = [value if p == a else x for p, x in enumerate(old)]
    setattr(t, field, type(old)(new))


def _one_change(s):
    """Copies of `s` that each differ in one thing Alfred's part reads, by name: the kept
    answer must not be given back for any of them."""
    a = s.ctx.alfred
    ocean = len(s.ctx.comp.geo.ocean.step)
    books = len(s.ctx.comp.tracks.books)
    length = s.ctx.automa.boards[s.ctx.level].length
    full = len(s.ctx.automa.boards[s.ctx.level].tents)
    rows = s.rows[a]
    changes = {
        "vp": lambda t: _seat(t, "vp", t.vp[a] + 1),
        "coins": lambda t: _seat(t, "coins", t.coins[a] + 5),
        "tk": lambda t: _seat(t, "tk", t.tk[a] + 1),
        "theory": lambda t: _seat(t, "theory", (t.theory[a] + 3) % books),
        "done": lambda t: _seat(t, "done", t.done[a] ^ 0b100001000),  # book, Beagle cap
        "free": lambda t: _seat(t, "free", t.free[a] ^ 1),
        "ship": lambda t: _seat(t, "ship", (t.ship[a] + 5) % ocean),
        "rows": lambda t: _seat(t, "rows", ((*rows[0], 0), *rows[1:])),
        "slots": lambda t: _seat(t, "slots", (3, *t.slots[a][1:])),
        "reserve": lambda t: _seat(t, "reserve", (*t.reserve[a], 5)),
        "tents": lambda t: _seat(t, "tents", () if len(t.tents[a]) >= full else (0,) * full),
        "fifth": lambda t: _seat(t, "fifth", not t.fifth[a]),
        "round": lambda t: setattr(t, "round", t.round % t.ctx.comp.tracks.rounds + 1),
        "phase": lambda t: setattr(t, "phase", "reward" if t.phase == "action" else "action"),
        "beagle": lambda t: setattr(t, "beagle", min(t.beagle + 1, len(t.beagles))),
        "beagles": lambda t: setattr(t, "beagles", (-1,) * len(t.beagles)),
        "a_bonus": lambda t: setattr(t, "a_bonus", t.a_bonus % length + 1),
    }
    if s.ctx.fireland:
        changes["fire"] = lambda t: setattr(
            t, "fire", dataclasses.replace(t.fire, held=((3, 2),) * len(t.fire.held))
        )
    for name, change in changes.items():
        t = s.copy()
        change(t)
        yield name, t


def _filled(s, done):
    """A copy with what the rules seldom or never give Alfred set by hand (TK, coins, the
    5th worker, objectives held, slots completed: with every slot, the book and Beagle-cap
    perks), so that every term of his part is checked against the plain functions, which
    read any seat alike."""
    t = s.copy()
    a = t.ctx.alfred
    t.tk[a] += 3
    t.coins[a] += 7
    t.done[a] = done
    t.slots[a] = (4, 9, 0) + t.slots[a][3:]
    t.reserve[a] = (1, 2)
    t.fifth = tuple(True if p == a else f for p, f in enumerate(t.fifth))
    return t


@pytest.mark.parametrize("fireland", [False, True], ids=["", "fireland"])
@pytest.mark.parametrize("modules", [[], ALL_MODULES], ids=["", "modules"])
@pytest.mark.parametrize("level", ["white", "blue", "yellow", "green"])
def test_solo_search_evaluation_matches_the_reference_at_every_level(
    level, modules, fireland, monkeypatch
):
    seat = "0" if level in ("white", "yellow") else "1"  # Alfred in either seat
    config = {"players": 1, "automas": {seat: f"alfred/{level}"}, "fireland": fireland}
    s = GAME.setup(GAME.configure({**config, "modules": modules}), 3)
    r = Rng(17)
    moves = 0
    moved = set()  # the single changes that changed Alfred's part somewhere in the game
    while (d := GAME.pending(s)).seat is not None:
        check(s, monkeypatch)
        mod = scoring.modifier(s)
        for t in (s, _filled(s, 0b101), _filled(s, (1 << SLOTS) - 1)):
            for pace in (True, False):  # the pace's switch, both ways, on Alfred's part
                monkeypatch.setattr(evaluation, "ALFRED_PACE", pace)
                fast = evaluation._alfred_now(t, mod, evaluation._table(t))
                assert fast == alfred_ref(t) and type(fast) is float
        monkeypatch.setattr(evaluation, "ALFRED_PACE", True)
        want = alfred_ref(s, mod)
        for name, t in _one_change(s):  # after s's answer is kept, one thing changed
            assert evaluation._alfred_now(s, mod, evaluation._table(s)) == want
            got = evaluation._alfred_now(t, mod, evaluation._table(t))
            assert got == alfred_ref(t, mod), name
            if got != want:
                moved.add(name)
        assert evaluation._alfred_now(s, mod + 1, evaluation._table(s)) == alfred_ref(s, mod + 1)
        GAME.apply(s, r.below(len(d.options)))
        moves += 1
    check(s, monkeypatch)
    assert moves > 40 and s.final is not None
    assert moved == {name for name, _ in _one_change(s)}  # each change was seen to matter
