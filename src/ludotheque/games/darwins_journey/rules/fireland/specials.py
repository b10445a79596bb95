"""Fireland's Special Action tiles in play (L1961-L2005), each verb run as any tile's action:

- F1 `adventure-land`, F2 `adventure-ocean`: a crew card's Adventure (crew.py, FL-R44: the
  top card of that deck, its token bonus offered once per token of that kind still on the
  Fireland board) with none of the option's Time spent (ambiguity 32, ruling FL-R24);
- F3 `stolen-time`: stolen_time.py (ruling FL-R25);
- F4 `time-others 2`: stolen_time.py (ruling FL-R47); F5 `time 3` (encounters.py);
- F6 `letter-top`: the first-place reward of one of the envelopes' tiles, its costs paid
  or the action lost (ruling FL-R26);
- F7 `stamp-each`: one stamp on each envelope, top to bottom (ruling FL-R27);
- F8 and F9 move pawns: special_moves.py (ruling FL-R28).

The Adventure's card is face up on its task as a banner's is (`encounters.resolving` finds
both), so the view shows it.
"""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.fireland_map import LAND, OCEAN
from ludotheque.games.darwins_journey.rules import tasks
from ludotheque.games.darwins_journey.rules.correspondence import on_board, put_stamp
from ludotheque.games.darwins_journey.rules.effects import push_bundle, runner
from ludotheque.games.darwins_journey.rules.fireland import crew
from ludotheque.games.darwins_journey.rules.fireland.stolen_time import others_spend
from ludotheque.games.darwins_journey.state import ENVELOPES, DarwinState, note


# ----- F1, F2: a crew card's Adventure with no Time spent (crew.py, encounters.py) --------
def _adventure(kind: str):
    def run(s, seat, n, flags):
        note(s, f"seat {seat + 1} goes on a {kind} Adventure (Special Action tile)")
        crew.start_adventure(s, seat, kind, None, crew.TILE_ADVENTURE)

    return run


runner("adventure-land", usable=lambda s, seat, n: s.fire is not None)(_adventure(LAND))
runner("adventure-ocean", usable=lambda s, seat, n: s.fire is not None)(_adventure(OCEAN))


# ----- F4: every other seat spends Time -----------------------------------------------
# `time-others`, the seat's 2 Time and the others' 1 in one action: stolen_time.py, beside
# F3's same words (ruling FL-R47).


# ----- F6: a Correspondence tile's first-place reward ------------------------------------
def letter_option(e: int) -> str:
    return f"first reward of envelope {e + 1}"


@runner("letter-top", usable=lambda s, seat, n: bool(s.letters))
def _letter_top(s, seat, n, flags):
    tasks.push(s, ("letter-top", seat))


def _letter_options(s, task):
    return [letter_option(e) for e in range(len(s.letters))]


def _letter_play(s, task, opt):
    """The tile's first-place reward as a bundle: an effect whose cost the seat cannot pay
    is not offered, so it is lost (L1991); Fireland's F1 makes the others spend its Time."""
    tasks.pop(s)
    seat = task[1]
    e = next(e for e in range(len(s.letters)) if letter_option(e) == opt)
    letter = s.ctx.comp.letters[s.letters[e]]
    note(s, f"seat {seat + 1} runs envelope {e + 1}'s first-place reward (tile {letter.id})")
    push_bundle(s, seat, letter.first)
    if letter.others_time:
        others_spend(s, seat, letter.others_time, f"Correspondence tile {letter.id}")


tasks.register("letter-top", _letter_options, _letter_play, "Whose first-place reward runs?")


# ----- F7: a stamp on each envelope ------------------------------------------------------
def _has_stamps(s, seat, n):
    return on_board(s, seat) + s.cup[seat] > 0


@runner("stamp-each", usable=_has_stamps)
def _stamp_each(s, seat, n, flags):
    tasks.push(s, ("stamp-each", seat, 0, ()))


def _stamp_sources(s: DarwinState, seat: int, e: int) -> list[str]:
    """Where the next stamp comes from: a stack, or the cup once the board holds fewer
    stamps than the envelopes still to fill (L734)."""
    out = [f"stack {k + 1}" for k, c in enumerate(s.stacks[seat]) if c > 0]
    if s.cup[seat] > 0 and on_board(s, seat) < ENVELOPES - e:
        out.append("the cup")
    return out


def _stamp_options(s, task):
    _, seat, e, _ = task
    return [f"{src} to envelope {e + 1}" for src in _stamp_sources(s, seat, e)] or ["stop"]


def _stamp_play(s, task, opt):
    """One stamp on envelope `e`, then the next; an emptied stack runs its printed action
    once every stamp is down (L726)."""
    tasks.pop(s)
    _, seat, e, emptied = task
    if opt != "stop":
        e, emptied = put_stamp(s, seat, opt, emptied)
        if e + 1 < ENVELOPES and _stamp_sources(s, seat, e + 1):
            tasks.push(s, ("stamp-each", seat, e + 1, emptied))
            return
        note(s, f"seat {seat + 1} places a stamp on each envelope up to envelope {e + 1}")
    for k in reversed(emptied):
        push_bundle(s, seat, s.ctx.comp.board.stacks[k][1])


tasks.register("stamp-each", _stamp_options, _stamp_play, "Place a stamp on this envelope.")
