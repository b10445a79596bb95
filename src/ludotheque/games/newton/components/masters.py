"""Master cards: each a power (L724-L800) and end-game VP (reconstructed, digest R8)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ludotheque.core.datapack.problems import Problems
from ludotheque.games.newton.components.names import ACTIONS, colour_counts

POWERS = (
    "action",  # a basic action of fixed value, maybe with a twist
    "volumes",  # permanent Volumes
    "gain",  # coins or potions
    "descartes",  # LESSONS 1, then the taken card's basic action
    "remove-tiles",  # Cavendish
    "student",  # Gilbert
    "place-cube",  # Winkelmann
    "any-action",  # Paracelsus
)


@dataclass(frozen=True, slots=True)
class Master:
    index: int
    id: str
    name: str
    power: str
    action: int  # basic action index for "action" powers, else -1
    value: int
    split: bool  # the value may be split over several tiles / cards / Students
    ignore_requirement: bool  # Copernicus: book-space prerequisites ignored
    ignore_objective: bool  # Huygens, Torricelli: the Objective prerequisite ignored
    cube_each_step: bool  # Galileo
    free_routes: bool  # Pascal
    no_coins: bool  # Kepler
    volumes: tuple[int, int, int]
    wild: int  # Volumes of a colour chosen at each use (Fahrenheit)
    gain: tuple[int, int]  # coins, potions
    count: int
    vp: int
    lightning: bool


@dataclass(frozen=True)
class MasterSet:
    masters: tuple[Master, ...]
    per_player: int
    solo_draw: int
    solo_keep: int
    by_id: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_id: dict[str, int] = {}
        for m in self.masters:
            by_id.setdefault(m.id, m.index)  # the first with an id, as a search would find
        object.__setattr__(self, "by_id", by_id)

    def find(self, mid: str) -> int:
        return self.by_id[mid]  # KeyError for an unknown id


def build_masters(data: dict) -> MasterSet:
    bad = Problems("masters")
    out = []
    for i, raw in enumerate(data.get("masters") or []):
        mid = raw.get("id", f"#{i}")
        bad.need_source(raw, f"master {mid}")
        p = raw.get("power") or {}
        kind = p.get("kind")
        if kind not in POWERS:
            bad(f"master {mid}: unknown power {kind!r}")
        action = p.get("action")
        if kind == "action" and action not in ACTIONS:
            bad(f"master {mid}: unknown action {action!r}")
        vols = [v for v in p.get("volumes") or [] if v != "any"]
        vp = raw.get("vp")
        if not isinstance(vp, int):
            bad(f"master {mid}: end-game VP {vp!r}")
            vp = 0
        gain = p.get("gain") or {}
        out.append(
            Master(
                index=i,
                id=mid,
                name=raw.get("name", mid),
                power=kind or "gain",
                action=ACTIONS.index(action) if action in ACTIONS else -1,
                value=int(p.get("value", 0)),
                split=bool(p.get("split")),
                ignore_requirement=bool(p.get("ignore_requirement")),
                ignore_objective=bool(p.get("ignore_objective")),
                cube_each_step=bool(p.get("cube_each_step")),
                free_routes=bool(p.get("free_routes")),
                no_coins=bool(p.get("no_coins")),
                volumes=colour_counts(vols, bad, f"master {mid}"),
                wild=sum(1 for v in p.get("volumes") or [] if v == "any"),
                gain=(int(gain.get("coins", 0)), int(gain.get("potions", 0))),
                count=int(p.get("count", 0)),
                vp=vp,
                lightning=bool(raw.get("lightning", kind != "volumes")),
            )
        )
    deal = data.get("deal") or {}
    if len({m.id for m in out}) != len(out):
        bad("a Master id is repeated")
    if len(out) != 20:
        bad(f"{len(out)} Master cards, the rulebook has 20 (L112)")
    bad.check()
    return MasterSet(
        masters=tuple(out),
        per_player=int(deal.get("per_player", 4)),
        solo_draw=int(deal.get("solo_draw", 6)),
        solo_keep=int(deal.get("solo_keep", 4)),
    )
