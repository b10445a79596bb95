"""The personal board (L193-L226): seal rows, objective slots, tent rows, stamp stacks and
starting pieces."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.darwins_journey.components.names import Effect, parse_effects

SLOT_ACTIONS = (
    "reactivate-tent",  # L1009
    "no-scroll-cost",  # L1013
    "island-research",  # L1017
    "book",  # L1021
    "worker-5",  # L1040
    "special-seal",  # L1036
    "penalty-cut",  # L1046
    "beagle-cap",  # L1050
)


@dataclass(frozen=True)
class Slot:
    tier: int
    position: int  # 1 leftmost
    action: str | None
    cost: int
    vp: int


@dataclass(frozen=True)
class PersonalBoard:
    free_spaces: int
    space_costs: tuple[int, ...]  # coin cost of seal 2..6 of a row
    silver_at: int
    gold_at: int
    end_vp: dict  # seal count -> VP at the end
    slots: tuple[Slot, ...]  # silver 1..5 then gold 1..5
    pair_bonus: int
    reserve: int
    tent_rows: tuple[tuple[Effect, ...], ...]
    all_tents_vp: int
    stacks: tuple[tuple[int, tuple[Effect, ...]], ...]  # (stamps, action when emptied)
    start: dict

    def slot(self, tier: int, position: int) -> int:
        return tier * 5 + position - 1


def build_board(data: dict) -> PersonalBoard:
    bad = Problems("personal_board.json")
    rows = data.get("worker_rows") or {}
    free = rows.get("free_spaces", 0)
    costs = tuple(rows.get("space_costs") or ())
    if len(costs) != free:
        bad(f"{free} free seal spaces but {len(costs)} space costs")
    if rows.get("silver_at") != 4 or rows.get("gold_at") != 6:
        bad("distinctions come with the 4th and 6th seal (L640)")
    end_vp = {int(k): v for k, v in (rows.get("end_vp") or {}).items()}
    if end_vp != {5: 3, 6: 7}:
        bad("a row scores 3 VP for its 5th seal and 7 more for its 6th (L932)")
    slots = []
    for i, s in enumerate(data.get("objective_slots") or []):
        label = f"objective slot {i + 1}"
        bad.need_source(s, label)
        tier = ("silver", "gold").index(s["tier"]) if s.get("tier") in ("silver", "gold") else 0
        if s.get("action") is not None and s.get("action") not in SLOT_ACTIONS:
            bad(f"{label}: action {s.get('action')!r}; allowed: {', '.join(SLOT_ACTIONS)}")
        slots.append(
            Slot(tier, s.get("position", 0), s.get("action"), s.get("cost", 0), s.get("vp", 0))
        )
    order = [(s.tier, s.position) for s in slots]
    if order != [(t, p) for t in (0, 1) for p in range(1, 6)]:
        bad("objective slots must be silver 1-5 then gold 1-5 (L1005)")
    if slots and slots[5].action != "worker-5":
        bad("the leftmost gold slot holds the 5th worker (L326)")
    tents = []
    for i, r in enumerate(data.get("tent_rows") or []):
        bad.need_source(r, f"tent row {i + 1}")
        tents.append(parse_effects(r.get("actions"), bad, f"tent row {i + 1}"))
    start = data.get("start") or {}
    if len(tents) != start.get("tents"):
        bad(f"{len(tents)} tent rows for {start.get('tents')} tents (L328)")
    stacks = []
    for i, st in enumerate(data.get("stamp_stacks") or []):
        bad.need_source(st, f"stamp stack {i + 1}")
        stacks.append(
            (st.get("stamps", 0), parse_effects(st.get("actions"), bad, f"stack {i + 1}"))
        )
    if [n for n, _ in stacks] != [4, 4, 4]:
        bad("the board holds 3 stacks of 4 stamps (L330)")
    bad.check()
    return PersonalBoard(
        free_spaces=free,
        space_costs=costs,
        silver_at=4,
        gold_at=6,
        end_vp=end_vp,
        slots=tuple(slots),
        pair_bonus=data.get("pair_bonus", 0),
        reserve=data.get("reserve", 2),
        tent_rows=tuple(tents),
        all_tents_vp=data.get("all_tents_vp", 0),
        stacks=tuple(stacks),
        start=start,
    )
