"""The position as search agents see it: final scoring now, plus what is under way.

A person's final scoring counts only what is published. Animals in study and the cubes
researched on them score nothing until a Publication, yet they are most of what a turn
builds: scoring them at zero made the agents neglect study and continents
(docs/strength.md). So a person also gets a share of what publishing everything in study
would add (the collection steps, the points per card and per cube, a Royal Seal per
continent), a share that shrinks as the turns run out, since whatever is left in study at the end scores
nothing. An Automa's scoring card already counts its Animals in study.
"""

from __future__ import annotations

from ludotheque.games.encyclopedia import reputation_value, scoring
from ludotheque.games.encyclopedia.per_catalogue import PerCatalogue
from ludotheque.games.encyclopedia.state import NCAT, ON_CARD, ROLLED, EncyclopediaState

SHARE = 0.6  # of the in-study value, with many turns left
SHARE_TURNS = 6  # the share falls to zero over the seat's last this many turns
LONG_TABLE = 256  # collection counts read from a table up to this (longer ones recounted)
# Per die location (BAG, -1, is the last entry): 1 on an individual board, else 0; the
# last round's dice on the boards are counted in C (`sum(map(...))`) at every evaluation.
_ON_BOARD = tuple(1 if 0 <= loc < ROLLED else 0 for loc in range(ON_CARD + 1)) + (0,)
WORTH_KEPT = 64  # per seat, what that many stamps' cards are worth, kept before starting afresh
CARDS_KEPT = 4096  # what that many sets of cards are worth (any seat's), kept likewise


def turns_left(s: EncyclopediaState) -> float:
    """About how many turns each seat still has: 4 per round to come, plus this round's
    dice still on the boards shared among the seats."""
    on_boards = sum(1 for loc in s.dloc if 0 <= loc < ROLLED)
    return (s.ctx.cat.rounds - s.round) * 4 + on_boards / s.ctx.n


def in_study(s: EncyclopediaState, seat: int) -> float:
    """What publishing every Animal in study with its cubes would add to the seat's final
    score: each card and cube one more step of its collection, plus the publication
    points."""
    study = s.study[seat]
    if not study:
        return 0.0
    cat = s.ctx.cat
    table = cat.collection_vp
    last = len(table) - 1
    cats = scoring.category_counts(s, seat)
    conts = scoring.continent_counts(s, seat)
    value = 0
    continents = set()
    marks, pub_vp, continent_of, cats_of = (
        s.marks,
        cat.pub_vp,
        cat.animal_continent,
        cat.animal_cats,
    )
    for a in study:
        c = continent_of[a]
        n = conts[c]
        conts[c] = n + 1
        value += pub_vp[0] + (table[n + 1] - table[n] if n < last else 0)
        continents.add(c)
        m = marks[a]
        if m:
            for t in range(4):
                if m >> t & 1:
                    k = cats_of[a][t]
                    n = cats[k]
                    cats[k] = n + 1
                    value += pub_vp[t + 1] + (table[n + 1] - table[n] if n < last else 0)
    return value + len(continents) * cat.pub_seals * cat.seal_vp


def projection(s: EncyclopediaState, seat: int) -> float:
    """The seat's projected final score; at a table with an Automa, with the walk toward
    each seat's next reputation bonus (`reputation_value`)."""
    fade = min(1.0, turns_left(s) / SHARE_TURNS)
    if s.ctx.is_automa(seat):
        return automa_projection(s, seat, fade)
    now = sum(scoring.person(s, seat).values())
    if fade > 0 and s.ctx.has_automa():
        now += fade * reputation_value.walked(s, seat)
    share = SHARE * fade
    return now + share * in_study(s, seat) if share > 0 else now


def automa_projection(s: EncyclopediaState, seat: int, fade: float) -> float:
    """An Automa's Scoring card now, plus `fade` times its walk toward its next
    reputation bonus."""
    now = sum(scoring.automa(s, seat).values())
    if fade <= 0:
        return now
    return now + fade * reputation_value.walked(s, seat, scoring.automa_counts(s, seat))


def projections(s: EncyclopediaState) -> list[float]:
    """Every seat's `projection`, the same numbers worked out faster: search agents ask
    for them at every option of every rollout step. The turns left are counted once for
    all seats (and not at all while they keep the whole share); a person's scoring is
    summed without building its parts (collections read from a table long enough for any
    count), and what its cards and cubes are worth (`_worth`) is kept by the seat's stamp
    (`state.changed`): a search evaluates every option of a rollout step, where mostly
    only the seat to move changes, and mostly its coins, tokens, dice and reputation."""
    ctx = s.ctx
    k = _last_ctx
    if k[0] is not ctx:
        k = _constants(ctx)
    _, cat, n, seats, rounds, automa, has_automa, seal_vp, coins_per_vp, token_vp = k
    rounds_left = rounds - s.round
    if rounds_left * 4 >= SHARE_TURNS:
        fade = 1.0  # min(1.0, x) of an x at least 1, whatever is on the boards
    else:
        on_boards = sum(map(_ON_BOARD.__getitem__, s.dloc))
        fade = min(1.0, (rounds_left * 4 + on_boards / n) / SHARE_TURNS)
    share = SHARE * fade
    walks = fade > 0 and has_automa
    memo, stamps = s.memo, s.stamp
    vp, coins, seals, tokens, rep = s.vp, s.coins, s.seals, s.tokens, s.rep
    tables = None
    out = []
    for seat in seats:
        if has_automa and automa[seat] is not None:
            out.append(automa_projection(s, seat, fade))
            continue
        stamp = stamps[seat]
        # One tuple compared in C (the stamp by identity: `object` compares so).
        now_key = (stamp, fade, vp[seat], coins[seat], seals[seat], tokens[seat], rep[seat])
        last = memo[seat]
        if last[0] == now_key:
            out.append(last[1])  # nothing changed for this seat (another seat's option)
            continue
        kept = memo[n + seat]
        worth = kept.get(stamp)
        if worth is None:
            # A new stamp, most often cards met before (the same option's outcome in
            # another iteration of a search): looked up by the cards themselves.
            base = seat * NCAT
            study = s.study[seat]
            cards = (
                s.experts[seat],
                s.covered[seat],
                s.published[seat],
                study,
                s.pub[base : base + NCAT],
                s.pub5[base : base + NCAT],
                tuple([s.marks[a] for a in study]),
            )
            by_cards = memo[2 * n]
            worth = by_cards.get(cards)
            if worth is None:
                if tables is None:
                    tables = _tables(cat)
                worth = _worth(s, seat, tables)
                if len(by_cards) >= CARDS_KEPT:
                    by_cards.clear()
                by_cards[cards] = worth
            if len(kept) >= WORTH_KEPT:
                kept.clear()
            kept[stamp] = worth
        counted, later, bonus = worth
        now = counted + (
            vp[seat] + seals[seat] * seal_vp + coins[seat] // coins_per_vp + tokens[seat] * token_vp
        )
        if bonus:  # a face-up Expert with a per-thing bonus (else `expert_bonus` is 0)
            now += scoring.expert_bonus(s, seat)
        if walks:
            now += fade * reputation_value.walked(s, seat)
        if share > 0 and s.study[seat]:
            now += share * later
        memo[seat] = (now_key, now)
        out.append(now)
    return out


def recounted(s: EncyclopediaState, seat: int, rival: float, worth=None) -> float:
    """`evaluate(s, seat)` for a person's seat when only its counts (coins, tokens, seals,
    points) and perhaps its cards' `worth` have changed since `projections(s)` gave the
    best `rival` projection (known_values.py: raises and research cubes): the seat's
    projection summed again as `projections` sums it, with the fade, and unless given the
    worth, that call left in the memo (no other call in between)."""
    memo = s.memo
    stamp, fade = memo[seat][0][:2]
    counted, later, bonus = worth if worth is not None else memo[s.ctx.n + seat][stamp]
    cat = s.ctx.cat
    now = counted + (
        s.vp[seat]
        + s.seals[seat] * cat.seal_vp
        + s.coins[seat] // cat.coins_per_vp
        + s.tokens[seat] * cat.token_vp
    )
    if bonus:
        now += scoring.expert_bonus(s, seat)
    if fade > 0 and s.ctx.has_automa():
        now += fade * reputation_value.walked(s, seat)
    share = SHARE * fade
    if share > 0 and s.study[seat]:
        now += share * later
    return float(now - rival)


def _constants(ctx) -> tuple:
    """What `projections` reads of a table's context, in one tuple (kept for the last
    context asked: a search asks thousands of times for one table)."""
    global _last_ctx
    cat = ctx.cat
    _last_ctx = (
        ctx,
        cat,
        ctx.n,
        range(ctx.n),
        cat.rounds,
        ctx.automa,
        len(ctx.humans) < ctx.n,  # an Automa at the table (has_automa)
        cat.seal_vp,
        cat.coins_per_vp,
        cat.token_vp,
    )
    return _last_ctx


_last_ctx: tuple = (None,)


def _worth(s: EncyclopediaState, seat: int, tables: tuple) -> tuple[int, float, bool]:
    """What a person's cards and cubes are worth: the collections' points now,
    `in_study` (what publishing its Animals in study would add), and whether a face-up
    Expert has a per-thing bonus (`scoring.expert_bonus`, otherwise 0)."""
    cat = s.ctx.cat
    base = seat * NCAT
    pub = s.pub[base : base + NCAT]
    fives = s.pub5[base : base + NCAT]
    if any(fives):
        cats = [k + 5 * f for k, f in zip(pub, fives, strict=True)]
    else:
        cats = list(pub)
    conts = [0] * len(cat.continents)
    animal_continent, expert_continent = cat.animal_continent, cat.expert_continent
    end_category, end_cubes = cat.end_category, cat.end_cubes
    for a in s.published[seat]:
        conts[animal_continent[a]] += 1
    for e in s.experts[seat]:
        conts[expert_continent[e]] += 1
        k = end_category[e]
        if k >= 0:
            cats[k] += end_cubes[e]
    for e in s.covered[seat]:
        conts[expert_continent[e]] += 1
    points = tables[3].__getitem__
    try:
        counted = sum(map(points, cats)) + sum(map(points, conts))
    except IndexError:  # a count past the table: the long way
        counted = cat.collections(cats) + cat.collections(conts)
    later = _in_study(s, seat, cats, conts, tables) if s.study[seat] else 0.0
    end_per = cat.end_per
    bonus = any(end_per[e] is not None for e in s.experts[seat])
    return counted, later, bonus


def _in_study(
    s: EncyclopediaState, seat: int, cats: list[int], conts: list[int], tables: tuple
) -> float:
    """`in_study` from the seat's category and continent counts (which it uses up) and
    the catalogue's `_tables`."""
    study = s.study[seat]
    if not study:
        return 0.0
    cat = s.ctx.cat
    steps, card_vp, marked, _ = tables
    last = len(steps)
    value = 0
    continents = set()
    marks, continent_of = s.marks, cat.animal_continent
    for a in study:
        c = continent_of[a]
        n = conts[c]
        conts[c] = n + 1
        value += card_vp + (steps[n] if n < last else 0)
        continents.add(c)
        m = marks[a]
        if m:
            for vp, k in marked[a][m]:
                n = cats[k]
                cats[k] = n + 1
                value += vp + (steps[n] if n < last else 0)
    return value + len(continents) * cat.pub_seals * cat.seal_vp


def _build_tables(cat) -> tuple:
    """Per catalogue: each collection step's gain, a card's publication points, per
    Animal and cube marks the (points, category) of each cube researched, and the
    collection points of every count up to `LONG_TABLE`."""
    table, pub_vp = cat.collection_vp, cat.pub_vp
    steps = tuple(table[n + 1] - table[n] for n in range(len(table) - 1))
    marked = tuple(
        tuple(tuple((pub_vp[t + 1], cats[t]) for t in range(4) if m >> t & 1) for m in range(16))
        for cats in cat.animal_cats
    )
    points = tuple(cat.collection(n) for n in range(LONG_TABLE))
    return steps, pub_vp[0], marked, points


_tables = PerCatalogue(_build_tables)
