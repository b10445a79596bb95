"""Fireland (L1612-L2041): its Time track, Adventures, Viewpoints and setup, as rules on a
small table of their own (table.py). Part 1 of the expansion: the main game's turn does not
call them yet (STATUS.md)."""
