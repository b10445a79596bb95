"""The Pirates module on the SVG board (L2151-L2242): the Ocean's regions under its track,
or on Fireland's side under each of its ocean tracks (clickable when the pirate ship may
move there) with the pirate ship beside its region,
a gold mark on each campsite still holding its Treasure, and each seat's Treasures with
what a raid would take now. Nothing is drawn without the module."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.pirates import regions
from ludotheque.games.darwins_journey.fronts.board.common import _e, opt
from ludotheque.games.darwins_journey.fronts.labels import static

GOLD = "#d4a017"
ROOM = 18  # the height the regions' brackets add under the Ocean


def _on_fireland(view: dict) -> bool:
    return isinstance(view.get("fireland"), dict)


def room(view: dict) -> int:
    """The height the regions' brackets add under the base Ocean: none on Fireland's side,
    whose ocean tracks carry them (`fireland_room`)."""
    return ROOM if isinstance(view.get("pirates"), dict) and not _on_fireland(view) else 0


def fireland_room(view: dict) -> int:
    """The height the brackets add under each of Fireland's ocean tracks."""
    return ROOM if isinstance(view.get("pirates"), dict) and _on_fireland(view) else 0


def ocean_regions(add, view: dict, targets: dict, pos: list, y: float) -> None:
    """Under the base Ocean: a bracket per region, the pirate ship's (if any) marked. On
    Fireland's side the brackets go under its ocean tracks instead (`fireland_regions`)."""
    pi = view.get("pirates")
    if not isinstance(pi, dict) or _on_fireland(view):
        return
    of = regions(static()["comp"].geo.ocean).of
    for r, name in enumerate(pi.get("regions") or [], 1):
        xs = [pos[i][0] for i, k in enumerate(of) if k == r - 1]
        if xs:
            _bracket(add, targets, (r, name, pi.get("ship_region")), min(xs) - 10, max(xs) + 10, y)


def fireland_regions(add, view: dict, targets: dict, centres: list, y: float) -> None:
    """Under one of Fireland's ocean tracks (its spaces' centres, a space's index being its
    step): a bracket per region over the spaces of its steps (ruling FL-R16), the same
    regions on every ocean track, each clickable when the pirate ship may move there."""
    pi = view.get("pirates")
    if not isinstance(pi, dict):
        return
    ocean = static()["comp"].geo.ocean
    of = dict(zip(ocean.step, regions(ocean).of, strict=True))
    for r, name in enumerate(pi.get("regions") or [], 1):
        xs = [x for step, x in enumerate(centres) if of.get(step, -1) == r - 1]
        if xs:
            _bracket(add, targets, (r, name, pi.get("ship_region")), min(xs) - 18, max(xs) + 18, y)


def _bracket(add, targets: dict, region: tuple, x1: float, x2: float, y: float) -> None:
    """Region `r` (its name, and the pirate ship's region) as a line from x1 to x2."""
    r, name, here = region
    ship = r == here
    title = f"region {r}: " + (
        name if name.startswith("steps") else f"Ocean spaces {name.replace('O', '')}"
    )
    title += " · the pirate ship is here" if ship else ""
    style = "stroke:#222;stroke-width:3" if ship else "stroke:#8fb3cf;stroke-width:2"
    add(f"<g{opt(targets, f'region:{r}')}><title>{_e(title)}</title>")
    add(f'<line x1="{x1:.1f}" y1="{y:.1f}" x2="{x2:.1f}" y2="{y:.1f}" style="{style}"/>')
    mark = f"☠ region {r}" if ship else f"region {r}"
    add(f'<text x="{(x1 + x2) / 2:.1f}" y="{y + 11:.1f}" class="xs b">{mark}</text></g>')


def treasure(add, view: dict, camp_id: str, x: float, y: float) -> None:
    """A gold coin beside a campsite that still holds its Treasure."""
    pi = view.get("pirates")
    if not isinstance(pi, dict) or camp_id not in (pi.get("treasures") or ()):
        return
    add(
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="5" style="fill:{GOLD};stroke:#6b5a3a">'
        f"<title>a Treasure: 3 coins to whoever takes it</title></circle>"
    )


def fireland_region(view: dict, step: int) -> tuple[str, bool]:
    """On Fireland's side (ruling FL-R16): a title part naming the pirate region of a ship
    `step` spaces from its ocean track's start, and whether the pirate ship is there."""
    if not isinstance(view.get("pirates"), dict):
        return "", False
    ocean = static()["comp"].geo.ocean
    of = dict(zip(ocean.step, regions(ocean).of, strict=True))
    r = of.get(step, -1) + 1
    if r <= 0:
        return "", False
    return f"; pirate region {r}", view["pirates"].get("ship_region") == r


def seat_treasures(add, e: dict, x: float, y: float) -> None:
    """The seat's Treasures held and what a raid would take from it now."""
    if "treasures" not in e:
        return
    cost = e.get("raid_cost") or 0
    risk = f" · a raid now takes {cost} coins" if cost else ""
    add(f'<text x="{x}" y="{y}" class="xs l">treasures held: {e["treasures"]}{_e(risk)}</text>')
