"""Seeded random games over every configuration Iwari allows: each shipped map with every
mode (standard at each player count the map takes, solo, co-op), plain and with every extra
the configuration accepts there (all modules and exploits, expedition cards, storms, the
walking totem), and each extra alone at one player count.

`test_properties.py` sweeps the base game in depth (2,000 games on the two faces); this
sweep is wide instead: a few seeds for each combination, so that a rule reached only by
one map, mode or extra (a co-op Void colony through Ile oubliee's purple spaces crashed
before this sweep existed) is played at least once. The combinations are built from the
game's own configuration checks (`GAME.configure`), so a new map or extra joins the sweep
by itself.

Checked after every move: the game ends, every decision before the end has an option,
no count is negative, cards and pieces are conserved, the per-territory counts agree with
the spaces, the scores add up to their parts. At sampled steps: each seat's view shows no
hidden card and is the same for the true state and a re-deal of what the seat cannot see.
At the end: the record replays to the same state.
"""

from __future__ import annotations

import json

import pytest

from ludotheque.core import Match, Record, Rng, get_game, replay
from ludotheque.core.errors import ConfigError
from ludotheque.games.iwari.components.board import CK, available_maps, load_board

GAME = get_game("iwari")

SEEDS = 6  # per combination
MAX_DECISIONS = 4000
SAMPLE_STRIDE = 60
FORBIDDEN_VIEW_KEYS = ('"rng"', '"pile"', '"seed"')
VENERATION_CARDS = ("dead-ends", "gold-tokens", "contested")


def _accepted(config: dict) -> bool:
    try:
        GAME.configure(config)
    except ConfigError:
        return False
    return True


def _everything(base: dict, seed: int) -> dict:
    """`base` with every extra the configuration accepts on its map and mode."""
    config = dict(base)
    card = VENERATION_CARDS[seed % len(VENERATION_CARDS)]
    extras = [
        {"modules": "all"},
        {"exploits": ["courage", "veneration"], "veneration_card": card},
        {"exploits": ["courage", "veneration"], "veneration_card": "dead-ends"},
        {"expeditions": True},
        {"storms": True},
        {"walking_totem": True},
        {"draft": seed % 2 == 1},
    ]
    for extra in extras:
        if "exploits" in extra and "exploits" in config:
            continue
        if _accepted({**config, **extra}):
            config.update(extra)
    return config


def _alone() -> list[dict]:
    out = []
    for extra in (
        {"modules": "all"},
        {"exploits": ["courage"]},
        *({"exploits": ["veneration"], "veneration_card": c} for c in VENERATION_CARDS),
        {"expeditions": True},
        {"storms": True},
        {"walking_totem": True},
        {"draft": True},
    ):
        out.append(extra)
    return out


def combinations() -> list[tuple[str, dict]]:
    """(id, configuration without seed-dependent choices) for every combination swept."""
    out: list[tuple[str, dict]] = []
    for map_id in available_maps():
        board = load_board(map_id)
        bases = [(f"{p}p", {"players": p, "map": map_id}) for p in range(2, board.max_players + 1)]
        bases += [(m, {"mode": m, "map": map_id}) for m in ("solo", "coop")]
        for name, base in bases:
            if not _accepted(base):
                continue
            out.append((f"{map_id}-{name}-plain", base))
            out.append((f"{map_id}-{name}-all", {**base, "everything": True}))
        for extra in _alone():
            config = {"players": 3, "map": map_id, **extra}
            if _accepted(config):
                label = "+".join(f"{k}={v}" for k, v in extra.items())
                out.append((f"{map_id}-3p-{label}", config))
    return out


COMBINATIONS = combinations()


# ----- invariants ----------------------------------------------------------------------
def cards_in_play(s) -> list[int]:
    """Per card kind: hands, river, draw pile, discards, and Void cards set aside (solo)."""
    out = [0] * CK
    for b in range(CK):
        out[b] = sum(s.hands[b::CK]) + s.river[b] + s.pile.count(b) + s.discard[b]
    out[CK - 1] += s.above + s.beside
    return out


def pieces(s) -> tuple[list[int], list[int]]:
    """Per tribe: tents/huts/ruins (supply, on spaces, on contested tokens, ruins kept by
    players for the Void), and totem segments (supply and board)."""
    nt = s.ctx.tribes
    huts = list(s.supply_huts)
    for o in s.owner:
        if o >= 0:
            huts[o] += 1
    for o in s.contested_owner:
        if o >= 0:
            huts[o] += 1
    if s.ctx.void >= 0:
        huts[s.ctx.void] += sum(s.ruins_kept)
    totems = list(s.supply_totems)
    for i, n in enumerate(s.totems):
        totems[i % nt] += n
    return huts, totems


class Sweep:
    def __init__(self, s):
        self.cards = cards_in_play(s)
        self.pieces = pieces(s)
        self.check(s, "(setup)")

    def check(self, s, move) -> None:
        ctx, board, nt = s.ctx, s.ctx.board, s.ctx.tribes
        where = f"after {move!r}"
        for name in ("hands", "river", "discard", "supply_huts", "supply_totems", "huts"):
            assert min(getattr(s, name)) >= 0, f"negative {name} {where}"
        assert min(s.totems) >= 0 and min(s.scores) >= 0, where
        assert s.above >= 0 and s.beside >= 0, where
        assert cards_in_play(s) == self.cards, f"cards not conserved {where}"
        assert pieces(s) == self.pieces, f"pieces not conserved {where}"
        for t in range(board.num_territories):
            on_spaces = [0] * nt
            for x in board.spaces[t]:
                if s.owner[x] >= 0:
                    on_spaces[s.owner[x]] += 1
            for k, o in enumerate(s.contested_owner):
                if o >= 0 and s.contested[k] == t:
                    on_spaces[o] += 1
            assert s.huts[t * nt : t * nt + nt] == on_spaces, f"huts of {t} {where}"
            assert s.hut_total[t] == sum(1 for x in board.spaces[t] if s.owner[x] >= 0), where
            assert s.totem_total[t] == sum(s.totems[t * nt : t * nt + nt]), where
            if not ctx.solo and t != board.void_territory:
                top = max(s.huts[t * nt : t * nt + nt])
                assert s.totem_total[t] <= top, f"totem limit in {t} {where}"
            if board.biome[t] == board.no_totem_biome:
                assert s.totem_total[t] == 0, f"a totem in the tundra {where}"

    def check_end(self, s) -> None:
        if s.ctx.solo:
            assert s.result in ("players", "void", "void-colony")
            return
        parts = s.final_parts
        for tribe in range(s.ctx.tribes):
            mid = s.mid_scores[tribe] if s.mid_scores is not None else 0
            total = mid + sum(part[tribe] for part in parts.values())
            assert s.scores[tribe] == total, f"tribe {tribe}: {s.scores[tribe]} != {total}"
        if s.ctx.void >= 0:
            assert s.scores[s.ctx.void] == 0, "the Void scored"


def check_views(s, rng: Rng) -> None:
    """No seat sees another's hidden cards or the pile, and a seat's view is the same for
    the true state and a re-deal of what it cannot see."""
    n = s.ctx.players
    for seat in (*range(n), None):
        v = GAME.view(s, seat)
        dumped = json.dumps(v)
        for key in FORBIDDEN_VIEW_KEYS:
            assert key not in dumped, f"{key} in the view of seat {seat}"
        for p, entry in enumerate(v["hands"]):
            assert ("cards" in entry) == (p == seat), f"seat {seat} sees seat {p}'s cards"
        if seat is not None:
            det = GAME.determinize(s, seat, rng)
            assert GAME.view(det, seat) == v, f"seat {seat}'s view depends on hidden cards"


def play_game(config: dict, seed: int) -> Match:
    match = Match(GAME, config, seed)
    rng = Rng(seed * 7919 + 3)
    sweep = Sweep(match.state)
    sample_at = rng.below(SAMPLE_STRIDE)
    steps = 0
    while not match.is_over():
        assert steps < MAX_DECISIONS, f"no end after {steps} decisions"
        d = match.decision
        assert d.options, f"a decision without options at step {steps}: {d}"
        if steps % SAMPLE_STRIDE == sample_at:
            before = GAME.fingerprint(match.state)
            check_views(match.state, rng)
            assert GAME.fingerprint(match.state) == before, "a view changed the state"
        move = match.play(rng.below(len(d.options)))
        sweep.check(match.state, move)
        steps += 1
    sweep.check_end(match.state)
    record = Record.from_json(match.record().to_json())
    game, state = replay(record)
    assert game.fingerprint(state) == GAME.fingerprint(match.state), "replay differs"
    return match


@pytest.mark.parametrize(("name", "config"), COMBINATIONS, ids=[c[0] for c in COMBINATIONS])
def test_random_games_over_every_combination(name, config):
    for k in range(SEEDS):
        seed = 10_000 * (COMBINATIONS.index((name, config)) + 1) + k
        conf = dict(config)
        if conf.pop("everything", False):
            conf = _everything(conf, seed)
        play_game(conf, seed)


def test_the_sweep_covers_every_map_with_every_mode_and_extra():
    maps = set(available_maps())
    assert len(maps) == 8
    names = [n for n, _ in COMBINATIONS]
    for map_id in maps:
        board = load_board(map_id)
        for p in range(2, board.max_players + 1):
            assert f"{map_id}-{p}p-all" in names
        if not board.no_solo:
            assert f"{map_id}-solo-all" in names and f"{map_id}-coop-plain" in names
    # Where an extra is allowed, the "all" games use it.
    assert _everything({"players": 3, "map": "face-a"}, 1) == {
        "players": 3,
        "map": "face-a",
        "modules": "all",
        "exploits": ["courage", "veneration"],
        "veneration_card": "gold-tokens",
        "expeditions": True,
        "storms": True,
        "walking_totem": True,
        "draft": True,
    }
    neant = _everything({"players": 3, "map": "le-neant"}, 2)
    assert neant["veneration_card"] == "contested" and "expeditions" not in neant
    assert "storms" not in neant and neant["walking_totem"] is True
