"""Running one effect (a parsed data effect: `(verb, n, alternatives)`).

Gains that need no decision happen here. Every other verb is run by the module of its
action, which registers itself in RUNNERS on import (flow.py imports them all), so this
file depends on none of them. A verb with no runner is not implemented yet: `usable` says
no, and the hub does not offer it (STATUS.md lists what is missing).
"""

from __future__ import annotations

from collections.abc import Callable

from ludotheque.games.darwins_journey.components.names import effect_text
from ludotheque.games.darwins_journey.rules import economy, tasks
from ludotheque.games.darwins_journey.state import DarwinState

# Modifiers a Diary page's distinction adds to the actions of its space (L915-L936).
EXTRA_STOP = 1  # gold Exploration / Navigation: one intermediate stop (L919)
SPLIT = 2  # gold Correspondence: stamps over several envelopes (L936)
DISCOUNT = 4  # gold Academy: 1 coin less per seal (L923)

# verb -> run(s, seat, n, flags); may push tasks.
RUNNERS: dict[str, Callable[[DarwinState, int, int, int], None]] = {}
# verb -> usable(s, seat, n): whether running it now can change anything.
USABLE: dict[str, Callable[[DarwinState, int, int], bool]] = {}


def runner(verb: str, usable: Callable | None = None):
    def wrap(fn):
        RUNNERS[verb] = fn
        if usable is not None:
            USABLE[verb] = usable
        return fn

    return wrap


def usable(s: DarwinState, seat: int, effect) -> bool:
    verb, n, alts = effect
    if verb == "or":
        return any(all(usable(s, seat, e) for e in alt) for alt in alts)
    if verb not in RUNNERS:
        return False
    check = USABLE.get(verb)
    return check is None or check(s, seat, n)


def run(s: DarwinState, seat: int, effect, flags: int = 0) -> None:
    verb, n, alts = effect
    if verb == "or":
        raise AssertionError("a choice is split into its alternatives before it runs")
    RUNNERS[verb](s, seat, n, flags)


def run_all(s: DarwinState, seat: int, effects, flags: int = 0) -> None:
    """Several effects in their printed order: the last pushed resolves first, so push in
    reverse."""
    for verb, n, _ in reversed(effects):  # `run`, inline (a call less per effect)
        if verb == "or":
            raise AssertionError("a choice is split into its alternatives before it runs")
        RUNNERS[verb](s, seat, n, flags)


@runner("coins")
def _coins(s, seat, n, flags):
    economy.gain_coins(s, seat, n)


@runner("vp")
def _vp(s, seat, n, flags):
    economy.gain_vp(s, seat, n)


@runner("tk")
def _tk(s, seat, n, flags):
    economy.gain_tk(s, seat, n)


@runner("theory")
def _theory(s, seat, n, flags):
    economy.advance_theory(s, seat, n)


@runner("convert-tk", usable=lambda s, seat, n: s.tk[seat] > 0)
def _convert(s, seat, n, flags):
    """Return 1 TK for 7 coins or 7 VP (L849)."""
    s.tasks.append(("convert", seat))


def _convert_options(s, task):
    n = s.ctx.comp.tracks.convert_tk
    return [f"{n} coins", f"{n} VP"]


def _convert_play(s, task, opt):
    s.tasks.pop()
    seat = task[1]
    s.tk[seat] -= 1
    n = s.ctx.comp.tracks.convert_tk
    if opt.endswith("coins"):
        economy.gain_coins(s, seat, n)
    else:
        economy.gain_vp(s, seat, n)


def push_bundle(s: DarwinState, seat: int, effects, flags: int = 0) -> None:
    """Effects printed together (a campsite, a tile, a crew card): the player runs them in
    the order they like and may leave any out (L538, ruling R9)."""
    if effects:
        s.tasks.append(("bundle", seat, tuple(effects), flags))


_DO: dict = {}  # effects run together -> their option text


def _do_text(alt) -> str:
    """The option that runs these effects together, written once per tuple of effects
    (hot path: every hub and bundle decision wrote them anew; bounded like the memo)."""
    try:
        return _DO[alt]
    except KeyError:
        if len(_DO) > 4096:
            _DO.clear()
        text = _DO[alt] = "do " + " + ".join(effect_text(x) for x in alt)
        return text
    except TypeError:  # an effect holding a list: not kept
        return "do " + " + ".join(effect_text(x) for x in alt)


def bundle_options(s: DarwinState, seat: int, effects) -> list[str]:
    """The options of a bundle: each effect, or each alternative of a choice, whose
    effects are all `usable`, once each. Every hub and bundle decision asks: the texts
    and the checks left to make (verbs with no runner never are, verbs with no check
    always are) come from a plan kept per bundle (`_plan`)."""
    last = _LAST_PLAN[0]
    if last[0] is effects:  # the bundle asked last (siblings a search weighs share it)
        plan = last[1]
    else:
        try:
            plan = _PLANS.get(effects)
        except TypeError:  # an effect holding a list: no plan kept
            plan = _plan(effects)
        else:
            if plan is None:
                if len(_PLANS) > 4096:
                    _PLANS.clear()
                plan = _PLANS[effects] = _plan(effects)
            _LAST_PLAN[0] = (effects, plan)  # one tuple: threads see both or neither
    items, repeats, _ = plan
    opts = []
    for text, checks in items:
        for check, arg in checks:
            if not check(s, seat, arg):
                break
        else:
            opts.append(text)
    return list(dict.fromkeys(opts)) if repeats else opts


_PLANS: dict = {}  # bundle of effects -> its plan (`_plan`)
_LAST_PLAN: list = [(None, None)]  # the last bundle asked and its plan, found by identity
_NEVER = ((lambda s, seat, arg: False, None),)  # an effect with no runner: never offered


def _plan(effects) -> tuple[tuple, bool, dict]:
    """Per option of the bundle, in order: its text and the checks `usable` would make
    (`(check, n)`, or `usable` itself for a nested choice); whether two options share a
    text; and per text the effects its first option runs with the bundle left after it,
    for `take_from_bundle`. The checks read the state and change nothing, so skipping the
    ones `usable` answers without the state does not change an answer."""
    items, picks = [], {}
    for i, e in enumerate(effects):
        for alt in e[2] if e[0] == "or" else ((e,),):
            checks = []
            for x in alt:
                verb = x[0]
                if verb == "or":
                    checks.append((usable, x))
                elif verb not in RUNNERS:
                    checks = list(_NEVER)
                    break
                elif verb in USABLE:
                    checks.append((USABLE[verb], x[1]))
            text = _do_text(tuple(alt))
            items.append((text, tuple(checks)))
            picks.setdefault(text, (alt, effects[:i] + effects[i + 1 :]))  # the first
    texts = [t for t, _ in items]
    return tuple(items), len(set(texts)) != len(texts), picks


def take_from_bundle(s: DarwinState, seat: int, effects, opt: str):
    """The effects the option runs and the bundle left after it: the first option of
    that text, read from the bundle's plan when it has one (the last bundle asked first:
    the one whose options the player just chose from, found by identity)."""
    last = _LAST_PLAN[0]
    if last[0] is effects:
        plan = last[1]
    else:
        try:
            plan = _PLANS.get(effects)
        except TypeError:
            plan = None
    if plan is not None:
        got = plan[2].get(opt)
        if got is None:
            raise AssertionError(f"{opt!r} is not in the bundle")
        return got
    for i, e in enumerate(effects):
        if e[0] == "or":
            for alt in e[2]:
                if _do_text(tuple(alt)) == opt:
                    return alt, effects[:i] + effects[i + 1 :]
        elif _do_text((e,)) == opt:
            return (e,), effects[:i] + effects[i + 1 :]
    raise AssertionError(f"{opt!r} is not in the bundle")


def _bundle_options(s, task):
    return bundle_options(s, task[1], task[2]) + ["skip the rest"]


def _bundle_play(s, task, opt):
    s.tasks.pop()
    _, seat, effects, flags = task
    if opt == "skip the rest":
        return
    chosen, rest = take_from_bundle(s, seat, effects, opt)
    if rest:
        s.tasks.append(("bundle", seat, rest, flags))
    run_all(s, seat, chosen, flags)


tasks.register("convert", _convert_options, _convert_play, "Return 1 TK for coins or VP.")
tasks.register("bundle", _bundle_options, _bundle_play, "Choose the next action to resolve.")
