"""Helpers that games' fronts share: pure Python, no server or terminal dependency.

A game's board (`games/<game>/fronts/board`) and terminal picture may import these; the
server and the CLI find those fronts through entry points (core/registry.py).
"""
