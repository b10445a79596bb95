"""Seeded random full games of Newton, checking the game's invariants as they are played.

The sweep plays every combination the configuration allows: player count (1-4), module set
(none, Cours Magistraux, Great Discoveries, both), Master deal (draft or first game) and the
two rule variants (Invention actions single or separate, ruling A8; Cavendish's pile bonus
on or off, ruling A12), with SEEDS_PER_CONFIG seeds each: 128 x 16 = 2,048 complete games. Cheap invariants (no negative
coins or potions, pieces and cards conserved, time moving forward) are checked after every
move; the costly ones (views, determinizations, copies, illegal options) at sampled steps.
Every game's record is replayed at the end.

The expected numbers come from the rulebook via the digest (6 rounds of 5 turns, 12 cubes,
12 shelf tiles, 4 Students, 20 Masters, 18 bonus tokens by player count, 3/2 cards per
row), and the final scores are recomputed here from the final position.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ludotheque.core import IllegalOption, Match, Record, Rng, get_game, replay
from ludotheque.core.record import result_of

GAME = get_game("newton")

PLAYERS = (1, 2, 3, 4)
MODULE_SETS = ((), ("ex-cathedra",), ("great-discoveries",), ("ex-cathedra", "great-discoveries"))
INVENTIONS = ("single", "separate")
CONFIGS = [
    (p, m, fg, inv, cav)
    for p in PLAYERS
    for m in MODULE_SETS
    for fg in (False, True)
    for inv in INVENTIONS
    for cav in (True, False)
]
SEEDS_PER_CONFIG = 16
TOTAL_GAMES = len(CONFIGS) * SEEDS_PER_CONFIG
MAX_DECISIONS = 6000
SAMPLE_STRIDE = 40  # per player: one or two sampled steps per game
TURNS_PER_SEAT = 30
TOKENS_IN_PLAY = {1: 7, 2: 11, 3: 15, 4: 18}
DISPLAY = {1: 3, 2: 4, 3: 5, 4: 6}
FORBIDDEN_VIEW_KEYS = ('"rng"', '"seed"', '"packets"', '"commits"')


def config_id(c) -> str:
    players, mods, first_game, inv, cav = c
    return (
        f"{players}p-{'+'.join(mods) or 'base'}{'-first-game' if first_game else ''}"
        f"-{inv}{'' if cav else '-no-pile-bonus'}"
    )


def make_config(players, mods, first_game, inv="single", cav=True) -> dict:
    return {
        "players": players,
        "modules": list(mods),
        "first_game": first_game,
        "invention_actions": inv,
        "cavendish_pile_bonus": cav,
    }


class Checker:
    """Checks one game after every move; keeps what it needs from move to move."""

    def __init__(self, s, config):
        self.n = config["players"]
        cm = "ex-cathedra" in config["modules"]
        self.gd = "great-discoveries" in config["modules"]
        comp = s.ctx.comp
        self.cards = 6 * self.n + 45 + (30 if cm else 0)
        self.tokens = TOKENS_IN_PLAY[self.n]
        self.income_total = sum(comp.tiles.income_count)
        self.dev_total = 5 * comp.tiles.development_per_action
        self.medicine = comp.tiles.medicine_count
        self.display = DISPLAY[self.n] if self.gd else 0
        self.cp = GAME.checkpoint(s)
        self.tucked = [0] * self.n
        self.round = s.round
        self.samples = 0
        self.moves = 0
        self.masters_played = self.cubes = self.tiles = 0

    def check(self, s, move) -> None:
        """After every move: no negative amount, time moves forward; every fourth move
        and at the end, the conservation of cards and pieces (a lost piece stays lost, so
        checking every fourth move still catches it, near where it happened)."""
        if min(s.coins) < 0 or min(s.potions) < 0 or min(s.vp) < 0:
            raise AssertionError(f"after {move!r}: coins {s.coins} potions {s.potions} vp {s.vp}")
        if s.cp < self.cp or s.round < self.round:
            raise AssertionError(f"after {move!r}: time went back")
        self.cp = s.cp
        self.round = s.round
        self.moves += 1
        if self.moves & 3 and s.phase != "over":
            return
        bad = []
        cards = len(s.gone)
        for group in (s.decks, s.rows, s.hands, s.desks, s.tucked):
            for x in group:
                cards += len(x)
        if cards != self.cards:
            bad.append(f"{cards} cards instead of {self.cards}")
        piles, tucked = s.piles, self.tucked
        for p in range(self.n):
            if s.cubes[p] > 12 or s.visited[p].bit_count() != s.cubes[p]:
                bad.append(f"seat {p}: {s.cubes[p]} cubes for visits {s.visited[p]:b}")
            left = piles[4 * p] + piles[4 * p + 1] + piles[4 * p + 2] + piles[4 * p + 3]
            if s.shelf[p].bit_count() - 1 + left + s.removed[p] != 12:
                bad.append(f"seat {p}: shelf tiles not conserved")
            k = len(s.tucked[p])
            if not tucked[p] <= k <= 5:
                bad.append(f"seat {p}: tucked cards went from {tucked[p]} to {k}")
            tucked[p] = k
            if len(s.desks[p]) > 5 or len(s.income[p]) > 5 or len(s.drawers[p]) > 5:
                bad.append(f"seat {p}: more than 5 desk cards, income tiles or drawers")
        taken = 0
        for x in s.tokens:
            taken += len(x)
        if len(s.tokens_at) - s.tokens_at.count(-1) + taken != self.tokens:
            bad.append("bonus tokens not conserved")
        regular = medicine = drawers = 0
        for inc in s.income:
            for k in inc:
                if k < 3:
                    regular += 1
                else:
                    medicine += 1
        for d in s.drawers:
            drawers += len(d)
        if regular + sum(s.supply_income) != self.income_total:
            bad.append("income tiles not conserved")
        if medicine + s.medicine_left != self.medicine:
            bad.append("medicine tiles not conserved")
        if drawers + sum(s.supply_dev) != self.dev_total:
            bad.append("development tiles not conserved")
        owned = len(s.display)
        for p in range(self.n):
            owned += len(s.gd_up[p]) + len(s.gd_down[p])
        if owned != self.display:
            bad.append("great discoveries not conserved")
        if bad:
            raise AssertionError(f"after {move!r}: " + "; ".join(bad))

    def check_static(self, s) -> None:
        """Slower checks: every card and Master exactly once, Students in place."""
        every = [c for d in s.decks for c in d] + [c for r in s.rows for c in r]
        for p in range(self.n):
            every += s.hands[p] + s.desks[p] + list(s.tucked[p])
        every += list(s.gone)
        assert len(every) == len(set(every)) == self.cards
        masters = []
        for p in range(self.n):
            masters += list(s.held[p]) + list(s.masters[p]) + list(s.packets[p])
            assert len(s.held[p]) + len(s.masters[p]) <= 4
        assert len(masters) == len(set(masters))
        tracks = s.ctx.comp.tracks
        for p in range(self.n):
            sts = s.students[4 * p : 4 * p + 4]
            assert all(-1 <= x < len(tracks.tech_ids) for x in sts)
            finals = [x for x in sts if x in tracks.tech_finals]
            assert len(finals) == len(set(finals)), "two Students of a colour on a final space"

    def check_end(self, s, record) -> None:
        self.check_static(s)
        assert GAME.is_over(s)
        assert s.turns == [TURNS_PER_SEAT] * self.n
        assert s.round == 6
        d = GAME.pending(s)
        assert d.seat is None and d.options == ()
        final = s.final["seats"]
        objs = s.ctx.comp.tiles.objectives
        ms = s.ctx.comp.masters.masters
        totals = []
        for p in range(self.n):
            parts = final[p]
            assert parts["track"] == s.vp[p]
            assert parts["masters"] == {ms[m].id: ms[m].vp for m in s.masters[p]}
            occupied = {objs[s.objective_tile[x]].id for x in range(6) if _occupies(s, p, x)}
            assert set(parts["objectives"]) == occupied
            assert parts["total"] == s.vp[p] + sum(parts["objectives"].values()) + sum(
                parts["masters"].values()
            )
            totals.append(parts["total"])
            if self.n == 1:
                assert parts["rank"] in {r[1] for r in s.ctx.comp.tiles.ladder}
        assert GAME.scores(s) == totals
        assert GAME.winners(s) == [p for p in range(self.n) if totals[p] == max(totals)]
        before = GAME.fingerprint(s)
        for bad in (0, "end turn", "done"):
            with pytest.raises(IllegalOption):
                GAME.apply(s, bad)
        assert GAME.fingerprint(s) == before
        _, again = replay(Record.from_json(record.to_json()))
        assert GAME.fingerprint(again) == before == record.result["fingerprint"]
        self.masters_played += sum(map(len, s.masters))
        self.cubes += sum(s.cubes)
        self.tiles += sum(bin(x).count("1") - 1 for x in s.shelf)


def _occupies(s, p, x) -> bool:
    board, node = s.ctx.objective_spaces[x]
    if board == "map":
        return bool(s.visited[p] >> node & 1)
    if board == "work":
        return s.work[p] == node
    return node in s.students[4 * p : 4 * p + 4]


# ----- sampled checks -------------------------------------------------------------------------
OTHER_KIND = (
    "play s-nothing",
    "works 99",
    "to Atlantis",
    "take 9-none",
    "tuck nothing",
    "keep nobody",
)


def check_illegal(s, rng) -> None:
    d = GAME.pending(s)
    before = GAME.fingerprint(s)
    for bad in (len(d.options) + rng.below(4), -1 - rng.below(3), OTHER_KIND[rng.below(6)]):
        with pytest.raises(IllegalOption):
            GAME.apply(s, bad)
    assert GAME.fingerprint(s) == before and GAME.pending(s) == d


def check_views(s, viewer: int, rng) -> None:
    d = GAME.pending(s)
    for seat in (viewer, None):
        v = GAME.view(s, seat)
        text = json.dumps(v)
        for key in FORBIDDEN_VIEW_KEYS:
            assert key not in text, f"{key} in the view of seat {seat}"
        for p, entry in enumerate(v["seats"]):
            assert entry["hand_size"] == len(s.hands[p])
            # Hands are public (ruling A32); held Masters, packets and tucks are not.
            assert [c["id"] for c in entry["hand"]] == [
                s.ctx.comp.cards.cards[c].id for c in s.hands[p]
            ]
            if p != seat:
                for hidden in ("masters_in_hand", "draft_packet", "tuck"):
                    assert hidden not in entry, f"seat {seat} sees {hidden} of seat {p}"
        assert v["decks"] == {"I": len(s.decks[0]), "II": len(s.decks[1]), "III": len(s.decks[2])}
        assert ("options" in v["decision"]) == (seat is not None and seat == d.seat)
    det = GAME.determinize(s, viewer, rng)
    assert GAME.view(det, viewer) == GAME.view(s, viewer), "the view depends on hidden things"
    for level in range(3):
        assert sorted(det.decks[level]) == sorted(s.decks[level])
        k = s.known[level]
        assert det.decks[level][:k] == s.decks[level][:k]  # known bottom cards stay
    assert det.hands == s.hands
    assert det.held[viewer] == s.held[viewer]
    assert [len(h) for h in det.held] == [len(h) for h in s.held]
    d2 = GAME.pending(det)
    if d2.options:
        GAME.apply(det, d2.options[rng.below(len(d2.options))])


def check_copy(s, rng) -> None:
    before = GAME.fingerprint(s)
    c = GAME.copy(s)
    assert GAME.fingerprint(c) == before
    for _ in range(10):
        d = GAME.pending(c)
        if not d.options:
            break
        GAME.apply(c, d.options[rng.below(len(d.options))])
    for name in type(c).__slots__:
        value = getattr(c, name, None)
        if isinstance(value, list) and value and name != "tasks":
            if isinstance(value[0], list):
                value[0].append(-7)
            value.append(-7)
    assert GAME.fingerprint(s) == before, "playing or changing a copy changed the original"


QUICK = ("reveal", "boost", "buy ", "hire", "activate")


def eager(options: tuple[str, ...], rng: Rng) -> int:
    """A random policy that mostly does something: four times in five it picks among the
    options that are neither a quick action nor a way to stop, so games go deeper."""
    if rng.below(5):
        main = [
            i
            for i, o in enumerate(options)
            if not o.startswith(QUICK) and o not in ("done", "end turn")
        ]
        if main:
            return main[rng.below(len(main))]
    return rng.below(len(options))


def play_checked(config: dict, seed: int) -> Checker:
    """One game: uniform random choices for even seeds, the eager policy for odd ones.
    Played through `GAME.apply` (a Match would also copy the state for undo at every move);
    the record is built from the moves and replayed at the end."""
    config = GAME.configure(config)
    s = GAME.setup(config, seed)
    rng = Rng(seed * 7919 + 3)
    checker = Checker(s, config)
    checker.check(s, "(setup)")
    stride = SAMPLE_STRIDE * checker.n
    sample_at = rng.below(stride)
    moves: list[str] = []
    n = checker.n
    while True:
        d = GAME.pending(s)
        if d.seat is None:
            break
        assert len(moves) < MAX_DECISIONS, "the game does not end"
        opts = d.options
        assert 0 <= d.seat < n and len(opts) >= 2 and len(set(opts)) == len(opts), d
        if len(moves) % stride == sample_at:
            checker.check_static(s)
            check_illegal(s, rng)
            check_views(s, (seed + len(moves)) % n, rng)
            check_copy(s, rng)
            checker.samples += 1
        move = opts[eager(opts, rng) if seed % 2 else rng.below(len(opts))]
        GAME.apply(s, move)
        moves.append(move)
        checker.check(s, move)
    record = Record(game="newton", config=config, seed=seed, moves=moves, result=result_of(GAME, s))
    checker.check_end(s, record)
    return checker


@pytest.mark.parametrize("conf", CONFIGS, ids=config_id)
def test_random_games_keep_the_invariants(conf):
    config = make_config(*conf)
    base = CONFIGS.index(conf) * 1000
    checkers = [play_checked(config, seed) for seed in range(base, base + SEEDS_PER_CONFIG)]
    assert sum(c.samples for c in checkers) > SEEDS_PER_CONFIG
    # The sweep reaches the parts of the game it means to check.
    assert sum(c.masters_played for c in checkers) > 0
    assert sum(c.cubes for c in checkers) > 0
    assert sum(c.tiles for c in checkers) > 0


def test_the_sweep_covers_every_configuration():
    """Every value of every option the configuration accepts, in every combination."""
    assert TOTAL_GAMES >= 2000
    assert len(set(CONFIGS)) == len(CONFIGS) == 4 * 4 * 2 * 2 * 2
    assert {c[0] for c in CONFIGS} == set(range(GAME.min_players, GAME.max_players + 1))
    assert {frozenset(c[1]) for c in CONFIGS} == {
        frozenset(m) for k in range(3) for m in _subsets(GAME.modules, k)
    }
    allowed = set(GAME.configure({}))
    assert allowed == {"players", "modules", "first_game", "first_player"} | {
        "invention_actions",
        "cavendish_pile_bonus",
    }  # a new option must join the sweep (first_player: every seed draws one)
    for c in CONFIGS:
        GAME.configure(make_config(*c))


def _subsets(items, k):
    from itertools import combinations

    return combinations(items, k)


def test_views_change_only_through_public_information():
    """Two worlds a seat cannot tell apart (the true one and a re-deal of what it cannot
    see) stay alike after the same move by another seat."""
    leaks = []
    for k, conf in enumerate(CONFIGS[::12]):
        config = make_config(*conf)
        if config["players"] == 1:
            continue
        s = GAME.setup(config, 500 + k)
        rng = Rng(k)
        n = config["players"]
        while not GAME.is_over(s) and len(leaks) < 3:
            d = GAME.pending(s)
            observer = (d.seat + 1 + rng.below(n - 1)) % n
            if rng.below(6) == 0:
                det = GAME.determinize(s, observer, rng)
                option = d.options[rng.below(len(d.options))]
                if option in GAME.pending(det).options and not d.options[0].startswith(("reveal",)):
                    true = GAME.copy(s)
                    GAME.apply(true, option)
                    GAME.apply(det, option)
                    a, b = GAME.view(true, observer), GAME.view(det, observer)
                    if GAME.checkpoint(true) == GAME.checkpoint(s) and a != b:
                        leaks.append((config, d.kind, option))
            GAME.apply(s, rng.below(len(d.options)))
    assert not leaks, leaks[:2]


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**63 - 1),
    players=st.integers(min_value=1, max_value=4),
    mods=st.sampled_from(MODULE_SETS),
    first_game=st.booleans(),
    policy=st.integers(min_value=0, max_value=2**32 - 1),
    cut=st.integers(min_value=0, max_value=400),
)
def test_record_replays_exactly(seed, players, mods, first_game, policy, cut):
    match = Match(GAME, make_config(players, mods, first_game), seed)
    rng = Rng(policy)
    at_cut = GAME.fingerprint(match.state) if cut == 0 else None
    while not match.is_over():
        match.play(rng.below(len(match.decision.options)))
        if len(match.moves) == cut:
            at_cut = GAME.fingerprint(match.state)
    record = Record.from_json(match.record().to_json())
    game, state = replay(record)
    assert game.fingerprint(state) == GAME.fingerprint(match.state)
    assert game.scores(state) == record.result["scores"]
    assert game.winners(state) == record.result["winners"]
    if at_cut is not None:
        _, part = replay(record, upto=cut)
        assert game.fingerprint(part) == at_cut
