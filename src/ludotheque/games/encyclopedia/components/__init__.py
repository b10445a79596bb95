"""Encyclopedia's components: the catalogue the rules read (catalog.py), built once from
`data/*.json` and checked (loading.py); every item there names its source (the rulebook
line, or `reconstructed`). Importers use this package's names."""

from ludotheque.games.encyclopedia.components.catalog import (
    ACADEMY,
    AREAS,
    BANK,
    EMBASSY,
    EXPEDITION,
    PUBLICATION,
    ROMAN,
    UNIVERSITY,
    Behaviour,
    Catalog,
    DataError,
    Scoring,
)
from ludotheque.games.encyclopedia.components.loading import DATA, build, load

__all__ = [
    "ACADEMY",
    "AREAS",
    "BANK",
    "DATA",
    "EMBASSY",
    "EXPEDITION",
    "PUBLICATION",
    "ROMAN",
    "UNIVERSITY",
    "Behaviour",
    "Catalog",
    "DataError",
    "Scoring",
    "build",
    "load",
]
