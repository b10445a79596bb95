"""Perseverance: Castaway Chronicles, Episode 3 (issue 14). Not registered yet: see STATUS.md."""
