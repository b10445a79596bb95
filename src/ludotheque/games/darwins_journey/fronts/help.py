"""The `help` command's text for Darwin's Journey in `ludo play`: the round, and the
words the options and the table use (our own summary of the rulebook)."""

from ludotheque.games.darwins_journey.components.alfred import alfred_data

HELP = """\
Darwin's Journey, 5 rounds. In turn order, place a worker on a Diary space
('place on explore-1', then 'worker 2'): the worker must carry the seals the
space asks for ([YB] = one yellow and one blue seal); then resolve the space's
actions in any order ('do explore 2', 'end turn').
  explore / navigate   an explorer on the island / the ship at sea ('to O3')
  correspond           stamps on the envelopes ('stack 1 to envelope 2')
  academy              take a seal for a worker ('take red from scroll 2')
  museum               deliver researched specimens
  camp, research       a tent on a campsite, research a specimen
  crew N / complete objective ID   fulfil a crew card or objective
Between rounds: rewards, and the Beagle's goal; VP, coins and TK (knowledge) are
told as they change. Solo: Alfred plays a seat by his own cards."""


def opponents() -> list[str]:
    """Alfred's levels, easiest first, for `ludo games`: read from his data."""
    data = alfred_data()
    levels = ", ".join(f"{k} {v['name']}" for k, v in data.levels.items())
    return [
        f"Alfred (--players 1, or --seats human,automa:alfred/LEVEL): levels {levels} "
        f"(easiest first; a bare automa is {data.default_level}); his boards, Action and "
        "Bonus-Track cards are printed only as pictures, so all their values are "
        "reconstructed"
    ]
