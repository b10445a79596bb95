"""The error data files raise when they are not a consistent set of components."""

from ludotheque.core.datapack import listed
from ludotheque.core.errors import ConfigError


class DataError(ConfigError):
    """A data file that does not describe a consistent component; names every problem."""


class Problems:
    """Collects every inconsistency of a file, so that one run reports them all."""

    def __init__(self, what: str):
        self.what = what
        self.items: list[str] = []

    def __call__(self, message: str) -> None:
        self.items.append(message)

    def need_source(self, item, label: str) -> None:
        if not isinstance(item, dict) or not item.get("source"):
            self.items.append(f"{label} names no source")

    def check(self) -> None:
        if self.items:
            raise listed(
                DataError(f"{self.what} is inconsistent: " + "; ".join(self.items)), self.items
            )
