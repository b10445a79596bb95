"""The Great Ship module (L2077-L2149): the setup draft (`draft.py`), the card effects the
base rules call at their moments (`hooks.py`), and GS4's placement on a locked Lens space
(`locked.py`). Each seat's card is `s.ships[seat]`, -1 without one: a rule asks
`s.ships[seat] >= 0` before calling here, so a game without the module pays one test."""
