"""Fireland's 4 crew cards (L1713, L1909-L1915): dealt only with fireland=true; completing
one starts an Adventure of its kind whose token, when the option gives one, is any token of
that kind left on the board (none when none is left); twice with the Great Ship's GS2, once
more through Copy a crew card; and seeded random games at 1-4 players that complete each."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from ludotheque.core.datapack.problems import DataError
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey import datacheck, vocabulary
from ludotheque.games.darwins_journey.components import components
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_cards import build_fireland_crew
from ludotheque.games.darwins_journey.components.great_ship import great_ship_data
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import effects
from ludotheque.games.darwins_journey.rules.fireland.crew import tokens_left
from ludotheque.games.darwins_journey.rules.fireland.table import with_seat
from ludotheque.games.darwins_journey.state import replaced

from .fixtures import assert_adventures_kept, options, play, refresh, set_row

FIRE = fireland_data()
DATA = json.loads((Path(datacheck.__file__).parent / "data" / "fireland_crew.json").read_text())


def table(players: int = 3, seed: int = 1, modules=()):
    """A Fireland table at its first placement."""
    config = GAME.configure({"players": players, "fireland": True, "modules": list(modules)})
    s = GAME.setup(config, seed)
    while s.phase != "action":
        GAME.apply(s, 0)
    return s


def _card(s, cid: str) -> int:
    return next(i for i, c in enumerate(s.ctx.comp.crew) if str(c.id) == cid)


def _holding(cid: str, row: tuple[str, ...], **extra):
    """The active seat holds crew card `cid` (and no other) with `row` on worker 2."""
    s = table(**extra)
    me = s.active
    s.crew[me] = (_card(s, cid),)
    s.crew_done = replaced(s.crew_done, me, ())
    set_row(s, me, 1, *row)
    return s, me


def _adventure(s):
    """The Adventure task on top: (seat, kind, card, banner)."""
    assert s.tasks and s.tasks[-1][0] == "fire-adventure"
    return s.tasks[-1][1:]


def _space(banner) -> str:
    return FIRE.map.track(banner[0]).ids[banner[1]]


def _token_option(s, kind, card):
    """The letter of an option of the drawn card that gives the token."""
    opts = FIRE.adventures[kind][card].options
    return next("AB"[k] for k, o in enumerate(opts) if o.token)


def _set(s, name: str, seat: int, n: int) -> None:
    """A seat's count, in a list or a tuple (copies share tuples)."""
    now = getattr(s, name)
    if isinstance(now, list):
        now[seat] = n
    else:
        setattr(s, name, replaced(now, seat, n))
    refresh(s)


def _rich(s, me):
    """Enough of everything to pay either option of any Adventure card."""
    for name, n in (("coins", 30), ("vp", 30), ("tk", 5), ("theory", 8)):
        _set(s, name, me, n)


# ----- the cards and the deck (L1713) -------------------------------------------------------
def test_the_four_cards_join_the_deck_only_with_fireland():
    base = components().crew
    s = GAME.setup(GAME.configure({"players": 3, "fireland": True}), 1)
    added = s.ctx.comp.crew[len(base) :]
    assert [c.id for c in added] == ["F1", "F2", "F3", "F4"]
    assert {c.actions[0][0] for c in added} == {"land-adventure", "ocean-adventure"}
    assert GAME.setup(GAME.configure({"players": 3}), 1).ctx.comp.crew == base
    dealt = set()
    for seed in range(8):
        s = GAME.setup(GAME.configure({"players": 4, "fireland": True}), seed)
        dealt |= {str(s.ctx.comp.crew[c].id) for hand in s.hands for c in hand}
    assert {"F1", "F2", "F3", "F4"} <= dealt


# ----- completing one (L1911-L1913) ---------------------------------------------------------
def test_a_met_card_is_offered_and_its_adventure_drawn():
    s, me = _holding("F1", ("green",))
    assert "complete crew F1" not in options(s)
    set_row(s, me, 1, "green", "green")
    assert "complete crew F1" in options(s)
    play(s, "complete crew F1", "do land-adventure")
    seat, kind, card, banner = _adventure(s)
    assert (seat, kind, banner) == (me, "land", None)
    assert any("goes on a Land Adventure" in line for line in s.log)
    assert GAME.view(s, me)["fireland"]["adventure"]["kind"] == "land"  # face up (L1802)


def test_the_token_is_any_of_its_kind_left_on_the_board():
    s, me = _holding("F2", ("blue", "red"))
    _rich(s, me)
    play(s, "complete crew F2", "do ocean-adventure")
    _, kind, card, _ = _adventure(s)
    letter = _token_option(s, kind, card)
    left = tokens_left(s, "ocean")
    offered = [o for o in options(s) if o.startswith(f"option {letter} taking the token at ")]
    assert offered == [f"option {letter} taking the token at {_space(b)}" for b in left]
    far = left[-1]  # not a banner any pawn crossed
    before = s.fire.held[me]
    play(s, f"option {letter} taking the token at {_space(far)}")
    assert far not in s.fire.tokens and tokens_left(s, "ocean") == left[:-1]
    assert s.fire.held[me] == (before[0] + 1, before[1])


def test_no_token_of_the_kind_left_gives_none():
    s, me = _holding("F3", ("red", "red"))
    _rich(s, me)
    land = tokens_left(s, "land")
    s.fire = replace(s.fire, tokens=tuple(b for b in s.fire.tokens if b not in land))
    refresh(s)
    play(s, "complete crew F3", "do land-adventure")
    _, kind, card, _ = _adventure(s)
    letter = _token_option(s, kind, card)
    assert not any("taking the token" in o for o in options(s))
    held = s.fire.held[me]
    play(s, f"option {letter}")
    assert s.fire.held[me] == held  # nothing to take (ruling FL-R44)
    assert not s.tasks or s.tasks[-1][0] != "fire-adventure"


@pytest.mark.parametrize("ship", [None, "GS2"])
def test_gs2_runs_the_adventure_twice(ship):
    s, me = _holding("F4", ("yellow", "blue"), modules=("great_ship",))
    card = great_ship_data().index(ship) if ship else -1
    s.ships = replaced(s.ships, me, card)
    refresh(s)
    play(s, "complete crew F4")
    bundle = s.tasks[-1]
    assert bundle[0] == "bundle"
    assert [e[0] for e in bundle[2]] == ["ocean-adventure"] * (2 if ship else 1)
    play(s, "do ocean-adventure")
    assert _adventure(s)[1] == "ocean"


def test_copying_a_fireland_card_goes_on_its_adventure():
    s = table()
    me = s.active
    other = (me + 1) % 3
    s.crew[other] = (_card(s, "F1"),)
    refresh(s)
    effects.run(s, me, ("copy-crew", 0, ()))
    s.decision = None
    play(s, "copy crew F1", "do land-adventure")
    assert _adventure(s)[:3] == (me, "land", _adventure(s)[2])


# ----- bad data -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"actions": ["coins 2"]}, "its action is an Adventure"),
        ({"actions": ["sky-adventure"]}, "sky-adventure"),
        ({"requirement": {}}, "no seal requirement"),
        ({"seal": "purple"}, "starting seal"),
    ],
)
def test_bad_cards_are_refused_with_what_is_allowed(change, says):
    cards = [dict(c) for c in DATA["cards"]]
    cards[0].update(change)
    with pytest.raises(DataError, match=says):
        build_fireland_crew({**DATA, "cards": cards})


def test_a_data_pack_check_reports_a_bad_fireland_crew_card():
    docs = {"fireland_crew.json": json.loads(json.dumps(DATA))}
    assert datacheck.check(docs) == []
    docs["fireland_crew.json"]["cards"][1]["seal"] = "purple"
    problems = [str(p) for p in datacheck.check(docs)]
    assert any("F2" in p and "starting seal" in p for p in problems), problems


# ----- seeded games (1-4 players) -------------------------------------------------------
def _game(players: int, seed: int, seen: set) -> None:
    """A random Fireland game: every move keeps the Adventure tokens (on the board or held)
    and cards (in the decks, discards or riding a task); what it completes goes to `seen`."""
    config = GAME.configure({"players": players, "fireland": True})
    s = GAME.setup(config, seed)
    tokens = len(s.fire.tokens)
    rng = Rng(seed * 7 + players)
    for _ in range(4000):
        if GAME.is_over(s):
            break
        opts = GAME.pending(s).options
        opt = opts[rng.below(len(opts))]
        if opt.startswith("complete crew F"):
            seen.add(opt.split()[-1])
        if " taking the token at " in opt:
            seen.add("any token")
        GAME.apply(s, opt)
        assert_adventures_kept(s, tokens)
    assert GAME.is_over(s)


def test_random_games_at_1_to_4_players_complete_every_card():
    seen: set = set()
    for players in (1, 2, 3, 4):
        for seed in range(20):
            _game(players, seed, seen)
    assert {"F1", "F2", "F3", "F4", "any token"} <= seen


def test_time_spent_past_the_end_in_an_adventure_never_takes_vp_below_0():
    """Ruling FL-R46 (found by the sweeps with part 2's cards): an option's Time spent past
    the track's end loses 3 VP, but only what the seat has once its option's VP are paid."""
    s = table()
    me = s.active
    sick = next(
        k
        for k, c in enumerate(FIRE.adventures["ocean"])
        if c.options[0].cost.time and not c.options[0].cost.vp
    )
    s.fire = replace(s.fire, time=with_seat(s.fire.time, me, FIRE.time.last))
    _set(s, "vp", me, 2)
    refresh(s)
    s.tasks.append(("fire-adventure", me, "ocean", sick, None))
    s.fire = replace(
        s.fire, decks=(tuple(c for c in s.fire.decks[0] if c != sick), s.fire.decks[1])
    )
    refresh(s)
    play(s, next(o for o in options(s) if o.startswith("option A")))
    assert s.vp[me] == 0


@pytest.mark.parametrize("modules", [[], ["great_ship", "pirates"]])
def test_part_2_words_come_after_every_other_word(modules, monkeypatch):
    """Every word a Fireland table had keeps its id: part 2's are appended."""
    config = {"players": 3, "fireland": True, "modules": modules}
    words = vocabulary.vocabulary(config)
    monkeypatch.setattr(vocabulary, "fireland_card_words", lambda config: [])
    before = vocabulary.vocabulary(config)
    assert words[: len(before)] == before
    added = set(words[len(before) :])
    assert {"complete crew F1", "do ocean-adventure", "complete objective F12"} <= added
    assert any(w.startswith("option B taking the token at ") for w in added)


def test_the_draft_hides_the_other_hands_fireland_cards_too():
    """A seat's view is the same whatever the other hands hold (determinize re-deals them
    from every card it has not seen, Fireland's included), and some re-deal moves one."""
    moved = 0
    for seed in range(4):
        s = GAME.setup(GAME.configure({"players": 4, "fireland": True}), seed)
        assert s.phase == "draft"
        view = json.dumps(GAME.view(s, 0), sort_keys=True)
        other = GAME.determinize(s, 0, Rng(seed))
        assert json.dumps(GAME.view(other, 0), sort_keys=True) == view
        fire = {c for c, k in enumerate(s.ctx.comp.crew) if str(k.id).startswith("F")}
        before = [fire & set(h) for h in s.hands[1:]]
        moved += before != [fire & set(h) for h in other.hands[1:]]
    assert moved
