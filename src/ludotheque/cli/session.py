"""One terminal game in progress: who sits where, the loop that asks agents and people in
turn, and what the screen last showed. Stopping (quit, end of input, Ctrl-C) raises Stop;
`ludo play` (cli/play.py) decides what is saved and the exit status."""

from __future__ import annotations

import operator
from typing import Any

from rich.console import Console
from rich.text import Text

from ludotheque.agents.base import Agent
from ludotheque.agents.observation import Observation
from ludotheque.agents.registry import make_agent
from ludotheque.cli import declared, screen
from ludotheque.cli.common import plural
from ludotheque.cli.entry import BadLine, read_line, resolve, shown, starting_with
from ludotheque.cli.hint import print_hint
from ludotheque.cli.render import render
from ludotheque.core.decision import Decision
from ludotheque.core.errors import IllegalOption
from ludotheque.core.game import Game
from ludotheque.core.match import Match
from ludotheque.core.rng import Rng

HUMAN = "human"
COMMANDS = """\
Type the number of an option, or its text (a unique beginning is enough).
Commands:
  board     show the whole table again
  undo [N]  take back your last decision(s) of this turn, if the rules allow
  hint      the search's best options now, with their values (when one person
            plays)
  help      the game's turn and terms; `help commands` this list
  quit      stop the game (saved to --record FILE when given; continue it later
            with `ludo play --resume FILE`)"""
NO_GAME_HELP = "(This game gives no help of its own: the options are listed under each prompt.)"
# Under the game's own help, so that both fit one 80x24 screen; `help commands` has them all.
COMMANDS_LINE = "Commands: board, undo [N], hint, help, quit ('help commands' says more)."


def help_answer(game, entry: str) -> str:
    """What `help` prints: the game's turn and terms with the commands on one line, or
    the commands in full for `help commands`."""
    if entry.split()[1:2] == ["commands"]:
        return COMMANDS
    return f"{declared.help_text(game) or NO_GAME_HELP}\n{COMMANDS_LINE}"


class Stop(Exception):
    """The person stopped the game: `quit` or end of input, or Ctrl-C (`interrupted`)."""

    def __init__(self, interrupted: bool = False):
        super().__init__("interrupted" if interrupted else "stopped")
        self.interrupted = interrupted


class AgentFault(Exception):
    """An agent returned something the rules refuse: a bug in the agent, not bad input."""


def is_automa(spec: str) -> bool:
    """Automa seats are played by the game itself (see Game.seat_config)."""
    return spec.split(":", 1)[0] == "automa"


def agent_seed(seed: int, seat: int) -> int:
    """A seat's own stream, apart from the game's (which is seeded with `seed` itself)."""
    return Rng((seed * 0x9E3779B1 + 0x5EED + seat) & ((1 << 64) - 1)).next64()


def option_text(decision: Decision, choice: Any) -> str | None:
    if isinstance(choice, int) and 0 <= choice < len(decision.options):
        return decision.options[choice]
    return choice if isinstance(choice, str) else None


class Session:
    """One terminal game: the match, who sits where, and what the screen last showed."""

    def __init__(self, console: Console, match: Match, specs: list[str], verbose: bool):
        self.console = console
        self.match = match
        self.game: Game = match.game
        self.specs = specs
        humans = [s for s, spec in enumerate(specs) if spec == HUMAN]
        self.humans = humans
        self.labels = []
        for seat, spec in enumerate(specs):
            who = ("you" if len(humans) == 1 else HUMAN) if spec == HUMAN else spec
            self.labels.append(f"seat {seat + 1} ({who})")
        self.agents: dict[int, Agent] = {
            seat: make_agent(spec, agent_seed(match.seed, seat))
            for seat, spec in enumerate(specs)
            if spec != HUMAN and not is_automa(spec)
        }
        self.log_moves = verbose or bool(humans)
        # Events are told from one seat's view: the person's when one plays, else a
        # spectator's (several people at one screen must not see each other's hands).
        self.watcher: int | None = humans[0] if len(humans) == 1 else None
        self.seen: dict | None = None  # the watcher's view after the last move told
        self.shown_for: int | None = None  # human seat whose turn heading is still up
        self.attempt: str | None = None  # the option being played, for crash reports

    def label(self, seat: int | None) -> str:
        if seat is None:
            return "nobody"
        return self.labels[seat] if 0 <= seat < len(self.labels) else f"seat {seat + 1}"

    def say(self, text: str | Text, style: str | None = None) -> None:
        """A line of ours, word-wrapped to the terminal (never cut mid-word)."""
        self.console.print(
            Text(text, style=style or "") if isinstance(text, str) else text, soft_wrap=False
        )

    def log(self, seat: int | None, decision: Decision, text: str) -> None:
        if not self.log_moves:
            return
        # Only agents' moves are logged; a private one is hidden whenever a person watches.
        hidden = decision.private and bool(self.humans)
        line = Text(f"{len(self.match.moves):>4}. ", style="dim")
        line.append(self.label(seat), style="bold")
        line.append(f" {decision.kind}", style="dim")
        if not hidden and self.seen is not None:  # in words, from the watcher's view
            text = self.game.move_label(self.seen, text, seat)
        line.append(f": {'?' if hidden else text}")
        self.say(line)

    # -- the loop --
    def run(self) -> None:
        """Play until the game ends; raises Stop when a person stops, KeyboardInterrupt
        when Ctrl-C comes while an agent thinks."""
        match = self.match
        if self.log_moves:
            self.seen = self.game.view(match.state, self.watcher)
        while not match.is_over():
            decision = match.decision
            seat = decision.seat
            agent = self.agents.get(seat) if seat is not None else None
            if agent is None:
                self.human(seat, decision)
                continue
            choice = agent.choose(Observation(self.game, match.state, seat))
            try:
                choice = operator.index(choice)  # numpy integers and the like
            except TypeError:
                raise AgentFault(
                    f"{self.label(seat)} returned {choice!r}, not an option index"
                ) from None
            self.attempt = option_text(decision, choice)
            try:
                text = match.play(choice)
            except IllegalOption as e:
                raise AgentFault(f"{self.label(seat)} chose an illegal option: {e}") from None
            self.shown_for = None
            self.log(seat, decision, text)
            self.tell()

    def human(self, seat: int, decision: Decision) -> None:
        view = self.game.view(self.match.state, seat)
        if self.shown_for != seat:
            self.console.rule(Text(f"{self.label(seat)} to play", style="bold"))
        # What the decision needs fits one screen (80x24): `board` draws the whole table.
        table = render(self.game.id, view, compact=True)
        self.console.print(table, soft_wrap=False)
        self.shown_for = seat
        self.show_options(seat, decision, view, used=screen.height(self.console, table) + 1)
        while True:
            try:
                entry = read_line(f"{self.label(seat)} > ")
            except EOFError:
                self.console.print()
                raise Stop from None
            except KeyboardInterrupt:
                self.console.print()
                raise Stop(interrupted=True) from None
            except BadLine as e:
                self.say(str(e), "bold red")
                continue
            word = entry.lower()
            if not entry:
                continue
            if word in ("quit", "exit", "q"):
                raise Stop
            if (word.split() or [""])[0] in ("help", "h", "?"):
                self.say(help_answer(self.game, word))
                continue
            if word in ("board", "show"):
                self.console.print(render(self.game.id, view), soft_wrap=False)
                self.show_options(seat, decision, view)
                continue
            if word == "hint":
                print_hint(self.console, self.match, seat, len(self.humans))
                continue
            if word == "undo" or word.startswith("undo "):
                if self.undo(seat, word[4:].strip()):
                    self.shown_for = None
                    if self.log_moves:
                        self.seen = self.game.view(self.match.state, self.watcher)
                    return
                continue
            labels = self.game.option_labels(view, decision.options)
            choice = resolve(entry, decision, labels)
            if isinstance(choice, str):
                if not self.show_matches(entry, decision, view):
                    self.say(choice, "bold red")
                continue
            self.attempt = decision.options[choice]
            self.match.play(choice)
            self.say(f"  → {labels[choice]}", "bold")  # in words, as it was shown
            self.tell()
            return

    def tell(self) -> None:
        """Say in words what the last move and the automatic effects after it did, as the
        watcher saw it (Game.narrate, from two views, so nothing hidden is told)."""
        if not self.log_moves:
            return
        after = self.game.view(self.match.state, self.watcher)
        lines = self.game.narrate(self.seen, after, self.watcher)
        self.seen = after
        for line in lines:
            self.say(Text(f"      · {line}", style="dim"))

    def show_options(
        self, seat: int, decision: Decision, view: dict | None = None, used: int = 0
    ) -> None:
        """The prompt and the options with what they refer to, in the rows the screen has
        left under the `used` ones (see cli/screen.py)."""
        head = Text(f"{decision.kind}: ", style="bold")
        head.append(decision.prompt or "choose an option")
        self.say(head)
        options = list(decision.options)
        labels = options
        if view is not None:
            labels = self.game.option_labels(view, options)
        side = set(self.game.side_options(options)) if len(options) > 1 else set()
        if len(side) == len(options):
            side = set()
        main = [i for i, opt in enumerate(options) if opt not in side]
        rest = [i for i, opt in enumerate(options) if opt in side]
        line = None
        if rest:
            line = screen.side_line(
                rest, [labels[i] for i in rest], [options[i] for i in rest], self.console.width
            )
        rows = self.console.height - used - screen.height(self.console, head) - screen.RESERVED
        if line is not None:
            rows -= screen.height(self.console, line)
        texts = [labels[i] for i in main]
        rows = max(rows, 3)
        grid = screen.option_grid(texts, self.console.width, rows, numbers=main)
        self.console.print(grid, soft_wrap=False)
        if line is not None:
            self.say(line)
        hint = "number or text; help, board, quit"
        if screen.cuts(texts, self.console.width, rows, numbers=main):
            hint = "number, or a beginning to see its options in full; help, board, quit"
        n = self.match.undoable(seat)
        if n:
            more = f"; undo ({n} decision(s) can be taken back)"
            hint += more if len(hint + more) <= self.console.width else f"; undo ({n})"
        self.say(hint, "dim")

    def show_matches(self, entry: str, decision: Decision, view: dict | None) -> bool:
        """A beginning that fits several options: those options with what they refer to,
        in full where they fit (the grid above may have cut them to fit the screen)."""
        if view is None:
            return False
        every = self.game.option_labels(view, decision.options)
        found = starting_with(entry, every) or starting_with(entry, decision.options)
        if len(found) < 2:
            return False
        labels = [every[i] for i in found]
        rows = max(self.console.height - screen.RESERVED - 1, 3)
        self.say(Text(f"{len(found)} options begin with {shown(entry)}:", style="bold"))
        grid = screen.option_grid(labels, self.console.width, rows, numbers=found)
        self.console.print(grid, soft_wrap=False)
        return True

    def undo(self, seat: int, arg: str) -> bool:
        """Take back decisions of `seat` if the rules allow; say how many or why not."""
        match = self.match
        available = match.undoable(seat)
        if arg in ("", "1"):
            want = 1
        elif arg == "all":
            want = available
        elif arg.isdigit() and 0 < int(arg) < 10**6:
            want = int(arg)
        else:
            self.say(f"undo takes a count or 'all', got {arg[:20]!r}", "bold red")
            return False
        if available == 0:
            if not match.moves:
                why = "nothing has been played yet"
            elif match.seats[-1] != seat:
                why = f"the last decision was {self.label(match.seats[-1])}'s, not yours"
            else:
                why = (
                    "something was revealed or a new turn began since your last decision "
                    "(a card drawn, a tile turned), so it stands"
                )
            self.say(f"cannot undo: {why}", "bold red")
            return False
        taken = match.moves[len(match.moves) - min(want, available) :]
        n = match.undo(seat, want)
        left = match.undoable(seat)
        msg = f"took back {plural(n, 'decision')}: {', '.join(taken)}"
        msg += f"; {left} more can be taken back" if left else "; nothing more can be taken back"
        if want > n:
            msg += f" (asked for {want}, only {n} could be)"
        self.say(msg, "bold")
        return True
