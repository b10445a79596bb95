"""Alfred, the solo opponent (L1221-L1610), played by the game itself.

`turn.py` draws his Action card and tries its options top to bottom (`options.py`); every
effect he runs goes through `act.py`, where each module registers the verbs it plays his
way (no decisions: his rules fix every choice). `tracks.py` keeps his Coin and Bonus
tracks. He never pushes a task, so a human is never asked anything during his turn.
"""
