"""What the command line asks a game about itself, beyond the core contract: each question
is an optional hook with a fallback, so a game that declares nothing still lists and plays.

Hooks a game may define (on its Game object, or in its terminal module where noted):

    help_text() -> str
        A few lines for the `help` command while playing: how to read the table and what
        the options mean. Looked up in the terminal module first, then on the Game.
    automa_specs() -> list[str]
        The seat specs of the game's own automas, e.g. ["automa:easy", "automa:hard"],
        easiest first, for `ludo games` and `--seats`.
    automa_seats(config) -> dict[int, str]
        Which seats of a configured game the game plays itself, with their spec. Without
        it, a configuration's `automas` mapping (seat -> spec) is read.
    opponents() -> list[str]
        The game's own opponents (automas, a solo foe, a solo ladder), one sentence each,
        with their difficulty levels and how much of their data is reconstructed, for
        `ludo games`. Looked up in the terminal module first, then on the Game.
    config_choices() -> dict[str, list]
        Configuration keys taking one of a few values (maps, modes). Without it, the
        browser board's `config_choices` is used.
    automa_choices() -> list[tuple[str, str]]
        (spec, words) of the automas a seat chooser offers (the lobby), easiest first,
        settings included (a harder one). Without it, `automa_specs` with the specs as
        words.
    config_words() -> dict[str, dict]
        Each configuration key in words for the lobby's controls: {"label", "help",
        "values": {value: words}, "seats": true where the seats choose it (automas),
        "kind": "list" for a list of names whose default is null}.
"""

from __future__ import annotations

from typing import Any

from ludotheque.core.errors import LudoError
from ludotheque.core.game import Game
from ludotheque.core.registry import front


def _hook(owner: Any, name: str):
    fn = getattr(owner, name, None) if owner is not None else None
    return fn if callable(fn) else None


def help_text(game: Game) -> str | None:
    for owner in (front("terminal", game.id), game):
        fn = _hook(owner, "help_text")
        if fn is not None:
            text = fn()
            if text:
                return str(text).rstrip()
    return None


def opponents(game: Game) -> list[str]:
    for owner in (front("terminal", game.id), game):
        fn = _hook(owner, "opponents")
        if fn is not None:
            try:
                return [str(x) for x in fn() or ()]
            except Exception:  # a listing must not fail for one game's data
                return []
    return []


def config_choices(game: Game) -> dict[str, list]:
    fn = _hook(game, "config_choices") or _hook(front("board", game.id), "config_choices")
    try:
        choices = fn() if fn else {}
    except Exception:  # a listing must not fail for one game's data
        return {}
    return {str(k): list(v) for k, v in (choices or {}).items() if v}


def config_words(game: Game) -> dict[str, dict[str, Any]]:
    fn = _hook(game, "config_words")
    try:
        words = fn() if fn else {}
    except Exception:  # a listing must not fail for one game's data
        return {}
    out = {}
    for key, w in (words or {}).items():
        if not isinstance(w, dict):
            continue
        values = w.get("values") if isinstance(w.get("values"), dict) else {}
        out[str(key)] = {
            "label": str(w.get("label") or key),
            "help": str(w.get("help") or ""),
            "values": {str(k): str(v) for k, v in values.items()},
            "seats": bool(w.get("seats")),
            "kind": str(w.get("kind") or ""),  # "list": several names, else from the default
        }
    return out


def automa_choices(game: Game) -> list[tuple[str, str]]:
    fn = _hook(game, "automa_choices")
    try:
        if fn is not None:
            return [(str(spec), str(words)) for spec, words in fn()]
    except Exception:  # a listing must not fail for one game's data
        pass
    specs = automa_specs(game)[0]
    return [(s, "automa: " + s.split(":", 1)[-1].replace("/", ", ")) for s in specs]


def automa_specs(game: Game) -> tuple[list[str], str | None]:
    """(the automa seat specs the game declares, the spec a bare `automa` seat gets).

    The default is asked of the game itself: a two-seat table with `automa` on seat 1."""
    fn = _hook(game, "automa_specs")
    specs = [str(s) for s in fn()] if fn else []
    default = None
    try:
        config = game.seat_config({}, ["human", "automa"])
        config.setdefault("players", 2)
        seats = automa_seats(game, game.configure(config))
        default = seats.get(1)
    except LudoError:
        pass
    if default is None and not specs:
        return [], None
    return specs, default


def automa_seats(game: Game, config: dict[str, Any]) -> dict[int, str]:
    """The seats of this (configured) game that the game plays itself, with their spec."""
    fn = _hook(game, "automa_seats")
    if fn is not None:
        return {int(k): str(v) for k, v in fn(config).items()}
    automas = config.get("automas")
    if not isinstance(automas, dict):
        return {}
    seats = {}
    for seat, spec in automas.items():
        if str(seat).isdigit():
            seats[int(seat)] = "automa" if spec in (None, "") else f"automa:{spec}"
    return seats
