"""Darwin's Journey's state: flat lists of small integers and tuples, so `copy()` is slices.

The log is a chain of (previous, text, length) links, newest first (`notes`): a note adds
one link and copies share the chain (a list copied at every `copy()` grew with the game; a tuple of
the last 40 texts rebuilt at every note cost more than the note's text). `log` reads it as
the tuple of its last LOG_KEEP texts, views show the last 20 (`recent`).

Per-seat values are lists indexed by seat. Per-seat collections that change rarely (seal
rows, crew cards, objective slots, explorers) are tuples replaced on change, so copying
their list is one slice. The values written in fewer than one decision in twenty (FROZEN:
the seal pile, the objective piles, the Academy, the turn order, VP...) are tuples
themselves, replaced on change (`replaced`), so a copy shares them instead of slicing each
(a search copies the state some ten times an iteration). The turn in progress is a stack
of `tasks` (tuples).

Seats are 0..n-1; workers 0 (top, printed Special seal), 1-3 (setup seal) and 4 (the 5th,
never any seal: L496-L498). Seal colours are names.COLOURS indexes, 4 the Special seal.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ludotheque.core.game import GameState
from ludotheque.core.rng import Rng
from ludotheque.games.darwins_journey.components import Components
from ludotheque.games.darwins_journey.components.alfred import alfred_data
from ludotheque.games.darwins_journey.components.fireland_cards import with_fireland_cards
from ludotheque.games.darwins_journey.components.fireland_pieces import with_fireland
from ludotheque.games.darwins_journey.components.fireland_specials import with_fireland_specials
from ludotheque.games.darwins_journey.components.pirates import regions, with_pirates
from ludotheque.games.darwins_journey.components.scenarios import with_scenarios

WORKERS = 5
FIFTH = 4
ENVELOPES = 3
SLOTS = 10  # silver 1-5, then gold 1-5
LOG_KEEP = 40  # log entries kept (views show the last 20)
CHAIN_MAX = 200  # links on the log's chain before it is cut back to LOG_KEEP
MEMO_MAX = 50_000  # entries in a Context's memo before it starts afresh


@dataclass(frozen=True)
class Context:
    """What a game's configuration fixes: shared, never copied, never changed."""

    config: dict
    comp: Components
    players: int
    solo: bool
    first_game: bool
    penalty: int  # placement penalty in an occupied Section (L440-L444)
    turn_order_coins: int  # L781
    section: tuple[int, ...]  # per space: its Section, -1 outside the Diaries
    sections: int
    members: tuple[tuple[int, ...], ...]  # per Section: its spaces
    table: int = 0  # the player-count column of the rulebook's tables: 1 in solo (digest 3.15)
    alfred: int = -1  # Alfred's seat in solo (L1221), -1 none
    level: int = -1  # Alfred's board (difficulty), an index of AlfredData.boards
    automa: object = None  # AlfredData in solo, else None
    great_ship: bool = False  # the Great Ship module (L2077-L2149): config modules
    pirates: bool = False  # the Pirates module (L2151-L2242): config modules
    pirate_top: bool = False  # its variant: the Pirate tile on a top space (L2184)
    pirate_card: bool = False  # its scenario card P1 sets the tiles and the ship (L2171)
    regions: object = None  # the Ocean's regions (components.pirates.Regions) with Pirates
    animals: bool = False  # the Animal Companion module (L2045-L2075): config modules
    animal_choice: bool = False  # its setup by choice (L2067), else for all (L2061)
    scenarios: bool = False  # the Scenarios module (L2244-L2351): config modules
    scenario: str = ""  # its scenario card, B1-B4 (L2261), "" for the shuffled piles (L2301)
    scenario_drawn: bool = False  # the card was drawn at setup (`scenario: "random"`, FL-R49)
    fireland: bool = False  # the Fireland expansion (L1612-L2041): config fireland
    # Results of pure functions of the components and tuples of the state (e.g. the crew
    # cards a seat may complete, from its cards and rows): `remember`. Never part of a state.
    memo: dict = field(default_factory=dict, compare=False, repr=False)


def remember(ctx: Context, key, value):
    """Store `value` in the context's memo (emptied when it grows past MEMO_MAX)."""
    memo = ctx.memo
    if len(memo) >= MEMO_MAX:
        memo.clear()
    memo[key] = value
    return value


def last_answers(ctx: Context, key: str) -> list:
    """One slot per seat in the context's memo for a rule's last answer to that seat,
    which the rule compares by identity of the tuples it read (tuples are replaced on
    change, so the same objects hold the same values) before hashing anything."""
    got = ctx.memo.get(key)
    if got is None:
        got = remember(ctx, key, [None] * ctx.players)
    return got


def note(s: DarwinState, text: str) -> None:
    """Add a public text to the log: one link on the chain that copies share (cut back to
    its last LOG_KEEP texts past CHAIN_MAX, so a state stays shallow to pickle)."""
    prev = s.notes
    if prev is None:
        s.notes = (None, text, 1)
        return
    n = prev[2]
    if n >= CHAIN_MAX:
        prev = _chain(recent(s, LOG_KEEP - 1))
        n = LOG_KEEP - 1
    s.notes = (prev, text, n + 1)


def _chain(texts) -> tuple | None:
    node = None
    for k, text in enumerate(texts, 1):
        node = (node, text, k)
    return node


def recent(s: DarwinState, k: int) -> list[str]:
    """The log's last `k` texts, oldest first: the same list as `list(s.log[-k:])`, its
    last answer kept (every seat's view of a position asks for it)."""
    node = s.notes
    last = _recent[0]
    if last[0] is node and last[1] == k:
        return last[2][:]
    out = []
    while node is not None and len(out) < k:
        node, text, _ = node
        out.append(text)
    out.reverse()
    _recent[0] = (s.notes, k, out)
    return out[:]


# `recent`'s last answer: (the chain it read, kept alive here, k, its texts), replaced whole.
_recent: list = [(None, -1, [])]


# Fields kept as tuples once set up, shared by copies and replaced whenever written
# (`replaced`); `hands`, `decks` and `display` are tuples of tuples. Setup fills them as
# lists, then `freeze` turns them into tuples.
FROZEN = (
    "order",
    "seen",
    "letters",
    "cup",
    "beagles",
    "pile",
    "academy",
    "discard",
    "row_coin",
    "flags",
    "banked",
    "camps",
    "spots",
    "a_deck",
    "a_drawn",
    "vp",
    "fifth",
    "crew_done",
    "tents",
    "lenses",
)
NESTED = ("hands", "decks", "display")


# What a seat's kept completions answer read (`watch`): a write drops the answer only if it
# read what was written. The Beagle's part is the seat's ship and the Beagle's position; a
# Scenarios or Fireland requirement read is taken to read everything (READ_ALL).
READ_RESEARCH, READ_THEORY, READ_ROWS, READ_STAMPS, READ_BEAGLE = 1, 2, 4, 8, 16
READ_TENTS, READ_LENSES, READ_EXPLORERS = 32, 64, 128
READ_ALL = 255


def forget(s: DarwinState, reads: int = READ_ALL) -> None:
    """Drop the kept completions (`kept`) of every seat whose answer read `reads`: a write
    that may change another seat's answer (the Beagle moving, a tent pitched, a lens
    placed: rare). Without `reads`, every seat's (a position written by hand)."""
    if reads == READ_ALL:
        s.kept = [None] * s.ctx.players
        return
    kept, watch = s.kept, s.watch
    for seat in range(s.ctx.players):
        if watch[seat][2] & reads:
            kept[seat] = None


# The watch of an answer that read everything: any write drops it.
WATCH_ALL = (0, 0, READ_ALL)


def freeze(s: DarwinState) -> None:
    """Turn the lists setup filled into the tuples play replaces (FROZEN, NESTED)."""
    for name in FROZEN:
        setattr(s, name, tuple(getattr(s, name)))
    for name in NESTED:
        setattr(s, name, tuple(map(tuple, getattr(s, name))))


def replaced(t: tuple, i: int, x) -> tuple:
    """`t` with its `i`-th item replaced by `x` (a state's tuples are never changed in place:
    copies share them)."""
    return (*t[:i], x, *t[i + 1 :])


def make_context(config: dict, comp: Components, drawn: str = "") -> Context:
    """The table's fixed facts; `drawn` is the card `scenario: "random"` drew at setup
    (rules/scenarios/config.py::draw_card), "" otherwise."""
    n = config["players"]
    alfred, level, automa = -1, -1, None
    for seat, spec in (config.get("automas") or {}).items():
        automa = alfred_data()
        alfred, level = int(seat), automa.board_index(spec.split("/")[1])
    table = 1 if alfred >= 0 else n
    scenarios = "scenarios" in (config.get("modules") or ())
    if scenarios:  # the module's pieces join the base ones (L2301), before the Pirates'
        comp = with_scenarios(comp, bool(config.get("fireland")))  # objectives by side: SC-R9
    if config.get("fireland"):  # its Beagle tiles join the base ones (L1713), before the Pirates'
        comp = with_fireland(comp)
        comp = with_fireland_specials(comp)  # its 9 Special Action tiles too (L1713)
        comp = with_fireland_cards(comp)  # and its objective tiles and crew cards (L1713)
    pirates = "pirates" in (config.get("modules") or ())
    if pirates:  # the module's crew cards and tile join the base ones (L2169, L2180)
        comp = with_pirates(comp)
    tr = comp.tracks
    bookmarks = n >= tr.bookmarks_at
    keys, section = {}, []
    for sp in comp.diaries.spaces:
        if sp.diary < 0:
            section.append(-1)
            continue
        small = comp.diaries.kinds[sp.diary] == "small"
        key = (sp.diary, sp.page if bookmarks and not small else None)  # L424-L436
        section.append(keys.setdefault(key, len(keys)))
    return Context(
        config=config,
        comp=comp,
        players=n,
        solo=alfred >= 0,
        first_game=config["first_game"],
        penalty=tr.at("penalty", table),
        turn_order_coins=tr.turn_order_coins_2p if n <= 2 else tr.turn_order_coins,
        section=tuple(section),
        sections=len(keys),
        members=tuple(tuple(i for i, x in enumerate(section) if x == k) for k in range(len(keys))),
        table=table,
        alfred=alfred,
        level=level,
        automa=automa,
        great_ship="great_ship" in (config.get("modules") or ()),
        pirates=pirates,
        pirate_top=pirates and bool(config.get("pirate_tile_top")),
        pirate_card=pirates and bool(config.get("pirate_scenario")),
        regions=regions(comp.geo.ocean) if pirates else None,
        animals="animal_companion" in (config.get("modules") or ()),
        animal_choice=config.get("animal_setup") == "choice",
        scenarios=scenarios,
        scenario=drawn or ("" if config.get("scenario") in (None, "none") else config["scenario"]),
        scenario_drawn=bool(drawn),
        fireland=bool(config.get("fireland")),
    )


class DarwinState(GameState):
    __slots__ = (
        "ctx",
        "rng",
        "cp",  # checkpoint counter (core.Game.checkpoint)
        "phase",  # draft, seals, pairs, action, reward, over
        "round",  # 1..5
        "order",  # seats in Turn Order, leftmost first (L534)
        "active",  # the seat deciding now
        "placed",  # whether the active seat placed its worker this turn
        "step",  # progress through the Reward phase (flow.py)
        "tasks",  # stack of pending sub-decisions (tuples), top last
        "notes",  # the log: (previous, text, length) links, newest first, None when empty
        # Setup.
        "hands",  # per seat: crew cards being drafted
        "seen",  # per seat: bitmask of crew cards it has held in a draft hand
        "pairs",  # starting objective pairs on offer: (silver, gold)
        # Board.
        "lens",  # per space: -1 locked, -2 open (printed or neutral), else owner seat
        "at",  # per space: tuple of (seat, worker) placed this round, in order
        "closed",  # bitmask of the spaces no worker may take: locked, or a lens space taken
        # (kept by every rule writing `lens` or `at`: `placement.reclose`, `close_bit`)
        "tile",  # per space: Special Action tile on it, -1 none (a tuple, set by setup)
        "letters",  # per envelope: Correspondence tile
        "stamps_on",  # flat per envelope * n + seat: stamps on that envelope
        "cup",  # per seat: stamps in the used-stamp cup (L734)
        "beagles",  # per Beagle space: tile index, -1 scored (flipped, L1137)
        "beagle",  # index of the Beagle's space in the Ocean's Beagle spaces
        "pile",  # face-down standard seals, top last
        "specials",  # Special seals left on the silver cup (L273)
        "academy",  # 12 scroll spaces (scroll * 3 + space): colour or -1
        "decks",  # [silver, gold] objective draw piles, top last
        "display",  # [silver, gold] face-up objectives on the board
        "discard",  # objectives removed at Cleanup
        "museum",  # per cell: tile in the Museum
        "row_coin",  # per Museum row: its coin still there (L302)
        "flags",  # per track: tuple of specimen per space, -1 none
        "banked",  # per track: bitmask of spaces whose gold banner / final bonus was taken
        "camps",  # per campsite: tuple of seat per tent space, -1 free
        "spots",  # Turn Order space, leftmost first: seats (L779)
        # Per seat.
        "coins",
        "vp",
        "tk",
        "theory",  # Evolution marker position
        "rows",  # per seat: tuple of 4 seal rows (tuples of colours); worker 4 has none
        "free",  # per seat: bitmask of workers on the personal board
        "fifth",  # per seat: the 5th worker unlocked (L1040)
        "crew",  # per seat: tuple of crew cards held
        "crew_done",  # per seat: tuple of (card, worker) completed (L1069-L1071)
        "reserve",  # per seat: tuple of objectives in the reserve (L789)
        "slots",  # per seat: tuple of SLOTS objective indexes or -1
        "done",  # per seat: bitmask of slots whose objective is completed (face down)
        "stacks",  # per seat: tuple of stamps left in each stack
        "tents",  # per seat: tuple of (campsite, space) per tent placed, in order (row k = k-th)
        "explorers",  # per seat: tuple per Island of the explorer's space, -1 none
        "ship",  # per seat: Ocean space
        "lenses",  # per seat: lens tokens left
        "research",  # per seat: bitmask of specimens researched
        # Per seat: the objectives and crew cards it may complete now (`objectives.
        # completions`, asked at nearly every decision), or None once something that answer
        # reads was written: its coins, research, theory, rows, stamp stacks, slots, done,
        # reserve, crew cards, completed ones, ship, tents and lenses (`camps`, `lens`), and
        # the Beagle's position. Every rule writing one of those drops it if the answer
        # read it (`watch`, `forget`).
        "kept",
        # Per seat: what its kept answer read, (lo, hi, reads): it holds while the seat's
        # coins stay in lo <= coins < hi, and while nothing in `reads` (READ_*) is written.
        "watch",
        "final",  # the end-of-game breakdown, once over
        # Alfred (solo, L1277-L1285); empty or 0 without him.
        "a_deck",  # his face-down Action cards, top last (hidden: L1285)
        "a_drawn",  # his face-up Action cards, in the order drawn (L1335)
        "a_bonus",  # his Bonus track pawn: space 1..length (L1283)
        "a_cards",  # his 2 Bonus-Track cards: (above space 5, above space 10) (L1282)
        "a_rest",  # his workers on the Rest space's hammocks this round (L1349)
        # The Great Ship module (L2077-L2149); all -1 and empty without it.
        "ships",  # per seat: its Great Ship card (an index of GreatShip.cards), -1 none
        "offer",  # the Great Ship cards face up still to take at setup (L2093)
        # The Pirates module (L2151-L2242); -1, 0 and zeros without it.
        "pirate",  # the pirate ship's Ocean region (Regions), -1 in the supply (L2177)
        "treasures",  # bitmask of the campsites still holding their Treasure (L2165)
        "hoard",  # per seat: Treasure tokens held by its board (a tuple, L2194)
        # The Animal Companion module (L2045-L2075); -1 and empty without it.
        "pets",  # per seat: its Pet card (an index of animal_data()), -1 none or used
        "pet_offer",  # the Pet cards face up still to take at setup, "all" (L2061)
        "pet_hands",  # per seat: the 2 cards drawn to keep 1, "choice" (L2067): hidden
        "pet_deck",  # the face-down Pet cards left to draw (hidden order)
        # Fireland (L1612-L2041, rules/fireland/state_part.py); None without it.
        "fire",  # the Fireland table (rules.fireland.table.FireTable), replaced on change
        "pawns",  # every seat's ships and explorers on its tracks (rules.fireland.pawns)
    )

    @property
    def log(self) -> tuple[str, ...]:
        """The last LOG_KEEP public texts of what happened, newest last."""
        return tuple(recent(self, LOG_KEEP))

    @log.setter
    def log(self, texts) -> None:
        self.notes = _chain(texts)

    def copy(self) -> DarwinState:
        """Slices only: tuples and ints inside are never changed in place, and the FROZEN
        tuples are shared."""
        c = DarwinState.__new__(DarwinState)
        c.decision = self.decision
        c.ctx = self.ctx
        c.rng = rng = _new_rng(Rng)  # Rng.copy() without its __init__ call
        rng.state = self.rng.state
        c.cp = self.cp
        c.phase = self.phase
        c.round = self.round
        c.active = self.active
        c.placed = self.placed
        c.step = self.step
        c.specials = self.specials
        c.beagle = self.beagle
        c.final = self.final
        c.a_bonus = self.a_bonus
        c.a_cards = self.a_cards
        c.a_rest = self.a_rest
        c.ships = self.ships  # tuples, replaced on change: shared
        c.offer = self.offer
        c.pirate = self.pirate
        c.treasures = self.treasures
        c.hoard = self.hoard  # a tuple, replaced on change: shared
        c.pets = self.pets
        c.pet_offer = self.pet_offer
        c.pet_hands = self.pet_hands
        c.pet_deck = self.pet_deck
        c.fire = self.fire  # immutable, replaced on change: shared
        c.pawns = self.pawns
        # FROZEN and NESTED: tuples, replaced on change, shared.
        c.order = self.order
        c.seen = self.seen
        c.letters = self.letters
        c.cup = self.cup
        c.beagles = self.beagles
        c.pile = self.pile
        c.academy = self.academy
        c.discard = self.discard
        c.row_coin = self.row_coin
        c.flags = self.flags
        c.banked = self.banked
        c.camps = self.camps
        c.spots = self.spots
        c.a_deck = self.a_deck
        c.a_drawn = self.a_drawn
        c.vp = self.vp
        c.fifth = self.fifth
        c.crew_done = self.crew_done
        c.tents = self.tents
        c.lenses = self.lenses
        c.hands = self.hands
        c.decks = self.decks
        c.display = self.display
        c.pairs = self.pairs
        c.tasks = self.tasks[:]
        c.notes = self.notes
        c.lens = self.lens[:]
        c.at = self.at[:]
        c.closed = self.closed
        c.tile = self.tile  # a tuple: setup's tiles never change
        c.stamps_on = self.stamps_on[:]
        c.museum = self.museum[:]
        c.coins = self.coins[:]
        c.tk = self.tk[:]
        c.theory = self.theory[:]
        c.rows = self.rows[:]
        c.free = self.free[:]
        c.crew = self.crew[:]
        c.reserve = self.reserve[:]
        c.slots = self.slots[:]
        c.done = self.done[:]
        c.stacks = self.stacks[:]
        c.explorers = self.explorers[:]
        c.ship = self.ship[:]
        c.research = self.research[:]
        c.kept = self.kept[:]
        c.watch = self.watch[:]
        return c


_new_rng = object.__new__


def new_state(ctx: Context, rng: Rng) -> DarwinState:
    """An empty table: every seat with its starting pieces (L314-L334), nothing dealt; lists
    for setup to fill (its end `freeze`s the FROZEN ones)."""
    comp = ctx.comp
    n = ctx.players
    start = comp.board.start
    geo = comp.geo
    s = DarwinState.__new__(DarwinState)
    s.decision = None
    s.ctx = ctx
    s.rng = rng
    s.cp = 1
    s.phase = "draft"
    s.round = 1
    s.order = list(range(n))
    s.active = 0
    s.placed = False
    s.step = 0
    s.tasks = []
    s.notes = None
    s.hands = [[] for _ in range(n)]
    s.seen = [0] * n
    s.pairs = ()
    s.lens = [-1 if sp.locked and not sp.neutral else -2 for sp in comp.diaries.spaces]
    s.at = [()] * len(comp.diaries.spaces)
    s.closed = sum(1 << i for i, x in enumerate(s.lens) if x == -1)  # `placement.closed`
    s.tile = (-1,) * len(comp.diaries.spaces)
    s.letters = [-1] * ENVELOPES
    s.stamps_on = [0] * (ENVELOPES * n)
    s.cup = [0] * n
    s.beagles = [-1] * len(geo.ocean.beagle)
    s.beagle = 0
    s.pile = []
    s.specials = comp.tracks.special_seals
    s.academy = [-1] * (len(comp.tracks.scroll_costs) * comp.tracks.scroll_spaces)
    s.decks = [[], []]
    s.display = [[], []]
    s.discard = []
    s.museum = [False] * len(geo.specimens)
    s.row_coin = [True] * geo.rows
    tracks = (geo.ocean, *geo.islands)
    s.flags = [tuple([-1] * len(t.ids)) for t in tracks]
    s.banked = [0] * len(tracks)
    s.camps = [tuple([-1] * len(c.costs)) for c in geo.campsites]
    s.spots = []
    s.coins = [start["coins"]] * n
    s.vp = [0] * n
    s.tk = [start["tk"]] * n
    s.theory = [0] * n
    s.rows = [((4,), (), (), ())] * n  # the top worker's printed Special seal (L496)
    s.free = [0b01111] * n
    s.fifth = [False] * n
    s.crew = [()] * n
    s.crew_done = [()] * n
    s.reserve = [()] * n
    s.slots = [tuple([-1] * SLOTS)] * n
    s.done = [0] * n
    s.stacks = [tuple(k for k, _ in comp.board.stacks)] * n
    s.tents = [()] * n
    s.explorers = [(0, -1, -1)] * n  # one explorer on the leftmost Island's start (L292)
    s.ship = [0] * n
    s.lenses = [start["lenses"]] * n
    s.research = [0] * n
    s.kept = [None] * n
    s.watch = [WATCH_ALL] * n
    s.final = None
    s.a_deck = []
    s.a_drawn = []
    s.a_bonus = 0
    s.a_cards = ()
    s.a_rest = ()
    s.ships = (-1,) * n
    s.offer = ()
    s.pirate = -1
    s.treasures = 0
    s.hoard = (0,) * n
    s.pets = (-1,) * n
    s.pet_offer = ()
    s.pet_hands = ((),) * n
    s.pet_deck = ()
    s.fire = None
    s.pawns = None
    return s


def explorers_left(s: DarwinState, seat: int) -> int:
    """Explorers still on the personal board (3 in all, L316)."""
    return s.ctx.comp.board.start["explorers"] - sum(1 for x in s.explorers[seat] if x >= 0)
