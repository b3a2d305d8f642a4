"""The grammar of abilities of the graveyard: «Вальхалла: [эффекты]», «При инкарнации ...», «Инкарнирует в открытом
виде, при этом ...».

«Вальхалла: ваше существо получает +1 к {strike} до конца вашего хода»
is a triggered ability whose trigger point is the word «Вальхалла» (READINGS
«Вальхалла»: the start of its owner's turn, while the card lies in his
graveyard after an opponent's card's attack destroyed it); its effects are
read by the triggered grammar (:mod:`tolaria.berserk.trigger_phrases`), so
every effect form that grammar reads, and every described target the
playable grammar reads («ваше горное существо»), is read after it too.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from tolaria.berserk import trigger_phrases
from tolaria.berserk.abilities import (
    Acquire,
    AttackAt,
    Duration,
    IncarnationForm,
    Point,
    ToGraveyard,
    TokenGain,
    Trigger,
    TriggeredEffect,
    Who,
    Whose,
)
from tolaria.berserk.cards import Cost

VALHALLA = re.compile(r"^вальхалла: ")
"""The head of a Valhalla sentence, in a normalised sentence."""


VALHALLA_TARGET = re.compile(r"^когда (?:становится|становятся) целью вальхаллы(?= |,)")
SQUAD_VALHALLA_DEATH = re.compile(r"^когда ваше существо с вальхаллой попадает на кладбище(?= |,)")
SQUAD_INCARNATED = re.compile(r"^при инкарнации вашего существа(?= |,)")
INCARNATED = re.compile(r"^при инкарнации(?= |,)")
FORM = re.compile(r"^инкарнирует в открытом виде(?:, при этом (получает .+))?$")
ANYWHERE = re.compile(r"^инкарнирует на (?:любой свободной клетке|любую свободную клетку) поля боя"
                      r"(; переходит под контроль противника и становится артефактом)?$")
ON_MARKER = re.compile(r"^инкарнирует только на клетке с «([^»]+)», в открытом виде \(если клетка занята, то уничтожить "
                       r"все карты на ней\), при этом убрать эту «([^»]+)»; ранить все стоящие рядом карты на (\d+)$")
"""«Инкарнирует только на клетке с «дрожью», в открытом виде (если клетка занята, то уничтожить все карты на ней), при
этом убрать эту «дрожь»; ранить все стоящие рядом карты на 1» (Скелетный червь)."""
CHOSEN_GAINS_TOKEN = re.compile(r"(.+), при этом (?:оно|он|она) получает \{counter\}")
"""«..., при этом оно получает {counter}»: after an effect on the chosen card, the pronoun is that card (Online 218.2)."""
FIRST_STRIKE = re.compile(r"^первый за ход \{strike\} (.+?) становится безответным$")
"""«первый за ход {strike} вашего существа становится безответным»: the chosen creature's first simple strike this
turn («за ход»: the text ends with the turn) gains «Безответный Удар» (Online glossary)."""
GENITIVE_SUBJECTS = {"вашего существа": "ваше существо"}
"""Subjects the strike's «{strike} [чего]» names in the genitive, as the target grammar reads them (a class noun,
«вашего йордлинга», it reads as it is)."""
FIRST_STRIKE_UNANSWERED = "первый за ход {strike} безответный"
"""The text the chosen creature acquires (the named ability ``Keyword.FIRST_STRIKE_UNANSWERED``)."""


def first_strike(rest: str) -> Trigger | None:
    """«Вальхалла: первый за ход {strike} [вашего существа] становится безответным»: a target of the squad, which
    acquires to the end of the turn that its first simple strike is unanswered."""
    from tolaria.berserk.activated_phrases import target_of

    m = FIRST_STRIKE.fullmatch(rest)
    if m is None:
        return None
    spec = target_of(GENITIVE_SUBJECTS.get(m.group(1), m.group(1)))
    if spec is None:
        return None
    effect = Acquire((FIRST_STRIKE_UNANSWERED,), Who.CHOSEN, Duration.END_OF_TURN)
    return Trigger(Point.VALHALLA, (effect,), "", whose=Whose.YOURS, chooses=True, target=spec)


SHOWN = re.compile(r"^когда вы показываете (.+?) при пророчестве,? (?:вы )?(?:можете|может) положить (?:его|ее|её) на кладбище$")


def trigger(sentence: str, name: str, named: Callable[[str], object | None],
            attack_of: Callable[[str], object]) -> Trigger | None:
    """The Valhalla or «при инкарнации» ability a normalised sentence states, or None (the effects must read
    completely)."""
    m = SHOWN.match(sentence)
    if m is not None:
        if not name or not trigger_phrases.names_card(m.group(1), name):
            return None
        # «Когда вы показываете Утопца при пророчестве можете положить его на кладбище» (READINGS «Пророчество»)
        return Trigger(Point.SHOWN_BY_PROPHECY, (ToGraveyard(Who.SELF),), sentence, optional=True)
    m = VALHALLA.match(sentence)
    if m is not None:
        rest = sentence[m.end():]
        from tolaria.berserk.activated_phrases import target_of
        from tolaria.berserk.fight_phrases import valhalla_fight

        first = first_strike(rest) or valhalla_fight(rest, target_of)
        if first is not None:  # «первый за ход {strike} ...», «ваш йордлинг сражается {strike} со ...»
            return dataclasses.replace(first, text=sentence)
        gains: tuple[TriggeredEffect, ...] = ()
        pronoun = CHOSEN_GAINS_TOKEN.fullmatch(rest)
        if pronoun is not None:  # «ранить ваше существо на 1, при этом оно получает {counter}»: «оно» is the chosen one
            rest, gains = pronoun.group(1), (TokenGain(who=Who.CHOSEN),)
        found = trigger_phrases.read_effects(Point.VALHALLA, rest, sentence, name, named, attack_of,
                                             whose=Whose.YOURS)
        if found is not None and gains:
            found = dataclasses.replace(found, effects=(*found.effects, *gains))
        if found is None or not all(getattr(e, "who", None) is Who.CHOSEN and not isinstance(e, AttackAt)
                                    for e in found.effects):
            return None  # its source lies in the graveyard: only effects on the chosen card are read
        return found
    m = VALHALLA_TARGET.match(sentence)
    if m is not None:
        return trigger_phrases.read_effects(Point.VALHALLA_TARGET, sentence[m.end():], sentence, name, named,
                                            attack_of)
    m = SQUAD_VALHALLA_DEATH.match(sentence)
    if m is not None:
        return trigger_phrases.read_effects(Point.SQUAD_VALHALLA_DEATH, sentence[m.end():], sentence, name, named,
                                            attack_of)
    m = SQUAD_INCARNATED.match(sentence)
    if m is not None:
        return _squad_incarnated(sentence[m.end():], sentence, name, named, attack_of)
    m = INCARNATED.match(sentence)
    if m is not None:
        return trigger_phrases.read_effects(Point.INCARNATED, sentence[m.end():], sentence, name, named, attack_of)
    return None


def _squad_incarnated(rest: str, sentence: str, name: str, named: Callable[[str], object | None],
                      attack_of: Callable[[str], object]) -> Trigger | None:
    """«При инкарнации вашего существа Повелитель мертвых может открыться», «... оно получает +1 к {move} до конца
    вашего следующего хода»: the card itself named as the subject, or «оно», the creature that incarnated."""
    words = rest.strip().split(" ")
    for n in (1, 2, 3):
        if len(words) > n and trigger_phrases.names_card(" ".join(words[:n]), name):
            return trigger_phrases.read_effects(Point.SQUAD_INCARNATED, " " + " ".join(words[n:]), sentence, name,
                                                named, attack_of)
    if words[0] != "оно":
        return trigger_phrases.read_effects(Point.SQUAD_INCARNATED, rest, sentence, name, named, attack_of)
    found = trigger_phrases.read_effects(Point.SQUAD_INCARNATED, " " + " ".join(words[1:]), sentence, name, named,
                                         attack_of)
    if found is None or found.chooses or not all(isinstance(e, Acquire) and e.who is Who.SELF for e in found.effects):
        return None  # «оно» read only before what it gains
    effects = tuple(dataclasses.replace(e, who=Who.ATTACKED) for e in found.effects if isinstance(e, Acquire))
    return dataclasses.replace(found, effects=effects)


def incarnation_form(sentence: str, named: Callable[[str], object | None],
                     attack_of: Callable[[str], object]) -> IncarnationForm | None:
    """«Инкарнирует в открытом виде[, при этом получает ... до конца хода]»: the card returns open, gaining what the
    effect names (the effect forms of the triggered grammar)."""
    anywhere = ANYWHERE.match(sentence)
    if anywhere is not None:  # «; переходит под контроль противника и становится артефактом» (Проклятая мумия)
        cursed = anywhere.group(1) is not None
        return IncarnationForm(False, anywhere=True, to_opponent=cursed, artifact=cursed)
    marked = ON_MARKER.match(sentence)
    if marked is not None:
        from tolaria.berserk.marker_phrases import nominative

        name = nominative(marked.group(1))
        if nominative(marked.group(2)) != name:
            return None  # «убрать эту «дрожь»»: the marker it incarnated on
        return IncarnationForm(True, marker=name, near_wounds=int(marked.group(3)))
    m = FORM.match(sentence)
    if m is None:
        return None
    if m.group(1) is None:
        return IncarnationForm(True)
    gain = trigger_phrases.single_effect(m.group(1), "", named, attack_of)
    if not isinstance(gain, Acquire) or gain.who is not Who.SELF or gain.most or gain.by_amount:
        return None
    return IncarnationForm(True, gain.abilities, gain.duration)


GRAVEYARD_PLAYABLE = re.compile(r"^Пока на кладбище, имеет (\{instant\})?(?:, )?(потерять жетон инкарнации)?: (.+)$")
"""«Пока на кладбище, имеет {instant}, потерять жетон инкарнации: [текст]»: a playable ability of the card in its
owner's graveyard, the cost written before the colon (Online 404.2)."""


def graveyard_playable(sentence: str) -> tuple[Cost, str] | None:
    """The cost and the text of an ability the card has in the graveyard. «потерять жетон инкарнации» is one of the
    tokens «Инкарнация Х» puts on the card there (glossary), spent like a {counter} of a cost."""
    m = GRAVEYARD_PLAYABLE.match(sentence.strip())
    if m is None or not (m.group(1) or m.group(2)):
        return None
    return Cost(instant=m.group(1) is not None, tokens=1 if m.group(2) else 0), m.group(3)
