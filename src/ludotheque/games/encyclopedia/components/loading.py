"""Encyclopedia's components, read from `data/*.json` and checked once.

The rules never hold a number or a card text: they read the catalogue (catalog.py). The
JSON keeps the rulebook's words and sources; here everything becomes small tuples indexed
by id. Replacing a reconstructed table (the Animals, the reputation track, the expedition
spaces...) is a data change only; `load()` names every inconsistency it finds rather than
failing on the first.
"""

from __future__ import annotations

from pathlib import Path

from ludotheque.core.datapack import listed
from ludotheque.games.encyclopedia.components.catalog import (
    AREAS,
    AUTOMA_DOES,
    BONUS_KINDS,
    END_PER,
    GAINS,
    ROUND_TOKENS,
    Behaviour,
    Catalog,
    DataError,
    Scoring,
)
from ludotheque.games.encyclopedia.datafiles import DATA as DATA_SOURCE

DATA = (
    Path(__file__).parent.parent / "data"
)  # the embedded files (tests); the game reads DATA_SOURCE


def _passed_table(track_gain: list) -> tuple:
    """What moving n spaces from each position pays, for n below 32 (checking whether an
    action can be completed asks this for every action offered)."""
    length = len(track_gain)
    table = []
    for start in range(length):
        row, pos = [(0, 0, 0, 0)], start
        coins = tokens = seals = animals = 0
        for _ in range(31):
            pos = (pos + 1) % length
            g = track_gain[pos]
            coins, tokens, seals = coins + g[0], tokens + g[1], seals + g[2]
            animals += g[3] == "animal"
            row.append((coins, tokens, seals, animals))
        table.append(tuple(row))
    return tuple(table)


def _read(name: str) -> dict:
    return DATA_SOURCE.json(name)


def _gain3(gain: dict, problems: list[str], where: str) -> tuple[int, int, int]:
    bad = set(gain) - {"coins", "rep", "vp"}
    if bad:
        problems.append(f"{where}: unknown gain {sorted(bad)}")
    return (gain.get("coins", 0), gain.get("rep", 0), gain.get("vp", 0))


@DATA_SOURCE.cached
def load() -> Catalog:
    """The catalogue (read once). Raises DataError listing every inconsistency."""
    board, animals, experts, automa = (
        _read("board.json"),
        _read("animals.json")["animals"],
        _read("experts.json")["experts"],
        _read("automa.json"),
    )
    return build(board, animals, experts, automa)


def build(board: dict, animals: list, experts: list, automa: dict) -> Catalog:
    """A checked catalogue from the four data documents (tests build variants)."""
    p: list[str] = []
    conts = board["continents"]
    cont_ids = tuple(c["id"] for c in conts)
    cidx = {c: i for i, c in enumerate(cont_ids)}
    colours = tuple(c["colour"] for c in conts)
    colidx = {c: i for i, c in enumerate(colours)}
    if len(set(cont_ids)) != len(cont_ids) or len(set(colours)) != len(colours):
        p.append("continents and colours must be distinct")
    types = board["types"]
    if [t["type"] for t in types] != [1, 2, 3, 4]:
        p.append("types must be 1, 2, 3, 4 in order")
    cats = tuple(c for t in types for c in t["categories"])
    if any(len(t["categories"]) != 3 for t in types) or len(set(cats)) != len(cats):
        p.append("each Type needs 3 distinct categories")
    catidx = {c: i for i, c in enumerate(cats)}

    # Animals
    a_ids, a_names, a_cont, a_cats, a_vp = [], [], [], [], []
    for a in animals:
        where = f"animal {a.get('id')}"
        if "source" not in a:
            p.append(f"{where}: no source")
        if a.get("continent") not in cidx:
            p.append(f"{where}: unknown continent {a.get('continent')!r}")
            continue
        cs = a.get("categories", [])
        if len(cs) != 4 or any(cs[t] not in types[t]["categories"] for t in range(min(4, len(cs)))):
            p.append(f"{where}: categories {cs} are not one per Type I-IV")
            continue
        vp = a.get("slot_vp", [])
        if len(vp) != 4 or any(not isinstance(v, int) or v < 0 for v in vp):
            p.append(f"{where}: slot_vp must be 4 whole numbers")
            continue
        a_ids.append(a["id"])
        a_names.append(a["name"])
        a_cont.append(cidx[a["continent"]])
        a_cats.append(tuple(catidx[c] for c in cs))
        a_vp.append(tuple(vp))
    if len(set(a_ids)) != len(a_ids) or len(set(a_names)) != len(a_names):
        p.append("animal ids and names must be unique")

    # Experts
    e = {k: [] for k in ("name", "cont", "timing", "text")}
    fx = {
        k: []
        for k in (
            "colour",
            "colour_v",
            "exped",
            "exped_v",
            "area",
            "pcont",
            "pgain",
            "ctype",
            "ccoins",
            "ecat",
            "ecubes",
            "eper",
            "evp",
            "disc",
        )
    }
    kinds_timing = {
        "die_colour": "lasting",
        "expedition_value": "lasting",
        "on_place": "lasting",
        "on_cube": "lasting",
        "end_cubes": "end",
        "end_vp": "end",
        "discard": "discard",
    }
    for x in experts:
        where = f"expert {x.get('name')}"
        eff = x.get("effect", {})
        kind = eff.get("kind")
        if "source" not in x:
            p.append(f"{where}: no source")
        if x.get("continent") not in cidx:
            p.append(f"{where}: unknown continent")
            continue
        if kind not in kinds_timing or x.get("timing") != kinds_timing[kind]:
            p.append(f"{where}: effect {kind!r} does not fit timing {x.get('timing')!r}")
            continue
        e["name"].append(x["name"])
        e["cont"].append(cidx[x["continent"]])
        e["timing"].append(x["timing"])
        e["text"].append(x.get("text", ""))
        row = {
            "colour": -1,
            "colour_v": 0,
            "exped": -1,
            "exped_v": 0,
            "area": -1,
            "pcont": -1,
            "pgain": (0, 0, 0),
            "ctype": 0,
            "ccoins": 0,
            "ecat": -1,
            "ecubes": 0,
            "eper": None,
            "evp": 0,
            "disc": None,
        }
        if kind == "die_colour":
            if eff.get("colour") not in colidx:
                p.append(f"{where}: unknown colour")
            else:
                row["colour"], row["colour_v"] = colidx[eff["colour"]], eff["value"]
        elif kind == "expedition_value":
            if eff.get("continent") not in cidx:
                p.append(f"{where}: unknown continent")
            else:
                row["exped"], row["exped_v"] = cidx[eff["continent"]], eff["value"]
        elif kind == "on_place":
            if eff.get("area") not in AREAS:
                p.append(f"{where}: unknown area {eff.get('area')!r}")
            else:
                row["area"] = AREAS.index(eff["area"])
                row["pgain"] = _gain3(eff.get("gain", {}), p, where)
                if "continent" in eff:
                    if eff["continent"] not in cidx or eff["area"] != "expedition":
                        p.append(f"{where}: a continent only narrows an expedition trigger")
                    else:
                        row["pcont"] = cidx[eff["continent"]]
        elif kind == "on_cube":
            if eff.get("type") not in (1, 2, 3, 4):
                p.append(f"{where}: cube type must be 1-4")
            else:
                row["ctype"] = eff["type"]
                row["ccoins"] = eff.get("gain", {}).get("coins", 0)
        elif kind == "end_cubes":
            if eff.get("category") not in catidx:
                p.append(f"{where}: unknown category")
            else:
                row["ecat"], row["ecubes"] = catidx[eff["category"]], eff["cubes"]
        elif kind == "end_vp":
            if eff.get("per") not in END_PER:
                p.append(f"{where}: end_vp per must be one of {END_PER}")
            else:
                row["eper"], row["evp"] = eff["per"], eff["vp"]
        elif kind == "discard":
            g = eff.get("gain", {})
            if set(g) - {"coins", "rep"} or not g:
                p.append(f"{where}: a discard effect gains coins or rep")
            row["disc"] = (g.get("coins", 0), g.get("rep", 0))
        for k in fx:
            fx[k].append(row[k])
    if len(set(e["name"])) != len(e["name"]):
        p.append("expert names must be unique")

    # Dice and slots
    dice = board["dice"]
    ncol = len(colours)
    die_colour = tuple(c for c in range(ncol) for _ in range(dice["per_colour"]))
    slots = board["slots"]["side_a"]
    if len(slots) != 4:
        p.append("an individual board has 4 die slots")
    slot_gain = tuple(_gain3(s["gain"], p, f"slot {s['id']}") for s in slots)

    # Reputation
    track = board["reputation_track"]
    length = track["length"]
    bonus = [None] * length
    for pos, kind in track["bonuses"].items():
        if not pos.isdigit() or not 0 <= int(pos) < length:
            p.append(f"reputation bonus at {pos!r} is off the track")
        elif kind not in BONUS_KINDS:
            p.append(f"reputation bonus {kind!r} is not one of {BONUS_KINDS}")
        else:
            bonus[int(pos)] = kind
    gains = board["reputation_bonuses"]
    track_gain = []
    for kind in bonus:
        g = gains.get(kind, {}) if kind else {}
        if kind and not g:
            p.append(f"reputation bonus {kind!r} has no effect in reputation_bonuses")
        if g.get("pick", "") not in ("", "animal", "expert"):
            p.append(f"reputation bonus {kind!r}: a pick is of an animal or an expert")
        track_gain.append(
            (g.get("coins", 0), g.get("tokens", 0), g.get("seals", 0), g.get("pick", ""))
        )

    # Round tokens
    rt = board["round_tokens"]
    pool = []
    labels, rt_gain = {}, {}
    for k in rt["kinds"]:
        if k["id"] not in ROUND_TOKENS:
            p.append(f"unknown round token {k['id']!r}")
        pool += [k["id"]] * k["count"]
        labels[k["id"]] = k["label"]
        g = k.get("gain", {})
        if set(g) - {"coins", "tokens", "dice"}:
            p.append(f"round token {k['id']}: unknown gain {sorted(g)}")
        rt_gain[k["id"]] = (g.get("coins", 0), g.get("tokens", 0), g.get("dice", 0))
    rounds = board["rounds"]["count"]
    if rt["drawn"] != rounds or len(pool) < rounds:
        p.append("one round token is drawn per round")

    # Expedition spaces: a default row, with optional per-continent rows.
    sp = board["expedition_spaces"]
    spaces = []
    for c in cont_ids:
        row = sp.get(c, sp["default"])
        if not row:
            p.append(f"{c} has no expedition space")
        spaces.append(tuple((s["stars"], s["bonus"]) for s in row))

    pub = board["publication"]
    if len(pub["thresholds"]) != 5 or len(pub["vp"]) != 5:
        p.append("publication tables need Type 0 to IV")
    if list(pub["thresholds"]) != sorted(pub["thresholds"]):
        p.append("publication thresholds must grow with the Type")
    cost = board["research_cost"]["by_type"]
    if len(cost) != 4 or list(cost) != sorted(cost):
        p.append("research costs are for Types I-IV and grow with the Type")
    sizes = {int(k): v for k, v in board["academy_size"].items() if k.isdigit()}
    if sorted(sizes) != [2, 3, 4]:
        p.append("academy sizes for 2, 3 and 4 players")
    starting = tuple((x["coins"], x["tokens"]) for x in board["starting"]["by_position"])
    if len(starting) < 4:
        p.append("starting coins for 4 positions")

    behaviours = []
    for b in automa["behaviours"]:
        rows = []
        for v in range(1, 7):
            steps = []
            for step in b["rows"].get(str(v), []):
                if "do" in step:
                    if step["do"] not in AUTOMA_DOES:
                        p.append(f"behaviour {b['id']}: unknown step {step['do']!r}")
                    steps.append(("do", step["do"], step.get("vp_per_token", 0)))
                else:
                    for k, n in step["gain"].items():
                        if k not in GAINS:
                            p.append(f"behaviour {b['id']}: unknown gain {k!r}")
                        steps.append(("gain", k, n))
            if not steps:
                p.append(f"behaviour {b['id']}: no row for value {v}")
            rows.append(tuple(steps))
        if not any(s[1] == "bank" for r in rows for s in r):
            p.append(f"behaviour {b['id']}: needs a Bank row (the full-expedition fallback)")
        behaviours.append(Behaviour(b["id"], b["name"], b["stars"], tuple(rows)))
    scorings = tuple(
        Scoring(
            s["id"],
            s["name"],
            s["stars"],
            tuple(s["expert_groups"]),
            s["coins_per_vp"],
            s["vp_per_coin"],
            s["token_vp"],
            s["seal_vp"],
        )
        for s in automa["scorings"]
    )
    if p:
        raise listed(DataError("Encyclopedia component data: " + "; ".join(p)), p)
    end = board["end"]
    return Catalog(
        continents=cont_ids,
        continent_names=tuple(c["name"] for c in conts),
        colours=colours,
        categories=cats,
        type_names=tuple(t["name"] for t in types),
        animal_ids=tuple(a_ids),
        animal_names=tuple(a_names),
        animal_continent=tuple(a_cont),
        animal_cats=tuple(a_cats),
        animal_slot_vp=tuple(a_vp),
        expert_names=tuple(e["name"]),
        expert_continent=tuple(e["cont"]),
        expert_timing=tuple(e["timing"]),
        expert_discard=tuple(x == "discard" for x in e["timing"]),
        expert_text=tuple(e["text"]),
        colour_bonus=tuple(fx["colour"]),
        colour_bonus_value=tuple(fx["colour_v"]),
        exped_bonus=tuple(fx["exped"]),
        exped_bonus_value=tuple(fx["exped_v"]),
        place_area=tuple(fx["area"]),
        place_continent=tuple(fx["pcont"]),
        place_gain=tuple(fx["pgain"]),
        cube_type=tuple(fx["ctype"]),
        cube_coins=tuple(fx["ccoins"]),
        end_category=tuple(fx["ecat"]),
        end_cubes=tuple(fx["ecubes"]),
        end_per=tuple(fx["eper"]),
        end_vp=tuple(fx["evp"]),
        discard_gain=tuple(fx["disc"]),
        die_colour=die_colour,
        faces=dice["faces"],
        dice_per_player=dice["per_player"],
        slot_labels=tuple(s["label"] for s in slots),
        slot_gain=slot_gain,
        rounds=rounds,
        academy_size=sizes,
        university_size=board["university_size"]["value"],
        setup_animals=board["setup_animals"]["value"],
        starting=starting,
        round_token_pool=tuple(pool),
        round_tokens_drawn=rt["drawn"],
        round_token_labels=labels,
        round_token_gain=rt_gain,
        track_length=length,
        track_bonus=tuple(bonus),
        track_gain=tuple(track_gain),
        track_passed=_passed_table(track_gain),
        spaces=tuple(spaces),
        embassy_bands=tuple(tuple(b) for b in board["embassy"]["bands"]),
        academy_bands=tuple(tuple(b) for b in board["academy"]["bands"]),
        bank_coins=board["bank"]["coins"],
        research_cost=(0, *cost),
        pub_threshold=tuple(pub["thresholds"]),
        pub_vp=tuple(pub["vp"]),
        pub_seals=pub["seals"],
        collection_vp=tuple(board["collections"]["vp"]),
        seal_vp=end["seal_vp"],
        coins_per_vp=end["coins_per_vp"],
        token_vp=end["token_vp"],
        cubes=board["cubes"]["per_player"],
        five_tokens=board["cubes"]["five_tokens"],
        expert_slots=board["expert_slots"]["value"],
        behaviours=tuple(behaviours),
        scorings=scorings,
    )
