"""Newton's state: flat lists of small integers and tuples, so that `copy()` is slices.

Per-seat values are lists indexed by seat; per-seat collections that change rarely (tucked
cards, drawers, income slots, tokens, Masters, Great Discoveries) are tuples replaced on
change, so copying the list of them is one slice. Hands and desks are short lists copied
one by one. The turn in progress is a stack of `tasks` (tuples, never changed in place).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ludotheque.core.game import GameState
from ludotheque.core.rng import Rng
from ludotheque.games.newton.components import Components
from ludotheque.games.newton.components.europe import ANCIENT, CITY, UNIVERSITY, VILLAGE
from ludotheque.games.newton.components.tracks import S_INV, S_OBJECTIVE, S_SPEC

MODULES = ("ex-cathedra", "great-discoveries")
MODULE_ALIASES = {
    "ex-cathedra": "ex-cathedra",
    "cours-magistraux": "ex-cathedra",
    "cm": "ex-cathedra",
    "great-discoveries": "great-discoveries",
    "grandes-decouvertes": "great-discoveries",
    "gd": "great-discoveries",
}
ROUNDS = 6
TURNS = 5
START_COINS = 2
STUDENTS = 4
CUBES = 12
PILES = 4
PILE_TILES = 3
DESK = 5
DRAWERS = 5
INCOME_SLOTS = 5
MEDICINE = 3  # the income-slot code of a Medicine tile (after the 3 Income kinds)
# Quick actions (L367-L399).
REVEAL_COST, BOOST_COST, POTION_COST, STUDENT_COST = 1, 2, 3, 5
# Coins and potions paid by income are spent on actions that bring points later; the
# search counts each at this many points (a heuristic for search only, not a rule).
RESOURCE_VP = 0.5


@dataclass(frozen=True)
class Context:
    """What a game's configuration fixes: shared, never copied, never changed."""

    config: dict
    comp: Components
    players: int
    solo: bool
    cm: bool  # Cours Magistraux cards in the decks
    gd: bool  # Great Discoveries tiles
    first_game: bool
    invention_items: str  # ruling A8: "single" action of value N, or N "separate" actions
    cavendish_bonus: bool  # ruling A12: Cavendish's removal counts as taking the tiles
    row_size: int
    # Bonus spaces (gold): (board "map"/"tech", node) in order; per place / node: index or -1.
    bonus_spaces: tuple[tuple[str, int], ...]
    map_bonus: tuple[int, ...]
    tech_bonus: tuple[int, ...]
    # Objective spaces: ("map", place) / ("work", space) / ("tech", node).
    objective_spaces: tuple[tuple[str, int], ...]
    tech_objective: tuple[int, ...]  # per node: objective space index or -1
    spec_slots: tuple[tuple[str, int], ...]
    inv_slots: tuple[tuple[str, int], ...]
    villages: tuple[int, ...]
    universities: tuple[int, ...]  # University places
    ancients: tuple[int, ...]
    cities: tuple[int, ...]
    # Option texts, built once.
    play_opt: tuple[str, ...] = field(default=())
    take_opt: tuple[str, ...] = field(default=())
    quick: dict = field(default_factory=dict)
    # Objective spaces on the map and on the Work track: (space index, place / space).
    objective_map: tuple[tuple[int, int], ...] = field(default=())
    objective_work: tuple[tuple[int, int], ...] = field(default=())
    # Draft options per Master ("keep X" at a table, "discard X" alone), and back.
    draft_opt: tuple[str, ...] = field(default=())
    draft_master: dict = field(default_factory=dict)
    # Per Income tile kind: what one upkeep pays, in the search's points (evaluation.py).
    income_points: tuple[float, ...] = field(default=())


def make_context(config: dict, comp: Components) -> Context:
    europe, tracks = comp.europe, comp.tracks
    n = config["players"]
    bonus, map_bonus, tech_bonus = [], [-1] * len(europe.ids), [-1] * len(tracks.tech_ids)
    for p, mark in enumerate(europe.gold):
        if mark is not None:
            map_bonus[p] = len(bonus)
            bonus.append(("map", p))
    for t, mark in enumerate(tracks.tech_bonus):
        if mark is not None:
            tech_bonus[t] = len(bonus)
            bonus.append(("tech", t))
    objectives = [("map", europe.objective), ("work", tracks.work_last)]
    tech_obj = [-1] * len(tracks.tech_ids)
    for t, k in enumerate(tracks.tech_kind):
        if k == S_OBJECTIVE:
            tech_obj[t] = len(objectives)
            objectives.append(("tech", t))
    spec, inv = [], []
    for w, k in enumerate(tracks.work_kind):
        if k == S_SPEC:
            spec.append(("work", w))
        elif k == S_INV:
            inv.append(("work", w))
    for t, k in enumerate(tracks.tech_kind):
        if k == S_SPEC:
            spec.append(("tech", t))
        elif k == S_INV:
            inv.append(("tech", t))
    cards = comp.cards.cards
    solo = n == 1
    quick = {"reveal I": ("reveal", 0), "reveal II": ("reveal", 1), "reveal III": ("reveal", 2)}
    quick["boost"] = ("boost", 0)
    quick["buy potion"] = ("potion", 0)
    quick["hire student"] = ("student", 0)
    for g, d in enumerate(comp.tiles.discoveries):
        quick[f"buy {d.id}"] = ("buy", g)
        quick[f"activate {d.id}"] = ("activate", g)
    verb = "discard" if solo else "keep"
    draft_opt = tuple(f"{verb} {m.id}" for m in comp.masters.masters)
    return Context(
        config=config,
        comp=comp,
        players=n,
        solo=solo,
        cm="ex-cathedra" in config["modules"],
        gd="great-discoveries" in config["modules"],
        first_game=config["first_game"],
        invention_items=config["invention_actions"],
        cavendish_bonus=config["cavendish_pile_bonus"],
        row_size=comp.cards.row_size[1 if solo else 0],
        bonus_spaces=tuple(bonus),
        map_bonus=tuple(map_bonus),
        tech_bonus=tuple(tech_bonus),
        objective_spaces=tuple(objectives),
        tech_objective=tuple(tech_obj),
        spec_slots=tuple(spec),
        inv_slots=tuple(inv),
        villages=europe.of_kind(VILLAGE),
        universities=europe.of_kind(UNIVERSITY),
        ancients=europe.of_kind(ANCIENT),
        cities=europe.of_kind(CITY),
        play_opt=tuple(f"play {c.id}" for c in cards),
        take_opt=tuple(f"take {c.id}" for c in cards),
        quick=quick,
        objective_map=tuple((x, n) for x, (b, n) in enumerate(objectives) if b == "map"),
        objective_work=tuple((x, n) for x, (b, n) in enumerate(objectives) if b == "work"),
        draft_opt=draft_opt,
        income_points=tuple(
            points + RESOURCE_VP * (coins + potions)
            for coins, potions, points in comp.tiles.income_gain
        ),
        draft_master={o: comp.masters.find(o.split(" ", 1)[1]) for o in reversed(draft_opt)},
    )


class NewtonState(GameState):
    __slots__ = (
        "ctx",
        "rng",
        "cp",  # checkpoint counter (core.Game.checkpoint)
        "phase",  # draft, turn, tuck, over
        "round",  # 1..6
        "step",  # turns played this round, all seats together: 0..5n
        "first",  # first player this round
        "active",
        # The turn in progress.
        "card",  # the card played this turn, or -1
        "acted",  # its basic action was chosen
        "effected",  # its special effect was used
        "boosted",  # the 2-coin boost was paid (once per turn, L381)
        "specialed",  # the column's Cours Magistraux special action was used
        "done_action",  # the basic action performed with the card, or -1
        "done_value",  # the value it was performed at (CM conditions, L893-L923)
        "tasks",  # stack of pending sub-decisions (tuples), top last
        # Shared board.
        "decks",  # per level: card indexes, top of the deck last
        "known",  # per level: cards at the bottom whose identity everyone knows
        "rows",  # per level: face-up cards, oldest first
        "place_tile",  # per place: index of its City / University / Ancient Land tile, or -1
        "tokens_at",  # per bonus space: token index, or -1
        "work_tile",  # per Work space: Specialization or Invention tile index, or -1
        "tech_tile",  # per Technology node: same
        "objective_tile",  # per objective space: Objective tile index
        "supply_income",  # per income kind: tiles left
        "supply_dev",  # per basic action: Development tiles left
        "medicine_left",
        "display",  # Great Discoveries on offer
        # Per seat.
        "board",  # study board index
        "hands",  # list of card-index lists
        "desks",  # cards played this round, by column
        "tucked",  # tuples of tucked cards, by column
        "coins",
        "potions",
        "vp",
        "work",  # Work marker position
        "students",  # flat, 4 per seat: Technology node or -1 in reserve
        "scientist",  # place
        "cubes",  # travel cubes placed
        "visited",  # bitmask of places holding the seat's cube
        "piles",  # flat, 4 per seat: shelf tiles left in each pile
        "removed",  # shelf tiles removed by Margaret Cavendish
        "shelf",  # bitmask of filled book spaces (pre-printed tile included)
        "drawers",  # tuples of Development tiles (basic action indexes)
        "income",  # tuples of income-slot tiles (income kind, or MEDICINE)
        "medicine",  # 0 none, 1 on its 1-VP side, 2 flipped to 3 VP
        "med_visits",  # Medicine Cities visited
        "tokens",  # tuples of collected bonus tokens
        "held",  # tuples of Masters not yet played
        "masters",  # tuples of Masters played
        "gd_up",  # tuples of Great Discoveries owned face up
        "gd_down",  # tuples of Great Discoveries owned face down
        "seen",  # bitmask of Masters each seat has seen (draft)
        # Draft and upkeep.
        "packets",  # per seat: tuple of Masters being drafted
        "pick",  # draft pick round
        "commits",  # per seat: the card chosen to tuck (hidden until all chose), -1
        "turns",  # turns each seat has begun (30 in a complete game)
        "gone",  # cards removed from the game (discard effect, special action 7)
        "final",  # the end-of-game breakdown, once over
    )

    def copy(self) -> NewtonState:
        c = NewtonState.__new__(NewtonState)
        c.decision = self.decision
        c.ctx = self.ctx
        c.rng = self.rng.copy()
        c.cp = self.cp
        c.phase = self.phase
        c.round = self.round
        c.step = self.step
        c.first = self.first
        c.active = self.active
        c.card = self.card
        c.acted = self.acted
        c.effected = self.effected
        c.boosted = self.boosted
        c.specialed = self.specialed
        c.done_action = self.done_action
        c.done_value = self.done_value
        c.tasks = self.tasks[:]
        c.decks = [d[:] for d in self.decks]
        c.known = self.known[:]
        c.rows = [r[:] for r in self.rows]
        c.place_tile = self.place_tile
        c.tokens_at = self.tokens_at[:]
        c.work_tile = self.work_tile
        c.tech_tile = self.tech_tile
        c.objective_tile = self.objective_tile
        c.supply_income = self.supply_income[:]
        c.supply_dev = self.supply_dev[:]
        c.medicine_left = self.medicine_left
        c.display = self.display
        c.board = self.board
        c.hands = [h[:] for h in self.hands]
        c.desks = [d[:] for d in self.desks]
        c.tucked = self.tucked[:]
        c.coins = self.coins[:]
        c.potions = self.potions[:]
        c.vp = self.vp[:]
        c.work = self.work[:]
        c.students = self.students[:]
        c.scientist = self.scientist[:]
        c.cubes = self.cubes[:]
        c.visited = self.visited[:]
        c.piles = self.piles[:]
        c.removed = self.removed[:]
        c.shelf = self.shelf[:]
        c.drawers = self.drawers[:]
        c.income = self.income[:]
        c.medicine = self.medicine[:]
        c.med_visits = self.med_visits[:]
        c.tokens = self.tokens[:]
        c.held = self.held[:]
        c.masters = self.masters[:]
        c.gd_up = self.gd_up[:]
        c.gd_down = self.gd_down[:]
        c.seen = self.seen[:]
        c.packets = self.packets[:]
        c.pick = self.pick
        c.commits = self.commits[:]
        c.turns = self.turns[:]
        c.gone = self.gone
        c.final = self.final
        return c


def new_state(ctx: Context, rng: Rng) -> NewtonState:
    """An empty table: every seat with its starting pieces, no tile placed, no card dealt."""
    comp = ctx.comp
    n = ctx.players
    s = NewtonState.__new__(NewtonState)
    s.decision = None
    s.ctx = ctx
    s.rng = rng
    s.cp = 1
    s.phase = "turn"
    s.round = 1
    s.step = 0
    s.first = 0
    s.active = 0
    s.card = -1
    s.acted = s.effected = s.boosted = s.specialed = False
    s.done_action = -1
    s.done_value = 0
    s.tasks = []
    s.decks = [[], [], []]
    s.known = [0, 0, 0]
    s.rows = [[], [], []]
    s.place_tile = tuple([-1] * len(comp.europe.ids))
    s.tokens_at = [-1] * len(ctx.bonus_spaces)
    s.work_tile = tuple([-1] * len(comp.tracks.work_ids))
    s.tech_tile = tuple([-1] * len(comp.tracks.tech_ids))
    s.objective_tile = tuple([-1] * len(ctx.objective_spaces))
    s.supply_income = list(comp.tiles.income_count)
    s.supply_dev = [comp.tiles.development_per_action] * 5
    s.medicine_left = comp.tiles.medicine_count
    s.display = ()
    s.board = tuple([0] * n)
    s.hands = [sorted(comp.cards.starting[p]) for p in range(n)]
    s.desks = [[] for _ in range(n)]
    s.tucked = [()] * n
    s.coins = [START_COINS] * n
    s.potions = [0] * n
    s.vp = [0] * n
    s.work = [0] * n
    start = comp.tracks.tech_start
    s.students = [start, -1, -1, -1] * n
    s.scientist = [comp.europe.start] * n
    s.cubes = [0] * n
    s.visited = [0] * n
    s.piles = [PILE_TILES] * (PILES * n)
    s.removed = [0] * n
    s.shelf = [0] * n
    s.drawers = [()] * n
    s.income = [()] * n
    s.medicine = [0] * n
    s.med_visits = [0] * n
    s.tokens = [()] * n
    s.held = [()] * n
    s.masters = [()] * n
    s.gd_up = [()] * n
    s.gd_down = [()] * n
    s.seen = [0] * n
    s.packets = [()] * n
    s.pick = 0
    s.commits = [-1] * n
    s.turns = [0] * n
    s.gone = ()
    s.final = None
    return s
