"""The `help` command's text for Perseverance (episode 3) in `ludo play`: the turn, and
the words the options and the table use (our own summary of the rulebook)."""

HELP = """\
Perseverance, episode 3. A turn: a primary action (work in the town with a die,
or go on an adventure), then a secondary one (crates on a ranch row, or an
officer's favour).
  town-die / town-face / town-zone   take a die, choose its face, place it in a
                     zone (sustenance, military, expansion, construction)
  option A/B/C       the zone's action you use      shelter   build a shelter
  crate on row N     a crate on your ranch row      harvest   a location's yield
  cube on OFFICER    influence with an officer (captain, chief mate, ...)
  adv-*              adventure steps: units fight, get tired or wounded
Resources: fd food, db debris, ir island resources, gb glowberries (2 gb take
an opponent's die or change a face); units: R rangers and the dinosaur kinds
(sh, r, th, ij), untrained until trained. Followers are the points.
Options say what they refer to: a zone's options A-D ('+2 crates' a gain, 'pay 1
debris:' a cost), an officer's scoring, a ranch row's effects, a tile's harvest."""
