"""The four Pirate crew cards' effects (L2224-L2242), run like any crew card's actions
once the card is completed (rules/crew.py):

- P1 `pirate-research`: the Museum research action twice, the second without its cost
  (L2230; museum.py's research task with a fourth item);
- P2 `return-worker`: one of your workers on the board comes home, free to be placed
  again this round (L2234);
- P3 `objective-discard`: up to 2 objectives from those discarded at Cleanup (L2238);
- P4 `camp-actions`: the actions of any campsite, tents there or not, with no tent
  pitched and nothing paid (L2242; the tent row's action is not run: no tent came off
  the board, ruling PI-R8).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.rules import museum, objectives, placement, tasks
from ludotheque.games.darwins_journey.rules.effects import push_bundle, runner
from ludotheque.games.darwins_journey.state import DarwinState, note

FREE = "free"  # museum.py: a research task with a fourth item pays no second cost


# ----- P1 ------------------------------------------------------------------------------
@runner("pirate-research", usable=lambda s, seat, n: bool(museum.researchable(s, seat)))
def _research(s, seat, n, flags):
    tasks.push(s, ("museum-research", seat, 0, FREE))


# ----- P2 ------------------------------------------------------------------------------
def placed_workers(s: DarwinState, seat: int) -> list[tuple[int, int]]:
    """The seat's workers on the board: (space, worker), in space order."""
    return [(i, w) for i, here in enumerate(s.at) for p, w in here if p == seat]


def _worker_text(s: DarwinState, space: int, worker: int) -> str:
    return f"bring worker {worker + 1} home from {s.ctx.comp.diaries.spaces[space].id}"


@runner("return-worker", usable=lambda s, seat, n: bool(placed_workers(s, seat)))
def _return(s, seat, n, flags):
    tasks.push(s, ("return-worker", seat))


def _return_options(s, task):
    return [_worker_text(s, i, w) for i, w in placed_workers(s, task[1])]


def _return_play(s, task, opt):
    tasks.pop(s)
    seat = task[1]
    space, worker = next((i, w) for i, w in placed_workers(s, seat) if _worker_text(s, i, w) == opt)
    s.at[space] = tuple(x for x in s.at[space] if x != (seat, worker))
    placement.reclose(s, space)  # a lens space open again
    s.free[seat] |= 1 << worker
    note(s, f"seat {seat + 1} brings worker {worker + 1} home (crew P2)")


# ----- P3 ------------------------------------------------------------------------------
PICKS = 2  # L2238


@runner("objective-discard", usable=lambda s, seat, n: bool(_discard_choices(s, seat)))
def _discard(s, seat, n, flags):
    tasks.push(s, ("objective-discard", seat, 0))


def _discard_choices(s: DarwinState, seat: int) -> list[str]:
    return [f"{o} from the discard" for o in objectives.gain_choices(s, seat, s.discard)]


def _discard_options(s, task):
    return _discard_choices(s, task[1]) + ["stop"]


def _discard_play(s, task, opt):
    tasks.pop(s)
    _, seat, taken = task
    if opt == "stop":
        return
    obj = objectives.take(s, seat, opt.removesuffix(" from the discard"))
    k = s.discard.index(obj)
    s.discard = s.discard[:k] + s.discard[k + 1 :]
    if taken + 1 < PICKS and _discard_choices(s, seat):
        tasks.push(s, ("objective-discard", seat, taken + 1))


# ----- P4 ------------------------------------------------------------------------------
@runner("camp-actions")
def _camp(s, seat, n, flags):
    tasks.push(s, ("camp-actions", seat))


def _camp_text(camp) -> str:
    return f"run the actions of {camp.id}"


def _camp_options(s, task):
    return [_camp_text(c) for c in s.ctx.comp.geo.campsites]


def _camp_play(s, task, opt):
    tasks.pop(s)
    camp = next(c for c in s.ctx.comp.geo.campsites if _camp_text(c) == opt)
    note(s, f"seat {task[1] + 1} runs the actions of {camp.id} (crew P4)")
    push_bundle(s, task[1], camp.actions)


tasks.register("return-worker", _return_options, _return_play, "Which worker comes home?")
tasks.register(
    "objective-discard", _discard_options, _discard_play, "Take an objective from the discard."
)
tasks.register("camp-actions", _camp_options, _camp_play, "Whose campsite's actions to run?")
