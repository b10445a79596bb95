"""The finished game of Iwari explained: who won and why, points by category.

Categories follow the final scoring (L284-L315): the mid-game hut scoring, then huts,
totems and colonies at the end, plus what the expansion and Atlas maps add (expedition
cards, the walking totem, kept ruins, the purple road). Against the Void (L812-L823)
the score is the territories claimed and the result is won or lost."""

from __future__ import annotations

from ludotheque.core.reports import drop_empty, make_report, names, pts, seat_name
from ludotheque.games.iwari import scoring
from ludotheque.games.iwari.state import IwariState

# final_parts key -> category name, in the order the rulebook scores them.
PARTS = (
    ("huts", "huts at the end"),
    ("totems", "totems"),
    ("colonies", "colonies"),
    ("ruins", "ruins kept"),
    ("road", "purple road"),
    ("expeditions", "expedition cards"),
    ("walking_totem", "walking totem"),
)
VOID_ENDS = {
    "void": "the Void claimed too many territories or met its map's condition",
    "void-colony": "the Void built a colony of ten ruins",
}


def report(s: IwariState) -> dict:
    if s.ctx.solo:
        return _against_void(s)
    tribes = list(range(s.ctx.players))
    if s.ctx.neutral >= 0:
        tribes.append(s.ctx.neutral)
    parts = s.final_parts or {}
    mid = s.mid_scores or [0] * s.ctx.tribes
    cats = ["huts at mid-game"] + [label for key, label in PARTS if key in parts]
    rows = [[mid[t]] + [parts[key][t] for key, _ in PARTS if key in parts] for t in tribes]
    cats, rows = drop_empty(cats, rows)
    n = s.ctx.players
    others = []
    if s.ctx.neutral >= 0:
        others.append({"name": "the neutral tribe", "points": rows[n], "total": sum(rows[n])})
    return make_report(_verdict(s), cats, rows[:n], None, others)


def _verdict(s: IwariState) -> str:
    best = scoring.winning_tribes(s)
    top = s.scores[best[0]]
    contenders = [t for t in range(s.ctx.tribes) if t != s.ctx.void]
    tied = [t for t in contenders if s.scores[t] == top]
    why = ""
    if len(tied) > len(best):
        why = " (tie broken by the most constructions left in supply, L315)"
    if s.ctx.neutral in best:
        return (
            f"The neutral tribe won with {pts(top)}{why}: both players lose (L240). "
            f"Best player: {_best_player(s)}."
        )
    who = [t for t in best if t < s.ctx.players]
    if len(who) == 1:
        return f"{seat_name(who[0]).capitalize()} won with {pts(top)}{why}."
    return f"Shared victory: {names(who)} with {pts(top)}{why}."


def _best_player(s: IwariState) -> str:
    n = s.ctx.players
    top = max(s.scores[:n])
    return f"{names([p for p in range(n) if s.scores[p] == top])} with {pts(top)}"


def _against_void(s: IwariState) -> str:
    n = s.ctx.players
    claimed = s.scores[0] if n else 0
    void = s.scores[s.ctx.void]
    if s.result == "players":
        verdict = (
            f"Won against the Void: the players claimed {claimed} territories, the Void "
            f"{void} (it needed {s.ctx.void_threshold})."
        )
        result = "won against the Void"
    else:
        reason = VOID_ENDS.get(s.result or "", "the Void won")
        verdict = f"Lost against the Void: {reason} ({void} territories against {claimed})."
        result = "lost against the Void"
    rows = [[s.scores[p]] for p in range(n)]
    others = [{"name": "the Void", "points": [void], "total": void}]
    return make_report(verdict, ["territories claimed"], rows, result, others)
