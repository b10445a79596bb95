"""Iwari's state: plain lists of small integers, so that `copy()` is a handful of slices.

Card kinds are the biomes 0..4 and the Void card 5 (see board.CARDS); cards of one kind
are interchangeable, so hands, the river and the discards are counts per kind. Tribes are the seats 0..n-1, plus the neutral
tribe n in a 2-player game. Per-territory, per-tribe counts are flat lists indexed
`territory * tribes + tribe`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ludotheque.core.game import GameState
from ludotheque.core.rng import Rng
from ludotheque.games.iwari.components.board import CARDS, CK, Board

MODULES = ("union", "discovery", "honour", "respect")
EXPLOITS = ("courage", "veneration")
VENERATION_CARDS = ("dead-ends", "gold-tokens", "contested")  # contested: Le neant only
# Kinds of choice that interrupt play (the `choices` queue): module pawns, exploits,
# a storm piece's move, the walking totem, the end-of-game Veneration placement.
# In solo and co-op play: where a ruin goes among equally close spaces, where a Void
# colony acts among tied territories, and a player colony's free action.
UNION, DISCOVERY, HONOUR, RESPECT, COURAGE, VENERATION, STORM, WALKING = range(8)
RUIN, VOID_COLONY, FREE_ACTION = range(8, 11)
CHOICE_NAMES = MODULES + (
    "courage",
    "veneration",
    "storm",
    "walking-totem",
    "ruin",
    "void-colony",
    "free-action",
)
MODES = ("standard", "solo", "coop")
MODULE_PAWNS = (2, 2, 1, 1)  # ruling A2
HUTS_PER_TRIBE = 20  # 21 minus the score marker (L102)
TOTEMS_PER_TRIBE = 8
HAND_SIZE = 3
RIVER_SIZE = 4
COLONY_MIN = 4


@dataclass(frozen=True)
class Context:
    """What a game's configuration fixes: shared, never copied, never changed."""

    config: dict
    board: Board
    players: int
    tribes: int
    neutral: int  # the neutral tribe's index, or -1 without one
    modules: tuple[bool, bool, bool, bool]
    neutral_after_exchange: bool
    covered_connections_award: bool
    expeditions: tuple = ()  # the expedition card data, when the expansion's cards are used
    courage: bool = False
    veneration: str | None = None
    storms: bool = False
    walking_totem: bool = False
    mode: str = "standard"
    biomes: int = 5  # card kinds that build: 6 when Void cards are a biome (Le neant)
    solo: bool = False  # solo or co-op play against the Void
    void: int = -1  # the Void's tribe index when it has pieces (solo, co-op, some maps)
    void_threshold: int = 0  # Void-controlled territories that make the players lose
    # Option texts and their parsing, built once per game.
    build_opt: tuple[str, ...] = field(default=())
    hut_opt: tuple[str, ...] = field(default=())
    opt_territory: dict = field(default_factory=dict)
    opt_space: dict = field(default_factory=dict)
    opt_biome: dict = field(default_factory=dict)  # "take forest" / "discard forest" -> 0
    pay_cards: dict = field(default_factory=dict)  # "pay forest+tundra+tundra" -> (0, 1, 1)
    award_opt: dict = field(default_factory=dict)  # "union A3" -> (UNION, index)
    # Where Courage or Veneration goes: "courage A3" -> ("t", 2), "veneration 7" -> ("c", 6)
    exploit_place: dict = field(default_factory=dict)
    # Whether a placed piece can set anything off (module pawns, Courage, storms, the walking
    # totem): without any, placing skips the hooks (pieces.py), which would do nothing.
    piece_hooks: bool = True
    # (territory, biome, hut spaces, "build" option) of the territories cards can build in,
    # in order (rules/build.py lists them at every turn of every search rollout).
    build_sites: tuple = ()

    @property
    def any_module(self) -> bool:
        return any(self.modules)


def make_context(config: dict, board: Board, expedition_cards: tuple = ()) -> Context:
    players = config["players"]
    mode = config["mode"]
    neutral = players if players == 2 and mode == "standard" else -1
    void_pieces = mode != "standard" or board.void_territory >= 0 or board.locked_connections
    void = players + (1 if neutral >= 0 else 0) if void_pieces else -1
    mods = tuple(m in config["modules"] for m in MODULES)
    tids = board.territory_ids
    build_opt = tuple(f"build {t}" for t in tids)
    hut_opt = tuple(f"hut {s}" for s in board.space_ids)
    opt_biome = {}
    for b, name in enumerate(CARDS):
        opt_biome[f"take {name}"] = b
        opt_biome[f"discard {name}"] = b
    pay_cards = {}
    for b, name in enumerate(CARDS):
        pay_cards[f"pay {name}"] = (b,)
        pay_cards[f"pay {name}+{name}"] = (b, b)
        for x, other in enumerate(CARDS):
            if x != b:
                pay_cards[f"pay {name}+{other}+{other}"] = (b, x, x)
    award_opt = {}
    for t, tid in enumerate(tids):
        award_opt[f"union {tid}"] = (UNION, t)
        award_opt[f"discovery {tid}"] = (DISCOVERY, t)
    exploit_place = {}
    for i, c in enumerate(board.connections):
        award_opt[f"honour {c.number}"] = (HONOUR, i)
        award_opt[f"respect {c.number}"] = (RESPECT, i)
        for name in ("courage", "veneration"):
            exploit_place[f"{name} {c.number}"] = ("c", i)
    for t, tid in enumerate(tids):
        for name in ("courage", "veneration"):
            exploit_place[f"{name} {tid}"] = ("t", t)
    return Context(
        config=config,
        board=board,
        players=players,
        tribes=players + (1 if neutral >= 0 else 0) + (1 if void >= 0 else 0),
        neutral=neutral,
        modules=mods,
        neutral_after_exchange=config["neutral_after_exchange"],
        covered_connections_award=config["covered_connections_award"],
        expeditions=expedition_cards if config["expeditions"] else (),
        courage="courage" in config["exploits"],
        veneration=config["veneration_card"] if "veneration" in config["exploits"] else None,
        storms=config["storms"],
        walking_totem=config["walking_totem"],
        mode=mode,
        biomes=6 if board.void_biome else 5,
        solo=mode != "standard",
        void=void,
        void_threshold=config["void_threshold"] or (3 if mode == "solo" else 1),
        build_opt=build_opt,
        hut_opt=hut_opt,
        opt_territory={o: t for t, o in enumerate(build_opt)},
        opt_space={o: s for s, o in enumerate(hut_opt)},
        opt_biome=opt_biome,
        pay_cards=pay_cards,
        award_opt=award_opt,
        exploit_place=exploit_place,
        build_sites=tuple(
            (t, b, len(board.spaces[t]), build_opt[t])
            for t, b in enumerate(board.biome)
            if b < (6 if board.void_biome else 5)
        ),
        piece_hooks=any(mods)
        or "courage" in config["exploits"]
        or config["storms"]
        or config["walking_totem"],
    )


class IwariState(GameState):
    __slots__ = (
        "ctx",
        "rng",
        "phase",  # draft, turn, place, pay, award, discard, exchange-take, neutral, refill, over
        "first",
        "active",  # the seat whose turn it is
        "tribe",  # the tribe building now (the active seat, or the neutral tribe)
        "turn",
        "cp",  # checkpoint counter (core.Game.checkpoint)
        "hands",  # seat*CK + card kind -> count
        "known",  # seat*CK + card kind -> how many of those cards every seat knows (taken from the river)
        "river",  # card kind -> count
        "pile",  # biomes, top of the pile last
        "discard",  # card kind -> count
        "owner",  # hut space -> tribe, or -1
        "huts",  # territory*tribes + tribe -> huts
        "totems",  # territory*tribes + tribe -> segments
        "hut_total",  # territory -> huts of all tribes
        "totem_total",  # territory -> segments of all tribes
        "supply_huts",  # tribe -> huts left
        "supply_totems",  # tribe -> segments left
        "scores",  # tribe -> points
        "mid_scores",  # tribe -> points of the mid-game scoring (None before it)
        "final_parts",  # {"huts": [...], "totems": [...], "colonies": [...]} once over
        "mountains",  # tuple of covered connection indexes
        "exhaustions",
        "midgame_due",
        "end_triggered",
        "build_territory",
        "placed",  # constructions placed so far in the current build
        "explored",  # whether the build's territory was explored when the build began
        "pawns_left",  # module -> pawns not yet won
        "module_winners",  # module -> bitmask of tribes that won one
        "terr_pawns",  # territory -> [union, discovery] pawns
        "conn_pawns",  # connection -> Honour/Respect pawns
        "choices",  # queue of (kind, tribe, options, seat): choices that interrupt play
        "resume",  # what continues once the queue is empty: "build", "end_turn" or "final"
        "draft_seat",
        # Expansion pieces (L576-L653, L901-L932); inert when not configured.
        "expedition_cards",  # face-up expedition card indexes
        "expedition_claims",  # card slot*2 + 0/1 -> tribe that completed it first/second, or -1
        "expedition_scores",  # tribe -> points from expeditions
        "walking_scores",  # tribe -> points from the walking totem
        "courage",  # ("t", territory) / ("c", connection) once placed, "discarded", or None
        "veneration",  # same, placed at the end of the game
        "gold_tokens",  # territories holding a golden Veneration token
        "storms",  # connection indexes under a storm piece
        "metal",  # connection index under the walking metal totem, or -1
        "metal_flag",  # a totem went next to the metal totem this turn
        # Solo and co-op against the Void (L657-L867); inert in standard play.
        "control",  # territory -> -1 open, 0 players', 1 the Void's, -2 never claimed
        "void_pawn",  # connection index of the Void pawn
        "above",  # Void cards face up above the reserve
        "beside",  # Void cards set beside the board by corruptions
        "spent",  # hut space -> its piece belongs to a colony that used its free action
        "stacks",  # territory -> tribes of its totem segments, bottom first
        "effects",  # queue of automatic Void effects still to resolve
        "free_offers",  # colonies of the active player waiting to offer a free action
        "free",  # the current build is a colony's free action (no cards)
        "move_from",  # territory pieces are moved out of (move action), or -1
        "lifted",  # the piece being moved: ("hut", space) / ("totem",) or None
        "result",  # solo/co-op outcome once over: "players", "void", "void-colony"
        # Atlas maps (L462-L550).
        "ruins_kept",  # tribe -> ruins taken off purple spaces (Ile oubliee, 1 point each)
        "tundra_played",  # a Tundra card was played this turn (Terres flottantes, solo)
        "contested",  # contested token -> territory it was moved into, or -1 (Le neant)
        "contested_owner",  # contested token -> tribe whose tent stands on it, or -1
        "bonus",  # territory -> tents on contested tokens there (not on hut spaces)
        "determination",  # seat holding the determination token, or -1
    )

    def copy(self) -> IwariState:
        c = IwariState.__new__(IwariState)
        c.decision = self.decision
        c.ctx = self.ctx
        c.rng = self.rng.copy()
        c.phase = self.phase
        c.first = self.first
        c.active = self.active
        c.tribe = self.tribe
        c.turn = self.turn
        c.cp = self.cp
        c.hands = self.hands[:]
        c.known = self.known[:]
        c.river = self.river[:]
        c.pile = self.pile[:]
        c.discard = self.discard[:]
        c.owner = self.owner[:]
        c.huts = self.huts[:]
        c.totems = self.totems[:]
        c.hut_total = self.hut_total[:]
        c.totem_total = self.totem_total[:]
        c.supply_huts = self.supply_huts[:]
        c.supply_totems = self.supply_totems[:]
        c.scores = self.scores[:]
        c.mid_scores = self.mid_scores
        c.final_parts = self.final_parts
        c.mountains = self.mountains
        c.exhaustions = self.exhaustions
        c.midgame_due = self.midgame_due
        c.end_triggered = self.end_triggered
        c.build_territory = self.build_territory
        c.placed = self.placed
        c.explored = self.explored
        c.pawns_left = self.pawns_left[:]
        c.module_winners = self.module_winners[:]
        c.terr_pawns = self.terr_pawns[:]
        c.conn_pawns = self.conn_pawns[:]
        c.choices = self.choices[:]
        c.resume = self.resume
        c.draft_seat = self.draft_seat
        c.expedition_cards = self.expedition_cards
        c.expedition_claims = self.expedition_claims[:]
        c.expedition_scores = self.expedition_scores[:]
        c.walking_scores = self.walking_scores[:]
        c.courage = self.courage
        c.veneration = self.veneration
        c.gold_tokens = self.gold_tokens
        c.storms = self.storms[:]
        c.metal = self.metal
        c.metal_flag = self.metal_flag
        c.control = self.control[:]
        c.void_pawn = self.void_pawn
        c.above = self.above
        c.beside = self.beside
        c.spent = self.spent[:]
        c.stacks = self.stacks[:]
        c.effects = self.effects[:]
        c.free_offers = self.free_offers[:]
        c.free = self.free
        c.move_from = self.move_from
        c.lifted = self.lifted
        c.result = self.result
        c.ruins_kept = self.ruins_kept[:]
        c.tundra_played = self.tundra_played
        c.contested = self.contested[:]
        c.contested_owner = self.contested_owner[:]
        c.bonus = self.bonus[:]
        c.determination = self.determination
        return c


def new_state(ctx: Context, rng: Rng) -> IwariState:
    """An empty board with supplies full; the caller deals the cards."""
    board, nt = ctx.board, ctx.tribes
    s = IwariState.__new__(IwariState)
    s.decision = None
    s.ctx = ctx
    s.rng = rng
    s.phase = "turn"
    s.first = 0
    s.active = 0
    s.tribe = 0
    s.turn = 1
    s.cp = 1
    s.hands = [0] * (CK * ctx.players)
    s.known = [0] * (CK * ctx.players)
    s.river = [0] * CK
    s.pile = []
    s.discard = [0] * CK
    s.owner = [-1] * len(board.space_ids)
    s.huts = [0] * (board.num_territories * nt)
    s.totems = [0] * (board.num_territories * nt)
    s.hut_total = [0] * board.num_territories
    s.totem_total = [0] * board.num_territories
    s.supply_huts = [HUTS_PER_TRIBE] * nt
    s.supply_totems = [TOTEMS_PER_TRIBE] * nt
    s.scores = [0] * nt
    s.mid_scores = None
    s.final_parts = None
    s.mountains = ()
    s.exhaustions = 0
    s.midgame_due = False
    s.end_triggered = False
    s.build_territory = -1
    s.placed = 0
    s.explored = False
    s.pawns_left = [MODULE_PAWNS[m] if ctx.modules[m] else 0 for m in range(4)]
    s.module_winners = [0, 0, 0, 0]
    s.terr_pawns = [0] * (2 * board.num_territories)  # territory*2 + (UNION|DISCOVERY)
    s.conn_pawns = [0] * len(board.connections)
    s.choices = []
    s.resume = "build"
    s.draft_seat = -1
    s.expedition_cards = ()
    s.expedition_claims = []
    s.expedition_scores = [0] * nt
    s.walking_scores = [0] * nt
    s.courage = None
    s.veneration = None
    s.gold_tokens = ()
    s.storms = []
    s.metal = -1
    s.metal_flag = False
    s.control = [-1] * board.num_territories
    if board.void_territory >= 0:
        s.control[board.void_territory] = -2  # the purple Void territory is never claimed
    s.void_pawn = 0
    s.above = 0
    s.beside = 0
    s.spent = [False] * len(board.space_ids)
    s.stacks = [()] * board.num_territories
    s.effects = []
    s.free_offers = []
    s.free = False
    s.move_from = -1
    s.lifted = None
    s.result = None
    s.ruins_kept = [0] * nt
    s.tundra_played = False
    s.contested = [-1] * len(board.contested)
    s.contested_owner = [-1] * len(board.contested)
    s.bonus = [0] * board.num_territories
    s.determination = -1
    return s
