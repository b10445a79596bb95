"""Encyclopedia's action vocabulary: every option text any decision can offer, in a fixed
order (ludotheque.interop; docs/research.md).

The texts are the ones `texts.build` makes once per catalogue, in its order (dice taken
and placed by colour, value, seat and slot; per Expert and per Animal the University,
Academy, publication, use, keep, cover, recruit, study, research, include and leave
texts; per colour the recolourings; the publication limits), then the fixed words
(`embassy`, `bank`, `done`, `pass`, the seal and coin boosts, the deck tops), then the
retakes of the Automa-free end of round: a die by colour from each expedition space of each
continent and from each central area. Ids follow the data files' order.
"""

from __future__ import annotations

from ludotheque.games.encyclopedia import texts
from ludotheque.games.encyclopedia.components import AREAS, EXPEDITION, load
from ludotheque.interop.vocabulary import unique


def vocabulary(config: dict) -> tuple[str, ...]:
    cat = load()
    tx = texts.build(cat)
    words = list(tx.parse)
    words += [
        texts.SEAL_COINS,
        texts.COIN,
        texts.TOKEN_VALUE,
        texts.SEAL_VALUE,
        texts.DONE,
        texts.SEAL_ACTION,
        texts.PASS,
        texts.KEEP_SEALS,
        *texts.DECK_TOP.values(),
        texts.NO_CARD,
    ]
    for colour in cat.colours:
        for k, continent in enumerate(cat.continents):
            words += [
                f"retake {colour} from expedition {continent} {j + 1}"
                for j in range(len(cat.spaces[k]))
            ]
        words += [f"retake {colour} from {area}" for area in AREAS[:EXPEDITION]]
    return unique(words)
