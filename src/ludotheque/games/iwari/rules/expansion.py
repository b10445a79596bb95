"""The expansion's pieces that play on the base maps: expedition cards (L576-L600), the
Courage and Veneration exploits (L602-L653), storm pieces (L901-L914) and the walking
metal totem (L916-L932).

Each is switched on by configuration and inert otherwise. They act through hooks the
base rules call (`after_hut`, `after_tent`, `after_totem`, `after_build`) and through the choice queue
(`state.choices`), which the flow drains before play goes on (`apply_choice`). The hooks
queue choices and score; they never place a piece.
"""

from __future__ import annotations

from ludotheque.core.rng import Rng
from ludotheque.games.iwari import scoring
from ludotheque.games.iwari.board import BIOME_INDEX
from ludotheque.games.iwari.state import COURAGE, STORM, VENERATION, WALKING, IwariState

FACE_UP = 3


def setup(s: IwariState, rng: Rng, storm_symbols: list[int]) -> None:
    """Lay out what the configured expansion pieces need at setup."""
    ctx, board = s.ctx, s.ctx.board
    if ctx.expeditions:
        deck = list(range(len(ctx.expeditions)))
        rng.shuffle(deck)
        s.expedition_cards = tuple(deck[:FACE_UP])
        s.expedition_claims = [-1] * (2 * FACE_UP)
    if ctx.storms:
        # L905-L909: mountains leave the game; one storm per listed symbol, at random
        # between the connections carrying it.
        s.mountains = ()
        for symbol in storm_symbols:
            cands = [i for i, c in enumerate(board.connections) if c.mountain == symbol]
            if cands:
                s.storms.append(rng.choice(cands))
    if ctx.walking_totem:
        s.metal = 0  # connection number 1 (L921)
    if ctx.veneration == "gold-tokens":
        # L643: one golden token on the totem space of a random territory of each biome.
        tokens = []
        for b in range(5):
            cands = [t for t, tb in enumerate(board.biome) if tb == b]
            if cands:
                tokens.append(rng.choice(cands))
        s.gold_tokens = tuple(sorted(tokens))


# ----- hooks -----------------------------------------------------------------------------
def after_hut(s: IwariState, tribe: int, t: int) -> None:
    ctx = s.ctx
    after_tent(s, tribe, t)
    if ctx.storms and s.hut_total[t] == len(ctx.board.spaces[t]):
        for i in list(s.storms):
            c = ctx.board.connections[i]
            if t in (c.a, c.b) and _full(s, c.a) and _full(s, c.b):
                _storm_triggered(s, s.storms.index(i), c.a, c.b)


def after_tent(s: IwariState, tribe: int, t: int) -> None:
    """A tent went into territory t, on a hut space or on a contested token (Le neant,
    C19): the first piece of the last unexplored territory wins Courage (L617)."""
    ctx = s.ctx
    spaces = ctx.board.spaces
    if (
        ctx.courage
        and s.courage is None
        and s.hut_total[t] + s.bonus[t] == 1
        and all(s.hut_total[x] or s.bonus[x] or not spaces[x] for x in range(len(spaces)))
    ):
        _offer_courage(s, tribe)


def after_totem(s: IwariState, tribe: int, t: int) -> None:
    if s.metal >= 0 and tribe == s.active:
        c = s.ctx.board.connections[s.metal]
        if t in (c.a, c.b):
            s.metal_flag = True


def after_build(s: IwariState, tribe: int) -> None:
    """Expedition missions are checked once a tribe's build is complete (L584)."""
    if not s.expedition_cards:
        return
    cards = s.ctx.expeditions
    for slot, card in enumerate(s.expedition_cards):
        first, second = s.expedition_claims[2 * slot], s.expedition_claims[2 * slot + 1]
        if second >= 0 or first == tribe:
            continue
        if mission_done(s, tribe, cards[card]):
            rank = 0 if first < 0 else 1
            s.expedition_claims[2 * slot + rank] = tribe
            points = cards[card]["rewards"][rank]
            s.expedition_scores[tribe] += points
            s.scores[tribe] += points


def mission_done(s: IwariState, tribe: int, card: dict) -> bool:
    board, nt = s.ctx.board, s.ctx.tribes
    nterr = board.num_territories
    huts = [s.huts[t * nt + tribe] for t in range(nterr)]
    totems = [s.totems[t * nt + tribe] for t in range(nterr)]
    mission, need = card["mission"], card["threshold"]
    if mission == "huts_in_biome":
        b = BIOME_INDEX[card["biome"]]
        return sum(h for t, h in enumerate(huts) if board.biome[t] == b) >= need
    if mission == "totems_in_biome":
        b = BIOME_INDEX[card["biome"]]
        return sum(x for t, x in enumerate(totems) if board.biome[t] == b) >= need
    if mission == "huts_in_every_biome":
        return all(
            sum(h for t, h in enumerate(huts) if board.biome[t] == b) >= need for b in range(5)
        )
    if mission == "totems_in_every_biome":
        return all(
            sum(x for t, x in enumerate(totems) if board.biome[t] == b) >= need for b in range(5)
        )
    if mission == "hut_majorities":
        won = sum(
            1 for t in range(nterr) if huts[t] and huts[t] == max(s.huts[t * nt : t * nt + nt])
        )
        return won >= need
    if mission == "totem_majorities":
        return sum(1 for t in range(nterr) if tribe in scoring.majority_tribes(s, t)) >= need
    if mission == "colony":
        return any(len(g) >= need for g in scoring.colonies(s)[tribe])
    if mission == "huts_on_crossings":
        k = card.get("min_paths", 3)
        return (
            sum(1 for x, o in enumerate(s.owner) if o == tribe and len(board.neighbours[x]) >= k)
            >= need
        )
    raise ValueError(f"unknown expedition mission {mission!r}")


def apply_choice(s: IwariState, kind: int, opt: str) -> None:
    """A choice the expansion's pieces queued: Courage, Veneration, a storm, the walking
    totem."""
    if kind == COURAGE:
        s.courage = "discarded" if opt == "courage none" else s.ctx.exploit_place[opt]
    elif kind == VENERATION:
        s.veneration = "discarded" if opt == "veneration none" else s.ctx.exploit_place[opt]
    elif kind == STORM:
        if opt.endswith(" move"):
            move_storm(s, int(opt.split()[1]) - 1)
    elif kind == WALKING:
        if opt == "walking-totem score":
            score_walking(s)


# ----- Courage ---------------------------------------------------------------------------
def _offer_courage(s: IwariState, tribe: int) -> None:
    """L617-L619, ruling B1: next to another exploit, i.e. on a territory or connection
    that holds one; the player may also decline. With none on the map it is discarded."""
    board = s.ctx.board
    opts = [
        f"courage {tid}"
        for t, tid in enumerate(board.territory_ids)
        if scoring.territory_exploits(s, t)
    ]
    opts += [
        f"courage {c.number}"
        for i, c in enumerate(board.connections)
        if scoring.connection_exploits(s, i)
    ]
    if not opts:
        s.courage = "discarded"
        return
    s.courage = "pending"
    s.choices.append((COURAGE, tribe, tuple(opts) + ("courage none",), s.active))


# ----- storms ----------------------------------------------------------------------------
def _full(s: IwariState, t: int) -> bool:
    return s.hut_total[t] == len(s.ctx.board.spaces[t])


def _storm_triggered(s: IwariState, slot: int, a: int, b: int) -> None:
    """L911: the tribe with most huts over both territories may move the storm one
    connection up; on a tie it moves (ruling B11: one step, and a storm on the highest
    connection stays)."""
    nt = s.ctx.tribes
    totals = [s.huts[a * nt + x] + s.huts[b * nt + x] for x in range(nt)]
    best = max(totals)
    leaders = [x for x in range(nt) if totals[x] == best]
    if len(leaders) > 1:
        move_storm(s, slot)
        return
    leader = leaders[0]
    seat = leader if leader < s.ctx.players else s.active
    s.choices.append((STORM, leader, (f"storm {slot + 1} move", f"storm {slot + 1} stay"), seat))


def move_storm(s: IwariState, slot: int) -> None:
    i = s.storms[slot]
    if i + 1 < len(s.ctx.board.connections):
        s.storms[slot] = i + 1


# ----- walking totem ---------------------------------------------------------------------
def offer_walking(s: IwariState) -> bool:
    """At the end of a turn in which the player put a totem next to the metal totem."""
    if not s.metal_flag:
        return False
    s.metal_flag = False
    if s.metal < 0:
        return False
    s.choices.append((WALKING, s.active, ("walking-totem score", "walking-totem wait"), s.active))
    return True


def score_walking(s: IwariState) -> None:
    """Score the metal totem's connection now for everyone (L931) as the final scoring
    would, without multipliers (a blocked Ile oubliee connection scores nothing, an
    unlocked one 1 point; the Void never scores), then move it on; past the highest number
    it leaves the board. It is scored again at the end (ruling B10). A mountain or storm
    does not stop it: they cancel only the end-of-game points (L104, L914; ruling C20)."""
    i = s.metal
    value = scoring.connection_value(s, i)  # None while blocked by a ruin (L498, B3)
    if value is not None:
        for tribe in scoring.connection_scorers(s, i):
            s.walking_scores[tribe] += value
            s.scores[tribe] += value
    s.metal = i + 1 if i + 1 < len(s.ctx.board.connections) else -1


# ----- Veneration ------------------------------------------------------------------------
def offer_veneration(s: IwariState) -> bool:
    """End of game (L627-L645): the single leader places Veneration; a tie discards it."""
    card = s.ctx.veneration
    if card is None or s.veneration is not None:
        return False
    board, nt = s.ctx.board, s.ctx.tribes
    counts = [0] * nt
    if card == "dead-ends":
        for x, o in enumerate(s.owner):
            if o >= 0 and len(board.neighbours[x]) == 1:
                counts[o] += 1
        opts = tuple(f"veneration {tid}" for tid in board.territory_ids)
    elif card == "contested":  # Le neant (L631-L635): tents on contested tokens
        for o in s.contested_owner:
            if o >= 0:
                counts[o] += 1
        opts = ()
    else:  # gold-tokens, ruling B2: most segments on the territories with a golden token
        for t in s.gold_tokens:
            for x in range(nt):
                counts[x] += s.totems[t * nt + x]
        opts = tuple(f"veneration {c.number}" for c in board.connections)
    best = max(counts)
    leaders = [x for x in range(nt) if counts[x] == best]
    if best == 0 or len(leaders) > 1:
        s.veneration = "discarded"
        return False
    leader = leaders[0]
    if card == "contested":
        opts = tuple(
            f"veneration {board.territory_ids[t]}"
            for k, t in enumerate(s.contested)
            if s.contested_owner[k] == leader
        )
    s.veneration = "pending"
    seat = leader if leader < s.ctx.players else s.active
    # "Peut placer" (L629, L637, L643): the leader may also decline (ruling C3).
    s.choices.append((VENERATION, leader, opts + ("veneration none",), seat))
    return True
