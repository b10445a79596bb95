"""Face-down piles whose bottom is public: a tile or card put under its pile was seen by
everyone first (exploration tiles are revealed before one is discarded, L899; adventures
and ranch tiles leave a face-up offer, L1296, L1302). Each pile keeps how many of its
bottom items are known, so views can show them and `determinize` keeps them in place."""

from __future__ import annotations


def take(pile: list, seen: list[int], k: int, index: int = 0):
    """Pop pile[index]; the known bottom shrinks if the item was one of them."""
    if index >= len(pile) - seen[k]:
        seen[k] -= 1
    return pile.pop(index)


def put_under(pile: list, seen: list[int], k: int, item) -> None:
    pile.append(item)
    seen[k] += 1


def unknown_part(pile: list, seen: int) -> int:
    """How many items from the top are unknown to every player."""
    return len(pile) - seen
