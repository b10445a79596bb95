"""Perseverance Ep3 in the terminal and in the browser, drawn from views only."""
