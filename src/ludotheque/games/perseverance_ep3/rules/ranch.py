"""The ranch: gaining ranch tiles from the offer and resolving ranch effects (L751-L772)."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.rules.effects import executor, resolve, supported
from ludotheque.games.perseverance_ep3.rules.piles import take
from ludotheque.games.perseverance_ep3.rules.tasks import push, register
from ludotheque.games.perseverance_ep3.state import MEMO_LIMIT, PState

ALL_CELLS = tuple(range(9))


def cell_name(c: int) -> str:
    return f"row {c // 3 + 1} column {c % 3 + 1}"


# A cell's "resolve ..." option, written once (hot path: every ranch decision wrote them).
_RESOLVE = tuple(f"resolve {cell_name(c)}" for c in range(9))


def cell_effect(s: PState, seat: int, c: int):
    p = s.players[seat]
    if p.ranch[c] >= 0:
        return s.ctx.comp.ranch[p.ranch[c]].effect
    return s.ctx.comp.players.leaders[p.leader].ranch_effects[c]


def refill_offer(s: PState, kind: int) -> None:
    """Slide left and reveal from that type's pile (L757)."""
    want = s.ctx.memo.get("ranch-offer-size")  # `Tables.value`, once per configuration
    if want is None:
        want = s.ctx.memo["ranch-offer-size"] = s.ctx.comp.tables.value("ranch_offer_per_type")
    if len(s.ranch_offer[kind]) >= want:
        return  # full: nothing to reveal (and the piles not copied to be written)
    offer = list(s.ranch_offer[kind])
    pile = s.own("ranch_piles")[kind]
    while len(offer) < want and pile:
        offer.append(take(pile, s.ranch_seen, kind))
        s.cp += 1  # a tile revealed
    s.ranch_offer[kind] = tuple(offer)


@executor("ranchtile")
def _ranchtile(s, seat, st, origin):
    push(s, "take-ranch", seat, "nobonus" not in st.words, "resolve" in st.words)
    return True


_TAKE: dict[int, tuple] = {}


def _take_names(comp) -> tuple:
    """Each ranch tile's "take ..." option and, back, the tile an option names (names
    are unique), written once per components (kept by identity, the entry holding them)."""
    got = _TAKE.get(id(comp))
    if got is None or got[0] is not comp:
        names = tuple(f"take {r.name}" for r in comp.ranch)
        got = _TAKE[id(comp)] = (comp, names, {n: i for i, n in enumerate(names)})
    return got


def _take_options(s, t):
    names = _take_names(s.ctx.comp)[1]
    return [names[i] for offer in s.ranch_offer for i in offer]


def _take_play(s, t, opt):
    seat, bonus, then = t[1:]
    i = _take_names(s.ctx.comp)[2][opt]  # the tile the option names, on offer
    for kind, offer in enumerate(s.ranch_offer):
        if i in offer:
            s.ranch_offer[kind] = tuple(x for x in offer if x != i)
            s.tasks.append(("refill-ranch", seat, kind))  # last, after the bonus (L757)
            s.tasks.append(("place-ranch", seat, i, bonus, then))
            return


register("take-ranch", _take_play, _take_options, "Choose a ranch tile from the offer.")
register("refill-ranch", lambda s, t, _: refill_offer(s, t[2]))


def _place_play(s, t, opt):
    seat, tile, bonus, then = t[1:]
    p = s.players[seat] if s.owned >> seat & 1 else s.mut(seat)  # `mut`, inline
    c = _PLACE.index(opt)
    was_empty = p.ranch[c] < 0
    p.ranch[c] = tile
    p.ranch_count += 1
    if then:
        resolve(s, seat, s.ctx.comp.ranch[tile].effect, ("row", c // 3))
    # Printed bonuses come once each, when first covered (L757, L772).
    if bonus and was_empty and not p.bonus_taken >> c & 1:
        p.bonus_taken |= 1 << c
        resolve(s, seat, s.ctx.comp.players.leaders[p.leader].ranch_bonuses[c], ("row", c // 3))


_PLACE = tuple(f"place on {cell_name(c)}" for c in ALL_CELLS)  # written once

register(
    "place-ranch",
    _place_play,
    lambda s, t: list(_PLACE),
    "Choose the ranch cell the tile covers.",
)


@executor("ranch")
def _ranch(s, seat, st, origin):
    push(s, "ranch", seat, st.n, ALL_CELLS, ())
    return True


def push_ranch(s: PState, seat: int, n: int, cells: tuple[int, ...]) -> None:
    s.tasks.append(("ranch", seat, n, cells, ()))


def supported_cells(s: PState, seat: int) -> tuple[bool, ...]:
    """Per ranch cell, whether its effect can be resolved (`supported`): it depends only
    on the seat's leader and ranch tiles, so the answer is kept per those in the context
    (every state of a configuration shares it, in its table "usable-rows"); the rows'
    counts (`secondary.usable_rows`) are read from it. Worked out with `cell_effect`
    inline: the ranch changes between most of a seat's secondary actions."""
    p = s.players[seat]
    key = ("cells", p.leader, *p.ranch)
    cache = s.ctx.memo.get("usable-rows")  # `Context.kept`, its common case inline
    if cache is None or len(cache) > MEMO_LIMIT:
        cache = s.ctx.kept("usable-rows")
    got = cache.get(key)
    if got is None:
        comp = s.ctx.comp
        tiles, printed = comp.ranch, comp.players.leaders[p.leader].ranch_effects
        ok = []
        for c, tile in enumerate(p.ranch):
            ok.append(supported(tiles[tile].effect if tile >= 0 else printed[c]))
        got = cache[key] = tuple(ok)
    return got


def _ranch_options(s, t):
    seat, _, cells, chosen = t[1:]
    ok = supported_cells(s, seat)
    opts = []
    for c in cells:  # a loop, not a comprehension (its frame): at every ranch decision
        if ok[c] and c not in chosen:
            opts.append(_RESOLVE[c])
    return opts


def _ranch_play(s, t, opt):
    seat, n, cells, chosen = t[1:]
    c = _RESOLVE.index(opt)  # one of `cells`: the options offered were theirs
    if n > 1:
        push(s, "ranch", seat, n - 1, cells, chosen + (c,))
    resolve(s, seat, cell_effect(s, seat, c), ("row", c // 3))


register("ranch", _ranch_play, _ranch_options, "Choose a ranch effect to resolve (different ones).")
