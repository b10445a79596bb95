"""Our games in the tools researchers use: OpenSpiel (`openspiel`), PettingZoo
(`pettingzoo`) and Gymnasium (`gymnasium`).

The adapters hold no game-specific code. Every game declares, through three hooks of the
core `Game`, what they need: `action_vocabulary(config)` (every option text that can ever be
legal, in a fixed order: an option's position is its action id), `encoding_size(config)`
and `encode(view, seat)` (the seat's view as a fixed-length vector), and `solo_configs()`
(its solo modes). `vocabulary` and `encoding` hold the machinery games build these with;
`table` is what the three adapters share. The adapters import their library lazily: the
core engine never needs them (install them with `pip install 'ludotheque[research]'`).
"""
