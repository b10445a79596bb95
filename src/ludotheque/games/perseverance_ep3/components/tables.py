"""Numbers of the rules: counts per player count, costs, combat, assembly tiles."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.perseverance_ep3.components.effects import REGIONS, SPECIES, Effect, check

SYMBOLS = (None, "refresh-adventures", "refresh-ranch", "place-structures")


@dataclass(frozen=True, slots=True)
class AssemblyTile:
    index: int
    id: str
    rewards: dict  # side -> ((followers, crates) for 1st, 2nd, 3rd)
    symbol: str | None


@dataclass(frozen=True, slots=True)
class Slot:
    """A unit slot of a combat group (L834-L885): who may fill it and what happens."""

    kind: str  # "ranger" or "dino"
    species: int  # weakest accepted species for "dino" ("X or stronger")
    fate: str  # "exhaust", "wound", "defeat"


@dataclass(frozen=True)
class Tables:
    raw: dict
    assembly_tiles: tuple[AssemblyTile, ...]
    reminders: dict  # region index -> {players: position from the top}
    wild_order: tuple[int, ...]
    combat: dict  # species index -> {"infantry": slots, "mounted": slots, "bonus": Effect}
    ironjaw_bonus: int

    def value(self, key: str, players: int | None = None):
        v = self.raw[key]
        if players is not None and str(players) in v:
            return v[str(players)]
        return v["value"] if "value" in v else v


def _slots(items, label, bad) -> tuple[Slot, ...]:
    out = []
    for it in items or []:
        who, _, fate = str(it).partition(":")
        if fate not in ("exhaust", "wound", "defeat"):
            bad(f"{label}: fate {fate!r}")
        if who == "ranger":
            out.append(Slot("ranger", -1, fate))
        elif who.rstrip("+") in SPECIES and who.endswith("+"):
            out.append(Slot("dino", SPECIES.index(who[:-1]), fate))
        else:
            bad(f"{label}: unit {who!r} (ranger, or a species with +)")
    return tuple(out)


def build_tables(rules: dict, assembly: dict) -> Tables:
    bad = Problems("rules.json / assembly.json")
    for key, item in rules.items():
        bad.need_source(item, f"rule {key}")
    tiles = []
    for i, raw in enumerate(assembly.get("tiles") or []):
        bad.need_source(raw, f"assembly tile {raw.get('id')}")
        rewards = {}
        for side in ("2-3", "4"):
            ranks = raw.get(side)
            if not isinstance(ranks, list) or len(ranks) != 3 or any(len(r) != 2 for r in ranks):
                bad(
                    f"assembly tile {raw.get('id')} side {side}: three ranks of [followers, crates]"
                )
                continue
            rewards[side] = tuple(tuple(r) for r in ranks)
        if raw.get("symbol") not in SYMBOLS:
            bad(f"assembly tile {raw.get('id')}: symbol {raw.get('symbol')!r} not in {SYMBOLS}")
        tiles.append(AssemblyTile(i, raw.get("id", "?"), rewards, raw.get("symbol")))
    if len(tiles) != 8:
        bad(f"{len(tiles)} assembly tiles, the rulebook has 8, I to VIII (L171, L341)")
    rem = assembly.get("reminders") or {}
    bad.need_source(rem, "assembly reminders")
    reminders = {}
    for r, region in enumerate(REGIONS):
        pos = rem.get(region) or {}
        reminders[r] = {int(k): int(v) for k, v in pos.items()}
        if sorted(reminders[r]) != [2, 3, 4]:
            bad(f"reminder positions for {region}: one per player count 2, 3, 4 (L315-L318)")
    order = tuple(
        REGIONS.index(x) for x in (assembly.get("order") or {}).get("wild", []) if x in REGIONS
    )
    if sorted(order) != [0, 1, 2]:
        bad("the wilderness assembly order names the three regions (L1238)")
    combat = {}
    raw_combat = rules.get("combat") or {}
    for s, sp in enumerate(SPECIES):
        c = raw_combat.get(sp) or {}
        combat[s] = {
            "infantry": _slots(c.get("infantry"), f"combat {sp} infantry", bad),
            "mounted": _slots(c.get("mounted"), f"combat {sp} mounted", bad),
            "bonus": check(c.get("bonus"), f"combat {sp} bonus", bad),
        }
        if not combat[s]["infantry"] or not combat[s]["mounted"]:
            bad(f"combat against {sp}: both groups are given (L834-L885)")
    scoring = (rules.get("artefact_scoring") or {}).get("value") or []
    if len(scoring) != 9 or scoring != sorted(scoring):
        bad("artefact scoring gives 9 growing values for 0 to 8 artefacts (L1370)")
    bad.check()
    return Tables(
        raw=rules,
        assembly_tiles=tuple(tiles),
        reminders=reminders,
        wild_order=order,
        combat=combat,
        ironjaw_bonus=int((raw_combat.get("ironjaw_bonus") or {}).get("value", 0)),
    )


def effect_of(text: str) -> Effect:
    """For tests and callers holding a literal effect text."""
    bad = Problems("effect")
    e = check(text, "effect", bad)
    bad.check()
    return e
