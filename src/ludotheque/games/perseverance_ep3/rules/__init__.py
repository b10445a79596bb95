"""Perseverance Ep3's rules: primitives (counts, units, ...) below, the turn flow above."""
