"""Newton's board picture: valid SVG through random games at every player count and module
set, clickable options on their natural elements only for the deciding seat, nothing of
another seat's hidden information, escaping, and the computed map layout."""

from __future__ import annotations

import copy
import json
import math
import re
import time
import xml.etree.ElementTree as ET

import pytest

from ludotheque.core import Match, get_game
from ludotheque.core.rng import Rng
from ludotheque.games.newton.components import components
from ludotheque.games.newton.fronts import board
from ludotheque.games.newton.words import card_name, discovery_name
from ludotheque.server import boards

SVG = "{http://www.w3.org/2000/svg}"
# Verbs whose options always have an element on the board.
NATURAL = {
    "to",
    "jump",
    "cube",
    "city",
    "student",
    "take",
    "reveal",
    "play",
    "tuck",
    "copy",
    "master",
    "keep",
    "activate",
    "token",
    "objective",
    "replace",
    "development",
    "income",
    "action",
    "discard",
}
NATURAL_EXACT = {"effect", "special", "buy potion", "hire student", "cube here"}
# Task kinds worth a picture whenever they come up (rarer than the turn's menu).
RARE = {
    "tuck",
    "draft",
    "master",
    "spec",
    "drawer",
    "slot",
    "city-cube",
    "gd-take",
    "copy",
    "jump",
    "discard",
    "winkelmann",
    "sa-take",
    "sa-discard",
    "sa-income",
    "sa-token",
    "sa-city",
    "sa-master",
    "sa-objective",
    "studies",
    "works",
}


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def clickable(root: ET.Element) -> dict[str, ET.Element]:
    out: dict[str, ET.Element] = {}
    for e in root.iter():
        opt = e.get("data-option")
        if opt is not None:
            assert opt not in out, f"{opt!r} is on two elements"
            assert "opt" in (e.get("class") or "").split()
            out[opt] = e
    return out


def visible_strings(root: ET.Element) -> str:
    """Everything a reader of the picture can see or hover: texts, titles, ids, options."""
    parts = []
    for e in root.iter():
        if e.tag in (f"{SVG}style",):
            continue
        if e.text:
            parts.append(e.text)
        for attr in ("id", "data-option", "aria-label"):
            if e.get(attr):
                parts.append(e.get(attr))
    return "\n".join(parts)


def seat_area(root: ET.Element, p: int) -> ET.Element:
    for e in root.iter(f"{SVG}g"):
        if e.get("id") == f"seat-{p}":
            return e
    raise AssertionError(f"no area for seat {p}")


def work_position(view: dict, seat: int) -> tuple[int, int]:
    work = [w for w, _ in board.tech_geometry()["work"]]
    marker = view["tracks"]["work"]["markers"][seat]
    return work.index(marker), len(work) - 1


def check_targets(view: dict, options: list[str], seat: int, root: ET.Element) -> None:
    targets = clickable(root)
    assert set(targets) <= set(options), set(targets) - set(options)
    pos, last = work_position(view, seat)
    kind = view["decision"]["kind"]
    books = {}
    for option in options:
        verb, _, rest = option.partition(" ")
        if verb == "book":
            books.setdefault(rest.split(" ", 1)[0], option)
    for option in options:
        verb, _, rest = option.partition(" ")
        must = verb in NATURAL or option in NATURAL_EXACT
        if verb == "buy":
            must = rest.startswith("gd-") or option == "buy potion"
        if verb == "works":
            k = int(rest.split(" ", 1)[0])
            must = pos + k < last and "paying" not in rest
            if must:
                assert targets[option].get("id") == f"work-W{pos + k}", option
        if verb == "book":
            must = books[rest.split(" ", 1)[0]] == option  # one option per book space
            if must:
                sid = rest.split(" ", 1)[0]
                assert targets[option].get("id") == f"book-{seat}-{sid}", option
        if must:
            assert option in targets, (option, kind)
        if option in targets:
            element = targets[option]
            if verb in ("to", "jump", "cube", "city") and option != "cube here":
                where = rest.split(" ", 1)[0]
                prefix = "tech" if kind == "tech" else "place"
                assert element.get("id") == f"{prefix}-{where}", option
            if verb == "student":
                assert element.get("id") == f"tech-{rest}", option


def hidden_strings(view_b: dict, b: int) -> set[str]:
    """What seat b sees of its own that others must not: Masters in hand, the draft
    packet, the card chosen to tuck (ids and Master names). Hands are public (A32)."""
    me = view_b["seats"][b]
    out: set[str] = set()
    masters = list(me.get("masters_in_hand") or []) + list(me.get("draft_packet") or [])
    names = {m.id: m.name for m in components().masters.masters}
    out |= set(masters) | {names[m] for m in masters}
    if me.get("tuck"):
        out.add(me["tuck"])
    return out


def public_strings(view: dict, a: int | None) -> set[str]:
    """Ids seat a may legitimately meet: its own secrets, the market, every desk, tucked
    card and played Master, the cards out of the game."""
    out = hidden_strings(view, a) if a is not None else set()
    out |= {c["id"] for row in view["market"].values() for c in row}
    out |= set(view["out_of_game"])
    for entry in view["seats"]:
        out |= set(entry["desk"]) | {t["id"] for t in entry["tucked"]}
        out |= {c["id"] for c in entry["hand"]}
        out |= set(entry["masters_played"])
    names = {m.id: m.name for m in components().masters.masters}
    return out | {names[m] for m in out if m in names}


def check_no_leak(game, match) -> None:
    n = match.config["players"]
    state = match.state
    views = {p: game.view(state, p) for p in range(n)}
    views[None] = game.view(state, None)
    svgs = {p: board.render(views[p], [], p, match.config) for p in views}
    for a, svg in svgs.items():
        root = parse(svg)
        assert clickable(root) == {}  # nothing to click for a seat that is not deciding
        seen = visible_strings(root)
        words = set(re.split(r"[^\w-]+", seen))
        public = public_strings(views[a], a)
        view_text = json.dumps({k: v for k, v in views[a].items() if k != "game"})
        for b in range(n):
            if b == a:
                continue
            for secret in hidden_strings(views[b], b) - public:
                shown = secret in seen if " " in secret else secret in words
                assert not shown, f"seat {a} sees {secret!r} of seat {b}"
                assert f'"{secret}"' not in view_text, f"seat {a}'s view holds {secret!r}"
    # The owner does see its own secrets (cards by id, Masters by name).
    names = {m.id: m.name for m in components().masters.masters}
    for b in range(n):
        seen = visible_strings(parse(svgs[b]))
        for secret in hidden_strings(views[b], b):
            assert secret in seen or names.get(secret, "") in seen, (b, secret)


GAMES = [
    ({"players": 1}, 1),
    ({"players": 2}, 1),
    ({"players": 3}, 1),
    ({"players": 4}, 1),
    ({"players": 1, "modules": "all"}, 2),
    ({"players": 2, "modules": ["ex-cathedra"]}, 3),
    ({"players": 2, "modules": ["great-discoveries"]}, 4),
    ({"players": 3, "modules": ["ex-cathedra"]}, 5),
    ({"players": 3, "modules": ["great-discoveries"]}, 6),
    ({"players": 4, "modules": "all"}, 7),
    ({"players": 2, "modules": "all", "first_game": True}, 8),
    ({"players": 3, "modules": "all", "invention_actions": "separate"}, 9),
]


@pytest.mark.parametrize(
    ("config", "seed"),
    GAMES,
    ids=["-".join(f"{k}={v}" for k, v in c.items()).replace(" ", "") for c, _ in GAMES],
)
def test_boards_follow_a_random_game(config, seed):
    game = get_game("newton")
    match = Match(game, config, seed)
    rng = Rng(seed)
    step = 0
    kinds = set()
    while not match.is_over():
        d = match.decision
        kinds.add(d.kind)
        if step % 5 == 0 or d.kind in RARE:
            view = game.view(match.state, d.seat)
            root = parse(board.render(view, list(d.options), d.seat, match.config))
            check_targets(view, list(d.options), d.seat, root)
            if step % 40 == 0 or (d.kind in ("draft", "tuck") and step % 3 == 0):
                check_no_leak(game, match)
        match.play(rng.below(len(d.options)))
        step += 1
    assert {"turn", "action"} <= kinds
    final = game.view(match.state, None)
    root = parse(board.render(final, [], None, match.config))
    assert clickable(root) == {}
    assert "Final scoring" in visible_strings(root)


def _advance(match, rng, until) -> None:
    while not match.is_over() and not until(match):
        match.play(rng.below(len(match.decision.options)))


def test_specific_options_are_clickable_on_their_element():
    game = get_game("newton")
    match = Match(game, {"players": 2, "modules": "all", "first_game": True}, 3)
    rng = Rng(3)
    seen: dict[str, str] = {}
    while not match.is_over() and len(seen) < 6:
        d = match.decision
        view = game.view(match.state, d.seat)
        root = parse(board.render(view, list(d.options), d.seat, match.config))
        targets = clickable(root)
        for option, element in targets.items():
            verb = option.split(" ", 1)[0]
            if verb in ("play", "take", "to", "reveal", "action", "book") and verb not in seen:
                seen[verb] = option
                if verb == "play":  # a card of the deciding seat's own hand
                    assert seat_area(root, d.seat).find(f".//*[@data-option='{option}']")
                if verb == "reveal":
                    assert element.get("id") == f"deck-{option.split()[1]}"
        match.play(rng.below(len(d.options)))
    assert {"play", "take", "to", "reveal", "action"} <= set(seen), seen


def test_hidden_information_of_other_seats_is_not_drawn():
    game = get_game("newton")
    match = Match(game, {"players": 3, "modules": "all"}, 11)
    rng = Rng(11)
    assert match.decision.kind == "draft"
    check_no_leak(game, match)  # draft packets and kept Masters
    _advance(match, rng, lambda m: m.state.phase == "turn")
    check_no_leak(game, match)  # hands and Masters in hand
    # Upkeep: once a seat has chosen the card to tuck, only that seat knows which.
    _advance(match, rng, lambda m: m.state.phase == "tuck")
    first = match.decision.seat
    match.play(0)
    assert match.state.phase == "tuck"
    other = match.decision.seat
    assert other != first
    mine = parse(board.render(game.view(match.state, first), [], first, match.config))
    theirs = parse(board.render(game.view(match.state, other), [], other, match.config))
    assert "to tuck" in visible_strings(seat_area(mine, first))
    assert "to tuck" not in visible_strings(seat_area(theirs, first))
    assert "tuck: chosen" in visible_strings(seat_area(theirs, first))
    check_no_leak(game, match)


def test_the_view_hides_other_masters_and_shows_every_hand_unclickable():
    game = get_game("newton")
    match = Match(game, {"players": 2}, 5)
    _advance(match, Rng(5), lambda m: m.state.phase == "turn" and m.decision.seat == 0)
    view = game.view(match.state, 0)
    other = view["seats"][1]
    assert "masters_in_hand" not in other
    assert other["hand_size"] == len(match.state.hands[1]) == len(other["hand"])
    svg = board.render(view, list(match.decision.options), 0, match.config)
    theirs = seat_area(parse(svg), 1)
    assert "Hand (public" in visible_strings(theirs)
    assert clickable(theirs) == {}, "another seat's hand cards must not be clickable"


def test_spectators_and_waiting_seats_have_nothing_to_click():
    game = get_game("newton")
    match = Match(game, {"players": 4, "modules": "all"}, 2)
    rng = Rng(2)
    for _ in range(60):
        d = match.decision
        for seat in [None, *range(4)]:
            if seat == d.seat:
                continue
            view = game.view(match.state, seat)
            assert "options" not in view["decision"]
            assert clickable(parse(board.render(view, [], seat, match.config))) == {}
        match.play(rng.below(len(d.options)))


def test_text_from_the_view_is_escaped():
    game = get_game("newton")
    match = Match(game, {"players": 2, "first_game": True}, 3)
    _advance(match, Rng(3), lambda m: m.decision.kind == "lessons")
    d = match.decision
    view = copy.deepcopy(game.view(match.state, d.seat))  # views are read-only
    evil = '<script>alert("x")</script>'
    view["phase"] = evil
    view["market"]["I"].append({"id": 'a"b<c>&d', "level": 1})
    view["objectives"]["W15"] = "<obj&>"
    options = [*d.options, 'take a"b<c>&d']
    svg = board.render(view, options, d.seat, match.config)
    root = parse(svg)
    assert "<script>" not in svg and "&lt;script&gt;" in svg
    assert clickable(root)['take a"b<c>&d'] is not None
    assert "<obj&>" in visible_strings(root)


def test_the_map_is_laid_out_without_overlaps():
    geo = board.geometry("europe")
    places = list(geo["places"].values())
    assert len(places) == len(components().europe.ids)
    for i, a in enumerate(places):
        assert a["r"] <= a["x"] <= geo["width"] - a["r"] + 1
        assert a["r"] <= a["y"] <= geo["height"] - a["r"] + 1
        for b in places[i + 1 :]:
            assert math.hypot(a["x"] - b["x"], a["y"] - b["y"]) >= a["r"] + b["r"] + 8
    assert geo["width"] <= board.W
    # The same on every run (computed, then cached).
    board.geometry.cache_clear()
    assert board.geometry("europe")["places"] == geo["places"]


def test_the_technology_tree_has_one_cell_per_space():
    tg = board.tech_geometry()
    tracks = components().tracks
    assert set(tg["nodes"]) == set(tracks.tech_ids)
    cells = {(n["col"], n["row"]) for n in tg["nodes"].values()}
    assert len(cells) == len(tg["nodes"])
    by_col: dict[int, list[float]] = {}
    for n in tg["nodes"].values():
        by_col.setdefault(n["col"], []).append(n["row"])
    for rows in by_col.values():
        rows.sort()
        assert all(b - a >= 1 for a, b in zip(rows, rows[1:], strict=False))
    for tid, n in tg["nodes"].items():
        for nxt in n["next"]:
            assert tg["nodes"][nxt]["col"] == n["col"] + 1, (tid, nxt)


def test_lobby_choices_and_registration():
    assert boards.has_board("newton")
    choices = boards.config_choices("newton")
    assert choices == {"invention_actions": ["single", "separate"]}
    game = get_game("newton")
    for key, values in choices.items():
        assert game.configure({})[key] in values
        for value in values:
            assert game.configure({key: value})[key] == value


def test_render_is_fast():
    game = get_game("newton")
    match = Match(game, {"players": 4, "modules": "all"}, 4)
    _advance(match, Rng(4), lambda m: m.state.phase == "turn" and m.state.round == 3)
    d = match.decision
    view = game.view(match.state, d.seat)
    board.render(view, list(d.options), d.seat, match.config)  # geometry cached
    start = time.perf_counter()
    for _ in range(10):
        board.render(view, list(d.options), d.seat, match.config)
    assert (time.perf_counter() - start) / 10 < 0.1


def _title(element: ET.Element) -> str:
    title = element.find(f"{SVG}title")
    return title.text if title is not None else ""


def test_every_kind_of_option_finds_its_element():
    """Random play seldom reaches the small choices (paid City cubes, special actions,
    full drawers...): each option kind is put on a real mid-game view by hand."""
    game = get_game("newton")
    match = Match(game, {"players": 2, "modules": "all", "first_game": True}, 3)
    _advance(match, Rng(3), lambda m: m.state.round == 2 and m.decision.kind == "turn")
    seat = match.decision.seat
    base = game.view(match.state, seat)
    me = base["seats"][seat]
    me.update(
        desk=["s-works"],
        tucked=[{"id": "c1-studies-sa2", "reversed": True}],
        drawers=["works", "tech"],
        income=["vp", "medicine"],
        tokens=["bonus-coins-1"],
        masters_played=["galileo"],
        discoveries=["gd-cubes"],
        draft_packet=["pascal", "kepler"],
    )
    base["turn_state"]["card"] = "s-works"
    scientist = next(
        pid for pid, e in base["map"]["places"].items() if seat in (e.get("scientists") or [])
    )
    pos, _ = work_position(base, seat)
    market = base["market"]["I"][0]["id"]
    hand = me["hand"][0]["id"]
    held = me["masters_in_hand"][0]
    names = {m.id: m.name for m in components().masters.masters}
    europe = components().europe
    place_names = dict(zip(europe.ids, europe.names, strict=True))
    display = base["discoveries"][0]["id"]
    objective = base["objectives"]["Objective"]
    cases = [
        ("travel", "to Paris", "Paris: University", False),
        ("travel", "to Objective paying 2 potions", "Objective space, needs", False),
        ("travel", "cube here", f"{place_names[scientist]}:", False),
        ("jump", "jump Lyon", "Lyon: village", False),
        ("winkelmann", "cube Oxford", "Oxford: University", False),
        ("city-cube", "cube Roma", "Roma: Ancient Land", False),
        ("sa-city", "city Amsterdam", "Amsterdam: City", False),
        ("tech", "to T1", "Technology space T1", False),
        ("tech", "student T0", "The Technology start", False),
        ("works", "works 1", f"Works space {pos + 1} (", False),
        ("lessons", f"take {market}", f"{card_name(market)}:", False),
        ("sa-take", f"take {market}", f"{card_name(market)}:", False),
        ("turn", "reveal II", "level II deck", False),
        ("turn", f"play {hand}", f"{card_name(hand)}:", True),
        ("discard", f"discard {hand}", f"{card_name(hand)}:", True),
        ("sa-discard", f"discard {hand}", f"{card_name(hand)}:", True),
        ("tuck", "tuck s-works", "Works:", True),
        ("copy", "copy s-works", "Works:", True),
        ("action", "effect", "Works:", True),
        ("action", "special", "Special Action 2", True),
        ("action", "action travel", "TRAVEL:", True),
        ("any-action", "action lessons", "LESSONS:", True),
        ("master", f"master {held}", f"Master {names[held]}", True),
        ("sa-master", "master galileo", "Master Galileo Galilei", True),
        ("draft", "keep pascal", "Master Blaise Pascal", True),
        ("draft", "discard kepler", "Master Johannes Kepler", True),
        ("action", f"buy {display}", discovery_name(display), False),
        ("gd-take", f"take {display}", discovery_name(display), False),
        ("action", "activate gd-cubes", discovery_name("gd-cubes"), True),
        ("studies", "book s3c7 paying 3 potions", "book space: shelf 3 space 7", True),
        ("drawer", "replace tech", "1 TECH symbol", True),
        ("slot", "replace vp", "Income tile: vp", True),
        ("sa-income", "income medicine", "Income tile: medicine", True),
        ("spec", "development travel", "Development tiles (TRAVEL)", False),
        ("spec", "income coins", "Income tiles (coins)", False),
        ("sa-token", "token bonus-coins-1", "bonus token", True),
        ("sa-objective", f"objective {objective}", "Objective:", False),
        ("action", "buy potion", "potions", True),
        ("action", "hire student", "Students in reserve", True),
    ]
    for kind, option, title, own in cases:
        view = json.loads(json.dumps(base))
        view["decision"] = {"seat": seat, "kind": kind, "prompt": "", "options": [option]}
        root = parse(board.render(view, [option], seat, match.config))
        targets = clickable(root)
        assert set(targets) == {option}, (kind, option)
        assert title in _title(targets[option]), (kind, option, _title(targets[option]))
        inside = targets[option] in seat_area(root, seat).iter()
        assert inside == own, (kind, option)
    # Options with no element of their own stay in the page's list only.
    for option in ("end turn", "done", "boost", "keep", "second tile"):
        view = json.loads(json.dumps(base))
        assert clickable(parse(board.render(view, [option], seat, match.config))) == {}
