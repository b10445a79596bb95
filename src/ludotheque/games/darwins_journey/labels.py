"""Darwin's Journey's options with what they refer to (Game.option_label), from the
seat's view and the printed components (fronts/labels.py): a Diary space's seals and
actions, a crew card's needs and effects, an objective's requirements (a starting pair's too), a locked space's. The option text
stays first, so typing its beginning still chooses it."""

from __future__ import annotations

from ludotheque.games.darwins_journey.fronts.labels import crew_text, objective_text, space_text
from ludotheque.games.darwins_journey.words import in_words


def label(view: dict, option: str) -> str:
    words = option.split()
    facts = None
    if option.startswith("place on ") and len(words) == 3:
        space = ((view.get("board") or {}).get("spaces") or {}).get(words[2]) or {}
        facts = space_text(words[2], space.get("tile"))
    elif len(words) == 2 and words[0] == "crew" and words[1].isdigit():
        facts = crew_text(int(words[1])).split(": ", 1)[-1]
    elif option.startswith("complete objective ") and len(words) == 3:
        facts = objective_text(words[2]).split(": ", 1)[-1]
    elif words[:1] == ["pair"] and len(words) == 4 and words[2] == "+":
        facts = "; ".join(objective_text(w) for w in (words[1], words[3]))
    elif words[:1] == ["unlock"] and len(words) == 2:
        space = ((view.get("board") or {}).get("spaces") or {}).get(words[1]) or {}
        facts = space_text(words[1], space.get("tile"))
    if option.startswith("place on ") and len(words) == 3 and in_words(words[2]) != words[2]:
        # the space by its name after the typeable option text
        facts = f"{in_words(words[2])}: {facts}" if facts else in_words(words[2])
    facts = in_words(facts) if facts else facts
    if not facts and in_words(option) != option:  # "to I1-2 (to island 1 space 2)"
        facts = in_words(option)
    return f"{option} ({facts})" if facts and facts != option else option
