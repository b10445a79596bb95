"""Words for the table page, from the game's hooks (`option_label`, `explain`, `narrate`,
`report`): option and log labels, explanations for tooltips, the events each seat is
told, and the end screen. A game hook that fails costs its words, never the page."""

from __future__ import annotations

import json
import logging
from typing import Any

import orjson

from ludotheque.core.game import Game

log = logging.getLogger("ludotheque.server")
MAX_EVENTS = 200  # events kept per seat


def _safe(fn, *args, default=None):
    try:
        return fn(*args)
    except Exception:  # noqa: BLE001 - a game's words must never break the page
        log.exception("a game's words hook failed: %s", getattr(fn, "__name__", fn))
        return default


def labels(game: Game, view: dict, options: list[str]) -> dict[str, str]:
    """Option -> its words for this seat (only where they differ from the option).
    Nothing for no options (every listener but the one to move), without asking the game."""
    if not options:
        return {}
    texts = _safe(game.option_labels, view, options, default=None)
    if not isinstance(texts, list) or len(texts) != len(options):
        texts = options
    return {
        opt: text
        for opt, text in zip(options, texts, strict=True)
        if isinstance(text, str) and text and text != opt
    }


def explanations(game: Game, refs: list[str]) -> dict[str, dict]:
    """Ref -> {name, text, reconstructed} for the refs the game can explain."""
    out = {}
    for ref in dict.fromkeys(refs):
        if ref == "?" or ref in out:
            continue
        key = (game.id, ref)
        if key not in _EXPLAINED:
            if len(_EXPLAINED) > 20_000:
                _EXPLAINED.clear()
            e = _safe(game.explain, ref)
            _EXPLAINED[key] = (
                {
                    "name": str(e.get("name")),
                    "text": str(e.get("text") or ""),
                    "reconstructed": bool(e.get("reconstructed")),
                }
                if isinstance(e, dict) and e.get("name")
                else None
            )
        if _EXPLAINED[key] is not None:
            out[ref] = _EXPLAINED[key]
    return out


# (game id, ref) -> explanation or None: components' words are static data.
_EXPLAINED: dict[tuple[str, str], dict | None] = {}


def label_log(
    game: Game, view: dict, entries: list[dict], cache: dict | None = None, seat: int | None = None
) -> list[dict]:
    """The log entries with `label`: their move in words (names the seat's view knows).

    A label may name what the board held (a territory's free spaces), so an entry keeps
    the label it got when first sent: `cache`, keyed by seat, ply and move text, makes a
    log sent in pieces and the same log sent whole read the same."""
    out = []
    for e in entries:
        text = e.get("text")
        if isinstance(text, str) and text != "?":
            key = (seat, e.get("ply"), text)
            label = cache.get(key) if cache is not None else None
            if label is None:
                label = _safe(game.move_label, view, text, e.get("seat"), default=text)
                if cache is not None:
                    cache[key] = label
            if isinstance(label, str) and label and label != text:
                e = dict(e, label=label)
        out.append(e)
    return out


def full_log(table: Any, start: int = 0, upto: int | None = None) -> list[dict]:
    """Once the game is over nothing is hidden: every move in full."""
    m = table.match
    n = len(m.moves) if upto is None else upto
    return [
        {"ply": i + 1, "seat": m.seats[i], "kind": table.kinds[i], "text": m.moves[i]}
        for i in range(start, n)
    ]


def events(table: Any, seat: int | None, view: dict, encoded: bytes | None = None) -> list[dict]:
    """What the seat is told happened since it last looked: `game.narrate` between the
    view it last saw and this one, each line with the move number it came with. Kept on
    the table per seat (with the last view as its JSON, `encoded` if the caller has it);
    an undo forgets the events of the moves taken back."""
    store = table.__dict__.setdefault("narration", {})
    n = len(table.match.moves)
    rec = store.get(seat)
    if rec is not None and rec["ply"] > n:  # moves taken back
        rec["events"] = [e for e in rec["events"] if e["ply"] <= n]
        rec["ply"], rec["view"] = n, _kept(table.game, view, encoded)
        return rec["events"]
    if rec is None:
        store[seat] = {"ply": n, "view": _kept(table.game, view, encoded), "events": []}
        return []
    if rec["ply"] < n:
        before = rec["view"]
        if isinstance(before, bytes):
            before = orjson.loads(before)
        lines = _safe(table.game.narrate, before, view, seat, default=[]) or []
        last = table.match.seats[n - 1] if n else None
        for line in lines:
            rec["events"].append({"ply": n, "seat": last, "kind": "event", "text": str(line)})
        del rec["events"][:-MAX_EVENTS]
        rec["ply"], rec["view"] = n, _kept(table.game, view, encoded)
    return rec["events"]


def _kept(game: Game, view: dict, encoded: bytes | None) -> dict | bytes:
    """What the narration keeps of a seat's last view: the view itself when later moves
    cannot change it (`Game.fresh_views`), else its JSON."""
    if game.fresh_views:
        return view
    return encoded or snapshot(view)


def events_after(
    table: Any, seat: int | None, view: dict, ply: int, encoded: bytes | None = None
) -> list[dict]:
    """The seat's events told with moves after `ply` (all of them from 0); they are kept
    in the order of their moves, so the new ones are the last."""
    told = events(table, seat, view, encoded)
    i = len(told)
    while i and told[i - 1]["ply"] > ply:
        i -= 1
    return told[i:]


def replay_events(game: Game, before: Any, after: Any, ply: int) -> list[dict]:
    """The events of one move of a replay, told to a spectator."""
    if ply <= 0:
        return []
    lines = _safe(game.narrate, game.view(before, None), game.view(after, None), None) or []
    return [{"ply": ply, "seat": None, "kind": "event", "text": str(x)} for x in lines]


def report(game: Game, state: Any) -> dict | None:
    r = _safe(game.report, state)
    return r if isinstance(r, dict) else None


def snapshot(view: dict) -> bytes:
    """A view as JSON: what later moves cannot change (views may share lists with the
    state) and what the state message carries. By orjson (ten times json's speed),
    json for what orjson refuses (integers beyond 64 bits)."""
    try:  # text keys only, as most views have: twice as fast without OPT_NON_STR_KEYS
        return orjson.dumps(view, default=str, option=orjson.OPT_PASSTHROUGH_DATACLASS)
    except TypeError:
        pass
    try:
        return orjson.dumps(view, default=str, option=_SNAPSHOT_OPTIONS)
    except TypeError:
        return json.dumps(view, default=str).encode()


_SNAPSHOT_OPTIONS = orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATACLASS
