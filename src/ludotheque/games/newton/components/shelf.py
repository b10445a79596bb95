"""Study boards: the bookshelf grid of book spaces, their prerequisites, and the row and
column segments whose completion gives income (L305-L319).

Filled spaces of a player's bookshelf are a bitmask over `space_ids`; a segment is complete
when its mask is a subset of the filled mask.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ludotheque.core.datapack.problems import DataError, Problems
from ludotheque.games.newton.components.names import COLOUR_INDEX, LEVELS

REQ_KINDS = ("printed", "volume", "university", "ancient")
R_PRINTED, R_VOLUME, R_UNIVERSITY, R_ANCIENT = range(4)
INCOMES_KEPT = 1 << 14  # filled masks whose income a board keeps (of 2**18 possible)


@dataclass(frozen=True)
class StudyBoard:
    id: str
    space_ids: tuple[str, ...]
    shelf: tuple[int, ...]  # 1..3: the Studies value a space needs (L309)
    column: tuple[int, ...]
    req_kind: tuple[int, ...]
    req_value: tuple  # colour index, university numeral, or ancient-land mark
    printed: int  # mask of the pre-printed tile(s) (L309)
    segments: tuple[tuple[int, int], ...]  # (mask, VP per upkeep)
    segment_ids: tuple[str, ...]
    glass: tuple[str, ...]
    # income(filled) once worked out, by filled mask (search asks at every rollout's end)
    incomes: dict[int, int] = field(default_factory=dict, repr=False, compare=False)

    def space(self, sid: str) -> int:
        return self.space_ids.index(sid)

    def completed(self, filled: int) -> list[int]:
        return [i for i, (m, _) in enumerate(self.segments) if filled & m == m]

    def income(self, filled: int) -> int:
        """VP per upkeep from completed rows and columns (ruling A5)."""
        vp = self.incomes.get(filled)
        if vp is None:
            vp = sum(vp for m, vp in self.segments if filled & m == m)
            if len(self.incomes) < INCOMES_KEPT:
                self.incomes[filled] = vp
        return vp

    def requirement_text(self, x: int) -> str:
        k, v = self.req_kind[x], self.req_value[x]
        if k == R_PRINTED:
            return "printed"
        if k == R_VOLUME:
            return ("blue", "green", "orange")[v] + " Volume"
        if k == R_UNIVERSITY:
            return f"University {v}"
        return f"Ancient Land {v}"

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "spaces": [
                {
                    "id": sid,
                    "shelf": self.shelf[x],
                    "column": self.column[x],
                    "requirement": self.requirement_text(x),
                }
                for x, sid in enumerate(self.space_ids)
            ],
            "glass": list(self.glass),
            "segments": [
                {
                    "id": self.segment_ids[i],
                    "spaces": [self.space_ids[x] for x in range(len(self.space_ids)) if m >> x & 1],
                    "vp": vp,
                }
                for i, (m, vp) in enumerate(self.segments)
            ],
        }


def build_board(data: dict, ancient_marks=None) -> StudyBoard:
    bid = data.get("id", "?")
    bad = Problems(f"study board {bid}")
    bad.need_source(data, f"study board {bid}")
    ids, shelf, col, rk, rv = [], [], [], [], []
    printed = 0
    for x, sp in enumerate(data.get("spaces") or []):
        sid = sp.get("id", f"#{x}")
        if sid in ids:
            bad(f"book space {sid} is listed twice")
        ids.append(sid)
        s = sp.get("shelf")
        if s not in (1, 2, 3):
            bad(f"book space {sid} is on shelf {s!r}; shelves are 1, 2, 3 (L309)")
            s = 1
        shelf.append(s)
        col.append(int(sp.get("column", 0)))
        req = sp.get("requirement") or {}
        if len(req) != 1:
            bad(f"book space {sid} needs exactly one prerequisite (ruling from L327)")
            req = {"printed": True}
        ((k, v),) = req.items()
        if k == "printed":
            rk.append(R_PRINTED)
            rv.append(None)
            printed |= 1 << x
        elif k == "volume":
            if v not in COLOUR_INDEX:
                bad(f"book space {sid}: unknown Volume colour {v!r}")
            rk.append(R_VOLUME)
            rv.append(COLOUR_INDEX.get(v, 0))
        elif k == "university":
            if v not in LEVELS:
                bad(f"book space {sid}: unknown University numeral {v!r}")
            rk.append(R_UNIVERSITY)
            rv.append(v)
        elif k == "ancient":
            if ancient_marks is not None and v not in ancient_marks:
                bad(f"book space {sid}: unknown Ancient Land {v!r}")
            rk.append(R_ANCIENT)
            rv.append(v)
        else:
            bad(f"book space {sid}: unknown prerequisite {k!r}")
            rk.append(R_VOLUME)
            rv.append(0)
    if bin(printed).count("1") != 1:
        bad("a bookshelf has exactly one pre-printed tile (L309)")
    index = {sid: x for x, sid in enumerate(ids)}
    segments, seg_ids = [], []
    for seg in data.get("segments") or []:
        mask = 0
        for sid in seg.get("spaces") or []:
            if sid not in index:
                bad(f"segment {seg.get('id')} names unknown space {sid!r}")
                continue
            mask |= 1 << index[sid]
        if bin(mask).count("1") < 2:
            bad(f"segment {seg.get('id')} needs at least two book spaces")
        vp = seg.get("vp")
        if not isinstance(vp, int) or vp < 0:
            bad(f"segment {seg.get('id')} has VP {vp!r}")
            vp = 0
        segments.append((mask, vp))
        seg_ids.append(seg.get("id", f"#{len(seg_ids)}"))
    free = len(ids) - 1
    if free < 12:
        bad(f"only {free} free book spaces for 12 shelf tiles")
    bad.check()
    return StudyBoard(
        id=bid,
        space_ids=tuple(ids),
        shelf=tuple(shelf),
        column=tuple(col),
        req_kind=tuple(rk),
        req_value=tuple(rv),
        printed=printed,
        segments=tuple(segments),
        segment_ids=tuple(seg_ids),
        glass=tuple(data.get("glass") or ()),
    )


def build_study_boards(data: dict) -> tuple[StudyBoard, ...]:
    boards = tuple(build_board(b) for b in data.get("boards") or [])
    if not boards:
        raise DataError("study_boards.json lists no board")
    return boards
