"""The targets a game declares (`Game.bench_targets`) checked against the figures.

Each check names its target, the player count, the limit, the figure and whether it
holds (None when the figure was not measured: no 4-player count, OpenSpiel missing).
A game's dict may leave keys out: those keep the core's defaults.
"""

from __future__ import annotations

from typing import Any

from ludotheque.core.game import Game

# key: (what it is, at most or at least, the figure's path in a player count's figures)
TARGETS = {
    "random_games_per_s_4p": ("complete random 4-player games per CPU second", "min"),
    "decision_vs_openspiel": ("decision ÷ OpenSpiel python_tic_tac_toe step", "max"),
    "decision_vs_floor": ("decision ÷ plain-Python tic-tac-toe step", "max"),
    "mcts_iterations_0_5s": ("MCTS iterations in a 0.5 s decision", "min"),
    "view_us": ("µs per view (the seat's and a spectator's)", "max"),
}


def declared(game: Game) -> dict[str, float]:
    return {**Game.bench_targets, **type(game).bench_targets}


def _figure(key: str, f: dict) -> float | None:
    if key == "decision_vs_openspiel":
        return f["ratio_openspiel_python"]
    if key == "decision_vs_floor":
        return f["ratio_floor"]
    if key == "mcts_iterations_0_5s":  # not a 0.5 s figure when --mcts-seconds says otherwise
        return f["mcts_iterations_0_5s"] if f["mcts"]["seconds"] == 0.5 else None
    if key == "view_us":
        views = [v for v in (f["view_us"], f["view_spectator_us"]) if v is not None]
        return max(views) if views else None
    raise KeyError(key)


def check(game: Game, per_players: dict[str, dict]) -> dict[str, Any]:
    limits = declared(game)
    checks = []
    for key, (what, sense) in TARGETS.items():
        limit = limits[key]
        if key == "random_games_per_s_4p":
            counts = ["4"]
        else:
            counts = list(per_players)
        for n in counts:
            f = per_players.get(n)
            if f is None:
                figure = None
            elif key == "random_games_per_s_4p":
                figure = f["games_per_s"]
            else:
                figure = _figure(key, f)
            ok = (
                None if figure is None else (figure >= limit if sense == "min" else figure <= limit)
            )
            checks.append(
                {
                    "target": key,
                    "what": what,
                    "players": int(n),
                    "sense": sense,
                    "limit": limit,
                    "figure": figure,
                    "ok": ok,
                }
            )
    oks = [c["ok"] for c in checks]
    all_hold = False if False in oks else (None if None in oks else True)
    return {"declared": limits, "checks": checks, "all_hold": all_hold}
