"""The Scenarios mini-expansion (L2244-L2351): its crew cards' and Special tiles' effects
(`effects.py`), its Beagle conditions and objective requirements counted (`counts.py`) and
a scenario card's setup (`setup.py`). A game without the module asks `s.ctx.scenarios`
once where a rule would call here."""
