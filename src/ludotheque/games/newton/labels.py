"""Newton's options with what they refer to (Game.option_label), from the seat's view
and the printed components only: a route's coin cost and what waits at its end, a
technology space's tile or token, a shelf space's level and prerequisite, a card's
symbols and effect, a Master's power. The option text stays first, so typing its
beginning still chooses it."""

from __future__ import annotations

from ludotheque.games.newton.components import components
from ludotheque.games.newton.components.cards import describe
from ludotheque.games.newton.components.names import ACTIONS, COLOURS
from ludotheque.games.newton.fronts.terminal import card_text
from ludotheque.games.newton.state import BOOST_COST, POTION_COST, REVEAL_COST, STUDENT_COST
from ludotheque.games.newton.words import card_name, in_words, shelf_name


def master_text(mid: str) -> str | None:
    """A Master's power in a few words: what it does, and its end-game VP."""
    ms = components().masters
    try:
        m = ms.masters[ms.find(mid)]
    except (ValueError, KeyError, IndexError):
        return None
    bits = [m.name]
    if m.power == "action" and m.action >= 0:
        bits.append(f"{ACTIONS[m.action]} action of value {m.value}")
    else:
        bits.append(m.power.replace("_", " ") + (f" {m.value}" if m.value else ""))
    vols = [f"{n} {COLOURS[c]}" for c, n in enumerate(m.volumes) if n]
    if m.wild:
        vols.append(f"{m.wild} any colour")
    if vols:
        bits.append("Volumes " + ", ".join(vols))
    coins, potions = m.gain
    if coins or potions:
        bits.append(f"gain {coins} coins {potions} potions")
    bits.append(f"{m.vp} VP at the end")
    return "; ".join(bits)


def route_text(view: dict, seat: int | None, place: str) -> str | None:
    europe = components().europe
    places = (view.get("map") or {}).get("places") or {}
    if place not in places:
        return None
    here = next((pid for pid, pl in places.items() if seat in pl.get("scientists", [])), None)
    bits = [places[place].get("kind", "?")]
    for key in ("tile", "token"):
        if places[place].get(key):
            bits.append(places[place][key])
    if here is not None and here in europe.ids:
        cost = dict(europe.routes[europe.ids.index(here)]).get(europe.ids.index(place))
        if cost is not None:
            bits.append(f"route from {here}: {cost} coin{'s' if cost != 1 else ''}")
    return ", ".join(bits)


def shelf_text(view: dict, seat: int | None, space: str) -> str | None:
    seats = view.get("seats") or []
    if seat is None or not 0 <= seat < len(seats):
        return None
    board_id = seats[seat].get("study_board")
    board = next((b for b in components().boards if b.id == board_id), None)
    if board is None or space not in board.space_ids:
        return None
    x = board.space_ids.index(space)
    return f"shelf {board.shelf[x]}, needs {board.requirement_text(x)}"


def tech_text(view: dict, space: str) -> str | None:
    tech = (view.get("tracks") or {}).get("tech") or {}
    bits = [
        x
        for x in ((tech.get("tiles") or {}).get(space), (tech.get("tokens") or {}).get(space))
        if x
    ]
    return ", ".join(bits) if bits else None


def _card(view: dict, card_id: str) -> dict | None:
    """A card by id: as the view shows it (a hand's over the market's), else its printed
    data, which is public (a card's place is in the view)."""
    found = None
    for row in (view.get("market") or {}).values():
        for c in row:
            if c["id"] == card_id:
                found = c
    for x in view.get("seats") or []:
        for c in x.get("hand") or []:
            if isinstance(c, dict) and c["id"] == card_id:
                found = c
    return found if found is not None else _printed().get(card_id)


def _printed() -> dict[str, dict]:
    """Every card's printed data by id, for the active data (built once per source)."""
    comp = components()
    if _PRINTED.get("of") is not comp:
        _PRINTED["of"] = comp
        _PRINTED["cards"] = {c.id: describe(c) for c in comp.cards.cards}
    return _PRINTED["cards"]


_PRINTED: dict = {}


QUICK = ("reveal I", "reveal II", "reveal III", "boost", "buy potion", "hire student")
QUICK_PREFIXES = ("buy gd-", "activate gd-")  # Great Discoveries tiles (L969-L973)
# What each quick action costs and does (L361-L399), from the state's constants.
QUICK_TEXTS = {
    **{r: f"{REVEAL_COST} coin" for r in QUICK[:3]},
    "boost": f"{BOOST_COST} coins: action +1",
    "buy potion": f"{POTION_COST} coins",
    "hire student": f"{STUDENT_COST} coins",
}


def quick_options(options) -> list[str]:
    """The quick actions among `options` (Game.side_options): offered at every step of a
    turn, so the terminal lists them on one line apart from the step's own options."""
    return [o for o in options if o in QUICK or o.startswith(QUICK_PREFIXES)]


def label(view: dict, option: str) -> str:
    words = option.split()
    seat = view.get("seat")
    facts = QUICK_TEXTS.get(option)
    if len(words) == 2 and words[0] == "to":
        facts = route_text(view, seat, words[1]) or tech_text(view, words[1])
    elif len(words) >= 2 and words[0] == "book":
        facts = shelf_text(view, seat, words[1])
        if facts and shelf_name(words[1]):  # "book s1c2 (shelf 1 space 2, needs ...)"
            facts = f"{shelf_name(words[1])}, {facts.split(', ', 1)[-1]}"
    elif len(words) == 2 and words[0] in ("keep", "discard", "play", "take", "tuck", "use"):
        card = _card(view, words[1])
        if card is not None:
            facts = card_text(card).split(": ", 1)[1]
            if card_name(words[1]):  # "play s-lessons (starting Lessons card: ...)"
                facts = f"{card_name(words[1])}: {facts}"
        else:
            facts = master_text(words[1])
    # The option text stays first (a terminal player types its beginning); what it names
    # follows in words, cards and tokens by name rather than id.
    facts = in_words(facts) if facts else facts
    return f"{option} ({facts})" if facts else option
