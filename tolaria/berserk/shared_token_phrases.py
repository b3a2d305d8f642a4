"""The grammar of «Когда карта противника теряет X {counter} ваши X существ могут получить {counter} или ваше существо
может получить X {counter}» (Прорицательница вершин; rules/shared_tokens.py).

X is the count the opponent's card lost at once; the creatures are the
ability's targets, named as it is declared (Online 412.1): X of them for the
first option, one for the second. «могут»: a «может» ability (Online 405.3).
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import Point, Side, SplitTokens, TargetSpec, Trigger

SHARED = re.compile(r"когда карта противника теряет x \{counter\},? ваши x существ могут получить \{counter\} или "
                    r"ваше существо может получить x \{counter\}")


def shared_tokens(sentence: str, text: str) -> Trigger | None:
    """The ability of a normalised sentence of this shape, or None (``text`` is the sentence as printed)."""
    if SHARED.fullmatch(sentence) is None:
        return None
    return Trigger(Point.ENEMY_LOSES_TOKENS, (SplitTokens(),), text, optional=True, chooses=True,
                   target=TargetSpec(side=Side.OWN))
