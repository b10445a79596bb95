"""Encyclopedia's state: flat lists of small integers and tuples, so `copy()` is slices.

Ids: seats 0..n-1; dice 0..19 (die d has colour `cat.die_colour[d]`); Animals 0..74 and
Experts 0..54 index the catalogue. A seat's cards in study, published, and its active and
face-down Experts are tuples: they change a few times a turn, and a tuple is shared, not
copied, by `copy()`. Per-seat-and-category counts are flat tuples indexed `seat * 12 + k`
and the marks a tuple per Animal, for the same reason (they change only when a cube is
researched or published, and a search copies the state at every option it tries). The
decks, discard piles, round tokens, the Automas' priorities, the per-seat card lists
(study, published, Experts face up and not), the markets, the expedition spaces, the "5
cubes" tokens, the cubes in reserve, the seats still to act, the interrupts and the stamps
are lists shared by copies: once a state was copied (`shared`, on the copy and on the
original) the rules replace them (`replaced`, `appended`, markets.py, flow.py), never
change them in place; a state never copied (a random game) changes them in place.

Where a die is (`dloc`): BAG; a board slot `seat * 4 + slot` (0..15); ROLLED + seat
(rolled, not yet on its board); HELD (taken this turn); AREA_LOC + area (the central board:
Embassy, Bank, University, Academy, an expedition space); ON_CARD (on a reference Animal).
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.game import GameState
from ludotheque.core.rng import Rng
from ludotheque.games.encyclopedia.components import Catalog
from ludotheque.games.encyclopedia.texts import Texts

_new = object.__new__

BAG = -1
ROLLED = 16  # + seat; the individual boards are the locations below it (4 x seat + slot)
HELD = 20
AREA_LOC = 21  # + area index (EMBASSY..EXPEDITION): the central board
ON_CARD = 26
NCAT = 12

# Bits of `EncyclopediaState.mine`: the lists a state may write in place.
COINS, TOKENS, SEALS, REP, VP, DVAL, DLOC = 1, 2, 4, 8, 16, 32, 64
RARE = 128  # and the record of the fields written a few times a game (`Rare`)
ALL_MINE = 255

# The action in progress (`state.act`).
NO_ACT, ACT_EMBASSY, ACT_BANK, ACT_UNIVERSITY, ACT_ACADEMY, ACT_EXPEDITION, ACT_PUBLISH = range(7)


@dataclass(frozen=True)
class Context:
    """What a configuration fixes: shared by every copy, never changed."""

    config: dict
    cat: Catalog
    n: int
    automa: tuple  # per seat: (behaviour index, scoring index) or None
    academy_size: int
    space_start: tuple[int, ...]  # first index in `exp` of each continent's spaces
    humans: tuple[int, ...]
    tx: Texts  # every option text (texts.py)

    def is_automa(self, seat: int) -> bool:
        return self.automa[seat] is not None

    def has_automa(self) -> bool:
        """Whether an Automa sits at the table (search plays it differently): some seat
        is not a person's (asked at every evaluation, so read from `humans`)."""
        return len(self.humans) < self.n


class Rare:
    """The state's fields that a rule writes a few times a game (round tokens, discards,
    the setup and draft steps, the final breakdown): one record that copies share
    (`EncyclopediaState.rare`), read and written through the state's properties."""

    __slots__ = (
        "removed",  # Animals removed from the game by publications (tuple)
        "expert_discard",
        "animal_discard",
        "tokens_hidden",  # face-down round tokens, next first
        "tokens_unused",  # the tokens left in the box
        "tokens_revealed",
        "picks_left",  # setup Animals the acting seat still takes
        "draft_kind",  # "expert" or "animal" during a round-token draft
        "final",  # end-of-game breakdown once over
    )

    def copy(self) -> Rare:
        c = _new(Rare)
        c.removed = self.removed
        c.expert_discard = self.expert_discard
        c.animal_discard = self.animal_discard
        c.tokens_hidden = self.tokens_hidden
        c.tokens_unused = self.tokens_unused
        c.tokens_revealed = self.tokens_revealed
        c.picks_left = self.picks_left
        c.draft_kind = self.draft_kind
        c.final = self.final
        return c


def _rare_field(name: str) -> property:
    """`state.<name>`, kept in `state.rare`: written in place on the state's own record
    (`mine & RARE`), else on a copy of it, which becomes its own (a copy shares it)."""
    read = Rare.__dict__[name].__get__

    def fget(s: EncyclopediaState):
        return read(s.rare)

    def fset(s: EncyclopediaState, value) -> None:
        rare = s.rare
        if not s.mine & RARE:
            rare = s.rare = rare.copy()
            s.mine |= RARE
        setattr(rare, name, value)

    return property(fget, fset, doc=f"`Rare.{name}`, through `state.rare`.")


class EncyclopediaState(GameState):
    __slots__ = (
        "ctx",
        "rng",
        "cp",  # checkpoint counter (core.Game.checkpoint)
        "phase",  # the main flow's step; see flow.py
        "round",
        "first",  # holder of the first-player token
        # Read at every turn and every die drawn (a property of `rare` was a Python call
        # each: a random decision 0.8% dearer), so plain slots, though written once a round.
        "round_first",  # who opened this round's turns (turn order is fixed for the round)
        "dice_count",  # dice per player this round (4, or 5 with the extra die)
        "bank_used",  # a die went to the Bank this round (the token can no longer be taken)
        "active",  # the seat acting in the main flow
        "turn_open",  # between taking a die and the end of that turn
        "in_seal",  # the turn is an end-of-round Royal Seal action
        "coins",
        "tokens",  # expedition tokens
        "seals",
        "rep",  # position on the reputation track
        "vp",
        "cubes",  # research cubes in reserve
        "fives",  # "5 cubes" tokens not yet used
        "pub",  # seat*12 + category -> loose cubes on the Publication space (tuple)
        "pub5",  # seat*12 + category -> "5 cubes" tokens there (tuple)
        "study",  # seat -> Animals in study (tuple)
        "published",  # seat -> Animals collected (tuple)
        "marks",  # Animal -> bitmask of Types (bit t-1) holding its owner's cube (tuple)
        "experts",  # seat -> active (face-up) Experts (tuple)
        "covered",  # seat -> face-down or covered Experts (tuple)
        "university",  # market slots: Expert or -1
        "academy",  # market slots: Animal or -1
        "expert_deck",  # top is the end
        "animal_deck",
        "dval",  # die -> face value
        "dloc",  # die -> location
        "exp",  # expedition space -> die or -1
        "order",  # seats still to act in the current sequential step
        "held",  # the die in hand, or -1
        "col",  # the held die's colour for this action (after a recolour)
        "boost",  # value added to the held die (coins, seals)
        "act",
        "target",  # the action's Expert, Animal or continent
        "pool",  # expedition value left to spend
        "placed",  # cubes placed in this expedition
        "ptype",  # highest Type of this publication
        "cands",  # publication: Animals still to include or leave
        "incl",  # publication: Animals included
        "queue",  # interrupts to resolve now: ("pick", seat, kind) / ("place", seat, expert)
        "deferred",  # picks earned in another seat's turn: ("pick", seat, kind)
        "prio",  # seat -> Automa priorities, continents highest first (() for people)
        "log",  # recent public events (tuple of strings)
        # The fields a rule writes a few times a game (`Rare`), in one record shared by
        # copies: read and written through the properties below, the record copied at
        # the first write if it may be shared (`mine & RARE`). A search copies the state
        # at every option it tries: nine slots fewer to copy and free.
        "rare",
        # Not game state: per seat, a token replaced (`changed`) whenever its cards or its
        # cubes change (study, published, Experts face up or not, Publication cubes, the
        # marks on its Animals in study), and the evaluation's memo of what it worked out
        # from them, kept by that token (evaluation.projections); never in a snapshot.
        "stamp",
        "memo",
        # Not game state: True on a copy. A search works on copies and keeps one child of
        # the many it makes, so there `flow.advance` leaves a decision that surely has two
        # options unlisted (two_options.py); a game played move by move (a random playout
        # of the bench, a table) lists every decision it reaches, and skips the tests.
        "copied",
        # True once `copy()` made a copy of this state or made this state: its lists may
        # be shared with another state, so the rules replace them (`replaced`) rather
        # than write them; a state never copied (a random game) writes them in place.
        "shared",
        # Which of the seven lists written by most options (coins, tokens, seals, rep, vp,
        # dval, dloc: the bits below) are this state's own: `copy()` shares them and clears
        # every bit on both sides; a rule writes one through `own_coins(s)` and the like,
        # which copies it first when it is not its own (most options write one or two).
        # The bit RARE says the same of the record `rare` (written through properties).
        "mine",
    )

    # The fields kept in `rare` (class `Rare`), read and written as if they were slots.
    removed = _rare_field("removed")
    expert_discard = _rare_field("expert_discard")
    animal_discard = _rare_field("animal_discard")
    tokens_hidden = _rare_field("tokens_hidden")
    tokens_unused = _rare_field("tokens_unused")
    tokens_revealed = _rare_field("tokens_revealed")
    picks_left = _rare_field("picks_left")
    draft_kind = _rare_field("draft_kind")
    final = _rare_field("final")

    def copy(self) -> EncyclopediaState:
        """A copy whose lists a caller may write in place, as it may its own (tests and
        tools that edit a state by hand): `light_copy` with the seven lists it shares
        copied."""
        mine = self.mine
        c = self.light_copy()
        self.mine = mine  # its own lists are still its own: the copy gets copies of them
        c.coins = self.coins.copy()
        c.tokens = self.tokens.copy()
        c.seals = self.seals.copy()
        c.rep = self.rep.copy()
        c.vp = self.vp.copy()
        c.dval = self.dval.copy()
        c.dloc = self.dloc.copy()
        c.rare = self.rare.copy()
        c.mine = ALL_MINE
        return c

    def light_copy(self) -> EncyclopediaState:
        """The rules' copy (`Game.copy`: a search copies the state at every option it
        tries), which the rules alone change: every list is shared with this state."""
        c = EncyclopediaState.__new__(EncyclopediaState)
        c.decision = self.decision
        c.ctx = self.ctx
        c.rng = rng = _new(Rng)  # Rng.copy without its two calls (a search copies at every option)
        rng.state = self.rng.state
        c.cp = self.cp
        c.phase = self.phase
        c.round = self.round
        c.first = self.first
        c.round_first = self.round_first
        c.dice_count = self.dice_count
        c.bank_used = self.bank_used
        c.active = self.active
        c.turn_open = self.turn_open
        c.in_seal = self.in_seal
        c.coins = self.coins
        c.tokens = self.tokens
        c.seals = self.seals
        c.rep = self.rep
        c.vp = self.vp
        c.cubes = self.cubes
        c.fives = self.fives
        c.pub = self.pub
        c.pub5 = self.pub5
        c.study = self.study
        c.published = self.published
        c.marks = self.marks
        c.experts = self.experts
        c.covered = self.covered
        c.university = self.university
        c.academy = self.academy
        c.expert_deck = self.expert_deck
        c.animal_deck = self.animal_deck
        c.dval = self.dval
        c.dloc = self.dloc
        c.exp = self.exp
        c.order = self.order
        c.held = self.held
        c.col = self.col
        c.boost = self.boost
        c.act = self.act
        c.target = self.target
        c.pool = self.pool
        c.placed = self.placed
        c.ptype = self.ptype
        c.cands = self.cands
        c.incl = self.incl
        c.queue = self.queue
        c.deferred = self.deferred
        c.prio = self.prio
        c.log = self.log
        c.rare = self.rare  # shared: replaced when written (`_rare_field`)
        c.stamp = self.stamp
        c.memo = self.memo  # shared: a cache whose entries say what they were worked out from
        c.copied = True
        c.shared = True
        self.shared = True  # from now on it shares its lists with `c`
        c.mine = self.mine = 0
        return c


def new_state(ctx: Context, rng: Rng) -> EncyclopediaState:
    """Empty supplies and markets; setup (game.py) shuffles and deals."""
    cat, n = ctx.cat, ctx.n
    s = EncyclopediaState.__new__(EncyclopediaState)
    s.decision = None
    s.shared = False
    s.mine = ALL_MINE
    s.rare = r = _new(Rare)  # its fields set on it directly (the properties are a call each)
    s.ctx = ctx
    s.rng = rng
    s.cp = 1
    s.phase = "setup-pick"
    s.round = 0
    s.first = 0
    s.round_first = 0
    s.bank_used = False
    s.active = 0
    s.turn_open = False
    s.in_seal = False
    s.coins = [0] * n
    s.tokens = [0] * n
    s.seals = [0] * n
    s.rep = [0] * n
    s.vp = [0] * n
    s.cubes = [cat.cubes] * n
    s.fives = [cat.five_tokens] * n
    s.pub = (0,) * (n * NCAT)
    s.pub5 = (0,) * (n * NCAT)
    s.study = [()] * n
    s.published = [()] * n
    s.marks = (0,) * len(cat.animal_ids)
    s.experts = [()] * n
    s.covered = [()] * n
    s.university = [-1] * cat.university_size
    s.academy = [-1] * ctx.academy_size
    s.expert_deck = []
    r.expert_discard = []
    s.animal_deck = []
    r.animal_discard = []
    r.removed = ()
    s.dval = [0] * len(cat.die_colour)
    s.dloc = [BAG] * len(cat.die_colour)
    s.exp = [-1] * sum(len(sp) for sp in cat.spaces)
    r.tokens_hidden = []
    r.tokens_unused = []
    r.tokens_revealed = []
    s.dice_count = cat.dice_per_player
    s.order = []
    r.picks_left = 0
    r.draft_kind = ""
    s.held = -1
    s.col = -1
    s.boost = 0
    s.act = NO_ACT
    s.target = -1
    s.pool = 0
    s.placed = 0
    s.ptype = 0
    s.cands = ()
    s.incl = ()
    s.queue = []
    s.deferred = []
    s.prio = [()] * n
    r.final = None
    s.log = ()
    s.stamp = [object() for _ in range(n)]
    s.memo = new_memo(n)
    s.copied = False
    return s


def new_memo(n: int) -> list:
    """The evaluation's memo (evaluation.projections): per seat its last projection (with
    what it read: none yet), then per seat what its cards and cubes are worth, by stamp,
    then what they are worth by the cards and cubes themselves (any seat's)."""
    return [((), 0.0)] * n + [{} for _ in range(n + 1)]


def replaced(s: EncyclopediaState, items: list, i: int, value) -> list:
    """`items`, one of `s`'s lists, with entry `i` set to `value`: a new list when `s`
    shares its lists (`s.shared`: see the module docstring), else `items` itself."""
    if s.shared:
        items = items.copy()
    items[i] = value
    return items


def next_in_order(s: EncyclopediaState) -> int:
    """The first seat of `s.order`, taken off it (the rest as a new list if `s.shared`)."""
    order = s.order
    seat = order[0]
    if s.shared:
        s.order = order[1:]
    else:
        del order[0]
    return seat


def next_queued(s: EncyclopediaState) -> tuple:
    """The queue's first item, taken off it (the rest as a new list if `s.shared`)."""
    queue = s.queue
    item = queue[0]
    if s.shared:
        s.queue = queue[1:]
    else:
        del queue[0]
    return item


def appended(s: EncyclopediaState, items: list, item) -> list:
    """`items`, one of `s`'s lists, with `item` added at its end (a new list if `s.shared`)."""
    if s.shared:
        return [*items, item]
    items.append(item)
    return items


def changed(s: EncyclopediaState, seat: int) -> None:
    """The seat's cards or cubes changed: a new stamp, so the evaluation's memo, which
    keeps what they are worth by stamp, works it out again. Every rule that changes a
    seat's study, published Animals, Experts (face up, face down, covered), Publication
    cubes or the marks on its Animals in study calls this (tests/games/encyclopedia/
    test_speed_memo.py checks the memo against the plain projection)."""
    stamps = s.stamp  # `replaced` written out
    if s.shared:
        stamps = s.stamp = stamps.copy()
    stamps[seat] = object()


def changed_by(s: EncyclopediaState, seat: int, change: int) -> None:
    """`changed` for a change its number fixes (a cube researched: Animal and Type): the
    new stamp is the same object wherever the same change meets the same stamp, so the
    evaluation's memo finds what the cards are worth by stamp (a search researches the
    same cube from the same cards again and again) instead of by the cards themselves.
    A stamp names the seat's cards and cubes, and such a change is a function of them."""
    stamps = s.stamp
    if not s.copied:  # a game played move by move meets a change once: a new stamp
        changed(s, seat)
        return
    key = (stamps[seat], change)
    new = _after.get(key)
    if new is None:
        if len(_after) >= AFTER_KEPT:
            _after.clear()
        new = _after[key] = object()
    if s.shared:
        stamps = s.stamp = stamps.copy()
    stamps[seat] = new


def stamp_after(s: EncyclopediaState, seat: int, change: int) -> object | None:
    """The stamp `changed_by(s, seat, change)` would give, if it was given before (else
    None): what the evaluation's memo keeps the changed cards' worth by."""
    return _after.get((s.stamp[seat], change))


# (stamp, change) -> the stamp after it (`changed_by`), kept for that many before starting afresh.
_after: dict = {}
AFTER_KEPT = 8192


# The seven lists most options write, each for writing: the state's own list, copied first
# if it may be shared (`mine`). A rule writes them only through these (never `s.coins[x] =`):
# tests/games/encyclopedia/test_speed_shared.py plays a copy and its original apart. The
# writes a random decision makes most (a die placed, a coin or token spent, a step on the
# reputation track) test the bit where they write, `s.dloc if s.mine & DLOC else
# own_dloc(s)`: a call is about 600 instructions, a random decision 68,000.
# Written out one a list on purpose: one `own(s, name, bit)` through getattr and setattr
# would cost the hot path more than the repetition costs the reader.
def own_coins(s: EncyclopediaState) -> list:
    if s.mine & COINS:
        return s.coins
    s.mine |= COINS
    x = s.coins = s.coins.copy()
    return x


def own_tokens(s: EncyclopediaState) -> list:
    if s.mine & TOKENS:
        return s.tokens
    s.mine |= TOKENS
    x = s.tokens = s.tokens.copy()
    return x


def own_seals(s: EncyclopediaState) -> list:
    if s.mine & SEALS:
        return s.seals
    s.mine |= SEALS
    x = s.seals = s.seals.copy()
    return x


def own_rep(s: EncyclopediaState) -> list:
    if s.mine & REP:
        return s.rep
    s.mine |= REP
    x = s.rep = s.rep.copy()
    return x


def own_vp(s: EncyclopediaState) -> list:
    if s.mine & VP:
        return s.vp
    s.mine |= VP
    x = s.vp = s.vp.copy()
    return x


def own_dval(s: EncyclopediaState) -> list:
    if s.mine & DVAL:
        return s.dval
    s.mine |= DVAL
    x = s.dval = s.dval.copy()
    return x


def own_dloc(s: EncyclopediaState) -> list:
    if s.mine & DLOC:
        return s.dloc
    s.mine |= DLOC
    x = s.dloc = s.dloc.copy()
    return x
