"""Perseverance (Episode 3)'s action vocabulary: every option text any decision can offer,
in a fixed order (ludotheque.interop; docs/research.md).

Names come from the data files: adventures, exploration and ranch tiles, structures,
officers, locations, die faces, town options. An effect with alternatives offers each
alternative as its rendered text (`gain gb=2`, `score 1 per=buildings-military`): the
vocabulary holds every alternative of every effect printed in the data, found by walking
the loaded components, and `gain <kind>` for every kind a mixed gain offers. Counts bounded
by the rules: 4 seats, 3 ranch rows of 3 columns, up to 3 ranch effects a row, and
ZONE_SPACES die spaces per town zone (more than the board prints).
"""

from __future__ import annotations

import dataclasses

from ludotheque.games.perseverance_ep3.components import components
from ludotheque.games.perseverance_ep3.components.effects import ZONES, Step
from ludotheque.games.perseverance_ep3.rules.effects import render
from ludotheque.games.perseverance_ep3.rules.units import SPECIES
from ludotheque.games.perseverance_ep3.state import UNITS
from ludotheque.interop.vocabulary import family, unique

ZONE_SPACES = 12
SEATS = 4
ROWS = (1, 2, 3)
FATES = ("exhausted", "wounded", "defeated")


def _walk(x, alts: list, kinds: list) -> None:
    """Every effect alternative (a tuple of clauses, each a tuple of Steps) in `x`, and
    every kind a `gainmix` step offers."""
    if isinstance(x, Step):
        if x.verb == "gainmix":
            kinds.extend(x.arg("kinds").split("/"))
        return
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            _walk(getattr(x, f.name), alts, kinds)
    elif isinstance(x, dict):
        for v in x.values():
            _walk(v, alts, kinds)
    elif isinstance(x, tuple | list):
        if x and all(
            isinstance(c, tuple) and c and all(isinstance(st, Step) for st in c) for c in x
        ):
            alts.append(x)
        for v in x:
            _walk(v, alts, kinds)


def vocabulary(config: dict) -> tuple[str, ...]:
    comp = components()
    board = comp.board
    faces = list(board.faces)
    names_loc = [f"location {x.id}" if x.number else x.id for x in board.locations]
    spots = ["outpost A", "outpost B", *(f"location {x.id}" for x in board.locations)]
    structures = [f.name for f in (*comp.structures, comp.portal)]
    alts: list = []
    kinds: list = []
    _walk(comp, alts, kinds)
    units = [*UNITS, "leader"]
    who = ["neutral", "your", "the dissident's", *(f"player {k}'s" for k in range(1, SEATS + 1))]
    letters = [o.letter for z in board.zones for o in z.options]
    words = [
        "work in the town",
        "explore the wilderness",
        *family("start in {z}", z=(*ZONES, "wilderness")),
        *family("remove {x}", x=structures),
        *family("take {w} {f} die", w=who, f=faces),
        *family("keep {f}", f=faces),
        *family("turn to {f}", f=faces),
        *family("place in {z}", z=ZONES),
        "two options",
        "add a trained thunderhorn",
        "add your leader (Leaders' Forum)",
        *family("option {x}", x=letters),
        *family("option {x} ({s})", x=letters, s=structures),
        *family("{z} option {x}", z=ZONES, x=letters),
        *family("{z} option {x} ({s})", z=ZONES, x=letters, s=structures),
        *[render(a) for a in alts],
        *family("gain {k}", k=kinds),
        *family("untrained {x}", x=SPECIES),
        *family("crate on row {r}", r=ROWS),
        *family("heal {u}", u=UNITS),
        *family("train {x}", x=SPECIES),
        *family("train {x} (the leader is exhausted)", x=SPECIES),
        "stop training",
        *family("cube on {o}", o=[o.id for o in comp.players.officers]),
        *family("shelter in {z}", z=ZONES),
        *family("shelter in {z} space {i}", z=ZONES, i=range(1, ZONE_SPACES + 1)),
        *family("shelter on {x}", x=spots),
        *family("swap the neutral {f} die of the pool", f=faces),
        *family("swap the neutral die in {z} space {i}", z=ZONES, i=range(1, ZONE_SPACES + 1)),
        *family("build {x}", x=structures),
        *family("take {x}", x=[t.name for t in comp.ranch]),
        *family("place on row {r} column {c}", r=ROWS, c=ROWS),
        *family("resolve row {r} column {c}", r=ROWS, c=ROWS),
        *[f"row {r}: {k} ranch effect{'s' if k > 1 else ''}" for r in ROWS for k in ROWS],
        *[
            f"row {r}: {k} ranch effect{'s' if k > 1 else ''} + 1 of row {r2} (Glowstone Mine)"
            for r in ROWS
            for k in ROWS
            for r2 in ROWS
            if r2 != r
        ],
        "favour of chief-mate",
        "favour of chief-engineer",
        *family("favour of captain: leader to {z}", z=ZONES),
        "favour of captain: leader to the wilderness",
        "favour of chief-of-security",
        "favour of chief-steward",
        *family("take back the thunderhorn in {z}", z=ZONES),
        *family("take back your dino on {x}", x=[x.id for x in board.locations]),
        *family("start {a}", a=[a.name for a in comp.adventures]),
        *family("send {u}", u=units),
        "set off",
        *family("wound {u}", u=units),
        *family("leader to {z}", z=ZONES),
        *family("{g} group", g=("infantry", "mounted")),
        *family("{u} is {f}", u=units, f=FATES),
        *family(
            "discard a trained {x} from {w} for its saddle",
            x=[u[1:] for u in UNITS[1:]],
            w=("home", "tired", "infirmary"),
        ),
        "go without the dino",
        *family("discard the wounded {u}", u=UNITS),
        *family("discard a {u} from the infirmary", u=UNITS),
        *family("send {u} to {x}", u=units, x=names_loc),
        *family("place {x}", x=[t.name for t in comp.exploration]),
        "harvest: build a shelter",
        "discovery",
        *family("harvest {x}", x=spots),
        "stop harvesting",
        *family("discover {x}", x=names_loc),
    ]
    if config.get("dissidents") is not None:  # solo: their dice, the goal card you score
        words += [
            *family("take {w} {f} die", w=("Narek's", "Camilla's"), f=faces),
            *family("score goal card {g}", g=[g.id for g in comp.goals]),
        ]
    return unique(words)
