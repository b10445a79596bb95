"""Perseverance Ep3's state: plain slots of small integers, lists and tuples.

`copy()` copies lists one level deep (tuples are shared: they are replaced, never
changed in place), so a search can copy a state cheaply. Per-seat data lives in `Player`
objects, which a copy shares with its source until one of them writes it (`PState.mut`:
most applies write one seat's Player, a copy used to copy them all), and so are the
board's tables of rows (`PState.own`: structures, piles, decks, influence); the dissident of
the 2-player game (L443-L467) is an extra seat index `n` in the tables that it takes part
in (dice, shelters, cubes, wilderness dinos), never a Player.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ludotheque.core.game import GameState
from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3.components import Components

NEUTRAL = -1  # owner of a neutral die
EMPTY = -1
BLOCKED = -2  # a die space under a 2-player die blocker (L456-L463)
REMINDER = -1  # the assembly reminder tile inside an exploration pile (L313-L319)
WILD = 4  # index of the wilderness among the five zones (4 town zones + the wilderness)
# Unit codes: rangers, then trained dinos by species (sh, r, th, ij).
RANGER, TSH, TR, TTH, TIJ = range(5)
UNITS = ("ranger", "tsh", "tr", "tth", "tij")


MEMO_LIMIT = 4096  # answers a memo table keeps before it starts afresh (Context.kept)


@dataclass(frozen=True)
class Context:
    """What the configuration fixes: shared by every copy, never changed."""

    config: dict
    comp: Components
    players: int
    side: str  # "2-3" or "4" (L309, L341)
    dissident: int  # seat index of the 2-player dissident, -1 without one
    turns: int
    shelter_spaces: int  # per town zone on this side
    # Values worked out once per configuration from the components (e.g. the names a
    # view writes: view.py). Never part of a state.
    memo: dict = field(default_factory=dict, compare=False, repr=False)

    def __getstate__(self) -> dict:
        """A context travels (to the server's agent workers, pickled with its state)
        without its memo: the memo holds shortcuts, some of them functions that do not
        pickle, and the receiving process works them out again."""
        return {**self.__dict__, "memo": {}}

    def kept(self, name: str) -> dict:
        """The `memo` table `name` of answers kept by what they read (the rules'
        shortcuts), started afresh once it holds MEMO_LIMIT answers, so that a long
        search cannot grow it without end."""
        table = self.memo.get(name)
        if table is None or len(table) > MEMO_LIMIT:
            table = self.memo[name] = {}
        return table


class Player:
    """One seat's player board and personal supply (L401-L441)."""

    __slots__ = (
        "leader",  # Leader index
        "followers",
        "res",  # [food, debris, ir, gb] (L503)
        "home",  # available units by code (RANGER, TSH...) (L527)
        "tired",  # exhausted units by code
        "infirmary",  # wounded units by code
        "cover",  # whether the infirmary cover is still on (L433, L656)
        "untrained",  # untrained dinos by species in Home
        "rangers_out",  # rangers defeated or never recruited: the personal supply
        "leader_at",  # "home", "tired", "zone:k", "ts:k" (thunderhorn space), "loc:i", "adventure"
        "mounted",
        "leader_down",  # laid down on its adventure after a wound (L1206)
        "crates",  # crates per ranch row (3 rows)
        "ranch",  # 9 cells: ranch tile index or -1
        "bonus_taken",  # bit per cell: its printed placement bonus was gained (L772)
        "ranch_count",  # ranch tiles placed, covered ones included
        "artefacts",  # bit per artefact (ARTEFACTS order)
        "dice_left",  # player dice still in the personal supply (L415)
        "shelters",  # shelters left in the personal supply (16, L413)
        "cubes",  # cubes left in the personal supply (18, L414)
        "adventure",  # adventure index in progress, -1 without one
        "adv_step",  # the step the next adventure resolution plays (1 or 2)
        "adv_units",  # units on the adventure by code, plus the leader as a flag
        "adv_leader",
        "done_wild",  # completed wilderness adventures (count)
        "done_temple",  # completed temple adventures
        "started_wild",  # started (in progress or completed) wilderness adventures
        "started_temple",
        "turns",  # turns played; the adventure marker's position (L1220)
        "goal",  # goal card index (secret until the end of the 8th turn, L383)
        "goal_shown",
        "start_zone",
        "threat",  # marker on the threat track (deterministic combat, L1416-L1422)
    )

    def copy(self) -> Player:
        """Lists copied one level, the rest shared (ints, bools, strings)."""
        p = Player.__new__(Player)
        p.leader = self.leader
        p.followers = self.followers
        p.res = self.res[:]
        p.home = self.home[:]
        p.tired = self.tired[:]
        p.infirmary = self.infirmary[:]
        p.cover = self.cover
        p.untrained = self.untrained[:]
        p.rangers_out = self.rangers_out
        p.leader_at = self.leader_at
        p.mounted = self.mounted
        p.leader_down = self.leader_down
        p.crates = self.crates[:]
        p.ranch = self.ranch[:]
        p.bonus_taken = self.bonus_taken
        p.ranch_count = self.ranch_count
        p.artefacts = self.artefacts
        p.dice_left = self.dice_left
        p.shelters = self.shelters
        p.cubes = self.cubes
        p.adventure = self.adventure
        p.adv_step = self.adv_step
        p.adv_units = self.adv_units[:]
        p.adv_leader = self.adv_leader
        p.done_wild = self.done_wild
        p.done_temple = self.done_temple
        p.started_wild = self.started_wild
        p.started_temple = self.started_temple
        p.turns = self.turns
        p.goal = self.goal
        p.goal_shown = self.goal_shown
        p.start_zone = self.start_zone
        p.threat = self.threat
        return p


class PState(GameState):
    __slots__ = (
        "ctx",
        "rng",
        "cp",  # checkpoint: grows at each turn and each reveal
        "phase",  # "zones" (start zones, L473), "turn", "over"
        "first",
        "active",
        "step",  # turns started so far in the game
        "tasks",  # the pending steps of the turn (rules/tasks.py)
        "turn_flags",  # bits: what the active seat did this turn (rules/turn.py)
        "players",  # Player per seat, shared with copies until written: read them here, write through mut()
        "owned",  # bit per seat: this state's Player there is its own (mut() may write it in place)
        "pool",  # dice in the pool: (owner, face)
        "zone_dice",  # per town zone: tuple of 4 die spaces: (owner, face), EMPTY or BLOCKED
        "zone_shelters",  # per town zone: tuple of shelter spaces, owner or EMPTY, bottom first
        "zone_leader",  # per town zone: owner of the leader on its leader space, or EMPTY
        "zone_thunder",  # per town zone: owner of what is on its thunderhorn space, or EMPTY
        "structures",  # per town zone: [lower face, upper face], -1 for none / removed
        "structure_owner",  # per town zone: [lower owner, upper owner], EMPTY if unbuilt
        "upper_stack",  # structure tiles 5-8 waiting for the 3rd assembly (L321)
        "portal_owner",  # who built the Ancient Portal (L934-L936), EMPTY before
        "loc_tile",  # per location: exploration tile index, or -1
        "loc_hidden",  # per location: its tile is face down (2-player setup, L450)
        "loc_dino",  # per location: owner of the trained dino on its dino space, or EMPTY
        "loc_dino_kind",  # per location: species of that dino, 4 for a mounted leader
        "loc_wild",  # per location: species of its wild dino, or -1
        "loc_shelters",  # per location: tuple of owners on its tile's shelter spaces
        "outpost",  # (section A owners, section B owners)
        "temples",  # explored temples: bits raptor 1, thunderhorn 2, ironjaw 4
        "temples_done",  # temple adventures completed by anyone, same bits
        "piles",  # per region: exploration tile indexes, top first, REMINDER inside
        "pile_seen",  # per region: how many bottom tiles of its pile are public (rules/piles.py)
        "deck_seen",  # per region: same for its adventure deck
        "ranch_seen",  # per type: same for its ranch pile
        "reminder_out",  # per region: the reminder was revealed and its assembly held
        "decks",  # per region: adventure indexes, top first
        "offers",  # per region: face-up adventures, lowest first
        "unlocked",  # per region: its adventure blocker is gone (L814)
        "temple_free",  # temple adventures still by the board (bits as `temples`)
        "ranch_piles",  # per type: ranch tile indexes, top first
        "ranch_offer",  # per type: face-up ranch tiles, leftmost first
        "tile",  # current assembly scoring tile index (L341)
        "tile_stack",  # the rest, top first
        "assemblies",  # assemblies held so far
        "officer_at",  # per zone (4 town + wilderness): officer index
        "influence",  # per officer: list of cubes per seat (dissident last in 2p)
        "supply",  # untrained dinos left in the general supply by species (L517)
        "goal_extra",  # 2-player: the face-down third goal card (L465), else -1
        "final",  # the final scoring's parts per seat, once the game is over
        "solo",  # the solo mode's Dissidents (solo/state.py), None in a multiplayer game
        # (decision, every seat's projection) for search agents (evaluation.py): valid while
        # `decision` is that very object (a move replaces it), so a copy may share it
        "proj",
        # (key, workable per town zone) from the turn's primary decision to its die's
        # placement (rules/town.py known_work); never changed in place, so copies share it
        "work",
        # per seat, the abilities its lower-row structures give (rules/town.py
        # seat_abilities), or None until asked: cleared by `own` on the structures'
        # tables, never changed in place, so copies share it
        "abilities",
        # bit per table of TABLES: this state's rows there are its own (`own` may hand
        # them out to be written); a copy shares the tables with its source until written
        "tables",
    )

    def copy(self) -> PState:
        """Written out attribute by attribute (a loop over names through getattr/setattr
        cost twice as much): values shared, lists copied one level; Players and the
        board's TABLES (influence among them) shared until written (`mut`, `own`), the
        lists the rules replace whole (WHOLE) shared for good."""
        s = PState.__new__(PState)
        s.decision = self.decision
        s.proj = self.proj
        s.work = self.work
        s.abilities = self.abilities
        s.ctx = self.ctx
        s.rng = rng = _new_rng(Rng)  # Rng.copy without its __init__ call
        rng.state = self.rng.state
        s.cp = self.cp
        s.phase = self.phase
        s.first = self.first
        s.active = self.active
        s.step = self.step
        s.turn_flags = self.turn_flags
        s.portal_owner = self.portal_owner
        s.temples = self.temples
        s.temples_done = self.temples_done
        s.temple_free = self.temple_free
        s.tile = self.tile
        s.assemblies = self.assemblies
        s.goal_extra = self.goal_extra
        s.final = self.final
        s.solo = self.solo.copy() if self.solo is not None else None
        # Players shared, written through `mut` (copy on write): neither state owns them now.
        s.players = self.players[:]
        s.owned = self.owned = 0
        s.tasks = self.tasks[:]
        s.pool = self.pool[:]
        s.zone_dice = self.zone_dice[:]
        s.zone_shelters = self.zone_shelters[:]
        s.zone_leader = self.zone_leader[:]
        s.zone_thunder = self.zone_thunder[:]
        s.loc_tile = self.loc_tile[:]
        s.loc_dino = self.loc_dino[:]
        s.loc_dino_kind = self.loc_dino_kind[:]
        s.loc_wild = self.loc_wild[:]
        s.loc_shelters = self.loc_shelters[:]
        s.pile_seen = self.pile_seen[:]
        s.deck_seen = self.deck_seen[:]
        s.ranch_seen = self.ranch_seen[:]
        s.offers = self.offers[:]
        s.ranch_offer = self.ranch_offer[:]
        s.supply = self.supply[:]
        # Lists the rules replace whole, never change in place (WHOLE): shared.
        s.officer_at = self.officer_at
        s.upper_stack = self.upper_stack
        s.tile_stack = self.tile_stack
        s.outpost = self.outpost
        s.reminder_out = self.reminder_out
        s.unlocked = self.unlocked
        s.loc_hidden = self.loc_hidden
        # The board's tables (TABLES: lists of rows a move seldom writes) shared, written
        # through `own` (copy on write): neither state owns them now.
        s.structures = self.structures
        s.structure_owner = self.structure_owner
        s.piles = self.piles
        s.decks = self.decks
        s.ranch_piles = self.ranch_piles
        s.influence = self.influence
        s.tables = self.tables = 0
        return s

    def mut(self, seat: int) -> Player:
        """The Player at `seat`, to be written: copied first unless this state owns it (a
        copy shares every Player with its source until one of them writes it). Every
        rule that changes a Player gets it here; reads go through `players[seat]`."""
        if self.owned >> seat & 1:
            return self.players[seat]
        p = self.players[seat] = self.players[seat].copy()
        self.owned |= 1 << seat
        return p

    def own(self, table: str) -> list:
        """The table `table` (one of TABLES: a list of rows), to be written: its rows
        copied first unless this state owns them (a copy shares the tables with its
        source until one of them writes one). Every rule that changes a table, a row or
        an item of a row gets it here; reads go through the attribute."""
        bit = TABLES[table]
        rows = getattr(self, table)
        if not self.tables & bit:
            rows = list(map(list.copy, rows))  # no comprehension frame
            setattr(self, table, rows)
            self.tables |= bit
        if bit & _STRUCTURE_TABLES:
            self.abilities = None  # what the seats' structures give, worked out again
        return rows

    def set_item(self, name: str, i: int, value) -> None:
        """Item `i` of `name`, one of the WHOLE lists, set by putting a changed copy in its
        place: copies share those lists for good, so none is changed in place."""
        items = getattr(self, name)[:]
        items[i] = value
        setattr(self, name, items)


# The board's tables a copy shares with its source until written (`PState.own`): per
# town zone its structures' faces and owners, per region its exploration pile and
# adventure deck, per ranch type its pile, per officer the cubes of each seat.
TABLES = {
    "structures": 1,
    "structure_owner": 2,
    "piles": 4,
    "decks": 8,
    "ranch_piles": 16,
    "influence": 32,
}
_STRUCTURE_TABLES = 3  # structures, structure_owner: what `abilities` reads
# Lists a copy shares with its source for good: the rules never change them in place but
# put a changed copy in their place (`PState.set_item`; a rule written `s.unlocked[r] =
# True` would change every copy's; test_speed_shared_tables.py scans for such writes).
WHOLE = (
    "officer_at",
    "upper_stack",
    "tile_stack",
    "outpost",
    "reminder_out",
    "unlocked",
    "loc_hidden",
)
_new_rng = object.__new__


def new_state(ctx: Context, rng: Rng) -> PState:
    s = PState.__new__(PState)
    s.decision = None
    s.ctx = ctx
    s.rng = rng
    s.cp = 1
    s.final = None
    s.solo = None
    s.proj = None
    s.work = None
    s.abilities = None
    s.owned = -1  # every Player it will be given is its own (rules/setup.py makes them)
    s.tables = -1  # and every table
    return s
