"""Setting up a game (L305-L491): the main area, the wilderness, goal cards, player
boards, the 2-player dissident, then the start zones chosen in reverse order."""

from __future__ import annotations

from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3.components.effects import SPECIES, ZONES
from ludotheque.games.perseverance_ep3.rules import placements
from ludotheque.games.perseverance_ep3.rules.adventures_offer import refill_adventures
from ludotheque.games.perseverance_ep3.rules.effects import resolve
from ludotheque.games.perseverance_ep3.rules.ranch import refill_offer
from ludotheque.games.perseverance_ep3.rules.tasks import push, push_all, register
from ludotheque.games.perseverance_ep3.state import (
    BLOCKED,
    EMPTY,
    NEUTRAL,
    REMINDER,
    WILD,
    Context,
    Player,
    PState,
    new_state,
)

ZONE_NAMES = ZONES + ("wilderness",)
SOLO: dict = {}  # the solo mode's setup (solo/setup.py registers it)


def roll(s: PState) -> int:
    return s.rng.below(len(s.ctx.comp.board.faces))


def setup(ctx: Context, rng: Rng) -> PState:
    comp, n, cfg = ctx.comp, ctx.players, ctx.config
    t = comp.tables
    s = new_state(ctx, rng)
    s.phase = "zones"
    s.tasks = []
    s.turn_flags = 0
    s.step = 0
    # Main area (L309-L366).
    s.temple_free = 7
    s.temples = 0
    s.temples_done = 0
    s.decks, s.offers = [], []
    for r in range(3):
        deck = [a.index for a in comp.adventures if a.kind == "wild" and a.region == r]
        rng.shuffle(deck)
        s.decks.append(deck)
        s.offers.append(())
    s.pile_seen, s.deck_seen, s.ranch_seen = [0, 0, 0], [0, 0, 0], [0, 0, 0, 0]
    s.unlocked = [True, False, False]  # blockers on the Jungle and Hills decks (L311)
    refill_adventures(s, 0)
    s.piles = []
    for r in range(3):
        pile = [x.index for x in comp.exploration if x.region == r]
        rng.shuffle(pile)
        pile.insert(t.reminders[r][n] - 1, REMINDER)  # counted from the top (L313-L318)
        s.piles.append(pile)
    s.reminder_out = [False, False, False]
    s.ranch_piles, s.ranch_offer = [], []
    for k in range(4):
        pile = [x.index for x in comp.ranch if x.type == k]
        rng.shuffle(pile)
        s.ranch_piles.append(pile)
        s.ranch_offer.append(())
        refill_offer(s, k)
    # Structures: tiles 1-4 with a random face on their zones, 5-8 wait (L321, L339).
    s.structures, s.structure_owner = [], []
    for z in range(4):
        lower = [f.index for f in comp.structures if not f.upper and f.zone == z]
        s.structures.append([lower[rng.below(len(lower))], -1])
        s.structure_owner.append([EMPTY, EMPTY])
    s.upper_stack = [tile for tile in range(5, 9)]
    s.portal_owner = EMPTY
    s.tile = 0
    s.tile_stack = list(range(1, len(t.assembly_tiles)))  # II on top ... VIII (L341)
    s.assemblies = 0
    # Dice (L345, L446): neutral dice, 2 per player, 2 for the dissident.
    who = [NEUTRAL] * t.value("neutral_dice", n)
    for seat in range(n):
        who += [seat] * t.value("player_dice_in_pool")
    if ctx.dissident >= 0:
        who += [ctx.dissident] * t.value("dissident_dice")
    s.pool = [(w, roll(s)) for w in who]
    s.zone_dice = [(EMPTY,) * len(comp.board.faces) for _ in range(4)]
    spaces = ctx.shelter_spaces
    s.zone_shelters = [(EMPTY,) * spaces for _ in range(4)]
    s.zone_leader = [EMPTY] * 4
    s.zone_thunder = [EMPTY] * 4
    # Officers (L347-L356, L1424-L1428) and provisions (L358-L366).
    officers = comp.players.officers
    oid = [o.id for o in officers]
    wild = oid.index(comp.players.wild_officer)
    if cfg["random_officers"]:
        order = list(range(len(officers)))
        rng.shuffle(order)
        s.officer_at = order
    elif cfg["first_game"]:
        s.officer_at = [oid.index(comp.players.first_game_officers[z]) for z in ZONES] + [wild]
    else:
        town = [i for i in range(len(officers)) if i != wild]
        rng.shuffle(town)
        s.officer_at = town + [wild]
    s.influence = [[0] * (n + (1 if ctx.dissident >= 0 else 0)) for _ in officers]
    if cfg["first_game"]:
        first = comp.players.first_game_provisions
        provisions = [first[z] - 1 for z in ZONE_NAMES]
    else:
        tiles = list(range(len(comp.players.provisions)))
        rng.shuffle(tiles)
        provisions = tiles[:5]
    # Wilderness (L368-L377).
    board = comp.board
    nloc = len(board.locations)
    s.supply = [t.value("dino_supply")[sp] for sp in SPECIES]
    s.loc_tile = [-1] * nloc
    s.loc_hidden = [False] * nloc
    s.loc_dino = [EMPTY] * nloc
    s.loc_dino_kind = [-1] * nloc
    s.loc_wild = [loc.wild for loc in board.locations]
    s.loc_shelters = [()] * nloc
    s.outpost = [(), ()]
    if ctx.dissident >= 0:
        _dissident_wilderness(s)
    for w in s.loc_wild:
        if w >= 0:
            s.supply[w] -= 1
    # Goal cards (L381-L397, L465).
    goals = _deal_goals(s, rng)
    # Players (L401-L441).
    s.players = [_new_player(s, seat, goals[seat]) for seat in range(n)]
    if cfg.get("dissidents") is not None:  # solo: the Dissidents, then your zone
        SOLO["setup"](s, rng, tuple(provisions))
        return s
    s.first = cfg["first_player"] if cfg["first_player"] is not None else rng.below(n)
    s.active = s.first
    # Before play (L469-L484): start zones, from the last player counter-clockwise.
    order = [(s.first - 1 - k) % n for k in range(n)]
    push_all(
        s,
        [("start-zone", seat) for seat in order]
        + [("start-place", -1, tuple(order), tuple(provisions))],
    )
    return s


def _dissident_wilderness(s: PState) -> None:
    """2-player steps 3-6 (L447-L450): the dissident's dinos and face-down tiles on the
    three locations with its symbol; 2-player step 7: die blockers (L456-L463)."""
    board, d = s.ctx.comp.board, s.ctx.dissident
    for loc in board.locations:
        if loc.dissident >= 0:
            s.loc_wild[loc.index] = -1
            s.loc_dino[loc.index] = d
            s.loc_dino_kind[loc.index] = loc.dissident
            s.supply[loc.dissident] -= 1
            pile = s.own("piles")[loc.region]
            s.loc_tile[loc.index] = pile.pop()  # the bottom tile, unseen
            s.loc_hidden[loc.index] = True
    for z in range(4):
        row = list(s.zone_dice[z])
        row[s.rng.below(len(row))] = BLOCKED  # ruling R11: each zone independently
        s.zone_dice[z] = tuple(row)


def _deal_goals(s: PState, rng: Rng) -> list[int]:
    """One card per officer deck, shuffled, one dealt to each (L385-L390); 2 players:
    one more, face down, for its shared officer goal (L465)."""
    comp = s.ctx.comp
    n = s.ctx.players
    deck = []
    for o in comp.players.officers:
        cards = [g.index for g in comp.goals if g.officer == o.id]
        rng.shuffle(cards)
        deck.append(cards[0])
    rng.shuffle(deck)
    s.goal_extra = deck[n] if s.ctx.dissident >= 0 else -1
    return deck[:n]


def _new_player(s: PState, seat: int, dealt: int) -> Player:
    ctx = s.ctx
    t = ctx.comp.tables
    p = Player()
    cfg = ctx.config
    ids = [x.id for x in ctx.comp.players.leaders]
    p.leader = ids.index(cfg["leaders"][seat])
    p.followers = t.value("start_followers")
    home = t.value("start_home")
    p.res = [home.get(k, 0) for k in ("food", "debris", "ir", "gb")]
    units = t.value("start_units")
    p.home = [units["rangers_home"], units["trained_sh"], 0, 0, 0]
    p.tired = [0] * 5
    p.infirmary = [units["rangers_wounded"], 0, 0, 0, 0]
    p.cover = True
    p.untrained = [units["untrained_sh"], 0, 0, 0]
    s.supply[0] -= units["trained_sh"] + units["untrained_sh"]
    sup = t.value("supply")
    p.rangers_out = sup["rangers"] - units["rangers_home"] - units["rangers_wounded"]
    p.leader_at = "home"
    p.mounted = False
    p.leader_down = False
    p.crates = [0, 0, 0]
    for r in t.value("start_crates")["rows"]:
        p.crates[r] += 1
    p.ranch = [-1] * 9
    p.bonus_taken = 0
    p.ranch_count = 0
    p.artefacts = 0
    p.dice_left = sup["player_dice"] - t.value("player_dice_in_pool")
    p.shelters = sup["shelters"]
    p.cubes = sup["cubes"]
    p.adventure = -1
    p.adv_step = 0
    p.adv_units = [0] * 5
    p.adv_leader = False
    p.done_wild = p.done_temple = p.started_wild = p.started_temple = 0
    p.turns = 0
    p.goal = dealt
    if cfg["first_game"]:  # the suggested cards (L392-L397)
        want = _FIRST_GOALS[cfg["leaders"][seat]]
        p.goal = next(g.index for g in ctx.comp.goals if g.id == want)
    p.goal_shown = False
    p.start_zone = -1
    p.threat = 0
    return p


_FIRST_GOALS = {"jack": 15, "keoni": 9, "phoenix": 6, "adelita": 1}  # L392-L397


# ----- start zones -----------------------------------------------------------------------
def _zone_options(s, t):
    taken = {p.start_zone for p in s.players}
    return [f"start in {ZONE_NAMES[z]}" for z in range(5) if z not in taken]


def _zone_play(s, t, opt):
    s.mut(t[1]).start_zone = ZONE_NAMES.index(opt[9:])


register("start-zone", _zone_play, _zone_options, "Choose your start zone (L473).")


def _start_place(s, t, _):
    """Steps 2-4 (L474-L478), then the 2-player steps 5-7 (L482-L484)."""
    order, provisions = t[2], t[3]
    n_off = len(s.influence)
    for seat in order:
        z = s.players[seat].start_zone
        if z < WILD:
            placements.put_town_shelter(s, seat, z, placements.lowest_free(s, z), bonus=False)
        else:
            placements.put_wild_shelter(s, seat, ("outpost", 0))
        for o in range(n_off):
            placements.place_cube(s, seat, o)
        placements.place_cube(s, seat, s.officer_at[z])
    tasks = []
    for seat in order:
        tasks.append(("provisions", -1, seat, provisions[s.players[seat].start_zone]))
    if s.ctx.dissident >= 0:
        tasks.append(("dissident-start", -1))
    tasks.append(("begin", -1))
    push_all(s, tasks)


register("start-place", _start_place)


def _provisions(s, t, _):
    resolve(s, t[2], s.ctx.comp.players.provisions[t[3]])


register("provisions", _provisions)


def _dissident_start(s, t, _):
    """2-player steps 5-7 (L482-L484)."""
    d = s.ctx.dissident
    chosen = {p.start_zone for p in s.players}
    for z in range(4):
        if z in chosen:
            s.own("structures")[z][0] = -1  # removed from the game
        else:
            placements.put_town_shelter(s, d, z, placements.lowest_free(s, z), bonus=False)
            placements.place_cube(s, d, s.officer_at[z])
    if WILD in chosen:
        seat = next(i for i, p in enumerate(s.players) if p.start_zone == WILD)
        push(s, "remove-structure", seat)
    else:
        placements.put_wild_shelter(s, d, ("outpost", 0))
        placements.place_cube(s, d, s.officer_at[WILD])


register("dissident-start", _dissident_start)


def _remove_options(s, t):
    return [
        f"remove {placements.structure_name(s, z, 0)}" for z in range(4) if s.structures[z][0] >= 0
    ]


def _remove_play(s, t, opt):
    for z in range(4):
        if s.structures[z][0] >= 0 and f"remove {placements.structure_name(s, z, 0)}" == opt:
            s.own("structures")[z][0] = -1
            return


register(
    "remove-structure",
    _remove_play,
    _remove_options,
    "Choose a structure to remove from the game (2 players, L482; ruling R13).",
)
