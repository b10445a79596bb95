"""Newton's rules: a turn is a stack of small decisions (see flow.py)."""
