"""The Dissidents' effects (L2640-L2872) as data steps `[verb, args...]` (data/solo.json):
each returns whether it did something, since "if an effect cannot be resolved, ignore
it" (L2642) and "the first N possible options" (L2606) need to know."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.rules.turn import town_triggered
from ludotheque.games.perseverance_ep3.solo import pieces, placing, reserve, zones
from ludotheque.games.perseverance_ep3.solo.data import SPECIES, solo_data
from ludotheque.games.perseverance_ep3.solo.state import NAMES, ON_CARD, seat_of
from ludotheque.games.perseverance_ep3.state import PState

TEMPLE_BIT = {"raptor": 1, "thunderhorn": 2, "ironjaw": 4}


def run(s: PState, d: int, steps) -> None:
    """Left to right (L2381)."""
    for st in steps:
        step(s, d, st)


def _arrow_up(s: PState, d: int) -> bool:
    card = s.solo.slots[d]
    return card < 0 or solo_data().cards[card].arrow == "up"


def first(s: PState, d: int, n: int, options) -> int:
    """The first n options that can be resolved, in order (L2606-L2612)."""
    done = 0
    for opt in options:
        if done >= n:
            break
        if step(s, d, opt):
            done += 1
    return done


EMERGENCY = (("train",), ("train",), ("temple",), ("reserve", 1))


def emergency(s: PState, d: int) -> None:
    """Neither a die nor a dino: the first two possible of train, train, a temple's
    dino, a reserve (L2603-L2612)."""
    s.solo.log.append(f"{NAMES[d]} can place neither a die nor a dino: emergency action.")
    first(s, d, 2, EMERGENCY)


def place_or_emergency(s: PState, d: int, up: bool) -> bool:
    if placing.place_dino(s, d, up):
        return True
    emergency(s, d)
    return False


def step(s: PState, d: int, st) -> bool:
    verb = st[0]
    so = s.solo
    if verb == "gain":
        return pieces.gain_untrained(s, d, SPECIES.index(st[1]))
    if verb == "gain-trained":
        return pieces.gain_trained(s, d, SPECIES.index(st[1]))
    if verb == "train":
        return pieces.train(s, d)
    if verb == "temple":
        return pieces.temple_dino(s, d)
    if verb == "reserve":
        if so.marker[d] == ON_CARD:
            return False
        reserve.gain(s, d, st[1])
        pieces.say(s, d, f"gains {st[1]} reserve{'s' * (st[1] > 1)}")
        return True
    if verb == "reserve-both":
        for k in (0, 1):
            reserve.gain(s, k, st[1])
        so.log.append(f"Narek and Camilla gain {st[1]} reserve each.")
        return True
    if verb == "artefact":
        if st[2] and not s.temples & TEMPLE_BIT[st[2]]:
            return False
        return reserve.gain_artefact(s, d, st[1])
    if verb == "shelter":
        where = st[1]
        if where == "programme":
            return pieces.shelter_in(s, d, zones.programme_zone(s, d), _arrow_up(s, d))
        if where == "opposite":
            return pieces.shelter_in(s, d, zones.opposite_zone(s, d), _arrow_up(s, d))
        if where == "minority":
            return pieces.town_shelter(s, d, -1)
        if where == "tile-highest":
            return pieces.wild_shelter(s, d, up=True, outpost=False)
        if where == "tile-lowest":
            return pieces.wild_shelter(s, d, up=False, outpost=False)
        return pieces.wild_shelter(s, d, up=False, outpost=True)  # wild-lowest
    if verb in ("structure", "leader", "thunderhorn"):
        z = zones.programme_zone(s, d) if st[1] == "programme" else zones.opposite_zone(s, d)
        return getattr(pieces, verb)(s, d, z)
    if verb == "check":
        o = zones.programme_officer(s, d) if st[1] == "programme" else zones.officer_index(s, st[1])
        if s.influence[o][seat_of(d)] > s.influence[o][0]:
            if so.marker[d] == ON_CARD:
                return False
            reserve.gain(s, d, 1)
            pieces.say(s, d, "leads you in influence there and gains a reserve")
            return True
        return pieces.place_cubes(s, d, o, 2) > 0
    if verb == "cube":
        return pieces.place_cubes(s, d, s.officer_at[zones.opposite_zone(s, d)], 1) > 0
    if verb == "cubes-minority":
        o = zones.prefer_officer(
            s, d, [x for x in range(len(s.influence)) if not zones.officer_avoided(s, d, x)]
        )
        return o >= 0 and pieces.place_cubes(s, d, o, st[1]) > 0
    if verb == "place-explore":
        return place_or_emergency(s, d, st[1] == "up")
    if verb == "first":
        return first(s, d, st[1], st[2]) > 0
    if verb == "pay":
        return _pay(s, d, zones.officer_index(s, st[1]), st[2])
    if verb == "if-die":
        if so.die_placed:
            run(s, d, st[1])
            return True
        return False
    if verb == "if-die-no-assembly":
        if so.die_placed and not town_triggered(s):
            run(s, d, st[1])
            return True
        return False
    if verb == "programme":
        return programme_action(s, d)
    if verb == "reshuffle":
        return True  # card 12 is never played from a slot (L2330)
    raise KeyError(verb)


def _pay(s: PState, d: int, o: int, steps) -> bool:
    """Remove 1 cube from the officer to resolve the steps; with no cube there, or when
    nothing would come of it, nothing happens and the cube stays (L2989; ruling S14)."""
    seat = seat_of(d)
    if s.influence[o][seat] <= 0:
        return False
    mark = len(s.solo.log)
    pieces.remove_cube(s, d, o)
    after = len(s.solo.log)
    results = [step(s, d, st) for st in steps]
    if any(results):
        return True
    s.own("influence")[o][seat] += 1
    s.mut(seat).cubes -= 1
    del s.solo.log[mark:after]
    return False


def programme_action(s: PState, d: int) -> bool:
    """The programme's primary action (L2828-L2837)."""
    prog = zones.programme(s, d)
    pieces.say(s, d, f"resolves the {prog.name} programme")
    run(s, d, prog.primary)
    return True


def reserve_action(s: PState, d: int) -> None:
    """The programme's reserve action, then the marker back to 0 (L2282-L2284)."""
    prog = zones.programme(s, d)
    pieces.say(s, d, f"takes the {prog.name} reserve action")
    run(s, d, prog.reserve)
    s.solo.marker[d] = 0
