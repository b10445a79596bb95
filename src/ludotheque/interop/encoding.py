"""Fixed-length observation vectors built from a seat's view, field by field.

A game's encoding is a `Layout`: an ordered list of fields, each with a fixed size known
from the configuration, a function that reads its value from the view, and a sentence for
the game's ENCODING.md (`Layout.markdown()` writes the table; a test keeps the file equal to
it). Per-seat fields are seat-relative: block 0 is the encoding seat, then the next seats in
turn order, padded with zeros to the game's most seats, so a policy sees "me" in one place.

Values are scaled to be mostly within [0, 1] (each field says by what); a value a domain
does not hold (an id from newer data) sets no bit rather than failing, so an encoding never
raises on a legal view.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

Getter = Callable[[dict, int], Any]


@dataclass(frozen=True)
class Field:
    name: str
    size: int
    fill: Callable[[dict, int, list[float]], None]
    doc: str


def _num(x: Any) -> float:
    if isinstance(x, bool):
        return 1.0 if x else 0.0
    if isinstance(x, int | float):
        return float(x)
    if isinstance(x, list | tuple | dict | str):
        return float(len(x))
    return 0.0


@dataclass
class Layout:
    """An encoding under construction, then in use: `encode(view, seat)`, `size`."""

    fields: list[Field] = field(default_factory=list)

    @property
    def size(self) -> int:
        return sum(f.size for f in self.fields)

    # ----- field kinds -----------------------------------------------------------------
    def scalar(self, name: str, get: Getter, scale: float = 1.0, doc: str = "") -> Layout:
        """One number (a bool is 0/1, a list or text its length), divided by `scale`."""

        def fill(view, seat, out):
            out.append(_num(get(view, seat)) / scale)

        what = "0 or 1" if scale == 1 else f"value / {scale:g}"
        self.fields.append(Field(name, 1, fill, doc or what))
        return self

    def one_hot(self, name: str, get: Getter, domain: Sequence, doc: str = "") -> Layout:
        """One bit per domain value, the value's set (none when absent or unknown)."""
        index = {v: i for i, v in enumerate(domain)}
        n = len(domain)

        def fill(view, seat, out):
            bits = [0.0] * n
            i = index.get(_key(get(view, seat)))
            if i is not None:
                bits[i] = 1.0
            out.extend(bits)

        self.fields.append(Field(name, n, fill, doc or f"one-hot over {_show(domain)}"))
        return self

    def counts(
        self, name: str, get: Getter, domain: Sequence, scale: float = 1.0, doc: str = ""
    ) -> Layout:
        """Per domain value, how many times it occurs in the iterable `get` returns (a dict
        counts its keys' values: {id: n}), divided by `scale`; 1 for a set membership."""
        index = {v: i for i, v in enumerate(domain)}
        n = len(domain)

        def fill(view, seat, out):
            bits = [0.0] * n
            got = get(view, seat)
            items: Iterable = got.items() if isinstance(got, dict) else ((v, 1) for v in got or ())
            for v, c in items:
                i = index.get(_key(v))
                if i is not None:
                    bits[i] += _num(c) / scale
            out.extend(bits)

        what = "count" if scale == 1 else f"count / {scale:g}"
        self.fields.append(Field(name, n, fill, doc or f"{what} per {_show(domain)}"))
        return self

    def numbers(
        self, name: str, get: Getter, size: int, scale: float = 1.0, doc: str = ""
    ) -> Layout:
        """A list of numbers, cut or padded with zeros to `size`, each divided by `scale`."""

        def fill(view, seat, out):
            vals = [_num(x) / scale for x in list(get(view, seat) or ())[:size]]
            out.extend(vals + [0.0] * (size - len(vals)))

        self.fields.append(Field(name, size, fill, doc or f"{size} numbers / {scale:g}"))
        return self

    def seats(
        self, name: str, get: Callable[[dict], Sequence], most: int, inner: Layout, doc: str = ""
    ) -> Layout:
        """`inner` once per seat, seat-relative (the encoding seat first, then the next in
        turn order), padded to `most` seats with zeros. `get(view)` lists the seats'
        entries in seat order; `inner`'s getters receive (entry, seat's absolute index)."""

        size = inner.size

        def fill(view, seat, out):
            entries = list(get(view) or ())
            n = len(entries)
            for k in range(most):
                if k < n:
                    s = (seat + k) % n
                    inner.fill_into(entries[s], s, out)
                else:
                    out.extend([0.0] * size)

        self.fields.append(
            Field(name, size * most, fill, doc or f"per seat ({most} blocks of {size})")
        )
        for f in inner.fields:
            self.fields.append(Field(f"{name}[].{f.name}", 0, _nothing, f.doc))
        return self

    def seat_marks(
        self, name: str, get: Getter, domain: Sequence, most: int, doc: str = ""
    ) -> Layout:
        """Per domain value, `most` bits saying which seats (seat-relative: bit 0 is the
        encoding seat) it holds; `get` returns {value: [absolute seats]} or [(value, seat)]."""
        index = {v: i for i, v in enumerate(domain)}
        n_dom = len(domain)

        def fill(view, seat, out):
            bits = [0.0] * (n_dom * most)
            n = seat_count(view)
            got = get(view, seat) or {}
            pairs = (
                ((v, q) for v, qs in got.items() for q in (qs if isinstance(qs, list) else [qs]))
                if isinstance(got, dict)
                else got
            )
            for v, q in pairs:
                i = index.get(_key(v))
                if i is not None and isinstance(q, int) and 0 <= q < n:
                    bits[i * most + (q - seat) % n] = 1.0
            out.extend(bits)

        self.fields.append(
            Field(
                name,
                n_dom * most,
                fill,
                doc or f"per {_show(domain)}, {most} seat-relative bits",
            )
        )
        return self

    def custom(
        self, name: str, size: int, fill: Callable[[dict, int, list[float]], None], doc: str
    ) -> Layout:
        self.fields.append(Field(name, size, fill, doc))
        return self

    # ----- use -------------------------------------------------------------------------
    def fill_into(self, view: dict, seat: int, out: list[float]) -> None:
        for f in self.fields:
            if f.size:
                f.fill(view, seat, out)

    def encode(self, view: dict, seat: int) -> list[float]:
        out: list[float] = []
        self.fill_into(view, seat, out)
        if len(out) != self.size:  # a field wrote the wrong number of values: a defect
            raise AssertionError(f"encoding wrote {len(out)} values, layout says {self.size}")
        return out

    def rows(self) -> list[tuple[int, int, str, str]]:
        """(offset, size, name, doc) per field; sub-fields of a per-seat block have size 0
        and the offset within their block."""
        rows, offset = [], 0
        inner = 0
        for f in self.fields:
            if f.size:
                rows.append((offset, f.size, f.name, f.doc))
                offset += f.size
                inner = 0
            else:
                rows.append((inner, 0, f.name, f.doc))
        return rows

    def markdown(self, title: str) -> str:
        lines = [
            f"# {title}: observation tensor",
            "",
            "Generated from the game's `encoding.py` (`Layout.markdown`); a test keeps this",
            "file equal to it. Per-seat blocks list the encoding seat first, then the next",
            "seats in turn order, zero-padded to the most seats the game takes; their",
            "sub-fields (size `-`) follow the block, their offset counted within one seat.",
            "",
            "| offset | size | field | meaning |",
            "| ---: | ---: | --- | --- |",
        ]
        for offset, size, name, doc in self.rows():
            lines.append(f"| {offset} | {size or '-'} | `{name}` | {doc} |")
        lines += ["", f"Total length for this configuration: {self.size}.", ""]
        return "\n".join(lines)


def seat_count(view: dict) -> int:
    """The seats at the table, as the view tells them (`players`, a count or the seats'
    entries, else its scores)."""
    n = view.get("players")
    if isinstance(n, int) and n > 0:
        return n
    if isinstance(n, list) and n:  # a list of the seats' entries
        return len(n)
    scores = view.get("scores")
    return len(scores) if isinstance(scores, list) and scores else 1


def _nothing(view, seat, out) -> None:
    return None


def _key(v: Any) -> Any:
    return v if not isinstance(v, list) else tuple(v)


def _show(domain: Sequence) -> str:
    items = [str(x) for x in domain]
    if len(items) <= 8:
        return "(" + ", ".join(items) + ")"
    return f"{len(items)} values ({', '.join(items[:4])}, ..., {items[-1]})"


def dig(*path: str | int, default: Any = None) -> Getter:
    """A getter for `view[path[0]][path[1]]...` (None-safe)."""

    def get(view, seat):
        x = view
        for p in path:
            if isinstance(x, dict):
                x = x.get(p)
            elif isinstance(x, list | tuple) and isinstance(p, int) and -len(x) <= p < len(x):
                x = x[p]
            else:
                return default
            if x is None:
                return default
        return x

    return get
