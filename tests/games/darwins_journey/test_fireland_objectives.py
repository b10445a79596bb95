"""Fireland's 12 objective tiles (L1713, L1917-L1929): shuffled into the base piles only with
fireland=true without moving part 1's random stream; their 3 requirement types met and not
met at their thresholds on both of `meets`' paths; and seeded games at 1-4 players in which
they are completed."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from ludotheque.core.datapack.problems import DataError
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import datacheck
from ludotheque.games.darwins_journey.components import components
from ludotheque.games.darwins_journey.components.fireland_cards import build_fireland_objectives
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.option_words import objective_needs
from ludotheque.games.darwins_journey.rules import objectives
from ludotheque.games.darwins_journey.rules.fireland import piles
from ludotheque.games.darwins_journey.rules.fireland.table import with_seat
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import refresh, seals, set_row

FIRE = {"players": 3, "fireland": True}
DATA = json.loads(
    (Path(datacheck.__file__).parent / "data" / "fireland_objectives.json").read_text()
)


def table(players: int = 3, seed: int = 1):
    """A Fireland table at its first placement."""
    s = GAME.setup(GAME.configure({**FIRE, "players": players}), seed)
    while s.phase in ("draft", "pairs"):
        GAME.apply(s, 0)
    return s


def _index(s, oid: str) -> int:
    return next(i for i, o in enumerate(s.ctx.comp.objectives) if o.id == oid)


def _agree(s, seat: int, oid: str) -> bool:
    """`meets` and the compiled path (`_meets`) give the same answer; returned."""
    obj = _index(s, oid)
    fast = objectives._meets(s, seat, objectives._requirements(s)[obj])
    assert fast == objectives.meets(s, seat, obj)
    return fast


# ----- the tiles and their piles (L1713) ---------------------------------------------------
def test_the_twelve_tiles_join_the_piles_after_the_base_ones_only_with_fireland():
    base = components().objectives
    s = GAME.setup(GAME.configure(FIRE), 1)
    assert s.ctx.comp.objectives[: len(base)] == base
    added = s.ctx.comp.objectives[len(base) :]
    assert [o.id for o in added] == [f"F{k}" for k in range(1, 13)]
    assert [o.tier for o in added] == [0] * 6 + [1] * 6 and not any(o.starting for o in added)
    kinds = {r[0] for o in added for r in o.requires}
    assert {"time", "tokens", "crew-theory"} <= kinds
    assert GAME.setup(GAME.configure({"players": 3}), 1).ctx.comp.objectives == base


def test_the_tiles_come_up_in_the_piles_and_never_without_fireland():
    first = len(components().objectives)
    seen = 0
    for seed in range(6):
        s = GAME.setup(GAME.configure(FIRE), seed)
        piles = [*s.decks[0], *s.decks[1], *s.display[0], *s.display[1]]
        assert sorted(piles) == [i for i, o in enumerate(s.ctx.comp.objectives) if not o.starting]
        seen += sum(1 for o in (*s.display[0], *s.display[1]) if o >= first)
        plain = GAME.setup(GAME.configure({"players": 3}), seed)
        assert all(o < first for o in (*plain.decks[0], *plain.decks[1]))
    assert seen > 0


@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_draw_leaves_every_later_draw_of_part_1_as_it_was(players, monkeypatch):
    """Against part 1's draw (the base piles shuffled on the stream itself), the same seals,
    flags, Adventure decks, penalties and turn order, and the stream left at the same place:
    only the objective piles and the crew cards dealt differ."""
    config = GAME.configure({**FIRE, "players": players})
    now = GAME.setup(config, 5)

    def part_1(rng, pile, pieces, added):
        base = [i for i in pile if pieces[i] not in added]
        rng.shuffle(base)
        return base + [i for i in pile if pieces[i] in added]

    monkeypatch.setattr(piles, "shuffled", part_1)
    before = GAME.setup(config, 5)
    for name in ("academy", "pile", "flags", "order", "beagles", "letters", "fire"):
        assert getattr(now, name) == getattr(before, name), name
    assert now.rng == before.rng
    assert (now.decks, now.display) != (before.decks, before.display)


# ----- the requirement types (L1921, L1925, L1929) ------------------------------------------
def test_time_spent_counts_from_the_markers_space():
    s = table()
    me = s.active
    s.rows[me] = ((), seals("green", "green"), seals("red"), seals("blue"))
    s.fire = replace(s.fire, time=with_seat(s.fire.time, me, 1))
    refresh(s)
    assert not _agree(s, me, "F1")  # 2 Time and 2 green seals
    s.fire = replace(s.fire, time=with_seat(s.fire.time, me, 2))
    refresh(s)
    assert _agree(s, me, "F1")
    set_row(s, me, 1, "green")
    assert not _agree(s, me, "F1")  # the base requirement still counts


def test_adventure_tokens_count_by_kind():
    s = table()
    me = s.active
    s.fire = replace(s.fire, held=with_seat(s.fire.held, me, (0, 1)))  # (ocean, land)
    refresh(s)
    assert not _agree(s, me, "F5")  # a Land and an Ocean token
    s.fire = replace(s.fire, held=with_seat(s.fire.held, me, (1, 1)))
    refresh(s)
    assert _agree(s, me, "F5")
    assert not _agree(s, me, "F10")  # 2 of each
    s.fire = replace(s.fire, held=with_seat(s.fire.held, me, (2, 1)))
    refresh(s)
    assert not _agree(s, me, "F10")
    s.fire = replace(s.fire, held=with_seat(s.fire.held, me, (2, 2)))
    refresh(s)
    assert _agree(s, me, "F10")
    other = (me + 1) % 3
    assert not _agree(s, other, "F10")  # another seat's tokens are not the seat's


def test_a_crew_card_and_evolution_space_5_both_needed():
    s = table()
    me = s.active
    card = s.crew[me][0]
    s.theory[me] = 5
    refresh(s)
    assert not _agree(s, me, "F6")  # no crew card completed
    s.crew_done = replaced(s.crew_done, me, ((card, 1),))
    s.theory[me] = 4
    refresh(s)
    assert not _agree(s, me, "F6")
    s.theory[me] = 5
    refresh(s)
    assert _agree(s, me, "F6")
    s.theory[me] = 9  # past space 5 too
    refresh(s)
    assert _agree(s, me, "F6")


def test_a_met_tile_is_offered_completed_and_told():
    s = table()
    me = s.active
    f5 = _index(s, "F5")
    s.reserve[me] = (f5,)
    s.coins[me] = 20
    refresh(s)
    assert "complete objective F5" not in objectives.completions(s, me)
    s.fire = replace(s.fire, held=with_seat(s.fire.held, me, (1, 1)))
    refresh(s)
    assert "complete objective F5" in objectives.completions(s, me)
    objectives.start_completion(s, me, f5)
    while s.tasks and s.tasks[-1][0] == "objective-slot":
        GAME.apply(s, 0)
    assert f5 in s.slots[me] and s.done[me] >> s.slots[me].index(f5) & 1
    assert any("completes objective F5" in line for line in GAME.view(s, me)["log"])


# ----- bad data -------------------------------------------------------------------------
def _bad(tiles):
    return build_fireland_objectives({**DATA, "tiles": tiles})


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"requires": ["tokens fire 1"]}, "allowed: ocean, land"),
        ({"requires": ["time"]}, "needs a number from 1"),
        ({"requires": ["crew-theory 0"]}, "needs a number from 1"),
        ({"requires": ["wishes 2"]}, "types allowed"),
        ({"tier": "bronze"}, "allowed: silver, gold"),
        ({"text": ""}, "in our words"),
    ],
)
def test_bad_tiles_are_refused_with_what_is_allowed(change, says):
    tiles = [dict(t) for t in DATA["tiles"]]
    tiles[0].update(change)
    with pytest.raises(DataError, match=says):
        _bad(tiles)


def test_a_missing_tile_is_refused():
    with pytest.raises(DataError, match="12 objective tiles"):
        _bad(DATA["tiles"][:11])


# ----- seeded games (1-4 players) -------------------------------------------------------
def _game(players: int, seed: int) -> tuple[int, int]:
    """A random Fireland game in which each person starts the Action phase with a silver and
    a gold Fireland tile in reserve and 10 coins more, and completes one whenever offered;
    returns (completions of Fireland tiles, offers checked against `meets`)."""
    s = GAME.setup(GAME.configure({**FIRE, "players": players}), seed)
    fire = [i for i, o in enumerate(s.ctx.comp.objectives) if o.id.startswith("F")]
    rng = Rng(seed * 7 + players)
    done = checked = 0
    given = False
    for _ in range(4000):
        if GAME.is_over(s):
            break
        if s.phase == "action" and not given:
            given = True
            for p in range(players):
                if p != s.ctx.alfred:
                    s.reserve[p] = (fire[(seed + p) % 6], fire[6 + p])
                    s.coins[p] += 10  # random play seldom holds a slot's cost
            refresh(s)
        opts = GAME.pending(s).options
        mine = [o for o in opts if o.startswith("complete objective F")]
        for o in mine:
            seat = GAME.pending(s).seat
            assert objectives.meets(s, seat, _index(s, o.split()[-1]))
            checked += 1
        if mine:
            done += 1
        GAME.apply(s, mine[0] if mine else opts[rng.below(len(opts))])
    assert GAME.is_over(s)
    return done, checked


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_complete_fireland_tiles(players):
    # 40 seeds: alone, a random seat completes one in about 15 games (Alfred takes most of
    # the Adventure tokens), and the Special Action tiles F1-F9 in the pile move the games
    done = [_game(players, seed) for seed in range(40)]
    assert sum(d for d, _ in done) > 0


def test_a_data_pack_check_reports_a_bad_fireland_objective():
    docs = {"fireland_objectives.json": json.loads(json.dumps(DATA))}
    assert datacheck.check(docs) == []
    docs["fireland_objectives.json"]["tiles"][4]["requires"] = ["tokens sky 1"]
    problems = [str(p) for p in datacheck.check(docs)]
    assert any("F5" in p and "allowed: ocean, land" in p for p in problems), problems


def test_the_tiles_in_words():
    s = table()
    me = s.active
    s.reserve[me] = (_index(s, "F7"),)
    refresh(s)
    view = GAME.view(s, me)
    assert "F7" in json.dumps(view)
    assert objective_needs("F7") == "gold: 5 Time spent + 2 Land Adventure tokens"
    assert objective_needs("F6", tier=False) == "a crew card completed and Theory space 5"
