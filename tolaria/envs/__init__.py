"""Learning environments: Magic games as PettingZoo and Gymnasium environments.

``mtg_aec_env(decks=..., seed=...)`` is a PettingZoo AEC environment in
which every seat is a learning agent; ``gymnasium.make("tolaria/MTG-v0")``
(registered when this package is imported) is a Gymnasium environment in
which one seat learns and the other is a built-in player. Both share one
action space (``Discrete(64)``: slot i is the i-th legal action, with an
``action_mask``) and one observation encoding (a ``Dict`` of integer
arrays), described in :mod:`tolaria.envs.encoding`.

The environments need numpy, gymnasium and pettingzoo, which the engine
itself does not: ``pip install tolaria[envs]``. Importing this package
without them raises :class:`MissingExtra`, which is both an ImportError
(so ``pytest.importorskip`` and optional-import code treat it as one) and
a TolariaError (so it is caught with every other error Tolaria raises).
"""

from __future__ import annotations

import importlib.util

from tolaria.errors import TolariaError


class MissingExtra(TolariaError, ImportError):
    """An optional dependency of the learning environments is not installed."""


_NEEDED = ("numpy", "gymnasium", "pettingzoo")
_missing = [name for name in _NEEDED if importlib.util.find_spec(name) is None]
if _missing:
    raise MissingExtra(
        f"tolaria.envs needs {', '.join(_missing)}, which {'is' if len(_missing) == 1 else 'are'} "
        "not installed: pip install tolaria[envs]"
    )

from tolaria.envs.aec_env import MagicAECEnv, mtg_aec_env  # noqa: E402
from tolaria.envs.encoding import SLOTS, CardIndex, Encoder  # noqa: E402
from tolaria.envs.gym_env import ENV_ID, MagicGymEnv, register  # noqa: E402
from tolaria.envs.table import IllegalSlot, OnIllegal, TooManyActions  # noqa: E402

register()

__all__ = [
    "ENV_ID",
    "SLOTS",
    "CardIndex",
    "Encoder",
    "IllegalSlot",
    "MagicAECEnv",
    "MagicGymEnv",
    "MissingExtra",
    "OnIllegal",
    "TooManyActions",
    "mtg_aec_env",
]
