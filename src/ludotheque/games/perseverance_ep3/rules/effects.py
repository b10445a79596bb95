"""Resolving an effect written in the data language (components/effects.py).

An effect becomes tasks: a choice between alternatives, then its clauses, each a run of
steps. A `spend` step the player cannot pay, or an `if` step whose condition fails, ends
its clause (ruling R3); other steps resolve as far as they can (an impossible step is
skipped). Steps that need a choice push a decision task (tasks.py).

Verbs without an executor here are not implemented yet: `supported()` says whether an
effect can be resolved, and callers only offer effects that can (STATUS.md).
"""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS, Effect, Step
from ludotheque.games.perseverance_ep3.rules import counts, units
from ludotheque.games.perseverance_ep3.rules.tasks import push, register
from ludotheque.games.perseverance_ep3.state import EMPTY, RANGER, PState

EXEC: dict = {}  # verb -> executor(s, seat, step, origin) -> bool (False ends the clause)


def executor(verb: str):
    def deco(fn):
        EXEC[verb] = fn
        return fn

    return deco


def step_supported(st: Step) -> bool:
    return st.verb in EXEC


def alt_supported(alt) -> bool:
    return all(step_supported(st) for clause in alt for st in clause)


def supported(effect: Effect) -> bool:
    """Asked for every option of every zone and ranch cell at most decisions; effects are
    the components' own tuples, so the answer is kept by identity (the entry holds the
    effect, so its id is never reused while the entry lives)."""
    got = _SUPPORTED.get(id(effect))
    if got is None or got[0] is not effect:
        if len(_SUPPORTED) > 4096:
            _SUPPORTED.clear()
        got = _SUPPORTED[id(effect)] = (effect, all(alt_supported(a) for a in effect))
    return got[1]


_SUPPORTED: dict[int, tuple] = {}


def render_step(st: Step) -> str:
    parts = [st.verb]
    if st.n != 1 or st.verb in ("heal", "train", "cube", "score", "ranch", "harvest"):
        parts.append(str(st.n))
    parts += list(st.words) + [f"{k}={v}" for k, v in st.args]
    return " ".join(parts)


def render(alt) -> str:
    """An alternative as its option text, written once per alternative (kept by
    identity: alternatives are the components' own tuples)."""
    got = _RENDERED.get(id(alt))
    if got is None or got[0] is not alt:
        if len(_RENDERED) > 4096:
            _RENDERED.clear()
        text = " + ".join("; ".join(render_step(st) for st in clause) for clause in alt)
        got = _RENDERED[id(alt)] = (alt, text)
    return got[1]


_RENDERED: dict[int, tuple] = {}


def resolve(s: PState, seat: int, effect: Effect, origin: tuple = ()) -> None:
    """Push the resolution of `effect` for `seat`. `origin` tells steps where they come
    from: ("zone", z) for a shelter bonus, ("loc", i) for an exploration tile,
    ("row", r) for a ranch cell's row."""
    got = _ALTS.get(id(effect))  # `_supported_alts`, its kept answer read inline
    alts = got[1] if got is not None and got[0] is effect else _supported_alts(effect)
    if len(alts) > 1:
        push(s, "alternative", seat, tuple(alts), origin)
    elif alts:
        append = s.tasks.append  # `_push_alt`, inline: most effects have one alternative
        for clause in reversed(alts[0]):
            append(("clause", seat, clause, origin))


_ALTS: dict[int, tuple] = {}


def _supported_alts(effect: Effect) -> tuple:
    """The alternatives of an effect that can be resolved, kept by identity as
    `supported` is (effects are the components' own tuples)."""
    got = _ALTS.get(id(effect))
    if got is None or got[0] is not effect:
        if len(_ALTS) > 4096:
            _ALTS.clear()
        got = _ALTS[id(effect)] = (effect, tuple(a for a in effect if alt_supported(a)))
    return got[1]


def _push_alt(s: PState, seat: int, alt, origin) -> None:
    append = s.tasks.append  # `push`, inline: a clause is pushed at every other decision
    for clause in reversed(alt):
        append(("clause", seat, clause, origin))


def _alt_options(s, t):
    return [render(a) for a in t[2]]


def _alt_play(s, t, opt):
    for a in t[2]:
        if render(a) == opt:
            _push_alt(s, t[1], a, t[3])
            return


register(
    "alternative", _alt_play, _alt_options, "Choose which of the effect's alternatives to resolve."
)


def _clause(s, t, _):
    """The clause's steps in order, in this one task while a step pushes nothing: a step
    that pushes tasks (a choice) has the rest of the clause put below them, as a task
    of its own (a clause task per step cost a turn of the task loop and a tuple each);
    a gate that fails (ruling R3) ends the clause."""
    _, seat, steps, origin = t
    if len(steps) == 1:  # most clauses
        st = steps[0]
        EXEC[st.verb](s, seat, st, origin)
        return
    stack = s.tasks
    depth = len(stack)
    i = 0
    for st in steps:
        i += 1
        verb = st.verb
        if not EXEC[verb](s, seat, st, origin) and verb in GATES:
            return
        if len(stack) != depth and i < len(steps):
            stack.insert(depth, ("clause", seat, steps[i:], origin))
            return


GATES = ("spend", "if")


register("clause", _clause)


# ----- resources, followers ---------------------------------------------------------------
@executor("gain")
def _gain(s, seat, st, origin):
    p = s.players[seat] if s.owned >> seat & 1 else s.mut(seat)  # `mut`'s common case inline
    got = _AMOUNTS.get(id(st))  # `amounts`, its kept answer read inline
    for k, n in got[1] if got is not None and got[0] is st else amounts(st):
        for _ in range(n):
            if k in units.RES:
                p.res[units.RES.index(k)] += 1
            elif k == "follower":
                units.add_followers(s, seat, 1)
            elif k == "ranger":
                units.gain_ranger(s, seat)
            elif k == "crate":
                push(s, "crate", seat, 1, "choice", origin)
            elif k in units.SPECIES:
                units.gain_untrained(s, seat, units.SPECIES.index(k))
            elif k.startswith("wt"):
                units.gain_trained(s, seat, units.SPECIES.index(k[2:]), wounded=True)
            elif k.startswith("t") and k[1:] in units.SPECIES:
                units.gain_trained(s, seat, units.SPECIES.index(k[1:]))
            elif k == "dino":
                push(s, "pick-dino", seat, (0, 1, 2, 3))
            elif k == "templedino":
                push(s, "pick-dino", seat, explored_temple_species(s))
    return True


def explored_temple_species(s: PState) -> tuple[int, ...]:
    """Species whose temple is explored: the Shieldhead temple from the start (L370,
    ruling R9), the others once their figure is on the map (L928)."""
    out = [0]
    for bit, species in ((1, 1), (2, 2), (4, 3)):
        if s.temples & bit:
            out.append(species)
    return tuple(out)


def _pick_dino_options(s, t):
    return [f"untrained {units.SPECIES[x]}" for x in t[2] if s.supply[x] > 0]


def _pick_dino_play(s, t, opt):
    units.gain_untrained(s, t[1], units.SPECIES.index(opt.split()[1]))


register("pick-dino", _pick_dino_play, _pick_dino_options, "Choose the untrained dino you gain.")


def can_spend(s: PState, seat: int, st: Step) -> bool:
    """Whether the seat holds what a `spend` step asks for (its checks worked out once
    per step: `_spend_checks`)."""
    p = s.players[seat]
    for what, i, n in _spend_checks(st):
        if what == "crates":
            if counts.crates(s, seat) < n:
                return False
        elif getattr(p, what)[i] < n:
            return False
    return True


_SPEND_CHECKS: dict[int, tuple] = {}
_AMOUNTS: dict[int, tuple] = {}


def amounts(st: Step) -> tuple[tuple[str, int], ...]:
    """`st.amounts()`, worked out once per step (kept by identity, as `_spend_checks`)."""
    got = _AMOUNTS.get(id(st))
    if got is None or got[0] is not st:
        if len(_AMOUNTS) > 4096:
            _AMOUNTS.clear()
        got = _AMOUNTS[id(st)] = (st, st.amounts())
    return got[1]


def _spend_checks(st: Step) -> tuple:
    """(player list, index, amount) per thing a `spend` step asks for ("crates": the
    sum of the crate rows), in the order `can_spend` used to test them; kept by identity
    (the entry holds the step, so its id is never reused while the entry lives)."""
    got = _SPEND_CHECKS.get(id(st))
    if got is None or got[0] is not st:
        checks = []
        for k, n in amounts(st):
            if k in units.RES:
                checks.append(("res", units.RES.index(k), n))
            if k == "crate":
                checks.append(("crates", 0, n))
            if k == "ranger":
                checks.append(("home", RANGER, n))
            if k in units.SPECIES:
                checks.append(("untrained", units.SPECIES.index(k), n))
            if k.startswith("t") and k[1:] in units.SPECIES:
                checks.append(("home", units.SPECIES.index(k[1:]) + 1, n))
        if len(_SPEND_CHECKS) > 4096:
            _SPEND_CHECKS.clear()
        got = _SPEND_CHECKS[id(st)] = (st, tuple(checks))
    return got[1]


spend_checks = _spend_checks  # for the town's plans (town._plan), which keep them


@executor("spend")
def _spend(s, seat, st, origin):
    if not can_spend(s, seat, st):
        return False
    p = s.mut(seat)
    for k, n in amounts(st):
        if k in units.RES:
            p.res[units.RES.index(k)] -= n
        elif k == "crate":
            for _ in range(n):  # from the fullest row; the row does not matter here
                r = max(range(3), key=lambda i: p.crates[i])
                p.crates[r] -= 1
        elif k == "ranger":
            p.home[RANGER] -= n
            p.rangers_out += n
        elif k in units.SPECIES:
            sp = units.SPECIES.index(k)
            p.untrained[sp] -= n
            s.supply[sp] += n
        else:  # a trained dino and its saddle go back (L523)
            sp = units.SPECIES.index(k[1:])
            p.home[sp + 1] -= n
            s.supply[sp] += n
    return True


@executor("if")
def _if(s, seat, st, origin):
    return all(counts.count(s, seat, k) >= n for k, n in amounts(st))


@executor("score")
def _score(s, seat, st, origin):
    units.add_followers(s, seat, st.n * counts.count(s, seat, st.arg("per")))
    return True


@executor("gainper")
def _gainper(s, seat, st, origin):
    n = counts.count(s, seat, st.arg("per"))
    for k, v in st.args:
        if k in units.RES:
            s.mut(seat).res[units.RES.index(k)] += int(v) * n
    return True


@executor("gainmix")
def _gainmix(s, seat, st, origin):
    push(s, "gainmix", seat, st.n, tuple(st.arg("kinds").split("/")))
    return True


def _mix_options(s, t):
    return [f"gain {k}" for k in t[3]]


def _mix_play(s, t, opt):
    seat, n = t[1], t[2]
    s.mut(seat).res[units.RES.index(opt[5:])] += 1
    if n > 1:
        push(s, "gainmix", seat, n - 1, t[3])


register("gainmix", _mix_play, _mix_options, "Choose a resource to gain.")


# ----- crates -------------------------------------------------------------------------
CRATES_PER_ROW = 2


@executor("crate")
def _crate(s, seat, st, origin):
    push(s, "crate", seat, st.n, st.arg("row", "choice"), origin)
    return True


def _crate_options(s, t):
    p = s.players[t[1]]
    per_row = s.ctx.comp.tables.value("crate_spaces_per_row")
    rows = [r for r in range(3) if p.crates[r] < per_row]
    if t[3] == "other" and t[4][:1] == ("row",):
        rows = [r for r in rows if r != t[4][1]]
    return [_CRATE_ON[r] for r in rows]


_CRATE_ON = tuple(f"crate on row {r + 1}" for r in range(3))  # written once


def _crate_play(s, t, opt):
    seat, n = t[1], t[2]
    s.mut(seat).crates[int(opt[-1]) - 1] += 1
    if n > 1:
        push(s, "crate", seat, n - 1, t[3], t[4])


register("crate", _crate_play, _crate_options, "Choose the ranch row that takes the crate (L555).")


# ----- heals and training ---------------------------------------------------------------
@executor("heal")
def _heal(s, seat, st, origin):
    push(s, "heal", seat, st.n)
    return True


@executor("healper")
def _healper(s, seat, st, origin):
    n = st.n * counts.count(s, seat, st.arg("per"))
    if n:
        push(s, "heal", seat, n)
    return True


@executor("heal-ranger")
def _heal_ranger(s, seat, st, origin):
    if s.players[seat].infirmary[RANGER]:
        units.heal_one(s, seat, RANGER)
    return True


def _heal_options(s, t):
    p = s.players[t[1]]
    return [
        f"heal {u}"
        for u, c in zip(("ranger", "tsh", "tr", "tth", "tij"), p.infirmary, strict=True)
        if c and units.heal_cost(("ranger", "tsh", "tr", "tth", "tij").index(u)) <= t[2]
    ]


def _heal_play(s, t, opt):
    code = ("ranger", "tsh", "tr", "tth", "tij").index(opt[5:])
    units.heal_one(s, t[1], code)
    left = t[2] - units.heal_cost(code)
    if left > 0:
        push(s, "heal", t[1], left)


register(
    "heal",
    _heal_play,
    _heal_options,
    "Choose a wounded unit to heal (heals left over are lost, L654).",
)


@executor("train")
def _train(s, seat, st, origin):
    species = st.arg("species")
    allowed = (units.SPECIES.index(species),) if species else (0, 1, 2, 3)
    push(s, "train", seat, st.n, "upto" in st.words, "free" in st.words, allowed)
    return True


@executor("saddle")
def _saddle(s, seat, st, origin):
    """Provisions #8: the untrained shieldhead gets its saddle, no cost (L1467)."""
    p = s.mut(seat)
    if p.untrained[0] and units.saddles_free(s, seat, 0):
        p.untrained[0] -= 1
        p.home[1] += 1
    return True


def _train_options(s, t):
    seat, _, upto, free, allowed = t[1:]
    opts = []
    for x in allowed:
        if units.can_train(s, seat, x, free):
            for who in units.impact_takers(s, seat, x):
                opts.append(
                    f"train {units.SPECIES[x]}"
                    + (" (the leader is exhausted)" if who == "leader" else "")
                )
    if opts and upto:
        opts.append("stop training")
    return opts


def _train_play(s, t, opt):
    seat, n, upto, free, allowed = t[1:]
    if opt == "stop training":
        return
    words = opt.split()
    taker = "leader" if opt.endswith("(the leader is exhausted)") else "ranger"
    units.train(s, seat, units.SPECIES.index(words[1]), free, taker)
    if n > 1:
        push(s, "train", seat, n - 1, upto, free, allowed)


register("train", _train_play, _train_options, "Choose a dino to train (L662-L683).")


# ----- artefacts and the leader ------------------------------------------------------------
@executor("artefact")
def _artefact(s, seat, st, origin):
    name = st.arg("name")
    names = ARTEFACTS if name == "choice" else tuple(name.split("/"))
    if len(names) == 1:
        gain_artefact(s, seat, names[0])
    else:
        push(s, "pick-artefact", seat, names)
    return True


def gain_artefact(s: PState, seat: int, name: str) -> None:
    """A new artefact covers its space and a left-column one gives its placement bonus
    (L987-L992); one already owned gives 2 followers instead (L563, L1078)."""
    p = s.mut(seat)
    bit = 1 << ARTEFACTS.index(name)
    if p.artefacts & bit:
        units.add_followers(s, seat, s.ctx.comp.tables.value("duplicate_artefact")["followers"])
        return
    p.artefacts |= bit
    bonus = s.ctx.comp.players.leaders[p.leader].artefact_bonus.get(name)
    if bonus:
        resolve(s, seat, bonus)


register(
    "pick-artefact",
    lambda s, t, opt: gain_artefact(s, t[1], opt),
    lambda s, t: list(t[2]),
    "Choose the artefact you gain.",
)


@executor("cover")
def _cover(s, seat, st, origin):
    s.mut(seat).cover = False
    return True


@executor("mount")
def _mount(s, seat, st, origin):
    """The leader becomes mounted at once, wherever it is (L958)."""
    s.mut(seat).mounted = True
    return True


def take_back_leader(s: PState, seat: int) -> None:
    p = s.mut(seat)
    at = p.leader_at
    if at.startswith("zone:"):
        s.zone_leader[int(at[5:])] = EMPTY
    elif at.startswith("ts:"):
        s.zone_thunder[int(at[3:])] = EMPTY
    elif at.startswith("loc:"):
        i = int(at[4:])
        s.loc_dino[i] = EMPTY
        s.loc_dino_kind[i] = -1
    else:
        return
    p.leader_at = "home"
