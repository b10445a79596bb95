"""Alfred's action types (L1345-L1581) and the rulebook's solo examples S1-S13 (digest
section 8). Numbers that come from Alfred's reconstructed boards (track length, VP under
the track, icons) are read from the data or parametrised over the four boards, and the
tests say so."""

from dataclasses import replace

import pytest

from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.components.names import COLOUR_INDEX
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import cleanup, placement, rewards, turn_order
from ludotheque.games.darwins_journey.rules.alfred import (
    academy,
    act,
    lens,
    letters,
    moves,
    options,
    tracks,
    turn,
)
from ludotheque.games.darwins_journey.state import replaced

from .alfred_fixtures import A, P, fresh, lock_space, open_space, solo, space, with_board

Y, R, B, G = (COLOUR_INDEX[c] for c in ("yellow", "red", "blue", "green"))
LEVELS = ("white", "blue", "yellow", "green")


def quiet_cards(s):
    """Bonus-Track cards that do nothing countable (a 0-step bonus is not allowed, so
    'vp' is used and counted where it matters)."""
    data = s.ctx.automa
    cards = tuple(replace(c, rounds=(((("vp", 100, ()),),) * 5)) for c in data.bonus_cards)
    s.ctx = replace(s.ctx, automa=replace(data, bonus_cards=cards))


# ----- S1, S2, S3: Rest and the tracks ---------------------------------------------------
def test_s1_rest():
    s = fresh(solo(), coins=3)
    s.a_bonus = 2
    options.rest(s)
    assert s.coins[A] == 10 and s.a_bonus == 4
    assert s.a_rest == (3,) and not s.free[A] >> 3 & 1  # the bottom-most worker, D


def test_s2_coin_cap_moves_the_bonus_pawn():
    s = fresh(solo(), coins=11)
    s.a_bonus = 1
    tracks.gain_coins(s, 3)
    assert s.coins[A] == 12 and s.a_bonus == 3


@pytest.mark.parametrize("level", LEVELS)
def test_s3_bonus_loop(level):
    """Track length and end VP are reconstructed (parametrised over the boards)."""
    s = fresh(solo(level))
    quiet_cards(s)
    b = s.ctx.automa.boards[s.ctx.level]
    s.a_bonus = b.length - 1
    vp = s.vp[A]
    tracks.move_bonus(s, 3)
    assert s.vp[A] == vp + b.end_vp  # the right end scores, no trigger on the way
    assert s.a_bonus == 3  # back on space 1 at once, then 2 more (ruling A3)


def test_s3_both_triggers_in_order_of_passing():
    """Cards replaced: the one above space 5 gives coins, the one above 10 gives 1 VP."""
    s = fresh(solo())
    data = s.ctx.automa
    first = replace(data.bonus_cards[0], id="ten", rounds=((("vp", 1, ()),),) * 5)
    second = replace(data.bonus_cards[1], id="five", rounds=((("coins", 5, ()),),) * 5)
    s.ctx = replace(s.ctx, automa=replace(data, bonus_cards=(first, second)))
    s.a_cards = (1, 0)
    s.a_bonus = 4
    s.coins[A] = 10
    vp = s.vp[A]
    end_vp = s.ctx.automa.boards[s.ctx.level].end_vp
    tracks.move_bonus(s, 6)  # passes 5 then 10, stops on 10
    fired = [x.split()[3] for x in s.log if x.startswith("Alfred's Bonus card")]
    assert fired == ["five", "ten"]  # in the order passed (L1313)
    # 10 + 5 coins: 12 and 3 spaces more (11, 12: the loop's VP, then 1 -> 2).
    assert s.coins[A] == 12 and s.a_bonus == 2
    assert s.vp[A] == vp + 1 + end_vp


# ----- S4, S5: Main Diary best placement ---------------------------------------------------
def test_s4_buys_tk_for_the_best_space_or_takes_the_next():
    s = fresh(solo(), coins=3)
    open_space(s, "navigate-2", "navigate-3")
    s.rows[A] = ((B, B), (Y, R), (G, Y), (R, Y))  # A holds 2 blue; nobody else any blue
    best = options.main_spaces(s, 0)[0]
    assert best[3] == space(s, "navigate-3") and best[1] == 3  # 1 TK for 3 coins (L1379)
    s.coins[A] = 2
    best = options.main_spaces(s, 0)[0]
    assert best[3] == space(s, "navigate-2") and best[1] == 0  # the next best (L1375)
    s.coins[A] = 3
    assert options.try_main(s, "ABCD")
    assert s.at[space(s, "navigate-3")] == ((A, 0),)


def test_s5_cost_then_colour_priority():
    s = fresh(solo(), coins=9)
    open_space(s, "explore-2", "navigate-2")
    s.rows[A] = ((B, B, G), (Y, R), (G, Y), (R, Y))
    best = options.main_spaces(s, 0)[0]
    assert best[3] == space(s, "navigate-2")  # free beats 1 TK (L1385)
    # L1409: lower and middle spaces occupied or locked; equal cost: his leftmost colour.
    lock_space(s, "explore-2", "navigate-2")
    s.rows[A] = ((G, B), (Y, R), (G, Y), (R, Y))
    s.at[space(s, "academy-1")] = ((P, 1),)
    s.at[space(s, "correspond-1")] = ((P, 2),)
    assert options.main_spaces(s, 0)[0][3] == space(s, "explore-1")
    s.rows[A] = ((B, G), (Y, R), (G, Y), (R, Y))
    assert options.main_spaces(s, 0)[0][3] == space(s, "navigate-1")


def test_main_diary_pays_the_section_penalty_and_follows_the_letters():
    s = fresh(solo(), coins=3)
    s.at[space(s, "explore-1")] = ((P, 1),)  # the player is in main-1 already
    s.rows[A] = ((Y,), (B,), (G, Y), (R, Y))
    s.free[A] = 0b0010  # only B (blue) is home
    assert options.main_spaces(s, 1)[0] == (-1, 3, 0, space(s, "navigate-1"))  # penalty 3
    assert options.try_main(s, "ABCD")
    assert s.at[space(s, "navigate-1")] == ((A, 1),)
    s2 = fresh(solo(), coins=2)
    s2.at[space(s2, "explore-1")] = ((P, 1),)
    s2.at[space(s2, "academy-1")] = ((P, 2),)
    s2.rows[A] = ((B,), (B,), (B,), (B,))
    assert not options.try_main(s2, "ABCD")  # cannot pay 3 to enter an occupied Section


# ----- S6: Gain an Objective --------------------------------------------------------------
def test_s6_objective_discards_gold_and_moves_the_pawn_anyway():
    """The pawn's move is the board's reconstructed number."""
    s = fresh(solo())
    quiet_cards(s)
    n = s.ctx.automa.boards[s.ctx.level].objective_bonus
    gold = s.display[1][0]
    turn.gain_objective(s, 0)
    assert s.display[1] == () and len(s.display[0]) == 1 and gold in s.discard
    assert s.a_bonus == 1 + n
    s.display = [[], []]
    turn.gain_objective(s, 0)
    assert s.a_bonus == 1 + 2 * n


# ----- S7: Academy ----------------------------------------------------------------------
def grid(s, *scrolls):
    s.academy = tuple(c for row in scrolls for c in row)


def test_s7_academy_row_colour_of_its_leftmost_seal():
    s = fresh(solo(), coins=5)
    s.rows[A] = ((B, G, R), (Y, R), (G, Y), (R, B))  # A has filled its left space
    grid(s, (R, Y, B), (G, G, G), (R, R, R), (B, B, B))
    assert academy.take(s)
    assert s.rows[A][1] == (Y, R, Y)  # row B; yellow, its leftmost colour (L1436)
    assert s.academy[:3] == (R, -1, B)


def test_s7_academy_no_fourth_of_a_colour():
    """Row A with three yellow: a board whose row A prints 2 yellow (reconstructed)."""
    s = fresh(solo(), coins=5)
    b = s.ctx.automa.boards[s.ctx.level]
    rows = (replace(b.rows[0], seals=(Y, Y, Y)),) + b.rows[1:]
    with_board(s, rows=rows)
    s.rows[A] = ((Y, Y, Y),) + s.rows[A][1:]
    grid(s, (R, Y, B), (G, G, G), (R, R, R), (B, B, B))
    assert academy.take(s)
    assert s.rows[A][0] == (Y, Y, Y, R)  # red: leftmost of the top scroll (L1442)


def test_s7_academy_top_scroll_empty_row_c():
    s = fresh(solo(), coins=5)
    s.rows[A] = ((B, G, B), (Y, R, Y), (G, Y), (R, B))  # A and B full left of ')'
    grid(s, (-1, -1, -1), (R, G, B), (Y, Y, Y), (B, B, B))
    assert academy.take(s)
    assert s.rows[A][2] == (G, Y, G)  # row C takes green from scroll 2 (L1446)
    cost = s.ctx.comp.tracks.scroll_costs[1]
    assert s.coins[A] == 5 - cost


def test_academy_fails_when_he_cannot_pay():
    s = fresh(solo(), coins=0)
    grid(s, (-1, -1, -1), (R, G, B), (Y, Y, Y), (B, B, B))
    assert s.ctx.comp.tracks.scroll_costs[1] > 0
    before = s.rows[A]
    assert not academy.take(s)
    assert s.rows[A] == before and s.academy[3:6] == (R, G, B)


def test_free_academy_takes_the_priority_colour_anywhere():
    s = fresh(solo(), coins=0)
    grid(s, (R, Y, Y), (G, G, G), (R, R, B), (Y, Y, Y))
    assert academy.take(s, free=True)
    assert s.rows[A][0][-1] == B and s.academy[8] == -1  # blue from scroll 3 (L1434)


# ----- S8: Correspondence ---------------------------------------------------------------
def test_s8_correspondence_envelope_priority():
    s = fresh(solo())
    n = s.ctx.players
    s.stamps_on = [0] * (3 * n)
    s.stamps_on[1 * n + P] = 2  # the player has 2 on the middle envelope
    letters.correspond(s, 3)
    assert s.stamps_on[1 * n + A] == 3  # the majority is taken there (L1458)
    letters.correspond(s, 2)
    assert s.stamps_on[0 * n + A] == 2  # he leads the middle: the top, where he has none


def test_correspondence_stamps_from_the_top_stack_and_its_icon():
    """The stack's icon is reconstructed (read from the board)."""
    s = fresh(solo())
    quiet_cards(s)
    b = s.ctx.automa.boards[s.ctx.level]
    s.stacks[A] = (2, 4, 4)
    letters.correspond(s, 3)
    assert s.stacks[A] == (0, 3, 4)
    verb, k, _ = b.stacks[0][1][0]
    assert verb == "bonus" and s.a_bonus == 1 + k  # the emptied stack's icon ran


# ----- S9: Small Diary ------------------------------------------------------------------
def test_s9_small_diary_lens_priority():
    s = fresh(solo(), coins=12)
    open_space(s, "navigate-2", "navigate-3")
    s.rows[A] = ((B, B, R), (G, G), (G, Y), (R, B))
    assert lens.choose(s) == space(s, "academy-2")  # L1534
    s.rows[A] = ((B, B, R, G), (G, G), (G, Y), (R, B))
    assert lens.choose(s) == space(s, "academy-2")  # the green is right of the red
    open_space(s, "correspond-2", "correspond-3")
    s.rows[A] = ((B, B, Y), (G, G), (G, Y), (R, B))
    assert lens.choose(s) == space(s, "explore-2")  # L1540: worker B's green


def test_small_diary_places_a_worker_and_a_lens_and_runs_the_space():
    s = fresh(solo(), coins=12)
    lenses = s.lenses[A]
    assert options.try_small(s)
    assert s.at[space(s, "small-1")] == ((A, 3),)
    assert s.lenses[A] == lenses - 1
    assert sum(1 for o in s.lens if o == A) == 6 - s.lenses[A]
    s2 = fresh(solo(), coins=12)
    s2.at[space(s2, "small-2")] = ((P, 1),)
    assert not options.try_small(s2)  # only on an empty Small Diary (L1518)
    s3 = fresh(solo(), coins=0)
    assert not options.try_small(s3)  # no unlock he can pay


# ----- S10: the Turn Order space --------------------------------------------------------
def test_s10_turn_order_space_in_solo():
    s = solo()
    assert s.order == (A, P) and GAME.pending(s).seat == P
    coins = s.coins[P]
    GAME.apply(s, "place on turn-order")
    GAME.apply(s, "worker 1")
    GAME.apply(s, "do turn-order")
    assert s.coins[P] == coins + 3  # the 2-player token (L1299)
    turn_order.reorder(s)
    assert s.order == (A, P)  # Alfred still first (L1589)


# ----- S11: Alfred's Beagle ---------------------------------------------------------------
@pytest.mark.parametrize("level", LEVELS)
def test_s11_alfred_beagle(level):
    """v, the VP under his pawn, is reconstructed: read from each board."""
    s = fresh(solo(level))
    ocean = s.ctx.comp.geo.ocean
    s.beagle = 1  # the Beagle on its 2nd space, whose threshold is worth 3 (reconstructed)
    s.ship[A] = ocean.index("O3")  # one threshold behind
    s.round = 3
    s.a_bonus = 6
    v = s.ctx.automa.boards[s.ctx.level].under[5]
    assert turn.beagle_score(s) == max(0, 3 * v - 3)


# ----- S12: solo ties --------------------------------------------------------------------
def test_s12_solo_tie_breaks():
    s = solo()
    s.final = {"seats": [{"total": 80}, {"total": 80}], "modifier": 2}
    s.phase = "over"
    s.theory = [5, 5]
    s.coins = [4, 3]
    assert GAME.winners(s) == [P]
    s.coins = [3, 3]
    assert GAME.winners(s) == [A]  # a full tie is Alfred's (L1610)
    s.theory = [6, 5]
    s.coins = [0, 9]
    assert GAME.winners(s) == [P]
    s.final = {"seats": [{"total": 79}, {"total": 80}], "modifier": 2}
    assert scoring.winners(s) == [A]


# ----- S13: Special Action Diary --------------------------------------------------------
@pytest.mark.parametrize("side", ["left", "right"])
def test_s13_special_diary(side):
    s = fresh(solo())
    quiet_cards(s)
    vp = s.vp[A]
    assert options.try_special(s, side)
    i = space(s, f"special-top-{side}")
    assert s.at[i] == ((A, 3),)  # the bottom-most worker, on the top tier
    assert s.a_bonus == 5 and s.vp[A] == vp + 100  # +4, reaching space 5: its card
    assert s.coins[A] == 0  # no action, no seals, nothing paid
    assert not options.try_special(s, "left" if side == "right" else "right")


# ----- Delivery, Prolific Correspondence, Add Explorer ---------------------------------
def test_delivery_prefers_shared_specimens_and_pays_for_the_second():
    s = fresh(solo(), coins=3)
    free = [c for c in range(len(s.museum)) if not s.museum[c]]
    mine = free[:3]
    for c in mine:
        s.research[A] |= 1 << c
    s.research[P] = 1 << mine[2]
    assert options.delivery_order(s)[0] == mine[2]
    assert options.try_delivery(s)
    assert s.museum[mine[2]] and sum(s.museum[c] for c in mine) == 2
    assert s.at[space(s, "museum")] == ((A, 3),)
    s2 = fresh(solo(), coins=0)
    assert not options.try_delivery(s2)  # nothing researched to deliver


def test_prolific_correspondence():
    s = fresh(solo())
    n = s.ctx.players
    s.stamps_on = [0] * (3 * n)
    s.stacks[A] = (1, 4, 4)
    assert options.try_prolific(s)
    assert [s.stamps_on[e * n + A] for e in range(3)] == [1, 1, 1]
    assert s.stacks[A] == (0, 2, 4)
    assert not s.free[A] >> 3 & 1
    s.stacks[A] = (0, 0, 0)
    s.cup = replaced(s.cup, A, 0)
    assert not options.try_prolific(s)


def test_add_explorer_leftmost_new_island():
    s = fresh(solo())
    s.explorers[A] = (3, -1, -1)
    assert options.try_add_explorer(s)
    assert s.explorers[A] == (3, 0, -1)
    assert options.try_add_explorer(s)
    assert s.explorers[A] == (3, 0, 0)
    assert not options.try_add_explorer(s)  # no explorer left


# ----- Navigation and Exploration ---------------------------------------------------------
def test_navigation_runs_every_space_crossed():
    s = fresh(solo(), coins=0)
    quiet_cards(s)
    s.ship[A] = 0
    moves.navigate(s, 1)
    assert s.ship[A] == s.ctx.comp.geo.ocean.index("O1")
    assert s.coins[A] == 2  # O1's coins (reconstructed map)


def test_exploration_researches_all_and_runs_the_last_two():
    """Map data reconstructed: I1-1 coins 2, I1-2 a flag, I1-3 a campsite."""
    s = fresh(solo(), coins=0)
    quiet_cards(s)
    s.explorers[A] = (0, -1, -1)
    s.explorers[P] = (-1, -1, -1)
    isl = s.ctx.comp.geo.islands[0]
    flag = s.flags[1][isl.index("I1-2")]
    assert flag >= 0  # a 2-player flag: solo uses it (L1255)
    moves.explore(s, 2)
    assert s.explorers[A][0] == isl.index("I1-2")
    assert s.research[A] >> flag & 1
    assert s.coins[A] == 2  # only I1-1 runs: the flag is skipped (L1488)


# ----- Rulings ---------------------------------------------------------------------------
def test_a1_zero_cost_campsite_with_no_coins():
    s = fresh(solo(), coins=0)
    quiet_cards(s)
    geo = s.ctx.comp.geo
    c = next(i for i, cs in enumerate(geo.campsites) if 0 in cs.costs)
    moves.pitch(s, c)
    assert len(s.tents[A]) == 1 and A in s.camps[c]


def test_a5_a_jumped_space_is_not_counted():
    s = fresh(solo(), coins=0)
    quiet_cards(s)
    isl = s.ctx.comp.geo.islands[0]
    s.explorers[A] = (0, -1, -1)
    s.explorers[P] = (isl.index("I1-1"), -1, -1)  # the player's explorer on I1-1
    moves.explore(s, 1)
    assert s.explorers[A][0] == isl.index("I1-2")  # I1-1 jumped
    assert s.coins[A] == 0  # I1-1's coins are not his: it was jumped, not crossed


def test_a6_catch_up_with_the_beagle():
    s = fresh(solo(), coins=0)
    ocean = s.ctx.comp.geo.ocean
    s.beagle = 2  # O10
    s.ship[A] = ocean.index("O12")  # ahead
    moves.catch_beagle(s, 0)
    assert s.ship[A] == ocean.index("O12")  # nothing happens
    s.ship[A] = ocean.index("O3")
    s.explorers[A] = (0, -1, -1)
    moves.catch_beagle(s, 0)
    assert s.ship[A] == ocean.index("O10")
    assert s.coins[A] == 0  # no space's action on the way
    assert sum(1 for x in s.explorers[A] if x >= 0) == 2  # O5's silver banner placed one


def test_a7_reshuffle_when_both_delivery_cards_are_face_up():
    s = fresh(solo())
    cards = s.ctx.automa.cards
    deliveries = [i for i, c in enumerate(cards) if c.delivery]
    others = [i for i, c in enumerate(cards) if not c.delivery]
    s.a_drawn = [others[0], deliveries[0]]
    s.a_deck = [c for c in range(len(cards)) if c not in s.a_drawn]
    turn.draw(s)
    assert len(s.a_drawn) == 3 and len(s.a_deck) == 5  # no reshuffle with one face up
    s.a_drawn = [deliveries[0], others[0], deliveries[1]]
    s.a_deck = [c for c in range(len(cards)) if c not in s.a_drawn]
    turn.draw(s)
    assert len(s.a_drawn) == 1 and len(s.a_deck) == 7  # all 8 shuffled, then one drawn
    assert "Alfred shuffles his Action cards" in s.log


def test_a9_fewest_of_his_stamps_when_on_every_envelope():
    s = fresh(solo())
    n = s.ctx.players
    s.stamps_on = [0] * (3 * n)
    for e, (mine, theirs) in enumerate([(3, 0), (1, 0), (1, 4)]):
        s.stamps_on[e * n + A] = mine
        s.stamps_on[e * n + P] = theirs
    letters.correspond(s, 2)
    assert s.stamps_on[1 * n + A] == 3  # fewest of his (1 and 1): the higher one
    s.stamps_on[2 * n + P] = 2
    letters.correspond(s, 2)
    assert s.stamps_on[2 * n + A] == 3  # 1 + 2 > 2: the majority taken on the bottom one


def test_a10_an_academy_he_cannot_do_is_no_placement():
    s = fresh(solo(), coins=0)
    s.academy = [-1, -1, -1] + [0] * (len(s.academy) - 3)  # only paying scrolls
    s.rows[A] = ((R,), (R,), (R,), (R,))
    assert options.main_spaces(s, 0) == []
    assert not options.try_main(s, "ABCD")


def test_alfred_coins_from_the_players_lens_obey_his_cap():
    s = fresh(solo(), coins=12)
    s.a_bonus = 2
    i = space(s, "explore-2")
    s.lens[i] = A
    s.rows[P] = ((4,), (G, G), (Y,), (R,))
    placement.place(s, P, 1, i)  # the player uses his lens (L1550)
    assert s.coins[A] == 12 and s.a_bonus == 3


def test_delivery_most_coins_counts_the_row_coin():
    """Museum geometry is reconstructed (4 x 4): two specimens in rows of equal emptiness,
    one whose row still has its coin."""
    s = fresh(solo(), coins=0)
    cols = s.ctx.comp.geo.columns
    s.museum = [False] * len(s.museum)
    s.row_coin = [True] * len(s.row_coin)
    s.row_coin = replaced(s.row_coin, 0, False)
    a, b = 0, cols + 1  # (row 0, col 0) and (row 1, col 1): 6 empty cells each
    s.research[A] = 1 << a | 1 << b
    s.research[P] = 0
    assert options.delivery_coins(s, b) == options.delivery_coins(s, a) + 1
    assert options.delivery_order(s) == [b, a]


def test_cleanup_empties_his_hammocks_and_brings_his_workers_home():
    s = fresh(solo())
    options.rest(s)
    s.free[A] = 0
    cleanup.cleanup(s)
    assert s.a_rest == () and s.free[A] == 0b01111 and not s.fifth[A]


def test_envelope_rewards_run_his_way_at_once():
    """Correspondence tiles are reconstructed: the test reads the tile's first reward."""
    s = fresh(solo(), coins=0)
    quiet_cards(s)
    n = s.ctx.players
    s.stamps_on = [0] * (3 * n)
    s.stamps_on[0 * n + A] = 3
    s.stamps_on[0 * n + P] = 1
    s.tasks = []
    rewards.envelope(s, 0)
    assert not any(t[1] == A for t in s.tasks)  # nothing waits for him
    assert s.stamps_on[0 * n + A] == 1 and s.cup[A] == 2  # half, rounded up, to the cup
    assert [t[1] for t in s.tasks] == [P]  # the player's second place is a decision


def test_his_reward_uses_his_beagle_score_not_the_tile():
    s = fresh(solo())
    s.round = 2
    s.a_bonus = 12
    s.ship[A] = s.ctx.comp.geo.ocean.beagle[s.beagle]  # no delay
    vp = s.vp[A]
    gains = rewards.beagle_goal(s)
    v = s.ctx.automa.boards[s.ctx.level].under[11]
    assert gains[A] == 2 * v and s.vp[A] == vp + 2 * v


def test_a14_museum_research_and_ignored_verbs():
    s = fresh(solo(), coins=3)
    cells = [c for c in range(len(s.museum)) if s.museum[c]]
    assert len(cells) >= 2  # solo leaves 6 Museum tiles (L288)
    s.research[A] = 0
    act.run(s, ("museum-research", 0, ()))
    assert s.research[A] == 1 << cells[0] | 1 << cells[1] and s.coins[A] == 0
    vp, coins = s.vp[A], s.coins[A]
    act.run(s, ("copy-crew", 0, ()))
    assert (s.vp[A], s.coins[A]) == (vp, coins) and s.log[-1] == "Alfred ignores copy-crew"


def test_a15_first_alternative_he_can_run():
    s = fresh(solo(), coins=0)
    quiet_cards(s)
    choice = ("or", 0, ((("copy-crew", 0, ()),), (("coins", 2, ()),), (("vp", 5, ()),)))
    vp = s.vp[A]
    act.run(s, choice)
    assert s.coins[A] == 2 and s.vp[A] == vp
