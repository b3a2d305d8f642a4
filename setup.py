"""The optional compiled build: ``TOLARIA_MYPYC=1`` compiles the engine's hot modules with mypyc.

    pip install .                                                  # pure Python (always works)
    pip install mypy && TOLARIA_MYPYC=1 pip install --no-build-isolation .   # compiled
    TOLARIA_MYPYC=1 python setup.py build_ext --inplace            # compiled, in a checkout

Everything else (metadata, dependencies, extras) is in pyproject.toml. The
compiled modules are listed in ``COMPILED``: Magic's game loop, priority, the
legal-action and mana-payment work, the layers and the state, and Berserk's
board, engine (listing, autopass, phases), state and rules modules, with the
records of its compiled cards (``cards``: ``CardDef``; ``abilities``: the typed
abilities): the rules read their fields in every innermost loop, and a field
of a compiled record is read in C rather than by Python's attribute lookup.
The rest of the package stays Python, so records with class decorators (events,
actions, decisions), the Oracle compiler and the interfaces need nothing
of mypyc. ``TOLARIA_MYPYC_OPT`` sets mypyc's optimisation level (default 3).
``TOLARIA_MYPYC_MULTI_FILE=1`` writes one C file per module instead of one for all,
so that ``build_ext -j N`` compiles them in parallel: a fraction of the build time,
for code the C compiler can't optimise across modules (CI uses it; builds for speed
leave it off).
"""

from __future__ import annotations

import os

from setuptools import setup

COMPILED = [
    "tolaria/mtg/engine.py",
    "tolaria/mtg/state.py",
    "tolaria/mtg/rules/*.py",
    "tolaria/berserk/abilities.py",
    "tolaria/berserk/board.py",
    "tolaria/berserk/cards.py",
    "tolaria/berserk/engine.py",
    "tolaria/berserk/state.py",
    "tolaria/berserk/rules/*.py",
]


def ext_modules() -> list:
    """The mypyc extensions when ``TOLARIA_MYPYC=1``, else none (the pure-Python build)."""
    if os.environ.get("TOLARIA_MYPYC", "") not in ("1", "true", "yes"):
        return []
    import glob

    from mypyc.build import mypycify

    paths = sorted(p for pattern in COMPILED for p in glob.glob(pattern))
    multi_file = os.environ.get("TOLARIA_MYPYC_MULTI_FILE", "") in ("1", "true", "yes")
    return mypycify(paths, opt_level=os.environ.get("TOLARIA_MYPYC_OPT", "3"), multi_file=multi_file)


if __name__ == "__main__":  # as pip and ``python setup.py`` run it (the tests import COMPILED)
    setup(ext_modules=ext_modules())
