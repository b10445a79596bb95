"""Tiny purpose-built Iwari maps and positions for rules tests.

Rules tests never use the shipped faces: those are reconstructions that will be replaced by
the printed geometry. Each test builds the 2-5 territories it needs, so it stays true
whatever the real boards look like.

Maps
----
`map_data(...)` returns a map as the plain dict that `board.build_board` validates (the
same schema as `data/maps/*.json`); `tiny_board(...)` passes it through `build_board`.
Hut spaces are named `"<territory>.<n>"` (for example `"C.2"`), like the shipped faces.
Tiny maps set `features.allow_missing_biomes`, so they need not hold all five biomes.

States
------
Two ways to get a state on a tiny board, both using only public engine functions:

* `make_state(board, ...)` (the usual one, no patching): the configuration goes through the
  real `GAME.configure` (defaults and checks), the context is built with
  `state.make_context(config, board)` and the empty position with `state.new_state`. The
  helper then fills hands, river, draw pile and discards; `put_hut` / `put_huts` /
  `put_totems` add pieces. The state is played with `GAME.pending` / `GAME.apply` (or
  `play(s, *options)`), exactly as a front does.
* `setup_on(monkeypatch, board, config, seed)`: runs the real `IwariGame.setup` (shuffle,
  deal, mountains, draft) on a tiny board. Setup reads its board only through
  `game._context`, which calls `game.load_board`; the helper patches `load_board` to
  return the tiny board and bypasses `_context`'s cache, for the calling test only.
  Use it for rules about setup itself (mountains, the draft); positions in play are
  simpler with `make_state`.

Tribes are seat numbers (0..n-1), plus the neutral tribe `n` in a 2-player game. Cards are
given by biome name ("forest", "tundra", "coast", "glacier", "desert").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ludotheque.core.rng import Rng
from ludotheque.games.iwari import GAME
from ludotheque.games.iwari import game as game_module
from ludotheque.games.iwari.components.board import BIOME_INDEX, BIOMES, Board, build_board
from ludotheque.games.iwari.state import IwariState, make_context, new_state

SOURCE = "test fixture"
CARD_NAMES = (*BIOMES, "void")  # the expansion's Void cards follow the five biomes


# ----- maps ----------------------------------------------------------------------------
def map_data(
    territories: Sequence[tuple[str, str, int]],
    connections: Sequence[tuple] = (),
    *,
    paths: str = "chain",
    extra_paths: Iterable[tuple[str, str]] = (),
    map_id: str = "tiny",
) -> dict:
    """A map dict in the shipped schema.

    territories: (id, biome, number of hut spaces), e.g. ("C", "coast", 5).
    connections: (a, b) or (a, b, kind) or (a, b, kind, mountain), numbered 1, 2, ... in
        list order; kind defaults to "land", mountain to 0.
    paths: "chain" links each territory's spaces in order (C.1-C.2-...); "none" adds no
        path inside territories.
    extra_paths: more paths, e.g. [("C.3", "F.1")] to cross a border.
    """
    terrs = [
        {
            "id": tid,
            "biome": biome,
            "spaces": [f"{tid}.{i}" for i in range(1, n + 1)],
            "source": SOURCE,
        }
        for tid, biome, n in territories
    ]
    path_list: list[list[str]] = []
    if paths == "chain":
        for tid, _, n in territories:
            path_list += [[f"{tid}.{i}", f"{tid}.{i + 1}"] for i in range(1, n)]
    elif paths != "none":
        raise ValueError(f"paths must be 'chain' or 'none', not {paths!r}")
    path_list += [[a, b] for a, b in extra_paths]
    conns = []
    for number, c in enumerate(connections, start=1):
        a, b, *rest = c
        kind = rest[0] if rest else "land"
        mountain = rest[1] if len(rest) > 1 else 0
        conns.append(
            {"number": number, "a": a, "b": b, "kind": kind, "mountain": mountain, "source": SOURCE}
        )
    return {
        "id": map_id,
        "name": f"test map {map_id}",
        "authentic": False,
        "source": SOURCE,
        "territories": terrs,
        "paths": path_list,
        "connections": conns,
        "features": {"allow_missing_biomes": True},
    }


def tiny_board(
    territories: Sequence[tuple[str, str, int]], connections: Sequence[tuple] = (), **kw
) -> Board:
    """`map_data(...)` validated and indexed by `board.build_board`."""
    return build_board(map_data(territories, connections, **kw))


# ----- states --------------------------------------------------------------------------
def _biomes(cards: Iterable[str]) -> list[int]:
    return [BIOME_INDEX[c] for c in cards]


def _stride(s: IwariState) -> int:
    """Card kinds per seat in `s.hands` (the five biomes, plus any extra card kinds)."""
    return len(s.river)


def _counts(cards: Iterable[str], kinds: int = 5) -> list[int]:
    out = [0] * kinds
    for b in _biomes(cards):
        out[b] += 1
    return out


def config_for(players: int, **options) -> dict:
    """A complete configuration checked by the real `GAME.configure`."""
    return GAME.configure({"players": players, **options})


def make_state(
    board: Board,
    players: int = 3,
    *,
    hands: Mapping[int, Sequence[str]] | None = None,
    known: Mapping[int, Sequence[str]] | None = None,
    river: Sequence[str] = (),
    pile: Sequence[str] = (),
    discard: Sequence[str] = (),
    first: int = 0,
    active: int | None = None,
    seed: int = 1,
    **options,
) -> IwariState:
    """A position on `board` at the start of `active`'s turn (phase "turn").

    hands / known: per seat, card biomes in hand / the ones every seat knows (taken from
        the river; a subset of the hand).
    river, discard: card biomes (any order).
    pile: the draw pile in draw order: pile[0] is drawn first.
    options: configuration options ("modules", "neutral_after_exchange", ...).
    """
    config = config_for(players, **options)
    config["map"] = board.id
    ctx = make_context(config, board)
    s = new_state(ctx, Rng(seed))
    k = _stride(s)
    for seat, cards in (hands or {}).items():
        s.hands[k * seat : k * seat + k] = _counts(cards, k)
    for seat, cards in (known or {}).items():
        s.known[k * seat : k * seat + k] = _counts(cards, k)
    s.river = _counts(river, k)
    s.discard = _counts(discard, k)
    s.pile = list(reversed(_biomes(pile)))  # the engine pops the top from the end
    s.first = first
    s.active = s.tribe = first if active is None else active
    s.decision = None
    return s


def setup_on(monkeypatch, board: Board, config: dict, seed: int) -> IwariState:
    """The real `GAME.setup(config, seed)`, but on `board` instead of a shipped face.

    Setup reads its board only through `game._context`, which calls `game.load_board`:
    the patch makes `load_board` return `board` and bypasses `_context`'s cache, for the
    calling test only.
    """
    monkeypatch.setattr(game_module, "load_board", lambda _map_id: board)
    context = game_module._context
    monkeypatch.setattr(game_module, "_context", getattr(context, "__wrapped__", context))
    return GAME.setup(config, seed)


# ----- pieces on the board -------------------------------------------------------------
def put_hut(s: IwariState, space_id: str, tribe: int) -> None:
    """Put a hut of `tribe` on a hut space, taking it from the tribe's supply."""
    board, nt = s.ctx.board, s.ctx.tribes
    x = board.space(space_id)
    assert s.owner[x] < 0, f"{space_id} is already taken"
    t = board.space_territory[x]
    s.owner[x] = tribe
    s.huts[t * nt + tribe] += 1
    s.hut_total[t] += 1
    s.supply_huts[tribe] -= 1
    s.decision = None


def put_huts(s: IwariState, tid: str, tribe: int, n: int) -> list[str]:
    """Put n huts of `tribe` on the first free spaces of territory `tid`; return their ids."""
    board = s.ctx.board
    free = [board.space_ids[x] for x in board.spaces[board.territory(tid)] if s.owner[x] < 0]
    assert len(free) >= n, f"{tid} has only {len(free)} free spaces"
    for sid in free[:n]:
        put_hut(s, sid, tribe)
    return free[:n]


def put_totems(s: IwariState, tid: str, tribe: int, n: int) -> None:
    """Stack n segments of `tribe` on the totem space of `tid` (no limit check)."""
    t, nt = s.ctx.board.territory(tid), s.ctx.tribes
    s.totems[t * nt + tribe] += n
    s.totem_total[t] += n
    s.supply_totems[tribe] -= n
    if hasattr(s, "stacks"):  # the order of segments on the totem space, bottom first
        s.stacks[t] = s.stacks[t] + (tribe,) * n
    s.decision = None


# ----- reading and playing -------------------------------------------------------------
def hand(s: IwariState, seat: int) -> dict[str, int]:
    """A seat's hand as {biome: count}, without zero counts."""
    k = _stride(s)
    return counts(s.hands[k * seat : k * seat + k])


def counts(values: Sequence[int]) -> dict[str, int]:
    """A per-card-kind count list (river, discard) as {biome: count}, without zeros."""
    return {CARD_NAMES[b]: n for b, n in enumerate(values) if n}


def huts_in(s: IwariState, tid: str) -> list[int]:
    """Huts per tribe in a territory."""
    t, nt = s.ctx.board.territory(tid), s.ctx.tribes
    return s.huts[t * nt : t * nt + nt]


def totems_in(s: IwariState, tid: str) -> list[int]:
    """Totem segments per tribe in a territory."""
    t, nt = s.ctx.board.territory(tid), s.ctx.tribes
    return s.totems[t * nt : t * nt + nt]


def options(s: IwariState) -> tuple[str, ...]:
    return GAME.pending(s).options


def play(s: IwariState, *moves: str) -> IwariState:
    """Apply option texts in order through `GAME.apply` (illegal ones raise IllegalOption)."""
    for m in moves:
        GAME.apply(s, m)
    return s


# ----- expansion, solo and Atlas helpers (appended) ------------------------------------
def card_kind(name: str) -> int:
    """A card kind's index from its name, the Void card included."""
    return CARD_NAMES.index(name)


def kind_counts(s: IwariState, cards: Iterable[str]) -> list[int]:
    """Counts per card kind (Void cards included), sized like `s.river`."""
    out = [0] * _stride(s)
    for c in cards:
        out[card_kind(c)] += 1
    return out


def deal(
    s: IwariState,
    *,
    hands: Mapping[int, Sequence[str]] | None = None,
    river: Sequence[str] | None = None,
    pile: Sequence[str] | None = None,
    discard: Sequence[str] | None = None,
) -> IwariState:
    """Set hands, river, draw pile (pile[0] drawn first) and discards by card name; unlike
    `make_state` this accepts "void" cards. Arguments left out are not changed."""
    k = _stride(s)
    for seat, cards in (hands or {}).items():
        s.hands[k * seat : k * seat + k] = kind_counts(s, cards)
        s.known[k * seat : k * seat + k] = [0] * k
    if river is not None:
        s.river = kind_counts(s, river)
    if discard is not None:
        s.discard = kind_counts(s, discard)
    if pile is not None:
        s.pile = [card_kind(c) for c in reversed(pile)]
    s.decision = None
    return s


def pile_names(s: IwariState) -> list[str]:
    """The draw pile by card name, in draw order (first drawn first)."""
    return [CARD_NAMES[c] for c in reversed(s.pile)]


def atlas_map(
    territories: Sequence[tuple[str, str, int]],
    connections: Sequence[tuple] = (),
    *,
    features: Mapping | None = None,
    purple: Mapping[int, tuple[str, str]] | None = None,
    routes: Mapping[int, tuple[str, str]] | None = None,
    **kw,
) -> Board:
    """A tiny map carrying Atlas features, validated by `build_board`.

    features: merged into the map's `features` (e.g. {"void_territory": "V"}).
    purple: connection number -> (purple space id, icon biome) (Ile oubliee).
    routes: connection number -> (space of a, space of b), the road along a connection.
    A territory of biome "void" with 0 spaces is allowed (the purple Void territory).
    """
    data = map_data(territories, connections, **kw)
    for terr, (_, _, n) in zip(data["territories"], territories, strict=True):
        if n == 0:
            terr["spaces"] = []
    data["features"].update(features or {})
    for c in data["connections"]:
        if purple and c["number"] in purple:
            sid, icon = purple[c["number"]]
            c["purple_space"] = {"id": sid, "icon": icon}
        if routes and c["number"] in routes:
            c["route"] = list(routes[c["number"]])
    return build_board(data)


def claim_token(s: IwariState, tid: str) -> int:
    """`state.control` of a territory: -1 open, 0 the players', 1 the Void's."""
    return s.control[s.ctx.board.territory(tid)]


def owner_of(s: IwariState, space_id: str) -> int:
    """The tribe on a hut space, or -1."""
    return s.owner[s.ctx.board.space(space_id)]


def put_on_space(s: IwariState, space_id: str, tribe: int) -> None:
    """Put a hut/tent/ruin of `tribe` on any space, including a purple space that lies in
    no territory (Ile oubliee), taking it from the tribe's supply."""
    x = s.ctx.board.space(space_id)
    if s.ctx.board.space_territory[x] >= 0:
        put_hut(s, space_id, tribe)
        return
    assert s.owner[x] < 0, f"{space_id} is already taken"
    s.owner[x] = tribe
    s.supply_huts[tribe] -= 1
    s.decision = None
