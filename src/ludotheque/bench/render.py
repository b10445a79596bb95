"""`ludo bench GAME` as tables: speed and ratios, costs, yardsticks, then the targets."""

from __future__ import annotations


def _fmt(value: float | None, digits: int = 1) -> str:
    return "-" if value is None else f"{value:,.{digits}f}"


def _ratio(s: dict) -> str:
    """median (min-max) over the rounds."""
    if s["median"] is None:
        return "-"
    return f"{s['median']:.2f} ({s['min']:.2f}-{s['max']:.2f})"


def _verdict(ok: bool | None) -> str:
    return {True: "[green]pass[/]", False: "[red]fail[/]", None: "[dim]n/a [/]"}[ok]


def render(result: dict, console) -> None:
    from rich import box
    from rich.markup import escape
    from rich.table import Table

    console.print(
        f"[bold]ludo bench {result['game']}[/]: {result['seconds']:g} CPU s of games per "
        f"contestant in {result['rounds']} alternating rounds, seed {result['seed']}, "
        f"Python {result['python']}"
    )
    mcts_s = next(iter(result["per_players"].values()))["mcts"]["seconds"]
    speed = Table(box=box.SIMPLE_HEAD, caption_justify="left", padding=(0, 1), pad_edge=False)
    for header in ("players", "µs/dec", "dec/game", "games/s", "MCTS it."):
        speed.add_column(header, justify="right", no_wrap=True)
    speed.caption = (
        "dec = one decision (pending + pick + apply), CPU time; "
        f"MCTS it. = iterations in a {mcts_s:g} s decision (median over positions)"
    )
    for n, f in result["per_players"].items():
        speed.add_row(
            n,
            _fmt(f["us_per_decision"], 2),
            _fmt(f["decisions_per_game"]),
            _fmt(f["games_per_s"]),
            _fmt(f["mcts_iterations_0_5s"], 0),
        )
    console.print(speed)

    ratio = Table(box=box.SIMPLE_HEAD, caption_justify="left", padding=(0, 1), pad_edge=False)
    for header in ("players", "× floor", "× OpenSpiel Python", "× OpenSpiel C++"):
        ratio.add_column(header, justify="right", no_wrap=True)
    ratio.caption = (
        "our decision over one step of the yardstick, in the same round: "
        "median (min-max) over the rounds"
    )
    for n, f in result["per_players"].items():
        ratio.add_row(
            n,
            _ratio(f["ratio_floor_spread"]),
            _ratio(f["ratio_openspiel_python_spread"]),
            _ratio(f["ratio_openspiel_cpp_spread"]),
        )
    console.print(ratio)

    cost = Table(box=box.SIMPLE_HEAD, caption_justify="left", padding=(0, 1), pad_edge=False)
    for header in ("players", "copy", "view", "spectator", "determinize", "evaluate", "setup"):
        cost.add_column(header, justify="right", no_wrap=True)
    cost.caption = "µs per call (view: the seat to move's; spectator: a spectator's)"
    for n, f in result["per_players"].items():
        cost.add_row(
            n,
            *(
                _fmt(f[k], 1)
                for k in (
                    "copy_us",
                    "view_us",
                    "view_spectator_us",
                    "determinize_us",
                    "evaluate_us",
                    "setup_us",
                )
            ),
        )
    console.print(cost)

    y = result["yardsticks"]
    rounds = y["floor"]["us_per_step_rounds"]
    console.print(
        f"floor, {y['floor']['name']}: {_fmt(y['floor']['us_per_step'], 2)} µs/step "
        f"({_fmt(min(rounds), 2)}-{_fmt(max(rounds), 2)})"
    )
    for which in ("python", "cpp"):
        ref = y[f"openspiel_{which}"]
        if ref["available"]:
            r = ref["us_per_step_rounds"]
            console.print(
                f"OpenSpiel {y['openspiel_version'] or '?'} {ref['name']}: "
                f"{_fmt(ref['us_per_step'], 2)} µs/step ({_fmt(min(r), 2)}-{_fmt(max(r), 2)})"
            )
        else:
            console.print(
                f"[yellow]{ref['name']} not measured:[/] {escape(ref['note'])}", soft_wrap=True
            )

    console.print("[bold]targets[/] (declared by the game; n/a: not measured):")
    for c in result["targets"]["checks"]:
        sign = "≥" if c["sense"] == "min" else "≤"
        digits = 0 if c["target"] in ("mcts_iterations_0_5s", "random_games_per_s_4p") else 2
        console.print(
            f"  {_verdict(c['ok'])} {c['what']} {sign} {c['limit']:g} at {c['players']}p: "
            f"{_fmt(c['figure'], digits)}"
        )
