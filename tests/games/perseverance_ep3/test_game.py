"""The contract on whole games: seeded random games to the end with invariants, illegal
options, copies, views without leaks, determinization, checkpoints."""

import random

import pytest

from ludotheque.core.errors import IllegalOption
from ludotheque.games.perseverance_ep3.state import RANGER

from .fixtures import GAME, new


def test_illegal_option_changes_nothing():
    s = new(3)
    before = GAME.fingerprint(s)
    with pytest.raises(IllegalOption, match="legal options"):
        GAME.apply(s, "start in the volcano")
    with pytest.raises(IllegalOption):
        GAME.apply(s, 99)
    assert GAME.fingerprint(s) == before


def test_copy_is_independent():
    s = new(3)
    r = random.Random(1)
    for _ in range(30):
        GAME.apply(s, r.randrange(len(GAME.pending(s).options)))
    c = GAME.copy(s)
    fp = GAME.fingerprint(s)
    for _ in range(40):
        if GAME.is_over(c):
            break
        GAME.apply(c, r.randrange(len(GAME.pending(c).options)))
    assert GAME.fingerprint(s) == fp


def test_view_hides_goals_and_piles():
    s = new(3)
    v = GAME.view(s, 0)
    goals = [p["goal"] for p in v["players"]]
    assert goals[0] is not None and goals[1] is None and goals[2] is None
    assert set(v["board"]["piles"]["swamp"]) == {"size", "reminder_at", "known_bottom"}
    assert v["board"]["piles"]["swamp"]["known_bottom"] == []  # nothing under it yet
    text = repr(v)
    for seat in (1, 2):
        hidden = s.ctx.comp.goals[s.players[seat].goal].id
        assert f"'goal': {hidden}" not in text
    spectator = GAME.view(s, None)
    assert all(p["goal"] is None for p in spectator["players"])


def test_two_player_face_down_tiles_are_hidden():
    s = new(2, seed=3)
    v = GAME.view(s, 0)
    assert v["board"]["locations"]["5"]["tile"] == "?"
    assert GAME.snapshot(s)["board"]["locations"]["5"]["tile"] != "?"


def test_determinize_keeps_what_the_seat_knows():
    from ludotheque.core.rng import Rng

    s = new(3, seed=2)
    for k in range(5):
        d = GAME.determinize(s, 0, Rng(k))
        assert d.players[0].goal == s.players[0].goal
        officers = {d.ctx.comp.goals[p.goal].officer for p in d.players}
        assert len(officers) == 3
        for r in range(3):
            assert sorted(d.piles[r]) == sorted(s.piles[r])
            assert d.piles[r].index(-1) == s.piles[r].index(-1)
        assert GAME.view(d, 0)["board"] == GAME.view(s, 0)["board"]


def test_player_copy_covers_every_slot_and_shares_no_list():
    """...but the board's tables, shared until written (`PState.own`): then owned by
    neither state, and the lists the rules replace whole (WHOLE), shared for good
    (test_speed_shared_tables.py)."""
    from ludotheque.games.perseverance_ep3.state import TABLES, WHOLE, Player, PState

    s = new(3)
    p = s.players[0]
    c = p.copy()
    for k in Player.__slots__:
        assert getattr(c, k) == getattr(p, k), k
        v = getattr(p, k)
        assert v.__class__ is not list or getattr(c, k) is not v, k
    t = s.copy()
    for k in PState.__slots__:
        v = getattr(s, k)
        if k in TABLES:
            assert getattr(t, k) is not v or not (s.tables | t.tables) & TABLES[k], k
            continue
        if k in WHOLE:
            continue
        assert v.__class__ is not list or getattr(t, k) is not v, k


def test_a_record_replays_to_the_same_state():
    from ludotheque.core.match import Match

    m = Match(GAME, {"players": 3}, 11)
    r = random.Random(11)
    while not m.is_over():
        m.play(r.randrange(len(m.decision.options)))
    again = Match.from_record(GAME, m.record())
    assert GAME.fingerprint(again.state) == GAME.fingerprint(m.state)


def test_agents_can_play_through_observations():
    from ludotheque.agents.greedy import GreedyAgent
    from ludotheque.agents.observation import Observation

    s = new(2, seed=4)
    agent = GreedyAgent(seed=1)
    for _ in range(25):
        d = GAME.pending(s)
        if d.seat is None:
            break
        k = agent.choose(Observation(GAME, s, d.seat))
        GAME.apply(s, k)
    assert GAME.checkpoint(s) > 1


def test_evaluate_projects_the_final_scoring():
    s = new(3)
    p = s.players
    for q in p:
        q.followers, q.res, q.artefacts = 10, [0, 0, 0, 0], 0
        q.home[RANGER] = q.tired[RANGER] = q.adv_units[RANGER] = 0
    p[0].res = [3, 0, 0, 0]  # 3 leftover points
    p[1].artefacts = 0b11  # 2 artefacts: 2 points
    assert GAME.evaluate(s, 0) == 1.0 and GAME.evaluate(s, 1) == -1.0


def _explore_once(s):
    """Play random options until a tile has gone under an exploration pile."""
    r = random.Random(5)
    while not any(s.pile_seen):
        assert not GAME.is_over(s)
        GAME.apply(s, r.randrange(len(GAME.pending(s).options)))


def test_a_tile_put_under_its_pile_is_public_and_stays_there():
    """Both tiles are revealed, one goes under the pile face down (L899): every seat knows
    it, the views show it, and determinize keeps it at the bottom for every seat."""
    from ludotheque.core.rng import Rng

    for seed in range(4):
        s = new(3, seed=seed)
        _explore_once(s)
        r = next(i for i in range(3) if s.pile_seen[i])
        under = s.ctx.comp.exploration[s.piles[r][-1]].name
        region = ("swamp", "jungle", "hills")[r]
        for seat in range(3):
            assert GAME.view(s, seat)["board"]["piles"][region]["known_bottom"][-1] == under
            for k in range(6):
                d = GAME.determinize(s, seat, Rng(k))
                assert d.piles[r][-s.pile_seen[r] :] == s.piles[r][-s.pile_seen[r] :]
                assert sorted(d.piles[r]) == sorted(s.piles[r])


def test_known_bottom_shrinks_as_the_pile_is_drawn():
    from ludotheque.games.perseverance_ep3.rules.piles import put_under, take

    pile, seen = [1, 2, 3], [0]
    put_under(pile, seen, 0, 4)
    assert pile[-seen[0] :] == [4]
    assert [take(pile, seen, 0) for _ in range(3)] == [1, 2, 3] and seen == [1]
    assert take(pile, seen, 0) == 4 and seen == [0] and pile == []


def test_cards_put_under_adventure_decks_and_ranch_piles_stay_known():
    from ludotheque.core.rng import Rng
    from ludotheque.games.perseverance_ep3.rules import adventures_offer, assemblies

    s = new(4, seed=3)
    adventures_offer.refresh(s)
    s.tile = next(
        i for i, t in enumerate(s.ctx.comp.tables.assembly_tiles) if t.symbol == "refresh-ranch"
    )
    assemblies.next_tile(s)
    assert s.deck_seen[0] == 1 and s.ranch_seen == [1, 1, 1, 1]
    v = GAME.view(s, 1)["board"]
    assert v["adventure_decks"]["swamp"]["known_bottom"] == [
        s.ctx.comp.adventures[s.decks[0][-1]].name
    ]
    for k in range(8):
        d = GAME.determinize(s, 1, Rng(k))
        assert d.decks[0][-1] == s.decks[0][-1]
        assert [p[-1] for p in d.ranch_piles] == [p[-1] for p in s.ranch_piles]


def test_the_third_goal_card_is_revealed_at_the_end_only():
    """2 players: the third card stays face down until the end (L465-L467, L1410)."""
    s = new(2, seed=7)
    r = random.Random(7)
    hidden = s.ctx.comp.goals[s.goal_extra].id
    while not GAME.is_over(s):
        for seat in (0, 1):
            assert "third_goal" not in GAME.view(s, seat)
        GAME.apply(s, r.randrange(len(GAME.pending(s).options)))
    assert GAME.view(s, 0)["third_goal"] == GAME.view(s, None)["third_goal"] == hidden


def test_determinize_keeps_the_revealed_third_goal():
    from ludotheque.core.rng import Rng

    s = new(2, seed=7)
    r = random.Random(7)
    while not GAME.is_over(s):
        GAME.apply(s, r.randrange(len(GAME.pending(s).options)))
    for k in range(6):
        assert GAME.determinize(s, 0, Rng(k)).goal_extra == s.goal_extra
