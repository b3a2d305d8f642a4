"""The grammar of playable text abilities: «[cost]: Воздействие «имя» — [эффекты]» (Online 404.2, 412.1).

The text after the cost is an optional «Воздействие «имя» —» or
«Заклинание «имя» —», then effects in the text's order (Online 216.11).
The first effect names the target with a description
(:func:`target_of`: «стоящее рядом нелетающее существо противника»); the
following ones speak of it by a pronoun («снять с него отравление») or of
the source itself («получить {counter}»). A text ability without a target
acts on its source («Получить {direct}»).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from tolaria.berserk import (
    acquired_playable_phrases,
    attack_weakening_phrases,
    dice_phrases,
    element_phrases,
    marker_phrases,
    move_quota_phrases,
    phrases,
    prevention_phrases,
    prophecy_phrases,
    row_phrases,
    swap_phrases,
    symbiosis_phrases,
    trigger_phrases,
)
from tolaria.berserk.abilities import (
    Acquire,
    CardFilter,
    CloseCard,
    CountedCards,
    Cure,
    Destination,
    DestroyCard,
    DiveOnto,
    Duration,
    GainClass,
    GainOrWounds,
    HealBonus,
    HealBy,
    IfShown,
    MeleeCappedAt,
    MoveCard,
    OpenCard,
    PoisonBy,
    Prophecy,
    RollBonusAgainst,
    Shown,
    Side,
    TargetSpec,
    TextAbility,
    TokenGain,
    TokenLoss,
    TriggeredEffect,
    Who,
    WoundBy,
    WoundEach,
)
from tolaria.berserk.cards import STAYS_CLOSED, CardType

ADJECTIVES: dict[str, CardFilter] = {
    "нелетающее": CardFilter(flyer=False), "летающее": CardFilter(flyer=True),
    "закрытое": CardFilter(closed=True), "открытое": CardFilter(closed=False),
    "небестелесное": CardFilter(incorporeal=False), "бестелесное": CardFilter(incorporeal=True),
    "рядовое": CardFilter(elite=False),  # Online 202.3.b: «рядовое существо», as {ordinary}
}
"""Adjectives of a target description (neuter, as «существо» takes them), besides the elements."""

NEUTRAL = "Нейтральная"
_NOUN = r"(?:существо|карту|карта|местность)"
_WORD = r"(?:другое|ваше|выбранное|стоящее рядом с ним|стоящее рядом|стоящее напротив|соседнее|\{ordinary\}|\{elite\}|[а-яё]+(?:ое|ее))"
_UNMOVED = r",? которое не (?:передвигалось|двигалось|перемещалось) в этот ход"
"""«существо, которое не передвигалось в этот ход»: a card that has not moved this turn (Online 203.3)."""
_HAVING = r", обладающее ([а-яё ,]+?)"
"""«ваше существо, обладающее разрядом, магическим ударом или заклинанием»: a card with one of these abilities."""
CLASS_NOUNS: dict[str, str] = {}
"""«ваш йордлинг», «вашего йордлинга»: a creature class named as a noun (nominative and accusative) -> the class."""
for _class in ("Йордлинг", "Демон", "Гном", "Эльф", "Орк", "Пират", "Дракон", "Линунг", "Инквизитор", "Архаалит",
               "Койар"):
    CLASS_NOUNS[_class.lower()] = CLASS_NOUNS[_class.lower() + "а"] = _class
CLASS_NOUNS.update({"тролль": "Тролль", "тролля": "Тролль", "аккениец": "Аккениец", "аккенийца": "Аккениец"})
_CLASS = "|".join(sorted((re.escape(w) for w in CLASS_NOUNS), key=len, reverse=True))
_NAMED = rf"ваше (?!(?:{_WORD}|{_NOUN})(?: |$))[а-яё]+(?:-[а-яё]+)? [а-яё]+"
"""«ваше Щупальце Кракена»: a card of the squad named by a noun and its genitive (``CardFilter.named``)."""
TARGET = (rf"(ваш(?:его)? (?:{_CLASS})|{_NAMED}|(?:выбранное |ваше )?[а-яё]+ое (?:существо )?или [а-яё]+ое существо|"
          rf"(?:себя или )?(?:{_WORD} )*{_NOUN}(?: противника| в вашем отряде)?(?: с отравлением| со строем| в строю с собой| с классом)?"
          rf"(?: \(кроме симбиотов\))?(?: стоимостью (?:\d+|x\+\d+) или менее)?(?:{_UNMOVED}|, обладающее [а-яё ,]+?)?)")
PRONOUN = r"(?:него|нее|неё|его|ее|её)"


def target_of(words: str) -> TargetSpec | None:
    """A target description, or None when a word of it is not understood (a clause's closing comma is dropped)."""
    words = words.removesuffix(",")
    if re.fullmatch(_NAMED, words):  # «ваше Щупальце Кракена»: the squad's card of that name (cards.names_card)
        return TargetSpec(side=Side.OWN, filter=CardFilter(named=words.removeprefix("ваше ")))
    of_class = re.fullmatch(rf"ваш(?:его)? ({_CLASS})", words)
    if of_class:  # «ваш йордлинг»: a creature of the squad of that class
        return TargetSpec(side=Side.OWN, filter=CardFilter(classes=frozenset({CLASS_NOUNS[of_class.group(1)]})))
    either = re.fullmatch(r"(выбранное |ваше )?(\w+ое) (?:существо )?или (\w+ое) существо", words)
    if either:  # «горное существо или нейтральное существо», «ваше горное или лесное существо»: of either element
        named = [phrases.element_of(w) or (NEUTRAL if w == "нейтральное" else None) for w in either.groups()[1:]]
        if None in named:
            return None
        side = Side.OWN if either.group(1) == "ваше " else Side.ANY
        return TargetSpec(side=side, filter=CardFilter(elements=frozenset(e for e in named if e is not None)))
    if words.startswith("себя или "):
        # «ранить себя или стоящее рядом существо»: the source itself, or a card the rest describes
        rest = target_of(words.removeprefix("себя или "))
        return dataclasses.replace(rest, or_self=True) if rest is not None and not rest.other else None
    if words.endswith(" в строю с собой"):  # «существо в строю с Рубаками Холверта» (compiler.own_formation)
        rest = target_of(words.removesuffix(" в строю с собой"))
        return dataclasses.replace(rest, partner=True) if rest is not None and rest.side is Side.ANY else None
    by_x = re.search(r" стоимостью x\+(\d+) или менее", words)
    if by_x is not None:  # «стоимостью X+1 или менее»: judged with the cost's X as it is declared
        rest = target_of(words[:by_x.start()] + words[by_x.end():])
        return None if rest is None else dataclasses.replace(rest, max_cost_over_x=int(by_x.group(1)))
    if words.endswith(" (кроме симбиотов)"):  # «существо противника (кроме симбиотов)»: not of the type
        rest = target_of(words.removesuffix(" (кроме симбиотов)"))
        if rest is None:
            return None
        symbiotes = dataclasses.replace(rest.filter or CardFilter(), not_types=frozenset({CardType.SYMBIOTE}))
        return dataclasses.replace(rest, filter=symbiotes)
    cheap = re.search(r" стоимостью (\d+) или менее", words)
    if cheap is not None:  # «существо стоимостью 4 или менее»: of either eliteness (Online 202.3.b)
        rest = target_of(words[:cheap.start()] + words[cheap.end():])
        if rest is None:
            return None
        cost = int(cheap.group(1))
        return dataclasses.replace(rest, filter=dataclasses.replace(rest.filter or CardFilter(), max_cost=cost))
    if words.endswith(" с классом"):  # «ваше существо с классом»: a card of some class
        rest = target_of(words.removesuffix(" с классом"))
        if rest is None or rest.filter is not None:
            return None
        return dataclasses.replace(rest, filter=CardFilter(classed=True))
    if words.endswith(" без ран"):  # «существо без ран» (Online 204.3)
        rest = target_of(words.removesuffix(" без ран"))
        if rest is None:
            return None
        return dataclasses.replace(rest, filter=dataclasses.replace(rest.filter or CardFilter(), unwounded=True))
    poisoned = " с отравлением" in words
    words = words.replace(" с отравлением", "")
    formation = words.endswith(" со строем")  # «другое ваше существо со строем» (Online «Строй»)
    words = words.removesuffix(" со строем")
    m = re.fullmatch(rf"((?:{_WORD} )*)({_NOUN})(?: (противника|в вашем отряде))?({_UNMOVED})?(?:{_HAVING})?", words)
    if m is None:
        return None
    side = {None: Side.ANY, "противника": Side.OPPONENT, "в вашем отряде": Side.OWN}[m.group(3)]
    other = adjacent = near_subject = False
    found = CardFilter()
    opposite = False
    for word in re.findall(r"стоящее рядом с ним|стоящее рядом|стоящее напротив|\S+", m.group(1)):
        if word == "стоящее напротив":  # Online 207.8
            opposite = True
            continue
        if word == "стоящее рядом с ним":
            near_subject = True
            continue
        word = "стоящее рядом" if word == "соседнее" else word  # «соседнее существо»: on a neighbouring cell (207.7)
        if word == "другое":
            other = True
        elif word == "ваше":
            if side is Side.OPPONENT:
                return None
            side = Side.OWN
        elif word == "выбранное":
            pass
        elif word == "стоящее рядом":
            adjacent = True
        elif word in ADJECTIVES:
            found = _merge(found, ADJECTIVES[word])
        elif word in ("{ordinary}", "{elite}"):
            found = _merge(found, CardFilter(elite=word == "{elite}"))
        else:
            element = phrases.element_of(word)
            if element is None:
                return None
            found = _merge(found, CardFilter(element=element))
    if m.group(4):
        found = _merge(found, CardFilter(moved=False))
    if formation:
        found = _merge(found, CardFilter(formation=True))
    if m.group(5):
        having = phrases.abilities_named(m.group(5))
        if having is None:
            return None
        found = _merge(found, CardFilter(having=having))
    if m.group(2) == "местность":  # «местность противника»: a terrain card (Online 212)
        found = dataclasses.replace(found, terrain=True)
    return TargetSpec(m.group(2) == "существо", side, adjacent, other, found if found != CardFilter() else None,
                      near_subject=near_subject, poisoned=poisoned, opposite=opposite)


def _merge(a: CardFilter, b: CardFilter) -> CardFilter:
    return CardFilter(element=b.element or a.element, closed=a.closed if b.closed is None else b.closed,
                      flyer=a.flyer if b.flyer is None else b.flyer, moved=a.moved if b.moved is None else b.moved,
                      having=a.having | b.having, elite=a.elite if b.elite is None else b.elite,
                      formation=a.formation if b.formation is None else b.formation,
                      max_cost=a.max_cost if b.max_cost is None else b.max_cost, named=b.named or a.named,
                      incorporeal=a.incorporeal if b.incorporeal is None else b.incorporeal)


GENITIVE = {"другого": "другое", "вашего": "ваше", "стоящего рядом": "стоящее рядом", "существа": "существо",
            "нелетающего": "нелетающее", "летающего": "летающее"}
"""A target description in the genitive («с другого болотного существа») as :func:`target_of` reads it."""


def nominative(words: str) -> str:
    for genitive, nominative in GENITIVE.items():
        words = re.sub(rf"\b{genitive}\b", nominative, words)
    return re.sub(r"(\w+)ого\b", r"\1ое", words)


def _redistribute(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """«перераспределить 2 (или менее) раны с другого болотного существа на себя» (glossary «Перераспределение (на
    Х)»): the target is the creature healed; the wounds all go to the source."""
    from tolaria.berserk.abilities import Redistribute

    m = re.fullmatch(r"перераспределить (\d+) \(или менее\) ран[ыу]? со? (.+?) на себя", text)
    if m is None:
        from tolaria.berserk.redistribution_phrases import redistribute_to

        return redistribute_to(text)
    spec = target_of(nominative(m.group(2)))
    if spec is None or not spec.creature:
        return None
    return spec, Redistribute(int(m.group(1)))


def _incarnation_token(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """«положите жетон инкарнации на существо на вашем кладбище», «снять жетон инкарнации с вашего существа [на
    кладбище]»: the target is a card of its controller's graveyard (only there do the tokens lie, glossary
    «Инкарнация Х»)."""
    from tolaria.berserk.abilities import IncarnationToken

    m = re.fullmatch(r"положи(?:те|ть) жетон инкарнации на (существо|карту) на вашем кладбище", text)
    if m:
        return (TargetSpec(m.group(1) == "существо", Side.OWN, graveyard=True), IncarnationToken(Who.CHOSEN))
    m = re.fullmatch(r"сн(?:ять|имите) жетон инкарнации с вашего (существа|карты)(?: на кладбище)?", text)
    if m:
        return (TargetSpec(m.group(1) == "существа", Side.OWN, graveyard=True, with_token=True),
                IncarnationToken(Who.CHOSEN, remove=True))
    return None


def _melee_capped(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """«свести ближний удар по существу в вашем отряде к 1»: the target is a creature of the squad at which a melee
    attack waits for its Wound object (glossary «Сведение атаки к Х»)."""
    m = re.fullmatch(rf"свести ближний удар по ({_DATIVE_TARGET}) к (\d+)", text)
    if m is None:
        return None
    spec = target_of(_accusative(m.group(1)))
    if spec is None or not spec.creature:
        return None
    return dataclasses.replace(spec, melee_attacked=True), MeleeCappedAt(int(m.group(2)))


_DATIVE_TARGET = r"(?:[а-яё]+ому |вашему )*существу(?: противника| в вашем отряде)?"
"""«по существу в вашем отряде», «по вашему лесному существу»: a target in the dative after «по»."""


def _accusative(words: str) -> str:
    """The dative of a target description («вашему лесному существу») as :func:`target_of` reads it."""
    words = re.sub(r"\bсуществу\b", "существо", words)
    words = re.sub(r"\bвашему\b", "ваше", words)
    return re.sub(r"(\w+)ому\b", r"\1ое", words)


def _strike_to_strong(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """«свести {strike} вашего существа к сильному»: the target is a creature of the squad whose simple strike waits for
    its Calculation object."""
    if text != "свести {strike} вашего существа к сильному":
        return None
    from tolaria.berserk.abilities import StrikeToStrong

    return TargetSpec(side=Side.OWN, striking=True), StrikeToStrong()


def own_strike_to_strong(text: str) -> TextAbility | None:
    """«Может свести свой {strike} к сильному»: the card's own simple strike, waiting for its Calculation object, counts
    as strong (no target: it is the card's own)."""
    if text != "может свести свой {strike} к сильному":
        return None
    from tolaria.berserk.abilities import StrikeToStrong

    return TextAbility(None, (StrikeToStrong(own=True),))


def _loses_all(m: re.Match[str]) -> Acquire:
    """«существо теряет все особенности [до конца хода противника]»: the target's printed abilities are not in force
    for the duration (Online 407.3: with none written, to the end of the battle; 407.4: acquired ones stay)."""
    from tolaria.berserk.cards import LOSES_ALL

    if m.group(3):
        return Acquire((LOSES_ALL,), Who.CHOSEN, Duration.WHILE_SOURCE_IN_SQUAD)
    return Acquire((LOSES_ALL,), Who.CHOSEN, Duration(m.group(2)) if m.group(2) else Duration.END_OF_BATTLE)


_UNTIL = "|".join(re.escape(d.value) for d in Duration if d.value.startswith("до "))
"""«до конца хода противника» and the other durations a text writes out (Online 407.2)."""


COUNTED = {c.value: c for c in CountedCards}
"""The counts a text effect's X may be (``CountedCards``)."""
_COUNTED = "|".join(re.escape(c) for c in COUNTED)


def healed_kind(words: str) -> CardFilter | None:
    """The genitive plural after «к излечению»: «героев» (the hero classes), «лесных существ» (an element)."""
    if words == "героев":
        return CardFilter(classes=phrases.HERO_CLASSES)
    m = re.fullmatch(r"(\w+) (?:существ|карт)", words)
    element = phrases.element_of(m.group(1)) if m else None
    return CardFilter(element=element) if element else None


def _heal_with_bonus(m: re.Match[str]) -> TriggeredEffect | None:
    """«излечить существо на 1 (+1 к излечению героев)»: None when the kind is not read, so the text stays unread."""
    fits = healed_kind(m.group(4))
    return HealBy(int(m.group(2)), Who.CHOSEN, bonus=HealBonus(fits, int(m.group(3)))) if fits else None


def _first(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """The first effect, which names the target."""
    forms: list[tuple[str, Callable[[re.Match[str]], TriggeredEffect | None]]] = [
        (rf"ранить {TARGET} на (\d+)", lambda m: WoundBy(int(m.group(2)), Who.CHOSEN)),
        (rf"ранить {TARGET} на x, где x — ({_COUNTED}) \(максимум (\d+)\)",
         lambda m: WoundBy(int(m.group(3)), Who.CHOSEN, counted=COUNTED[m.group(2)])),
        (rf"ранить на (\d+) {TARGET}", lambda m: WoundBy(int(m.group(1)), Who.CHOSEN)),
        (rf"{TARGET} получает отравление на (\d+)", lambda m: PoisonBy(int(m.group(2)), Who.CHOSEN)),
        (rf"закрыть {TARGET}", lambda m: CloseCard(Who.CHOSEN)),
        (rf"уничтожить {TARGET}", lambda m: DestroyCard(Who.CHOSEN)),
        (rf"открыть {TARGET}", lambda m: OpenCard(Who.CHOSEN)),
        (rf"излечить {TARGET} на (\d+)", lambda m: HealBy(int(m.group(2)), Who.CHOSEN)),
        (rf"излечить {TARGET} на (\d+) \(\+(\d+) к излечению ([а-яё ]+)\)", _heal_with_bonus),
        (rf"полностью излечить {TARGET}", lambda m: HealBy(None, Who.CHOSEN)),
        (rf"излечить {TARGET} от ран, полученных в этот ход", lambda m: HealBy(None, Who.CHOSEN, this_turn=True)),
        (rf"{TARGET} получает \+1 к отравлению \(максимум до (\d+)\)",
         lambda m: PoisonBy(1, Who.CHOSEN, raise_most=int(m.group(2)))),
        (rf"{TARGET} теряет все особенности(?: ({_UNTIL})|(,? пока он в вашем отряде))?", _loses_all),
        # «выбранное закрытое летающее существо ... не открывается в начале хода, пока Орк-птицелов в вашем отряде»
        (rf"{TARGET} не открывается в начале хода, пока он в вашем отряде",
         lambda m: Acquire((STAYS_CLOSED,), Who.CHOSEN, Duration.WHILE_SOURCE_IN_SQUAD)),
        (rf"{TARGET} получает класс ({_CLASS})", lambda m: GainClass(CLASS_NOUNS[m.group(2)])),
        (rf"{TARGET} теряет \{{counter\}}", lambda m: TokenLoss(False, Who.CHOSEN)),  # «существо теряет {counter}»
        (rf"{TARGET} становится ([а-яё]+)", lambda m: element_phrases.becomes_element(m.group(2))),  # Online 202.8
    ]
    moving = re.fullmatch(r"при перемещении существа противника (?:воздействие (?:«[^»]+»|[а-яё]+) )?ранить его на (\d+)",
                          text)
    if moving:  # «При перемещении существа противника воздействие перехват ранить его на 2»: while its move waits
        return TargetSpec(side=Side.OPPONENT, moving=True), WoundBy(int(moving.group(1)), Who.CHOSEN)
    moved = _move_first(text)
    if moved is not None:
        return moved
    for pattern, make in forms:
        m = re.fullmatch(pattern, text)
        if m:
            words = m.group(2) if pattern.startswith("ранить на") else m.group(1)
            spec = target_of(words)
            effect = make(m)
            return (spec, effect) if spec is not None and effect is not None else None
    return None


MOVE_DESTINATIONS = {d.value: d for d in (Destination.OWN_HALF_NEXT_TO_SOURCE, Destination.NEIGHBOUR_NEXT_TO_SOURCE,
                                           Destination.DIAGONAL, Destination.ANY_FREE,
                                           Destination.NEIGHBOUR_AWAY_FROM_SOURCE)}
MOVE_DESTINATIONS["на свободную клетку поля боя"] = Destination.ANY_FREE  # glossary «Занятая клетка»: free = unoccupied
"""«на любую незанятую клетку поля боя»: the destinations a text moving its chosen target names (abilities.Destination)."""
_DESTINATION = "|".join(re.escape(w) for w in MOVE_DESTINATIONS)


INTRUDER = re.compile(rf"если {TARGET} передвинулось на клетку вашей половины поля переместить его на соседнюю клетку "
                      r"\(но не по диагонали\)")
"""Иркиан: «если существо противника передвинулось на клетку вашей половины поля переместить его на соседнюю клетку
(но не по диагонали)»."""


GAIN_OR_WOUNDS = re.compile(rf"{TARGET},? получает (.+?) (до конца [а-я ]+) или ранится на (\d+) \(по выбору противника\)")
"""Лихо одноглазое: «Выбранное существо противника, которое не передвигалось в этот ход, получает Не может
передвигаться до конца хода или ранится на 3 (по выбору противника)»."""


def _gain_or_wounds(text: str, named: Callable[[str], object | None]) -> tuple[TargetSpec, TriggeredEffect] | None:
    """The target's player chooses: the restriction for the duration, or the wounds (the opponent's target only: «по
    выбору противника» is its player)."""
    m = GAIN_OR_WOUNDS.fullmatch(text)
    if m is None:
        return None
    spec = target_of(m.group(1))
    duration = trigger_phrases.DURATIONS.get(m.group(3).removeprefix("до "))
    if spec is None or spec.side is not Side.OPPONENT or duration is None or named(m.group(2)) is None:
        return None
    return spec, GainOrWounds((m.group(2),), duration, int(m.group(4)), Who.CHOSEN)


def _move_first(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """«переместить существо на любую незанятую клетку поля боя», «переместить ваше закрытое лесное существо на 1 клетку
    по диагонали»: the chosen target goes to a free cell the words allow. Online 211.3: no ability moves a card onto a
    flyer's place, so a flyer (which has no cell) is never the target."""
    intruder = INTRUDER.fullmatch(text)
    if intruder is not None:
        # a creature of the opponent that has moved this turn (its movement markers, Online 203.3; it moves in its
        # own turn only, 203.5) and stands on the ability's controller's half (Online 207.3)
        spec = target_of(intruder.group(1))
        if spec is None:
            return None
        moved = _merge(spec.filter or CardFilter(), CardFilter(moved=True, flyer=False))
        return (dataclasses.replace(spec, filter=moved, own_half=True), MoveCard(Who.CHOSEN, Destination.STEP))
    m = re.fullmatch(rf"переместить {TARGET} ({_DESTINATION})", text)
    if m is None:
        return None
    spec = target_of(m.group(1))
    if spec is None:
        return None
    grounded = _merge(spec.filter or CardFilter(), CardFilter(flyer=False))
    return dataclasses.replace(spec, filter=grounded), MoveCard(Who.CHOSEN, MOVE_DESTINATIONS[m.group(2)])


COSTED_PROPHECY = re.compile(r"пророчество 1; (.+?) стоимостью x (.+?), (.+?) стоимостью x (.+?) \(где x — стоимость "
                             r"показанной карты без учета элитности\)")
"""Грёзы Архааля: «Пророчество 1; существо противника стоимостью X получает отравление на 1, ваше существо стоимостью X
получает -1 от немагических атак до конца хода противника (где X — стоимость показанной карты без учета элитности)»."""


def _costed_prophecy(text: str, named: Callable[[str], object | None]) -> TextAbility | None:
    """Two targets named as the ability is declared (Online 412.1), before the card is shown: each gets its effect only
    if its printed cost is the shown card's, eliteness aside (READINGS)."""
    m = COSTED_PROPHECY.fullmatch(text)
    if m is None:
        return None
    read: list[tuple[TargetSpec, TriggeredEffect]] = []
    for words in (f"{m.group(1)} {m.group(2)}", f"{m.group(3)} {m.group(4)}"):
        found = _first(words) or _acquire_first(words, named)
        if (found is None or not isinstance(found[1], PoisonBy | WoundBy | HealBy | Acquire)
                or found[1].who is not Who.CHOSEN or not found[0].creature):
            return None  # (one effect on the one creature it names)
        read.append(found)
    (spec, first), (second_spec, effect) = read
    assert isinstance(effect, PoisonBy | WoundBy | HealBy | Acquire)
    second: TriggeredEffect = dataclasses.replace(effect, who=Who.SECOND)
    clauses = (IfShown(Shown(cost_of=Who.CHOSEN), (first,)), IfShown(Shown(cost_of=Who.SECOND), (second,)))
    return TextAbility(spec, (Prophecy(1, clauses),), False, "", second=second_spec)


DIVE = re.compile(rf"переместить {TARGET} на соседнюю клетку; потерять полет, получить \{{move\}}1 и переместиться на "
                  r"клетку, которую занимало это существо, при этом ранить его на (\d+)-(\d+)-(\d+)")
"""Пустынный кондор: «переместить нелетающее существо противника на соседнюю клетку; потерять полет, получить {move}1 и
переместиться на клетку, которую занимало это существо, при этом ранить его на 3-4-4»."""


def _dive(text: str, spell: bool, name: str) -> TextAbility | None:
    """The chosen creature is moved to a free neighbouring cell (Online 207.7: in any direction), then the source
    loses flight, its allowance «{move}1» being the one glossary «Полёт» gives a flyer that lost it, takes that cell
    and wounds the creature by X-Y-Z (Online 205.7.b). No ability moves a card onto a flyer's place (Online 211.3): the
    target stands on a cell."""
    m = DIVE.fullmatch(text)
    if m is None:
        return None
    spec = target_of(m.group(1))
    if spec is None or not spec.creature:
        return None
    grounded = dataclasses.replace(spec, filter=_merge(spec.filter or CardFilter(), CardFilter(flyer=False)))
    wounds = (int(m.group(2)), int(m.group(3)), int(m.group(4)))
    return TextAbility(grounded, (MoveCard(Who.CHOSEN, Destination.ANY_NEIGHBOUR), DiveOnto(wounds)), spell, name)


DATIVE = re.compile(r"(выбранной |стоящей рядом )?(карте|существу)( противника| в вашем отряде)?")
"""«выбранной карте противника»: a target named in the dative («... нельзя назначать защитника»)."""


def _no_defender(text: str) -> tuple[TargetSpec, TriggeredEffect] | None:
    """«выбранной карте противника нельзя назначать защитника до конца хода»: the target acquires the restriction."""
    m = re.fullmatch(rf"({DATIVE.pattern}) нельзя назначать защитника(?: (до конца [а-я ]+))?", text)
    if m is None:
        return None
    d = DATIVE.fullmatch(m.group(1))
    assert d is not None
    side = {None: Side.ANY, " противника": Side.OPPONENT, " в вашем отряде": Side.OWN}[d.group(3)]
    spec = TargetSpec(d.group(2) == "существу", side, adjacent=d.group(1) == "стоящей рядом ")
    effect = trigger_phrases.single_effect(f"получает нельзя назначать защитника {m.group(5) or ''}".strip(), "",
                                           acquirable_named, _no_attack)
    if not isinstance(effect, Acquire):
        return None
    return spec, Acquire(effect.abilities, Who.CHOSEN, effect.duration)


def acquirable_named(text: str) -> object | None:
    from tolaria.berserk.compiler import named_of

    return named_of(text)


def _each(text: str) -> WoundEach | None:
    """«ранить всех отравленных существ противника на 1», «ранить на 2 каждое существо противника», «ранить на 2 каждое
    существо противника, обладающее выстрелом, метанием или разрядом» (one of these abilities)."""
    hosting = symbiosis_phrases.hosting_clause(text)
    if hosting is not None:  # «ранить каждое существо противника, являющееся хозяином паразита, на 2»
        found = _each(hosting[0])
        if found is None or found.spec.filter is not None:
            return None
        return dataclasses.replace(found, spec=dataclasses.replace(found.spec, filter=CardFilter(hosting=hosting[1])))
    having = re.fullmatch(r"(.+ каждое существо(?: противника)?), обладающее ([а-яё ,]+)", text)
    if having is not None:
        found = _each(having.group(1))
        named = phrases.abilities_named(having.group(2))
        if found is None or not named:
            return None
        return dataclasses.replace(found, spec=dataclasses.replace(found.spec, filter=CardFilter(having=named)))
    poisoning = re.fullmatch(r"(ранить всех .+ на \d+), они получают отравление на (\d+)", text)
    if poisoning is not None:  # «..., они получают отравление на 1»: every card the wounds are for
        found = _each(poisoning.group(1))
        return dataclasses.replace(found, poison=int(poisoning.group(2))) if found is not None else None
    near = re.fullmatch(r"ранить всех стоящих рядом (существ(?: противника)?) на (\d+)", text)
    if near is not None:  # «ранить всех стоящих рядом существ противника на 1»: on the cells next to the source
        found = _each(f"ранить всех {near.group(1)} на {near.group(2)}")
        return dataclasses.replace(found, spec=dataclasses.replace(found.spec, adjacent=True)) if found else None
    m = re.fullmatch(r"ранить (?:всех (отравленных )?существ( противника)?|каждое (отравленное )?существо( противника)?) на (\d+)",
                     text) or re.fullmatch(r"ранить на (\d+) каждое (отравленное )?существо( противника)?", text)
    if m is None:
        return None
    groups = m.groups()
    if text.startswith("ранить на"):
        amount, poisoned, enemy = int(groups[0]), bool(groups[1]), bool(groups[2])
    else:
        amount = int(groups[4])
        poisoned, enemy = bool(groups[0] or groups[2]), bool(groups[1] or groups[3])
    return WoundEach(amount, TargetSpec(side=Side.OPPONENT if enemy else Side.ANY), poisoned)


def _acquire_first(text: str, named: Callable[[str], object | None]) -> tuple[TargetSpec, TriggeredEffect] | None:
    """«выбранное горное существо получает +1 к ударам до конца хода»; «другое существо получает защиту от всех
    немагических атак на X ходов противника» (X of the cost)."""
    turns = re.fullmatch(rf"{TARGET} получает (.+) на x ходов противника", text)
    if turns is not None:
        spec = target_of(turns.group(1))
        effect = trigger_phrases.single_effect(f"получает {turns.group(2)}", "", named, _no_attack)
        if spec is None or not isinstance(effect, Acquire) or effect.duration is not Duration.END_OF_BATTLE:
            return None
        return spec, Acquire(effect.abilities, Who.CHOSEN, Duration.OPPONENTS_TURNS_X)
    m = re.fullmatch(rf"{TARGET} получает (.+)", text)
    if m is None:
        return None
    spec = target_of(m.group(1))
    effect = trigger_phrases.single_effect(f"получает {m.group(2)}", "", named, _no_attack)
    if spec is not None and isinstance(effect, TokenGain) and not effect.per_armor_left:
        return spec, TokenGain(who=Who.CHOSEN)  # «Ваше существо получает {counter}»
    if spec is None or not isinstance(effect, Acquire):
        return None
    return spec, Acquire(effect.abilities, Who.CHOSEN, effect.duration)


def _no_attack(text: str) -> object:
    return None


def _later(text: str, named: Callable[[str], object | None]) -> TriggeredEffect | None:
    """A following effect: on the target by a pronoun, or on the source."""
    m = re.fullmatch(rf"снять с {PRONOUN} отравление", text)
    if m:
        return Cure(Who.CHOSEN)
    m = re.fullmatch(rf"ранить {PRONOUN} на (\d+)", text)
    if m:
        return WoundBy(int(m.group(1)), Who.CHOSEN)
    m = re.fullmatch(rf"возродить {PRONOUN}( в закрытом виде)? под вашим контролем", text)
    if m:  # «уничтожить ..., при этом возродить его в закрытом виде под вашим контролем» (glossary «Возрождение»)
        from tolaria.berserk.abilities import TakeDestroyed

        return TakeDestroyed(closed=m.group(1) is not None)
    if re.fullmatch(rf"изгнать {PRONOUN}", text):  # «..., при этом изгнать его»: the target (READINGS «Изгнать»)
        from tolaria.berserk.abilities import Exile

        return Exile(Who.CHOSEN)
    m = re.fullmatch(r"раниться на (\d+) \(или на 0, если удар нанесен по (\w+) существу\)", text)
    if m and (element := phrases.element_of(_accusative(m.group(2)))) is not None:
        # «при этом ранить Глорма на 1 (или на 0, если удар нанесен по степному существу)»: the target's element
        return WoundBy(int(m.group(1)), Who.SELF, spared=element)
    m = re.fullmatch(r"ваши существа получают \+(\d+) к броскам кубика при атаках по (?:этому существу|нему) (до конца [а-я ]+)",
                     text)
    if m and (duration := trigger_phrases.DURATIONS.get(m.group(2).removeprefix("до "))) is not None:
        # «ранить существо на 1, ваши существа получают +1 к броскам кубика при атаках по этому существу до конца хода»
        return RollBonusAgainst(int(m.group(1)), duration)
    m = re.fullmatch(r"(?:он|она|оно) (не может .+?) (до конца [а-я ]+)", text)
    if m and named(m.group(1)) is not None and (duration := trigger_phrases.DURATIONS.get(m.group(2).removeprefix("до "))):
        # «открыть существо в строю с Рубаками Холверта; оно не может атаковать до конца хода»: the target
        return Acquire((m.group(1),), Who.CHOSEN, duration)
    m = re.fullmatch(r"(?:эта карта|это существо) (не может .+) в свой следующий ход", text)
    if m and named(m.group(1)) is not None:
        # «эта карта не может объявлять выстрел или метание в свой следующий ход»: the target, to the end of its
        # controller's next turn (READINGS)
        return Acquire((m.group(1),), Who.CHOSEN, Duration.END_OF_YOUR_NEXT_TURN)
    m = re.fullmatch(r"(?:он|она|оно|цель) (получает .+)", text)
    if m:
        # «ранить стоящее рядом существо на 1, при этом цель получает +1{move}»: the pronoun, or «цель», is the target
        gained = trigger_phrases.single_effect(m.group(1), "", named, _no_attack)
        if isinstance(gained, Acquire) and gained.who is Who.SELF:
            return Acquire(gained.abilities, Who.CHOSEN, gained.duration, gained.most, gained.by_amount)
        return None
    effect = trigger_phrases.single_effect(text, "", named, _no_attack)
    if effect is not None and getattr(effect, "who", Who.SELF) is Who.SELF:
        return effect
    return _each(text)  # «уничтожить себя, при этом ранить всех стоящих рядом существ противника на 1»


SEPARATORS = (", при этом ", ", затем ", "; ", " и ", ", ")


def _split_effects(text: str, named: Callable[[str], object | None]) -> list[TriggeredEffect] | None:
    """Following effects joined by the separators, each read by :func:`_later`."""
    one = _later(text, named)
    if one is not None:
        return [one]
    for sep in SEPARATORS:
        start = 0
        while (i := text.find(sep, start)) >= 0:
            left = _later(text[:i], named)
            if left is not None:
                right = text[i + len(sep):]
                rest = _split_effects(right, named)
                if rest is None and sep == " и " and text.startswith("получает ") and not right.startswith("получает "):
                    # «получает +1 к {strike} до конца хода и 2 дополнительные {health}»: the verb is said once
                    rest = _split_effects(f"получает {right}", named)
                if rest is not None:
                    return [left, *rest]
            start = i + 1
    return None


def _target_after_own(text: str, named: Callable[[str], object | None], spell: bool, name: str) -> TextAbility | None:
    """«получить дополнительную {health}, затем ранить выбранное существо на X …»: an effect on the source first, then
    the effects naming the target (Online 216.11: in the text's order; the target is still named as it is declared)."""
    for sep in (", затем ", ", при этом ", ", "):
        start = 0
        while (i := text.find(sep, start)) >= 0:
            start = i + 1
            own = _later(text[:i], named)
            if own is None or getattr(own, "who", None) is not Who.SELF:
                continue
            rest = _effects(text[i + len(sep):], named, spell, name)
            if rest is not None and rest.target is not None and rest.most <= 1:
                return dataclasses.replace(rest, effects=(own, *rest.effects))
    return None


def text_ability(text: str, named: Callable[[str], object | None]) -> TextAbility | None:
    """The text ability a normalised playable text states (after its cost), or None."""
    costed = _costed_prophecy(text, named)
    if costed is not None:  # «Пророчество 1; существо противника стоимостью X ..., ваше существо стоимостью X ...»
        return costed
    summoning = prophecy_phrases.summoning_prophecy(text)
    if summoning is not None:  # «Пророчество 1; если показано существо (кроме ...) может вызвать его»: a cell named first
        return TextAbility(None, (summoning,), False, "")
    targeted = prophecy_phrases.targeted_prophecy(text)
    if targeted is not None:  # «Пророчество 1; если показана ... ранить существо ...»: a target chosen first
        return TextAbility(targeted[1], (targeted[0],), False, "")
    m = re.match(r"^(воздействие|заклинание) «([^»]+)»(?:, дальность (\d+))? — ", text)
    if m:
        found = _effects(text[m.end():], named, m.group(1) == "заклинание", m.group(2))
        if m.group(3) is None or found is None:
            return found
        if found.target is None:
            return None  # a range with nothing to reach
        # «Воздействие «бросок сети», дальность 2 — ...»: the target is within the range (Online «Дальность Х»)
        return dataclasses.replace(found, target=dataclasses.replace(found.target, range=int(m.group(3))))
    m = re.match(r"^(воздействие|заклинание) ", text)
    if m:
        # «Воздействие прикосновение призрака ранить ...»: the unquoted name ends where readable effects begin
        words = text[m.end():].split(" ")
        for n in range(1, min(4, len(words))):
            found = _effects(" ".join(words[n:]), named, m.group(1) == "заклинание", " ".join(words[:n]))
            if found is not None:
                return found
        return None
    named_after = re.fullmatch(r"(.+) \(воздействие «([^»]+)»\)", text)
    if named_after is not None:  # «..., они получают отравление на 1 (воздействие «ядовитый взрыв»)»: the name last
        return _effects(named_after.group(1), named, False, named_after.group(2))
    return _effects(text, named, False, "")


SEVERAL = {"двух": 2, "трех": 3, "трёх": 3, "четырех": 4, "четырёх": 4}
"""The counts «до трех ...», «двух или менее ...» name, in the genitive."""
_SEVERAL = "|".join(SEVERAL)
SEVERAL_FORMS: tuple[tuple[re.Pattern[str], Callable[[int], TriggeredEffect]], ...] = (
    (re.compile(rf"излечить (?:до ({_SEVERAL})|({_SEVERAL}) или менее) (.+?) на (\d+)"), lambda n: HealBy(n, Who.CHOSEN)),
    (re.compile(rf"ранить (?:до ({_SEVERAL})|({_SEVERAL}) или менее) (.+?) на (\d+)"), lambda n: WoundBy(n, Who.CHOSEN)),
)
"""«излечить до трех ваших лесных существ на 1», «ранить двух или менее существ ... на 1»: one effect on each of up
to that many targets."""
PLURAL = {"существ": "существо", "карт": "карту", "ваших": "ваше", "других": "другое", "стоящих": "стоящее"}
"""The genitive plural of a target description's words as :func:`target_of` reads them (the rest: -ых, -их)."""


def _singular(words: str) -> str:
    """«ваших лесных существ» -> «ваше лесное существо»: one of the described targets."""
    out = []
    for word in words.split(" "):
        if word in PLURAL:
            out.append(PLURAL[word])
        elif word.endswith("ых"):
            out.append(word[:-2] + "ое")
        elif word.endswith("их"):
            out.append(word[:-2] + "ее")
        else:
            out.append(word)
    return " ".join(out)


def _several(text: str, spell: bool, name: str) -> TextAbility | None:
    """A text whose one effect names several targets: each different, up to the count (Online 412.1)."""
    for pattern, make in SEVERAL_FORMS:
        m = pattern.fullmatch(text)
        if m is None:
            continue
        spec = target_of(_singular(m.group(3)))
        if spec is None or spec.or_self:
            return None
        return TextAbility(spec, (make(int(m.group(4))),), spell, name, most=SEVERAL[m.group(1) or m.group(2)])
    return None


def _effects(text: str, named: Callable[[str], object | None], spell: bool, name: str) -> TextAbility | None:
    """The effects after the name: the first naming the target, then the rest."""
    placed = marker_phrases.cell_marker(text)
    if placed is not None:  # «положите маркер «костра» на свободную клетку ...»: a cell, named as it is declared
        return TextAbility(None, (placed,), spell, name)
    movers = move_quota_phrases.limit_movers(text, spell, name)
    if movers is not None:  # «в следующий ход противника он может перемещаться только 3-2-1 существами»
        return movers
    shield = prevention_phrases.prevention(text, "")
    if shield is not None:  # «в следующий ход противника предотвращает следующие 3 раны от немагических атак ...»
        return TextAbility(None, (shield,), spell, name)
    row = row_phrases.chosen_row(text, spell, name)
    if row is not None:  # «выбрать ряд ...; до конца хода противника сводит каждую атаку ...»: a row, named as declared
        return row
    from tolaria.berserk.exile_resurrection_phrases import exile_then_resurrect

    paid_by_exile = exile_then_resurrect(text, spell, name)
    if paid_by_exile is not None:  # «изгнать существо с вашего кладбища, при этом возродить ...»: two graveyard targets
        return paid_by_exile
    taken = symbiosis_phrases.take_symbiont(text, spell, name, lambda words: target_of(nominative(words)))
    if taken is not None:  # «переместить на себя паразита со стоящего рядом вашего существа» (Online 210.11.a)
        return taken
    from tolaria.berserk.fight_phrases import (
        forced_strike,
        neighbours_strike,
        strike_at_declaration,
    )

    forced = (forced_strike(text, spell, name, target_of) or neighbours_strike(text, spell, name, target_of)
              or strike_at_declaration(text, spell, name))
    if forced is not None:  # «открытое существо противника наносит по стоящей рядом карте {strike} и закрывается»
        return forced
    swapped = swap_phrases.swap(text, spell, name)
    if swapped is not None:  # «поменять местами двух ... существ, при этом ...» (glossary «Поменять местами»)
        return swapped
    dived = _dive(text, spell, name)
    if dived is not None:  # «переместить ... на соседнюю клетку; потерять полет, ... переместиться на клетку, ...»
        return dived
    from tolaria.berserk.edge_phrases import edge_wounds
    from tolaria.berserk.summon_phrases import resurrect_first, valhalla_first

    several = _several(text, spell, name)
    if several is not None:
        return several
    if " x" in text:  # «получить X ран, при этом ранить на X-1 ...»: X chosen as it is declared
        from tolaria.berserk.x_phrases import chosen_x

        by_x = chosen_x(text, spell, name)
        if by_x is not None:
            return by_x
    for i in [len(text), *[j for j in range(len(text)) if text.startswith(SEPARATORS, j)]]:
        head, rest = text[:i], text[i:]
        first = (_first(head) or _gain_or_wounds(head, named) or _acquire_first(head, named) or _no_defender(head)
                 or _strike_to_strong(head) or _melee_capped(head) or _incarnation_token(head) or _redistribute(head)
                 or resurrect_first(head) or valhalla_first(head)
                 or marker_phrases.marker_first(head, target_of, named) or dice_phrases.roll_change(head)
                 or dice_phrases.roll_reaction(head) or dice_phrases.fight_result(head)
                 or attack_weakening_phrases.lowered_attack(head)
                 or acquired_playable_phrases.given_playable(head, target_of)
                 or attack_weakening_phrases.life_lowered(head, target_of))
        if first is None:
            continue
        spec, effect = first
        if not rest:
            return TextAbility(spec, (effect,), spell, name)
        if isinstance(effect, MoveCard | GainOrWounds):
            continue  # a choice may be asked for, which pauses the text: it is its last effect
        sep = next(s for s in SEPARATORS if rest.startswith(s))
        more = _split_effects(rest[len(sep):], named)
        if more is not None:
            return TextAbility(spec, (effect, *more), spell, name)
    after = _target_after_own(text, named, spell, name)
    if after is not None:
        return after
    each = _each(text)
    if each is not None:
        return TextAbility(None, (each,), spell, name)
    edges = edge_wounds(text)
    if edges is not None:  # «ранить крайнюю правую карту противника в каждом ряду на 1, ...»
        return TextAbility(None, edges, spell, name)
    m = re.fullmatch(rf"ранить на (\d+) {TARGET} и каждое стоящее рядом с ним существо противника с таким же значением "
                     r"слабого \{strike\}", text)
    if m and (chosen := target_of(m.group(2))) is not None:
        # «ранить на 1 выбранное существо и каждое стоящее рядом с ним существо противника с таким же значением
        # слабого {strike}»: the target, then those next to it alike
        amount = int(m.group(1))
        alike = WoundEach(amount, TargetSpec(side=Side.OPPONENT), near_chosen_alike=True)
        return TextAbility(chosen, (WoundBy(amount, Who.CHOSEN), alike), spell, name)
    own = _split_effects(text, named)
    return TextAbility(None, tuple(own), spell, name) if own is not None else None
