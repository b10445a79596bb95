"""The `help` command's text for Newton in `ludo play`: the round, and the words the
options and the table use (our own summary of the rulebook)."""

HELP = """\
Newton, 6 rounds of 5 turns. A turn: play a card from your hand to your desk,
then do its action (stronger with more matching symbols on your desk and in
your drawers) and/or its effect; quick actions (reveal, buy potion, boost) may
come first.
  action works     WORKS: coins and steps on the work track ('works 2')
  action tech      TECHNOLOGY: move a Student on the technology tree ('to R2'),
                   taking the tile or bonus token on the space
  action travel    TRAVEL: move your Scientist along routes ('to Lyon'); a route
                   costs the coins shown beside it; leave a cube where you stop
  action lessons   LESSONS: take a face-up card of a level up to the value
  action studies   STUDIES: a tile on a book space of your shelf ('book s1c2');
                   each space needs what is shown (a Volume colour, a University
                   or an Ancient Land visited)
Quick actions, listed on the 'also:' line under every step's options:
  reveal I/II/III  2 more cards of that level face up (1 coin)
  boost            +1 to this turn's action (2 coins)   buy potion   3 coins
After 5 turns: tuck a played card, then upkeep and income (told as they come).
Masters (keep NAME in the draft) give powers; their VP count at the end.
Table: seats' VP, coins, potions, where the Scientist is, the work track;
`board` shows the map, tracks, objectives and the market."""


def opponents() -> list[str]:
    """The solo mode's outcome, for `ludo games`: there is no automa to beat."""
    return [
        "solo score attack (--players 1): no automa; the final score is placed on the "
        "rulebook's solo ladder, whose rank is the result (L451-L461)"
    ]
