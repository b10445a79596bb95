"""Issue 17, "names instead of ids": the checks every game's option labels owe, over the
decisions of seeded random games. A label leads with words and shows no id (only the
platform's " [option text]" suffix may, where two options of a decision share a label);
the labels of one decision differ; what the terminal reads back from a label typed in
full is that label's own option."""

from __future__ import annotations

import re

from ludotheque.cli.entry import resolve
from ludotheque.core.rng import Rng


def head(label: str) -> str:
    """A label without the platform's " [option text]" (Game.option_labels)."""
    return label.split(" [", 1)[0]


def check_decisions(game, config: dict, seed: int, ids: str, moves: int = 300) -> set[str]:
    """Walk `moves` decisions of a seeded random game and check every decision's labels;
    returns the option texts seen (for the callers' coverage checks)."""
    pattern = re.compile(ids)
    state = game.setup(game.configure(config), seed)
    rng = Rng(seed + 3)
    seen: set[str] = set()
    for _ in range(moves):
        if game.is_over(state):
            break
        decision = game.pending(state)
        view = game.view(state, decision.seat)
        labels = game.option_labels(view, list(decision.options))
        assert len(set(labels)) == len(labels), labels
        for k, (option, label) in enumerate(zip(decision.options, labels, strict=True)):
            assert not pattern.search(head(label)), (option, label)
            assert resolve(label, decision, labels) == k, (label, labels)
            seen.add(option)
        game.apply(state, rng.below(len(decision.options)))
    return seen


def vocabulary_with_ids(game, config: dict, ids: str) -> list[tuple[str, str]]:
    """(option, label) for every option text the game can ever offer under `config`
    (Game.action_vocabulary), labelled against seat 1's view of a fresh game, whose
    label shows an id: the rare options that seeded games may never reach."""
    pattern = re.compile(ids)
    view = game.view(game.setup(config, 1), 0)
    labels = ((o, game.option_label(view, o)) for o in game.action_vocabulary(config))
    return [(o, label) for o, label in labels if pattern.search(label)]
