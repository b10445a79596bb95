"""The seeded generator kept inside game states (core.rng.Rng)."""

from __future__ import annotations

from collections import Counter

import pytest

from ludotheque.core.rng import Rng

# Published SplitMix64 reference outputs (Vigna's splitmix64.c). They pin the algorithm, so
# that a record made today replays the same on any Python version.
REFERENCE = {
    0: [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F],
    1234567: [6457827717110365317, 3203168211198807973, 9817491932198370423],
}


@pytest.mark.parametrize("seed", sorted(REFERENCE))
def test_matches_the_splitmix64_reference_stream(seed):
    rng = Rng(seed)
    assert [rng.next64() for _ in range(3)] == REFERENCE[seed]


def test_same_seed_gives_the_same_stream_for_every_method():
    def draw(rng: Rng) -> list:
        items = list(range(20))
        rng.shuffle(items)
        return [
            rng.next64(),
            rng.below(7),
            rng.random(),
            rng.choice("abcdef"),
            items,
            rng.fork().next64(),
            rng.state,
        ]

    assert draw(Rng(42)) == draw(Rng(42))
    assert draw(Rng(42)) != draw(Rng(43))


def test_different_seeds_give_different_streams():
    firsts = {Rng(seed).next64() for seed in range(1000)}
    assert len(firsts) == 1000


def test_seed_is_reduced_to_64_bits():
    assert Rng(-1).state == (1 << 64) - 1
    assert Rng(1 << 64).state == 0
    assert Rng(5 + (1 << 64)).next64() == Rng(5).next64()


def test_copy_is_equal_and_independent():
    rng = Rng(7)
    rng.next64()
    twin = rng.copy()
    assert twin == rng and twin is not rng
    expected = rng.copy().next64()
    # Advancing the copy leaves the original where it was, and vice versa.
    for _ in range(10):
        twin.next64()
    assert twin != rng
    assert rng.next64() == expected
    again = rng.copy()
    assert [again.next64() for _ in range(5)] == [rng.next64() for _ in range(5)]


def test_equality_compares_the_state_only():
    assert Rng(3) == Rng(3)
    assert Rng(3) != Rng(4)
    assert Rng(3) != 3
    assert "Rng(0x" in repr(Rng(3))


def test_fork_advances_the_parent_and_is_a_distinct_stream():
    parent = Rng(11)
    reference = Rng(11)
    child = parent.fork()
    assert parent.state != Rng(11).state
    reference.next64()
    assert parent == reference
    assert [child.next64() for _ in range(5)] != [parent.copy().next64() for _ in range(5)]


@pytest.mark.parametrize("n", [1, 2, 3, 5, 7, 10, 57, 1000, (1 << 64) - 1])
def test_below_stays_in_range(n):
    rng = Rng(n)
    values = [rng.below(n) for _ in range(2000)]
    assert all(0 <= v < n for v in values)
    if n == 1:
        assert set(values) == {0}


def test_below_reaches_every_value_roughly_uniformly():
    rng = Rng(2024)
    counts = Counter(rng.below(6) for _ in range(60_000))
    assert sorted(counts) == list(range(6))
    assert all(9_000 < c < 11_000 for c in counts.values())


@pytest.mark.parametrize("n", [0, -1, -100])
def test_below_refuses_a_non_positive_bound(n):
    with pytest.raises(ValueError, match="positive bound"):
        Rng(1).below(n)


def test_below_refusal_does_not_advance_the_stream():
    rng = Rng(9)
    with pytest.raises(ValueError):
        rng.below(0)
    assert rng == Rng(9)


def test_random_is_a_float_in_the_unit_interval():
    rng = Rng(5)
    values = [rng.random() for _ in range(5000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert 0.45 < sum(values) / len(values) < 0.55


def test_choice_picks_members_and_refuses_an_empty_sequence():
    rng = Rng(1)
    seq = ("forest", "tundra", "coast")
    picks = {rng.choice(seq) for _ in range(200)}
    assert picks == set(seq)
    with pytest.raises(ValueError):
        rng.choice([])


@pytest.mark.parametrize("size", [0, 1, 2, 5, 47, 57])
def test_shuffle_is_a_permutation(size):
    rng = Rng(size)
    items = [i % 5 for i in range(size)]  # repeated values, like Iwari's deck
    original = Counter(items)
    for _ in range(50):
        rng.shuffle(items)
        assert len(items) == size
        assert Counter(items) == original


def test_shuffle_of_distinct_items_keeps_every_item_once():
    rng = Rng(77)
    items = list(range(100))
    rng.shuffle(items)
    assert sorted(items) == list(range(100))
    assert items != list(range(100))


def test_shuffle_reaches_every_order_of_three():
    rng = Rng(3)
    seen = Counter()
    for _ in range(6000):
        items = ["a", "b", "c"]
        rng.shuffle(items)
        seen[tuple(items)] += 1
    assert len(seen) == 6
    assert all(800 < c < 1200 for c in seen.values())


@pytest.mark.parametrize("size", [0, 1, 2, 5, 40])
def test_shuffle_draws_as_the_plain_fisher_yates_loop(size):
    """`shuffle` inlines `next64`: the same swaps and the same state after as the loop."""
    for seed in range(20):
        items, ref, rng, plain = list(range(size)), list(range(size)), Rng(seed), Rng(seed)
        rng.shuffle(items)
        for i in range(size - 1, 0, -1):
            j = plain.next64() % (i + 1)
            ref[i], ref[j] = ref[j], ref[i]
        assert items == ref and rng.state == plain.state


def test_shuffle_is_deterministic_for_a_seed():
    a, b = list(range(30)), list(range(30))
    Rng(99).shuffle(a)
    Rng(99).shuffle(b)
    assert a == b
    c = list(range(30))
    Rng(100).shuffle(c)
    assert c != a


def test_reseed_gives_a_sample_new_dice_and_the_same_seed_the_same_dice():
    """Game.reseed (for search agents' pooled samples): equal seeds replay equal futures,
    different seeds give different chance outcomes."""
    from ludotheque.core import get_game

    game = get_game("encyclopedia")  # dice are rolled from the state's generator

    def future(seed: int) -> list[str]:
        state = game.setup({"players": 2}, 8)
        game.reseed(state, Rng(seed))
        for _ in range(150):
            d = game.pending(state)
            if d.seat is None:
                break
            game.apply(state, 0)
        return [game.fingerprint(state)]

    assert future(1) == future(1)
    assert future(1) != future(2)
