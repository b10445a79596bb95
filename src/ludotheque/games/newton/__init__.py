"""Newton (2019) with both modules of its expansion Grandes Découvertes: Cours Magistraux
(ex cathedra cards) and the Great Discoveries tiles."""

from ludotheque.games.newton.game import NewtonGame

GAME = NewtonGame()  # the plugin: pyproject.toml names it under "ludotheque.games"

__all__ = ["GAME", "NewtonGame"]
