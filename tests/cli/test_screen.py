"""Issue 18: at 80x24 the pending decision, its options and what they refer to fit on
one screen. Each game's real positions (seeded random play) are shown as `ludo play`
shows them to a person, and the screen's height and contents are checked."""

from __future__ import annotations

import re

import pytest
from rich.console import Console

from ludotheque.cli import session as session_mod
from ludotheque.core.match import Match
from ludotheque.core.registry import get_game
from ludotheque.core.rng import Rng

GAMES = ["iwari", "encyclopedia", "newton", "darwins-journey", "perseverance-ep3"]
WIDTH, HEIGHT = 80, 24


def _stop(prompt: str) -> str:
    raise EOFError


def screen(match: Match, width: int = WIDTH, height: int = HEIGHT) -> list[str]:
    """What a person sees at the prompt of the pending decision (the prompt line aside)."""
    decision = match.decision
    console = Console(width=width, height=height, record=True, force_terminal=False)
    specs = ["random"] * match.game.num_seats(match.state)
    specs[decision.seat] = "human"
    session = session_mod.Session(console, match, specs, False)
    with console.capture() as cap:
        try:
            session.human(decision.seat, decision)
        except session_mod.Stop:
            pass
    return cap.get().rstrip("\n").splitlines()


def positions(game_id: str, seeds=range(2), every: int = 9, moves: int = 300, config=None):
    """Real positions of seeded random games, every few moves, where a seat decides."""
    game = get_game(game_id)
    for seed in seeds:
        match = Match(game, dict(config or {}), seed)
        rng = Rng(seed + 100)
        for k in range(moves):
            if match.is_over():
                break
            if match.decision.seat is not None and k % every == 0:
                yield match
            match.play(rng.next64() % len(match.decision.options))


@pytest.fixture(autouse=True)
def no_input(monkeypatch):
    monkeypatch.setattr(session_mod, "read_line", _stop)


# Each game's multiplayer table and each of its solo modes (solo_configs), which show the
# solo opponent's board besides.
MODES = [(g, None) for g in GAMES] + [
    (g, config) for g in GAMES for config in get_game(g).solo_configs().values()
]


@pytest.mark.parametrize(("game_id", "config"), MODES)
def test_the_decision_fits_80x24_with_every_option_on_screen(game_id, config):
    seen = 0
    for match in positions(game_id, config=config):
        lines = screen(match)
        assert len(lines) <= HEIGHT - 1, "\n".join(lines)  # the prompt takes the last row
        assert all(len(line) <= WIDTH for line in lines)
        text = "\n".join(lines)
        view = match.game.view(match.state, match.decision.seat)
        for i, label in enumerate(match.game.option_labels(view, match.decision.options)):
            # Its number and at least its label's beginning, whatever the layout (side
            # options such as Newton's quick actions on their own line: `also: 5 reveal I`).
            assert re.search(
                rf"(^|\s)({i:>2}  |{i} ){re.escape(label[:6].rstrip())}", text, re.M
            ), (
                label,
                text,
            )
        seen += 1
    assert seen >= 10


def _first(game_id, kind, config=None, **kw):
    for match in positions(game_id, every=1, config=config, **kw):
        if match.decision.kind == kind:
            return match
    raise AssertionError(f"no {kind} decision in {game_id}")


def _label_line(lines: list[str], label: str) -> str:
    """The screen line showing an option whose label begins with `label`."""
    return next(line for line in lines if re.search(rf"\d  {re.escape(label)}", line))


def _option_lines(lines: list[str], option: str) -> str:
    return next(line for line in lines if re.search(rf"\d  {re.escape(option)}\b", line))


def test_iwari_builds_show_biome_and_huts_and_spaces_their_paths():
    match = _first("iwari", "action")
    view = match.game.view(match.state, match.decision.seat)
    lines = screen(match)
    for t in view["board"]["territories"]:
        if f"build {t['id']}" in match.decision.options:
            name = f"{t['biome'].capitalize()} {t['id'][1:]}"  # "Forest 1", map data A1
            line = _label_line(lines, f"build in {name} (")
            assert "free" in line, line
    match = _first("iwari", "place")
    view = match.game.view(match.state, match.decision.seat)
    lines = screen(match)
    for option in match.decision.options:
        if option.startswith("hut "):
            assert "paths to" in _label_line(lines, match.game.option_label(view, option))


def test_encyclopedia_animals_show_continent_and_types_and_colours_their_continent():
    match = _first("encyclopedia", "setup-pick")
    lines = screen(match)
    for option in match.decision.options:
        line = _option_lines(lines, option)
        assert re.search(r"\((America|Africa|Asia|Europe|Oceania): \w+/", line), line
    match = _first("encyclopedia", "colour", seeds=range(6), moves=600)
    text = "\n".join(screen(match))
    assert re.search(r"make it (\w+) \(\1 is (America|Africa|Asia|Europe|Oceania)\)", text)


def test_newton_routes_show_their_cost_and_shelf_spaces_their_prerequisite():
    match = _first("newton", "travel", seeds=range(4), moves=400)
    text = "\n".join(screen(match))
    assert re.search(r"to \w+ \(.*route \d+ coins?", text), text
    match = _first("newton", "studies", seeds=range(4), moves=400)
    text = "\n".join(screen(match))
    assert re.search(r"book shelf \d space \d \(needs ", text), text


def test_newton_quick_actions_share_one_line_apart_from_the_steps_options():
    """Newton's quick actions (Game.side_options) come back at every step of a turn: they
    are listed once, on one `also:` line with their cost, under the step's own options."""
    seen = 0
    for match in positions("newton", seeds=range(2), every=3, moves=200):
        options = match.decision.options
        quick = match.game.side_options(options)
        if not quick or len(quick) == len(options):
            continue
        lines = screen(match)
        also = [line for line in lines if line.startswith("also: ")]
        assert len(also) == 1, "\n".join(lines)
        for opt in quick:
            i = options.index(opt)
            assert f"{i} {opt}" in also[0]
            assert not any(re.match(rf"\s*{i}  ", line) for line in lines)
        if "reveal I" in quick:
            assert "reveal I (1 coin)" in also[0] or len(also[0]) > WIDTH - 30
        seen += 1
    assert seen >= 5


def test_a_game_without_side_options_lists_every_option_numbered():
    match = _first("iwari", "action")
    assert match.game.side_options(match.decision.options) == []
    assert not any(line.startswith("also: ") for line in screen(match))


def test_darwin_diary_spaces_show_their_seals_and_actions():
    match = _first("darwins-journey", "place")
    text = _text(screen(match))
    places = [o for o in match.decision.options if o.startswith("place on ")]
    assert places
    for option in places:
        assert option not in text
        if option.split()[-1].split("-")[0] in ("explore", "navigate", "correspond", "academy"):
            # "place on Explore 1 (needs 1 green: explore 2)"
            assert re.search(
                rf"place on [A-Z][a-z]+ {option[-1]} \(needs \d (yellow|red|blue|green): ", text
            ), (option, text)


def test_board_shows_the_whole_table(monkeypatch):
    """`board` draws the full picture (taller than the compact one), then the options."""
    entries = iter(["board"])

    def one_board(prompt):
        try:
            return next(entries)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr(session_mod, "read_line", one_board)
    match = next(positions("newton"))
    lines = screen(match)
    assert len(lines) > HEIGHT
    assert any("Players" in line for line in lines)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_200x50_terminal_is_used_across_its_width_and_fits(game_id):
    """At 200x50 the compact view lays its parts side by side (ludotheque.fronts.wide):
    the screen's lines, the full-width rule aside, reach past 120 columns in most
    positions, and the decision still fits 50 rows with every option on it."""
    widths = []
    for match in positions(game_id, seeds=range(1), every=9):
        lines = screen(match, width=200, height=50)
        assert len(lines) <= 49, "\n".join(lines)
        assert all(len(line) <= 200 for line in lines)
        text = "\n".join(lines)
        view = match.game.view(match.state, match.decision.seat)
        for i, label in enumerate(match.game.option_labels(view, match.decision.options)):
            assert re.search(rf"(^|\s)({i:>2}  |{i} ){re.escape(label[:6].rstrip())}", text, re.M)
        widths.append(max(len(line.rstrip()) for line in lines[1:]))
    assert len(widths) >= 8
    widths.sort()
    assert widths[len(widths) // 2] > 120, widths


def _board_text(game_id: str, moves: int = 30, width: int = 100) -> str:
    from ludotheque.cli.render import render

    game = get_game(game_id)
    state = game.setup({}, 1)
    rng = Rng(1)
    for _ in range(moves):
        decision = game.pending(state)
        game.apply(state, decision.options[rng.next64() % len(decision.options)])
    console = Console(width=width, record=True, force_terminal=False)
    with console.capture() as cap:
        console.print(render(game_id, game.view(state, game.pending(state).seat)))
    return cap.get()


def test_iwari_board_shows_the_paths_between_hut_spaces():
    text = _board_text("iwari")
    assert "paths between hut spaces" in text
    assert re.search(r"across territories: [A-Z][a-z]+ \d+ space \d+( \(\w\))? to [A-Z]", text)
    assert re.search(r"(?m)^Forest 1 +│", text)  # territories by name, not map data's A1
    assert re.search(r"marks: 1 seat 1 · 2 seat 2 .*· a free hut space", text)
    assert not re.search(r"\bA\d+\b", text)


def test_newton_board_shows_routes_with_costs_the_tree_and_shelf_prerequisites():
    text = _board_text("newton")
    assert re.search(r"routes \(coins.*\): Basel-\w+ \d", text)
    assert re.search(r"Technology tree .*start to T1, T1 to L1 or R1", text)
    assert re.search(r"end A \(branch end\) \[needs 2 \w+, 2 \w+\s+Volumes\]", text)
    assert re.search(r"your book shelf 1 +\[[X ]\]space 1 printed", text)
    assert "your book tiles  book shelf 1 space 1" in text
    # Issue 17: no component id in the picture (cards, tiles, tokens, Objectives, shelf).
    for code in ("s1c1", "T0>", "s-works", "univ-I", "bonus-", "obj-", "spec-", "END_"):
        assert code not in text, code


def test_encyclopedia_board_shows_reputation_bonuses_and_die_colours():
    text = _board_text("encyclopedia")
    assert re.search(r"reputation track \(\d+ spaces.*\): \d+ \+1 token", text)
    assert "r red = america" in text and "g green = oceania" in text
    assert "dice by colour letter and value (y4 a yellow 4)" in text
    assert "∞ an Expert's lasting effect · end scored at the game's end" in text


def test_iwari_solo_shows_the_void_and_fits():
    seen = 0
    for match in positions("iwari", config={"players": 1}, every=11, moves=200):
        lines = screen(match)
        assert len(lines) <= HEIGHT - 1, "\n".join(lines)
        assert any(line.startswith("the Void: pawn on connection") for line in lines)
        seen += 1
    assert seen >= 5


def test_a_solo_result_prints_the_rulebooks_rank(capsys, monkeypatch):
    """The end of `ludo play` prints Game.report's `result` (a solo rank or outcome)
    where the game gives one, instead of naming seat 0 the winner."""
    from ludotheque.cli.main import main

    game = get_game("iwari")
    real = game.report

    def report(state):
        return {**real(state), "result": "the players hold the Void off"}

    monkeypatch.setattr(game, "report", report)
    assert main(["play", "iwari", "--players", "1", "--seats", "random", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "result: the players hold the Void off" in out
    assert "winner:" not in out


def _text(lines: list[str]) -> str:
    """The screen's words as one line (wrapped labels joined back)."""
    return " ".join(" ".join(lines).split())


def test_perseverance_zone_options_are_named_on_an_80x24_screen():
    """Placing a die: each zone option's four letters in words; then the options of the
    zone the die went to (the view names it), e.g. 'Military A: gain 2 rangers'."""
    match = _first("perseverance-ep3", "town-zone", seeds=range(3))
    lines = screen(match)
    assert len(lines) <= HEIGHT - 1, "\n".join(lines)
    text = _text(lines)
    for option in match.decision.options:
        # the zone by its name: "place in Military (A ...; B ...)"
        zone = option.split()[-1].capitalize()
        assert f"place in {zone} (A " in text and "; B " in text, text
    if "place in sustenance" in match.decision.options:
        assert "place in Sustenance (A +2 of food/debris/island resource; B +1 Shieldhead" in text
    match = _first("perseverance-ep3", "town-option", seeds=range(3))
    view = match.game.view(match.state, match.decision.seat)
    zone = view["town_option_zone"].capitalize()
    text = _text(screen(match))
    for option in match.decision.options:
        if "(" not in option:  # a printed option, not a structure's replacement
            assert f"{zone} {option} (" in text, text


def test_perseverance_officers_ranch_tiles_adventures_and_rows_are_in_words():
    text = _text(screen(_first("perseverance-ep3", "cube", seeds=range(3))))
    assert re.search(r"cube on the Captain \(scores 1 per trained Raptor", text), text
    match = _first("perseverance-ep3", "take-ranch", seeds=range(3))
    lines = screen(match)
    assert len(lines) <= HEIGHT - 1
    text = _text(lines)
    assert "take Dispensary (heal 8 wounded)" in text or "Dispensary" not in text
    assert all(f"{o} (" in text for o in match.decision.options), text
    match = _first("perseverance-ep3", "secondary", seeds=range(3))
    text = _text(screen(match))
    for option in match.decision.options:
        if option.startswith("row "):
            assert re.search(rf"{re.escape(option)} \(.+ / .+ / .+\)", text), text
        assert not option.startswith("favour of ") or option not in text, text
        if option.startswith("favour of chief-mate"):
            assert "1 food: a ranch tile" in text
    text = _text(screen(_first("perseverance-ep3", "adventure", seeds=range(3))))
    assert re.search(r"start [^(]+ \([^)]*1: .*; 2: ", text), text


def test_perseverance_labels_tell_nothing_hidden():
    """A face-down tile stays face down in a location's words."""
    from ludotheque.games.perseverance_ep3 import labels

    view = {"board": {"locations": {"7": {"tile": "?", "wild": None}}}}
    assert labels.location_text(view, "7") == "jungle, face-down tile"
    assert labels.label({}, "cube on nobody") == "cube on nobody"


def test_darwin_starting_pairs_show_both_objectives_on_an_80x24_screen():
    match = _first("darwins-journey", "pair")
    lines = screen(match)
    assert len(lines) <= HEIGHT - 1
    text = _text(lines)
    for option in match.decision.options:
        # each objective by its number (start-1 is starting objective 1) and its needs
        a, b = (w.split("-")[1] for w in option.split()[1::2])
        assert re.search(rf"starting objectives {a} and {b} \(silver: .+; gold: ", text), text
        assert option not in text


def test_options_cut_to_fit_are_one_beginning_away_in_full(monkeypatch):
    """A decision with more options than fit with their referents (Encyclopedia's action,
    about 28 options) is cut to fit 80x24 and says so; typing a beginning lists the options
    it fits with their referents in full, still on one screen."""
    match = next(
        m
        for m in positions("encyclopedia", seeds=range(3), every=1, moves=400)
        if any(o.startswith("publish ") for o in m.decision.options)
        and len(m.decision.options) > 20
    )
    lines = screen(match)
    assert "…" in "\n".join(lines) and "a beginning to see its options in full" in lines[-1]
    typed = iter(["publish"])

    def once(prompt: str) -> str:
        try:
            return next(typed)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr(session_mod, "read_line", once)
    decision = match.decision
    view = match.game.view(match.state, decision.seat)
    shown = screen(match)
    listed = shown[len(lines) :]
    publish = [o for o in decision.options if o.startswith("publish ")]
    assert len(listed) == len(publish) + 1 <= HEIGHT - 1, "\n".join(listed)
    for option in publish:
        label = match.game.option_label(view, option)
        assert any(line.strip().endswith(label) for line in listed), (label, listed)
