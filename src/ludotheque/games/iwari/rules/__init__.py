"""Iwari's rules, one file per action or phase, layered so that imports run one way only.

From the bottom up:

- `limits`, `payment`, `cards`: what may be placed, the 3-2-1 payments, the river and pile.
- `atlas` (map set-ups and end-of-game map rules), `awards` (module pawns), `expansion`
  (expedition cards, exploits, storms, the walking totem) and `solo_control` (territory
  claims against the Void): reactions that read the board and queue choices or effects;
  they never place a piece.
- `pieces`: placing a hut or a totem segment, then letting those reactions see it.
- `build` (the build action), `moves` (moving pieces, solo), `atlas_actions` (purple spaces,
  totem shifts, contested tokens), `solo` (the Void's action and effects), `draft`: actions
  made of the primitives above. They hand back the next step instead of calling the flow.
- `flow`: the choice queue, the steps after an action (neutral sub-turn, the Void, refill,
  end of turn, scorings); `turn`: the options of each decision and applying one; `setup`.
"""
