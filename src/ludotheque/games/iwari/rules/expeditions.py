"""Expedition cards (L576-L600, ruling C1): three face up; the first and second tribe to
complete a card's mission score its two rewards at once."""

from __future__ import annotations

from ludotheque.core.rng import Rng
from ludotheque.games.iwari import scoring
from ludotheque.games.iwari.components.board import BIOME_INDEX
from ludotheque.games.iwari.state import IwariState

FACE_UP = 3


def setup(s: IwariState, rng: Rng) -> None:
    """L580: three cards face up, never refilled."""
    deck = list(range(len(s.ctx.expeditions)))
    rng.shuffle(deck)
    s.expedition_cards = tuple(deck[:FACE_UP])
    s.expedition_claims = [-1] * (2 * FACE_UP)


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
