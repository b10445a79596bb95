"""The officers with their influence, the assembly board, the adventure offers (with the
temple adventures), the ranch offer and the general supply of dinos."""

from __future__ import annotations

from ludotheque.games.perseverance_ep3.fronts.board.common import (
    OFFICERS,
    SPECIES,
    W,
    clickable,
    colour,
    e,
    piece,
)

HEIGHT = 236


def offers(add, view: dict, targets: dict, y0: float) -> float:
    board = view.get("board") or {}
    add(f'<g transform="translate(0,{y0:.0f})">')
    add(f'<rect x="0" y="0" width="{W}" height="{HEIGHT}" rx="8" class="sec"/>')
    _officers(add, view, board, targets)
    _assembly(add, board)
    _adventures(add, board, targets)
    _ranch(add, board, targets)
    add("</g>")
    return y0 + HEIGHT


def _officers(add, view: dict, board: dict, targets: dict) -> None:
    add('<text x="12" y="20" class="h2 l">Officers (influence)</text>')
    where = {z.get("officer"): zid for zid, z in (board.get("zones") or {}).items()}
    where[board.get("wilderness_officer")] = "wilderness"
    for k, (oid, cubes) in enumerate((board.get("influence") or {}).items()):
        x, y = 12 + k * 118, 30
        opened = clickable(add, targets.get(f"officer:{oid}"), x - 2, y - 2, 114, 88)
        add(
            f'<rect x="{x}" y="{y}" width="110" height="84" rx="5" class="box"><title>'
            f"{e(OFFICERS.get(oid, oid))}: influence cubes {e(' / '.join(map(str, cubes)))}"
            "</title></rect>"
        )
        add(f'<text x="{x + 55}" y="{y + 13}" class="s b">{e(OFFICERS.get(oid, oid))}</text>')
        add(f'<text x="{x + 55}" y="{y + 25}" class="xs m">{e(where.get(oid, ""))}</text>')
        top = max(cubes) if cubes else 0
        for p, c in enumerate(cubes):
            bx, by = x + 8, y + 32 + p * 12
            width = 0 if not top else 70 * c / max(top, 1)
            add(
                f'<rect x="{bx + 12}" y="{by}" width="{width:.0f}" height="9" '
                f'style="fill:{colour(p)}"/>'
            )
            add(f'<text x="{bx + 4}" y="{by + 8}" class="xs">{c}</text>')
        if opened:
            add("</g>")


def _assembly(add, board: dict) -> None:
    x, y = 610, 30
    add(
        f'<rect x="{x}" y="{y}" width="150" height="84" rx="5" class="box"><title>assembly '
        f"{e(board.get('assembly_tile', '-'))}: the Assembly board's tile</title></rect>"
    )
    add(f'<text x="{x + 75}" y="{y + 13}" class="s b">Assembly board</text>')
    add(f'<text x="{x + 75}" y="{y + 40}" class="h1">{e(board.get("assembly_tile", "-"))}</text>')
    add(
        f'<text x="{x + 75}" y="{y + 58}" class="xs m">{e(board.get("assembly_tiles_left", 0))} '
        f"tiles in the stack</text>"
    )
    add(
        f'<text x="{x + 75}" y="{y + 74}" class="xs m">{e(board.get("assemblies", 0))} '
        f"assemblies held</text>"
    )
    supply = board.get("supply") or {}
    add(f'<text x="{x + 170}" y="{y + 13}" class="s b l">Dino supply</text>')
    for k, (sp, n) in enumerate(supply.items()):
        add(
            f'<text x="{x + 170}" y="{y + 30 + k * 13}" class="s l">'
            f"{e(n)} {e(SPECIES.get(sp, sp))}</text>"
        )
    portal = board.get("ancient_portal", -1)
    if isinstance(portal, int) and portal != -1:
        add(f'<text x="{x + 300}" y="{y + 13}" class="s b l">Ancient Portal</text>')
        piece(add, portal, x + 390, y + 9, 7)


def _adventures(add, board: dict, targets: dict) -> None:
    y = 128
    add(f'<text x="12" y="{y}" class="h2 l">Adventures</text>')
    unlocked = board.get("unlocked") or []
    for r, (region, offer) in enumerate((board.get("adventure_offers") or {}).items()):
        x = 12 + r * 198
        locked = not (r < len(unlocked) and unlocked[r])
        head = region.capitalize() + (" (blocked)" if locked else "")
        add(f'<text x="{x}" y="{y + 18}" class="s b l">{e(head)}</text>')
        for k, name in enumerate(offer):
            cy = y + 24 + k * 26
            opened = clickable(add, targets.get(f"adv:{name}"), x - 2, cy - 2, 190, 24)
            add(
                f'<rect x="{x}" y="{cy}" width="186" height="20" rx="3" class="box">'
                f"<title>{e(name)}: adventure of the {e(region)}</title></rect>"
            )
            add(f'<text x="{x + 5}" y="{cy + 14}" class="s l">{e(name)}</text>')
            if opened:
                add("</g>")
    x = 12 + 3 * 198
    add(f'<text x="{x}" y="{y + 18}" class="s b l">Temples</text>')
    explored = board.get("temples_explored") or []
    left = board.get("temple_adventures_left") or []
    done = board.get("temple_adventures_completed") or []
    for k, t in enumerate(("raptor", "thunderhorn", "ironjaw")):
        state = "completed" if t in done else ("explored" if t in explored else "unexplored")
        if t not in left and t not in done:
            state += ", adventure taken"
        add(
            f'<text x="{x}" y="{y + 36 + k * 16}" class="s l">'
            f"{e(t.capitalize())}: {e(state)}</text>"
        )


def _ranch(add, board: dict, targets: dict) -> None:
    x0, y = 870, 30
    add(f'<text x="{x0}" y="20" class="h2 l">Ranch offer</text>')
    for t, offer in enumerate(board.get("ranch_offer") or []):
        for k, name in enumerate(offer):
            x = x0 + k * 162
            cy = y + t * 26
            opened = clickable(add, targets.get(f"ranch-offer:{name}"), x - 2, cy - 2, 160, 24)
            add(
                f'<rect x="{x}" y="{cy}" width="156" height="20" rx="3" class="box">'
                f"<title>{e(name)}: ranch tile on offer</title></rect>"
            )
            add(f'<text x="{x + 5}" y="{cy + 14}" class="s l">{e(name)}</text>')
            if opened:
                add("</g>")
