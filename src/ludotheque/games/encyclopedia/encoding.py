"""Encyclopedia's observation tensor: a seat's view as a fixed-length vector
(ludotheque.interop; the field-by-field table is ENCODING.md, written from `layout()`).

Built from `view(state, seat)` only; per-seat blocks are seat-relative (the encoding seat
first). Dice are counted by colour and value (`red 3`); cards by their data ids.
"""

from __future__ import annotations

from functools import cache

from ludotheque.games.encyclopedia.components import ROMAN, load
from ludotheque.interop.encoding import Layout, dig

MOST = 4
PHASES = (
    "round-start", "dice-start", "dice", "take", "turn-start", "action", "boost", "research",
    "colour", "include", "assign", "draft", "draft-next", "setup-pick", "setup-next",
    "seal-offer", "seal-next", "retake", "end-turn", "next-turn", "end-round", "final",
    "final-next", "final-seal", "over",
)  # fmt: skip
AREAS = ("embassy", "bank", "university", "academy")


def _names(items) -> list[str]:
    return [x["name"] if isinstance(x, dict) else x for x in items or ()]


def _dice(items) -> list[str]:
    return [f"{d['colour']} {d['value']}" for d in items or () if isinstance(d, dict)]


@cache
def layout() -> Layout:
    cat = load()
    dice = [f"{c} {v}" for c in cat.colours for v in range(1, cat.faces + 3)]
    experts, animals = list(cat.expert_names), list(cat.animal_names)
    marks = [f"{a} {t}" for a in animals for t in ROMAN[1:]]

    seat = Layout()
    seat.scalar("automa", lambda e, q: e.get("automa") is not None, doc="1 for an Automa")
    for key, scale in (("coins", 20), ("tokens", 20), ("seals", 5), ("reputation", 10)):
        seat.scalar(key, dig(key), scale)
    seat.scalar("vp", dig("vp"), 100)
    seat.scalar("cubes", dig("cubes"), 30)
    seat.scalar("five_tokens", dig("five_tokens"), 7)
    for label in cat.slot_labels:
        seat.counts(
            f"board[{label}]",
            lambda e, q, k=label: _dice((e.get("board") or {}).get(k)),
            dice,
            doc=f"dice on the board's `{label}` slot, by colour and value",
        )
    seat.counts("rolled", lambda e, q: _dice(e.get("rolled")), dice, doc="dice rolled, to place")
    seat.counts("study", lambda e, q: _names(e.get("study")), animals, doc="Animals in study")
    seat.counts(
        "study_cubes",
        lambda e, q: [f"{a['name']} {t}" for a in e.get("study") or () for t in a.get("cubes", ())],
        marks,
        doc="research cubes on studied Animals, by Animal and Type",
    )
    seat.counts("published", lambda e, q: _names(e.get("published")), animals)
    seat.counts("experts", lambda e, q: _names(e.get("experts")), experts)
    seat.counts("covered_experts", lambda e, q: _names(e.get("covered_experts")), experts)

    out = Layout()
    out.one_hot("phase", dig("phase"), PHASES)
    out.scalar("round", dig("round"), cat.rounds)
    out.scalar("players", dig("players"), MOST)
    out.scalar("to_move_is_me", lambda v, s: dig("decision", "seat")(v, s) == s)
    out.scalar("active_is_me", lambda v, s: v.get("active") == s)
    out.scalar("first_is_me", lambda v, s: v.get("first_player") == s)
    out.scalar("bank_used", dig("bank_used"))
    out.counts(
        "round_tokens",
        dig("round_tokens", "revealed"),
        list(cat.round_token_labels),
        doc="round tokens revealed, by kind",
    )
    out.scalar("round_tokens_face_down", dig("round_tokens", "face_down"), 6)
    out.counts("university", lambda v, s: _names(v.get("university")), experts)
    out.counts("academy", lambda v, s: _names(v.get("academy")), animals)
    for key in ("experts", "expert_discard", "animals", "animal_discard", "animals_removed"):
        out.scalar(f"decks.{key}", dig("decks", key), 60)
    out.scalar("bag", dig("bag"), 20)
    for area in AREAS:
        out.counts(
            f"central.{area}",
            lambda v, s, a=area: _dice(dig("central", a)(v, s)),
            dice,
            doc=f"dice on the central `{area}` area",
        )
    spaces = [f"{c} {j}" for k, c in enumerate(cat.continents) for j in range(len(cat.spaces[k]))]

    def exped(view, seat):
        got = dig("central", "expeditions")(view, seat) or {}
        return [f"{c} {j}" for c, row in got.items() for j, x in enumerate(row) if x.get("die")]

    out.counts("expedition_dice", exped, spaces, doc="1 per expedition space holding a die")
    out.counts("on_animals", lambda v, s: _dice(dig("central", "on_animals")(v, s)), dice)
    out.one_hot(
        "turn_die",
        lambda v, s: " ".join(
            str(x) for x in (dig("turn", "colour_now")(v, s), dig("turn", "value_now")(v, s))
        ),
        dice,
        doc="the die in play this turn, as it counts now",
    )
    out.scalar("turn_seal_action", dig("turn", "seal_action"))
    out.seats("seats", lambda v: v.get("seats"), MOST, seat)
    out.numbers(
        "scores",
        lambda v, s: [v["scores"][(s + k) % len(v["scores"])] for k in range(len(v["scores"]))],
        MOST,
        100,
        doc="scores, seat-relative, / 100",
    )
    return out


def encoding_size(config: dict) -> int:
    return layout().size


def encode(view: dict, seat: int) -> list[float]:
    return layout().encode(view, seat)
