"""Redistributions to other cards than the source: «перераспределить 2 (или менее) раны с существа в вашем отряде на
существо или существ противника», «Когда существо получает раны от удара — перераспределить эти раны на других ваших
существ» (glossary «Перераспределение (на Х)»).

:func:`redistribute_to` takes a normalised effect text and returns the healed card's description and the
:class:`~tolaria.berserk.abilities.Redistribute` naming where the wounds go, or None when a word is not understood.
"""

from __future__ import annotations

import re
from dataclasses import replace

from tolaria.berserk.abilities import (
    DivideWounds,
    Point,
    Redistribute,
    Side,
    TargetSpec,
    Trigger,
    TriggeredEffect,
    WoundedCard,
)
from tolaria.berserk.cards import AttackKind

REDISTRIBUTE_TO = re.compile(r"перераспределить (\d+) \(или менее\) ран[ыу]? со? (.+?) на (.+?)(?: или (.+))?")
"""«перераспределить 2 (или менее) раны с существа в вашем отряде на существо или существ противника»: from one card
to one card, or to several («или существ противника», the plural of the same description)."""


STRUCK_WOUNDS = re.compile(r"когда (существо|ваше существо) получает раны от удара — перераспределить эти раны на "
                           r"других ваших существ")
"""«Когда существо получает раны от удара — перераспределить эти раны на других ваших существ» (Отшельница)."""


def struck_wounds(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """«Когда существо получает раны от удара — перераспределить эти раны на других ваших существ» (a playable text's
    effects): the healed creature is one of the squad («других ваших»: the wounds go to its other creatures) wounded
    by a strike still on the stack, and all those wounds go to one or more other creatures of the squad (READINGS)."""
    if STRUCK_WOUNDS.fullmatch(text) is None:
        return None
    own = TargetSpec(side=Side.OWN)
    return replace(own, struck=True), Redistribute(0, to=own, recipients=0, received=True)


def redistribute_to(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """The healed card (the first target) and where the wounds go: one card of the description, or with «или [plural]»
    up to as many different cards as wounds are moved."""
    from tolaria.berserk.activated_phrases import _singular, nominative, target_of

    m = REDISTRIBUTE_TO.fullmatch(text)
    if m is None:
        return struck_wounds(text)
    most, source, to_words, plural = int(m.group(1)), m.group(2), m.group(3), m.group(4)
    healed = target_of(nominative(source))
    if healed is None or not healed.creature or to_words == "себя":
        return None
    if plural is not None:
        # «на существо или существ противника»: the description is said once, after the plural
        tail = plural.removeprefix(plural.split(" ")[0])
        one, many = target_of(f"{to_words}{tail}"), target_of(_singular(plural))
        if one is None or one != many:
            return None
        return healed, Redistribute(most, to=one, recipients=most)
    to = target_of(to_words)
    if to is None:
        return None
    return healed, Redistribute(most, to=to)


RANGED_DIVISION = re.compile(r"при дальней атаке по существу,? (?:воздействие «?[а-яё ]+?»? )?можете перераспределить "
                             r"полученные раны между небестелесными картами в вашем отряде")
"""«При дальней атаке по существу воздействие густой туман можете перераспределить полученные раны между небестелесными
картами в вашем отряде» (Обелиск топей; «воздействие [имя]» names the effect, Online 401.6)."""

RANGED = frozenset(k for k in AttackKind if k.ranged)
"""Online 401.3: «дальняя атака» is a shot, a throw or a discharge."""


def ranged_division(low: str, sentence: str) -> Trigger | None:
    """«При дальней атаке по существу ... можете перераспределить полученные раны между небестелесными картами в вашем
    отряде»: a «может» trigger (Online 405.3) when a creature of the squad receives wounds from a ranged attack (the
    wounds are divided among the squad's cards, so the creature is one of them: READINGS), after the attack's Wound
    object (Online 216.11); its controller divides them as it resolves."""
    if RANGED_DIVISION.fullmatch(low) is None:
        return None
    return Trigger(Point.SQUAD_WOUNDED, (DivideWounds(),), sentence, optional=True, wounded=WoundedCard(kinds=RANGED))
