"""Action cards: the 6 starting cards of each colour, the level I-III decks, and the Cours
Magistraux (ex cathedra) cards, as one table of immutable `Card`s.

A card's lower half is its basic-action symbol(s); its upper half a Volume and, for every
non-starting card, a special effect (L203, L659). Starting cards exist once per seat, so the
table holds 4 copies of them; the rules only ever see card indexes.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.newton.components.names import (
    ACTIONS,
    COLOUR_INDEX,
    JOKER,
    SYMBOL_INDEX,
    colour_counts,
)

MAX_SEATS = 4
EFFECTS = (
    "exchange",  # L663
    "wild",  # L667
    "vp-per-volume",  # L671
    "second-tile",  # L675
    "double-bonus",  # L681
    "village-jump",  # L685
    "copy",  # L689
    "discard",  # L693
    "triples",  # L697
    "ignore-requirement",  # L701
    "extra-cube",  # L705
)
# Effects used from the turn's menu at once ("effect"); the others change an action.
IMMEDIATE = frozenset(("exchange", "vp-per-volume", "copy", "discard", "triples", "village-jump"))
SPECIAL_ACTIONS = (
    "take-level-one",
    "potion-after-works",
    "works-after-lessons",
    "income-tile",
    "bonus-token",
    "lessons-after-studies",
    "discard-and-take",
    "city-tile",
    "take-after-travel",
    "master-again",
    "objective-now",
)
DECKS = ("starting", "base", "ex-cathedra")


@dataclass(frozen=True, slots=True)
class Card:
    index: int
    id: str
    deck: str
    level: int  # 0 for starting cards
    owner: int  # the seat a starting card belongs to, else -1
    symbols: tuple[int, ...]
    either: bool  # two different symbols: play one of them (L863)
    counts: tuple[int, int, int, int, int]  # symbols per basic action; Jokers never count
    actions: tuple[int, ...]  # the basic actions the card can perform when played
    volumes: tuple[int, int, int]  # Volumes per colour
    effect: str | None
    pay: tuple[int, int]  # (coins, potions) an exchange costs
    gain: tuple[int, int, int]  # (coins, potions, vp) an exchange or discard gives
    colour: int  # the colour of a VP-per-Volume effect
    cost: int  # coins a paid effect costs
    lightning: bool  # an immediate effect that Copy may repeat (L689)
    special: int  # Cours Magistraux special action 1-11, else 0
    joker: bool

    @property
    def wild(self) -> int:
        return 1 if self.effect == "wild" else 0


@dataclass(frozen=True, slots=True)
class SpecialAction:
    id: int
    kind: str
    cost: int
    min_value: int
    value: int
    vp: int


@dataclass(frozen=True)
class CardSet:
    cards: tuple[Card, ...]
    starting: tuple[tuple[int, ...], ...]  # per seat: its starting card indexes
    level_decks: tuple[tuple[int, ...], ...]  # base cards of levels I, II, III
    cm_decks: tuple[tuple[int, ...], ...]  # ex cathedra cards of levels I, II, III
    special_actions: tuple[SpecialAction, ...]  # index = id - 1
    by_id: dict  # (card id, owner) -> index; owner -1 for non-starting cards
    row_size: tuple[int, int]  # face-up cards per level: (multi-player, solo)

    def find(self, cid: str, owner: int = -1) -> int:
        if (cid, owner) in self.by_id:
            return self.by_id[(cid, owner)]
        return self.by_id[(cid, -1)]


def _amounts(d: dict | None, keys: tuple[str, ...], bad, label) -> tuple[int, ...]:
    d = d or {}
    for k in d:
        if k not in keys:
            bad(f"{label}: unknown resource {k!r}")
    return tuple(int(d.get(k, 0)) for k in keys)


def build_cards(data: dict) -> CardSet:
    bad = Problems("cards")
    cards: list[Card] = []
    starting: list[list[int]] = [[] for _ in range(MAX_SEATS)]
    levels: list[list[int]] = [[], [], []]
    cms: list[list[int]] = [[], [], []]
    by_id: dict = {}
    specs = data.get("special_actions") or []

    def add(raw: dict, owner: int) -> None:
        cid = raw.get("id")
        label = f"card {cid}"
        deck = raw.get("deck")
        if deck not in DECKS:
            bad(f"{label}: unknown deck {deck!r}")
            return
        level = raw.get("level", 0)
        if (deck == "starting") != (level == 0) or level not in (0, 1, 2, 3):
            bad(f"{label}: level {level!r} does not fit deck {deck}")
            return
        syms = []
        for name in raw.get("symbols") or []:
            if name not in SYMBOL_INDEX:
                bad(f"{label}: unknown symbol {name!r}")
                continue
            syms.append(SYMBOL_INDEX[name])
        if not 1 <= len(syms) <= 2:
            bad(f"{label}: a card shows one or two basic-action symbols")
            return
        either = bool(raw.get("either"))
        if either and (len(syms) != 2 or syms[0] == syms[1]):
            bad(f"{label}: an either-or card shows two different symbols (L863)")
        counts = [0] * 5
        for x in syms:
            if x != JOKER:
                counts[x] += 1
        joker = JOKER in syms
        actions = tuple(range(5)) if joker else tuple(sorted(set(syms)))
        eff = raw.get("effect") or None
        kind = eff.get("kind") if eff else None
        if kind is not None and kind not in EFFECTS:
            bad(f"{label}: unknown effect {kind!r}")
        if deck == "base" and kind is None:
            bad(f"{label}: every non-starting level card has a special effect (L659)")
        if deck == "starting" and kind is not None:
            bad(f"{label}: starting cards have no special effect (L659)")
        special = int(raw.get("special", 0) or 0)
        if special and not 1 <= special <= len(specs):
            bad(f"{label}: unknown special action {special}")
        colour = (eff or {}).get("colour")
        if kind == "vp-per-volume" and colour not in COLOUR_INDEX:
            bad(f"{label}: a VP-per-Volume effect names a colour")
        card = Card(
            index=len(cards),
            id=cid,
            deck=deck,
            level=level,
            owner=owner,
            symbols=tuple(syms),
            either=either,
            counts=tuple(counts),
            actions=actions,
            volumes=colour_counts(raw.get("volumes"), bad, label),
            effect=kind,
            pay=_amounts((eff or {}).get("pay"), ("coins", "potions"), bad, label),
            gain=_amounts((eff or {}).get("gain"), ("coins", "potions", "vp"), bad, label),
            colour=COLOUR_INDEX.get(colour, 0),
            cost=int((eff or {}).get("cost", 0)),
            lightning=bool(raw.get("lightning", False)),
            special=special,
            joker=joker,
        )
        if (cid, owner) in by_id:
            bad(f"{label} is listed twice")
        by_id[(cid, owner)] = card.index
        cards.append(card)
        if deck == "starting":
            starting[owner].append(card.index)
        elif deck == "base":
            levels[level - 1].append(card.index)
        else:
            cms[level - 1].append(card.index)

    raw_cards = data.get("cards") or []
    for raw in raw_cards:
        bad.need_source(raw, f"card {raw.get('id')}")
    for seat in range(MAX_SEATS):
        for raw in raw_cards:
            if raw.get("deck") == "starting":
                add(raw, seat)
    for raw in raw_cards:
        if raw.get("deck") != "starting":
            add(raw, -1)
    decks = data.get("decks") or {}
    if len(starting[0]) != decks.get("starting_per_player", len(starting[0])):
        bad(f"{len(starting[0])} starting cards per colour (L116: 6)")
    for lvl in range(3):
        if len(levels[lvl]) != decks.get("base_per_level", len(levels[lvl])):
            bad(f"{len(levels[lvl])} level {lvl + 1} cards (L120: 15)")
        if len(cms[lvl]) != decks.get("ex_cathedra_per_level", len(cms[lvl])):
            bad(f"{len(cms[lvl])} ex cathedra level {lvl + 1} cards (L834: 10)")
    sas = []
    for i, sa in enumerate(specs):
        bad.need_source(sa, f"special action {i + 1}")
        if sa.get("id") != i + 1 or sa.get("kind") not in SPECIAL_ACTIONS:
            bad(f"special action #{i + 1} has id {sa.get('id')!r} kind {sa.get('kind')!r}")
        sas.append(
            SpecialAction(
                id=i + 1,
                kind=sa.get("kind", ""),
                cost=int(sa.get("cost", 0)),
                min_value=int(sa.get("min_value", 0)),
                value=int(sa.get("value", 0)),
                vp=int(sa.get("vp", 0)),
            )
        )
    row = decks.get("row") or {}
    bad.check()
    return CardSet(
        cards=tuple(cards),
        starting=tuple(tuple(x) for x in starting),
        level_decks=tuple(tuple(x) for x in levels),
        cm_decks=tuple(tuple(x) for x in cms),
        special_actions=tuple(sas),
        by_id=by_id,
        row_size=(int(row.get("multi", 3)), int(row.get("solo", 2))),
    )


def describe(card: Card) -> dict:
    """A card's faces as JSON-ready data, for views."""
    out: dict = {
        "id": card.id,
        "level": card.level,
        "symbols": ["joker" if x == JOKER else ACTIONS[x] for x in card.symbols],
    }
    if card.either:
        out["either"] = True
    vols = [
        c for c, n in zip(("blue", "green", "orange"), card.volumes, strict=True) for _ in range(n)
    ]
    if vols:
        out["volumes"] = vols
    if card.effect:
        out["effect"] = card.effect
        if card.effect == "exchange":
            out["pay"] = dict(zip(("coins", "potions"), card.pay, strict=True))
            out["gain"] = dict(zip(("coins", "potions", "vp"), card.gain, strict=True))
        elif card.effect == "vp-per-volume":
            out["colour"] = ("blue", "green", "orange")[card.colour]
        elif card.cost:
            out["cost"] = card.cost
    if card.special:
        out["special_action"] = card.special
    return out
