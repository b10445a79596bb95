"""The Animal Companion module (L2045-L2075): the Pet cards taken before the crew cards
are dealt (`setup.py`, the "pets" phase) and a Pet discarded in its owner's turn to run
its actions (`use.py`). Each seat's card is `s.pets[seat]`, -1 without one."""
