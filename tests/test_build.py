"""Which build the tests run on: pure Python, or the engine's hot modules compiled with mypyc (setup.py).

CI runs the suite on both; there ``TOLARIA_EXPECT_COMPILED=1`` says the
compiled build must be the one imported, so that a failed or missing build
can't pass as a compiled run.
"""

from __future__ import annotations

import importlib
import os

import pytest

from setup import COMPILED  # noqa: I001  (the checkout's setup.py: pythonpath is ".")

COMPILED_MODULES = ("tolaria.mtg.engine", "tolaria.mtg.state", "tolaria.mtg.rules.priority", "tolaria.mtg.rules.mana",
                    "tolaria.berserk.engine", "tolaria.berserk.state", "tolaria.berserk.rules.stack",
                    "tolaria.berserk.cards", "tolaria.berserk.abilities")


def is_compiled(name: str) -> bool:
    return not (importlib.import_module(name).__file__ or "").endswith(".py")


@pytest.mark.skipif(os.environ.get("TOLARIA_EXPECT_COMPILED") != "1", reason="the pure-Python run")
def test_the_compiled_build_is_the_one_imported() -> None:
    assert [m for m in COMPILED_MODULES if not is_compiled(m)] == []


def test_the_compiled_list_names_the_hot_modules() -> None:
    paths = {p.replace("/", ".").removesuffix(".py").removesuffix(".*") for p in COMPILED}
    for name in COMPILED_MODULES:
        assert name in paths or name.rsplit(".", 1)[0] in paths, name


def test_the_package_imports_the_same_in_either_build() -> None:
    from tolaria.mtg import Game

    game = Game.new(decks=["red-burn", "green-stompy"], seed=1, autopass=True)
    assert game.decision is not None
