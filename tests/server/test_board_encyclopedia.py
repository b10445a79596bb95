"""Encyclopedia's board picture: valid SVG along random games (2-4 seats, with and without
Automas), clickable options that are pending options and sit where they belong, nothing
clickable for a seat that does not decide or a spectator, no hidden information, escaping."""

from __future__ import annotations

import copy
import json
import re
import xml.etree.ElementTree as ET

import pytest

from ludotheque.core import Match, get_game
from ludotheque.core.rng import Rng
from ludotheque.games.encyclopedia.components import load
from ludotheque.games.encyclopedia.fronts import board
from ludotheque.server import boards

SVG = "{http://www.w3.org/2000/svg}"

# Options that have a natural element on the table: each must be clickable there. Written
# from the option texts (texts.py), not from the board module's own parser.
NATURAL = [
    re.compile(p)
    for p in (
        r"^take \w+ \d from seat \d \(.+\)$",  # a die on an individual board
        r"^put \w+ \d on .+$",  # a slot of your dice board
        r"^university: .+$",  # a University card
        r"^academy: .+$",  # an Academy card
        r"^recruit .+$",
        r"^study .+$",
        r"^expedition \w+$",  # a continent's expedition row
        r"^publish (?!type 0 only$)(?!up to type )\S+$",  # an Animal in study
        r"^publish type 0 only$",  # the Publication area's Type cells
        r"^publish up to type (I|II|III|IV)$",
        r"^research .+ type (I|II|III|IV)$",  # a Type row of an Animal in study
        r"^include .+$",
        r"^leave .+$",
        r"^use .+$",  # your Expert (or the new one: "use X now")
        r"^cover .+$",
        r"^keep (?!seals$).+$",  # your free Expert slot
        r"^set .+ face down$",  # your face-down pile
        r"^retake \w+ from .+$",  # a die on the central board
        r"^embassy$",
        r"^bank$",
        r"^coin \+1$",  # your coins
        r"^token \+2$",  # your expedition tokens
        r"^token: make it \w+$",
        r"^take the top (Expert|Animal) of the deck$",  # a deck pile
    )
]
SEAL_OPTIONS = {"seal +5", "seal action", "seal: 5 coins"}

CONFIGS = [
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 2, "automas": {"1": "linne/boudeuse"}},  # solo against one Automa
    {"players": 4, "automas": {"1": "daubenton/astrolabe", "3": "trembley/resolution"}},
]


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    assert "board-encyclopedia" in root.get("class", "")
    return root


def clickable(root: ET.Element) -> list[str]:
    out = []
    for e in root.iter():
        opt = e.get("data-option")
        if opt is not None:
            assert "opt" in e.get("class", "").split()
            out.append(opt)
    return out


def natural(option: str) -> bool:
    return any(p.match(option) for p in NATURAL)


def texts(root: ET.Element) -> str:
    """Every text, title and attribute of the picture, for "is it shown" checks."""
    parts = []
    for e in root.iter():
        parts.append(e.text or "")
        parts.extend(str(v) for v in e.attrib.values())
    return "\n".join(parts)


def check_decision(game, match, seen: set[str], others: bool = True) -> None:
    d = match.decision
    view = game.view(match.state, d.seat)
    root = parse(board.render(view, list(d.options), d.seat, match.config))
    targets = clickable(root)
    assert len(targets) == len(set(targets)), d.kind
    assert set(targets) <= set(d.options), (d.kind, set(targets) - set(d.options))
    for option in d.options:
        if natural(option):
            assert option in targets, (option, d.kind)
            seen.add(option.split(" ", 1)[0])
            if option.startswith(("publish type", "publish up to")):
                seen.add("publish-type")
            if option.startswith("take the top"):
                seen.add("deck-top")
    if SEAL_OPTIONS & set(d.options) or any(o.startswith("seal: +5") for o in d.options):
        assert any(t.startswith("seal") for t in targets), d.options  # your seals
    if not others:
        return
    # Nobody else has anything to click: another seat, and a spectator.
    for other in [s for s in range(game.num_seats(match.state)) if s != d.seat][:1] + [None]:
        other_view = game.view(match.state, other)
        assert clickable(parse(board.render(other_view, [], other, match.config))) == []


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: json.dumps(c, sort_keys=True))
def test_boards_follow_a_random_game_with_clickable_options(config):
    game = get_game("encyclopedia")
    match = Match(game, config, 5)
    rng = Rng(5)
    seen: set[str] = set()
    step = 0
    common = {"take", "action", "assign", "boost", "research"}
    while not match.is_over():
        d = match.decision
        if step % 5 == 0 or d.kind not in common:
            check_decision(game, match, seen, others=step % 3 == 0)
        match.play(rng.below(len(d.options)))
        step += 1
    # The everyday verbs of every game were met and clickable.
    assert {"take", "put", "university:", "academy:", "study", "research"} <= seen
    final = game.view(match.state, None)
    root = parse(board.render(final, [], None, match.config))
    assert "Final scoring" in texts(root)
    assert clickable(root) == []


RARE = {"retake", "cover", "set", "leave", "include", "publish", "recruit", "embassy", "bank"}
RARE |= {"expedition", "token", "coin", "study", "university:", "academy:", "use"}


def test_every_kind_of_option_is_clickable_somewhere():
    """Over a few random games, every natural verb is met and clickable (the rare ones
    included: retake, cover, set face down, leave), checked where it is first met."""
    game = get_game("encyclopedia")
    seen: set[str] = set()
    for seed in range(1, 5):
        config = {"players": 2 + seed % 3}
        match = Match(game, config, seed)
        rng = Rng(seed)
        while not match.is_over():
            d = match.decision
            if any(o.split(" ", 1)[0] in RARE - seen for o in d.options) or (
                d.kind == "boost" and "publish-type" not in seen
            ):
                check_decision(game, match, seen, others=False)
            match.play(rng.below(len(d.options)))
    expected = {"university:", "academy:", "recruit", "study", "expedition", "publish"}
    expected |= {"include", "leave", "cover", "set", "retake", "embassy", "bank"}
    expected |= {"coin", "token", "publish-type", "use"}
    assert expected <= seen, expected - seen


def test_the_deciding_seat_clicks_on_its_own_things():
    """The decider's area comes first and its own options are in it (its dice board, its
    Animals and Experts); a take option sits on a die in the area of the die's owner."""
    game = get_game("encyclopedia")
    match = Match(game, {"players": 3}, 2)
    rng = Rng(2)
    checked = set()
    own = re.compile(r"^(put|publish \S+$|research|use|cover|keep|set|include|leave|coin|token)")
    while not match.is_over():
        d = match.decision
        view = game.view(match.state, d.seat)
        root = parse(board.render(view, list(d.options), d.seat, match.config))
        areas = [e for e in root.iter() if (e.get("id") or "").startswith("seat-")]
        assert [e.get("id") for e in areas] == [f"seat-{(d.seat + i) % 3}" for i in range(3)]
        inside = {e.get("id"): set(clickable(e)) for e in areas}
        for option in d.options:
            if d.kind == "take":
                owner = re.match(r"take \w+ \d from seat (\d)", option).group(1)
                assert option in inside[f"seat-{owner}"], option
                checked.add("take")
            elif own.match(option) and not option.startswith("publish type"):
                assert option in inside[f"seat-{d.seat}"], option
                checked.add(option.split(" ", 1)[0])
            elif natural(option):  # the central board, the markets
                assert not any(option in found for found in inside.values()), option
        if {"take", "put", "publish", "research", "cover"} <= checked:
            break
        match.play(rng.below(len(d.options)))
    assert {"take", "put", "publish", "research", "cover"} <= checked


def _pending_new_expert(game, match) -> str | None:
    d = match.decision
    if d.kind != "place-expert":
        return None
    for option in d.options:
        m = re.match(r"^(?:keep (.+)|use (.+) now|set (.+) face down)$", option)
        if m:
            return next(g for g in m.groups() if g)
    return None


def test_another_seats_private_options_never_show():
    """An Expert waiting for its placement is named only by its owner's options: the
    owner's board shows it, no other seat's nor a spectator's does."""
    game = get_game("encyclopedia")
    found = 0
    for seed in range(1, 30):
        match = Match(game, {"players": 3}, seed)
        rng = Rng(seed)
        while not match.is_over() and found < 3:
            name = _pending_new_expert(game, match)
            if name:
                b = match.decision.seat
                public = json.dumps(game.view(match.state, None), ensure_ascii=False)
                if name not in public:
                    mine = board.render(
                        game.view(match.state, b), list(match.decision.options), b, match.config
                    )
                    assert name in texts(parse(mine))
                    for a in [s for s in range(3) if s != b] + [None]:
                        view = game.view(match.state, a)
                        assert name not in json.dumps(view, ensure_ascii=False)
                        other = texts(parse(board.render(view, [], a, match.config)))
                        assert name not in other, (a, name)
                    found += 1
            match.play(rng.below(len(match.decision.options)))
        if found >= 3:
            break
    assert found >= 3


def test_deck_contents_never_show():
    """The decks' cards are hidden from everyone: a card in a deck that the public view does
    not name appears on nobody's board."""
    game = get_game("encyclopedia")
    cat = load()
    names = list(cat.expert_names) + list(cat.animal_names)
    unique = {n for n in names if not any(n != m and n in m for m in names)}
    match = Match(game, {"players": 4, "automas": {"2": "linne/boudeuse"}}, 9)
    rng = Rng(9)
    checked = 0
    step = 0
    while not match.is_over():
        if step % 40 == 0:
            s = match.state
            public = json.dumps(game.view(s, None), ensure_ascii=False)
            hidden = [cat.expert_names[e] for e in s.expert_deck]
            hidden += [cat.animal_names[a] for a in s.animal_deck]
            hidden = [h for h in hidden if h in unique and h not in public]
            assert hidden
            d = match.decision
            for seat in [*range(4), None]:
                opts = list(d.options) if seat == d.seat else []
                shown = texts(parse(board.render(game.view(s, seat), opts, seat, match.config)))
                leaked = [h for h in hidden if h in shown]
                assert not leaked, (seat, leaked)
            checked += 1
        match.play(rng.below(len(match.decision.options)))
        step += 1
    assert checked >= 5


def test_text_from_the_view_is_escaped():
    game = get_game("encyclopedia")
    match = Match(game, {"players": 2}, 3)
    rng = Rng(3)
    while match.decision.kind != "take":
        match.play(rng.below(len(match.decision.options)))
    d = match.decision
    view = copy.deepcopy(game.view(match.state, d.seat))  # views are read-only
    evil = '<script>alert("x")</script> & co'
    view["log"] = [evil]
    view["university"] = [evil, *view["university"][1:]]
    view["academy"][0] = {"name": evil, "continent": "<b>", "types": ["a&b", "<i>", "x", "y"]}
    view["seats"][0]["experts"] = [
        {"name": evil, "continent": "asia", "timing": "<t>", "effect": evil}
    ]
    view["seats"][1]["study"] = [
        {"name": evil, "continent": "europe", "types": ["<", ">", "&", '"'], "cubes": ["I"]}
    ]
    view["round_tokens"]["revealed"] = [evil]
    svg = board.render(view, list(d.options), d.seat, match.config)
    root = parse(svg)
    assert "<script>" not in svg and "&lt;script&gt;" in svg
    assert evil in texts(root)


def test_setup_and_spectator_boards():
    game = get_game("encyclopedia")
    match = Match(game, {"players": 4}, 1)
    d = match.decision
    assert d.kind == "setup-pick"
    svg = board.render(game.view(match.state, None), [], None, match.config)
    root = parse(svg)
    assert clickable(root) == []
    assert "(you)" not in texts(root)
    assert "setup" in texts(root)
    # The registry finds the module; the lobby gets no choices (Automas are seat specs,
    # "automa:behaviour/scoring", and a select would send a string for the automas map).
    assert boards.has_board("encyclopedia")
    assert boards.config_choices("encyclopedia") == {}
    mine = boards.render(
        "encyclopedia", game.view(match.state, d.seat), list(d.options), d.seat, {}
    )
    assert set(clickable(parse(mine))) == set(d.options)  # every Academy card
