"""The solo mode, "The Dissenters" (solo booklet L1974-L3001, Episode 3 only): you
against Narek and Camilla, played by the game. Importing the package registers its
tasks and hooks (setup, turn, scoring)."""

from ludotheque.games.perseverance_ep3.solo import scoring, setup, turn  # noqa: F401
