"""Setting the table (L242-L334): tiles, seals, objectives, specimens and turn order, all
drawn from the state's seeded generator. Crew cards and starting objectives come after,
as decisions (draft.py)."""

from __future__ import annotations

from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components.fireland_cards import (
    fireland_crew,
    fireland_objectives,
)
from ludotheque.games.darwins_journey.components.fireland_pieces import fireland_pieces
from ludotheque.games.darwins_journey.components.fireland_specials import fireland_specials
from ludotheque.games.darwins_journey.rules.alfred.turn import setup as alfred_setup
from ludotheque.games.darwins_journey.rules.animals import setup as animal_setup
from ludotheque.games.darwins_journey.rules.fireland import piles as fireland_piles
from ludotheque.games.darwins_journey.rules.fireland import scenarios as fire_scenarios
from ludotheque.games.darwins_journey.rules.fireland import state_part as fireland_part
from ludotheque.games.darwins_journey.rules.pirates import setup as pirate_setup
from ludotheque.games.darwins_journey.rules.scenarios import setup as scenario_setup
from ludotheque.games.darwins_journey.state import (
    ENVELOPES,
    Context,
    DarwinState,
    freeze,
    new_state,
)


def _draw(rng: Rng, items: list, k: int) -> list:
    items = list(items)
    rng.shuffle(items)
    return items[:k]


def _tiles(rng: Rng, ctx: Context, fixed, n: int, extra: int, k: int) -> list:
    """`k` of `n` tiles (the first game's `fixed` ones); with Fireland the last `extra` are
    its own (L1713): a uniform draw made on a copy of the stream, which then moves on as the
    draw without them would, so every later draw of a Fireland table stays that of part 1
    (rulings FL-R22, FL-R23)."""
    if ctx.first_game:
        return list(fixed)
    if not ctx.fireland:
        return _draw(rng, range(n), k)
    got = _draw(rng.copy(), range(n), k)
    _draw(rng, range(n - extra), k)
    return got


def setup(ctx: Context, rng: Rng) -> DarwinState:
    comp = ctx.comp
    tr = comp.tracks
    s = new_state(ctx, rng)
    fire_beagles, fire_letters = fireland_pieces() if ctx.fireland else ((), ())
    # Special Action tiles (L248-L258); solo reveals 4, the bottom tier stays empty (L1257).
    slots = comp.diaries.special_slots
    shown = tr.at("special_tiles_revealed", ctx.table)
    base = len(comp.specials) - ctx.pirates  # the Pirate tile is not drawn (L2180)
    fire_specials = len(fireland_specials().tiles) if ctx.fireland else 0
    tiles = _tiles(rng, ctx, comp.specials_first_game, base, fire_specials, len(slots))
    # A scenario card fixes the three kinds of tile (L2261, L1763): the Scenarios module's
    # (B1-B4, never with Fireland), Fireland's (F1-F4) or the Pirates' P1 (L2173).
    fire_card = fire_scenarios.layout(ctx) if ctx.fireland else scenario_setup.layout(ctx)
    card = fire_card or pirate_setup.layout(ctx)
    if card:
        tiles = card[0]
    if ctx.pirates:  # 5 drawn and the Pirate tile (L2180-L2184), unless P1 placed it
        if not ctx.pirate_card:
            tiles = pirate_setup.tiles(ctx, rng, tiles, shown)
        pirate_setup.treasures(s)
    tile = list(s.tile)
    for k, space in enumerate(slots):
        tile[space] = tiles[k] if k < shown else -1
    s.tile = tuple(tile)  # never changes again: shared by copies, a memo key as it is
    # Correspondence tiles (L261-L265).
    n = len(comp.letters)
    s.letters = _tiles(rng, ctx, comp.letters_first_game, n, len(fire_letters), ENVELOPES)
    if card:
        s.letters = card[1]
    # Standard seals less the ones removed for the player count (L267-L270), then the
    # Academy's 12 spaces (L272).
    removed = tr.at("removed_per_colour", ctx.table)
    s.pile = [c for c in range(4) for _ in range(tr.per_colour - removed)]
    if ctx.fireland:  # its Time seals join the pile (L1713, L1854)
        s.pile += fireland_part.time_seals()
    rng.shuffle(s.pile)
    for i in range(len(s.academy)):
        s.academy[i] = s.pile.pop()
    # Objectives (L274-L275): starting tiles aside, the others in two face-down piles.
    face_up = tr.at("objectives_face_up", ctx.table)
    for tier in (0, 1):
        deck = [i for i, o in enumerate(comp.objectives) if not o.starting and o.tier == tier]
        if ctx.fireland:  # its 12 tiles join the piles (L1713)
            deck = fireland_piles.shuffled(rng, deck, comp.objectives, fireland_objectives())
        else:
            rng.shuffle(deck)
        s.decks[tier] = deck
        s.display[tier] = [deck.pop() for _ in range(face_up)]
    # Turn order at random (L310); solo: Alfred first, the player second (L1259).
    rng.shuffle(s.order)
    if ctx.solo:
        s.order = [ctx.alfred, 1 - ctx.alfred]
    # HMS Beagle tiles (L282-L286, L312).
    n, goals = len(comp.beagles), len(comp.geo.ocean.beagle)
    s.beagles = _tiles(rng, ctx, comp.beagles_first_game, n, len(fire_beagles), goals)
    if card:
        s.beagles = card[2]
        if ctx.pirate_card:
            pirate_setup.announce(s)
        elif not ctx.fireland:  # a Fireland card is told with its penalties
            scenario_setup.announce(s)
    # Specimens on the flags used at this player count; the rest to the Museum (L288).
    fire_flags = _place_specimens(s, rng)
    if ctx.solo:
        alfred_setup(s)
    _deal_crew(s, rng)
    if ctx.animals:  # the Pet cards come before the crew cards (L2061, L2067)
        animal_setup.start(s)
    if ctx.fireland:  # its own table and pawns after the base ones (L1719-L1741)
        fireland_part.start(s, rng, fire_flags)
        fire_scenarios.place_penalties(s)  # a Fireland card's Time Penalty tiles (L1763)
    freeze(s)
    return s


def _place_specimens(s: DarwinState, rng: Rng) -> tuple | None:
    """The specimens on the flags used at this player count, the rest to the Museum (L288);
    with Fireland, on its side's flags (returned for its table)."""
    geo = s.ctx.comp.geo
    count = max(2, s.ctx.players)  # solo is set up as 2 players (L1255)
    tokens = list(range(len(geo.specimens)))
    rng.shuffle(tokens)
    fire_flags = None
    if s.ctx.fireland:  # the same draw onto the Fireland side's flags (ruling FL-R1)
        fire_flags = fireland_part.place_specimens(tokens, count)
    else:
        flags = [list(f) for f in s.flags]
        for t, space, mark in geo.flags():
            if mark <= count:
                flags[t][space] = tokens.pop()
        s.flags = [tuple(f) for f in flags]
    for cell in tokens:  # the leftovers' Museum tiles (L288)
        s.museum[cell] = True
    want = s.ctx.comp.tracks.at("specimens_left_over", s.ctx.table)
    assert len(tokens) == want, "map data and L288 leftovers disagree"
    return fire_flags


def _deal_crew(s: DarwinState, rng: Rng) -> None:
    """First game: cards 1-3, 4-6... by turn-order position (L344-L360). Otherwise a deal of
    4 (5 in solo) to draft from (L366-L378, L1267)."""
    comp = s.ctx.comp
    n = s.ctx.players
    if s.ctx.first_game:
        for pos, seat in enumerate(s.order):
            if seat != s.ctx.alfred:
                s.crew[seat] = tuple(comp.crew_first_game[pos])
                s.kept[seat] = None
        finish_crew(s)
        return
    deck = list(range(len(comp.crew)))
    if s.ctx.fireland:  # its 4 cards join the deck (L1713)
        deck = fireland_piles.shuffled(rng, deck, comp.crew, fireland_crew()[0])
    else:
        rng.shuffle(deck)
    k = comp.tracks.at("crew_dealt", s.ctx.table)
    s.hands = [sorted(deck[i * k : (i + 1) * k]) for i in range(n)]
    if s.ctx.solo:  # one hand of 5, the player's; Alfred has no crew (L1267, L1277)
        s.hands = [[] for _ in range(n)]
        s.hands[1 - s.ctx.alfred] = sorted(deck[:k])
    for seat, hand in enumerate(s.hands):
        for c in hand:
            s.seen[seat] |= 1 << c
    s.phase = "draft"
    s.active = 1 - s.ctx.alfred if s.ctx.solo else 0


def finish_crew(s: DarwinState) -> None:
    """Every seat takes the starting seal of each of its 3 crew cards from the pile and puts
    one on each of its 3 lower worker rows (L356-L358, ruling R3); then the pile is shuffled
    and the starting objective pairs are laid out (L382-L392)."""
    comp = s.ctx.comp
    pile = list(s.pile)
    for seat in range(s.ctx.players):
        if seat == s.ctx.alfred:
            continue  # his seals are printed on his board (rules/alfred/turn.py)
        top = s.rows[seat][0]
        rows = [top]
        for card in s.crew[seat]:
            colour = comp.crew[card].seal
            pile.remove(colour)
            rows.append((colour,))
        s.rows[seat] = tuple(rows)
        s.kept[seat] = None
    s.hands = ((),) * s.ctx.players
    s.rng.shuffle(pile)
    s.pile = tuple(pile)
    n_pairs = max(2, s.ctx.players)  # solo: 2 pairs, keep 1 (L1275)
    silver = [i for i, o in enumerate(comp.objectives) if o.starting and o.tier == 0]
    gold = [i for i, o in enumerate(comp.objectives) if o.starting and o.tier == 1]
    s.rng.shuffle(silver)
    s.rng.shuffle(gold)
    s.pairs = tuple(sorted(zip(silver[:n_pairs], gold[:n_pairs], strict=True)))
    s.phase = "pairs"
    s.active = s.order[-1]  # the rightmost on the Turn Order track picks first (L391)
    s.cp += 1
