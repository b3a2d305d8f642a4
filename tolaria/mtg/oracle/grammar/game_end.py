"""Winning and losing the game (CR 104): the statics and effects that change who can lose or win.

Each reader takes one whole sentence (the card's name already "~") and
returns its node, or raises NoParse.
"""

from __future__ import annotations

from tolaria.mtg.oracle.abilities import CantLoseGame, StaticAbility
from tolaria.mtg.oracle.grammar.reader import Reader


def static(r: Reader, text: str) -> StaticAbility:
    """The first reading of this module that takes the whole sentence."""
    return r.first(lambda q: q.whole(lambda w: _cant_lose(w, text)))


def _cant_lose(r: Reader, text: str) -> StaticAbility:
    """"You can't lose the game [and your opponents can't win the game]" / "Your opponents can't win
    the game" (104.3, 810.8a)."""
    you = r.accept("you can't lose the game")
    opponents = False
    if not you or r.accept("and"):
        r.expect("your opponents can't win the game")
        opponents = True
    return CantLoseGame(you, opponents, text=text)
