"""Alfred, the solo opponent (L1221-L1610): his four difficulty boards, his 8 Action cards
and his 8 Bonus-Track cards, from data/alfred.json.

None of these faces is in the rulebook's text (digest 10.5): the file is a reconstruction,
each item saying so in its `source`, and the rules read it only through this module, so a
verified copy replaces it without code changes. Alfred's effects use the base vocabulary
(names.py) plus his own verbs: "bonus N" (his Bonus track), "academy-free" (L1434),
"prolific" (L1573) and "add-explorer" (L1579).
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack import DataPackError
from ludotheque.core.datapack.problems import DataError, Problems
from ludotheque.games.darwins_journey.components.names import COLOUR_INDEX, parse_effect
from ludotheque.games.darwins_journey.datafiles import DATA

ALFRED_COUNTED = frozenset(("bonus",))
ALFRED_PLAIN = frozenset(("academy-free", "prolific", "add-explorer"))
OPTION_KINDS = ("main", "special", "small", "delivery", "prolific", "add-explorer", "rest")
LETTERS = "ABCD"


@dataclass(frozen=True)
class AlfredRow:
    seals: tuple[int, ...]  # printed seals, left to right
    left: int  # free spaces left of the parenthesis (L1415)
    right: int  # free spaces right of it
    icons: tuple[tuple, ...]  # per free space, left to right: effects run when covered (L1430)


@dataclass(frozen=True)
class AlfredBoard:
    id: str
    level: str  # its level's English name (easy, medium, advanced, expert)
    start_coins: int
    hammocks: int  # at least one per worker: Rest is always possible (L1339)
    length: int  # Bonus track spaces, 1..length
    end_vp: int
    under: tuple[int, ...]  # VP under each Bonus track space (L1597, ruling A12)
    objective_bonus: int
    rows: tuple[AlfredRow, ...]
    tents: tuple[tuple, ...]  # per tent row, top first: effects
    all_tents_vp: int
    stacks: tuple[tuple[int, tuple], ...]  # (stamps, effects when emptied), top first
    bonus_cards: tuple[int, int]


@dataclass(frozen=True)
class ActionCard:
    id: str
    options: tuple[tuple[str, str], ...]  # (kind, argument): "main" "ABCD", "special" "left"
    delivery: bool


@dataclass(frozen=True)
class BonusCard:
    id: str
    rounds: tuple[tuple, ...]  # per round: the effects run at its trigger


@dataclass(frozen=True)
class AlfredData:
    boards: tuple[AlfredBoard, ...]
    cards: tuple[ActionCard, ...]
    bonus_cards: tuple[BonusCard, ...]
    levels: dict  # board id -> {"name", "french"}
    default_level: str
    rest_coins: int
    rest_bonus: int
    special_bonus: int
    tk_coins: int
    coin_cap: int
    triggers: tuple[int, ...]

    def board_index(self, name: str) -> int:
        return next(i for i, b in enumerate(self.boards) if b.id == name)


def parse(text, bad, label: str):
    """One Alfred effect: his own verbs, or the base vocabulary."""
    if isinstance(text, str) and text.split() and text.split()[0] in ALFRED_COUNTED:
        words = text.split()
        if len(words) != 2 or not words[1].isdigit() or int(words[1]) <= 0:
            bad(f"{label}: {words[0]!r} needs one positive whole number, got {text!r}")
            return None
        return (words[0], int(words[1]), ())
    if isinstance(text, str) and text.strip() in ALFRED_PLAIN:
        return (text.strip(), 0, ())
    return parse_effect(text, bad, label)


def _effects(texts, bad, label):
    if not isinstance(texts, list):
        bad(f"{label}: effects must be a list of texts, got {texts!r}")
        return ()
    out = [parse(t, bad, label) for t in texts]
    return tuple(e for e in out if e is not None)


def _option(text, bad, label):
    words = text.split() if isinstance(text, str) else []
    if not words or words[0] not in OPTION_KINDS:
        bad(f"{label}: unknown option {text!r}; allowed kinds: {', '.join(OPTION_KINDS)}")
        return None
    if words[0] == "main":
        letters = "".join(words[1:])
        if sorted(letters) != list(LETTERS):
            bad(f"{label}: 'main' needs the 4 letters A B C D in some order, got {text!r}")
            return None
        return ("main", letters)
    if words[0] == "special":
        if words[1:] not in (["left"], ["right"]):
            bad(f"{label}: 'special' needs left or right, got {text!r}")
            return None
        return ("special", words[1])
    if len(words) != 1:
        bad(f"{label}: {words[0]!r} takes nothing more, got {text!r}")
        return None
    return (words[0], "")


def _board(b, cards: dict, levels: dict, bad, i) -> AlfredBoard | None:
    label = f"board {i + 1}"
    bad.need_source(b, label)
    rows = []
    for k, r in enumerate(b.get("rows", [])):
        rl = f"{label} row {LETTERS[k] if k < 4 else k}"
        bad.need_source(r, rl)
        seals = []
        for c in r.get("seals", []):
            if c not in COLOUR_INDEX:
                bad(f"{rl}: unknown seal colour {c!r}")
            else:
                seals.append(COLOUR_INDEX[c])
        icons = tuple(_effects(x, bad, rl) for x in r.get("icons", []))
        left, right = r.get("left", 0), r.get("right", 0)
        if len(icons) != left + right:
            bad(f"{rl}: {len(icons)} icon lists for {left} + {right} free spaces")
        rows.append(AlfredRow(tuple(seals), left, right, icons))
    if len(rows) != 4:
        bad(f"{label}: Alfred has 4 worker rows A-D (L1283), got {len(rows)}")
    track = b.get("bonus_track", {})
    length = track.get("length", 0)
    under = tuple(track.get("under", ()))
    if length < 10 or len(under) != length:
        bad(f"{label}: the Bonus track needs at least 10 spaces (L1313) and one VP under each")
    if not isinstance(b.get("hammocks"), int) or b["hammocks"] < len(rows):
        bad(f"{label}: a hammock for each of his {len(rows)} workers (Rest always can, L1339)")
    stacks = tuple(
        (x.get("stamps", 0), _effects(x.get("actions", []), bad, f"{label} stack"))
        for x in b.get("stacks", [])
    )
    names = b.get("bonus_cards", [])
    if len(names) != 2 or any(n not in cards for n in names):
        bad(f"{label}: needs 2 Bonus-Track cards of the file (L1282), got {names!r}")
        return None
    return AlfredBoard(
        id=b.get("id", ""),
        level=levels.get(b.get("id"), {}).get("name", ""),
        start_coins=b.get("start_coins", 0),
        hammocks=b.get("hammocks", 4),
        length=length,
        end_vp=track.get("end_vp", 0),
        under=under,
        objective_bonus=b.get("objective_bonus", 0),
        rows=tuple(rows),
        tents=tuple(_effects(t.get("actions", []), bad, f"{label} tent") for t in b["tents"]),
        all_tents_vp=b.get("all_tents_vp", 0),
        stacks=stacks,
        bonus_cards=(cards[names[0]], cards[names[1]]),
    )


def build_alfred(data: dict) -> AlfredData:
    bad = Problems("alfred.json")
    bonus = []
    for i, c in enumerate(data.get("bonus_cards", [])):
        bad.need_source(c, f"bonus card {i + 1}")
        rounds = tuple(_effects([r], bad, f"bonus card {c.get('id')}") for r in c["rounds"])
        if len(rounds) != 5:
            bad(f"bonus card {c.get('id')}: one action per round, 5 rounds (L1313, L1605)")
        bonus.append(BonusCard(c.get("id", ""), rounds))
    by_id = {c.id: i for i, c in enumerate(bonus)}
    cards = []
    for i, c in enumerate(data.get("action_cards", [])):
        label = f"action card {c.get('id', i + 1)}"
        bad.need_source(c, label)
        opts = tuple(o for o in (_option(t, bad, label) for t in c.get("options", [])) if o)
        if not 2 <= len(opts) - 1 <= 3 or opts[-1][0] != "rest":
            bad(f"{label}: 2 or 3 options then Rest at the bottom (L1339)")
        cards.append(ActionCard(c.get("id", ""), opts, any(k == "delivery" for k, _ in opts)))
    if len(cards) != 8 or sum(c.delivery for c in cards) != 2:
        bad("Alfred has 8 Action cards, 2 of them with Delivery (L236, L1329)")
    levels = data.get("levels", {})
    boards = []
    for i, b in enumerate(data.get("boards", [])):
        board = _board(b, by_id, levels, bad, i)
        if board is not None:
            if board.id not in levels:
                bad(f"board {board.id!r} has no difficulty level")
            boards.append(board)
    if [b.id for b in boards] != list(levels):
        bad("one board per difficulty level, in the same order (L1233-L1247)")
    if data.get("default_level") not in levels:
        bad(f"default_level must be one of {', '.join(levels)}")
    bad.check()
    return AlfredData(
        boards=tuple(boards),
        cards=tuple(cards),
        bonus_cards=tuple(bonus),
        levels=levels,
        default_level=data["default_level"],
        rest_coins=data["rest"]["coins"],
        rest_bonus=data["rest"]["bonus"],
        special_bonus=data["special_diary_bonus"],
        tk_coins=data["tk_coins"],
        coin_cap=data["coin_cap"],
        triggers=tuple(data["bonus_triggers"]),
    )


@DATA.cached
def alfred_data() -> AlfredData:
    """Alfred's deck and levels from the active data (shipped, or a pack's), once per source."""
    try:
        return build_alfred(DATA.json("alfred.json"))
    except DataPackError as e:
        raise DataError(str(e)) from None
