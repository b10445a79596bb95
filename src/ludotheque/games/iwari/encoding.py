"""Iwari's observation tensor: a seat's view as a fixed-length vector (ludotheque.interop;
the field-by-field table is ENCODING.md, written from `layout(map)` for face A).

Built from `view(state, seat)` only. The length depends on the map (its territories, hut
spaces and connections). Tribes are seat-relative: slot 0 is the encoding seat, then the
next seats in turn order up to six, then the neutral tribe (slot 6) and the Void (slot 7).
"""

from __future__ import annotations

from functools import cache

from ludotheque.games.iwari.components.board import CARDS, load_board
from ludotheque.interop.encoding import Layout, dig

MOST = 6
TRIBES = MOST + 2  # the seats, the neutral tribe, the Void
PHASES = (
    "draft", "turn", "place", "pay", "neutral", "exchange-take", "refill", "discard",
    "move-pick", "move-drop", "shift-extra", "void", "void-extra", "choice", "over",
)  # fmt: skip
MODULES = ("union", "discovery", "honour", "respect")


def tribe_slot(view: dict, seat: int, t) -> int:
    """The tribe `t` (an index into view["tribes"]) as a seat-relative slot, or -1."""
    if not isinstance(t, int) or t < 0:
        return -1
    n = view.get("players") or 1
    if t < n:
        return (t - seat) % n
    names = view.get("tribes") or []
    name = names[t] if t < len(names) else ""
    return MOST if name == "neutral" else MOST + 1 if name == "void" else -1


def _tribe_list(values, view: dict, seat: int, scale: float) -> list[float]:
    out = [0.0] * TRIBES
    for t, x in enumerate(values or ()):
        k = tribe_slot(view, seat, t)
        if k >= 0:
            out[k] = float(x) / scale
    return out


def _per_tribe(name: str, key: str, scale: float, doc: str):
    def fill(view, seat, out):
        out.extend(_tribe_list(dig(*key.split("."))(view, seat), view, seat, scale))

    return (name, TRIBES, fill, doc)


@cache
def layout(map_id: str = "face-a") -> Layout:
    board = load_board(map_id)
    terrs = list(board.territory_ids)
    spaces = list(board.space_ids)
    nconn = len(board.connections)

    def board_fill(view, seat, out):
        """Per hut space: owner slot one-hot (8); per territory: huts and totems per
        tribe, union and discovery pawns."""
        own = [0.0] * (len(spaces) * TRIBES)
        per_terr = [0.0] * (len(terrs) * (2 * TRIBES + 2))
        sidx = {x: i for i, x in enumerate(spaces)}
        tidx = {t: i for i, t in enumerate(terrs)}
        for terr in dig("board", "territories")(view, seat) or ():
            for sid, owner in (terr.get("spaces") or {}).items():
                i = sidx.get(sid)
                if i is None:
                    continue
                k = tribe_slot(view, seat, owner)
                if k >= 0:
                    own[i * TRIBES + k] = 1.0
            j = tidx.get(terr.get("id"))
            if j is None:
                continue
            base = j * (2 * TRIBES + 2)
            per_terr[base : base + TRIBES] = _tribe_list(terr.get("huts"), view, seat, 7)
            per_terr[base + TRIBES : base + 2 * TRIBES] = _tribe_list(
                terr.get("totems"), view, seat, 5
            )
            per_terr[base + 2 * TRIBES] = float(terr.get("union") or 0)
            per_terr[base + 2 * TRIBES + 1] = float(terr.get("discovery") or 0)
        out.extend(own)
        out.extend(per_terr)

    def conn_fill(view, seat, out):
        vals = [0.0] * (nconn * 2)
        for i, c in enumerate((dig("board", "connections")(view, seat) or ())[:nconn]):
            vals[2 * i] = 1.0 if c.get("covered") else 0.0
            vals[2 * i + 1] = float(c.get("pawns") or 0)
        out.extend(vals)

    def hands_fill(view, seat, out):
        """Per seat (relative): card count, and per card kind the cards known to all."""
        vals = [0.0] * (MOST * (1 + len(CARDS)))
        hands = view.get("hands") or []
        n = len(hands)
        for k in range(min(n, MOST)):
            h = hands[(seat + k) % n] or {}
            base = k * (1 + len(CARDS))
            vals[base] = float(h.get("count") or 0) / 10
            known = h.get("cards") if k == 0 and "cards" in h else h.get("known")
            for c, x in (known or {}).items():
                if c in CARDS:
                    vals[base + 1 + CARDS.index(c)] = float(x) / 5
        out.extend(vals)

    def storms(view, seat):
        return [str(c) for c in dig("board", "expansion", "storms")(view, seat) or ()]

    conns = [str(c.number) for c in board.connections]
    out = Layout()
    out.one_hot("phase", dig("phase"), PHASES)
    out.scalar("turn", dig("turn"), 50)
    out.scalar("players", dig("players"), MOST)
    out.scalar("to_move_is_me", lambda v, s: dig("decision", "seat")(v, s) == s)
    out.scalar("first_is_me", lambda v, s: v.get("first_player") == s)
    out.custom(
        "board",
        len(spaces) * TRIBES + len(terrs) * (2 * TRIBES + 2),
        board_fill,
        f"per hut space ({len(spaces)}): owner tribe slot one-hot (8; none: empty); "
        f"then per territory ({len(terrs)}): huts per tribe slot / 7, totem segments per "
        "tribe slot / 5, Union pawns, Discovery pawns",
    )
    out.custom(
        "connections",
        nconn * 2,
        conn_fill,
        f"per connection ({nconn}): covered by a mountain, module pawns on it",
    )
    out.counts("modules_enabled", dig("board", "modules", "enabled"), MODULES)
    out.counts(
        "pawns_left", dig("board", "modules", "pawns_left"), MODULES, doc="module pawns left"
    )
    out.counts("storms", storms, conns, doc="per connection: a storm piece on it")
    out.counts("river", dig("river"), CARDS, 5, doc="river cards per kind / 5")
    out.counts("discard", dig("discard"), CARDS, 20, doc="discarded cards per kind / 20")
    out.scalar("draw_pile", dig("draw_pile"), 60)
    out.scalar("exhaustions", dig("exhaustions"), 3)
    out.scalar("end_triggered", dig("end_triggered"))
    out.custom(
        "hands",
        MOST * (1 + len(CARDS)),
        hands_fill,
        "per seat (relative, 6): hand size / 10, then per card kind "
        f"{CARDS} the cards: all of the encoding seat's own, the known ones of others, / 5",
    )
    out.custom(
        "supply_huts",
        TRIBES,
        lambda v, s, o: o.extend(
            _tribe_list([x.get("huts", 0) for x in v.get("supply") or ()], v, s, 20)
        ),
        "huts left per tribe slot / 20",
    )
    out.custom(
        "supply_totems",
        TRIBES,
        lambda v, s, o: o.extend(
            _tribe_list([x.get("totems", 0) for x in v.get("supply") or ()], v, s, 10)
        ),
        "totem segments left per tribe slot / 10",
    )
    out.custom(*_per_tribe("scores", "scores", 100, "scores per tribe slot / 100"))
    out.scalar("void_pawn", dig("void", "pawn"), nconn, doc="the Void pawn's connection / count")
    out.scalar("void_above", dig("void", "void_cards_above_reserve"), 12)
    out.scalar("void_beside", dig("void", "void_cards_beside_board"), 12)
    out.scalar("void_lose_at", dig("void", "lose_at"), 12)
    out.counts(
        "void_claimed", lambda v, s: list(dig("void", "claimed")(v, s) or {}), terrs,
        doc="territories the Void claimed",
    )  # fmt: skip
    out.counts("void_spent", dig("void", "spent_spaces"), spaces, doc="spent hut spaces")
    out.one_hot("build_territory", dig("build", "territory"), terrs)
    out.scalar("build_placed", dig("build", "placed"), 2)
    return out


def encoding_size(config: dict) -> int:
    return layout(config["map"]).size


def encode(view: dict, seat: int) -> list[float]:
    return layout(dig("board", "map")(view, seat) or "face-a").encode(view, seat)
