"""Darwin's Journey's action vocabulary: every option text any decision can offer, in a
fixed order (ludotheque.interop; docs/research.md).

Names come from the data files: action spaces, crew cards, objectives, specimens, islands
and their track spaces, campsites. Effects a player runs from a bundle (`do coins 2`,
`do explore 1 + tk 1`) are every effect and every alternative printed anywhere in the
data, found by walking the loaded components. Moves (`to I1-6`, and `to I1-6 via
I1-4+I1-5a` when jumped branches lead to one space) are every space of every track with
every chain of spaces that can be jumped on the way (any space but a track's first and
last can hold an explorer). Counts bounded by the rules: 5 workers, 3 envelopes and stamp
stacks, objective slots as the board prints them.
"""

from __future__ import annotations

import dataclasses

from ludotheque.games.darwins_journey.components import components
from ludotheque.games.darwins_journey.components.animals import animal_data
from ludotheque.games.darwins_journey.components.fireland import fireland_data
from ludotheque.games.darwins_journey.components.fireland_map import LAND
from ludotheque.games.darwins_journey.components.fireland_specials import fireland_specials
from ludotheque.games.darwins_journey.components.great_ship import great_ship_data
from ludotheque.games.darwins_journey.components.names import COLOURS, SEAL_NAMES, effect_text
from ludotheque.games.darwins_journey.components.pirates import pirate_data, regions
from ludotheque.games.darwins_journey.components.scenarios import scenario_data
from ludotheque.games.darwins_journey.rules.fireland.encounters import DISCARD
from ludotheque.games.darwins_journey.rules.fireland.special_moves import SPLIT_VERBS
from ludotheque.games.darwins_journey.rules.fireland.specials import letter_option
from ludotheque.games.darwins_journey.rules.great_ship.fireland import KEEP, put_option
from ludotheque.games.darwins_journey.rules.great_ship.hooks import doubled
from ludotheque.games.darwins_journey.rules.pirates.treasure import LEAVE, TAKE, region_option
from ludotheque.games.darwins_journey.state import ENVELOPES, WORKERS
from ludotheque.games.darwins_journey.vocabulary_fireland import fireland_card_words
from ludotheque.interop.vocabulary import family, unique


def _effects(x, out: list) -> None:
    """Every parsed effect `(verb, n, alternatives)` inside the component data `x`."""
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        for f in dataclasses.fields(x):
            _effects(getattr(x, f.name), out)
    elif isinstance(x, dict):
        for v in x.values():
            _effects(v, out)
    elif isinstance(x, tuple | list):
        if len(x) == 3 and isinstance(x[0], str) and isinstance(x[2], tuple | list):
            out.append(x)
            for alt in x[2]:
                _effects(alt, out)
        else:
            for v in x:
                _effects(v, out)


def bundle_texts(comp) -> list[str]:
    found: list = []
    _effects(comp, found)
    texts = []
    for e in found:
        if e[0] == "or":
            texts += ["do " + " + ".join(effect_text(x) for x in alt) for alt in e[2]]
        else:
            texts.append("do " + effect_text(e))
    return texts


def _routes(track) -> list[str]:
    """`to <space>` and `to <space> via <jumped>` from every space of a track."""
    ids, nxt, final = track.ids, track.next, track.final
    out = []

    def walk(x, via):
        for y in nxt[x]:
            out.append(f"to {ids[y]}")
            out.append(f"to {ids[y]} via {'+'.join(ids[v] for v in via)}")
            if y != 0 and y != final:  # an explorer may stand there: jump it
                walk(y, (*via, y))

    for x in range(len(ids)):
        walk(x, ())
    return out


def vocabulary(config: dict) -> tuple[str, ...]:
    comp = components()
    geo = comp.geo
    spaces = [d.id for d in comp.diaries.spaces]
    crew = [c.id for c in comp.crew]
    objs = [o.id for o in comp.objectives]
    specimens = [x.id for x in geo.specimens]
    slots = [f"{('silver', 'gold')[sl.tier]} slot {sl.position}" for sl in comp.board.slots]
    tracks = (geo.ocean, *geo.islands)
    scrolls = range(1, len(comp.tracks.scroll_costs) + 1)
    n = comp.tracks.convert_tk
    words = [
        *family("place on {x}", x=spaces),
        *family("worker {w}", w=range(1, WORKERS + 1)),
        "end turn",
        "go on",
        *bundle_texts(comp),
        "skip the rest",
        f"{n} coins",
        f"{n} VP",
        *family("take {c} from scroll {k}", c=COLOURS, k=scrolls),
        "take nothing",
        *family("to worker {w}", w=range(1, WORKERS + 1)),
        *family(
            "{seal} seal to worker {w}", seal=SEAL_NAMES[len(COLOURS) :], w=range(1, WORKERS + 1)
        ),
        *[
            f"tent on {c.id} space {k + 1} ({cost} coins)"
            for c in geo.campsites
            for k, cost in enumerate(c.costs)
        ],
        *family("re-activate the tent at {c}", c=[c.id for c in geo.campsites]),
        *family("crew {c}", c=crew),
        *family("complete crew {c}", c=crew),
        *family("copy crew {c}", c=crew),
        *family("pair {a} + {b}", a=objs, b=objs),
        *family("take objective {o}", o=objs),
        *family("take objective {o} to {k}", o=objs, k=slots),
        *family("complete {o} on {k}", o=objs, k=slots),
        *family("complete {o}", o=objs),
        "complete nothing",
        *family("complete objective {o}", o=objs),
        *slots,
        *family("explorer on {t}", t=[t.id for t in geo.islands]),
        *family("explorer to {t}", t=[t.id for t in geo.islands]),
        *[r for t in tracks for r in _routes(t)],
        "stop here",
        "stop here and go on",
        *family("research {x}", x=specimens),
        *family("deliver {x}", x=specimens),
        *family("deliver {x} again", x=specimens),
        "stop",
        *family("stack {k} to envelope {e}", k=range(1, 4), e=range(1, ENVELOPES + 1)),
        *family("the cup to envelope {e}", e=range(1, ENVELOPES + 1)),
        *family("unlock {x}", x=spaces),
        *family("execute {x}", x=spaces),
    ]
    if "great_ship" in (config.get("modules") or ()):  # after the base words: their ids stay
        words += _great_ship(comp)
    if "pirates" in (config.get("modules") or ()):  # after the base and Great Ship words
        words += _pirates(comp, objs, slots)
    if "animal_companion" in (config.get("modules") or ()):  # after the other modules'
        words += _animals()
    if "scenarios" in (config.get("modules") or ()):  # after every other module's words
        words += _scenarios(comp, config, slots)
    if config.get("fireland"):  # after every module's words: theirs keep their ids
        words += _fireland(scrolls, "great_ship" in (config.get("modules") or ()))
        words += _fireland_specials()  # part 2's Special Action tiles, after all the rest
        words += fireland_card_words(config)  # then its objective tiles and crew cards
    return unique(words)


def _scenarios(comp, config: dict, slots: list[str]) -> list[str]:
    """The Scenarios module's options (L2244-L2351): its crew cards drafted, completed and
    copied, its objectives gained and completed (from the discard too with Pirates), its
    cards' and tiles' actions, crew B1's tent and Special B3's crew card."""
    data = scenario_data()
    crew = [c.id for c in data.crew]
    objs = [o.id for o in data.objectives]
    every_crew = [c.id for c in comp.crew] + crew
    if "pirates" in (config.get("modules") or ()):
        every_crew += [c.id for c in pirate_data().crew]
    rows = range(1, len(comp.board.tent_rows) + 1)
    words = [
        *family("crew {c}", c=crew),
        *family("complete crew {c}", c=crew),
        *family("copy crew {c}", c=crew),
        *family("take objective {o}", o=objs),
        *family("take objective {o} to {k}", o=objs, k=slots),
        *family("complete {o} on {k}", o=objs, k=slots),
        *family("complete {o}", o=objs),
        *family("complete objective {o}", o=objs),
        *bundle_texts(data),
        *family("run tent {r} at {c} again", r=rows, c=[c.id for c in comp.geo.campsites]),
        *family("run the action of crew {c}", c=every_crew),
    ]
    if "pirates" in (config.get("modules") or ()):
        words += [
            *family("take objective {o} from the discard", o=objs),
            *family("take objective {o} to {k} from the discard", o=objs, k=slots),
        ]
    return words


def _fire_routes(track) -> list[str]:
    """A Fireland track's steps: explorers jump opponents on land tracks, never on a
    track's first or last spaces (ruling FL-R11); ships never jump."""
    ids, nxt = track.ids, track.next
    out = []

    def walk(x, via):
        for y in nxt[x]:
            out.append(f"to {ids[y]}")
            if via:
                out.append(f"to {ids[y]} via {'+'.join(ids[v] for v in via)}")
            if track.kind == LAND and y != 0 and nxt[y]:
                walk(y, (*via, y))

    for x in range(len(ids)):
        walk(x, ())
    return out


def _fireland(scrolls, great_ship: bool) -> list[str]:
    """Fireland's options (L1612-L2041): which pawn moves, its steps, an explorer placed,
    an Adventure's option, a ship sent back, a Time seal taken, and the bundles of its
    cards, Viewpoints and spaces."""
    fire = fireland_data()
    ocean = [t.id for t in fire.map.ocean]
    land = [t.id for t in fire.map.land]
    return [
        *family("ship on {t}", t=ocean),
        *family("explorer on {t}", t=land),
        *[r for t in fire.map.tracks for r in _fire_routes(t)],
        *family("explorer to {t}", t=land),
        "option A",
        "option B",
        DISCARD,
        *family("ship on {t} back", t=ocean),
        *family("take time from scroll {k}", k=scrolls),
        *bundle_texts(fire),
        *(_doubled(fire.map.land) if great_ship else ()),
        *(_logged() if great_ship else ()),
    ]


def _fireland_specials() -> list[str]:
    """The options of Fireland's 9 Special Action tiles (L1961-L2005): their actions, the
    envelope whose first-place reward runs (F6), the pawn and its share of F8's steps. (F1
    and F2's Adventure offers a crew card's options: vocabulary_fireland.py.)"""
    fire, tiles = fireland_data(), fireland_specials()
    ocean, land = [t.id for t in fire.map.ocean], [t.id for t in fire.map.land]
    found: list = []
    _effects(tiles, found)
    steps = max((e[1] for e in found if e[0] in SPLIT_VERBS), default=0)
    return [
        *bundle_texts(tiles),
        *[letter_option(e) for e in range(ENVELOPES)],
        *family("ship on {t} moves up to {k}", t=ocean, k=range(1, steps + 1)),
        *family("explorer on {t} moves up to {k}", t=land, k=range(1, steps + 1)),
    ]


def _logged() -> list[str]:
    """GS1's answer when an Adventure token is gained (any card may follow its rule)."""
    cards = great_ship_data().cards
    return [put_option(c.id) for c in cards if c.rule == "fireland-adventure"] + [KEEP]


def _doubled(tracks) -> list[str]:
    """GS8's doubled bonuses where an explorer stops (any card may double them)."""
    words: list[str] = []
    for card in great_ship_data().cards:
        if card.rule == "exploration-trade":
            found: list = []
            _effects(tracks, found)
            words += bundle_texts(tuple(doubled(e, card) for e in found))
    return words


def _animals() -> list[str]:
    """The Animal Companion's options (L2045-L2075): a card taken, drawn or kept at setup,
    used in the owner's turn, and its actions."""
    cards = animal_data()
    ids = [c.id for c in cards]
    return [
        *family("take Animal {c}", c=ids),
        "draw 2 Animal cards",
        "no Animal card",
        *family("keep Animal {c}", c=ids),
        *family("use Animal {c}", c=ids),
        *bundle_texts(cards),
    ]


def _pirates(comp, objs: list[str], slots: list[str]) -> list[str]:
    """The Pirates module's options (L2151-L2242): its crew cards drafted, completed and
    copied, its tile's and cards' actions, a campsite's treasure and the pirate ship's
    moves, and P2-P4's choices."""
    data = pirate_data()
    crew = [c.id for c in data.crew]
    return [
        *family("crew {c}", c=crew),
        *family("complete crew {c}", c=crew),
        *family("copy crew {c}", c=crew),
        *bundle_texts(data),
        TAKE,
        *[region_option(r) for r in range(len(regions(comp.geo.ocean).names))],
        LEAVE,
        *family(
            "bring worker {w} home from {x}",
            w=range(1, WORKERS + 1),
            x=[d.id for d in comp.diaries.spaces],
        ),
        *family("take objective {o} from the discard", o=objs),
        *family("take objective {o} to {k} from the discard", o=objs, k=slots),
        *family("run the actions of {c}", c=[c.id for c in comp.geo.campsites]),
    ]


def _great_ship(comp) -> list[str]:
    """The Great Ship module's options (L2077-L2149): taking a card at setup, the
    actions its cards offer, and GS8's doubled Island bonuses (any card may double them:
    a data pack may change which)."""
    data = great_ship_data()
    words = [f"great ship {c.id}" for c in data.cards]
    words += bundle_texts(data)
    return words + _doubled(comp.geo.islands)
