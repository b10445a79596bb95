"""What each player holds: leaders and their boards, artefacts, officers, provisions."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.perseverance_ep3.components.cards import OFFICERS
from ludotheque.games.perseverance_ep3.components.effects import (
    ARTEFACTS,
    SPECIES,
    ZONES,
    Effect,
    check,
)

CELLS = ("TL", "TR", "BL", "BR")


@dataclass(frozen=True, slots=True)
class Leader:
    index: int
    id: str
    name: str
    mount: int  # species index of the mounted leader (L960-L964)
    mount_artefact: str
    ranch_effects: tuple[Effect, ...]  # 9 cells, row by row
    ranch_bonuses: tuple[Effect, ...]
    artefact_bonus: dict  # artefact id -> Effect (left column, L987-L992)


@dataclass(frozen=True, slots=True)
class Officer:
    index: int
    id: str
    name: str
    scoring: Effect


@dataclass(frozen=True)
class Players:
    leaders: tuple[Leader, ...]
    officers: tuple[Officer, ...]
    wild_officer: str
    first_game_officers: dict
    provisions: tuple[Effect, ...]
    first_game_provisions: dict
    trains_free: dict  # right-column artefact -> species index


def build_players(leaders: dict, artefacts: dict, officers: dict, provisions: dict) -> Players:
    bad = Problems("leaders.json / artefacts.json / officers.json / provisions.json")
    arts = artefacts.get("artefacts") or []
    if [a.get("id") for a in arts] != list(ARTEFACTS):
        bad(f"artefacts must be {', '.join(ARTEFACTS)} in that order")
    for a in arts:
        bad.need_source(a, f"artefact {a.get('id')}")
    cells = artefacts.get("left_cells") or {}
    bad.need_source(cells, "artefact cells")
    if sorted(cells.get(c, "") for c in CELLS) != sorted(ARTEFACTS[:4]):
        bad("the four left cells hold the four left-column artefacts")
    trains = {a["id"]: SPECIES.index(a["trains"]) for a in arts if a.get("trains") in SPECIES}
    base = leaders.get("ranch_base") or {}
    bad.need_source(base, "ranch base grid")
    out = []
    for i, raw in enumerate(leaders.get("leaders") or []):
        lid = raw.get("id", "?")
        bad.need_source(raw, f"leader {lid}")
        effects, bonuses = [], []
        for kind, grid, over, into in (
            ("effect", base.get("effects"), raw.get("ranch_effects") or {}, effects),
            ("bonus", base.get("bonuses"), raw.get("ranch_bonuses") or {}, bonuses),
        ):
            for r in range(3):
                for c in range(3):
                    text = over.get(f"{r},{c}", (grid or [[""] * 3] * 3)[r][c])
                    if text == "LEADER":
                        bad(
                            f"leader {lid}: ranch {kind} {r},{c} is left to each leader but not given"
                        )
                        text = ""
                    into.append(check(text, f"leader {lid} ranch {kind} {r},{c}", bad))
        ab = raw.get("artefact_bonuses") or {}
        bonus = {}
        for c in CELLS:
            bonus[cells.get(c, c)] = check(ab.get(c), f"leader {lid} artefact cell {c}", bad)
        mount = raw.get("mount")
        if mount not in SPECIES:
            bad(f"leader {lid}: mount {mount!r} is not a species")
        if cells.get(next((c for c in CELLS if ab.get(c) == "mount"), ""), "") != raw.get(
            "mount_artefact"
        ):
            bad(f"leader {lid}: the mount cell must hold {raw.get('mount_artefact')} (L960-L964)")
        out.append(
            Leader(
                i,
                lid,
                raw.get("name", "?"),
                SPECIES.index(mount) if mount in SPECIES else 0,
                raw.get("mount_artefact", ""),
                tuple(effects),
                tuple(bonuses),
                bonus,
            )
        )
    if sorted(x.id for x in out) != ["adelita", "jack", "keoni", "phoenix"]:
        bad("the four leaders are Adelita, Jack, Keoni and Phoenix (L403)")
    offs = []
    for i, raw in enumerate(officers.get("officers") or []):
        bad.need_source(raw, f"officer {raw.get('id')}")
        offs.append(
            Officer(
                i,
                raw.get("id", "?"),
                raw.get("name", "?"),
                check(raw.get("scoring"), f"officer {raw.get('id')}", bad),
            )
        )
    if sorted(o.id for o in offs) != sorted(OFFICERS):
        bad(f"the five officers are {', '.join(OFFICERS)} (L131)")
    wild = (officers.get("wilderness_officer") or {}).get("id")
    first = {k: v for k, v in (officers.get("first_game") or {}).items() if k != "source"}
    if sorted(first) != sorted(ZONES) or sorted(list(first.values()) + [wild]) != sorted(OFFICERS):
        bad(
            "the first-game officers give each town zone one officer, the wilderness the fifth (L347-L356)"
        )
    prov = []
    for i, raw in enumerate(provisions.get("tiles") or []):
        bad.need_source(raw, f"provisions #{raw.get('id')}")
        if raw.get("id") != i + 1:
            bad("provisions tiles are numbered 1 to 8 in order")
        prov.append(check(raw.get("effect"), f"provisions #{raw.get('id')}", bad))
    if len(prov) != 8:
        bad(f"{len(prov)} provisions tiles, the rulebook has 8 (L181)")
    pfirst = {k: v for k, v in (provisions.get("first_game") or {}).items() if k != "source"}
    bad.check()
    return Players(tuple(out), tuple(offs), wild, first, tuple(prov), pfirst, trains)
