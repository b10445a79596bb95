"""Stable action ids: a game's option texts in a fixed order, and the map both ways.

A game writes its vocabulary as families of texts, one template and the ordered domains
of its placeholders each (`family("play {card}", card=CARD_IDS)`), so the order is the
order of the data files and an id keeps its meaning while the data version does not change.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import product

from ludotheque.core.errors import ConfigError


class VocabularyError(ConfigError):
    """An option the game's declared vocabulary does not hold (a defect of the game's
    `action_vocabulary`), or an action id out of range."""


def family(template: str, **domains: Iterable) -> list[str]:
    """Every text of `template` with its `{placeholders}` filled from `domains`, in the
    order of the placeholders as written in the template (the first varies slowest)."""
    names = list(domains)
    values = [list(domains[n]) for n in names]
    return [template.format(**dict(zip(names, combo, strict=True))) for combo in product(*values)]


def unique(texts: Iterable[str]) -> tuple[str, ...]:
    """`texts` without repeats, first occurrence kept (families may overlap)."""
    return tuple(dict.fromkeys(texts))


class Vocabulary:
    """The option texts of one configuration and their ids (positions)."""

    __slots__ = ("texts", "_ids", "game")

    def __init__(self, texts: Sequence[str], game: str = "") -> None:
        self.texts = tuple(texts)
        self._ids = {t: i for i, t in enumerate(self.texts)}
        self.game = game
        if len(self._ids) != len(self.texts):
            dup = sorted({t for t in self.texts if self.texts.count(t) > 1})
            raise VocabularyError(f"{game}: the vocabulary repeats {dup[:5]}")

    def __len__(self) -> int:
        return len(self.texts)

    def __contains__(self, text: str) -> bool:
        return text in self._ids

    def id(self, text: str) -> int:
        i = self._ids.get(text)
        if i is None:
            raise VocabularyError(
                f"{self.game}: the option {text!r} is not in the game's action vocabulary "
                f"({len(self.texts)} texts); the game's action_vocabulary misses it"
            )
        return i

    def ids(self, options: Iterable[str]) -> list[int]:
        """The ids of `options` (a decision's legal options), in the options' order."""
        return [self.id(o) for o in options]

    def text(self, action: int) -> str:
        if not 0 <= action < len(self.texts):
            raise VocabularyError(
                f"{self.game}: action {action} is not an id from 0 to {len(self.texts) - 1}"
            )
        return self.texts[action]


def pins(game, configs: Iterable[dict]) -> dict[str, dict]:
    """What pins a game's action ids: for each table (`configs`), the hash of the component
    data and a digest of the vocabulary in order. While the data hash stays the same, the
    digest must too (tests/interop/test_vocabulary_pins.py)."""
    from hashlib import sha256
    from json import dumps

    from ludotheque.core.datapack import current_hash

    out = {}
    for config in configs:
        texts = game.action_vocabulary(game.configure(dict(config)))
        digest = sha256("\n".join(texts).encode()).hexdigest()[:16]
        out[dumps(config, sort_keys=True)] = {
            "data": current_hash(game.id) or "",
            "vocabulary": digest,
            "size": len(texts),
        }
    return out
