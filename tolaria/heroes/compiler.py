"""The strict compiler of Heroes card text (the Berserk discipline: unread text makes a card unsupported).

A text is read sentence by sentence. Each sentence must be read whole as a
keyword list, a triggered ability, an activated ability ``[cost]: [effect]``
or (in a spell) one of the spell's abilities; the first sentence that is not
is the phrase named in :class:`Unsupported`. Nothing is half-read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from tolaria.berserk.cards import fold
from tolaria.heroes.abilities import (
    AMBUSH_WHEN,
    Abilities,
    Activated,
    Demand,
    Effect,
    EffectKind,
    Elusive,
    EntersWith,
    IgnoreKind,
    Ignoring,
    InsteadOf,
    Keyword,
    KeywordAbility,
    Over,
    Raid,
    Replacement,
    SearchFor,
    Sought,
    Soulcatcher,
    SuperiorityOver,
    Target,
    Triggered,
    Ward,
    WardFrom,
    When,
)


class Unsupported(ValueError):
    """A phrase the compiler cannot read; the card that holds it is unsupported (never half-played)."""

    def __init__(self, phrase: str) -> None:
        self.phrase = phrase
        super().__init__(f"unsupported card text: {phrase!r}")


_KEYWORDS = {k.value.casefold().replace("ё", "е"): k for k in Keyword
             if k not in (Keyword.ATTACK_REDUCTION, Keyword.MULTI_STRIKE)}

_TARGETS: list[tuple[str, Target]] = [
    (r"выбранного персонажа противника", Target.ENEMY_CHARACTER),
    (r"выбранного вражеского персонажа", Target.ENEMY_CHARACTER),
    (r"выбранного персонажа", Target.CHARACTER),
    (r"выбранное существо противника", Target.ENEMY_CREATURE),
    (r"выбранное вражеское существо", Target.ENEMY_CREATURE),
    (r"выбранное ваше существо", Target.OWN_CREATURE),
    (r"ваше выбранное существо", Target.OWN_CREATURE),
    (r"выбранное существо", Target.CREATURE),
    (r"это существо", Target.SELF),
    (r"эту карту", Target.SELF),
    (r"героя противника", Target.ENEMY_HERO),
    (r"вашего героя", Target.OWN_HERO),
]
_NOMINATIVE = [  # «[card] теряет …»
    (r"выбранное существо", Target.CREATURE),
    (r"выбранное ваше существо", Target.OWN_CREATURE),
    (r"ваше выбранное существо", Target.OWN_CREATURE),
    (r"это существо", Target.SELF),
]
_OF = [  # the genitive forms after «создайте копию»
    (r"выбранного существа противника", Target.ENEMY_CREATURE),
    (r"выбранного вашего существа", Target.OWN_CREATURE),
    (r"вашего выбранного существа", Target.OWN_CREATURE),
    (r"выбранного существа", Target.CREATURE),
]
_GENITIVE = [  # whose life or strike, whose ability: «жизни выбранного существа», «броня этого существа»
    (r"выбранного персонажа противника", Target.ENEMY_CHARACTER),
    (r"выбранного персонажа", Target.CHARACTER),
    (r"выбранного существа противника", Target.ENEMY_CREATURE),
    (r"выбранного вашего существа", Target.OWN_CREATURE),
    (r"вашего выбранного существа", Target.OWN_CREATURE),
    (r"выбранного существа", Target.CREATURE),
    (r"этого существа", Target.SELF),
    (r"этой карты", Target.SELF),
    (r"героя противника", Target.ENEMY_HERO),
    (r"вашего героя", Target.OWN_HERO),
]
_GRAVEYARDS = {  # whose graveyard a «повторите заклинание» takes the spell from ("" his own)
    "с вашего кладбища": "", "на вашем кладбище": "", "из вашего кладбища": "",
    "с кладбища противника": "enemy", "на кладбище противника": "enemy", "из кладбища противника": "enemy",
    "с любого кладбища": "any", "на любом кладбище": "any", "из любого кладбища": "any",
}
_STRUCK = [  # the accusative forms after «атакует ударом» (ГЛ «Немедленно»): a character of the opponent
    (r"выбранного персонажа противника", Target.ENEMY_CHARACTER),
    (r"выбранное существо противника", Target.ENEMY_CREATURE),
    (r"героя противника", Target.ENEMY_HERO),
]
_TO = [  # the dative forms after «присоедините … к»
    (r"выбранному вашему существу", Target.OWN_CREATURE),
    (r"вашему выбранному существу", Target.OWN_CREATURE),
]
_WITH = [  # the instrumental forms after «сразиться с»
    (r"выбранным существом противника", Target.ENEMY_CREATURE),
    (r"выбранным существом", Target.CREATURE),
]

_VERBS: list[tuple[str, EffectKind]] = [
    (r"ранить|раньте|раните", EffectKind.WOUND),
    (r"излечить|излечите", EffectKind.HEAL),
    (r"отравить|отравите", EffectKind.POISON),
]
_PLAIN_VERBS: list[tuple[str, EffectKind]] = [
    (r"оглушить|оглушите", EffectKind.STUN),
    (r"закрыть|закройте", EffectKind.CLOSE),
    (r"открыть|откройте", EffectKind.OPEN),
    (r"уничтожить|уничтожьте", EffectKind.DESTROY),
]


def _number(word: str) -> int | None:
    words = {"одну": 1, "один": 1, "две": 2, "два": 2, "три": 3, "четыре": 4, "пять": 5}
    if word.isdigit():
        return int(word)
    return words.get(word)


_SPREAD = [  # the instrumental plural forms after «распределите N ран между»
    (r"выбранными существами противника", Target.ENEMY_CREATURE),
    (r"существами противника", Target.ENEMY_CREATURE),
    (r"выбранными персонажами противника", Target.ENEMY_CHARACTER),
    (r"персонажами противника", Target.ENEMY_CHARACTER),
    (r"выбранными существами", Target.CREATURE),
    (r"выбранными персонажами", Target.CHARACTER),
]
_N = r"(\d+|x)"
"""A number as written: digits, or X (``with X=N`` at the declaration)."""


def _prayer_gain(s: str) -> int | None:
    """«получите молитву», «получите N молитвы/молитв», «получите N жетон(а/ов) молитвы»: prayers gained."""
    if s in ("получите молитву", "получите жетон молитвы"):
        return 1
    m = re.fullmatch(r"получите (\S+) (?:молитвы|молитв|жетона молитвы|жетонов молитвы)", s)
    return _number(m.group(1)) if m else None


_SUPPORT_TARGETS = [  # the accusative forms of a chosen support card, read after a control change only
    (r"выбранную карту поддержки противника", Target.ENEMY_SUPPORT),
    (r"выбранную вражескую карту поддержки", Target.ENEMY_SUPPORT),
    (r"выбранную вашу карту поддержки", Target.OWN_SUPPORT),
    (r"вашу выбранную карту поддержки", Target.OWN_SUPPORT),
]


def _control(s: str) -> Effect | None:
    """ГЛ «Возьмите под контроль Х» and ГЛ «Отдайте», for creatures and support cards.

    «возьмите под контроль выбранное существо (выбранную карту поддержки) противника»,
    «отдайте выбранное ваше существо (выбранную вашу карту поддержки)» (or «ваше
    выбранное …», «это существо», «эту карту»), «… противнику».
    """
    bounded = s.endswith(" до конца хода")  # «… до конца хода»: it goes back as the turn ends
    s = s.removesuffix(" до конца хода")
    m = re.fullmatch(r"возьмите под контроль (.+)", s)
    if m:
        target = _target(m.group(1), _TARGETS) or _target(m.group(1), _SUPPORT_TARGETS)
        ok = target in (Target.ENEMY_CREATURE, Target.ENEMY_SUPPORT)
        return Effect(EffectKind.TAKE_CONTROL, 0, target, until_end=bounded) if ok and target is not None else None
    m = re.fullmatch(r"отдайте (.+?)(?: противнику)?", s)
    if m:
        target = _target(m.group(1), _TARGETS) or _target(m.group(1), _SUPPORT_TARGETS)
        ok = target in (Target.OWN_CREATURE, Target.OWN_SUPPORT) or m.group(1) in ("это существо", "эту карту")
        return Effect(EffectKind.GIVE_CONTROL, 0, target, until_end=bounded) if ok and target is not None else None
    return None


def extortion_demand(condition: str) -> Effect | None:
    """ГЛ «Вымогательство — <условие>»: <условие> a payment of the glossary's, in parts joined by «,», «и» or «+».

    «N{coin}» (closing N open coins, ГЛ «Оплата»), «потеряйте N монет(у)» (ГЛ «Потеряйте монету»),
    «N молитв(ы)» (ГЛ «Жетоны молитвы»), «раньте (ранить) вашего героя на N» (ГЛ «Оплата»: «получение
    ран»), «сбросьте (N) карт(у)» (ГЛ «Сбросьте карту»), «закройте (N) ваш(е/и) существ(о/а)» or «… карт(у/ы)» (ГЛ
    «Оплата»: «закрытие карты»), each once, N ≥ 1. Other requirements are not read.
    """
    coins, lose, prayers, wounds, discard, close, close_any = 0, 0, 0, 0, 0, 0, False
    for part in (p.strip() for p in re.split(r",|\+| и ", condition) if p.strip()):
        m = re.fullmatch(r"(\d+)\s*\{coin\}", part)
        if m and not coins and int(m.group(1)) > 0:
            coins = int(m.group(1))
            continue
        m = re.fullmatch(r"(?:потеряйте|потерять) (?:(\S+) )?(?:монету|монеты|монет)", part)
        n = (_number(m.group(1)) if m.group(1) else 1) if m else None
        if n and not lose:
            lose = n
            continue
        spent = _prayers(part)
        if spent and not prayers:
            prayers = spent
            continue
        m = re.fullmatch(r"(?:раньте|ранить|раните) вашего героя на (\d+)", part)
        if m and not wounds and int(m.group(1)) > 0:
            wounds = int(m.group(1))
            continue
        m = re.fullmatch(r"(?:сбросьте|сбросить) (?:(\S+) )?(?:карту|карты|карт)", part)
        n = (_number(m.group(1)) if m.group(1) else 1) if m else None
        if n and not discard:
            discard = n
            continue
        m = re.fullmatch(r"(?:закройте|закрыть) (?:(\S+) )?(?:ваше|ваши|ваших|вашу) (существо|существа|карту|карты|карт)", part)
        n = (_number(m.group(1)) if m.group(1) else 1) if m else None
        if m and n and not close:
            close, close_any = n, m.group(2).startswith("карт")
            continue
        return None
    if not (coins or lose or prayers or wounds or discard or close):
        return None
    demand = Demand(lose, prayers, wounds, discard, close, close_any) if lose or prayers or wounds or discard or close \
        else None
    return Effect(EffectKind.EXTORT, coins, Target.SELF, demand=demand)


def _amount(word: str) -> tuple[int, bool]:
    return (0, True) if word == "x" else (int(word), False)


def _target(words: str, table: list[tuple[str, Target]]) -> Target | None:
    for pattern, target in table:
        if words == pattern:
            return target
    return None


_SOUGHT = [  # the kinds of card a search names, each in the forms a count asks for
    (r"карт[аыу]? поддержки", Sought.SUPPORT),
    (r"существ[оа]?", Sought.CREATURE),
    (r"заклинани[еяй]", Sought.SPELL),
    (r"карт[аыу]?", Sought.CARD),
]


def search_for(s: str) -> SearchFor | None:
    """ГЛ «Поиск — [карта/карты]»: «поиск — [N] [карты] [условия]», or «поиск «NAME»».

    [карта/карты] is a kind (карта, существо, заклинание, карта поддержки) or a card named in
    quotes, with a count (digits or a word; «Если требуется найти несколько карт») and the
    conditions a cost («стоимостью N или менее / более», «стоимостью N»), a class («с классом
    [Х]») and an element («стихии [Х]», «со стихией [Х]»), joined by «и» (a comma ends the effect).
    """
    m = re.fullmatch(r"поиск(?:\s*[—–-]\s*|\s+)(.+)", s)
    if not m:
        return None
    rest = m.group(1)
    count = 1
    m = re.fullmatch(r"(\S+) (.+)", rest)
    if m and _number(m.group(1)):
        count, rest = _number(m.group(1)) or 1, m.group(2)
    named = re.fullmatch(r"[«\"](.+?)[»\"]", rest)
    if named:
        return SearchFor(Sought.CARD, count, name=named.group(1))
    kinds = ((re.fullmatch(rf"(?:{pattern})((?: .+)?)", rest), sought) for pattern, sought in _SOUGHT)
    m, sought = next(((k, sought) for k, sought in kinds if k), (None, Sought.CARD))
    if m is None:
        return None
    found = SearchFor(sought, count)
    for part in (p.strip() for p in m.group(1).split(" и ") if p.strip()):
        cost = re.fullmatch(r"стоимостью (\d+)(?: или (менее|более))?", part)
        cls = re.fullmatch(r"с классом [«\"]?(.+?)[»\"]?", part)
        element = re.fullmatch(r"(?:стихии |со стихией )[«\"]?(.+?)[»\"]?", part)
        if cost and found.most < 0 and found.least < 0:
            n = int(cost.group(1))
            found = replace(found, most=n if cost.group(2) != "более" else -1, least=n if cost.group(2) != "менее" else -1)
        elif cls and not found.card_class:
            found = replace(found, card_class=fold(cls.group(1)))
        elif element and element.group(1) in _ELEMENTS and not found.element:
            found = replace(found, element=_ELEMENTS[element.group(1)])
        else:
            return None
    return found


def effect(sentence: str) -> Effect | None:
    """One effect read whole from a lower-case sentence without its final period, or None."""
    s = " ".join(sentence.split())
    m = re.fullmatch(rf"выстрел на {_N}", s)
    if m:
        return Effect(EffectKind.SHOT, _amount(m.group(1))[0], Target.ENEMY_CHARACTER, _amount(m.group(1))[1])
    m = re.fullmatch(rf"(раниться|излечиться) на {_N}", s)
    if m:
        kind = EffectKind.WOUND if m.group(1) == "раниться" else EffectKind.HEAL
        n, x = _amount(m.group(2))
        return Effect(kind, n, Target.SELF, x)
    for verbs, kind in _VERBS:
        m = re.fullmatch(rf"(?:{verbs}) (.+) на {_N}", s)
        if m:
            target = _target(m.group(1), _TARGETS)
            if target is None:
                return None
            n, x = _amount(m.group(2))
            return Effect(kind, n, target, x)
    m = re.fullmatch(rf"распределите {_N} ран[уы]? между (.+)", s)
    if m:  # the wounds are divided among the targets as the ability is performed (``assign``)
        target = _target(m.group(2), _SPREAD)
        n, x = _amount(m.group(1))
        return Effect(EffectKind.DIVIDE, n, target, x) if target is not None and (x or n > 0) else None
    m = re.fullmatch(r"создайте (?:(\S+) )?[«\"](.+?)[»\"]", s)
    if m:  # ГЛ «Создайте Х»: the card is named in quotes; its database entry must be a «Созданный» card
        made = _number(m.group(1)) if m.group(1) else 1
        return Effect(EffectKind.CREATE, made, Target.CONTROLLER, card=m.group(2)) if made else None
    if s in ("скопируйте это заклинание", "скопировать это заклинание"):
        # ГЛ «Скопировать заклинание»: «После выполнения текста заклинания … выполните все его способности ещё раз»
        return Effect(EffectKind.COPY_SPELL, 0, Target.CONTROLLER)
    m = re.fullmatch(r"(?:присоедините|присоединить) (?:это существо|эту карту) к (.+)", s)
    if m:  # ГЛ «Присоединить карту Х к карте Y»: X the ability's card, Y a chosen creature of its controller
        target = _target(m.group(1), _TO)
        return Effect(EffectKind.ATTACH, 0, target) if target is not None else None
    m = re.fullmatch(r"(?:это существо|эта карта) становится копией (.+)", s)
    if m:  # ГЛ «Скопировать свойства и особенности (стать копией)»: the ability's card becomes a copy of a chosen creature
        target = _target(m.group(1), _OF)
        return Effect(EffectKind.BECOME_COPY, 0, target) if target is not None else None
    m = re.fullmatch(r"создайте копию (.+)", s)
    if m:  # ГЛ «Создать копию существа», ГЛ «Копия карты (создайте копию … )»: a chosen creature copied
        target = _target(m.group(1), _OF)
        return Effect(EffectKind.COPY, 1, target) if target is not None else None
    m = re.fullmatch(r"поместите (?:(\S+) )?[«\"](.+?)[»\"] в (вашу|свою|колоду противника) ?(колоду)?", s)
    if m and (m.group(3) == "колоду противника") != bool(m.group(4)):
        # ГЛ «Поместите (поместить) Х»: «в колоду указанного игрока»: one's own, or the opponent's (the target
        # ENEMY_HERO stands for him); a known «Помещённый» card
        placed = _number(m.group(1)) if m.group(1) else 1
        whose = Target.ENEMY_HERO if m.group(3) == "колоду противника" else Target.CONTROLLER
        return Effect(EffectKind.PLACE, placed, whose, card=m.group(2)) if placed else None
    m = re.fullmatch(r"поместите (?:(\S+) )?[«\"](.+?)[»\"] (на верх|наверх|на низ|вниз|в низ) (вашей|своей) колоды"
                     r"|поместите (?:(\S+) )?[«\"](.+?)[»\"] (на верх|наверх|на низ|вниз|в низ) колоды противника", s)
    if m:  # «Если карта кладётся на указанное место в колоде, перемешивание не происходит»
        count, name, spot = (m.group(1), m.group(2), m.group(3)) if m.group(2) else (m.group(5), m.group(6), m.group(7))
        placed = _number(count) if count else 1
        whose = Target.CONTROLLER if m.group(2) else Target.ENEMY_HERO
        where = "top" if spot in ("на верх", "наверх") else "bottom"
        return Effect(EffectKind.PLACE, placed, whose, card=name, spot=where) if placed else None
    m = re.fullmatch(r"верните (.+) (в руку владельца|в руку|в колоду владельца|в колоду)", s)
    if m:  # ГЛ «Вернуть (убрать) в колоду»; a creature only (a hero never leaves the game zone)
        target = _target(m.group(1), _TARGETS)
        kind = EffectKind.RETURN_HAND if "руку" in m.group(2) else EffectKind.RETURN_DECK
        ok = target is not None and (target.creatures_only or target is Target.SELF)
        return Effect(kind, 0, target) if ok and target is not None else None
    control = _control(s)
    if control is not None:
        return control
    gained = _prayer_gain(s)
    if gained:  # ГЛ «Жетоны молитвы»: «Игрок может получать их за различные способности своего героя и других карт»
        return Effect(EffectKind.PRAY, gained, Target.CONTROLLER)
    if s in ("немедленно закончите ход", "немедленно закончить ход"):
        # ГЛ «Немедленно»: «Если способность предписывает вам немедленно закончить ход, вы минуете все фазы»
        return Effect(EffectKind.END_TURN, 0, Target.CONTROLLER)
    m = re.fullmatch(rf"(?:жизни|количество жизней) (.+) сокращаются до {_N}|(?:жизни|количество жизней) (.+) сокращается до {_N}", s)
    if m:  # ГЛ «Жизни сокращаются до Х»: «С карты снимаются все маркеры ран, затем … чтобы уровень жизней стал равен Х»
        target = _target(m.group(1) or m.group(3), _GENITIVE)
        n, x = _amount(m.group(2) or m.group(4))
        return Effect(EffectKind.LIFE_SET, n, target, x) if target is not None else None
    m = re.fullmatch(rf"(?:удар|сила удара) (.+) становится равн(?:ым|ой) {_N}", s)
    if m:  # ГЛ «Удар становится равным Х»: «На карту наносится столько эффектов +1/-1 к удару, чтоб сила удара стала равна Х»
        target = _target(m.group(1), _GENITIVE)
        n, x = _amount(m.group(2))
        return Effect(EffectKind.STRIKE_EQUAL, n, target, x) if target is not None else None
    m = re.fullmatch(r"(?:усовершенствуйте|усовершенствовать) (.+)", s)
    if m:  # ГЛ «Усовершенствовать (существо)»: a creature
        target = _target(m.group(1), _TARGETS)
        ok = target is not None and (target.creatures_only or target is Target.SELF)
        return Effect(EffectKind.IMPROVE, 0, target) if ok and target is not None else None
    m = re.fullmatch(r"(.+?) ((?:выбранного|вашего|этого|этой|героя) .+) не работа(?:ет|ют)( до конца хода)?", s)
    if m:  # ГЛ «[Текст] Не Работает»: [Текст] a keyword by its heading, or «особенности» (all of them)
        target = _target(m.group(2), _GENITIVE)
        named = "особенности" if m.group(1) in ("особенности", "все особенности") else None
        kw = _KEYWORDS.get(m.group(1))
        if named is None and kw is not None:
            named = kw.value
        if target is None or named is None:
            return None
        return Effect(EffectKind.DISABLE, 0, target, card=named, until_end=bool(m.group(3)))
    m = re.fullmatch(r"это существо немедленно атакует ударом (.+)|немедленно атакуйте ударом этим существом (.+)", s)
    if m:  # ГЛ «Немедленно»: «переходите к выполнению указанного действия по обычным правилам»: a strike attack
        target = _target(m.group(1) or m.group(2), _STRUCK)
        return Effect(EffectKind.STRIKE_NOW, 0, target) if target is not None else None
    m = re.fullmatch(r"немедленно разыграйте (.+?) из (?:вашей )?руки", s)
    if m:  # ГЛ «Немедленно»: «переходите к выполнению указанного действия по обычным правилам»: a card played
        found = search_for(f"поиск — {m.group(1)}")
        return Effect(EffectKind.PLAY_NOW, 0, Target.CONTROLLER, find=found) if found and found.count == 1 else None
    if s in ("немедленно используйте активируемую способность этого существа",
             "немедленно используйте активируемую способность этой карты"):
        return Effect(EffectKind.USE_NOW, 0, Target.CONTROLLER)  # ГЛ «Немедленно»: an ability declared
    m = re.fullmatch(r"немедленно (.+)", s)
    if m:  # ГЛ «Немедленно»: «переходите к выполнению указанного действия по обычным правилам» (READINGS.md)
        return effect(m.group(1))
    if s in ("получите дополнительный ход", "вы получаете дополнительный ход"):
        return Effect(EffectKind.EXTRA_TURN, 1, Target.CONTROLLER)
    m = re.fullmatch(r"вымогательство\s*[—–-]\s*(.+)", s)
    if m:  # ГЛ «Вымогательство — <условие>»: the opponent may meet the condition
        return extortion_demand(m.group(1))
    for verbs, kind in _PLAIN_VERBS:
        m = re.fullmatch(rf"(?:{verbs}) (.+)", s)
        if m:
            target = _target(m.group(1), _TARGETS)
            if target is None or target in (Target.OWN_HERO, Target.ENEMY_HERO) and kind is EffectKind.DESTROY:
                return None
            return Effect(kind, 0, target)
    m = re.fullmatch(r"дар жизни(?: (\d+))?|снимите с ваших персонажей (\d+) или менее дополнительных жизней; создайте "
                     r"копию вашего выбранного не-созданного существа стоимостью равной количеству снятых дополнительных жизней", s)
    if m:  # ГЛ «Дар жизни, или Дар жизни X»: «без числового значения не имеет ограничения на стоимость»
        limit = m.group(1) or m.group(2)
        return Effect(EffectKind.LIFE_GIFT, int(limit) if limit else -1, Target.CONTROLLER)
    m = re.fullmatch(r"(?:это существо|эта карта) добывает (.+)", s)
    if m:  # ГЛ «Добывает»: «[X] добывает [Y]»; X the ability's card, Y a chosen creature or a deck's top card
        top = {"верхнюю карту вашей колоды": "own_deck", "верхнюю карту колоды противника": "enemy_deck"}.get(m.group(1))
        if top:
            return Effect(EffectKind.MINE, 0, Target.CONTROLLER, card=top)
        target = _target(m.group(1), _TARGETS)
        ok = target is not None and target.creatures_only
        return Effect(EffectKind.MINE, 0, target) if ok and target is not None else None
    m = re.fullmatch(r"переверните (.+)", s)
    if m:  # ГЛ «Переверните Х»: «Переверните Х [карту] на другую сторону»
        target = _target(m.group(1), _TARGETS)
        return Effect(EffectKind.TURN, 0, target) if target is not None else None
    spell = re.fullmatch(r"повторите (?:выбранное )?заклинание (.+)", s)
    graveyard = _GRAVEYARDS.get(spell.group(1)) if spell else None
    if graveyard is not None:  # ГЛ «Повторить»: «вы еще раз применяете все … способности карты, которую повторяете»
        return Effect(EffectKind.REPEAT, 0, Target.CONTROLLER, card=graveyard)
    m = re.fullmatch(r"повторите (?:способности |способность )?[«\"]?(найм|гибель|при атаке|при ударе|при выстреле)[»\"]? (.+)", s)
    if m:  # ГЛ «Повторить»: «все (или только выбранные, если это указано) способности карты»: one kind of its triggers
        target = _target(m.group(2), _GENITIVE)
        ok = target is not None and (target.creatures_only or target is Target.SELF)
        when = {"найм": When.HIRE, "гибель": When.DEATH, "при атаке": When.ON_ATTACK, "при ударе": When.ON_STRIKE,
                "при выстреле": When.ON_SHOT}[m.group(1)]
        return Effect(EffectKind.REPEAT_ABILITIES, 0, target, card=when.value) if ok and target is not None else None
    found = search_for(s)
    if found is not None:  # ГЛ «Поиск — [карта/карты]»: the deck is looked through and shuffled; the cards are shown and go to the hand
        return Effect(EffectKind.SEARCH, 0, Target.CONTROLLER, find=found)
    m = re.fullmatch(r"мор (\d+)", s)
    if m and int(m.group(1)) > 0:  # ГЛ «Мор X»: «Мор является частью активируемой или срабатывающей способности»
        return Effect(EffectKind.MILL, int(m.group(1)), Target.CONTROLLER)
    m = re.fullmatch(r"(.+) теряет спящий", s)
    if m:  # ГЛ «Спящий»: «Как только существо теряет Спящий… оно открывается»
        target = _target(m.group(1), _NOMINATIVE)
        return Effect(EffectKind.WAKE, 0, target) if target is not None else None
    if s in ("скрыться", "это существо скрывается"):  # ГЛ «Скрыться»
        return Effect(EffectKind.HIDE, 0, Target.SELF)
    if s == "подготовиться":  # ГЛ «Подготовить [карту/карты]», the card itself
        return Effect(EffectKind.PREPARE, 0, Target.SELF)
    m = re.fullmatch(r"(?:подготовить|подготовьте) (.+)", s)
    if m:
        target = _target(m.group(1), _TARGETS)
        return Effect(EffectKind.PREPARE, 0, target) if target is not None and target is not Target.ENEMY_HERO else None
    m = re.fullmatch(r"(?:полностью излечить|полностью излечите) (.+)", s)
    if m:
        target = _target(m.group(1), _TARGETS)
        return Effect(EffectKind.FULL_HEAL, 0, target) if target is not None else None
    m = re.fullmatch(r"сразиться с (.+)", s)
    if m:
        target = _target(m.group(1), _WITH)
        return Effect(EffectKind.FIGHT, 0, target) if target is not None else None
    m = re.fullmatch(r"возьмите (карту|(\S+) карты|(\S+) карт)", s)
    if m:
        cards = 1 if m.group(1) == "карту" else _number(m.group(2) or m.group(3) or "")
        return Effect(EffectKind.DRAW, cards, Target.CONTROLLER) if cards else None
    m = re.fullmatch(r"положите (?:(\S+) )?(?:эффекта?|эффектов) (усиления|ослабления) на (.+)", s)
    if m:
        markers = _number(m.group(1)) if m.group(1) else 1
        target = _target(m.group(3), _TARGETS)
        if markers is None or target is None:
            return None
        kind = EffectKind.STRENGTHEN if m.group(2) == "усиления" else EffectKind.WEAKEN
        return Effect(kind, markers, target)
    return None


def effects(text: str) -> tuple[Effect, ...] | None:
    """Effects joined by «, затем» / «и» / commas, read whole, or None.

    «Вымогательство — <условие>» is the whole of its ability: its condition's parts are joined by
    commas and «и» too.
    """
    whole = re.fullmatch(r"вымогательство\s*[—–-]\s*(.+)", text.strip())
    if whole:
        demanded = extortion_demand(whole.group(1))
        return (demanded,) if demanded is not None else None
    parts = [p.strip() for p in re.split(r",\s*(?:затем\s+)?|\s+и\s+(?=[а-я]+(?:те|ть|ться)\b)", text) if p.strip()]
    out: list[Effect] = []
    for part in parts:
        if out and out[-1].otherwise:
            return None  # ГЛ «Иначе» ends the ability as read: what follows [У] is not read
        if out and out[-1].kind is EffectKind.END_TURN:
            return None  # ГЛ «Немедленно»: the turn is over; «продолжаете ход … если ход не был окончен» leaves nothing after it
        if out and out[-1].kind in _AT_ONCE:
            return None  # the strike asks for a defender, the play or ability for its declaration: nothing is read after it
        then = re.fullmatch(r"при этом (.+)", part)  # ГЛ «При этом»: «Выполнить [текст Х], при этом выполнить [текст У]»
        instead = re.fullmatch(r"иначе (.+)", part)  # ГЛ «Иначе»: «Выполнить [текст Х], иначе выполнить [текст У]»
        e = effect(then.group(1) if then else instead.group(1) if instead else part)
        if e is None:
            return None
        if instead:
            if len(out) != 1 or not out[0].kind.tells_done or e.kind in _NOT_AFTER_OTHERWISE:
                return None  # [Х] one effect (a chosen target too), whose performance the engine tells
            e = replace(e, otherwise=True)
        if then:
            if not out or not out[-1].kind.tells_done:
                return None  # after nothing, or after an effect whose full performance the engine can't tell
            e = replace(e, then=True)
        out.append(e)
    return tuple(out) if out else None


_AT_ONCE = (EffectKind.STRIKE_NOW, EffectKind.PLAY_NOW, EffectKind.USE_NOW)
"""ГЛ «Немедленно»: a declaration made at once by the usual rules; it asks its own questions, so it ends the ability."""

_NOT_AFTER_OTHERWISE = (*_AT_ONCE, EffectKind.SEARCH, EffectKind.VANGUARD, EffectKind.MILL, EffectKind.DIVIDE,
                        EffectKind.EXTORT,
                        EffectKind.LIFE_GIFT, EffectKind.REPEAT)
"""Effects that ask their own questions as performed: not read as the [У] of «Иначе»."""


_ENTERS = [  # what a card may enter with (ГЛ «Входит в игру с [эффект]»): N, then the field it adds to
    (r"(?:(\S+) )?(?:эффектом|эффектами) усиления", "strengthen"),
    (r"(?:(\S+) )?(?:эффектом|эффектами) ослабления", "weaken"),
    (r"(?:(\S+) )?(?:дополнительной жизнью|дополнительными жизнями)", "extra_life"),
    (r"(?:(\S+) )?(?:раной|ранами)", "wounds"),
]


def enters_with(sentence: str) -> EntersWith | None:
    """ГЛ «Входит в игру с [эффект]»: «входит в игру с [эффект] (и …)», «… закрытым / в закрытом виде».

    [эффект] is what the engine puts on a card: усиление and ослабление markers, extra lives,
    wounds (the glossary's «маркеры ран»); «в указанном виде» is closed. Anything else stays unread.
    """
    m = re.fullmatch(r"(?:это существо |эта карта )?входит в игру (.+)", sentence)
    if not m:
        return None
    counts: dict[str, int] = {}
    closed = False
    for part in (p.strip() for p in re.split(r",| и ", m.group(1)) if p.strip()):
        if part in ("закрытым", "закрытой", "в закрытом виде") and not closed:
            closed = True
            continue
        part = part.removeprefix("с ")
        for pattern, name in _ENTERS:
            n = re.fullmatch(pattern, part)
            count = (_number(n.group(1)) if n.group(1) else 1) if n else None
            if count and name not in counts:
                counts[name] = count
                break
        else:
            return None
    if not (counts or closed):
        return None
    return EntersWith(sentence, counts.get("strengthen", 0), counts.get("weaken", 0), counts.get("extra_life", 0),
                      counts.get("wounds", 0), closed)


def multi_strike(sentence: str) -> int | None:
    """«(может) атаковать/атакует ударом X раз за ход» (ГЛ «Один (Х) раз за ход»: «позволяющая атаковать ударом более одного раза за ход»)."""
    m = re.fullmatch(r"(?:может )?атак(?:ует|овать) ударом (\S+) раза? за ход|(\S+) раза? за ход атакует ударом", sentence)
    times = _number(m.group(1) or m.group(2)) if m else None
    return times if times and times > 1 else None


def _granted(text: str, raiding: bool) -> Abilities | None:
    """[Текст] of a Набег or Душелов, compiled as a card's text of one sentence, or None.

    Read: what a card in play has, its permanent abilities (keywords, wards, «Игнорирует …»,
    Превосходство над, Неуловимость) and its triggered abilities; for Душелов its activated
    abilities too, and its Засада (it «работает в игровой зоне, руке и кладбище»). Not read: a
    Набег's activated ability (nothing is declared while a strike attack is performed) and a
    Набег or Душелов inside another. A «вместо этого» is read too (ГЛ «Вместо»).
    """
    try:
        granted = compile_text(text)
    except Unsupported:
        return None
    if granted.raids or granted.souls or granted.spell or raiding and granted.activated:
        return None
    if raiding and any(not t.in_play for t in granted.triggered):
        return None  # an ambush or Инкарнация is never in force while the card attacks
    return granted if granted != Abilities() else None


def raid(sentence: str) -> Raid | None:
    """ГЛ «Набег Х - [Текст]», [Текст] one sentence of what a card in play has (``_granted``)."""
    m = re.fullmatch(r"набег (\d+)\s*[-–—]\s*(.+)", sentence)
    if not m or int(m.group(1)) < 1:
        return None
    granted = _granted(m.group(2), raiding=True)
    return Raid(int(m.group(1)), granted, sentence) if granted is not None else None


_SAYINGS = {  # keywords written out (ГЛ «Не закрывается после атаки (не закрывается, выступая защитником)»)
    "не закрывается после атаки": KeywordAbility(Keyword.ATTACK_EXPERIENCE),
    "не закрывается, выступая защитником": KeywordAbility(Keyword.DEFENCE_EXPERIENCE),
    "обязан атаковать ударом всякий раз, когда может": KeywordAbility(Keyword.FRENZY),
    # ГЛ «Должен/Обязан атаковать при первой возможности»: the same duty as Бешенство in this engine
    "должен атаковать при первой возможности": KeywordAbility(Keyword.FRENZY),
    "обязан атаковать при первой возможности": KeywordAbility(Keyword.FRENZY),
}


_NOT_ZERO = (Keyword.MEDITATION, Keyword.REGENERATION, Keyword.THIRST)  # «Жажду 0 нельзя заявлять»


def soulcatcher(sentence: str) -> Soulcatcher | None:
    """ГЛ «Душелов - [Текст]», [Текст] one sentence of what a card has (``_granted``)."""
    m = re.fullmatch(r"душелов\s*[-–—]\s*(.+)", sentence)
    granted = _granted(m.group(1), raiding=False) if m else None
    return Soulcatcher(granted, sentence) if granted is not None else None


_GENITIVE_KEYWORDS = {
    "рывка": Keyword.DASH, "брони": Keyword.ARMOUR, "первого удара": Keyword.FIRST_STRIKE,
    "последнего удара": Keyword.LAST_STRIKE, "направленного удара": Keyword.DIRECTED,
    "опыта в атаке": Keyword.ATTACK_EXPERIENCE, "опыта в защите": Keyword.DEFENCE_EXPERIENCE,
    "уязвимости": Keyword.VULNERABLE, "регенерации": Keyword.REGENERATION, "спящего": Keyword.SLEEPER,
    "чешуи": Keyword.SCALES, "вампиризма": Keyword.VAMPIRISM, "уникальности": Keyword.UNIQUE,
    "бешенства": Keyword.FRENZY, "гнева": Keyword.WRATH, "медитации": Keyword.MEDITATION,
    "могущества": Keyword.MIGHT, "подавления": Keyword.SUPPRESSION, "скрытности": Keyword.STEALTH,
    "защиты от выстрелов": Keyword.SHOT_WARD, "защиты от заклинаний": Keyword.SPELL_WARD,
    "превосходства": Keyword.SUPERIORITY, "немертвого": Keyword.UNDEAD, "жажды": Keyword.THIRST,
    "орды": Keyword.HORDE, "созданного": Keyword.CREATED, "помещенного": Keyword.PLACED, "ярости": Keyword.FURY,
    "обращенного": Keyword.TURNED,
}
"""The engine's keywords in the genitive («Неуловимость от Рывка»): a closed list, so each can be named."""


def elusive(sentence: str) -> Elusive | None:
    """ГЛ «Неуловимость от [ТЕКСТ]»: «Существа с [ТЕКСТ]», [ТЕКСТ] what a creature has.

    The glossary gives no form of [ТЕКСТ]: read are one keyword the engine knows, in its
    heading's form (``неуловимость от первый удар``, quoted or not) or in the genitive
    («неуловимость от Рывка»), a keyword with a number without it (any value); a class
    («от существ с классом [Х]»); and an element («от существ стихии [Х]», «от существ Тьмы»).
    Anything else stays unread.
    """
    m = re.fullmatch(r"неуловимость от [«\"]?(.+?)[»\"]?", sentence)
    if not m:
        return None
    words = m.group(1)
    kw = _KEYWORDS.get(words) or _GENITIVE_KEYWORDS.get(words)
    if kw is not None:
        return Elusive(kw, sentence)
    found = re.fullmatch(r"существ с классом [«\"]?(.+?)[»\"]?", words)
    if found:
        return Elusive(None, sentence, card_class=fold(found.group(1)))
    found = re.fullmatch(r"существ (?:стихии |со стихией )?[«\"]?(.+?)[»\"]?", words)
    if found and found.group(1) in _ELEMENTS:
        return Elusive(None, sentence, element=_ELEMENTS[found.group(1)])
    return None


_ELEMENTS = {  # an element's names after «стихии» / «со стихией» and as the genitive plural («над существами Гор»)
    "степи": "степи", "степь": "степи", "степей": "степи", "леса": "леса", "лес": "леса", "лесов": "леса",
    "горы": "горы", "гора": "горы", "гор": "горы", "болота": "болота", "болото": "болота", "болот": "болота",
    "тьма": "тьма", "тьмы": "тьма", "нейтральная": "нейтральная", "нейтральные": "нейтральная",
}
"""The elements are a closed list (ГЛ «Стихия»), so their declined names can be matched; classes are not."""


def superiority_over(sentence: str) -> SuperiorityOver | None:
    """ГЛ «Превосходство над [Х]» in each of the glossary's forms.

    «Превосходство может быть над существом, существом с классом [Х], существами,
    удовлетворяющими условию [Х], или над всеми существами противника»: «над существом
    (существами, всеми существами)»; «… с классом [Х]» (the class as written, folded);
    the conditions an element («стихии [Х]», «со стихией [Х]», «над существами Тьмы»)
    and a cost («стоимостью N или менее / более»); «над всеми существами противника».
    A class in a declined word («над Гномами») is no form of the glossary, and no table
    matches it to a class: it stays unread.
    """
    m = re.fullmatch(r"превосходство над (.+)", sentence)
    if not m:
        return None
    rest = m.group(1)
    if rest in ("существом", "существами", "всеми существами"):
        return SuperiorityOver(Over.EVERY, sentence)
    if rest in ("всеми существами противника", "существами противника"):
        return SuperiorityOver(Over.ENEMY, sentence)
    m = re.fullmatch(r"(?:всеми )?существ(?:ом|ами) (.+)", rest)
    if not m:
        return None
    rest = m.group(1)
    found = re.fullmatch(r"с классом [«\"]?(.+?)[»\"]?", rest)
    if found:
        return SuperiorityOver(Over.CLASS, sentence, fold(found.group(1)))
    found = re.fullmatch(r"(?:стихии |со стихией )?[«\"]?(.+?)[»\"]?", rest)
    if found and found.group(1) in _ELEMENTS:
        return SuperiorityOver(Over.ELEMENT, sentence, _ELEMENTS[found.group(1)])
    found = re.fullmatch(r"стоимостью (\d+) или (менее|более)", rest)
    if found:
        over = Over.COST_AT_MOST if found.group(2) == "менее" else Over.COST_AT_LEAST
        return SuperiorityOver(over, sentence, cost=int(found.group(1)))
    return None


_WARD_FROM = {w.value: w for w in WardFrom if w is not WardFrom.ELEMENT}
_GENITIVE_ELEMENTS = {"степей": "степи", "лесов": "леса", "гор": "горы", "болот": "болота", "тьмы": "тьма"}


def _ward_from(words: str) -> tuple[WardFrom, str] | None:
    """[текст] of a ward: a kind of blow or source the glossary names, or an element in the genitive («от Тьмы»)."""
    words = words.strip("«»\"")
    if words in _WARD_FROM:
        return _WARD_FROM[words], ""
    if words in _GENITIVE_ELEMENTS:
        return WardFrom.ELEMENT, _GENITIVE_ELEMENTS[words]
    return None


def ward(sentence: str) -> Ward | None:
    """ГЛ «Защита от [текст]» and ГЛ «Не получает ран от [текст]», [текст] one of ``WardFrom``.

    The glossary gives [текст] no list; the kinds read are those its own entries name as
    what deals wounds (ГЛ «Удар», «Ответный удар», «Атака», «Выстрел на X», «Способность»,
    «Заклинание»), the kinds of card that deal them (существ, героев) and the elements (a
    closed list). «Защита от выстрелов» and «Защита от заклинаний» are keywords (``Keyword``).
    """
    m = re.fullmatch(r"(защита от|не получает ран от) (.+)", sentence)
    found = _ward_from(m.group(2)) if m else None
    if m is None or found is None:
        return None
    protection = m.group(1) == "защита от"
    if protection and found[0] in (WardFrom.SHOTS, WardFrom.SPELLS):
        return None  # the keywords
    return Ward(found[0], protection, sentence, found[1])


_IGNORED_TRIGGERS = {"гибель": When.DEATH, "найм": When.HIRE, "при атаке": When.ON_ATTACK,
                     "при ударе": When.ON_STRIKE, "при выстреле": When.ON_SHOT}
_IGNORED_WORDS = {
    ("особенности", "особенности карт", "особенности целевой карты", "особенности целевых карт",
     "все особенности"): IgnoreKind.FEATURES,
    ("защиты", "все защиты"): IgnoreKind.WARDS,
    ("предотвращения", "все предотвращения"): IgnoreKind.PREVENTIONS,
    ("замещения", "эффекты замещения", "все замещения", "все эффекты замещения"): IgnoreKind.REPLACEMENTS,
    ("срабатывающие способности", "срабатывающие особенности", "все срабатывающие способности",
     "все срабатывающие особенности"): IgnoreKind.TRIGGERS,
    ("особенности, обязывающие атаковать", "особенности, обязывающие атаковать ударом",
     "способности, обязывающие атаковать", "бешенство"): IgnoreKind.DUTIES,
}


def ignoring(sentence: str, is_spell: bool) -> Ignoring | None:
    """«Игнорирует …» in the forms of the glossary's entries «Игнорировать …».

    Every kind whole («игнорирует защиты / предотвращения / замещения / срабатывающие
    способности / особенности»), or one ability of the kind: «игнорирует защиту от
    [текст]», «игнорирует броню / чешую», «игнорирует «Гибель» / «Найм» / «При атаке»…»,
    and «игнорирует особенности, обязывающие атаковать» (also «… Бешенство»). On a creature
    or support card «Игнорирует броню» stays the keyword (``Keyword.IGNORE_ARMOUR``).
    """
    m = re.fullmatch(r"игнорирует (.+)", sentence)
    if not m:
        return None
    rest = m.group(1).strip("«»\"")
    for words, kind in _IGNORED_WORDS.items():
        if rest in words:
            return Ignoring(kind, sentence)
    if rest in ("броню", "чешую"):
        if rest == "броню" and not is_spell:
            return None
        return Ignoring(IgnoreKind.PREVENTIONS, sentence, keyword=Keyword.ARMOUR if rest == "броню" else Keyword.SCALES)
    if rest in _IGNORED_TRIGGERS:
        return Ignoring(IgnoreKind.TRIGGERS, sentence, when=_IGNORED_TRIGGERS[rest])
    found = re.fullmatch(r"защиту от (.+)", rest)
    warded = _WARD_FROM.get(found.group(1).strip("«»\"")) if found else None
    return Ignoring(IgnoreKind.WARDS, sentence, ward=warded) if warded is not None else None


_INSTEAD_OF = [
    (r"это существо должно получить раны", InsteadOf.WOUNDED),
    (r"это существо получает раны", InsteadOf.WOUNDED),
    (r"это существо должно погибнуть", InsteadOf.DIES),
    (r"это существо должно попасть на кладбище", InsteadOf.DIES),  # ГЛ «Гибель»: «Перенос карты из игровой зоны на кладбище»
    (r"это существо должно вернуться в руку(?: владельца)?", InsteadOf.RETURNS_HAND),
    (r"это существо должно вернуться в колоду(?: владельца)?", InsteadOf.RETURNS_DECK),
    (r"это существо должно стать добытым", InsteadOf.MINED),
    (r"это существо должно быть добыто", InsteadOf.MINED),
]
_SAME_AGAIN = {InsteadOf.RETURNS_HAND: EffectKind.RETURN_HAND, InsteadOf.RETURNS_DECK: EffectKind.RETURN_DECK}
"""The effect on the card itself that would be the replaced event again."""
_NOT_INSTEAD = (EffectKind.SEARCH, EffectKind.VANGUARD, EffectKind.MILL, EffectKind.DIVIDE, EffectKind.EXTORT,
                EffectKind.END_TURN, EffectKind.FIGHT, EffectKind.LIFE_GIFT, EffectKind.REPEAT, EffectKind.MINE,
                EffectKind.REPEAT_ABILITIES, EffectKind.STRIKE_NOW, EffectKind.COPY_SPELL, EffectKind.PLAY_NOW,
                EffectKind.USE_NOW)
"""Effects that ask a question, end the turn or fight: not performed in the moment a «вместо этого» replaces."""


def replacement(sentence: str) -> Replacement | None:
    """ГЛ «Вместо»: «Если (когда) [текст Х], вместо этого выполнить [текст У]», [Х] one event the engine knows.

    [У] is read whole, effects with no chosen target that ask nothing, none wounding,
    poisoning or destroying the card itself (that would be [Х] again). Other events stay unread.
    """
    m = re.fullmatch(r"(?:если|когда) (.+?), вместо этого (?:выполните |выполнить )?(.+)", sentence)
    if not m:
        return None
    event = next((e for pattern, e in _INSTEAD_OF if re.fullmatch(pattern, m.group(1))), None)
    body = effects(m.group(2)) if event is not None else None
    if event is None or body is None:
        return None
    for e in body:
        if e.picks or e.x or e.then or e.otherwise or e.kind in _NOT_INSTEAD:
            return None
        if e.target is Target.SELF and e.kind in (EffectKind.WOUND, EffectKind.POISON, EffectKind.UNDEAD_WOUND,
                                                  EffectKind.DESTROY):
            return None  # its own wounds or death would be [Х] again
        if e.target is Target.SELF and e.kind is _SAME_AGAIN.get(event):
            return None  # its own return to that zone likewise
    return Replacement(event, body, sentence)


def keywords(sentence: str) -> tuple[KeywordAbility, ...] | None:
    """A sentence that is a comma list of keywords (``Рывок, Броня 1``), or None."""
    if sentence in _SAYINGS:
        return (_SAYINGS[sentence],)
    out = []
    for part in (p.strip() for p in sentence.split(",")):
        reduction = re.fullmatch(r"[-–−](\d+) от атаки", part)
        if reduction:  # ГЛ «–X от атаки»
            out.append(KeywordAbility(Keyword.ATTACK_REDUCTION, int(reduction.group(1))))
            continue
        m = re.fullmatch(r"(.+?)(?: (\d+))?", part)
        assert m is not None
        kw = _KEYWORDS.get(m.group(1))
        if kw is None or kw.has_value != (m.group(2) is not None):
            return None
        if kw in _NOT_ZERO and int(m.group(2)) == 0:  # «Медитацию 0 нельзя заявить», «Регенерацию 0 нельзя заявить»
            return None
        out.append(KeywordAbility(kw, int(m.group(2)) if m.group(2) else 0))
    return tuple(out)


_WHEN = [
    (r"гибель:\s*(.+)", When.DEATH),
    (r"концентрация:\s*(.+)", When.CONCENTRATION),
    (r"найм:\s*(.+)", When.HIRE),
    (r"в начале вашего хода,?\s*(.+)", When.OWN_TURN_START),
    (r"при атаке:?\s*(.+)", When.ON_ATTACK),
    (r"при ударе:?\s*(.+)", When.ON_STRIKE),
    (r"при выстреле:?\s*(.+)", When.ON_SHOT),
    (r"в начале хода противника,?\s*(.+)", When.OPPONENT_TURN_START),
    (r"в конце хода противника,?\s*(.+)", When.OPPONENT_TURN_END),
    (r"когда противник атакует ударом вашего героя,\s*(.+)", When.ENEMY_STRIKE_HERO),
    (r"когда противник атакует ударом,\s*(.+)", When.ENEMY_STRIKE),
    (r"когда погибает ваше (?:другое )?существо,\s*(.+)", When.OWN_CREATURE_DIES),
    (r"когда противник разыгрывает существо,\s*(.+)", When.ENEMY_PLAYS_CREATURE),
    (r"когда противник разыгрывает заклинание,\s*(.+)", When.ENEMY_PLAYS_SPELL),
    (r"когда противник разыгрывает карту,\s*(.+)", When.ENEMY_PLAYS_CARD),
    (r"когда погибает существо противника,\s*(.+)", When.ENEMY_CREATURE_DIES),
    (r"когда погибает существо,\s*(.+)", When.ANY_CREATURE_DIES),
    (r"когда противник атакует ударом ваше существо,\s*(.+)", When.ENEMY_STRIKE_CREATURE),
    (r"когда противник делает выстрел,\s*(.+)", When.ENEMY_SHOOTS),
    (r"когда противник использует активируемую способность,\s*(.+)", When.ENEMY_USES),
    (r"когда противник разыгрывает карту поддержки,\s*(.+)", When.ENEMY_PLAYS_SUPPORT),
    (r"когда ваш герой получает раны,\s*(.+)", When.OWN_HERO_WOUNDED),
    (r"в начале каждого хода,?\s*(.+)", When.TURN_START),
    (r"в начале хода,?\s*(.+)", When.TURN_START),
    (r"в конце вашего хода,?\s*(.+)", When.OWN_TURN_END),
    (r"в конце каждого хода,?\s*(.+)", When.TURN_END),
    (r"в конце хода,?\s*(.+)", When.TURN_END),
]


@dataclass(frozen=True, slots=True)
class Cost:
    """What an activated ability's cost asks (ГЛ «Оплата»): closing, coins, X coins, a «раз за ход» marker, prayers."""

    tap: bool = False
    coins: int = 0
    x: bool = False
    per_turn: int = 0
    prayers: int = 0
    thirst: int = 0


def _prayers(part: str) -> int | None:
    """ГЛ «Жетоны молитвы» spent as payment: «молитва», «N молитвы», «N молитв», «N{prayer}»."""
    if part in ("молитва", "{prayer}"):
        return 1
    m = re.fullmatch(r"(\S+) (?:молитвы|молитв|молитва)|(\d+)\s*\{prayer\}", part)
    if not m:
        return None
    n = _number(m.group(1) or m.group(2))
    return n if n else None


def named_trigger(sentence: str) -> Triggered | None:
    """ГЛ «Единение Х» («Гибель: Поиск существа стоимостью Х или менее»), ГЛ «Авангард Х», ГЛ «Инкарнация X»; X 0 is not read."""
    m = re.fullmatch(r"(единение|авангард|инкарнация) (\d+)", sentence)
    if not m or int(m.group(2)) == 0:
        return None
    x = int(m.group(2))
    if m.group(1) == "инкарнация":  # «В начале вашего хода вы можете потерять Х и возродить это существо в закрытом виде»
        back = Effect(EffectKind.INCARNATION, x, Target.SELF)
        return Triggered(When.OWN_TURN_START, (back,), sentence, optional=True, from_graveyard=True)
    if m.group(1) == "единение":
        unity = Effect(EffectKind.SEARCH, 0, Target.CONTROLLER, find=SearchFor(Sought.CREATURE, most=x))
        return Triggered(When.DEATH, (unity,), sentence)
    return Triggered(When.PLAYED, (Effect(EffectKind.VANGUARD, x, Target.SELF),), sentence)


def ambush(sentence: str) -> Triggered | None:
    """ГЛ «Засада»: «<условие>, Засада Х», the condition one the engine knows (``AMBUSH_WHEN``)."""
    m = re.fullmatch(r"(.+), засада (\d+)", sentence)
    if not m:
        return None
    when = next((w for w in AMBUSH_WHEN if w.value == m.group(1)), None)
    if when is None:
        return None
    price = Effect(EffectKind.AMBUSH, int(m.group(2)), Target.SELF)
    return Triggered(when, (price,), sentence, optional=True, from_hand=True)


def _cost(text: str) -> Cost | None:
    """``{tap}``, ``N{coin}``, ``X{coin}``, «один (Х) раз за ход», prayers, Жажда or several, joined by commas or «+» (ГЛ «Оплата»)."""
    tap, coins, x, once, prayers, thirst = False, 0, False, 0, 0, 0
    for part in (p.strip() for p in re.split(r"[,+]", text)):
        if part == "{tap}" and not tap:
            tap = True
            continue
        m = re.fullmatch(r"жажда (\d+)", part)
        if m and int(m.group(1)) > 0 and not thirst:  # ГЛ «Жажда Х»: «Дополнительная стоимость»; «Жажду 0 нельзя заявлять»
            thirst = int(m.group(1))
            continue
        m = re.fullmatch(r"(\S+) раза? за ход", part)
        times = _number(m.group(1)) if m else None
        if times and not once:  # ГЛ «Один (Х) раз за ход»: a marker as an additional payment
            once = times
            continue
        if re.fullmatch(r"x\s*\{coin\}", part) and not x:
            x = True
            continue
        m = re.fullmatch(r"(\d+)\s*\{coin\}", part)
        if m and not coins:
            coins = int(m.group(1))
            continue
        spent = _prayers(part)
        if spent and not prayers:
            prayers = spent
            continue
        return None
    cost = Cost(tap, coins, x, once, prayers, thirst)
    return cost if cost != Cost() and cost != Cost(thirst=thirst) else None  # Жажда is an additional cost, never alone


MAX_TARGETS = 2
"""Chosen targets of one declaration the engine carries (an action's two target fields)."""


def _chosen(body: tuple[Effect, ...]) -> int:
    return sum(1 for e in body if e.picks)


def _sound(body: tuple[Effect, ...], x_paid: bool, trigger: bool, activated: bool = False) -> bool:
    """What the engine carries: an X only with an X cost, one division, Вымогательство only in a trigger,
    Дар жизни only in an activated ability («является активируемой особенностью или ее частью»)."""
    if any(e.x for e in body) and not x_paid:
        return False
    if not activated and any(e.kind is EffectKind.LIFE_GIFT for e in body):
        return False
    kinds = [e.kind for e in body]
    if EffectKind.COPY_SPELL in kinds and (trigger or activated or len(kinds) > 1):
        return False  # ГЛ «Скопировать заклинание»: a spell's own ability of its own (it names «это заклинание»)
    chosen = sum(kinds.count(k) for k in (EffectKind.SEARCH, EffectKind.VANGUARD, EffectKind.MILL,
                                          EffectKind.LIFE_GIFT, EffectKind.REPEAT))  # one answer kept
    divisions = kinds.count(EffectKind.DIVIDE) + kinds.count(EffectKind.LIFE_GIFT)  # one division kept
    extorts = kinds.count(EffectKind.EXTORT)  # its discards are chosen as a search's cards are: never both
    return divisions <= 1 and extorts <= int(trigger) and chosen <= 1 and not (extorts and chosen)


def _names_itself(body: tuple[Effect, ...]) -> bool:
    """A spell's effect on «это существо» / «эту карту» (or «раниться», «скрыться»...): not read.

    A spell is no character (ГЛ «Заклинание»: «обладает списком способностей, которые
    выполняются после оплаты»): it is in the graveyard once paid, never in the game zone,
    so such an effect would name nothing; «отдайте это существо» likewise, a spell having
    no отряд (ГЛ «Отдайте»). Read, it would compile and do nothing: so it stays unsupported.
    """
    return any(e.target is Target.SELF or e.kind in (EffectKind.STRIKE_NOW, EffectKind.USE_NOW) for e in body)  # «это существо …»


def sentences(text: str) -> list[str]:
    """The text's sentences, lower case, without final periods; ``{tap}`` and ``{coin}`` kept."""
    folded = text.replace("ё", "е").replace("Ё", "Е").replace("\u00a0", " ")
    parts = re.split(r"(?<=[.!])\s+|\n+", folded)
    out = []
    for p in parts:
        p = " ".join(p.split()).rstrip(".").strip()
        if p:  # X and the Cyrillic Х read alike where they stand alone (a number)
            out.append(re.sub(r"(?<![а-яa-z])х(?![а-яa-z])", "x", p.casefold()))
    return out


def compile_text(text: str, is_spell: bool = False) -> Abilities:
    """Compile a whole text; :class:`Unsupported` names the first sentence not read whole."""
    kws: list[KeywordAbility] = []
    triggered: list[Triggered] = []
    activated: list[Activated] = []
    spell: list[tuple[Effect, ...]] = []
    raids: list[Raid] = []
    souls: list[Soulcatcher] = []
    elusives: list[Elusive] = []
    superior: list[SuperiorityOver] = []
    instead: list[Replacement] = []
    wards: list[Ward] = []
    ignores: list[Ignoring] = []
    enters: list[EntersWith] = []
    thirst_at = -1
    for s in sentences(text):
        if s == "помещенный":  # ГЛ «Помещённый»: any card (a spell too) placed from the supply into a deck
            kws.append(KeywordAbility(Keyword.PLACED))
            continue
        if not is_spell and s in ("кладка", "1{coin}: создайте яйцо, оно добывает эту карту (эта особенность работает "
                                   "только в руке)"):  # ГЛ «Кладка»: «Активируемая способность»
            activated.append(Activated(False, 1, (Effect(EffectKind.LAY, 0, Target.CONTROLLER),), s, from_hand=True))
            continue
        thirsting = re.fullmatch(r"жажда (\d+)", s) if is_spell else None
        if thirsting and int(thirsting.group(1)) > 0:  # ГЛ «Жажда Х»: «При оплате карты или способности с Жаждой»
            if thirst_at < 0 or int(thirsting.group(1)) > max(k.value for k in kws if k.keyword is Keyword.THIRST):
                thirst_at = len(spell)  # «действовать будет только Жажда с наибольшим значением»: its place
            kws.append(KeywordAbility(Keyword.THIRST, int(thirsting.group(1))))
            if sum(_chosen(b) for b in spell) + 1 > MAX_TARGETS:
                raise Unsupported(s)
            continue
        if s == "ярость":  # ГЛ «Ярость»: «Во время розыгрыша карты с Яростью», any card played (a spell too)
            if any(k.keyword is Keyword.FURY for k in kws):  # «примениться может только одна»
                continue
            kws.append(KeywordAbility(Keyword.FURY))
            continue
        lying = ambush(s) or (None if is_spell else named_trigger(s))  # a spell in ambush chooses its targets as played
        if lying is not None:
            triggered.append(lying)
            continue
        times = None if is_spell else multi_strike(s)
        if times:
            kws.append(KeywordAbility(Keyword.MULTI_STRIKE, times))
            continue
        found = None if is_spell else raid(s)
        if found is not None:
            raids.append(found)
            triggered.extend(replace(t, raid=found.count) for t in found.granted.triggered)
            continue
        soul = None if is_spell else soulcatcher(s)
        if soul is not None:
            souls.append(soul)
            triggered.extend(replace(t, soul=True) for t in soul.granted.triggered)
            activated.extend(replace(a, soul=True) for a in soul.granted.activated)
            continue
        over = None if is_spell else superiority_over(s)
        if over is not None:
            superior.append(over)
            continue
        entering = None if is_spell else enters_with(s)
        if entering is not None:
            enters.append(entering)
            continue
        replacing = None if is_spell else replacement(s)
        if replacing is not None:
            instead.append(replacing)
            continue
        evading = None if is_spell else elusive(s)
        if evading is not None:
            elusives.append(evading)
            continue
        warding = None if is_spell else ward(s)
        if warding is not None:
            wards.append(warding)
            continue
        passing = ignoring(s, is_spell)
        if passing is not None:
            ignores.append(passing)
            continue
        spending = None if is_spell else re.fullmatch(r"расход (\d+):\s*(.+)", s)
        if spending:  # ГЛ «Расход X: [Текст]»
            body = effects(spending.group(2))
            if body is None or int(spending.group(1)) < 1 or not _sound(body, False, trigger=True):
                raise Unsupported(s)
            triggered.append(Triggered(When.SPENT, body, s, threshold=int(spending.group(1))))
            continue
        if ":" in s and not s.startswith(("гибель", "найм", "концентрация", "при атаке", "при ударе", "при выстреле")):
            cost_text, _, rest = s.partition(":")
            cost = _cost(cost_text)
            body = effects(rest.strip())
            if cost is None or body is None or is_spell or _chosen(body) + int(cost.thirst > 0) > MAX_TARGETS \
                    or not _sound(body, cost.x, trigger=False, activated=True):
                raise Unsupported(s)
            activated.append(Activated(cost.tap, cost.coins, body, s, cost.x, cost.per_turn, cost.prayers,
                                       thirst=cost.thirst))
            continue
        kw = None if is_spell else keywords(s)
        if kw is not None:
            kws.extend(kw)
            for k in kw:
                if k.keyword is Keyword.REGENERATION:  # ГЛ «Регенерация X»: «В конце своего хода излечиться на Х»
                    heal = Effect(EffectKind.HEAL, k.value, Target.SELF)
                    triggered.append(Triggered(When.OWN_TURN_END, (heal,), s, keyword=Keyword.REGENERATION))
                if k.keyword is Keyword.UNDEAD:  # ГЛ «Немертвый»: the opponent's ability, X coins for X wounds
                    wound = Effect(EffectKind.UNDEAD_WOUND, 0, Target.SELF, x=True)
                    activated.append(Activated(False, 0, (wound,), s, coins_x=True, by_opponent=True,
                                               keyword=Keyword.UNDEAD))
                if k.keyword is Keyword.STEALTH:  # ГЛ «Скрытность»: «Найм: Это существо cкрывается»
                    triggered.append(Triggered(When.HIRE, (Effect(EffectKind.HIDE, 0, Target.SELF),), s,
                                               keyword=Keyword.STEALTH))
            continue
        for pattern, when in _WHEN:
            m = re.fullmatch(pattern, s)
            if m:
                said = m.group(1)
                may = re.fullmatch(r"(?:вы )?можете (.+)", said)  # «вы можете …»: a yes/no question
                body = effects(may.group(1) if may else said)
                if body is None or is_spell or not _sound(body, False, trigger=True):
                    raise Unsupported(s)
                triggered.append(Triggered(when, body, s, optional=may is not None))
                break
        else:
            extortion = None if is_spell else effect(s)
            if extortion is not None and extortion.kind is EffectKind.EXTORT:
                # a bare «Вымогательство — N{coin}» is read as triggered on hire (READINGS.md)
                triggered.append(Triggered(When.HIRE, (extortion,), s))
                continue
            body = effects(s) if is_spell else None
            if body is None or _chosen(body) + sum(_chosen(b) for b in spell) + int(thirst_at >= 0) > MAX_TARGETS \
                    or not _sound(body, False, trigger=False) or _names_itself(body):
                raise Unsupported(s)
            spell.append(body)
    return Abilities(tuple(kws), tuple(triggered), tuple(activated), tuple(spell), tuple(raids), tuple(souls),
                     tuple(elusives), tuple(superior), tuple(instead), tuple(wards), tuple(ignores),
                     thirst_at, tuple(enters))
