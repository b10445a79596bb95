"""Seeded random games, 2016 of them: every player count with and without each optional
rule (L1414-L1428). Each checks, after every move, the piece and unit counts of the rules
(L401-L425, L509, L517-L523) and no negative resource; at every turn's end, that no seat's
view shows what it cannot know; at the end, eight turns each (L584) and that the record
replays to the same state."""

import random

import pytest

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3.state import RANGER, TR, TTH

from .fixtures import GAME

CONFIGS = [(n, det, rnd) for n in (2, 3, 4) for det in (False, True) for rnd in (False, True)]
CHUNKS, GAMES = 4, 42  # 12 configurations x 4 chunks x 42 games = 2016 games


def check(s):
    n = s.ctx.players
    d = s.ctx.dissident
    totals = s.ctx.comp.tables.value("dino_supply")
    owners = [o for z in s.zone_shelters for o in z] + [o for x in s.loc_shelters for o in x]
    owners += [o for x in s.outpost for o in x] + [o for r in s.structure_owner for o in r]
    owners.append(s.portal_owner)
    species = [0, 0, 0, 0]
    on_map = {}  # (seat, species) -> trained dinos on wilderness dino spaces
    for o, k in zip(s.loc_dino, s.loc_dino_kind, strict=True):
        if o >= 0 and k < 4:  # 4 is a mounted leader: its own figure, no saddle (L521)
            on_map[o, k] = on_map.get((o, k), 0) + 1
    for w in s.loc_wild:
        if w >= 0:
            species[w] += 1
    overflow = [t[1:3] for t in s.tasks if t[0] == "overflow"]
    for seat, p in enumerate(s.players):
        assert owners.count(seat) + p.shelters == 16, "shelters conserved (L413)"
        assert sum(row[seat] for row in s.influence) + p.cubes == 18, "cubes conserved (L414)"
        rangers = p.home[RANGER] + p.tired[RANGER] + p.infirmary[RANGER] + p.adv_units[RANGER]
        rangers += overflow.count((seat, RANGER))
        assert rangers + p.rangers_out == 8, "rangers conserved (L509)"
        assert min(p.res) >= 0 and p.followers >= 0 and min(p.untrained) >= 0
        assert all(0 <= c <= 2 for c in p.crates) and p.dice_left >= 0
        assert sum(p.infirmary) <= (3 if p.cover else 6)
        trained = [
            p.home[c] + p.tired[c] + p.infirmary[c] + p.adv_units[c] + on_map.get((seat, c - 1), 0)
            for c in range(1, 5)
        ]
        trained[TTH - 1] += sum(
            1 for z, o in enumerate(s.zone_thunder) if o == seat and p.leader_at != f"ts:{z}"
        )
        assert trained[TR - 1] <= 5, "small saddles (L521)"
        assert trained[0] + trained[2] + trained[3] <= 10, "large saddles (L521)"
        for k in range(4):
            species[k] += trained[k] + p.untrained[k] + overflow.count((seat, k + 1))
    if d >= 0:
        for k in range(4):
            species[k] += on_map.get((d, k), 0)
    assert min(s.supply) >= 0, "dino supply (L517)"
    for k, name in enumerate(("sh", "r", "th", "ij")):
        assert species[k] + s.supply[k] == totals[name], f"{name} figures conserved (L64-L80)"
    dice = len(s.pool) + sum(1 for z in s.zone_dice for x in z if x.__class__ is tuple)
    dice += sum(1 for t in s.tasks if t[0] in ("town-face", "town-zone"))
    assert dice == {2: 8, 3: 10, 4: 14}[n], "the pool keeps its size (L345, L446)"


def check_views(s, k):
    """A seat's view is the same whatever is re-dealt of what it cannot see, and shows no
    other player's goal card before it is revealed (L383)."""
    for seat in range(s.ctx.players):
        v = GAME.view(s, seat)
        d = GAME.determinize(s, seat, Rng(k))
        assert GAME.view(d, seat) == v
        for j, p in enumerate(v["players"]):
            if j != seat and not s.players[j].goal_shown:
                assert p["goal"] is None
        if GAME.pending(s).seat != seat:
            assert "options" not in v["decision"] or not v["decision"]["options"]


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("n,det,rnd", CONFIGS)
def test_random_games(n, det, rnd, chunk):
    config = {"players": n, "deterministic_combat": det, "random_officers": rnd}
    for g in range(GAMES):
        seed = 1000 * chunk + g
        s = GAME.setup(config, seed)
        r = random.Random(seed)
        played = []
        step = s.step
        while not GAME.is_over(s):
            d = GAME.pending(s)
            assert d.options and d.seat in range(n)
            assert len(set(d.options)) == len(d.options), d  # texts replay records
            k = r.randrange(len(d.options))
            played.append(d.options[k])
            cp = s.cp
            GAME.apply(s, k)
            check(s)
            assert s.cp >= cp
            if s.step != step:
                step = s.step
                if step % 7 == g % 7:  # a few turn ends per game
                    check_views(s, seed + step)
            assert len(played) < 3000
        assert [p.turns for p in s.players] == [8] * n  # eight turns each (L584)
        assert all(p.goal_shown for p in s.players) and GAME.winners(s)
        again = GAME.setup(config, seed)
        for text in played:
            GAME.apply(again, text)
        assert GAME.fingerprint(again) == GAME.fingerprint(s), "replay exact"
