"""The Scenarios module's effects, run like any crew card's or Special tile's actions:

- crew B1 `tent-again`: one of your tents' actions (its campsite's and its row's) run as if
  the tent had just been pitched, with nothing paid (L2267, ruling SC-R6);
- crew B3 `free-academy`: an Academy seal with neither the scroll's nor the space's cost
  (L2275);
- Special B1 `coins-per-research`: 2 coins per Research token on your board, 10 at most
  (L2325, ruling SC-R3);
- Special B2 `vp-per-tent`: 2 VP per tent of yours on the main board (L2329);
- Special B3 `crew-action`: 1 TK spent to run the action of one of your own crew cards not
  yet completed, which stays uncompleted (L2333, ruling SC-R7).
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.scenarios import scenario_data
from ludotheque.games.darwins_journey.rules import academy, camp, economy, objectives, tasks
from ludotheque.games.darwins_journey.rules.effects import push_bundle, runner
from ludotheque.games.darwins_journey.rules.scenarios.counts import research_tokens
from ludotheque.games.darwins_journey.state import DarwinState, note


# ----- crew B1 ---------------------------------------------------------------------------
def _tent_text(s: DarwinState, row: int, c: int) -> str:
    return f"run tent {row + 1} at {s.ctx.comp.geo.campsites[c].id} again"


@runner("tent-again", usable=lambda s, seat, n: bool(s.tents[seat]))
def _tent_again(s, seat, n, flags):
    tasks.push(s, ("tent-again", seat))


def _tent_options(s, task):
    return [_tent_text(s, row, c) for row, (c, _) in enumerate(s.tents[task[1]])]


def _tent_play(s, task, opt):
    tasks.pop(s)
    seat = task[1]
    row, c = next((r, c) for r, (c, _) in enumerate(s.tents[seat]) if _tent_text(s, r, c) == opt)
    note(s, f"seat {seat + 1} runs its tent at {s.ctx.comp.geo.campsites[c].id} again (crew B1)")
    camp.run_tent(s, seat, c, row, pitched=True)  # as if just pitched: GS6 too (L2124)


tasks.register("tent-again", _tent_options, _tent_play, "Which tent's actions run again?")


# ----- crew B3 ---------------------------------------------------------------------------
def free_discount(s: DarwinState) -> int:
    """A discount no seal's cost exceeds: the dearest scroll and board space together."""
    return max(s.ctx.comp.tracks.scroll_costs) + max(s.ctx.comp.board.space_costs)


@runner("free-academy", usable=lambda s, seat, n: academy._usable(s, seat, free_discount(s)))
def _free_academy(s, seat, n, flags):
    tasks.push(s, ("academy", seat, free_discount(s)))


# ----- Special B1 and B2 ---------------------------------------------------------------
def research_coins(s: DarwinState, seat: int) -> int:
    d = scenario_data()
    return min(d.coins_cap, d.coins_per_research * research_tokens(s, seat))


@runner("coins-per-research", usable=lambda s, seat, n: research_coins(s, seat) > 0)
def _coins_per_research(s, seat, n, flags):
    got = research_coins(s, seat)
    economy.gain_coins(s, seat, got)
    note(s, f"seat {seat + 1} takes {got} coins for its Research tokens (Special B1)")


def tent_vp(s: DarwinState, seat: int) -> int:
    return scenario_data().vp_per_tent * objectives.tents_placed(s, seat)


@runner("vp-per-tent", usable=lambda s, seat, n: tent_vp(s, seat) > 0)
def _vp_per_tent(s, seat, n, flags):
    got = tent_vp(s, seat)
    economy.gain_vp(s, seat, got)
    note(s, f"seat {seat + 1} scores {got} VP for its tents (Special B2)")


# ----- Special B3 ------------------------------------------------------------------------
def own_uncompleted(s: DarwinState, seat: int) -> list[int]:
    """The seat's crew cards not yet completed."""
    done = {c for c, _ in s.crew_done[seat]}
    return [c for c in s.crew[seat] if c not in done]


def _crew_action_usable(s, seat, n):
    return s.tk[seat] >= scenario_data().tk_cost and bool(own_uncompleted(s, seat))


@runner("crew-action", usable=_crew_action_usable)
def _crew_action(s, seat, n, flags):
    tasks.push(s, ("crew-action", seat))


def _crew_text(s: DarwinState, card: int) -> str:
    return f"run the action of crew {s.ctx.comp.crew[card].id}"


def _crew_options(s, task):
    return [_crew_text(s, c) for c in own_uncompleted(s, task[1])]


def _crew_play(s, task, opt):
    tasks.pop(s)
    seat = task[1]
    card = next(c for c in own_uncompleted(s, seat) if _crew_text(s, c) == opt)
    s.tk[seat] -= scenario_data().tk_cost
    note(
        s,
        f"seat {seat + 1} spends {scenario_data().tk_cost} Temporary Knowledge to run crew "
        f"{s.ctx.comp.crew[card].id}'s action (Special B3)",
    )
    push_bundle(s, seat, s.ctx.comp.crew[card].actions)


tasks.register("crew-action", _crew_options, _crew_play, "Which crew card's action runs?")
