"""The Theory of Evolution track, the Academy scrolls and the numbers that depend on the
player count (digest 3.15)."""

from __future__ import annotations

from dataclasses import dataclass

from ludotheque.core.datapack.problems import Problems


@dataclass(frozen=True)
class Tracks:
    books: tuple[int, ...]  # books reached on each Theory space (0 = start)
    modifier_base: int
    modifier_per_row: int
    scroll_costs: tuple[int, ...]
    scroll_spaces: int
    turn_order_coins: int
    turn_order_coins_2p: int
    per_colour: int
    special_seals: int
    numbers: dict  # name -> {players: value}
    rounds: int
    second_cost: int
    final_vp: int
    convert_tk: int
    vp_lap: int
    bookmarks_at: int

    def at(self, name: str, players: int) -> int:
        return self.numbers[name][players]


PER_COUNT = (
    "removed_per_colour",
    "penalty",
    "specimens_left_over",
    "objectives_face_up",
    "crew_dealt",
    "special_tiles_revealed",
)


def build_tracks(data: dict) -> Tracks:
    bad = Problems("tracks.json")
    theory = data.get("theory") or {}
    bad.need_source(theory, "theory track")
    books = tuple(theory.get("books") or ())
    if not books or books[0] != 0 or any(b > c for b, c in zip(books, books[1:], strict=False)):
        bad("theory books must start at 0 and never decrease")
    academy = data.get("academy") or {}
    bad.need_source(academy, "academy")
    scrolls = academy.get("scrolls") or []
    if len(scrolls) != 4 or any(s.get("spaces") != 3 for s in scrolls):
        bad("the Academy has 4 scrolls of 3 spaces (L272)")
    numbers = {}
    for name in PER_COUNT:
        table = data.get(name) or {}
        bad.need_source(table, name)
        try:
            numbers[name] = {p: int(table[str(p)]) for p in (1, 2, 3, 4)}
        except (KeyError, TypeError, ValueError):
            bad(f"{name} needs a whole number for 1, 2, 3 and 4 players")
    if "specimens_left_over" in numbers and numbers["specimens_left_over"][4] != 0:
        bad("at 4 players every specimen token is placed (L288)")
    to = data.get("turn_order") or {}
    mm = data.get("museum_modifier") or {}
    seals = data.get("seals") or {}
    bad.check()
    return Tracks(
        books=books,
        modifier_base=mm.get("base", 2),
        modifier_per_row=mm.get("per_row", 1),
        scroll_costs=tuple(s.get("cost", 0) for s in scrolls),
        scroll_spaces=3,
        turn_order_coins=to.get("coins", 2),
        turn_order_coins_2p=to.get("coins_2p", 3),
        per_colour=seals.get("per_colour", 14),
        special_seals=seals.get("special", 12),
        numbers=numbers,
        rounds=data.get("rounds", 5),
        second_cost=data.get("delivery_second_cost", 3),
        final_vp=data.get("final_space_vp", 3),
        convert_tk=data.get("convert_tk", 7),
        vp_lap=data.get("vp_lap", 50),
        bookmarks_at=data.get("bookmarks_at", 4),
    )
