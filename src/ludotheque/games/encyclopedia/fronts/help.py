"""The `help` command's text for Encyclopedia in `ludo play`: the round, and the words
the options and the table use (our own summary of the rulebook)."""

from ludotheque.games.encyclopedia.components import load

HELP = """\
Encyclopedia, 6 rounds. A round: a round token is turned; everyone draws and
rolls dice, and puts one on each slot of their board ('put red 4 on 2 coins').
Then, in turn, take one die from any board ('take ... from seat 2 (3 vp)'):
taking it from another seat gives that seat the slot's reward (x nothing,
2 coins, 2 rep = reputation, 3 vp). Then act with it:
  embassy / bank           the central board's simple actions
  university: NAME         recruit that Expert (its effect is shown beside it)
  academy: ID              study that Animal (continent: types)
  expedition CONTINENT     a die of the continent's colour on its next space
  publish ID, include ID   publish studied Animals with research cubes on them
  coin +1 / token +2       raise the die's value by paying coins or a token
  token: make it COLOUR    recolour the die with a token (seal: with a seal)
Die colours: red America, yellow Africa, violet Asia, blue Europe, green Oceania
Reputation passes bonuses on its track (a token, an Expert, 3 coins, an Animal,
a Royal Seal); they are told as they happen. At the end of a round each seat
may spend a Royal Seal for one more action ('seal action', 'pass')."""


def opponents() -> list[str]:
    """The Automas' difficulty, for `ludo games`: a Behaviour card and a Scoring card,
    each of 1 to 3 stars (read from the data), their sum the Automa's difficulty."""
    cat = load()
    behaviours = ", ".join(f"{b.id} {'*' * b.stars} ({b.name})" for b in cat.behaviours)
    scorings = ", ".join(f"{c.id} {'*' * c.stars} ({c.name})" for c in cat.scorings)
    return [
        "Automas (--seats human,automa:BEHAVIOUR/SCORING; 1-3 of them, solo or "
        "multiplayer): difficulty is the stars of its two cards, 2 (easiest, "
        f"linne/boudeuse) to 6; Behaviour cards {behaviours}; Scoring cards {scorings}",
        "the Behaviour cards' die-value column is blank in the rulebook, so which row a "
        "die value picks is reconstructed (ruling A9); the Scoring cards are the rulebook's",
    ]
