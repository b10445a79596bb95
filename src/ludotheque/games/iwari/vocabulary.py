"""Iwari's action vocabulary: every option text any decision can offer under a
configuration, in a fixed order (ludotheque.interop; docs/research.md).

The map decides the names: territories (`build A3`), hut spaces (`hut A3.2`) and numbered
connections (`honour 7`). Families, in this order: the turn (`build`, `exchange`,
`move`, `purple`, `shift`, `contest`, `pass`); building (`hut`, `totem`, `stop`, paying
`pay <card>`, `pay <card>+<card>`, `pay <card>+<other>+<other>`); cards (`draw`, `take`,
`discard`); moving (`lift`, `lift totem`, `to <space>`, `to totem <territory>`); awards and
exploits (`union`, `discovery`, `honour`, `respect`, `courage`, `veneration`, each with
`none` where the player may decline); storms (`storm <k> move|stay`, k up to the number of
connections); the walking totem; the Void (`play void x<k>` for k from 0 to the Void cards
in the box, `skip with <biome>`, `ruin <space>`, `void-colony`, `free-action`). A family
the configuration cannot reach is still listed, so ids depend on the map only.
"""

from __future__ import annotations

from ludotheque.games.iwari.components import components
from ludotheque.games.iwari.components.board import BIOMES, CARDS, load_board
from ludotheque.interop.vocabulary import family, unique


def vocabulary(config: dict) -> tuple[str, ...]:
    board = load_board(config["map"])
    terrs = list(board.territory_ids)
    spaces = list(board.space_ids)
    conns = [c.number for c in board.connections]
    contested = [kid for kid, _, _ in board.contested]
    voids = int(components()["void_cards"]["count"])
    pay = []
    for a in CARDS:
        pay += [f"pay {a}", f"pay {a}+{a}"]
        pay += [f"pay {a}+{b}+{b}" for b in CARDS if b != a]
    words = [
        *family("build {t}", t=terrs),
        "exchange",
        *family("move {t}", t=terrs),
        *family("purple {c}", c=conns),
        *family("shift {a} {b}", a=terrs, b=terrs),
        *family("contest {k} {t}", k=contested, t=terrs),
        "pass",
        *family("hut {x}", x=spaces),
        "totem",
        "stop",
        *pay,
        "draw",
        *family("take {c}", c=CARDS),
        *family("discard {c}", c=CARDS),
        *family("lift {x}", x=spaces),
        "lift totem",
        *family("to {x}", x=spaces),
        *family("to totem {t}", t=terrs),
        *family("union {t}", t=terrs),
        *family("discovery {t}", t=terrs),
        *family("honour {c}", c=conns),
        *family("respect {c}", c=conns),
        *family("courage {t}", t=terrs),
        *family("courage {c}", c=conns),
        "courage none",
        *family("veneration {t}", t=terrs),
        *family("veneration {c}", c=conns),
        "veneration none",
        *family("storm {k} {w}", k=range(1, len(conns) + 1), w=("move", "stay")),
        "walking-totem score",
        "walking-totem wait",
        *family("play void x{k}", k=range(voids + 1)),
        *family("skip with {b}", b=BIOMES),
        *family("ruin {x}", x=spaces),
        *family("void-colony {t}", t=terrs),
        *family("free-action {t}", t=terrs),
        "free-action none",
    ]
    return unique(words)
