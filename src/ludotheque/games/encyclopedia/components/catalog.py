"""Encyclopedia's catalogue: the names and the immutable tables the rules read.

Everything here is small tuples indexed by id, so that the hot path does no dictionary
lookups; `loading.py` builds it from `data/*.json`, where each item names its source (the
rulebook line, or `reconstructed`).
"""

from __future__ import annotations

from dataclasses import dataclass

AREAS = ("embassy", "bank", "university", "academy", "expedition", "publication")
EMBASSY, BANK, UNIVERSITY, ACADEMY, EXPEDITION, PUBLICATION = range(6)
ROMAN = ("0", "I", "II", "III", "IV")
TIMINGS = ("lasting", "end", "discard")
END_PER = ("token", "expert", "reputation", "seal", "coin_pair")
BONUS_KINDS = ("token", "coins", "seal", "animal", "expert")
ROUND_TOKENS = ("tokens", "coins", "expert-draft", "animal-draft", "extra-die", "none")
AUTOMA_DOES = ("academy", "university", "expedition", "embassy", "bank", "first-player")
GAINS = ("coins", "tokens", "seals", "rep", "vp")


class DataError(ValueError):
    """The component data is inconsistent; the message lists every problem found."""


@dataclass(frozen=True)
class Behaviour:
    """One Automa behaviour card: `rows[v]` is what a die of value v makes it do."""

    id: str
    name: str
    stars: int
    rows: tuple  # value 1..6 at index 0..5: tuple of steps (("do", what, n) / ("gain", kind, n))


@dataclass(frozen=True)
class Scoring:
    id: str
    name: str
    stars: int
    expert_groups: tuple[int, ...]
    coins_per_vp: int
    vp_per_coin: int
    token_vp: int
    seal_vp: int


@dataclass(frozen=True)
class Catalog:
    # Continents and colours share their index: continent c is played with dice of colour c.
    continents: tuple[str, ...]
    continent_names: tuple[str, ...]
    colours: tuple[str, ...]
    # The 12 categories of Types I-IV; category k belongs to Type k // 3 + 1.
    categories: tuple[str, ...]
    type_names: tuple[str, ...]
    # Animals
    animal_ids: tuple[str, ...]
    animal_names: tuple[str, ...]
    animal_continent: tuple[int, ...]
    animal_cats: tuple[tuple[int, int, int, int], ...]  # category index per Type I-IV
    animal_slot_vp: tuple[tuple[int, int, int, int], ...]
    # Experts
    expert_names: tuple[str, ...]
    expert_continent: tuple[int, ...]
    expert_timing: tuple[str, ...]
    expert_discard: tuple[bool, ...]  # lightning cards, used by turning them face down
    expert_text: tuple[str, ...]
    colour_bonus: tuple[int, ...]  # colour index or -1
    colour_bonus_value: tuple[int, ...]
    exped_bonus: tuple[int, ...]  # continent or -1
    exped_bonus_value: tuple[int, ...]
    place_area: tuple[int, ...]  # area index or -1
    place_continent: tuple[int, ...]  # for expedition triggers, or -1 for any
    place_gain: tuple[tuple[int, int, int], ...]  # coins, rep, vp
    cube_type: tuple[int, ...]  # Type 1-4 or 0
    cube_coins: tuple[int, ...]
    end_category: tuple[int, ...]  # category or -1
    end_cubes: tuple[int, ...]
    end_per: tuple[str | None, ...]
    end_vp: tuple[int, ...]
    discard_gain: tuple[tuple[int, int] | None, ...]  # coins, rep
    # Dice
    die_colour: tuple[int, ...]
    faces: int
    dice_per_player: int
    slot_labels: tuple[str, ...]
    slot_gain: tuple[tuple[int, int, int], ...]  # coins, rep, vp
    # Setup and rounds
    rounds: int
    academy_size: dict
    university_size: int
    setup_animals: int
    starting: tuple[tuple[int, int], ...]  # coins, tokens by position from the first player
    round_token_pool: tuple[str, ...]  # every token in the box, by kind id
    round_tokens_drawn: int
    round_token_labels: dict
    round_token_gain: dict  # kind -> (coins, tokens, extra dice) for every player
    # Reputation
    track_length: int
    track_bonus: tuple[str | None, ...]
    # per track space: (coins, tokens, seals, pick) with pick "", "animal" or "expert"
    track_gain: tuple[tuple[int, int, int, str], ...]
    # [position][n]: (coins, tokens, seals, Animal picks) paid by moving n spaces (n < 32)
    track_passed: tuple[tuple[tuple[int, int, int, int], ...], ...]
    # Board tables
    spaces: tuple[tuple[tuple[int, int], ...], ...]  # per continent: (stars, value bonus)
    embassy_bands: tuple[tuple[int, int], ...]
    academy_bands: tuple[tuple[int, int], ...]
    bank_coins: int
    research_cost: tuple[int, int, int, int, int]  # index by Type (index 0 unused)
    pub_threshold: tuple[int, ...]  # Type 0..IV
    pub_vp: tuple[int, ...]
    pub_seals: int
    collection_vp: tuple[int, ...]
    seal_vp: int
    coins_per_vp: int
    token_vp: int
    cubes: int
    five_tokens: int
    expert_slots: int
    # Automa cards
    behaviours: tuple[Behaviour, ...]
    scorings: tuple[Scoring, ...]

    def band(self, bands: tuple[tuple[int, int], ...], value: int) -> int:
        """The gain of the highest band whose minimum the value reaches (0 below all)."""
        gain = 0
        for low, g in bands:
            if value >= low:
                gain = g
        return gain

    def collection(self, n: int) -> int:
        table = self.collection_vp
        return table[n] if n < len(table) else table[-1]

    def collections(self, counts: list[int]) -> int:
        """The collection points of all these counts (scoring and search call this often)."""
        table = self.collection_vp
        last = len(table) - 1
        if max(counts, default=0) <= last:
            return sum(map(table.__getitem__, counts))
        top = table[last]
        return sum(table[n] if n < last else top for n in counts)
