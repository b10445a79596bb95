"""Newton (2019) with both modules of its expansion Grandes Découvertes: Cours Magistraux
(ex cathedra cards) and the Great Discoveries tiles."""

from ludotheque.core.registry import register
from ludotheque.games.newton.game import NewtonGame

GAME = register(NewtonGame())

__all__ = ["GAME", "NewtonGame"]
