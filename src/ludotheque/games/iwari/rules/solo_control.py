"""Solo and co-op play: who holds each territory, and the end of the game (L676-L694,
L812-L823). A territory is claimed when its last space fills or a corruption scores it;
the game ends once all are claimed, a Void colony grows too big, or the Void runs out.

These are reactions to pieces placed (`after_hut`, `after_totem`): they claim, end the
game, or queue the Void colony's effect and a player colony's free action for later; they
never place a piece.
"""

from __future__ import annotations

from ludotheque.games.iwari import scoring
from ludotheque.games.iwari.rules import atlas
from ludotheque.games.iwari.scoring import PLAYERS, VOID
from ludotheque.games.iwari.state import IwariState


# ----- what is open, explored, movable ----------------------------------------------------
def is_open(s: IwariState, t: int) -> bool:
    return s.control[t] == -1


def biome_explored(s: IwariState, b: int) -> bool:
    """A completely explored biome (L792, L796): each of its territories is full or claimed."""
    board = s.ctx.board
    return all(
        s.control[t] != -1 or s.hut_total[t] == len(board.spaces[t])
        for t in range(board.num_territories)
        if board.biome[t] == b
    )


def team(s: IwariState) -> range:
    return range(s.ctx.players)


def movable_totem(s: IwariState, t: int, tribe: int) -> bool:
    """Your topmost segment moves only if no Void segment sits above it (L798)."""
    stack = s.stacks[t]
    for who in reversed(stack):
        if who == tribe:
            return True
        if who == s.ctx.void:
            return False
    return False


# ----- territory control -----------------------------------------------------------------
def claim(s: IwariState, t: int) -> None:
    """Claim a territory and close it; the game ends once all are claimed."""
    _claim_quiet(s, t)
    s.cp += 1
    if -1 not in s.control:
        end(s, None)  # every territory is claimed (L814)


def claimed_by_void(s: IwariState) -> int:
    return sum(1 for c in s.control if c == VOID)


def end(s: IwariState, result: str | None) -> None:
    """End of a solo game (L812-L823): claim what is still open, then judge."""
    if s.phase == "over":
        return
    if result is None:
        for t in range(s.ctx.board.num_territories):
            if s.control[t] == -1:
                _claim_quiet(s, t)
        lost = claimed_by_void(s) >= s.ctx.void_threshold or atlas.void_wins_at_end(s)
        result = "void" if lost else "players"
    s.result = result
    s.effects.clear()
    s.choices.clear()
    s.phase = "over"
    s.cp += 1
    claimed = sum(1 for c in s.control if c == PLAYERS)
    for x in team(s):
        s.scores[x] = claimed
    s.scores[s.ctx.void] = claimed_by_void(s)


def _claim_quiet(s: IwariState, t: int) -> None:
    """L678-L694: the majority of tents/ruins earns a virtual totem; the majority of totems
    claims the territory; the Void wins every tie, even with nothing there."""
    s.control[t] = scoring.leader_now(s, t)


# ----- reactions to pieces placed --------------------------------------------------------
def after_hut(s: IwariState, tribe: int, space: int, t: int) -> None:
    """A tent or ruin on the last free space of a territory claims it at once (L678);
    colonies act (L790-L794); ten ruins in a colony win for the Void (L819)."""
    if t >= 0 and is_open(s, t) and s.hut_total[t] == len(s.ctx.board.spaces[t]):
        claim(s, t)
    if s.phase == "over":
        return
    group = scoring.colony_of(s, space)
    if tribe == s.ctx.void and len(group) >= s.ctx.board.void_colony_wins:
        end(s, "void-colony")  # however it grew, laid-down ruins included (L819, L476)
        return
    if len(group) < 4 or any(s.spent[x] for x in group):
        return
    if tribe == s.ctx.void:
        for x in group:
            s.spent[x] = True
        s.effects.append(("void-colony", tuple(group)))
    else:
        s.free_offers.append(tuple(group))


def after_totem(s: IwariState, tribe: int, t: int) -> None:
    s.stacks[t] = s.stacks[t] + (tribe,)
