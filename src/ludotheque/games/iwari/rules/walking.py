"""The walking metal totem (L916-L932, rulings B10, C5, C20): a player who puts a segment
next to it may score its connection at the end of the turn, then it moves on."""

from __future__ import annotations

from ludotheque.games.iwari import scoring
from ludotheque.games.iwari.state import WALKING, IwariState


def setup(s: IwariState) -> None:
    s.metal = 0  # connection number 1 (L921)


def after_totem(s: IwariState, tribe: int, t: int) -> None:
    if s.metal >= 0 and tribe == s.active:
        c = s.ctx.board.connections[s.metal]
        if t in (c.a, c.b):
            s.metal_flag = True


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


def choose(s: IwariState, opt: str) -> None:
    """Option A (score now and move on) or B (wait), L931-L932."""
    if opt == "walking-totem score":
        score_walking(s)
