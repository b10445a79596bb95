"""Solo and co-op: moving pieces out of a completely explored biome (L796-L808, ruling C12).

An action: choose a territory of a completely explored biome, lift one of your pieces at a
time (at most two) and put each in an open territory of another biome under the placement
rules; pay as for constructions in the source biome.
"""

from __future__ import annotations

from ludotheque.games.iwari.components.board import CK
from ludotheque.games.iwari.rules.build import to_pay
from ludotheque.games.iwari.rules.limits import max_huts
from ludotheque.games.iwari.rules.payment import can_pay
from ludotheque.games.iwari.rules.pieces import place_hut, place_totem
from ludotheque.games.iwari.rules.solo_control import biome_explored, movable_totem
from ludotheque.games.iwari.state import IwariState


def move_sources(s: IwariState, seat: int) -> list[int]:
    """Territories of a completely explored biome the seat holds a card of and has a piece
    in (L796) that could go somewhere: a lone totem with no territory of another biome
    under its limit stays put, and its territory is no source."""
    board, nt, h, o = s.ctx.board, s.ctx.tribes, s.hands, CK * seat
    out = []
    explored = [biome_explored(s, b) for b in range(5)]
    for t in range(board.num_territories):
        b = board.biome[t]
        if t == board.void_territory or not explored[b] or not h[o + b]:
            continue
        if (s.huts[t * nt + seat] and _targets(s, b, "hut")) or (
            movable_totem(s, t, seat) and _targets(s, b, "totem")
        ):
            out.append(t)  # only where a piece lifted has somewhere to go (no dead end)
    return out


def move_pick_options(s: IwariState) -> list[str]:
    """L796-L800: up to two of your pieces out of a territory of a completely explored
    biome, paid like constructions in that biome."""
    t, seat, board = s.move_from, s.active, s.ctx.board
    if s.placed and not (s.placed == 1 and can_pay(s.hands, CK * seat, board.biome[t], 2)):
        return []
    opts = []
    if move_targets(s, "hut"):
        opts = [f"lift {board.space_ids[x]}" for x in board.spaces[t] if s.owner[x] == seat]
    if movable_totem(s, t, seat) and move_targets(s, "totem"):
        opts.append("lift totem")
    if s.placed and opts:
        opts.append("stop")
    return opts


def move_targets(s: IwariState, piece: str) -> list[str]:
    return _targets(s, s.ctx.board.biome[s.move_from], piece)


def _targets(s: IwariState, b: int, piece: str) -> list[str]:
    """Where a piece lifted from a territory of biome b may go."""
    board = s.ctx.board
    out = []
    for t in range(board.num_territories):
        if s.control[t] >= 0 or board.biome[t] == b:
            continue  # to an open territory of another biome (L796)
        if piece == "hut":
            out += [f"to {board.space_ids[x]}" for x in board.spaces[t] if s.owner[x] < 0]
        elif (
            s.hut_total[t]
            and s.totem_total[t] < max_huts(s, t)
            and board.biome[t] != board.no_totem_biome  # Terres flottantes (L941)
        ):
            out.append(f"to totem {board.territory_ids[t]}")
    return out


def move_drop_options(s: IwariState) -> list[str]:
    return move_targets(s, s.lifted[0])


def start_move(s: IwariState, t: int) -> None:
    s.move_from = t
    s.build_territory = t
    s.tribe = s.active
    s.placed = 0
    s.phase = "move-pick"


def pick(s: IwariState, opt: str) -> str | None:
    """Lift a piece (then "move-drop" asks where it goes), or stop and pay."""
    ctx, seat, t = s.ctx, s.active, s.move_from
    if opt == "stop":
        return to_pay(s)
    if opt == "lift totem":
        stack = list(s.stacks[t])
        del stack[len(stack) - 1 - stack[::-1].index(seat)]
        s.stacks[t] = tuple(stack)
        s.totems[t * ctx.tribes + seat] -= 1
        s.totem_total[t] -= 1
        s.supply_totems[seat] += 1
        s.lifted = ("totem",)
    else:
        x = ctx.board.space(opt[5:])
        s.owner[x] = -1
        s.spent[x] = False
        s.huts[t * ctx.tribes + seat] -= 1
        s.hut_total[t] -= 1
        s.supply_huts[seat] += 1
        s.lifted = ("hut",)
    s.phase = "move-drop"
    return None


def drop(s: IwariState, opt: str) -> None:
    """Put the lifted piece down; the flow then resolves what it set off ("move")."""
    board = s.ctx.board
    if opt.startswith("to totem "):
        place_totem(s, s.active, board.territory(opt[9:]))
    else:
        place_hut(s, s.active, board.space(opt[3:]))
    s.lifted = None
    s.placed += 1
    s.resume = "move"
