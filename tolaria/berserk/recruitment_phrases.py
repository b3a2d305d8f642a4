"""Sentences of squad building: options as a card is recruited and abilities «до набора отряда» (Online 202.6, 303, 304).

Each reader takes a normalised sentence (``compiler.normalise``) and the
card's own name in lower case, and returns the ability record or None; the
card's name must be its own (in some case), since each text speaks of the
card that carries it. ``rules/squad_building.py`` carries them out.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import (
    CopyPrices,
    FreeRecruit,
    PairedRecruit,
    RecruitBargain,
    RecruiterSearch,
    RecruitSurcharge,
    SpyRecruit,
    SquadBuilding,
)

NUMBER_WORDS = {"одной": 1, "двух": 2, "трех": 3, "трёх": 3, "четырех": 4, "четырёх": 4, "пяти": 5}
"""The genitive numerals of «не больше трех стихийных карт», «до двух существ»."""


def _own(words: str, name: str) -> bool:
    from tolaria.berserk.trigger_phrases import names_card

    return bool(name) and names_card(words, name)


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word)


def squad_building(sentence: str, name: str) -> SquadBuilding | None:
    """Any of the readers below."""
    return (free_recruit(sentence, name) or recruit_surcharge(sentence, name) or recruit_bargain(sentence, name)
            or paired_recruit(sentence, name) or spy_recruit(sentence, name) or recruiter_search(sentence, name)
            or copy_prices(sentence, name))


def free_recruit(sentence: str, name: str) -> FreeRecruit | None:
    """«При наборе отряда, если в вашем отряде есть карты стоимостью 3, 4, 5, 6, 7 и 8, вы можете взять Ведающего
    запасами в отряд бесплатно» (Online 202.6: an alternative cost)."""
    m = re.fullmatch(r"при наборе отряда, если в вашем отряде есть карты стоимостью ((?:\d+, )*\d+ и \d+), "
                     r"вы можете взять (.+?) в отряд бесплатно", sentence)
    if m is None or not _own(m.group(2), name):
        return None
    return FreeRecruit(tuple(int(c) for c in re.split(r", | и ", m.group(1))))


def recruit_surcharge(sentence: str, name: str) -> RecruitSurcharge | None:
    """«При наборе Вольного воителя в отряд вы можете заплатить за него на X больше, при этом он начинает игру с +X к
    {strike} и +2 к {health} (X не может быть больше 4)» (Online 304.4: «начинает бой с ...» from Recruitment on)."""
    m = re.fullmatch(r"при наборе (.+?) в отряд вы можете заплатить за (?:него|нее|неё) на x больше, при этом "
                     r"(?:он|она) начинает игру с \+x к \{strike\} и \+(\d+) к \{health\} \(x не может быть больше (\d+)\)",
                     sentence)
    if m is None or not _own(m.group(1), name):
        return None
    return RecruitSurcharge(most=int(m.group(3)), life=int(m.group(2)))


def recruit_bargain(sentence: str, name: str) -> RecruitBargain | None:
    """«При наборе Тича в отряд вы можете получить 2{elite}, при этом в вашем отряде не может быть больше трех
    стихийных карт»."""
    m = re.fullmatch(r"при наборе (.+?) в отряд вы можете получить (\d+) ?\{elite\}, при этом в вашем отряде не может "
                     r"быть больше (\S+) стихийных карт", sentence)
    if m is None or not _own(m.group(1), name):
        return None
    most = _number(m.group(3))
    return None if most is None else RecruitBargain(gold=int(m.group(2)), elemental=most)


def paired_recruit(sentence: str, name: str) -> PairedRecruit | None:
    """«До набора отряда вы можете показать Линнет и существо стоимостью не больше 7{elite}; возьмите Линнет и это
    существо в отряд за {ordinary}, это существо получает особенность «Погибает, когда ваша Линнет покидает поле
    боя»» (Online 303.1)."""
    m = re.fullmatch(r"до набора отряда вы можете показать (.+?) и существо стоимостью не больше (\d+) ?\{elite\}; "
                     r"возьмите (.+?) и это существо в отряд за \{ordinary\}, это существо получает особенность "
                     r"«(погибает, когда ваш[аеи]? (.+?) покидает поле боя)»", sentence)
    if m is None or not all(_own(m.group(i), name) for i in (1, 3, 5)):
        return None
    return PairedRecruit(elite_most=int(m.group(2)), bound=m.group(4))


DIES_WHEN_LEAVES = re.compile(r"погибает, когда ваш[аеи]? (.+?) покидает поле боя")
"""«Погибает, когда ваша Линнет покидает поле боя»: an acquired ability naming its controller's card."""


def spy_recruit(sentence: str, name: str) -> SpyRecruit | None:
    """«До набора отряда вы можете показать противнику Лазутчицу из своей раздачи, при этом посмотреть 2 случайные карты
    из раздачи противника; за каждую показанную {elite} карту Лазутчица стоит на 1{ordinary} меньше; вы обязаны взять
    ее в отряд» (Online 303.1)."""
    m = re.fullmatch(r"до набора отряда вы можете показать противнику (.+?) из своей раздачи, при этом посмотреть "
                     r"(\d+) случайные карты из раздачи противника; за каждую показанную \{elite\} карту (.+?) стоит на "
                     r"(\d+) ?\{ordinary\} меньше; вы обязаны взять (?:ее|её|его) в отряд", sentence)
    if m is None or not (_own(m.group(1), name) and _own(m.group(3), name)):
        return None
    return SpyRecruit(look=int(m.group(2)), discount=int(m.group(4)))


def recruiter_search(sentence: str, name: str) -> RecruiterSearch | None:
    """«До набора отряда вы можете показать Рекрутера Храма и взять его в отряд; покажите существо из вашей раздачи;
    найдите в колоде до двух существ с таким же названием покажите их и возьмите в раздачу» (Online 303.1)."""
    m = re.fullmatch(r"до набора отряда вы можете показать (.+?) и взять (?:его|ее|её) в отряд; покажите существо из "
                     r"вашей раздачи; найдите в колоде до (\S+) существ с таким же названием,? покажите их и возьмите в "
                     r"раздачу", sentence)
    if m is None or not _own(m.group(1), name):
        return None
    most = _number(m.group(2))
    return None if most is None else RecruiterSearch(most)


ORDINALS = {"второй": 2, "вторая": 2, "второе": 2, "третий": 3, "третья": 3, "третье": 3}
"""The ordinals of «второй Линдвурм стоит 6 {elite}, третий 5 {elite}»."""


def copy_prices(sentence: str, name: str) -> CopyPrices | None:
    """«При наборе отряда второй Линдвурм стоит 6 {elite}, третий 5 {elite}»: what each further copy of the card costs
    as it is recruited (Online 202.6: a cost a text sets)."""
    m = re.fullmatch(r"при наборе отряда (\w+) (.+?) стоит (\d+) \{elite\}((?:, \w+ \d+ \{elite\})*)", sentence)
    if m is None or not _own(m.group(2), name) or m.group(1) not in ORDINALS:
        return None
    prices = [(ORDINALS[m.group(1)], int(m.group(3)))]
    for ordinal, cost in re.findall(r", (\w+) (\d+) \{elite\}", m.group(4)):
        if ordinal not in ORDINALS:
            return None
        prices.append((ORDINALS[ordinal], int(cost)))
    return CopyPrices(tuple(prices))
