"""The grammar of abilities used from the graveyard: «Вальхалла: [эффекты]».

«Вальхалла: ваше существо получает +1 к {strike} до конца вашего хода»
is a triggered ability whose trigger point is the word «Вальхалла» (READINGS
«Вальхалла»: the start of its owner's turn, while the card lies in his
graveyard after an opponent's card's attack destroyed it); its effects are
read by the triggered grammar (:mod:`tolaria.berserk.trigger_phrases`), so
every effect form that grammar reads, and every described target the
playable grammar reads («ваше горное существо»), is read after it too.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk import trigger_phrases
from tolaria.berserk.abilities import Point, Trigger, Whose

VALHALLA = re.compile(r"^вальхалла: ")
"""The head of a Valhalla sentence, in a normalised sentence."""


def trigger(sentence: str, name: str, named: Callable[[str], object | None],
            attack_of: Callable[[str], object]) -> Trigger | None:
    """The Valhalla ability a normalised sentence states, or None (the effects must read completely)."""
    m = VALHALLA.match(sentence)
    if m is None:
        return None
    return trigger_phrases.read_effects(Point.VALHALLA, sentence[m.end():], sentence, name, named, attack_of,
                                        whose=Whose.YOURS)
