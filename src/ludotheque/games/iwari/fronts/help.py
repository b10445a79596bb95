"""The `help` command's text for Iwari in `ludo play`: the turn, and the words the
options and the table use (our own summary of the rulebook, L161-L315)."""

HELP = """\
Iwari. A turn is BUILD or EXCHANGE; then refill your hand to 3, the river to 4.
  build A3      build in territory A3: up to 3 cards, up to 2 constructions, one
                territory; a card of its biome pays one construction, two cards
                of another single colour pay one too (a joker)
  hut A3.2      a hut on hut space A3.2          totem   a segment of its totem
  stop          end the build early          pay coast+coast   the cards paid
  exchange      discard a card, then take one (river or draw pile)
  take coast    take a card of that colour from the river   draw   from the pile
Scoring: huts by majority in each territory, once when the draw pile first runs
out and again at the end; totems by majority on each numbered connection between
two territories (one covered by a mountain scores nothing); colonies at the end:
4 or more of your huts linked by paths score a point each.
Table: A1.. territories (biome, free spaces, huts); marks 0-4 are seats, N the
neutral tribe, V the Void; '3:A2~' = connection 3 to A2 by sea. An option 'hut'
lists its paths and who holds the spaces at their ends.
Solo/co-op: the Void plays too; its pieces are ruins and Void totems
('ruin A1.1' chooses where its ruin goes); its pawn moves along the connections."""


def opponents() -> list[str]:
    """The solo and co-op opponent with its difficulty, for `ludo games`."""
    return [
        "the Void (solo: --players 1; co-op: --option mode=coop): its difficulty is "
        "--option void_threshold=N, the Void territories that lose the game (the rulebook's "
        "3 solo, 1 co-op; lower is harder)"
    ]
