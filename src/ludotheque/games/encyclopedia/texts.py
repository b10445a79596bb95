"""Every option text, built once from the catalogue, with the maps that read them back.

Option texts are the game's stable vocabulary (records store them): a text names the thing
chosen (a card, a continent, a die by colour and value), never a position in a list that
could shift. They are built once per catalogue (kept in the game's Context), which keeps
string formatting off the hot path.
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.games.encyclopedia.components import ROMAN, Catalog

EMBASSY = "embassy"
BANK = "bank"
SEAL_COINS = "seal: 5 coins"
COIN = "coin +1"
TOKEN_VALUE = "token +2"
SEAL_VALUE = "seal +5"
DONE = "done"
SEAL_ACTION = "seal action"
PASS = "pass"
KEEP_SEALS = "keep seals"
DECK_TOP = {
    "expert": "take the top Expert of the deck",
    "animal": "take the top Animal of the deck",
}
NO_CARD = "no card left"


@dataclass(frozen=True)
class Texts:
    take: dict  # (colour, value, seat, slot) -> text
    # The same texts by number, (texts, per_loc, per_colour): board location (4 x seat +
    # slot) x per_loc + colour x per_colour + value, so numbers sort as (location, colour,
    # value) do (dice.take_options).
    take_code: tuple
    put: dict  # (colour, value, slot) -> text
    university: tuple[str, ...]  # per Expert: the University action
    academy: tuple[str, ...]  # per Animal: the Academy action
    expedition: tuple[str, ...]  # per continent
    publish: tuple[str, ...]  # per Animal (the reference)
    use: tuple[str, ...]  # per Expert: discard a lightning Expert for its effect
    use_now: tuple[str, ...]
    keep: tuple[str, ...]
    face_down: tuple[str, ...]
    cover: tuple[str, ...]
    recruit: tuple[str, ...]  # per Expert: a pick (bonus, draft)
    study: tuple[str, ...]  # per Animal: a pick (bonus, draft, setup)
    research: tuple[tuple[str, ...], ...]  # per Animal, per Type 1-4 (index 0 unused)
    include: tuple[str, ...]
    leave: tuple[str, ...]
    recolour_token: tuple[str, ...]  # per colour
    recolour_seal: tuple[str, ...]
    publish_upto: tuple[str, ...]  # per Type 0-IV
    # text -> what it names
    parse: dict


def build(cat: Catalog) -> Texts:
    colours = cat.colours
    parse: dict = {
        EMBASSY: ("embassy", None),
        BANK: ("bank", None),
    }

    def per(items, fmt, tag):
        out = tuple(fmt.format(x) for x in items)
        for i, t in enumerate(out):
            parse[t] = (tag, i)
        return out

    take, put = {}, {}
    for c, cname in enumerate(colours):
        for v in range(1, cat.faces + 1):
            for slot, label in enumerate(cat.slot_labels):
                text = f"put {cname} {v} on {label}"
                put[(c, v, slot)] = text
                parse[text] = ("put", slot)
                for seat in range(4):
                    text = f"take {cname} {v} from seat {seat} ({label})"
                    take[(c, v, seat, slot)] = text
                    parse[text] = ("take", (c, v, seat, slot))
    per_colour = cat.faces + 1
    per_loc = len(colours) * per_colour
    take_code = [""] * (16 * per_loc)
    for (c, v, seat, slot), text in take.items():
        take_code[(4 * seat + slot) * per_loc + c * per_colour + v] = text
    experts, animals = cat.expert_names, cat.animal_names
    research = []
    for a, name in enumerate(animals):
        row = [""]
        for t in range(1, 5):
            text = f"research {name} type {ROMAN[t]}"
            parse[text] = ("research", (a, t))
            row.append(text)
        research.append(tuple(row))
    upto = []
    for t in range(5):
        text = "publish type 0 only" if t == 0 else f"publish up to type {ROMAN[t]}"
        parse[text] = ("upto", t)
        upto.append(text)
    return Texts(
        take=take,
        take_code=(tuple(take_code), per_loc, per_colour),
        put=put,
        university=per(experts, "university: {}", "university"),
        academy=per(animals, "academy: {}", "academy"),
        expedition=per(cat.continents, "expedition {}", "expedition"),
        publish=per(animals, "publish {}", "publish"),
        use=per(experts, "use {}", "use"),
        use_now=per(experts, "use {} now", "use-now"),
        keep=per(experts, "keep {}", "keep"),
        face_down=per(experts, "set {} face down", "face-down"),
        cover=per(experts, "cover {}", "cover"),
        recruit=per(experts, "recruit {}", "recruit"),
        study=per(animals, "study {}", "study"),
        research=tuple(research),
        include=per(animals, "include {}", "include"),
        leave=per(animals, "leave {}", "leave"),
        recolour_token=per(colours, "token: make it {}", "recolour-token"),
        recolour_seal=per(colours, "seal: +5 and make it {}", "recolour-seal"),
        publish_upto=tuple(upto),
        parse=parse,
    )
