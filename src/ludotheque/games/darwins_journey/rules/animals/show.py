"""The Animal Companion in a view: the cards on offer (face up, L2061), each seat's card
with our words for it, and in the setup by choice the cards a seat drew, which only it
sees, and the cards kept, hidden from the others until every drawer has kept one (L2067).
`hidden_pets` says which seats' cards a viewer cannot see (game.determinize re-deals
them)."""

from __future__ import annotations

from ludotheque.games.darwins_journey.components.animals import animal_data
from ludotheque.games.darwins_journey.rules.animals.setup import PHASE
from ludotheque.games.darwins_journey.state import DarwinState


def _card(c: int) -> dict:
    pet = animal_data()[c]
    return {"id": pet.id, "name": pet.name, "text": pet.text}


def hidden_pets(s: DarwinState, seat: int | None) -> set[int]:
    """Seats whose kept card `seat` does not see yet (the choice's keeping step)."""
    if not (s.ctx.animal_choice and s.phase == PHASE):
        return set()
    return {p for p in range(s.ctx.players) if p != seat}


def pet_view(s: DarwinState, seat: int | None) -> dict:
    hidden = hidden_pets(s, seat)
    cards = []
    for p, c in enumerate(s.pets):
        if p in hidden:
            cards.append("hidden" if c >= 0 else None)
        else:
            cards.append(_card(c) if c >= 0 else None)
    out = {
        "setup": "choice" if s.ctx.animal_choice else "all",
        "offer": [_card(c) for c in s.pet_offer],
        "cards": cards,
        "drawn": [len(h) for h in s.pet_hands],
        "deck": len(s.pet_deck),
    }
    if seat is not None and s.pet_hands[seat]:
        out["hand"] = [_card(c) for c in s.pet_hands[seat]]
    return out


def redeal(s: DarwinState, seat: int, rng) -> None:
    """Re-deal what `seat` cannot see of the choice's setup: the other seats' drawn and
    kept cards and the deck, from every card it has not seen (the discarded ones too)."""
    if not hidden_pets(s, seat):
        return
    n = s.ctx.players
    mine = set(s.pet_hands[seat]) | ({s.pets[seat]} if s.pets[seat] >= 0 else set())
    pool = [c for c in range(len(animal_data())) if c not in mine]
    rng.shuffle(pool)
    hands, pets = list(s.pet_hands), list(s.pets)
    for p in range(n):
        if p == seat:
            continue
        k = len(hands[p])
        hands[p] = tuple(pool[:k])
        del pool[:k]
        if pets[p] >= 0:
            pets[p] = pool.pop()
    s.pet_hands, s.pets = tuple(hands), tuple(pets)
    s.pet_deck = tuple(pool[: len(s.pet_deck)])
