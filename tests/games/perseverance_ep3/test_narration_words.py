"""Perseverance's events name who and what in words: the dinosaurs by species, a shelter
or a structure by its space and its owner (not an owner index changing from -1 to 0), a
die by its owner and face, a seat's cubes on each officer on the seat's own line."""

from __future__ import annotations

import re

from ludotheque.core import Match, Rng, get_game


def _told(seed: int = 3, moves: int = 200) -> list[tuple[str, list[str]]]:
    game = get_game("perseverance-ep3")
    match = Match(game, {"players": 2}, seed)
    rng = Rng(5)
    before, out = game.view(match.state, 0), []
    for _ in range(moves):
        if match.is_over():
            break
        match.play(rng.below(len(match.decision.options)))
        after = game.view(match.state, 0)
        out.append((match.moves[-1], game.narrate(before, after, 0)))
        before = after
    return out


def test_shelters_and_structures_are_told_by_space_and_owner():
    told = _told()
    shelters = [lines for move, lines in told if move.startswith("shelter in ")]
    assert shelters
    for lines in shelters:
        assert any(re.search(r"\w+ shelter \d+: empty -> seat \d", line) for line in lines), lines
    text = "\n".join(line for _, lines in told for line in lines)
    assert " -1 ->" not in text and "-> -1" not in text
    assert not re.search(r"\b(t?sh|t?ij|t?th)\b", text), "a species told by its short id"
    assert not re.search(r"\w\(-?\d\)", text), "a die told as face(owner index)"
    assert "influence" not in text and re.search(r"[+-]\d cubes? on the \w", text)
    assert re.search(r"dice in \w+ [+-](seat \d|the) .*die", text)


def test_the_board_is_told_from_its_changed_parts_as_from_the_whole():
    """Narration puts only the board's changed parts in words (a server's hot path): the
    lines must be those of the whole boards, for every seat, a spectator and a solo game."""
    from ludotheque.fronts.narration import changes
    from ludotheque.games.perseverance_ep3 import narration as words

    game = get_game("perseverance-ep3")
    compared = 0
    for config, seed in (({"players": 3}, 4), ({"players": 2, "dissidents": "citizen"}, 6)):
        match = Match(game, config, seed)
        rng = Rng(seed)
        seats = [*range(game.num_seats(match.state)), None]
        views = {s: game.view(match.state, s) for s in seats}
        while not match.is_over() and len(match.moves) < 400:
            match.play(rng.below(len(match.decision.options)))
            for s in seats:
                before, after = views[s], game.view(match.state, s)
                ob, nb = before.get("board") or {}, after.get("board") or {}
                dis = after.get("dissident")
                whole = changes(words._board(ob, s, dis), words._board(nb, s, dis), words.NOUNS)
                po, pn = words._changed_parts(ob, nb)
                parts = changes(words._board(po, s, dis), words._board(pn, s, dis), words.NOUNS)
                assert parts == whole, (match.moves[-1], s)
                compared += bool(whole)
                views[s] = after
    assert compared > 200


def test_a_starting_zone_is_told_as_where_the_leader_starts():
    """Setup's choice (L473) reads `starts in Military`, not a change from no zone, for
    every zone a leader may choose, the wilderness included."""
    game = get_game("perseverance-ep3")
    seen = set()
    for seed in range(12):
        match = Match(game, {"players": 4}, seed)
        rng = Rng(seed)
        before = game.view(match.state, None)
        while match.state.phase == "zones":
            match.play(rng.below(len(match.decision.options)))
            after = game.view(match.state, None)
            text = "\n".join(game.narrate(before, after, None))
            before = after
            assert "start zone" not in text and "none ->" not in text, text
            seen.update(re.findall(r"starts in (the wilderness|[A-Z]\w+)", text))
    assert seen == {"Sustenance", "Military", "Expansion", "Construction", "the wilderness"}, seen


def test_an_adventure_is_told_as_setting_off_and_coming_back():
    """An adventure reads `sets off on the adventure X` and `back from the adventure X`,
    not a change from or to nothing; the leader's flag is told by where it stands."""
    text = "\n".join(line for _, lines in _told(seed=3, moves=400) for line in lines)
    assert "sets off on the adventure " in text and "back from the adventure " in text
    assert not re.search(r"adventure (none ->|.* -> none)", text), text
    assert "leader on adventure" not in text and "adventures started" not in text
    assert re.search(r"crates on row \d: \d -> \d", text)
