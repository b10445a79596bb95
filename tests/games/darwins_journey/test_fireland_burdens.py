"""Fireland's Time penalties read by the base actions and its end scoring in the final
breakdown (brief fl34 step 3): each tile burdens its action only while the seat's marker
is on or below its watch row (L1787-L1796, ruling FL-R14)."""

from __future__ import annotations

from dataclasses import replace

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import scoring
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import objectives, placement
from ludotheque.games.darwins_journey.rules.effects import RUNNERS

FIRE = fireland_data()
ROW = FIRE.time.rows[0]


def fire_game(players: int = 2, seed: int = 4):
    config = GAME.configure({"players": players})
    config["fireland"] = True
    return GAME._setup(config, Rng(seed))


def burdened(hook: str, what: str, seat_time=(ROW, 0)):
    """A game whose top watch row holds the tile on `hook`, seat 0's marker on that row."""
    s = fire_game()
    k = next(k for k, p in enumerate(FIRE.penalties) if p.hook == hook and p.what == what)
    s.fire = replace(s.fire, drawn=(k, *s.fire.drawn[1:]), time=seat_time)
    return s, FIRE.penalties[k].n


def test_a_diary_placement_costs_the_penalty_in_every_section_and_the_options_follow():
    s, n = burdened("diary", "coins")
    space = next(i for i, sec in enumerate(s.ctx.section) if sec >= 0 and not s.at[i])
    assert placement.penalty(s, 0, space) == n and placement.penalty(s, 1, space) == 0
    for coins in (0, n - 1, n, 20):
        s.coins[0] = coins
        legal = placement.legal_spaces(s, 0)
        per_space = [i for i in range(len(s.at)) if placement.workers_for(s, 0, i)]
        assert sorted(legal) == per_space
        assert (space in legal) == (coins >= n and space in per_space)


def test_the_academy_penalty_raises_the_price_and_the_correspondence_one_takes_a_stamp():
    s, n = burdened("academy", "coins")
    RUNNERS["academy"](s, 0, 0, 0)
    RUNNERS["academy"](s, 1, 0, 0)
    assert s.tasks[-2][2] == -n and s.tasks[-1][2] == 0
    s, n = burdened("correspondence", "stamps")
    RUNNERS["stamps"](s, 0, 3, 0)
    RUNNERS["stamps"](s, 1, 3, 0)
    assert s.tasks[-2][2] == 3 - n and s.tasks[-1][2] == 3


def test_a_delivery_pays_its_penalty_first_or_is_not_made():
    s, n = burdened("deliver", "coins")
    s.coins[0] = n - 1
    depth = len(s.tasks)
    RUNNERS["deliver"](s, 0, 0, 0)
    assert len(s.tasks) == depth and s.coins[0] == n - 1
    s.coins[0] = n + 3
    RUNNERS["deliver"](s, 0, 0, 0)
    assert s.tasks[-1] == ("deliver", 0, 0) and s.coins[0] == 3


def test_the_objective_penalty_takes_vp_and_forbids_completing_below_it(monkeypatch):
    s, n = burdened("objective", "vp")
    obj = s.display[0][0]
    s.slots[0] = (obj, *s.slots[0][1:])
    s.vp = (n + 1, *s.vp[1:])
    objectives.complete(s, 0, obj, None)
    assert s.vp[0] == 1 and s.done[0] & 1
    fresh = ("complete objective X", "complete crew Y")
    monkeypatch.setattr(objectives, "fresh_completions", lambda s, seat: fresh)
    s.kept[0] = None
    assert objectives.completions(s, 0) == ("complete crew Y",)  # 1 VP < n
    assert s.kept[0] is None  # never kept with Fireland: flow asks completions() each time
    s.vp = (n, *s.vp[1:])
    assert objectives.completions(s, 0) == fresh


def test_no_penalty_above_its_row():
    s, _ = burdened("diary", "coins", seat_time=(ROW - 1, 0))
    space = next(i for i, sec in enumerate(s.ctx.section) if sec >= 0 and not s.at[i])
    assert placement.penalty(s, 0, space) == 0


def test_the_final_breakdown_adds_the_time_loss_and_the_adventure_score_card():
    """L1892: the marker's space in VP unless on 0-2; L1898-L1907: 3 tokens are -1 VP."""
    s = fire_game()
    s.fire = replace(s.fire, time=(5, 2), held=((2, 1), (0, 0)))
    out = scoring.breakdown(s)["seats"]
    assert out[0]["fireland"] == {"time": -5, "adventures": FIRE.score[3]}
    assert out[1]["fireland"] == {"time": 0, "adventures": FIRE.score[0]}
    base = GAME.setup({"players": 2}, 4)
    assert "fireland" not in scoring.breakdown(base)["seats"][0]
    for p in (0, 1):
        e = out[p]
        assert e["total"] == e["track"] + sum(e["board"].values()) + e["theory"] + e[
            "leftovers"
        ] + sum(e["fireland"].values())


def test_the_projection_counts_the_time_loss_and_the_adventure_tokens_as_they_stand():
    from ludotheque.games.darwins_journey import evaluation

    s = fire_game()
    before = evaluation.projection(s)
    t = GAME.copy(s)
    t.fire = replace(s.fire, time=(7, 0), held=((1, 1), (0, 0)))
    after = evaluation.projection(t)
    assert after[0] - before[0] == -7 + FIRE.score[2] - FIRE.score[0]
    assert after[1] == before[1]
    assert (
        evaluation.final_now(t, 0, scoring.modifier(t)) == scoring.breakdown(t)["seats"][0]["total"]
    )


def test_a_time_seal_from_the_academy_costs_a_time_and_counts_as_a_special_seal():
    """L1854-L1856, ruling FL-R15."""
    from ludotheque.games.darwins_journey.components.fireland import TIME_SEAL
    from ludotheque.games.darwins_journey.components.names import SPECIAL

    s = fire_game()
    s.academy = (TIME_SEAL, *s.academy[1:])
    s.coins[0] = 20
    s.tasks.append(("academy", 0, 0))
    s.decision = None
    opts = GAME.pending(s).options
    assert "take time from scroll 1" in opts
    label = GAME.option_label(GAME.view(s, 0), "take time from scroll 1")
    assert "time" in label
    specials = sum(r.count(SPECIAL) for r in s.rows[0])
    GAME.apply(s, "take time from scroll 1")
    while s.tasks and s.tasks[-1][0] == "academy-row":
        GAME.apply(s, GAME.pending(s).options[0])
    assert s.fire.time[0] == FIRE.seal_time
    assert sum(r.count(SPECIAL) for r in s.rows[0]) == specials + 1
    assert s.academy[0] == -1
