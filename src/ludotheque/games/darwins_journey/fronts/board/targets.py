"""Which element of the picture stands for which pending option.

An option's text names its piece (rules/*.py write them): "place on explore-1" is a Diary
space, "to O5" a space of a track, "take red from scroll 2" a seal in the Academy... Each is
mapped to the key of the element drawn for it; options with no element of their own ("end
turn", "do coins 2", "stop here", "take objective 7 to silver slot 2") stay in the page's
list only. Keys are given to the deciding seat only.
"""

from __future__ import annotations

import re

_RULES = (
    (re.compile(r"place on (\S+)$"), "space:{0}"),
    (re.compile(r"unlock (\S+)$"), "space:{0}"),
    (re.compile(r"execute (\S+)$"), "space:{0}"),
    (re.compile(r"take (\w+) from scroll (\d)$"), "scroll:{1}:{0}"),
    (re.compile(r"stack (\d) to envelope (\d)$"), "env:{1}:{0}"),
    (re.compile(r"deliver (\S+)(?: again)?$"), "museum:{0}"),
    (re.compile(r"research (\S+)$"), "museum:{0}"),
    (re.compile(r"to ([OI]\S*)$"), "track:{0}"),
    (re.compile(r"explorer (?:on|to) (I\d)$"), "island:{0}"),
    (re.compile(r"tent on (\S+) space (\d) \(\d+ coins\)$"), "tent:{0}:{1}"),
    (re.compile(r"re-activate the tent at (\S+)$"), "camp:{0}"),
    (re.compile(r"take objective (\S+)$"), "obj:{0}"),
    (re.compile(r"complete objective (\S+)$"), "obj:{0}"),
    (re.compile(r"complete (\S+)$"), "obj:{0}"),
    (re.compile(r"(silver|gold) slot (\d)$"), "slot:{0}:{1}"),
    (re.compile(r"(?:crew|complete crew|copy crew) (\d+|P\d)$"), "crew:{0}"),
    (re.compile(r"(?:to worker|worker|special seal to worker) (\d)$"), "worker:{0}"),
    (re.compile(r"great ship (GS\d+)$"), "ship:{0}"),
    (re.compile(r"pirate ship to region (\d+)$"), "region:{0}"),  # the Pirates (L2200)
    (re.compile(r"run the actions of (\S+)$"), "camp:{0}"),  # P4 (L2242)
    (re.compile(r"bring worker \d home from (\S+)$"), "space:{0}"),  # P2 (L2234)
    (re.compile(r"(?:take|keep|use) Animal (\S+)$"), "pet:{0}"),  # the Animal Companion
    (re.compile(r"to (F[OL]\d-\d+)(?: via \S+)?$"), "fire:{0}"),  # Fireland's tracks
    (re.compile(r"(?:ship|explorer) on (F[OL]\d)$"), "pawn:{0}"),
    (re.compile(r"explorer to (F[OL]\d)$"), "fire:{0}-0"),
)


def targets(view: dict, options: list[str], seat: int | None) -> dict[str, str]:
    """key -> option for the options that have an element; one option per element (the
    first that claims it)."""
    d = view.get("decision") or {}
    if seat is None or d.get("seat") != seat:
        return {}
    out: dict[str, str] = {}
    pairs = view.get("pairs") or []
    for o in options:
        if o.startswith("pair "):
            for k, (a, b) in enumerate(pairs):
                if o == f"pair {a} + {b}":
                    out.setdefault(f"pair:{k}", o)
            continue
        for pattern, key in _RULES:
            m = pattern.match(o)
            if m:
                out.setdefault(key.format(*m.groups()), o)
                break
    return out
