"""ludotheque: an open engine for modern euro board games."""

__version__ = "0.1.0"
ENGINE_VERSION = __version__
