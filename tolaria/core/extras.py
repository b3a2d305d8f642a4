"""Optional dependencies, behind the package's extras: the core installs without them.

A feature that needs one asks for it with :func:`require`, which imports it or
raises :class:`MissingExtra` naming the extra to install, so a missing
dependency is a one-line message (``pip install tolaria[plot]``), never an
ImportError from deep inside a run.
"""

from __future__ import annotations

import importlib
from enum import Enum
from types import ModuleType

from tolaria.errors import TolariaError


class Extra(Enum):
    """An extra of the ``tolaria`` package and the module it brings."""

    PLOT = ("plot", "matplotlib")
    RAY = ("ray", "ray")

    @property
    def extra(self) -> str:
        return self.value[0]

    @property
    def module(self) -> str:
        return self.value[1]


class MissingExtra(TolariaError):
    """A feature needs an optional dependency that is not installed."""

    def __init__(self, extra: Extra, purpose: str) -> None:
        self.extra = extra
        super().__init__(
            f"{purpose} needs {extra.module}, which is not installed:"
            f" pip install tolaria[{extra.extra}]"
        )


def require(extra: Extra, purpose: str) -> ModuleType:
    """The extra's module, imported; ``purpose`` names the feature in the message if it is missing."""
    try:
        return importlib.import_module(extra.module)
    except ImportError as err:
        raise MissingExtra(extra, purpose) from err
