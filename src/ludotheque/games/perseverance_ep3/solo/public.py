"""What the solo mode shows and hides (L2115-L2127): the Dissidents' board in views (the
row, the slots, the flipped card, the discard, the reserve tracks, the programmes, the
goal cards, the joint followers and artefacts) with the deck's size only; `determinize`
re-deals the deck's unseen order; the report and the search's evaluation."""

from __future__ import annotations

from ludotheque.core.reports import make_report
from ludotheque.core.rng import Rng
from ludotheque.games.perseverance_ep3.components.effects import ARTEFACTS
from ludotheque.games.perseverance_ep3.solo import outlook, reserve
from ludotheque.games.perseverance_ep3.solo.data import solo_data
from ludotheque.games.perseverance_ep3.solo.state import NAMES, ON_CARD
from ludotheque.games.perseverance_ep3.state import PState


def _card(k: int) -> int | None:
    return solo_data().cards[k].number if k >= 0 else None


def board(s: PState) -> dict:
    """The Dissidents' board as everyone sees it."""
    so = s.solo
    data = solo_data()
    comp = s.ctx.comp
    top = so.deck[0] if so.flipped and so.deck else -1
    return {
        "level": so.level + ("+easier" if so.easier else "+harder" if so.harder else ""),
        "followers": so.followers,
        "artefacts": [a for k, a in enumerate(ARTEFACTS) if so.artefacts >> k & 1],
        "goals": [comp.goals[g].id for g in so.goals],
        "goal_scored": comp.goals[so.goal_scored].id if so.goal_scored >= 0 else None,
        "deck": len(so.deck),
        "flipped": _card(top),
        "row": [_card(k) for k in so.row],
        "discard": [_card(k) for k in so.discard],
        "turns": so.turns,
        "result": so.result,
        "log": list(so.log),
        "dissidents": [
            {
                "name": NAMES[d],
                "seat": d + 1,
                "programme": data.programmes[so.programmes[d]].id,
                "card": _card(so.slots[d]),
                "reserve": "card" if so.marker[d] == ON_CARD else so.marker[d],
                "track": reserve.last_space(s, d) + 1,
                "crates": so.crates[d],
            }
            for d in (0, 1)
        ],
    }


def snapshot(s: PState) -> dict:
    out = board(s)
    out["deck_order"] = [_card(k) for k in s.solo.deck]
    return out


def determinize(c: PState, rng: Rng) -> None:
    """The deck's order is unknown but for a face-up top card (L2260)."""
    so = c.solo
    keep = 1 if so.flipped else 0
    rest = sorted(so.deck[keep:])
    rng.shuffle(rest)
    so.deck[keep:] = rest


def you(s: PState) -> int:
    """Your seat for the platform: 0, unless the Dissidents were seated first (a
    tournament rotates seats); inside the state you are always players[0]."""
    return 1 - s.ctx.config.get("dissidents_seat", 1)


def in_seats(s: PState, mine, theirs) -> list:
    """[you, them] in the platform's seat order."""
    return [mine, theirs] if you(s) == 0 else [theirs, mine]


def scores(s: PState) -> list[int]:
    return in_seats(s, s.players[0].followers, s.solo.followers)


def winners(s: PState) -> list[int]:
    if s.phase != "over":
        return []
    return [you(s)] if s.solo.result == "won" else [1 - you(s)]


def projection(s: PState, human: int) -> list[int]:
    """You: your projection (game.projection); the Dissidents: their followers and 2 per
    artefact they hold (L2945); both with what the goal card still to score and the
    programme officers would pay now (solo/outlook.py); in seat order."""
    mine, theirs = outlook.outlook(s)
    arte = reserve.count(s) * solo_data().artefact_points
    return in_seats(s, human + mine, s.solo.followers + arte + theirs)


def report(s: PState) -> dict:
    parts = (s.final or [{}])[0]
    keys = ("structures", "artefacts", "leftovers")
    end = [parts.get(k, 0) for k in keys]
    mine = s.players[0].followers
    arte = reserve.count(s) * solo_data().artefact_points
    rows = in_seats(s, [mine - sum(end), *end], [s.solo.followers - arte, 0, arte, 0])
    cats = [
        "followers in play",
        "end-game structures and the Portal",
        "artefacts",
        "leftover resources and rangers",
    ]
    won = s.solo.result == "won"
    verdict = (
        f"You beat the Dissidents, {mine} followers to {s.solo.followers}."
        if won
        else f"The Dissidents won, {s.solo.followers} followers to your {mine}"
        + (" (a tie is theirs, L2952)." if mine == s.solo.followers else ".")
    )
    result = "won against the Dissidents" if won else "lost against the Dissidents"
    return make_report(verdict, cats, rows, result)
