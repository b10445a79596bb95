"""The Tracks board: the linear Work track and the Technology tree.

Both are data. The Work track is a list of spaces; the Technology track is a tree of nodes,
each listing the nodes one step further (`next`): a Student chooses at every fork and only
moves forward (L247-L249). Leaves are the final spaces (L247).
"""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.newton.components.europe import MARKS
from ludotheque.games.newton.components.names import colour_counts

SPACE_KINDS = ("start", "plain", "specialization", "invention", "master", "objective")
S_START, S_PLAIN, S_SPEC, S_INV, S_MASTER, S_OBJECTIVE = range(6)
# Kinds whose tile or effect triggers when a piece ends its move there (L229, L253).
SPECIAL = frozenset((S_SPEC, S_INV, S_MASTER, S_OBJECTIVE))


@dataclass(frozen=True)
class Tracks:
    work_ids: tuple[str, ...]
    work_kind: tuple[int, ...]
    work_requirement: tuple[int, int, int]
    work_special: tuple[int, ...]  # positions of the special spaces (L1017), objective excluded
    tech_ids: tuple[str, ...]
    tech_kind: tuple[int, ...]
    tech_next: tuple[tuple[int, ...], ...]
    tech_bonus: tuple[str | None, ...]  # bonus mark of gold spaces
    tech_requirement: tuple[tuple[int, int, int] | None, ...]
    tech_start: int
    tech_finals: tuple[int, ...]
    authentic: bool

    @property
    def work_last(self) -> int:
        return len(self.work_ids) - 1

    def work(self, wid: str) -> int:
        return self.work_ids.index(wid)

    def tech(self, tid: str) -> int:
        return self.tech_ids.index(tid)

    def to_dict(self) -> dict:
        return {
            "work": [
                {"id": w, "kind": SPACE_KINDS[k]}
                for w, k in zip(self.work_ids, self.work_kind, strict=True)
            ],
            "tech": [
                {
                    "id": t,
                    "kind": SPACE_KINDS[self.tech_kind[i]],
                    "next": [self.tech_ids[j] for j in self.tech_next[i]],
                }
                for i, t in enumerate(self.tech_ids)
            ],
        }


def _kind(bad: Problems, label: str, kind) -> int:
    if kind not in SPACE_KINDS:
        bad(f"{label} has kind {kind!r}; allowed: {', '.join(SPACE_KINDS)}")
        return S_PLAIN
    return SPACE_KINDS.index(kind)


def build_tracks(data: dict) -> Tracks:
    bad = Problems("tracks")
    work = (data.get("work") or {}).get("spaces") or []
    work_ids, work_kind = [], []
    work_req = (0, 0, 0)
    for i, sp in enumerate(work):
        wid = sp.get("id", f"#{i}")
        bad.need_source(sp, f"work space {wid}")
        work_ids.append(wid)
        k = _kind(bad, f"work space {wid}", sp.get("kind"))
        work_kind.append(k)
        if k == S_OBJECTIVE:
            if i != len(work) - 1:
                bad("the Work track's Objective space must be its last space (L235)")
            if len(sp.get("requirement") or []) != 4:
                bad(f"work space {wid}: an Objective space needs 4 Volumes (L603)")
            work_req = colour_counts(sp.get("requirement"), bad, f"work space {wid}")
    if not work_kind or work_kind[0] != S_START or work_kind[-1] != S_OBJECTIVE:
        bad("the Work track must run from a start space to an Objective space")
    specials = tuple(i for i, k in enumerate(work_kind) if k in (S_SPEC, S_INV, S_MASTER))
    want = (data.get("work") or {}).get("special_spaces")
    if want is not None and len(specials) != want:
        bad(f"the Work track has {len(specials)} special spaces, the rulebook says {want}")

    nodes = (data.get("tech") or {}).get("nodes") or []
    tech_ids = [n.get("id", f"#{i}") for i, n in enumerate(nodes)]
    index = {t: i for i, t in enumerate(tech_ids)}
    if len(index) != len(tech_ids):
        bad("a Technology node id is repeated")
    kinds, nexts, bonus, reqs = [], [], [], []
    parents = [0] * len(nodes)
    for n in nodes:
        tid = n.get("id")
        bad.need_source(n, f"tech node {tid}")
        k = _kind(bad, f"tech node {tid}", n.get("kind"))
        kinds.append(k)
        nx = []
        for j in n.get("next") or []:
            if j not in index:
                bad(f"tech node {tid} leads to unknown node {j!r}")
                continue
            nx.append(index[j])
            parents[index[j]] += 1
        nexts.append(tuple(nx))
        mark = n.get("bonus")
        if mark is not None and mark not in MARKS:
            bad(f"tech node {tid} has bonus mark {mark!r}")
        bonus.append(mark)
        if k == S_OBJECTIVE:
            if len(n.get("requirement") or []) != 4:
                bad(f"tech node {tid}: an Objective space needs 4 Volumes (L603)")
            reqs.append(colour_counts(n.get("requirement"), bad, f"tech node {tid}"))
        else:
            reqs.append(None)
    starts = [i for i, k in enumerate(kinds) if k == S_START]
    if len(starts) != 1:
        bad("the Technology track needs exactly one start space (L247)")
    start = starts[0] if starts else 0
    if any(p > 1 for p in parents):
        bad("the Technology track must be a tree: a node has two ways in")
    if parents and parents[start]:
        bad("the Technology start space cannot be entered")
    finals = tuple(i for i, nx in enumerate(nexts) if not nx)
    tech = data.get("tech") or {}
    if "finals" in tech and len(finals) != tech["finals"]:
        bad(f"{len(finals)} final spaces, the rulebook says {tech['finals']} (L247)")
    obj_ends = [i for i in finals if kinds[i] == S_OBJECTIVE]
    if "objective_ends" in tech and len(obj_ends) != tech["objective_ends"]:
        bad(f"{len(obj_ends)} Objective ends, the rulebook says {tech['objective_ends']} (L255)")
    if any(kinds[i] == S_OBJECTIVE for i in range(len(kinds)) if i not in finals):
        bad("Technology Objective spaces must end a branch (L255)")
    # Every node reachable from the start.
    seen = {start}
    stack = [start]
    while stack:
        for j in nexts[stack.pop()]:
            if j not in seen:
                seen.add(j)
                stack.append(j)
    if nodes and len(seen) != len(nodes):
        bad("some Technology nodes cannot be reached from the start")
    bad.check()
    return Tracks(
        work_ids=tuple(work_ids),
        work_kind=tuple(work_kind),
        work_requirement=work_req,
        work_special=specials,
        tech_ids=tuple(tech_ids),
        tech_kind=tuple(kinds),
        tech_next=tuple(nexts),
        tech_bonus=tuple(bonus),
        tech_requirement=tuple(reqs),
        tech_start=start,
        tech_finals=finals,
        authentic=bool(data.get("authentic", False)),
    )
