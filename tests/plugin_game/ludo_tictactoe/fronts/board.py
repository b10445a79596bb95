"""Tic-tac-toe's board as SVG: nine cells; a free cell is clickable for the seat to move."""

from __future__ import annotations

from html import escape

from ludotheque.fronts.svg import svg_open

SIZE = 90


def render(view: dict, options: list[str], seat: int | None, config: dict) -> str:
    legal = set(options)
    out = [svg_open(3 * SIZE + 20, 3 * SIZE + 20, "tic-tac-toe", "Tic-tac-toe grid")]
    for i, mark in enumerate(view["cells"]):
        name = "abc"[i % 3] + "123"[i // 3]
        x, y = 10 + SIZE * (i % 3), 10 + SIZE * (i // 3)
        attrs = f' class="opt" data-option="{escape(name)}"' if name in legal else ""
        out.append(
            f'<g id="cell-{name}"{attrs}><title>{name}</title>'
            f'<rect x="{x}" y="{y}" width="{SIZE}" height="{SIZE}" '
            'style="fill:#fffdf8;stroke:#333;stroke-width:2"/></g>'
        )
        if mark:
            out.append(
                f'<text x="{x + SIZE / 2}" y="{y + SIZE / 2 + 18}" '
                f'style="font-size:52px;text-anchor:middle">{escape(mark)}</text>'
            )
    out.append("</svg>")
    return "".join(out)


def config_choices() -> dict[str, list]:
    return {"first": ["X", "O", "random"]}
