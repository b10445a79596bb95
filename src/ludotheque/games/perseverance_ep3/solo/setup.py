"""Solo setup (L2069-L2139): the main area as for 3 players (done by rules/setup.py), your
area without a goal card, then the Dissidents: supplies, reserve markers, the goal cards
A/B/C, the programmes, the action deck and row, and their start zones; you choose yours
among the three left."""

from __future__ import annotations

from ludotheque.core.errors import ConfigError
from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3.rules import placements
from ludotheque.games.perseverance_ep3.rules import setup as base
from ludotheque.games.perseverance_ep3.rules.tasks import push_all
from ludotheque.games.perseverance_ep3.solo.data import solo_data
from ludotheque.games.perseverance_ep3.solo.state import SoloState, seat_of
from ludotheque.games.perseverance_ep3.state import RANGER, WILD, PState

MODIFIERS = ("easier", "harder")


def levels() -> list[str]:
    return [name for name, _ in solo_data().levels]


def parse_level(spec) -> str:
    """'LEVEL' or 'LEVEL+easier' / 'LEVEL+harder' (L2954-L2974); None: the default."""
    data = solo_data()
    if spec is None or spec in ("", "dissidents"):
        return data.default_level
    if not isinstance(spec, str):
        raise ConfigError(f"dissidents must be a level name, got {spec!r}")
    if spec.startswith("dissidents/"):
        spec = spec[len("dissidents/") :]
    level, _, mod = spec.partition("+")
    allowed = ", ".join(levels())
    if level not in levels():
        raise ConfigError(
            f"unknown Dissidents level {level!r}; allowed: {allowed} "
            "(optionally +easier or +harder, L2954-L2966)"
        )
    if mod and mod not in MODIFIERS:
        raise ConfigError(f"unknown Dissidents modifier {mod!r}; allowed: easier, harder")
    return spec


def card_zone(s: PState, card: int, d: int) -> int:
    """A card's zone for dissident d: its printed zone, or d's programme zone under the
    programme symbol (L2131, L2437)."""
    data = solo_data()
    z = data.cards[card].zone
    names = (*base.ZONES, "wilderness")
    if z in names:
        return names.index(z)
    return names.index(data.programmes[s.solo.programmes[d]].zone)


def solo_setup(s: PState, rng: Rng, provisions: tuple) -> None:
    data = solo_data()
    comp = s.ctx.comp
    spec = s.ctx.config["dissidents"]
    level, _, mod = spec.partition("+")
    so = SoloState()
    s.solo = so
    so.level = level
    so.easier = mod == "easier"
    so.harder = mod == "harder"
    so.followers = dict(data.levels)[level]
    so.artefacts = 0
    so.goal_scored = -1
    so.discard = []
    so.slots = [-1, -1]
    so.marker = [0 if so.easier else data.track_start] * 2
    so.crates = [1 if so.harder else 0] * 2
    so.pairs = 0
    so.active = -1
    so.built = 0
    so.die_placed = False
    so.turns = 0
    so.log = []
    so.result = None
    so.flipped = False
    # Your area: no goal card (L2081).
    s.mut(0).goal = -1
    # The Dissidents' supplies (L2089-L2113): no rangers out, no resources, no crates; one
    # trained shieldhead and one trained raptor each.
    for d in (0, 1):
        p = s.mut(seat_of(d))
        s.supply[0] += p.home[1] + p.untrained[0]
        p.home = [0] * 5
        p.untrained = [0] * 4
        p.infirmary = [0] * 5
        p.rangers_out = s.ctx.comp.tables.value("supply")["rangers"]  # all left unused
        p.res = [0] * 4
        p.crates = [0, 0, 0]
        p.dice_left = 0
        p.followers = 0
        p.goal = -1
        for sp in data.start_trained:
            s.supply[sp] -= 1
            p.home[sp + 1] += 1
        assert p.home[RANGER] == 0
    # Goal cards A, B, C with three different officers (L2098-L2103).
    ids = [g.id for g in comp.goals]
    goals: list[int] = []
    for deck in data.goal_decks:
        cards = [ids.index(g) for g in deck]
        rng.shuffle(cards)
        taken = {comp.goals[g].officer for g in goals}
        goals.append(next(g for g in cards if comp.goals[g].officer not in taken))
    so.goals = goals
    # Programmes: the two whose officers are on no goal card (L2105-L2107).
    taken = {comp.goals[g].officer for g in goals}
    progs = [k for k, p in enumerate(data.programmes) if p.officer not in taken]
    rng.shuffle(progs)
    so.programmes = progs[:2]
    # Action deck (L2115-L2125): the reshuffle card with 2 others at the bottom.
    others = [k for k in range(len(data.cards)) if k != data.reshuffle]
    rng.shuffle(others)
    bottom = others[:2] + [data.reshuffle]
    rng.shuffle(bottom)
    so.deck = others[2:] + bottom
    so.row = [so.deck.pop(0) for _ in range(3)]  # L2127
    # Start zones (L2129-L2137).
    narek = card_zone(s, so.row[0], 0)
    camilla = card_zone(s, so.row[2], 1)
    if camilla == narek:
        order = data.start_order
        camilla = order[(order.index(narek) + 1) % len(order)]
    for d, z in ((0, narek), (1, camilla)):
        seat = seat_of(d)
        s.mut(seat).start_zone = z
        if z < WILD:
            placements.put_town_shelter(s, seat, z, placements.lowest_free(s, z), bonus=False)
        else:
            placements.put_wild_shelter(s, seat, ("outpost", 0))
        for o in range(len(s.influence)):
            placements.place_cube(s, seat, o)
        placements.place_cube(s, seat, s.officer_at[z])
    so.log = [f"Narek starts in {base.ZONE_NAMES[narek]}, Camilla in {base.ZONE_NAMES[camilla]}."]
    s.first = s.active = 0
    # Yours, among the three left, as "before you start playing" (L2139).
    push_all(s, [("start-zone", 0), ("start-place", -1, (0,), tuple(provisions))])


base.SOLO["setup"] = solo_setup
