"""The vocabulary of Heroes abilities the compiler reads, as records (ГЛ «Способность»).

A card's text compiles into keywords (permanent abilities the rules know by
name), triggered abilities (ГЛ «Срабатывающая способность»: they always use
the Очередь), activated abilities (ГЛ «Активируемая способность»: a cost
before the colon) and, for a spell, its list of abilities (ГЛ «Заклинание»).
Each ability is a sequence of :class:`Effect` records.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Keyword(Enum):
    """Permanent abilities by their glossary headings (ГЛ «Постоянная способность»)."""

    DASH = "Рывок"
    ARMOUR = "Броня"
    FIRST_STRIKE = "Первый удар"
    LAST_STRIKE = "Последний удар"
    DIRECTED = "Направленный удар"
    ATTACK_EXPERIENCE = "Опыт в атаке"
    DEFENCE_EXPERIENCE = "Опыт в защите"
    VULNERABLE = "Уязвимость"
    REGENERATION = "Регенерация"
    SLEEPER = "Спящий"
    SCALES = "Чешуя"
    VAMPIRISM = "Вампиризм"
    ATTACK_REDUCTION = "от атаки"  # ГЛ «–X от атаки», written «-X от атаки»
    UNIQUE = "Уникальность"  # ГЛ «Уникальность»
    FRENZY = "Бешенство"  # ГЛ «Бешенство»: must strike whenever it can
    WRATH = "Гнев"  # ГЛ «Гнев»: +1 to attacks on creatures already wounded this turn
    MEDITATION = "Медитация"  # ГЛ «Медитация Х»: an attack on it costs the opponent X coins, or his hero's wounds
    MIGHT = "Могущество"  # ГЛ «Могущество X»: at the end of the turn an усиление, up to X
    SUPPRESSION = "Подавление"  # ГЛ «Подавление»: its attack on a creature closes the original target
    STEALTH = "Скрытность"  # ГЛ «Скрытность»: «Найм: Это существо cкрывается»
    SHOT_WARD = "Защита от выстрелов"  # ГЛ «Защита от [текст]»: no wounds from shots
    SPELL_WARD = "Защита от заклинаний"
    SUPERIORITY = "Превосходство"  # ГЛ «Превосходство или Превосходство над [Х]», over every enemy creature
    IGNORE_ARMOUR = "Игнорирует броню"  # ГЛ «Игнорировать [предотвращение] (целевой карты)»: «Пример: «Игнорирует Броню»»
    UNDEAD = "Немертвый"  # ГЛ «Немертвый»: wounded only by its own ability, which the opponent uses
    THIRST = "Жажда"  # ГЛ «Жажда Х»: playing it wounds another chosen character of yours by X  # ГЛ «Защита от [текст]»: no spell's controller may choose it
    HORDE = "Орда"  # ГЛ «Орда»: «работающая в колоде» (deck building only: nothing in play)
    CREATED = "Созданный"  # ГЛ «Созданный»: comes from the supply and goes back there
    PLACED = "Помещённый"  # ГЛ «Помещённый»: shuffled from the supply into a deck; from the graveyard back to the supply
    FURY = "Ярость"  # ГЛ «Ярость»: an additional cost, a wound on each of up to cost own creatures, 1 coin less each
    MULTI_STRIKE = "Один (Х) раз за ход"  # «атакует ударом X раз за ход»: X strike attacks a turn
    STRIKE_SET = "Сведение удара к"  # ГЛ «Сведение удара к Х»: in an attack's fight its strike is X
    TURNED = "Обращенный"  # ГЛ «Обращенный»: a side that appears in play only by «Переверните»
    MODULE = "Модуль"  # ГЛ «Модуль»: entering play, it may be attached to its controller's механизм instead

    @property
    def has_value(self) -> bool:
        """Whether the keyword is written with a number (ГЛ «Броня Х», ГЛ «Регенерация X»...)."""
        return self in (Keyword.ARMOUR, Keyword.REGENERATION, Keyword.SCALES, Keyword.VAMPIRISM,
                        Keyword.ATTACK_REDUCTION, Keyword.MULTI_STRIKE, Keyword.MEDITATION, Keyword.MIGHT,
                        Keyword.THIRST, Keyword.STRIKE_SET)


class EffectKind(Enum):
    """What one effect does; each names the glossary entry it follows."""

    WOUND = "wound"  # ГЛ «Ранить на Х [цель], раниться»
    SHOT = "shot"  # ГЛ «Выстрел на X»
    HEAL = "heal"  # ГЛ «Излечить (излечение) на X»
    FULL_HEAL = "full_heal"  # ГЛ «Полностью излечить»
    DRAW = "draw"  # ГЛ «Возьмите карту»
    STUN = "stun"  # ГЛ «Оглушить [карту/карты]»
    CLOSE = "close"  # ГЛ «Закрыть (существо, карту)»
    OPEN = "open"  # ГЛ «Открытие карты»
    DESTROY = "destroy"  # ГЛ «Уничтожить (карту)»
    FIGHT = "fight"  # ГЛ «Сразиться с выбранным существом»
    STRENGTHEN = "strengthen"  # ГЛ «Эффект усиления»
    WEAKEN = "weaken"  # ГЛ «Эффект ослабления»
    POISON = "poison"  # ГЛ «Отравить на Х»
    DIVIDE = "divide"  # «распределите N ран между …»: the controller divides the wounds as it is performed
    EXTRA_TURN = "extra_turn"  # ГЛ «Дополнительный ход»
    PRAY = "pray"  # ГЛ «Жетоны молитвы»: the controller gains prayers
    CREATE = "create"  # ГЛ «Создайте Х»: «Положите в игру карту Х из запаса»
    RETURN_HAND = "return_hand"  # «верните … в руку владельца» (a created card goes to the supply instead)
    RETURN_DECK = "return_deck"  # ГЛ «Вернуть (убрать) в колоду» (a created card goes to the supply instead)
    SEARCH = "search"  # ГЛ «Поиск — [карта/карты]»: cards of the deck that fit ``find`` to the hand
    VANGUARD = "vanguard"  # ГЛ «Авангард Х»: a creature of cost X or less from the hand, free, with Рывок
    MILL = "mill"  # ГЛ «Мор X»: «Положите Х верхних карт любой колоды на кладбище» (the controller picks the deck)
    INCARNATION = "incarnation"  # ГЛ «Инкарнация X»: lose X coins and return it from the graveyard, closed
    UNDEAD_WOUND = "undead_wound"  # ГЛ «Немертвый»: «ранить эту карту на Х», the only wounds it takes
    WAKE = "wake"  # ГЛ «Спящий»: «теряет Спящий»: it loses Спящий and opens
    HIDE = "hide"  # ГЛ «Скрыться»: the card turns face down and becomes hidden
    AMBUSH = "ambush"  # ГЛ «Засада»: «вы можете разыграть эту карту из руки … за Х»
    PREPARE = "prepare"  # ГЛ «Подготовить [карту/карты]»: opens; its «раз за ход» markers go; it may strike again
    EXTORT = "extort"  # ГЛ «Вымогательство — <условие>»: the opponent may pay; paid, the card loses its text
    TAKE_CONTROL = "take_control"  # ГЛ «Возьмите под контроль Х»: «переходят в ваш отряд»
    GIVE_CONTROL = "give_control"  # ГЛ «Отдайте»: «Выбранная ваша карта переходит под контроль противника»
    PLACE = "place"  # ГЛ «Поместите (поместить) Х»: «Замешайте карту Х из вашего запаса в колоду указанного игрока»
    COPY = "copy"  # ГЛ «Создать копию существа»: a new card with the chosen creature's properties and abilities
    END_TURN = "end_turn"  # ГЛ «Немедленно»: «немедленно закончить ход»: every phase is passed over, the end stage too
    STRIKE_NOW = "strike_now"  # ГЛ «Немедленно»: the ability's creature declares a strike attack at once, by the usual rules
    PLAY_NOW = "play_now"  # ГЛ «Немедленно»: «немедленно разыграйте [карту] из вашей руки» (``find``), by the usual rules
    USE_NOW = "use_now"  # ГЛ «Немедленно»: «немедленно используйте активируемую способность этого существа», by the usual rules
    MINE = "mine"  # ГЛ «Добывает»: «[X] добывает [Y]»: the card goes under the ability's card (``card``: a deck's top)
    LAY = "lay"  # ГЛ «Кладка»: «Создайте Яйцо, оно добывает эту карту» (from the hand)
    TURN = "turn"  # ГЛ «Переверните Х»: the card in play turns to its other side
    REPEAT = "repeat"  # ГЛ «Повторить»: a spell of a graveyard (``card``: "" his own, "enemy", "any"), its abilities again
    REPEAT_ABILITIES = "repeat_abilities"  # ГЛ «Повторить» «только выбранные»: a card's triggers of one kind (``card``) again
    LIFE_GIFT = "life_gift"  # ГЛ «Дар жизни, или Дар жизни X»: extra lives off, a copy of a creature of that cost (-1: no X)
    LIFE_SET = "life_set"  # ГЛ «Жизни сокращаются до Х»: every wound off, then extra or negative lives to make it X
    STRIKE_EQUAL = "strike_equal"  # ГЛ «Удар становится равным Х»: «эффекты +1/-1 к удару» to make its strike X
    IMPROVE = "improve"  # ГЛ «Усовершенствовать (существо)»: it loses its classes and is a механизм; if it was one, the rest is cancelled
    DISABLE = "disable"  # ГЛ «[Текст] Не Работает»: ``card`` the ability named (a keyword's heading, or «особенности»: all)
    ATTACH = "attach"  # ГЛ «Присоединить карту Х к карте Y»: the ability's card goes under the chosen one, one combined card
    COPY_SPELL = "copy_spell"  # ГЛ «Скопировать заклинание»: once its text is performed, its abilities again, new targets
    BECOME_COPY = "become_copy"  # ГЛ «Скопировать свойства и особенности (стать копией)»: the card becomes a copy of the chosen one

    @property
    def tells_done(self) -> bool:
        """Whether the engine tells this effect «полного фактического выполнения» (ГЛ «При этом», ГЛ «Иначе»).

        Every effect that asks no question as it is performed: the wounds all dealt (none
        prevented, none replaced: «без применения эффектов замещения»), all X wounds healed,
        a closed card opened, an open one closed, the cards all drawn or made... (READINGS.md).
        The effects that ask (Поиск, Авангард, Мор, a division, Вымогательство, Дар жизни,
        Повторить) and the end of the turn are not among them.
        """
        return self not in (EffectKind.SEARCH, EffectKind.VANGUARD, EffectKind.MILL, EffectKind.DIVIDE,
                            EffectKind.EXTORT, EffectKind.LIFE_GIFT, EffectKind.REPEAT, EffectKind.END_TURN,
                            EffectKind.REPEAT_ABILITIES, EffectKind.STRIKE_NOW, EffectKind.COPY_SPELL,
                            EffectKind.AMBUSH, EffectKind.INCARNATION, EffectKind.PLAY_NOW, EffectKind.USE_NOW)


EGG = "Яйцо"
"""ГЛ «Кладка»: the created card it makes («Создайте Яйцо»); the card database must hold it as a «Созданный» card."""


class Target(Enum):
    """Whom an effect acts on: a chosen card (ГЛ «Выбранное существо (карта)») or a fixed one."""

    CHARACTER = "character"  # выбранного персонажа: any hero or creature
    CREATURE = "creature"  # выбранное существо
    ENEMY_CHARACTER = "enemy_character"  # выбранного персонажа противника
    ENEMY_CREATURE = "enemy_creature"  # выбранное существо противника
    OWN_CREATURE = "own_creature"  # выбранное ваше существо
    OWN_CHARACTER = "own_character"  # другого вашего выбранного персонажа (ГЛ «Жажда Х»)
    ENEMY_SUPPORT = "enemy_support"  # выбранную карту поддержки противника (control changes only)
    OWN_SUPPORT = "own_support"  # выбранную вашу карту поддержки (control changes only)
    SELF = "self"  # это существо / -ся
    OWN_HERO = "own_hero"  # ваш герой
    ENEMY_HERO = "enemy_hero"  # герой противника
    CONTROLLER = "controller"  # the player himself (draws)

    @property
    def chosen(self) -> bool:
        return self in (Target.CHARACTER, Target.CREATURE, Target.ENEMY_CHARACTER, Target.ENEMY_CREATURE,
                        Target.OWN_CREATURE, Target.OWN_CHARACTER, Target.ENEMY_SUPPORT, Target.OWN_SUPPORT)

    @property
    def supports(self) -> bool:
        """A support card chosen (ГЛ «Карта поддержки»): only a control change takes one."""
        return self in (Target.ENEMY_SUPPORT, Target.OWN_SUPPORT)

    @property
    def creatures_only(self) -> bool:
        return self in (Target.CREATURE, Target.ENEMY_CREATURE, Target.OWN_CREATURE)


class Sought(Enum):
    """The kind of card a «Поиск — [карта/карты]» finds (ГЛ «Поиск — [карта/карты]»)."""

    CARD = "карта"  # any card
    CREATURE = "существо"
    SPELL = "заклинание"
    SUPPORT = "карта поддержки"


@dataclass(frozen=True, slots=True)
class SearchFor:
    """What a search finds: how many cards, of what kind, and what else they must fit.

    ``most`` / ``least``: the cost at most / at least (-1: any); ``card_class`` and
    ``element`` folded ("" any); ``name`` a card named in quotes, as written ("" any).
    """

    sought: Sought
    count: int = 1
    most: int = -1
    least: int = -1
    card_class: str = ""
    element: str = ""
    name: str = ""


@dataclass(frozen=True, slots=True)
class Demand:
    """ГЛ «Вымогательство — <условие>»: what the opponent must do to pay, beyond closing coins (the effect's amount).

    Each part is a payment the glossary names: ``lose`` coins (ГЛ «Потеряйте монету»), ``prayers``
    taken off his hero (ГЛ «Жетоны молитвы»), ``wounds`` on his hero (ГЛ «Оплата»: «получение ран»), cards of
    his hand ``discard``-ed, each of his choice (ГЛ «Сбросьте карту»), and ``close`` open cards of his in the game
    zone closed, each of his choice (ГЛ «Оплата»: «закрытие карты»; ГЛ «Закрыть (существо, карту)»), creatures only
    unless ``close_any`` (his «карты»: the hero and support cards too).
    """

    lose: int = 0
    prayers: int = 0
    wounds: int = 0
    discard: int = 0
    close: int = 0
    close_any: bool = False


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of an ability: its kind, its number (wounds, cards...) and its target.

    ``x`` marks a number written X: the value declared with the ability
    (``with X=N``) stands for ``amount``.
    """

    kind: EffectKind
    amount: int
    target: Target
    x: bool = False
    card: str = ""  # the card an effect names (ГЛ «Создайте Х»), as written
    then: bool = False  # ГЛ «При этом»: performed only once the effect before it was fully, actually performed
    otherwise: bool = False  # ГЛ «Иначе»: performed only if the effect before was refused or not fully performed
    find: SearchFor | None = None  # ГЛ «Поиск — [карта/карты]»: what it finds
    until_end: bool = False  # a control change «до конца хода»: the card goes back as the turn ends
    spot: str = ""  # ГЛ «Поместите (поместить) Х»: «на указанное место в колоде»: "top" or "bottom" ("" shuffled in)
    demand: Demand | None = None  # ГЛ «Вымогательство — <условие>»: the parts of the condition beyond the coins (``amount``)

    @property
    def picks(self) -> bool:
        """Whether the target is chosen as the ability is declared or enters (a division chooses as performed)."""
        return self.target.chosen and self.kind is not EffectKind.DIVIDE

    def value(self, x: int) -> int:
        """The number in force: ``x`` for an X, else the printed one."""
        return x if self.x else self.amount


class When(Enum):
    """When a triggered ability triggers (ГЛ «Гибель: [текст]», «Найм: [текст]», «В начале хода»)."""

    DEATH = "Гибель"
    HIRE = "Найм"
    OWN_TURN_START = "в начале вашего хода"
    TURN_START = "в начале хода"
    OWN_TURN_END = "в конце вашего хода"
    TURN_END = "в конце хода"
    CONCENTRATION = "Концентрация"  # ГЛ «Концентрация: [Текст]»: the start of your turn, if unwounded
    SPENT = "расход"  # ГЛ «Расход X: [Текст]»: coins spent, X or more this turn
    PLAYED = "после розыгрыша"  # ГЛ «Авангард Х»: «После розыгрыша этой карты»
    ON_ATTACK = "при атаке"  # ГЛ «При атаке»: it deals an attack (a strike or a shot, not a counter-strike)
    ON_STRIKE = "при ударе"  # ГЛ «При ударе»: it deals a strike, a counter-strike too
    ON_SHOT = "при выстреле"  # ГЛ «При выстреле»
    OPPONENT_TURN_START = "в начале хода противника"
    OPPONENT_TURN_END = "в конце хода противника"
    ENEMY_STRIKE = "когда противник атакует ударом"  # an opponent's strike attack is declared
    ENEMY_STRIKE_HERO = "когда противник атакует ударом вашего героя"  # ... at your hero
    OWN_CREATURE_DIES = "когда погибает ваше существо"  # another creature of yours dies
    ENEMY_PLAYS_CREATURE = "когда противник разыгрывает существо"  # a creature played appears in his game zone
    ENEMY_PLAYS_SPELL = "когда противник разыгрывает заклинание"  # his spell is paid: its abilities are in the Очередь
    ENEMY_PLAYS_CARD = "когда противник разыгрывает карту"  # any card of his played from the hand (a spell, creature, support)
    ENEMY_CREATURE_DIES = "когда погибает существо противника"  # a creature under his control dies
    ANY_CREATURE_DIES = "когда погибает существо"  # any creature in play dies, either player's
    ENEMY_STRIKE_CREATURE = "когда противник атакует ударом ваше существо"  # his strike attack is declared at a creature of yours
    ENEMY_SHOOTS = "когда противник делает выстрел"  # he declares a shot (ГЛ «Выстрел на X»)
    ENEMY_USES = "когда противник использует активируемую способность"  # he declares an activated ability (a shot too)
    ENEMY_PLAYS_SUPPORT = "когда противник разыгрывает карту поддержки"  # his support card played has appeared
    OWN_HERO_WOUNDED = "когда ваш герой получает раны"  # your hero takes 1 or more wounds (not prevented)


AMBUSH_WHEN = (When.OPPONENT_TURN_START, When.OPPONENT_TURN_END, When.ENEMY_STRIKE, When.ENEMY_STRIKE_HERO,
               When.OWN_CREATURE_DIES, When.ENEMY_PLAYS_CREATURE, When.ENEMY_PLAYS_SPELL, When.ENEMY_PLAYS_CARD,
               When.ENEMY_CREATURE_DIES, When.OWN_TURN_START, When.OWN_TURN_END, When.TURN_START, When.TURN_END,
               When.ANY_CREATURE_DIES, When.ENEMY_STRIKE_CREATURE, When.ENEMY_SHOOTS, When.ENEMY_USES,
               When.ENEMY_PLAYS_SUPPORT, When.OWN_HERO_WOUNDED)
"""The conditions «<условие>, Засада Х» is read with (ГЛ «Засада»: «Эта особенность работает как в свой ход,
так и в ход противника», so one's own turn's start and end are among them)."""


@dataclass(frozen=True, slots=True)
class Triggered:
    """A triggered ability: when, and what it does once performed in the Очередь."""

    when: When
    effects: tuple[Effect, ...]
    text: str
    optional: bool = False  # «вы можете …»: its controller answers yes or no as it is performed
    from_hand: bool = False  # ГЛ «Засада»: it works in the hand («разыграть эту карту из руки»), not in play
    threshold: int = 0  # ГЛ «Расход X: [Текст]»: the X
    from_graveyard: bool = False  # ГЛ «Инкарнация X»: it works in the graveyard («нельзя заявить, когда карта находится в игровой зоне»)
    raid: int = 0  # ГЛ «Набег Х - [Текст]»: part of [Текст], in force only while the card makes its X-th strike attack or later
    soul: bool = False  # ГЛ «Душелов - [Текст]»: part of [Текст], in force only once a creature died this turn
    keyword: Keyword | None = None  # the keyword it stands for (Регенерация, Скрытность), which «не работает» stops

    @property
    def in_play(self) -> bool:
        """Whether it triggers from the game zone: an ambush works in the hand, an Инкарнация in the graveyard only."""
        return not (self.from_hand or self.from_graveyard)


@dataclass(frozen=True, slots=True)
class Activated:
    """An activated ability ``[cost]: [effect]`` (ГЛ «Активируемая способность», ГЛ «Оплата»)."""

    tap: bool
    coins: int
    effects: tuple[Effect, ...]
    text: str
    coins_x: bool = False  # ``X{coin}`` in the cost: X more coins, X declared with the ability
    per_turn: int = 0  # ГЛ «Один (Х) раз за ход» in the cost: the card may hold at most this many markers (0: no limit)
    prayers: int = 0  # ГЛ «Жетоны молитвы»: prayers taken off the hero as payment
    by_opponent: bool = False  # ГЛ «Немертвый»: «в свой ход противник может закрыть Х монет и ранить эту карту на Х»
    thirst: int = 0  # ГЛ «Жажда Х» in the cost: another chosen character of the controller takes X wounds as payment
    from_hand: bool = False  # ГЛ «Кладка»: «эта особенность работает только в руке»
    soul: bool = False  # ГЛ «Душелов - [Текст]»: part of [Текст], usable only once a creature died this turn
    keyword: Keyword | None = None  # the keyword it stands for (Немертвый), which «не работает» stops

    @property
    def least_x(self) -> int:
        """The least X a use may declare (-1: no X).

        ГЛ «Оплата» makes the payment «ресурсы, необходимые для использования»: with no
        ``{tap}``, fixed coins, «раз за ход» marker or prayer beside ``X{coin}``, X 0 would
        pay nothing and could be declared without end, so such an ability (Немертвый among
        them) takes X of 1 or more.
        """
        if not self.coins_x:
            return -1
        return 1 if not (self.tap or self.coins or self.per_turn or self.prayers or self.thirst) else 0

    @property
    def is_shot(self) -> bool:
        """ГЛ «Выстрел на X»: an ability that is an attack."""
        return any(e.kind is EffectKind.SHOT for e in self.effects)


@dataclass(frozen=True, slots=True)
class KeywordAbility:
    """A keyword with its number (0 when it has none)."""

    keyword: Keyword
    value: int = 0


@dataclass(frozen=True, slots=True)
class Raid:
    """ГЛ «Набег Х - [Текст]»: «Пока это существо атакует, и это Х или более атака за ход, оно имеет [текст]».

    ``granted`` is [Текст] compiled: its permanent abilities (keywords, wards, «Игнорирует …»,
    Превосходство над, Неуловимость) are read from here while in force; its triggered
    abilities stand in the card's own list, marked ``raid`` (so each keeps its place, K).
    """

    count: int
    granted: Abilities
    text: str

    @property
    def keywords(self) -> tuple[KeywordAbility, ...]:
        return self.granted.keywords


@dataclass(frozen=True, slots=True)
class Soulcatcher:
    """ГЛ «Душелов - [Текст]»: «[Текст] существует, только если в этом ходу погибло существо».

    ``granted`` as for :class:`Raid`; its triggered and activated abilities stand in the card's
    own lists, marked ``soul``.
    """

    granted: Abilities
    text: str

    @property
    def keywords(self) -> tuple[KeywordAbility, ...]:
        return self.granted.keywords


@dataclass(frozen=True, slots=True)
class Elusive:
    """ГЛ «Неуловимость от [ТЕКСТ]»: «Существа с [ТЕКСТ] не могут быть назначены защитниками от
    этого существа и не могут атаковать это существо, пока оно открыто»; [ТЕКСТ] one keyword, a
    class (``card_class``, folded) or an element (``element``, folded)."""

    keyword: Keyword | None
    text: str
    card_class: str = ""
    element: str = ""

    @property
    def what(self) -> str:
        """[ТЕКСТ] in words, for the log and refusals."""
        if self.keyword is not None:
            return self.keyword.value
        return f"класс {self.card_class}" if self.card_class else f"стихия {self.element}"


class Over(Enum):
    """The creatures a «Превосходство над [Х]» is over (ГЛ «Превосходство или Превосходство над [Х]»: «над существом,
    существом с классом [Х], существами, удовлетворяющими условию [Х], или над всеми существами противника»)."""

    EVERY = "существом"  # every other creature, either player's
    ENEMY = "всеми существами противника"  # every creature of the other player, as plain Превосходство
    CLASS = "с классом"  # a creature with the class named
    ELEMENT = "стихии"  # a condition: a creature of the element named
    COST_AT_MOST = "стоимостью N или менее"  # a condition: a creature costing N or less
    COST_AT_LEAST = "стоимостью N или более"  # a condition: a creature costing N or more


@dataclass(frozen=True, slots=True)
class SuperiorityOver:
    """ГЛ «Превосходство над [Х]»: whom it is over; ``card_class`` the class or element folded, ``cost`` the N."""

    over: Over
    text: str
    card_class: str = ""
    cost: int = 0


class WardFrom(Enum):
    """What a «Защита от [текст]» or «Не получает ран от [текст]» is from: the glossary's kinds of blows and sources."""

    STRIKES = "ударов"  # strikes and counter-strikes (ГЛ «Ответный удар»: «Удар, который наносит отражающая карта»)
    COUNTERS = "ответных ударов"  # counter-strikes only
    ATTACKS = "атак"  # strikes and shots, not counter-strikes (ГЛ «Атака»: «Выстрел или удар… ответный удар не является атакой»)
    SHOTS = "выстрелов"  # ГЛ «Выстрел на X»
    ABILITIES = "способностей"  # the wounds of abilities' effects, shots among them (ГЛ «Выстрел на X»: «Способность, атака»)
    SPELLS = "заклинаний"  # the abilities of spells (ГЛ «Заклинание»)
    CREATURES = "существ"  # anything a creature deals
    HEROES = "героев"  # anything a hero deals
    ELEMENT = "стихии"  # anything a card of the element deals (``element`` names it, folded)


@dataclass(frozen=True, slots=True)
class Ward:
    """ГЛ «Защита от [текст]» (``protection``: «порождающая эффект замещения») or ГЛ «Не получает ран от [текст]».

    Both mean the card takes no wounds from [текст]; a «Защита» is a replacement and a
    protection, so «Игнорирует защиту…» and «Игнорирует замещения» pass it by.
    """

    source: WardFrom
    protection: bool
    text: str
    element: str = ""


class IgnoreKind(Enum):
    """What an «Игнорирует …» passes by (the glossary's entries «Игнорировать …»)."""

    FEATURES = "особенности"  # ГЛ «Игнорировать особенности [карт]»: all the kinds below
    WARDS = "защиты"  # ГЛ «Игнорировать [защиту]»: ``ward`` one, or every one
    TRIGGERS = "срабатывающие особенности"  # ГЛ «Игнорировать [срабатывающую особенность] (целевой карты)»: ``when`` one, or every one
    PREVENTIONS = "предотвращения"  # ГЛ «Игнорировать [предотвращение] (целевой карты)»: Броня, Чешуя
    REPLACEMENTS = "замещения"  # ГЛ «Игнорировать [замещение]»: «Вместо», «Защита от [текст]»
    DUTIES = "особенности, обязывающие атаковать"  # ГЛ «Игнорировать [особенность, обязывающую атаковать]»


@dataclass(frozen=True, slots=True)
class Ignoring:
    """One «Игнорирует …» sentence: the kind, and the one ability of the kind it names (None: every one)."""

    kind: IgnoreKind
    text: str
    ward: WardFrom | None = None
    when: When | None = None
    keyword: Keyword | None = None

    def covers(self, kind: IgnoreKind) -> bool:
        """Whether it passes by abilities of that kind: «особенности» every kind of the target cards, but
        a duty to attack it passes by is the card's own (ГЛ «Игнорировать [особенность, обязывающую атаковать]»)."""
        return self.kind is kind or self.kind is IgnoreKind.FEATURES and kind is not IgnoreKind.DUTIES


class InsteadOf(Enum):
    """The events a «вместо этого» replaces (ГЛ «Вместо»: «Если (когда) [текст Х], вместо этого выполнить [текст У]»)."""

    WOUNDED = "это существо должно получить раны"  # wounds about to be put on the card, after every prevention
    DIES = "это существо должно погибнуть"  # it is to go from the game zone to the graveyard (ГЛ «Гибель (существа, карты)»)
    # the other events the glossary replaces for a card (ГЛ «Созданный»: «должна вернуться из любой зоны в колоду,
    # в руку или становится добытой, вместо этого …»), here the card's own text replacing them while it is in play
    RETURNS_HAND = "это существо должно вернуться в руку"
    RETURNS_DECK = "это существо должно вернуться в колоду"
    MINED = "это существо должно стать добытым"


@dataclass(frozen=True, slots=True)
class Replacement:
    """ГЛ «Вместо»: when [Х] would happen, [У] is performed instead, at once (no Очередь).

    [У] are effects with no chosen target that ask no question, so they can be
    performed in the moment [Х] awaits.
    """

    event: InsteadOf
    effects: tuple[Effect, ...]
    text: str


@dataclass(frozen=True, slots=True)
class EntersWith:
    """ГЛ «Входит в игру с [эффект]»: «Обычный вход в игру замещается входом с эффектом или в указанном виде».

    What the card has as it enters the game zone: усиление and ослабление markers, extra
    lives, wounds, and closed («в закрытом виде»).
    """

    text: str
    strengthen: int = 0
    weaken: int = 0
    extra_life: int = 0
    wounds: int = 0
    closed: bool = False


MECHANISM = "Механизм"
"""ГЛ «Усовершенствовать (существо)»: the class an improved creature has («становится механизмом»)."""


@dataclass(frozen=True, slots=True)
class Abilities:
    """Everything a card's text compiled into, in text order within each kind."""

    keywords: tuple[KeywordAbility, ...] = ()
    triggered: tuple[Triggered, ...] = ()
    activated: tuple[Activated, ...] = ()
    spell: tuple[tuple[Effect, ...], ...] = ()
    raids: tuple[Raid, ...] = ()
    souls: tuple[Soulcatcher, ...] = ()
    elusive: tuple[Elusive, ...] = ()
    superior: tuple[SuperiorityOver, ...] = ()
    instead: tuple[Replacement, ...] = ()
    wards: tuple[Ward, ...] = ()
    ignores: tuple[Ignoring, ...] = ()
    thirst_at: int = -1  # ГЛ «Жажда Х» on a spell: how many of its abilities come before it (its target's place)
    enters: tuple[EntersWith, ...] = ()  # ГЛ «Входит в игру с [эффект]»

    def joined(self, more: Abilities) -> Abilities:
        """These abilities and ``more`` after them, «в дополнение к своим» (ГЛ «Скопировать свойства и особенности»)."""
        return Abilities(self.keywords + more.keywords, self.triggered + more.triggered, self.activated + more.activated,
                         self.spell, self.raids + more.raids, self.souls + more.souls, self.elusive + more.elusive,
                         self.superior + more.superior, self.instead + more.instead, self.wards + more.wards,
                         self.ignores + more.ignores, self.thirst_at, self.enters + more.enters)

    def created_cards(self) -> list[str]:
        """The names of the cards its «Создайте» effects put into play (ГЛ «Создайте Х»)."""
        bodies = [*(t.effects for t in self.triggered), *(a.effects for a in self.activated), *self.spell,
                  *(r.effects for r in self.instead)]
        return [EGG if e.kind is EffectKind.LAY else e.card for body in bodies for e in body
                if e.kind in (EffectKind.CREATE, EffectKind.LAY)]

    def placed_cards(self) -> list[str]:
        """The names of the cards its «Поместите» effects shuffle into a deck (ГЛ «Поместите (поместить) Х»)."""
        bodies = [*(t.effects for t in self.triggered), *(a.effects for a in self.activated), *self.spell,
                  *(r.effects for r in self.instead)]
        return [e.card for body in bodies for e in body if e.kind is EffectKind.PLACE]

    def value(self, keyword: Keyword) -> int | None:
        """The keyword's highest value, or None when the card lacks it ("only the highest works")."""
        found: int | None = None
        for k in self.keywords:
            if k.keyword is keyword and (found is None or k.value > found):
                found = k.value
        return found
