"""Which element of the picture stands for which option of the pending decision."""

from __future__ import annotations

from ludotheque.games.newton.fronts.board.common import ACTIONS, LEVELS
from ludotheque.games.newton.fronts.board.geometry import tech_geometry


# ----- which element stands for which option ---------------------------------------------
def _targets(view: dict, options: list[str], seat: int | None, geo: dict) -> dict[str, str]:
    """Element key -> the option it stands for (only the deciding seat has options)."""
    out: dict[str, str] = {}
    if seat is None or not options:
        return out
    kind = (view.get("decision") or {}).get("kind")
    seats = view.get("seats") or []
    me = seats[seat] if 0 <= seat < len(seats) else {}
    places = geo["places"]
    tech = tech_geometry()
    nodes = tech["nodes"]
    work_ids = [w for w, _ in tech["work"]]
    market = {c.get("id") for row in (view.get("market") or {}).values() for c in row}
    display = {d.get("id") for d in view.get("discoveries") or []}
    markers = ((view.get("tracks") or {}).get("work") or {}).get("markers") or []
    pos = work_ids.index(markers[seat]) if seat < len(markers) and markers[seat] in work_ids else 0
    last = len(work_ids) - 1
    turn = view.get("turn_state") or {}
    scientist = None
    for pid, entry in ((view.get("map") or {}).get("places") or {}).items():
        if seat in (entry.get("scientists") or []):
            scientist = pid
    for opt in options:
        verb, _, rest = opt.partition(" ")
        first = rest.split(" ", 1)[0]
        key = None
        force = False
        if opt == "buy potion":
            key = "potion"
        elif opt == "hire student":
            key = "student"
        elif opt == "cube here":
            key = f"place:{scientist}" if scientist else None
        elif opt == "effect":
            key = f"desk:{turn.get('card')}" if turn.get("card") else None
        elif opt == "special":
            key = f"tucked:{len(me.get('desk') or []) - 1}"
        elif verb == "to":
            if kind == "tech" and first in nodes:
                key = f"tech:{first}"
            elif first in places:
                key = f"place:{first}"
        elif verb in ("jump", "cube", "city") and rest in places:
            key = f"place:{rest}"
        elif verb == "student" and rest in nodes:
            key = f"tech:{rest}"
        elif verb == "works" and first.isdigit():
            k = int(first)
            if "paying" in rest:
                key, force = f"work:{work_ids[last]}", True  # the most coins wins
            elif pos + k < last:
                key = f"work:{work_ids[pos + k]}"
        elif verb == "take":
            if rest in market:
                key = f"market:{rest}"
            elif rest in display:
                key = f"gd:{rest}"
        elif verb == "buy" and rest in display:
            key = f"gd:{rest}"
        elif verb == "activate":
            key = f"gdup:{rest}"
        elif verb == "reveal" and rest in LEVELS:
            key = f"deck:{rest}"
        elif verb in ("keep", "discard") and kind == "draft":
            key = f"packet:{rest}"
        elif verb in ("play", "discard"):
            key = f"hand:{rest}"
        elif verb in ("tuck", "copy"):
            key = f"desk:{rest}"
        elif verb == "action" and rest in ACTIONS:
            key = f"symbol:{rest}"
        elif verb == "master":
            key = f"master:{rest}"
        elif verb == "book":
            key = f"book:{first}"
        elif verb == "replace":
            key = f"drawer:{rest}" if kind == "drawer" else f"slot:{rest}"
        elif verb == "income":
            key = f"supply-inc:{rest}" if kind == "spec" else f"slot:{rest}"
        elif verb == "development":
            key = f"supply-dev:{rest}"
        elif verb == "token":
            key = f"token:{rest}"
        elif verb == "objective":
            key = f"objective:{rest}"
        if key:
            if force:
                out[key] = opt
            else:
                out.setdefault(key, opt)
    return out
