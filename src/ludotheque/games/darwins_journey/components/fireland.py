"""Fireland's rules components (L1612-L2041), from data/fireland.json: the Time track and its
8 penalty tiles (L1779-L1796), the Time seals (L1854-L1856), the 10 Ocean and 12 Land
Adventure cards (L2355-L2500, in our own words), the 6 Viewpoint tokens (reconstructed)
and the Adventure score card (L1898-L1907). The board side is fireland_map.py.

Costs are a few named resources (the icons of L1806-L1828); gains use the base vocabulary
(names.py) plus Fireland's own: "time N" (receive Time) and "research-explorer-track".
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError, Problems
from ludotheque.games.darwins_journey.components.fireland_map import (
    FirelandMap,
    build_fireland_map,
)
from ludotheque.games.darwins_journey.components.items import entries
from ludotheque.games.darwins_journey.components.names import (
    COLOUR_INDEX,
    Effect,
    parse_effects,
)
from ludotheque.games.darwins_journey.datafiles import DATA

# The cost icons of an Adventure (L1806-L1828): Time, coins, VP, Evolution steps back, one
# ship's steps back, Temporary Knowledge.
COSTS = ("time", "coins", "vp", "theory", "ship", "tk")
PLAIN = frozenset(("research-explorer-track",))  # Ocean 9 A: a specimen on an explorer's track
HOOKS = ("deliver", "academy", "diary", "objective", "correspondence", "navigate", "explore")
PENALTY_KEYS = ("coins", "theory", "vp", "stamps", "steps")
CARDS = {"ocean": 10, "land": 12}  # L1622-L1703


TIME_SEAL = 5  # a Time seal in the seal pile and the Academy (a seal colour index after SPECIAL)


@dataclass(frozen=True)
class Cost:
    time: int = 0
    coins: int = 0
    vp: int = 0
    theory: int = 0
    ship: int = 0
    tk: int = 0


@dataclass(frozen=True)
class Option:
    cost: Cost
    gain: tuple[Effect, ...]
    token: bool  # take the crossed Adventure token (L1840-L1844)


@dataclass(frozen=True)
class Adventure:
    id: str
    kind: str  # "ocean" or "land"
    name: str
    options: tuple[Option, Option]


@dataclass(frozen=True)
class Penalty:
    id: str
    hook: str  # the action it burdens (HOOKS)
    what: str  # what it adds or takes (PENALTY_KEYS)
    n: int


@dataclass(frozen=True)
class Viewpoint:
    id: str
    cost: Cost
    gain: tuple[Effect, ...]


@dataclass(frozen=True)
class TimeTrack:
    last: int  # the lowest space (11)
    pass_vp: int  # VP lost per spend that would pass it
    rows: tuple[int, ...]  # the watch rows holding the drawn penalties, top to bottom
    free: int  # no VP lost at the end on spaces 0..free


@dataclass(frozen=True)
class Fireland:
    map: FirelandMap
    time: TimeTrack
    penalties: tuple[Penalty, ...]
    time_seals: tuple[int, ...]  # the colour of each Time seal
    seal_time: int  # Time spent when one is obtained
    score: tuple[int, ...]  # VP by Adventure tokens held, the last for that many or more
    viewpoints: tuple[Viewpoint, ...]
    adventures: dict[str, tuple[Adventure, ...]]


def _int(value, bad, label: str, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        bad(f"{label}: a whole number from {low} expected, got {value!r}")
        return low
    return value


def _cost(data, bad, label: str) -> Cost:
    if not isinstance(data, dict) or any(k not in COSTS for k in data):
        bad(f"{label}: a cost maps some of {', '.join(COSTS)} to numbers, got {data!r}")
        return Cost()
    return Cost(**{k: _int(v, bad, f"{label} {k}", 1) for k, v in data.items()})


def parse_gain(texts, bad, label: str) -> tuple[Effect, ...]:
    out = []
    for t in texts if isinstance(texts, list) else [texts]:
        words = t.split() if isinstance(t, str) else []
        if len(words) == 2 and words[0] == "time":
            out.append(
                ("time", _int(int(words[1]) if words[1].isdigit() else -1, bad, label, 1), ())
            )
        elif isinstance(t, str) and t.strip() in PLAIN:
            out.append((t.strip(), 0, ()))
        else:
            out += parse_effects([t], bad, label)
    return tuple(out)


def _adventures(kind: str, items, bad) -> tuple[Adventure, ...]:
    out = []
    for label, c in entries(items, f"{kind} Adventure", bad):
        opts = c.get("options")
        if not isinstance(opts, list) or len(opts) != 2:
            bad(f"{label}: an Adventure card has 2 options (L1802)")
            continue
        options = []
        for k, o in enumerate(opts):
            ol = f"{label} option {'AB'[k]}"
            if not isinstance(o, dict) or not isinstance(o.get("token"), bool):
                bad(f"{ol}: needs a cost, a gain and token true or false")
                continue
            options.append(
                Option(
                    _cost(o.get("cost"), bad, ol), parse_gain(o.get("gain"), bad, ol), o["token"]
                )
            )
        if len(options) == 2 and not any(o.token for o in options):
            bad(f"{label}: one option always takes the Adventure token (L1840)")
        out.append(Adventure(str(c.get("id")), kind, str(c.get("name")), tuple(options)))
    if len(out) != CARDS[kind] or len({a.id for a in out}) != len(out):
        bad(f"{CARDS[kind]} {kind} Adventure cards with different ids, got {len(out)}")
    return tuple(out)


def build_fireland(map_data: dict, data: dict) -> Fireland:
    board = build_fireland_map(map_data)
    bad = Problems("fireland.json")
    bad.need_source(data, "the file")
    t = data.get("time") or {}
    bad.need_source(t, "the Time track")
    time = TimeTrack(
        _int(t.get("last"), bad, "time last", 1),
        _int(t.get("pass_vp"), bad, "time pass_vp"),
        tuple(_int(r, bad, "a watch row", 1) for r in t.get("watch_rows") or []),
        _int(t.get("free_spaces"), bad, "time free_spaces"),
    )
    if time.rows != tuple(sorted(set(time.rows))) or not time.rows or time.rows[0] < 3:
        bad("watch rows go down the track from space 3 (L1787), in order")
    if t.get("drawn") != len(time.rows) or time.rows[-1] > time.last:
        bad("one drawn penalty tile per watch row, all rows on the track (L1731)")
    penalties = []
    for label, p in entries(data.get("penalties"), "Time penalty", bad):
        if p.get("hook") not in HOOKS:
            bad(f"{label}: hook must be one of {', '.join(HOOKS)}")
        extra = {k: _int(v, bad, f"{label} {k}", 1) for k, v in p.items() if k in PENALTY_KEYS}
        if len(extra) != 1:
            bad(f"{label}: one of {', '.join(PENALTY_KEYS)} (L1789-L1796)")
        ((what, n),) = extra.items() if len(extra) == 1 else (("coins", 0),)
        penalties.append(Penalty(str(p.get("id")), str(p.get("hook")), what, n))
    if len(penalties) != 8:
        bad(f"8 Time penalty tiles (L1789-L1796), got {len(penalties)}")
    seals = data.get("time_seals") or {}
    bad.need_source(seals, "the Time seals")
    colours = seals.get("colours") or []
    if len(colours) != 8 or any(c not in COLOUR_INDEX for c in colours):
        bad(f"8 Time seals (L1699), each of a standard colour {', '.join(COLOUR_INDEX)}")
    score = data.get("adventure_score") or {}
    bad.need_source(score, "the Adventure score card")
    table = tuple(_int(v, bad, "an Adventure score", -99) for v in score.get("table") or [])
    if len(table) != 10 or list(table) != sorted(table):
        bad("the Adventure score card scores 0 to 9+ tokens, never less for more (L1898-L1907)")
    views = []
    for label, v in entries(data.get("viewpoints"), "Viewpoint", bad):
        views.append(
            Viewpoint(
                str(v.get("id")),
                _cost(v.get("cost"), bad, label),
                parse_gain(v.get("gain"), bad, label),
            )
        )
    if sorted(v.id for v in views) != list(board.viewpoint_slots()):
        bad("one Viewpoint token per Viewpoint slot of the map (L1729)")
    adv = data.get("adventures") or {}
    adventures = {k: _adventures(k, adv.get(k), bad) for k in ("ocean", "land")}
    bad.check()
    return Fireland(
        board,
        time,
        tuple(penalties),
        tuple(COLOUR_INDEX.get(c, 0) for c in colours),
        _int(seals.get("extra_time"), bad, "time seal extra_time", 1),
        table,
        tuple(views),
        adventures,
    )


@DATA.cached
def fireland_data() -> Fireland:
    """Fireland's components from the active data (shipped, or a pack's), once per source."""
    try:
        return build_fireland(DATA.json("fireland_map.json"), DATA.json("fireland.json"))
    except DataPackError as e:
        raise DataError(str(e)) from None
