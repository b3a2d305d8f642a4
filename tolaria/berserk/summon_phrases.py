"""The grammar of resurrection and summoning: «Возродить существо (в закрытом виде)», «вызвать из колоды {ordinary}
местность стоимостью 5 или менее» (glossary «Возрождение», «Вызов»; rules/summoning.py).

The target of a resurrection is a card of the ability's controller's
graveyard («Легальной целью для возрождения является карта на кладбище
игрока, применившего возрождение»); the words after «возродить» say what it
must be. A summon names no card as its target (glossary «Вызов»: «Вызов не
обозначает целью карту, которую он берёт в отряд»): the words after
«вызвать» describe the deck's cards it may take (:class:`SummonedCard`), and
the cell, the summon's target, is the source's neighbour unless the text
names another («на клетку, где он находился»).

Around the summon: «вернуть [себя] в колоду», «изгнать [себя / это дитя
Кронга / карту с кладбища противника / его]» (READINGS «Изгнать»), the
triggers that summon or exile («когда вы показываете [его] при пророчестве»,
«когда ваше дитя Кронга уничтожает карту противника», «при гибели вашего
существа с вальхаллой от атаки карты противника»), «вместо инкарнации ...»,
«объявить особенность вальхаллы ...» and the deck search «положить существо
этой стоимости из вашей колоды на кладбище».
"""

from __future__ import annotations

import dataclasses
import re

from tolaria.berserk import phrases
from tolaria.berserk.abilities import (
    DeckToGraveyard,
    Exile,
    IncarnationInstead,
    Point,
    Resurrect,
    ReturnToDeck,
    Side,
    Summon,
    SummonCell,
    SummonedCard,
    TargetSpec,
    Trigger,
    TriggeredEffect,
    Who,
)
from tolaria.berserk.cards import CardType, names_card

RESURRECT = re.compile(r"возродить (существо|карту)(?: с вашего кладбища)?(?: \((в закрытом виде)\)| (в закрытом виде))?")
"""«возродить существо (в закрытом виде)», «возродить существо с вашего кладбища в закрытом виде»."""

FORM_AND_LIMIT = re.compile(r"^(.+?) \((в закрытом виде|в открытом виде), (\d+|один) раза? за (ход|бой)\)$")
"""«Возродить существо (в закрытом виде, 1 раз за бой)»: how the card enters play and a use limit in one bracket."""


def resurrect_first(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """«возродить существо (в закрытом виде)»: a creature (or any card) of the controller's graveyard, taken into his
    squad next to the source, closed if the text says so."""
    m = RESURRECT.fullmatch(text)
    if m is None:
        return None
    return (TargetSpec(m.group(1) == "существо", Side.OWN, graveyard=True),
            Resurrect(closed=bool(m.group(2) or m.group(3))))


SUMMON_NOUNS: dict[str, frozenset[CardType]] = {
    "существо": frozenset({CardType.CREATURE, CardType.FLYER}),
    "артефакт": frozenset({CardType.ARTIFACT}),
    "местность": frozenset({CardType.TERRAIN}),
    "карту": frozenset(),
}
"""The nouns of a summoned card's description (accusative), and the card types each allows (Online 208.1-208.2). A
creature that stands on a host (a symbiote, parasite or companion, Online 210.2) is not summoned onto a free cell
(READINGS)."""
ABSENT_NOUNS = {"местности": CardType.TERRAIN, "артефакта": CardType.ARTIFACT}
"""«если в вашем отряде нет местности»: the genitive of a type the squad must lack."""
SOURCE_CELL = re.compile(r"на (?:клетку, где он находился|его клетку|клетку, которую (?:он занимал|оно занимало)),?")
ANY_FREE = re.compile(r" на (?:любую свободную клетку поля боя|незанятую клетку)$")
"""«вызвать демона ... на любую свободную клетку поля боя», «вызвать его на незанятую клетку» (``SummonCell.ANY_FREE``)."""
POISON_NEAR = re.compile(r", при этом существо, стоящее рядом с вызванным, получает отравление на (\d+)$")
"""«..., при этом существо, стоящее рядом с вызванным, получает отравление на 1» (``Summon.poison_near``)."""
"""«на клетку, где он находился», «на его клетку»: the cell the source stood on (``SummonCell.SOURCE_CELL``)."""
SUMMON = re.compile(r"(?:если в вашем отряде нет (\S+),? )?вызвать(?: из колоды)?(?: (?P<cell>" + SOURCE_CELL.pattern
                    + r"))? (?P<what>.+?)(?: (?P<closed>в закрытом виде))?")
"""«вызвать из колоды {ordinary} местность стоимостью 5 или менее», «вызвать на клетку, где он находился, артефакт
стоимостью 6 или менее», «вызвать Эльма»."""
DESCRIPTION = re.compile(r"(?:(\{ordinary\}|\{elite\}) )?(?:([а-яё]+(?:ое|ую|ый|ий)) )?(существо|артефакт|местность|карту)"
                         r"(?: стоимостью (\d+)(?: (\{ordinary\}|\{elite\}))? или менее)?")
"""«{ordinary} местность стоимостью 5 или менее», «болотное существо стоимостью 5 или менее», «существо стоимостью 8
{ordinary} или менее»: rank, element, the noun, a highest printed cost (the rank may follow the cost)."""
EXCLUDED = {"симбиотов": CardType.SYMBIOTE, "летающих": CardType.FLYER, "паразитов": CardType.PARASITE}
"""«(кроме симбиотов)»: a type the summoned card may not be, in the genitive plural."""
EITHER = re.compile(r"либо (.+?), либо (.+?)")
"""«либо существо стоимостью 8 {ordinary} или менее, либо существо стоимостью 6 {elite} или менее»."""
TAIL = re.compile(r"(?P<what>.+?)(?: \(кроме (?P<except>[а-яё]+)\))?(?P<closed> в закрытом виде)?(?P<wounds> с тем же числом ран, что у изгнанного "
                  r"существа)?(?: на клетку, рядом с которой сто(?:и|я)т (?P<near>\d+) или более ваших существ)?")
"""The description, then «(кроме симбиотов)», «с тем же числом ран, что у изгнанного существа» and «на клетку, рядом с
которой стоит 8 или более ваших существ»."""
SQUAD_CLASSES = {"дитя кронга": "Дитя Кронга"}
"""Creature classes written as nouns that do not decline like the classes of activated_phrases.CLASS_NOUNS."""
COSTLIER = re.compile(r"(.+?) дороже на (\d+) кристалла?")
"""«дитя Кронга дороже на 1 кристалл»."""
NAME = re.compile(r"[а-яё]+(?:-[а-яё]+)?(?: [а-яё]+)?")
"""«Эльма», «Щупальце Кракена»: one word in the accusative, or a noun and its genitive, a card's name (lowercased with
the text)."""
RESERVED = frozenset({*SUMMON_NOUNS, "ее", "её", "себя", "существа", "карты", "всех", "двух"})
"""Words that are not a card's name after «вызвать»."""


OR_RESURRECT = re.compile(r"вызвать или возродить ")
"""«вызвать или возродить Щупальце Кракена»: a summon that may take the card from the graveyard instead
(glossary «Вызов», «Возрождение»)."""


def summoned_card(words: str) -> SummonedCard | None:
    """The deck's cards «вызвать [words]» allows, or None when a word is not understood."""
    if words == "его":  # «вызвать его» in its own text: the source itself (the trigger names no other card)
        return SummonedCard(itself=True)
    alike = re.fullmatch(r"(.+?) с таким же названием", words)
    if alike is not None:  # «демона с таким же названием», «карту с таким же названием»
        from tolaria.berserk.activated_phrases import CLASS_NOUNS

        if alike.group(1) in CLASS_NOUNS:
            return SummonedCard(classes=frozenset({CLASS_NOUNS[alike.group(1)]}), same_name=True)
        inner = summoned_card(alike.group(1))
        return dataclasses.replace(inner, same_name=True) if inner is not None and not inner.named else None
    m = DESCRIPTION.fullmatch(words)
    if m is not None:
        element = None
        if m.group(2) is not None:
            element = phrases.element_of(m.group(2)) or ("Нейтральная" if m.group(2).startswith("нейтральн") else None)
            if element is None:
                return None
        rank = m.group(1) or m.group(5)
        elite = None if rank is None else rank == "{elite}"
        return SummonedCard(SUMMON_NOUNS[m.group(3)], element, elite, int(m.group(4)) if m.group(4) else None)
    costlier = COSTLIER.fullmatch(words)
    if costlier is not None:  # «дитя Кронга дороже на 1 кристалл»: of the class, the exiled card's cost plus N
        kin = SQUAD_CLASSES.get(costlier.group(1))
        return SummonedCard(classes=frozenset({kin}), costlier_by=int(costlier.group(2))) if kin else None
    if NAME.fullmatch(words) and words.split(" ")[0] not in RESERVED:
        return SummonedCard(named=words)
    return None


def summon_effect(text: str) -> Summon | None:
    """«вызвать ...» (glossary «Вызов»): what the summoned card must be, its cell, closed or open."""
    rider = POISON_NEAR.search(text)
    if rider is not None:
        found = summon_effect(text[:rider.start()])
        return dataclasses.replace(found, poison_near=int(rider.group(1))) if found is not None else None
    either = OR_RESURRECT.match(text)
    if either is not None:  # «вызвать или возродить Дракона-зомби»: from the deck or the graveyard (READINGS)
        found = summon_effect(f"вызвать {text[either.end():]}")
        return dataclasses.replace(found, or_graveyard=True) if found is not None else None
    m = SUMMON.fullmatch(text)
    if m is None:
        return None
    unless = None
    if m.group(1) is not None:
        unless = ABSENT_NOUNS.get(m.group(1).rstrip(","))
        if unless is None:
            return None
    what = m.group("what")
    anywhere = ANY_FREE.search(what)
    tail = TAIL.fullmatch(what[:anywhere.start()] if anywhere else what)
    assert tail is not None  # (.+?) and optional parts: it always matches
    excluded: frozenset[CardType] = frozenset()
    if tail.group("except") is not None:
        if tail.group("except") not in EXCLUDED:
            return None
        excluded = frozenset({EXCLUDED[tail.group("except")]})
    either = EITHER.fullmatch(tail.group("what"))
    cards = [summoned_card(w) for w in (either.groups() if either else (tail.group("what"),))]
    if None in cards:
        return None
    first, *others = [dataclasses.replace(c, excluded=excluded) for c in cards if c is not None]
    if sum(map(bool, (m.group("cell"), tail.group("near"), anywhere))) > 1:
        return None  # two cells
    cell = (SummonCell.SOURCE_CELL if m.group("cell") else SummonCell.NEAR_OWN if tail.group("near")
            else SummonCell.ANY_FREE if anywhere else SummonCell.NEXT_TO_SOURCE)
    closed = bool(m.group("closed")) or bool(tail.group("closed"))
    return Summon(first, cell, closed=closed, unless_own=unless, also=tuple(others),
                  exiled_wounds=bool(tail.group("wounds")), near=int(tail.group("near") or 0))


def own_effect(text: str) -> ReturnToDeck | Exile | Summon | DeckToGraveyard | None:
    """An effect of the source itself that a text of summoning reads: «вернуться в колоду», «изгнаться» (the card's
    name written as the source's own by :func:`own_words`), or a summon."""
    if text == "вернуться в колоду":
        return ReturnToDeck()
    if DECK_TO_GRAVEYARD.fullmatch(text):
        return DeckToGraveyard()
    if text == "изгнаться":
        return Exile()
    if text == "изгнать атаковавшего":  # «изгнать это дитя Кронга» after «когда ваше дитя Кронга уничтожает ...»
        return Exile(Who.ATTACKER)
    return summon_effect(text)


def own_words(text: str, name: str) -> str:
    """«вернуть Тайник Эллиона в колоду» -> «вернуться в колоду»: the card named by its own text is the source."""
    m = re.search(r"(?<![а-яё])вернуть (\S+(?: \S+)?) в колоду(?=,|$)", text)
    if m is not None and names_card(m.group(1).lower(), name.lower()):
        return f"{text[:m.start()]}вернуться в колоду{text[m.end():]}"
    m = re.search(r"(?<![а-яё])уничтожить (\S+(?: \S+)?)(?=, при этом вызвать )", text)
    if m is not None and names_card(m.group(1).lower(), name.lower()):
        text = f"{text[:m.start()]}уничтожить себя{text[m.end():]}"  # «уничтожить Демонические врата, при этом ...»
    m = re.search(r"(?<![а-яё])изгнать (\S+(?: \S+){0,2}?)(?=, при этом )", text)
    if m is not None and names_card(m.group(1).lower(), name.lower()):
        # «изгнать Перевертыша, при этом ... с тем же числом ран, что у Перевертыша»: the source is the exiled card
        text = f"{text[:m.start()]}изгнаться{text[m.end():]}"
        said = re.search(r"что у (\S+(?: \S+)?)$", text)
        if said is not None and names_card(said.group(1).lower(), name.lower()):
            text = f"{text[:said.start()]}что у изгнанного существа"
    return text


DECK_TO_GRAVEYARD = re.compile(r"если на вашем кладбище нет существ такой же стоимости \(без учета элитности\),? (?:вы )?"
                               r"(?:можете|может) положить существо этой стоимости из вашей колоды на кладбище")
"""«если на вашем кладбище нет существ такой же стоимости (без учета элитности) вы можете положить существо этой
стоимости из вашей колоды на кладбище» (Адепт тьмы, after «При атаке по карте противника»)."""
SPELL_SUMMON = re.compile(r"заклинание (?:«[^»]+» — |[а-яё]+(?: [а-яё]+){0,2} )(вызвать .+)")
"""«При {strike} заклинание «Эллемхейм» — вызвать Эльма» (the tables drop the guillemets and the dash)."""


def spell_summon(text: str) -> Summon | None:
    """A triggered spell whose one effect is a summon: what it summons. Being a spell changes nothing here: a
    protection from spells keeps a spell's effects off the protected card (Online 411.1, 411.4), and a summon acts
    on no card in play (glossary «Вызов»: it names no card as its target)."""
    m = SPELL_SUMMON.fullmatch(text)
    return summon_effect(m.group(1)) if m is not None else None


def summon_not_last(effects: tuple[TriggeredEffect, ...]) -> bool:
    """Whether a summon is followed by another effect: its card is chosen as it resolves, which pauses the text
    (rules/summoning.py), so a summon must be the text's last effect to be read."""
    return any(isinstance(e, Summon) for e in effects[:-1])


INSTEAD_OF_INCARNATION = re.compile(r"вместо инкарнации вы можете изгнать (\S+(?: \S+)?), при этом возродить другое "
                                    r"существо стоимостью (\d+) или менее с вашего кладбища в вашем третьем ряду")
"""«Вместо инкарнации вы можете изгнать Лаэтара, при этом возродить другое существо стоимостью 5 или менее с вашего
кладбища в вашем третьем ряду»."""


def incarnation_instead(sentence: str, name: str) -> IncarnationInstead | None:
    """The replacement of the card's own «Инкарнация Х» by an exile and a resurrection, or None."""
    m = INSTEAD_OF_INCARNATION.fullmatch(sentence.lower())
    if m is None or not names_card(m.group(1), name.lower()):
        return None
    return IncarnationInstead(int(m.group(2)))


SHOWN_SUMMON = re.compile(r"когда вы показываете (.+?) при пророчестве,?(?: —)? (?:вы )?(?:может|можете) (вызвать .+)")
"""«Когда вы показываете Отряд карателей при пророчестве — может вызвать его на незанятую клетку в закрытом виде, ...»."""


def shown_trigger(sentence: str, name: str) -> Trigger | None:
    """The card's own «когда вы показываете [его] при пророчестве» ability whose effect is a summon of itself (READINGS
    «Пророчество»: it triggers from its owner's deck); «может»: its player may decline (Online 405.3)."""
    m = SHOWN_SUMMON.fullmatch(sentence)
    if m is None or not names_card(m.group(1), name):
        return None
    summon = summon_effect(m.group(2))
    if summon is None or not summon.card.itself:
        return None
    return Trigger(Point.SHOWN_BY_PROPHECY, (summon,), sentence, optional=True)


SQUAD_KILL = re.compile(r"когда ваше (.+?) уничтожает карту противника (?:вы )?(?:можете|может) изгнать это \1, (.+)")
"""«Когда ваше дитя Кронга уничтожает карту противника вы можете изгнать это дитя Кронга, при этом вызвать ...»."""


def squad_kill_trigger(sentence: str) -> Trigger | None:
    """«Когда ваше дитя Кронга уничтожает карту противника вы можете изгнать это дитя Кронга, при этом вызвать на
    клетку, которую оно занимало, дитя Кронга дороже на 1 кристалл ...»: a creature of the squad of that class
    destroyed an opponent's card by its attack (the killer is the attacker role); its player may exile it and summon."""
    from tolaria.berserk.abilities import AttackCondition, AttackScope, CardFilter

    m = SQUAD_KILL.fullmatch(sentence)
    if m is None or m.group(1) not in SQUAD_CLASSES:
        return None
    then = re.fullmatch(r"при этом (вызвать .+)", m.group(2))
    summon = summon_effect(then.group(1)) if then is not None else None
    if summon is None:
        return None
    killer = CardFilter(classes=frozenset({SQUAD_CLASSES[m.group(1)]}))
    return Trigger(Point.SQUAD_KILLS, (Exile(Who.ATTACKER), summon), sentence,
                   attack=AttackCondition(AttackScope(), None, killer), optional=True)


CORPSE_KILL = re.compile(r"после того,? как ваше существо с трупоедством уничтожает существо противника (\S+(?: \S+)?) "
                         r"может открыть это существо и изгнать карту с кладбища противника")
"""«После того как ваше существо с трупоедством уничтожает существо противника Фенрир может открыть это существо и
изгнать карту с кладбища противника»."""


def corpse_kill_trigger(sentence: str, name: str) -> Trigger | None:
    """The squad's kill by a creature with «Трупоедство» of an opponent's creature: the card may open the killer (the
    attacker role) and exile a card of the opponent's graveyard, chosen as it is declared (Online 412.1)."""
    from tolaria.berserk.abilities import AttackCondition, AttackScope, CardFilter, OpenCard, Side
    from tolaria.berserk.cards import Keyword

    m = CORPSE_KILL.fullmatch(sentence)
    if m is None or not names_card(m.group(1), name):
        return None
    killer = CardFilter(having=frozenset({Keyword.CORPSE_EATING.value}))
    return Trigger(Point.SQUAD_KILLS, (OpenCard(Who.ATTACKER), Exile(Who.CHOSEN)), sentence,
                   attack=AttackCondition(AttackScope(), None, killer), other=CardFilter(creature=True), optional=True,
                   chooses=True, target=TargetSpec(creature=False, side=Side.OPPONENT, graveyard=True))


VALHALLA_FIRST = re.compile(r"объявить особенность вальхаллы вашего существа на кладбище")
"""«объявить особенность вальхаллы вашего существа на кладбище» (Скальд)."""


def valhalla_first(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """«объявить особенность вальхаллы вашего существа на кладбище»: a creature of the controller's graveyard with a
    «Вальхалла» ability is the target, and its Valhalla is declared."""
    from tolaria.berserk.abilities import VALHALLA, CardFilter, DeclareValhalla

    if VALHALLA_FIRST.fullmatch(text) is None:
        return None
    return TargetSpec(True, Side.OWN, graveyard=True, filter=CardFilter(having=frozenset({VALHALLA}))), DeclareValhalla()


VALHALLA_DEATH = re.compile(r"при гибели вашего существа с вальхаллой от атаки карты противника (?:вы )?(?:можете|может) "
                            r"вызвать на месте погибшего карту с таким же названием, она входит в игру с 1 \{health\}")
"""«При гибели вашего существа с вальхаллой от атаки карты противника вы можете вызвать на месте погибшего карту с
таким же названием, она входит в игру с 1 {health}» (Валькирия)."""


def valhalla_death_trigger(sentence: str) -> Trigger | None:
    """A creature of the squad with a «Вальхалла» ability destroyed by an opponent's card's attack: its player may
    summon a card of its name onto the cell it died on, entering with one life."""
    from tolaria.berserk.abilities import VALHALLA, AttackCondition, AttackScope, CardFilter, Side

    if VALHALLA_DEATH.fullmatch(sentence) is None:
        return None
    summon = Summon(SummonedCard(same_name=True), SummonCell.DEAD_CELL, one_life=True)
    return Trigger(Point.CREATURE_DEATH, (summon,), sentence, attack=AttackCondition(AttackScope(), None),
                   other=CardFilter(having=frozenset({VALHALLA})), side=Side.OWN, optional=True)


def trigger(sentence: str, name: str) -> Trigger | None:
    """A triggered ability of the summoning and exile grammar (a normalised sentence; ``name`` lowercased), or None."""
    return (shown_trigger(sentence, name) or squad_kill_trigger(sentence) or corpse_kill_trigger(sentence, name)
            or valhalla_death_trigger(sentence))
