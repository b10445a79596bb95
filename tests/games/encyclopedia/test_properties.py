"""Seeded random full games of Encyclopedia, checking the game's invariants as they go.

The sweep covers every table the configuration allows, up to where the seats sit: 2, 3 and
4 seats; no Automa, or one to three; each of the nine Automas (three Behaviour cards times
three Scoring cards, L756) at every table size and Automa count, on rotating seats. That is
57 set-ups times SEEDS_PER_CONFIG seeds: 2,052 complete games. Cheap invariants (no
resource below zero, cubes and cards and dice conserved, at most four face-up Experts) are
checked every third move and at the end; the costly ones (views, hidden information,
copies, illegal options) at a few sampled steps per game. Every game ends after six
rounds, its final scores are recomputed here from the digest's tables (an Automa's from
its Scoring card's numbers, L837-L865), VP never go down in play, and its record replays
exactly.
"""

from __future__ import annotations

import json

import pytest

from ludotheque.core import IllegalOption, Record, Rng, get_game, replay
from ludotheque.core.record import result_of

GAME = get_game("encyclopedia")

BEHAVIOURS = ("linne", "trembley", "daubenton")
SCORINGS = ("boudeuse", "resolution", "astrolabe")
AUTOMAS = tuple(f"{b}/{s}" for b in BEHAVIOURS for s in SCORINGS)


def all_tables() -> list[dict]:
    """Per table size, the all-people table, then for each Automa count k and each of the
    nine Automas i: k Automas from Automa i on (stepping 4 through the nine, so mixed
    tables mix behaviours and scorings) on seats rotating with i."""
    out = []
    for n in (2, 3, 4):
        out.append({"players": n})
        for k in range(1, n):
            for i in range(len(AUTOMAS)):
                seats = [(i + j) % n for j in range(k)]
                automas = {str(x): AUTOMAS[(i + 4 * j) % 9] for j, x in enumerate(seats)}
                out.append({"players": n, "automas": automas})
    return out


CONFIGS = all_tables()
SEEDS_PER_CONFIG = 36
TOTAL_GAMES = len(CONFIGS) * SEEDS_PER_CONFIG
MAX_DECISIONS = 5000
SAMPLE_STRIDE = 180
CHECK_STRIDE = 3  # the state invariants every third move (a broken count stays broken)

# Rulebook and digest numbers, not the engine's data.
EXPERTS, ANIMALS, DICE, CUBES, FIVES, ROUNDS = 55, 75, 20, 30, 7, 6
COLLECTION = [0, 1, 3, 6, 10, 15, 21]  # M8
PUB_VP = [1, 2, 3, 5, 8]
FORBIDDEN_VIEW_KEYS = ('"rng"', '"seed"', '"expert_deck"', '"animal_deck"', '"tokens_hidden"')


def config_id(c: dict) -> str:
    autos = ",".join(f"{k}:{v}" for k, v in sorted((c.get("automas") or {}).items()))
    return f"{c['players']}p" + (f"-{autos}" if autos else "")


def collection(n: int) -> int:
    return COLLECTION[min(n, len(COLLECTION) - 1)]


def popcount(x: int) -> int:
    return bin(x).count("1")


# ----- invariants after every move ---------------------------------------------------------
def check_state(s, humans: tuple[int, ...]) -> None:
    n, cat = s.ctx.n, s.ctx.cat
    bad = []
    for values in (s.coins, s.tokens, s.seals, s.vp, s.cubes, s.fives):
        if min(values) < 0:
            bad.append(f"a negative resource: {values}")
    if min(s.rep) < 0 or max(s.rep) >= cat.track_length:
        bad.append(f"reputation off the track: {s.rep}")
    # Cubes: reserve + on Animals in study + published loose = 30; tokens 7.
    marks, pub, pub5 = s.marks, s.pub, s.pub5
    on_any = 0
    for x in range(n):
        on_cards = 0
        for a in s.study[x]:
            if marks[a]:
                on_cards += popcount(marks[a])
        on_any += on_cards
        if s.cubes[x] + on_cards + sum(pub[x * 12 : x * 12 + 12]) != CUBES:
            bad.append(f"seat {x}: cubes not conserved")
        if s.fives[x] + sum(pub5[x * 12 : x * 12 + 12]) != FIVES:
            bad.append(f"seat {x}: '5 cubes' tokens not conserved")
    if sum(popcount(m) for m in marks if m) != on_any:
        bad.append("a cube lies on an Animal nobody studies")
    # Cards: each card in exactly one place.
    experts = s.expert_deck + s.expert_discard + [e for e in s.university if e >= 0]
    animals = s.animal_deck + s.animal_discard + [a for a in s.academy if a >= 0]
    for x in range(n):
        experts += s.experts[x]
        experts += s.covered[x]
        animals += s.study[x]
        animals += s.published[x]
    experts += [item[2] for item in s.queue if item[0] == "place"]  # gained, being placed
    animals += s.removed
    if len(experts) != EXPERTS or len(set(experts)) != EXPERTS:
        bad.append(f"experts not conserved ({len(experts)})")
    if len(animals) != ANIMALS or len(set(animals)) != ANIMALS:
        bad.append(f"animals not conserved ({len(animals)})")
    for x in humans:
        if len(s.experts[x]) > 4:
            bad.append(f"seat {x} has {len(s.experts[x])} face-up Experts")
    # Dice: 20, at most one per expedition space, spaces and locations agree.
    on_spaces = [d for d in s.exp if d >= 0]
    if len(s.dloc) != DICE or sorted(on_spaces) != [d for d, x in enumerate(s.dloc) if x == 25]:
        bad.append(f"expedition spaces {s.exp} disagree with the dice {s.dloc}")
    if not 0 <= s.round <= ROUNDS:
        bad.append(f"round {s.round}")
    if bad:
        raise AssertionError("; ".join(bad))


# ----- sampled checks ----------------------------------------------------------------------
def check_views(s, rng: Rng) -> None:
    n = s.ctx.n
    d = GAME.pending(s)
    for seat in [*range(n), None]:
        v = GAME.view(s, seat)
        dumped = json.dumps(v)
        for key in FORBIDDEN_VIEW_KEYS:
            assert key not in dumped, f"{key} in the view of seat {seat}"
        assert v["round_tokens"]["face_down"] == len(s.tokens_hidden)
        assert v["round_tokens"]["revealed"] == s.tokens_revealed
        assert v["decks"]["experts"] == len(s.expert_deck)
        assert ("options" in v["decision"]) == (seat is not None and seat == d.seat)
        if seat == d.seat:
            # What the seat cannot see may be re-dealt without changing what it sees.
            other = GAME.determinize(s, seat, Rng(rng.next64()))
            assert GAME.view(other, seat) == v
            assert GAME.pending(other).options == d.options


def check_copy(s, rng: Rng) -> None:
    before = GAME.fingerprint(s)
    c = GAME.copy(s)
    assert GAME.fingerprint(c) == before
    d = GAME.pending(c)
    if d.seat is not None:
        GAME.apply(c, rng.below(len(d.options)))
    assert GAME.fingerprint(s) == before


def check_illegal(s, rng: Rng, step: int) -> None:
    d = GAME.pending(s)
    before = GAME.fingerprint(s)
    others = [
        o
        for o in ("embassy", "coin +1", "done", "seal action", "token +2", "keep seals")
        if o not in d.options
    ]
    for option in (f"study nothing-{step}", len(d.options) + rng.below(3), -1, others[0]):
        with pytest.raises(IllegalOption):
            GAME.apply(s, option)
        assert GAME.pending(s) == d
    assert GAME.fingerprint(s) == before


# ----- end of game -------------------------------------------------------------------------
def oracle_person(s, x: int) -> int:
    cat = s.ctx.cat
    face_up = s.experts[x]
    owned = face_up + s.covered[x]
    cats = [s.pub[x * 12 + k] + 5 * s.pub5[x * 12 + k] for k in range(12)]
    for e in face_up:
        if cat.end_category[e] >= 0:
            cats[cat.end_category[e]] += 2
    conts = [0] * 5
    for a in s.published[x]:
        conts[cat.animal_continent[a]] += 1
    for e in owned:
        conts[cat.expert_continent[e]] += 1
    bonus = 0
    names = {cat.expert_names[e] for e in face_up}
    bonus += s.tokens[x] if "Nargiz Tatilian" in names else 0
    bonus += len(owned) if "N'Kogolo Bakumi" in names else 0
    bonus += s.rep[x] if "Ankshu Ragavan" in names else 0
    bonus += s.seals[x] if "Vlad Koulechov" in names else 0
    bonus += 2 * (s.coins[x] // 2) if "Pora Paniu" in names else 0
    return (
        s.final["play"][x]
        + sum(collection(c) for c in cats)
        + sum(collection(c) for c in conts)
        + bonus
        + 4 * s.seals[x]
        + s.coins[x] // 2
        + s.tokens[x]
    )


# The Scoring cards (L837-L865): the three largest Expert groups' VP per Expert, then
# coins per VP (or VP per coin), VP per expedition token, VP per Royal Seal.
SCORING_CARDS = {
    "boudeuse": ((4, 3, 2), 2, 1, 3, 4),
    "resolution": ((3, 2, 1), 2, 1, 4, 5),
    "astrolabe": ((5, 4, 3), 1, 1, 4, 4),
}


def oracle_automa(s, x: int) -> int:
    """Its points in play plus its Scoring card; every card: per continent, (Animals and
    Experts of it) x its Animals (L840, L852, L861)."""
    cat = s.ctx.cat
    groups, per_vp, vp_per, token_vp, seal_vp = SCORING_CARDS[cat.scorings[s.ctx.automa[x][1]].id]
    animals, experts = [0] * 5, [0] * 5
    for a in s.study[x] + s.published[x]:
        animals[cat.animal_continent[a]] += 1
    for e in s.experts[x] + s.covered[x]:
        experts[cat.expert_continent[e]] += 1
    top = sorted(experts, reverse=True)[:3]
    return (
        s.final["play"][x]
        + sum((a + e) * a for a, e in zip(animals, experts, strict=True))
        + sum(n * rate for n, rate in zip(top, groups, strict=True))
        + s.coins[x] // per_vp * vp_per
        + s.tokens[x] * token_vp
        + s.seals[x] * seal_vp
    )


def check_end(s, record: Record, humans: tuple[int, ...]) -> None:
    assert GAME.is_over(s) and s.round == ROUNDS
    assert len(s.tokens_revealed) == ROUNDS and s.tokens_hidden == []
    assert GAME.pending(s).seat is None
    parts = s.final
    for x in range(s.ctx.n):
        assert s.vp[x] == sum(part[x] for part in parts.values())
        if x in humans:
            assert s.vp[x] == oracle_person(s, x)
        else:
            assert parts["categories"][x] == 0 and not s.published[x]
            assert s.vp[x] == oracle_automa(s, x)
    best = max(s.vp)
    win = GAME.winners(s)
    assert win and all(s.vp[w] == best for w in win)
    before = GAME.fingerprint(s)
    for bad in (0, "embassy"):
        with pytest.raises(IllegalOption):
            GAME.apply(s, bad)
    assert GAME.fingerprint(s) == before
    _, again = replay(Record.from_json(record.to_json()))
    assert GAME.fingerprint(again) == before == record.result["fingerprint"]


def play_game(config: dict, seed: int, stats: dict) -> None:
    """A random game through the contract; the moves make its record (as Match does)."""
    config = GAME.configure(config)
    s = GAME.setup(config, seed)
    humans = s.ctx.humans
    rng = Rng(seed * 7919 + 17)
    moves: list[str] = []
    check_state(s, humans)
    cp = GAME.checkpoint(s)
    for step in range(MAX_DECISIONS):
        d = GAME.pending(s)
        if d.seat is None:
            break
        assert d.seat in humans, f"an Automa seat was asked to decide: {d}"
        assert len(d.options) >= 2 and len(set(d.options)) == len(d.options), d
        if step % SAMPLE_STRIDE == SAMPLE_STRIDE // 2:
            check_views(s, rng)
            check_copy(s, rng)
            check_illegal(s, rng, step)
        option = d.options[rng.below(len(d.options))]
        vp_before = list(s.vp)
        GAME.apply(s, option)
        if not GAME.is_over(s):  # VP are only gained in play (the end scoring sets them)
            assert all(a >= b for a, b in zip(s.vp, vp_before, strict=True)), (step, option)
        moves.append(option)
        if step % CHECK_STRIDE == 0:
            check_state(s, humans)
        if GAME.checkpoint(s) < cp:
            raise AssertionError("the checkpoint went back")
        cp = GAME.checkpoint(s)
        stats[d.kind] = stats.get(d.kind, 0) + 1
    else:
        raise AssertionError(f"seed {seed}: no end after {MAX_DECISIONS} decisions")
    check_state(s, humans)
    record = Record(game=GAME.id, config=config, seed=seed, moves=moves, result=result_of(GAME, s))
    check_end(s, record, humans)


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_random_games(config):
    stats: dict = {}
    base = 100 * CONFIGS.index(config)
    for seed in range(SEEDS_PER_CONFIG):
        play_game(config, 1000 * (base + seed) + config["players"], stats)
    # The sweep reaches every kind of decision a person can face.
    expected = {"take", "action", "assign", "research", "boost", "setup-pick"}
    assert expected <= set(stats), stats


def test_the_sweep_covers_every_table():
    """Every table size with every Automa count; each of the nine Automas at every size and
    count; every seat both a person's and an Automa's somewhere."""
    assert TOTAL_GAMES >= 2000
    assert len(AUTOMAS) == 9 and set(AUTOMAS) == set(
        GAME.configure({"players": 2, "automas": {"1": a}})["automas"]["1"] for a in AUTOMAS
    )
    seen = set()
    for c in CONFIGS:
        GAME.configure(c)
        autos = c.get("automas", {})
        for seat, spec in autos.items():
            seen.add((c["players"], len(autos), spec, int(seat)))
    for n in (2, 3, 4):
        assert {"players": n} in CONFIGS
        for k in range(1, n):
            assert {a for (m, kk, a, _) in seen if (m, kk) == (n, k)} == set(AUTOMAS)
            assert {x for (m, kk, _, x) in seen if (m, kk) == (n, k)} == set(range(n))
