"""Darwin's Journey positions for rules tests.

`start(players)` plays a seeded setup through the crew draft and the starting pairs by
taking the first option each time, and returns the state at the first placement. Tests
then set what they need on the state and play with `play(s, *options)` through the
game's own `apply`, as a front does. A test that writes the state directly calls
`refresh(s)` after (as `set_row` and `occupy` do): the pending decision and the seats'
kept completions (`DarwinState.kept`, which every rule drops when it writes what they
read) are worked out again.
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.names import COLOUR_INDEX, SPECIAL
from ludotheque.games.darwins_journey.encoding import config_layout
from ludotheque.games.darwins_journey.game import GAME
from ludotheque.games.darwins_journey.rules import placement
from ludotheque.games.darwins_journey.rules.fireland.crew import ADVENTURES
from ludotheque.games.darwins_journey.state import DarwinState, forget


def start(players: int = 3, seed: int = 1, first_game: bool = True) -> DarwinState:
    s = GAME.setup({"players": players, "first_game": first_game}, seed)
    while s.phase in ("draft", "pairs"):
        GAME.apply(s, 0)
    return s


def play(s: DarwinState, *options: str) -> None:
    for opt in options:
        GAME.apply(s, opt)


def options(s: DarwinState) -> tuple[str, ...]:
    return GAME.pending(s).options


def space(s: DarwinState, sid: str) -> int:
    return s.ctx.comp.diaries.index(sid)


def seals(*names: str) -> tuple[int, ...]:
    return tuple(SPECIAL if n == "special" else COLOUR_INDEX[n] for n in names)


def set_row(s: DarwinState, seat: int, worker: int, *names: str) -> None:
    rows = list(s.rows[seat])
    rows[worker] = seals(*names)
    s.rows[seat] = tuple(rows)
    refresh(s)


def specimen(s: DarwinState, sid: str) -> int:
    return next(i for i, sp in enumerate(s.ctx.comp.geo.specimens) if sp.id == sid)


def occupy(s: DarwinState, sid: str, seat: int, worker: int = 0) -> None:
    """Put a worker on a space without playing (for positions)."""
    i = space(s, sid)
    s.at[i] = (*s.at[i], (seat, worker))
    s.free[seat] &= ~(1 << worker)
    refresh(s)


def refresh(s: DarwinState) -> None:
    """After a test's own writes: the decision, the kept completions and the spaces no
    worker may take worked out anew."""
    s.decision = None
    forget(s)
    placement.reclose_all(s)


def solo(level: str, seed: int) -> DarwinState:
    """A game against Alfred at `level` (white, blue, yellow, green)."""
    return GAME.setup({"players": 1, "automas": {"1": f"alfred/{level}"}}, seed)


def play_randomly_to(s: DarwinState, r, stop) -> DarwinState:
    """Random options from `r` until `stop(s)` or the end of the game."""
    while not GAME.is_over(s) and not stop(s):
        GAME.apply(s, r.randrange(len(GAME.pending(s).options)))
    return s


def field_at(config: dict, name: str) -> int:
    """Where the tensor field `name` starts in `config`'s encoding (fields are appended as
    modules and Fireland's parts come, so a test reads its own by name, not from the end)."""
    rows = config_layout(config).rows()
    return next(offset for offset, size, field, _ in rows if size and field == name)


def assert_adventures_kept(s: DarwinState, tokens: int) -> None:
    """Fireland's Adventure pieces neither made nor lost: the `tokens` on the board or held,
    each deck's cards in the deck, its discards or riding an Adventure task (a banner's, a
    crew card's or a Special Action tile's)."""
    f = s.fire
    assert len(f.tokens) + sum(sum(h) for h in f.held) == tokens
    riding = [t for t in s.tasks if t[0] in ADVENTURES]
    for k, kind in enumerate(("ocean", "land")):
        out = sum(1 for t in riding if t[2] == kind)
        assert len(f.decks[k]) + len(f.discards[k]) + out == len(fireland_data().adventures[kind])
