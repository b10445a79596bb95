"""The Museum (digest T16-T19, L738-L821) and the Academy (T14-T15, L628-L640, L909-L923)."""

from ludotheque.games.darwins_journey.rules import effects, museum
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import options, play, set_row, specimen, start


def _cell(s, sid):
    return specimen(s, sid)


def _clear_museum(s):
    s.museum = [False] * 16
    s.row_coin = [True] * 4


def test_t16_delivery_row_and_column_bonus():
    s = start(4)
    _clear_museum(s)
    me = s.active
    g_reptile = _cell(s, "green-reptile")  # row 0, column 0
    s.museum[_cell(s, "green-bird")] = True  # row 0: delivered earlier, coin taken
    s.row_coin = replaced(s.row_coin, 0, False)
    s.museum[_cell(s, "blue-reptile")] = True  # column 0
    s.research[me] = 1 << g_reptile
    coins, theory = s.coins[me], s.theory[me]
    museum.deliver(s, me, g_reptile)
    assert (s.theory[me] - theory, s.coins[me] - coins) == (2, 4)  # L761
    assert s.museum[g_reptile] and s.research[me] >> g_reptile & 1  # the token stays


def test_t17_first_and_last_tile_of_a_row():
    s = start(4)
    _clear_museum(s)
    me = s.active
    # Only setup tiles in row 1: the first player tile takes the row coin (L747).
    s.museum[_cell(s, "blue-plant")] = True
    coins = s.coins[me]
    museum.deliver(s, me, _cell(s, "blue-bird"))
    # 6 others: blue-plant filled, 5 empty -> +5 coins, +1 Evolution; plus the row coin.
    assert s.coins[me] - coins == 5 + 1
    assert not s.row_coin[1]
    # The tile completing a row: +1 Evolution more (L751).
    s.museum[_cell(s, "blue-reptile")] = True
    theory = s.theory[me]
    museum.deliver(s, me, _cell(s, "blue-fossil"))
    # Row: 3 filled; column (fossil): 0 filled -> 3 Evolution + 1 for the row.
    assert s.theory[me] - theory == 4


def test_t18_second_delivery_paid_with_the_first_ones_coins():
    s = start(4)
    _clear_museum(s)
    me = s.active
    s.coins[me] = 0
    a, b = _cell(s, "green-reptile"), _cell(s, "yellow-fossil")
    s.research[me] = (1 << a) | (1 << b)
    s.tasks.append(("deliver", me, 0))
    s.decision = None
    play(s, "deliver green-reptile")  # 6 empty cells + the row coin: 7 coins
    assert s.coins[me] == 7
    assert "deliver yellow-fossil" in options(s)
    play(s, "deliver yellow-fossil")
    # 3 coins paid; yellow-fossil: row 3 empty (3) + column fossil empty (3) + row coin.
    assert s.coins[me] == 7 - 3 + 6 + 1


def test_t19_delivered_tile_needs_repeat_delivery():
    s = start(4)
    _clear_museum(s)
    me = s.active
    c = _cell(s, "red-plant")
    s.museum[c] = True
    s.row_coin = replaced(s.row_coin, 2, False)
    s.research[me] = 1 << c
    assert museum.deliverable(s, me, False) == []
    assert museum.deliverable(s, me, True) == [c]
    coins = s.coins[me]
    museum.deliver(s, me, c, repeat=True)
    assert s.coins[me] - coins == 6  # the 6 other cells are empty; no row coin


def test_museum_research_second_costs_three():
    s = start(4)
    me = s.active
    s.museum = [True] * 2 + [False] * 14
    s.research[me] = 0
    s.coins[me] = 3
    s.tasks.append(("museum-research", me, 0))
    s.decision = None
    play(s, options(s)[0])
    assert options(s)[-1] == "stop" and len(options(s)) == 2
    play(s, options(s)[0])
    assert s.coins[me] == 0 and s.research[me] == 0b11


def test_t14_academy_seal_costs_and_distinction():
    s = start(3)
    me = s.active
    set_row(s, me, 1, "red", "blue", "blue")  # 3 seals: the 4th space costs 1
    for w in (2, 3):
        set_row(s, me, w, "yellow", "yellow", "yellow", "yellow", "yellow", "yellow")
    s.academy = [-1] * 3 + [0, -1, -1] + [-1] * 6  # one yellow on scroll 2 (cost 1)
    s.coins[me] = 5
    effects.run(s, me, ("academy", 0, ()))
    s.decision = None
    assert options(s) == ("take yellow from scroll 2",)
    play(s, "take yellow from scroll 2")
    assert s.coins[me] == 5 - 1 - 1  # scroll 1 + space 1 (L632-L636)
    assert len(s.rows[me][1]) == 4
    from ludotheque.games.darwins_journey.rules import seals

    assert seals.silver(s, me, 1) and not seals.gold(s, me, 1)


def test_t15_academy_distinctions():
    from ludotheque.games.darwins_journey.rules import placement

    s = start(3)
    me = s.active
    set_row(s, me, 1, "red", "red", "red", "red")  # silver
    acts, flags = placement.distinctions(s, me, 1, s.ctx.comp.diaries.index("academy-1"))
    assert [a[0] for a in acts] == ["academy", "academy"] and flags == 0  # L909
    set_row(s, me, 1, "red", "red", "red", "red", "red", "red")  # gold
    acts, flags = placement.distinctions(s, me, 1, s.ctx.comp.diaries.index("academy-1"))
    assert flags == effects.DISCOUNT
    # Exploration: silver +1 movement (L897); gold an extra stop (L919).
    acts, flags = placement.distinctions(s, me, 1, s.ctx.comp.diaries.index("explore-1"))
    assert acts == (("explore", 3, ()),) and flags == effects.EXTRA_STOP
    # Correspondence: +1 stamp and the split (L905, L936).
    acts, flags = placement.distinctions(s, me, 1, s.ctx.comp.diaries.index("correspond-1"))
    assert acts == (("stamps", 3, ()),) and flags == effects.SPLIT
    # Special Action Diary: +2 coins and +3 VP (L913, L930).
    coins, vp = s.coins[me], s.vp[me]
    placement.distinctions(s, me, 1, s.ctx.comp.diaries.special_slots[0])
    assert (s.coins[me] - coins, s.vp[me] - vp) == (2, 3)


def test_gold_academy_discount_takes_one_coin_off_each_seal():
    s = start(3)
    me = s.active
    set_row(s, me, 1, "red")
    s.academy = [-1] * 9 + [1, -1, -1]  # a red on scroll 4 (cost 3)
    s.coins[me] = 3
    effects.run(s, me, ("academy", 0, ()), effects.DISCOUNT)
    s.decision = None
    play(s, "take red from scroll 4")
    if "to worker 2" in options(s):
        play(s, "to worker 2")
    # scroll 3 + space 0 - 1 (ruling R10)
    assert s.coins[me] == 1
