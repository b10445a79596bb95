"""Darwin's Journey (ThunderGryph, 2022), base game for 2 to 4 players and
solo against Alfred."""

from ludotheque.games.darwins_journey.game import GAME, DarwinGame

# The plugin: pyproject.toml names GAME under "ludotheque.games". The instance is the one
# game.py builds, so `game.GAME` (the rules tests' import) and this are the same object.
__all__ = ["GAME", "DarwinGame"]
