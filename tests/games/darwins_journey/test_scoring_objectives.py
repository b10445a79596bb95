"""Final scoring (digest T28-T32), objectives and crew cards (T20-T22), Convert TK (T36)."""

from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.rules import crew, effects, objectives
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play, refresh, set_row, start


def test_t28_personal_board_example_43():
    s = start(3)
    p = 0
    # Silver slots 1, 2, 3, 5 (1 + 1 + 2 + 5) and gold slots 1 and 5 (4 + 8) completed.
    s.done[p] = 0b1 | 0b10 | 0b100 | 0b10000 | (1 << 5) | (1 << 9)
    s.tents = replaced(s.tents, p, tuple((c, 0) for c in range(5)))
    s.rows[p] = ((4,), (0, 0, 0, 0, 0, 0), (1, 1, 1, 1, 1), (2, 2, 2))
    assert scoring.board_parts(s, p) == {
        "silver objectives": 9,  # A
        "gold objectives": 12,  # B
        "objective pair": 4,  # C
        "all tents": 5,  # D
        "5 seals": 6,  # E: 3 + 3
        "6 seals": 7,  # F
    }
    assert sum(scoring.board_parts(s, p).values()) == 43  # L1209-L1219


def _books_at(s, n):
    return s.ctx.comp.tracks.books.index(n)


def test_t29_theory_track():
    s = start(3)
    p = 0
    s.museum = [True] * 8 + [False] * 8  # 2 complete rows
    s.theory[p] = _books_at(s, 9)
    assert scoring.modifier(s) == 4
    assert scoring.theory(s, p) == 36  # 4 x 9 (L1195)
    s.done[p] |= 1 << 3  # silver slot 4: +1 book (L1021)
    assert scoring.theory(s, p) == 40
    s.museum = [False] * 16
    s.done[p] = 0
    assert scoring.theory(s, p) == 18


def test_t30_leftovers():
    s = start(3)
    s.coins[0], s.tk[0] = 14, 2
    assert scoring.leftovers(s, 0) == 4
    s.coins[0], s.tk[0] = 4, 0
    assert scoring.leftovers(s, 0) == 0


def test_t31_tie_breaks():
    s = start(3)
    s.final = {"seats": [{"total": 50}, {"total": 50}, {"total": 40}]}
    s.theory[:3] = [5, 7, 9]
    assert scoring.winners(s) == [1]
    s.theory[:3] = [7, 7, 9]
    s.coins[:3] = [3, 8, 0]
    assert scoring.winners(s) == [1]
    s.coins[:3] = [8, 8, 0]
    assert scoring.winners(s) == [0, 1]


def test_t32_vp_over_fifty_is_one_integer():
    s = start(3)
    s.vp = replaced(s.vp, 0, 48)
    effects.run(s, 0, ("vp", 5, ()))
    assert s.vp[0] == 53


def test_t36_convert_tk():
    s = start(3)
    me = s.active
    s.tk[me] = 1
    effects.run(s, me, ("convert-tk", 0, ()))
    refresh(s)
    assert options(s) == ("7 coins", "7 VP")
    coins = s.coins[me]
    play(s, "7 coins")
    assert s.coins[me] == coins + 7 and s.tk[me] == 0


def test_t20_full_reserve_sends_the_tile_to_a_slot():
    s = start(3)
    me = s.active
    assert len(s.reserve[me]) == 2
    silver = s.display[0][0]
    s.coins[me] = 0
    effects.run(s, me, ("objective", 0, ()))
    refresh(s)
    oid = s.ctx.comp.objectives[silver].id
    opts = options(s)
    # Only free silver slots the seat can pay for (silver 4 and 5 cost 1: reconstructed).
    assert f"take objective {oid} to silver slot 1" in opts
    assert f"take objective {oid} to silver slot 4" not in opts
    play(s, f"take objective {oid} to silver slot 1")
    assert s.slots[me][0] == silver and not s.done[me] & 1


def test_t21_completion_checks_without_spending_and_unlocks_the_fifth_worker():
    s = start(3)
    me = s.active
    gold = next(o for o in s.reserve[me] if s.ctx.comp.objectives[o].tier == 1)
    s.reserve[me] = (gold,)
    # Make its requirements true.
    for kind, what, n in s.ctx.comp.objectives[gold].requires:
        if kind == "theory":
            s.theory[me] = n
        elif kind == "tents":
            s.camps = [(me,) * 2] * n + list(s.camps[n:])
        elif kind == "lenses":
            s.lens[s.ctx.comp.diaries.index("explore-2")] = me
        elif kind == "empty-stamps":  # n stamp spaces emptied (R38)
            s.stacks[me] = tuple(0 if i < n else 4 for i in range(3))
        elif kind == "beagle":
            s.ship[me] = s.ctx.comp.geo.ocean.beagle[s.beagle]
        elif kind in ("kind", "colour"):
            s.research[me] = 0xFFFF
        elif kind == "seals":
            set_row(s, me, 1, *["red"] * 3)
            s.rows[me] = (s.rows[me][0], tuple([what] * n), *s.rows[me][2:])
    assert objectives.meets(s, me, gold)
    refresh(s)
    oid = s.ctx.comp.objectives[gold].id
    coins = s.coins[me]
    play(s, f"complete objective {oid}")
    if "gold slot 1" in options(s):
        play(s, "gold slot 1")
    assert s.slots[me][5] == gold and s.done[me] >> 5 & 1
    assert s.coins[me] == coins  # nothing spent (L950)
    assert s.fifth[me] and s.free[me] >> 4 & 1  # usable this round (L1040)


def test_t22_crew_card_links_its_worker():
    s = start(3)
    me = s.active
    a = next(c for c, k in enumerate(s.ctx.comp.crew) if k.id == 1)  # blue 2, yellow 2, green 1
    b = next(c for c, k in enumerate(s.ctx.comp.crew) if k.id == 14)  # green 2, red 1, blue 2
    s.crew[me] = (a, b)
    set_row(s, me, 1, "blue", "blue", "yellow", "yellow", "green")
    set_row(s, me, 2, "yellow")
    set_row(s, me, 3, "yellow")
    assert crew.completable(s, me) == [a]
    coins = s.coins[me]
    play(s, "complete crew 1")
    while s.tasks and s.tasks[-1][0] == "bundle":
        play(s, "do coins 8")
    assert s.coins[me] == coins + 8
    assert s.crew_done[me] == ((a, 1),)
    # The same worker can never complete another card (L1071).
    set_row(s, me, 1, "green", "green", "red", "blue", "blue")
    assert crew.workers_for(s, me, b) == []
