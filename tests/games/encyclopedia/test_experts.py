"""One test per Expert (L661-L736): each card's effect, written here from the rulebook's
text, is played out and compared with the same position without the card.

Positions use a reputation track without bonuses (fixtures.NO_BONUS) so that the only
difference between the two runs is the Expert.
"""

from __future__ import annotations

import pytest

from ludotheque.games.encyclopedia import scoring

from .fixtures import (
    CONTINENTS,
    NO_BONUS,
    decision,
    eid,
    expert_names,
    give,
    hire,
    hold,
    make_state,
    market,
    options,
    play,
    study,
)

# name -> (continent, kind, details); kinds: place (area, gains), place-expedition
# (continent, gains), cube (Type, coins), colour, value (expedition continent), cubes
# (end category), per (end bonus kind, VP each), discard (gains).
EXPERTS = {
    "Alonso Rossette": ("america", "cube", (1, 1)),
    "Audrey Morton": ("america", "place-expedition", ("america", {"vp": 3})),
    "Cristian Miller": ("america", "place", ("university", {"coins": 1})),
    "Elena Lewis": ("america", "place", ("publication", {"rep": 2})),
    "Etienne Lebeau": ("america", "place", ("embassy", {"rep": 2})),
    "Fernanda Brito Pedroso": ("america", "cubes", "mammal"),
    "Maddalena Rotella": ("america", "cubes", "forest"),
    "Nargiz Tatilian": ("america", "per", ("token", 1)),
    "Renell Victorie": ("america", "value", "america"),
    "Rogério Luz": ("america", "colour", "red"),
    "Salvador Ortíz": ("america", "cubes", "omnivore"),
    "Adamu Ashenafi": ("africa", "place", ("university", {"vp": 2})),
    "Aymar Dibumbè": ("africa", "place", ("academy", {"rep": 1})),
    "Gidea Grobbelaar": ("africa", "cubes", "reptile"),
    "Girgis Al-Ghumari": ("africa", "value", "africa"),
    "Habib Abdalla": ("africa", "cubes", "temperate"),
    "N'Kogolo Bakumi": ("africa", "per", ("expert", 1)),
    "Rabiah Assaf": ("africa", "place-expedition", ("africa", {"vp": 3})),
    "Safi Limbila": ("africa", "discard", {"coins": 5}),
    "Samara El-Ouadie": ("africa", "place", ("bank", {"rep": 2})),
    "Simon Hodesmann": ("africa", "cube", (3, 2)),
    "Yaban Peker": ("africa", "colour", "yellow"),
    "Ankshu Ragavan": ("asia", "per", ("reputation", 1)),
    "Gangesh Mukerji": ("asia", "cubes", "hot"),
    "Gao Zhelan": ("asia", "place", ("publication", {"coins": 3})),
    "Ishiwata Eiko": ("asia", "discard", {"rep": 3}),
    "Kedar Ghale": ("asia", "cube", (4, 2)),
    "Morishita Shinzo": ("asia", "place-expedition", ("asia", {"vp": 3})),
    "Piaar Jhari": ("asia", "place", ("embassy", {"vp": 2})),
    "Pu Geun-Young": ("asia", "value", "asia"),
    "Shanti Shevade": ("asia", "place", ("academy", {"rep": 1})),
    "Suriani binti Sulung": ("asia", "cubes", "carnivore"),
    "Thao Trí Hùng": ("asia", "colour", "violet"),
    "Adriana Zarek": ("europe", "place", ("publication", {"rep": 2})),
    "Cathrin Holzhausen": ("europe", "place", ("academy", {"coins": 1})),
    "Katie MacSweeney": ("europe", "value", "europe"),
    "Leonardas Vaikutis": ("europe", "place", ("university", {"rep": 2})),
    "Louwrens Korte": ("europe", "place-expedition", ("europe", {"vp": 3})),
    "Lotte Paulsen": ("europe", "cubes", "bird"),
    "Mathias Hass": ("europe", "cube", (2, 1)),
    "Mathieu Aubert": ("europe", "colour", "blue"),
    "Manuel Núñez": ("europe", "cubes", "cold"),
    "Rachel Mostinckx": ("europe", "discard", {"coins": 5}),
    "Vlad Koulechov": ("europe", "per", ("seal", 1)),
    "Akona Wikiriwhi": ("oceania", "value", "oceania"),
    "Arnold Schuman": ("oceania", "cubes", "prairie"),
    "Egbert Rensing": ("oceania", "place", ("publication", {"coins": 3})),
    "Emilia Morris": ("oceania", "place-expedition", ("oceania", {"vp": 3})),
    "Etano Palamo": ("oceania", "colour", "green"),
    "Ilmatar Iivonen": ("oceania", "cubes", "aquatic"),
    "Kiteni Sariman": ("oceania", "cubes", "herbivore"),
    "Matilda Glenn": ("oceania", "discard", {"rep": 3}),
    "Paipau Piripi": ("oceania", "place", ("academy", {"vp": 1})),
    "Phoebe Burke": ("oceania", "place", ("bank", {"vp": 2})),
    "Pora Paniu": ("oceania", "per", ("coin_pair", 2)),
}
COLOUR_OF = dict(zip(CONTINENTS, ("red", "yellow", "violet", "blue", "green"), strict=True))
# One Animal per continent, for actions that need one.
ANIMALS = [
    (f"{c[:2].upper()}1", c, ["mammal", "omnivore", "forest", "hot"]) for c in CONTINENTS
] + [(f"{c[:2].upper()}2", c, ["bird", "carnivore", "prairie", "cold"]) for c in CONTINENTS]
NEUTRAL = ("embassy", "bank")  # not an area any test Expert here triggers on twice


def state():
    return make_state(2, animals=ANIMALS, board=NO_BONUS)


def resources(s, seat=0):
    return {"coins": s.coins[seat], "rep": s.rep[seat], "vp": s.vp[seat]}


def delta(after, before):
    return {k: after[k] - before[k] for k in after if after[k] != before[k]}


def finish(s):
    """Close the action in progress with its plainest ending."""
    while decision(s)[0] == 0 and decision(s)[1] in ("boost", "research", "include"):
        opts = options(s)
        for plain in ("done", "publish type 0 only"):
            if plain in opts:
                play(s, plain)
                break
        else:
            play(s, next(o for o in opts if o.startswith(("leave", "research"))))


def run_place(name, area, with_expert):
    s = state()
    if with_expert:
        hire(s, 0, name)
    if area == "university":
        market(s, experts=["Nargiz Tatilian"])
        hold(s, 0, "red", 1)
        before = resources(s)
        play(s, "university: Nargiz Tatilian")
    elif area == "academy":
        market(s, animals=["AF1"])
        hold(s, 0, "yellow", 1)
        before = resources(s)
        play(s, "academy: AF1")
    elif area == "publication":
        study(s, 0, "EU1")
        hold(s, 0, "blue", 2)
        before = resources(s)
        play(s, "publish EU1")
    else:
        hold(s, 0, "green", 1)
        before = resources(s)
        play(s, area)
    finish(s)
    return delta(resources(s), before)


def run_expedition(name, continent, with_expert, die_value=2, research_type=1):
    s = state()
    if with_expert:
        hire(s, 0, name)
    study(s, 0, f"{continent[:2].upper()}1")
    give(s, 0, coins=1)  # a coin to spare keeps the research a real decision
    hold(s, 0, COLOUR_OF[continent], die_value)
    before = resources(s)
    play(s, f"expedition {continent}")
    assert decision(s) == (0, "research")
    pool = s.pool
    text = f"research {continent[:2].upper()}1 type {'0 I II III IV'.split()[research_type]}"
    play(s, text)
    finish(s)
    assert s.marks[s.ctx.cat.animal_names.index(text.split()[1])] == 1 << (research_type - 1)
    return delta(resources(s), before), pool


@pytest.mark.parametrize("name", list(EXPERTS))
def test_expert(name):
    continent, kind, detail = EXPERTS[name]
    s = state()
    e = eid(s, name)
    assert s.ctx.cat.continent_names[s.ctx.cat.expert_continent[e]].lower() == continent
    if kind == "place":
        area, gains = detail
        base = run_place(name, area, False)
        got = run_place(name, area, True)
        extra = {k: got.get(k, 0) - base.get(k, 0) for k in ("coins", "rep", "vp")}
        assert {k: v for k, v in extra.items() if v} == gains
    elif kind == "place-expedition":
        where, gains = detail
        base, _ = run_expedition(name, where, False)
        got, _ = run_expedition(name, where, True)
        assert {k: got.get(k, 0) - base.get(k, 0) for k in gains} == gains
        other = next(c for c in CONTINENTS if c != where)
        assert run_expedition(name, other, True)[0] == run_expedition(name, other, False)[0]
    elif kind == "cube":
        t, coins = detail
        where = "asia"
        base, _ = run_expedition(name, where, False, die_value=12, research_type=t)
        got, _ = run_expedition(name, where, True, die_value=12, research_type=t)
        assert got.get("coins", 0) - base.get("coins", 0) == coins
        other = 1 if t != 1 else 2  # a cube of another Type earns nothing
        base, _ = run_expedition(name, where, False, die_value=12, research_type=other)
        got, _ = run_expedition(name, where, True, die_value=12, research_type=other)
        assert got == base
    elif kind == "colour":
        for colour, bonus in ((detail, 1), ("red" if detail != "red" else "blue", 0)):
            t = state()
            hire(t, 0, name)
            hold(t, 0, colour, 4)
            play(t, "embassy")  # 4 gives 2 tokens, 5 gives 3
            assert t.tokens[0] == 2 + bonus
    elif kind == "value":
        _, plain = run_expedition(name, detail, False)
        _, boosted = run_expedition(name, detail, True)
        assert boosted == plain + 2
        other = next(c for c in CONTINENTS if c != detail)
        assert run_expedition(name, other, True)[1] == run_expedition(name, other, False)[1]
    elif kind == "cubes":
        k = s.ctx.cat.categories.index(detail)
        hire(s, 0, name)
        assert scoring.category_counts(s, 0)[k] == 2
        t = state()
        hire(t, 0, name, covered=True)  # face down: no effect (L355)
        assert scoring.category_counts(t, 0)[k] == 0
    elif kind == "per":
        per, vp = detail
        give(s, 0, tokens=3, seals=2, coins=7, rep=9)
        hire(s, 0, "Alonso Rossette", covered=True)
        hire(s, 0, name)
        expected = {"token": 3, "expert": 2, "reputation": 9, "seal": 2, "coin_pair": 3}[per]
        assert scoring.expert_bonus(s, 0) == expected * vp
    else:  # discard
        hire(s, 0, name)
        hold(s, 0, "red", 3)
        before = resources(s)
        assert f"use {name}" in options(s)
        play(s, f"use {name}")
        assert delta(resources(s), before) == detail
        assert expert_names(s, s.covered[0]) == [name] and s.experts[0] == ()
        # Gained with a free slot: used at once, or kept for later (L351).
        t = state()
        market(t, experts=[name])
        hold(t, 0, "blue", 3)
        play(t, f"university: {name}")
        assert options(t) == (f"use {name} now", f"keep {name}")
        before = resources(t)
        play(t, f"use {name} now")
        assert delta(resources(t), before) == detail


def test_every_expert_is_tested_and_the_counts_match_the_text():
    s = state()
    assert sorted(EXPERTS) == sorted(s.ctx.cat.expert_names)
    assert [c for c, *_ in EXPERTS.values()].count("africa") == 11
    timings = s.ctx.cat.expert_timing
    assert (timings.count("lasting"), timings.count("end"), timings.count("discard")) == (
        34,
        17,
        4,
    )
