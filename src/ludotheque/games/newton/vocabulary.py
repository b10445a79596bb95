"""Newton's action vocabulary: every option text any decision can offer, in a fixed order
(ludotheque.interop; docs/research.md). Ids follow the data files' order, so they hold
while the data version does.

Families, in this order: the turn (`play <card>`, `end turn`, `action <kind>`, `effect`,
`special`); quick actions (`reveal I..III`, `boost`, `buy potion`, `hire student`, `buy` and
`activate` a Great Discovery); the step choices (`done`, `keep`, works `works <k>`, tech
`student <space>` and `to <space>`, travel `to <place>` and `cube here`, studies
`book <space>` and `second tile`, lessons `take <card>`); rewards and effects (`development`,
`income`, `replace`, `cube`, `discard`, `copy`, `jump`, `master`, `token`, `city`,
`objective`, `take <discovery>`); the draft (`keep`/`discard <master>`) and upkeep
(`tuck <card>`). A cost in potions is part of the text (`to T5 paying 2 potions`): the
vocabulary holds every count from 1 to POTION_PAYMENTS, more than any requirement asks
(a requirement counts missing Volumes, at most 4 of each of three colours).
"""

from __future__ import annotations

from ludotheque.games.newton.components import components
from ludotheque.games.newton.components.names import ACTIONS
from ludotheque.games.newton.components.tiles import INCOME_KINDS
from ludotheque.interop.vocabulary import family, unique

POTION_PAYMENTS = 12
WORKS_STEPS = 39  # rules/works.py offers `works 1` up to the value, below 40
SLOT_NAMES = (*INCOME_KINDS, "medicine")


def _paying(texts: list[str]) -> list[str]:
    out = []
    for t in texts:
        out.append(t)
        out += [
            f"{t} paying {n} potion" + ("" if n == 1 else "s")
            for n in range(1, 1 + POTION_PAYMENTS)
        ]
    return out


def vocabulary(config: dict) -> tuple[str, ...]:
    comp = components()
    cards = [c.id for c in comp.cards.cards]
    masters = [m.id for m in comp.masters.masters]
    gds = [g.id for g in comp.tiles.discoveries]
    places = list(comp.europe.ids)
    tech = list(comp.tracks.tech_ids)
    spaces = list(dict.fromkeys(x for b in comp.boards for x in b.space_ids))
    words = [
        *family("play {c}", c=cards),
        "end turn",
        *family("action {a}", a=ACTIONS),
        "effect",
        "special",
        "reveal I",
        "reveal II",
        "reveal III",
        "boost",
        "buy potion",
        "hire student",
        *family("buy {g}", g=gds),
        *family("activate {g}", g=gds),
        "done",
        "keep",
        *_paying([f"works {k}" for k in range(1, WORKS_STEPS + 1)]),
        *family("student {t}", t=tech),
        *_paying(family("to {t}", t=tech)),
        *_paying(family("to {p}", p=places)),
        "cube here",
        *_paying(family("book {x}", x=spaces)),
        *family("book {x} ignoring", x=spaces),
        "second tile",
        *family("take {c}", c=cards),
        *family("development {a}", a=ACTIONS),
        *family("income {k}", k=SLOT_NAMES),
        *family("replace {a}", a=ACTIONS),
        *family("replace {k}", k=SLOT_NAMES),
        *family("cube {p}", p=places),
        *family("discard {c}", c=cards),
        *family("copy {c}", c=cards),
        *family("jump {p}", p=places),
        *family("master {m}", m=masters),
        *family("token {t}", t=[t.id for t in comp.tiles.tokens]),
        *family("city {p}", p=places),
        *family("objective {o}", o=[o.id for o in comp.tiles.objectives]),
        *family("take {g}", g=gds),
        *family("keep {m}", m=masters),
        *family("discard {m}", m=masters),
        *family("tuck {c}", c=cards),
    ]
    return unique(words)
