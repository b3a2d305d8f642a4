"""The engine needs none of the environments' dependencies; the environments ask for them by name.

Runs in a fresh interpreter in which numpy, gymnasium and pettingzoo
can't be imported (whether or not they are installed here).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

WITHOUT_EXTRAS = """
import sys
for name in ("numpy", "gymnasium", "pettingzoo"):
    sys.modules[name] = None  # makes `import name` fail as if it weren't installed

from tolaria.agents import RandomAgent
from tolaria.interfaces import cli
from tolaria.mtg import Game
import tolaria.sim

game = Game.new(decks=["rw-aggro", "rg-beats"], seed=1, autopass=True)
agent = RandomAgent(1)
while not game.is_over:
    game.apply(agent.choose(game))
print("engine ok")

from tolaria.errors import TolariaError
try:
    import tolaria.envs
except ImportError as err:
    assert isinstance(err, TolariaError), type(err)
    print("refused:", err)
else:
    raise SystemExit("tolaria.envs imported without its dependencies")
"""


def test_core_imports_and_plays_without_the_extra_and_envs_names_it() -> None:
    result = subprocess.run(
        [sys.executable, "-c", WITHOUT_EXTRAS], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert "engine ok" in result.stdout
    assert "refused: tolaria.envs needs numpy, gymnasium, pettingzoo" in result.stdout
    assert "pip install tolaria[envs]" in result.stdout
