"""The ``poolrules`` command: the rule book, the rules engine and the study app."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("poolrules")
except PackageNotFoundError:  # running from a checkout that was never installed
    __version__ = "0.0.0+checkout"
