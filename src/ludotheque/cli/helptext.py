"""What `ludo COMMAND -h` says beyond the options: a description and worked examples for
every subcommand, kept apart from the parser so both stay readable."""

from __future__ import annotations

import argparse
import textwrap

FORMATTER = argparse.RawDescriptionHelpFormatter

TEXTS: dict[str, tuple[str, str]] = {
    "games": (
        "List every installed game: its player counts, modes, modules and variants, the "
        "values its configuration keys take (maps, modes), the automas the game plays "
        "itself (as --seats specs), and how much of its component data is reconstructed.",
        "examples:\n  ludo games",
    ),
    "play": (
        "Play a game in the terminal. Each seat is a person (human), an agent, or an "
        "automa the game plays by its own rules (automa or automa:SPEC; `ludo games` lists "
        "them). Without --seats, you take the first seat the game does not play itself and "
        "random agents the others. At the prompt, type an option's number or the "
        "beginning of its text; help, board, undo and quit are commands. A game stopped "
        "with --record FILE is continued with --resume FILE.",
        "examples (GAME: an id listed by `ludo games`):\n"
        "  ludo play GAME                               you against random agents\n"
        "  ludo play GAME --players 3 --seats human,greedy,mcts:1s\n"
        "  ludo play GAME --option map=NAME --module NAME --seed 42\n"
        "  ludo play GAME --seats human,automa          against the game's own automa\n"
        "  ludo play GAME --seats random,random --verbose   watch two agents\n"
        "  ludo play GAME --record game.json            quit any time, then:\n"
        "  ludo play --resume game.json                 continue where you stopped",
    ),
    "replay": (
        "Replay a record written by `ludo play --record` (or a tournament) through the "
        "rules: every move is checked, the scores shown, and with --verify the stored "
        "result must be reproduced. A record from another engine version is replayed "
        "with a warning.",
        "examples:\n"
        "  ludo replay game.json --verify\n"
        "  ludo replay game.json --show                 every move and the final table",
    ),
    "tournament": (
        "Play seeded games between agents (seats rotated between games) in worker "
        "processes and compare them: wins with a 95% interval, scores, thinking time. "
        "Ctrl-C stops early and prints the games that finished.",
        "examples:\n"
        "  ludo tournament GAME --agents random,greedy --games 100 --workers 2\n"
        "  ludo tournament GAME --agents mcts,greedy,random --records runs/ --json",
    ),
    "serve": (
        "Run the game server: a lobby and tables in the browser, people and agents "
        "together. `python -m ludotheque.server -h` lists every setting.",
        "examples:\n"
        "  ludo serve                                   http://127.0.0.1:8000\n"
        "  ludo serve --host 0.0.0.0 --port 8080 --database postgresql://u:p@db/ludo",
    ),
    "data": (
        "Export a game's component data as a pack of editable files, or check a pack; "
        "play, replay, serve or run tournaments with a pack through --data DIR.",
        "examples:\n"
        "  ludo data export GAME my-pack\n"
        "  ludo data check my-pack\n"
        "  ludo play GAME --data my-pack",
    ),
    "data export": (
        "Write a game's component data (one entry per component, each with its source: a "
        "rulebook line or `reconstructed`) and a manifest into a new or empty directory, "
        "to edit and then check with `ludo data check`.",
        "examples (GAME: an id listed by `ludo games`):\n"
        "  ludo data export GAME my-pack\n"
        "  ludo data export GAME ./packs/GAME-house-rules",
    ),
    "data check": (
        "Check a data pack written by `ludo data export` (and maybe edited): every file's "
        "structure, then the game's own checks; each problem is named with its file and "
        "entry, and the pack's hash is printed (records name the data they were played with).",
        "examples:\n"
        "  ludo data check my-pack\n"
        "  ludo data check my-pack && ludo play GAME --data my-pack",
    ),
    "analyse": (
        "Replay a record and ask the search, at each decision the seat took, for the value "
        "of the option played and of its best option (0 to 1, from what the seat could see "
        "then, hidden cards re-dealt): the largest losses are marked. A long game at the "
        "default budget takes a few minutes; --seconds or --iterations trade speed for "
        "accuracy.",
        "examples:\n"
        "  ludo analyse game.json --seat 1\n"
        "  ludo analyse game.json --seat 2 --iterations 100   quicker, rougher\n"
        "  ludo analyse game.json --seat 1 --seconds 2 --seed 7",
    ),
}

BENCH_EPILOG = (
    "`ludo bench server` is the game server's load benchmark, with its own\n"
    "options (ludo bench server -h).\n\n"
    "examples:\n"
    "  ludo bench GAME                              against the floor and OpenSpiel\n"
    "  ludo bench GAME --seconds 1 --positions 3    a quicker, rougher run\n"
    "  ludo bench GAME --players 2,4 --json\n"
    "  ludo bench server -h                         the server benchmark's options"
)


def describe(parser: argparse.ArgumentParser, name: str) -> None:
    """Give a subcommand's parser its description and examples."""
    description, epilog = TEXTS[name]
    parser.description = textwrap.fill(description, 78)
    parser.epilog = epilog
    parser.formatter_class = FORMATTER


def describe_all(parser: argparse.ArgumentParser, prefix: str = "") -> None:
    """Describe every subcommand with a text here, nested ones (`data export`) too."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                key = f"{prefix}{name}"
                if key in TEXTS:
                    describe(sub, key)
                describe_all(sub, f"{key} ")


def subcommands(parser: argparse.ArgumentParser, prefix: str = "") -> list[str]:
    """Every subcommand's name (`data export` for nested ones), for the help tests."""
    names = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                names.append(f"{prefix}{name}")
                names += subcommands(sub, f"{prefix}{name} ")
    return names
