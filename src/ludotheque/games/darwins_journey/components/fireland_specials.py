"""Fireland's 9 Special Action tiles (L1961-L2005, ids F1-F9), from data/fireland_specials.json,
shuffled into the base tiles when fireland=true (L1713).

Their effects are written in the base vocabulary (names.py), Fireland's "time N" and the
tiles' own verbs (`TILE_PLAIN`, `TILE_COUNTED`), run by rules/fireland/specials.py. Their
seal requirements are reconstructed (digest 10.6); like every tile they cost the Special
space's printed 4 coins to unlock (L412, L622).

`with_fireland_specials` appends them to the Components' tiles after the base ones (and
before the Pirate tile, which stays last: rules/pirates/setup.py), as `with_fireland` does
for the Beagle and Correspondence tiles, so placing, unlocking and Execute a locked space
read them as they read the base ones.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError, Problems
from ludotheque.games.darwins_journey.components.cards import SpecialTile
from ludotheque.games.darwins_journey.components.extend import once_per
from ludotheque.games.darwins_journey.components.fireland import PLAIN as FIRE_PLAIN
from ludotheque.games.darwins_journey.components.fireland import parse_gain
from ludotheque.games.darwins_journey.components.items import entries
from ludotheque.games.darwins_journey.components.names import VERBS, Effect, seal_counts
from ludotheque.games.darwins_journey.datafiles import DATA

# The tiles' own verbs (rules/fireland/specials.py).
TILE_PLAIN = frozenset(
    (
        "adventure-land",  # F1: a Land Adventure, no Time spent, any Land token (L1965)
        "adventure-ocean",  # F2: the same at sea (L1971)
        "stolen-time",  # F3: a Stolen Time token; the others spend 1 Time (L1979)
        "letter-top",  # F6: a Correspondence tile's first-place reward (L1991)
        "stamp-each",  # F7: 1 stamp on each envelope (L1995)
        "move-each",  # F9: 2 explorers and 2 ships 1 space each (L2005)
    )
)
TILE_COUNTED = frozenset(
    (
        "time-others",  # F4: receive N Time, every other seat spends 1 at once (L1983)
        "explore-split",  # F8: an Exploration of N, over 1 or 2 explorers (L1999)
        "navigate-split",  # F8: a Navigation of N, over 1 or 2 ships (L1999)
    )
)
IDS = tuple(f"F{k}" for k in range(1, 10))


@dataclass(frozen=True)
class FirelandSpecials:
    tiles: tuple[SpecialTile, ...]  # F1-F9
    texts: tuple[str, ...]  # each tile's effect in our words
    stolen_tokens: int  # Stolen Time tokens by the board when F3 is drawn (L1977)


def _effect(text, bad, label: str) -> Effect | None:
    """One effect: a choice "a / b", a tile verb, or Fireland's and the base vocabulary."""
    if isinstance(text, str) and "/" in text:
        alts = [_effect(part, bad, label) for part in text.split("/")]
        return None if None in alts else ("or", 0, tuple((a,) for a in alts))
    words = text.split() if isinstance(text, str) else []
    if len(words) == 1 and words[0] in TILE_PLAIN:
        return (words[0], 0, ())
    if words and words[0] in TILE_COUNTED:
        if len(words) != 2 or not words[1].isdigit() or int(words[1]) <= 0:
            bad(f"{label}: {words[0]!r} needs one positive whole number, got {text!r}")
            return None
        return (words[0], int(words[1]), ())
    if words and words[0] not in VERBS | FIRE_PLAIN | {"time"}:
        allowed = sorted(VERBS | FIRE_PLAIN | TILE_PLAIN | TILE_COUNTED | {"time"})
        bad(f"{label}: unknown effect {words[0]!r}; allowed: {', '.join(allowed)}")
        return None
    got = parse_gain([text], bad, label)
    return got[0] if got else None


def build_fireland_specials(data: dict) -> FirelandSpecials:
    """The 9 tiles, each with its seals, its actions, its text and a source."""
    bad = Problems("fireland_specials.json")
    tiles, texts = [], []
    for label, t in entries(data.get("tiles"), "Fireland Special Action tile", bad):
        acts = t.get("actions")
        if not isinstance(acts, list) or not acts:
            bad(f"{label} needs a list of actions")
            acts = []
        parsed = tuple(e for e in (_effect(a, bad, label) for a in acts) if e is not None)
        seals = seal_counts(t.get("seals"), bad, label)
        if sum(seals) == 0:
            bad(f"{label} has no seal requirement (L248)")
        if not isinstance(t.get("text"), str) or not t["text"]:
            bad(f"{label}: text must say its effect in our words")
        tiles.append(SpecialTile(str(t.get("id")), seals, parsed))
        texts.append(str(t.get("text", "")))
    if [t.id for t in tiles] != list(IDS):
        bad(f"Fireland has 9 Special Action tiles, F1 to F9 (L1961), got {[t.id for t in tiles]}")
    n = data.get("stolen_time_tokens")
    if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
        bad(f"stolen_time_tokens must be a positive whole number (L1977: 4), got {n!r}")
        n = 0
    bad.check()
    return FirelandSpecials(tuple(tiles), tuple(texts), n)


@DATA.cached
def fireland_specials() -> FirelandSpecials:
    """The tiles from the active data, once per source."""
    try:
        return build_fireland_specials(DATA.json("fireland_specials.json"))
    except DataPackError as e:
        raise DataError(str(e)) from None


_WITH: dict = {}  # Components (by identity) -> the same with Fireland's Special tiles


def with_fireland_specials(comp):
    """`comp` with the 9 tiles after its others (L1713), once per Components."""
    return once_per(
        _WITH,
        comp,
        lambda c: dataclasses.replace(c, specials=c.specials + fireland_specials().tiles),
    )
