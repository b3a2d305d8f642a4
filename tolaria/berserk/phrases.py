"""The grammar of permanent modifier sentences: «+X к ... по ...», «-X от ...», «Строй: ...» (Online 405, 422).

Every function takes one normalised sentence (lower case, single spaces,
icons written as their words, see :func:`tolaria.berserk.compiler.normalise`)
and returns its typed record or None when the sentence is not of its form;
a sentence of the form whose words are not all understood is None as
well, so the card stays unsupported with the sentence named.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk import board
from tolaria.berserk.abilities import (
    FLIGHT,
    SPELL,
    AttackProtection,
    AttackScope,
    Aura,
    CardFilter,
    ColumnRangeAura,
    Conditional,
    CountedX,
    DirectedAgainst,
    ForcedTarget,
    InFormation,
    JumpRangeAura,
    MoveBonus,
    Neighbours,
    NoTokensFromOthers,
    OnlyOpposite,
    RangeBonus,
    RangeSet,
    RecruitGain,
    ReducedTo,
    ReducedToWeak,
    Reduction,
    RepeatedStrikes,
    StrengthBonus,
    TokenLimit,
    UnansweredAtLone,
    Unwounded,
)
from tolaria.berserk.cards import AttackKind, Keyword, Named

ELEMENTS = {"степн": "Степи", "лесн": "Леса", "горн": "Горы", "болотн": "Болота", "темн": "Тьма", "тёмн": "Тьма"}
"""Element adjectives by stem (the tables write «по болотным», «атак степных существ»)."""
ABILITY_NAMES = {
    "разрядом": AttackKind.DISCHARGE.value, "магическим ударом": AttackKind.MAGIC.value, "заклинанием": SPELL,
    "выстрелом": AttackKind.SHOT.value, "метанием": AttackKind.THROW.value,
    "опыт в атаке": Keyword.ATTACK_EXPERIENCE.value, "опыт в защите": Keyword.DEFENSE_EXPERIENCE.value,
    "броня": Keyword.ARMOR.value, "телепортацией": Keyword.TELEPORTATION.value, "полетом": FLIGHT,
    "ордой": Keyword.HORDE.value,
}
"""Abilities a filter «обладающим X, Y или Z» may name (instrumental case; icons as their words)."""

OWN_ATTACKS: dict[str, AttackScope] = {
    "{strike}": AttackScope(frozenset({AttackKind.SIMPLE})),
    "слабому {strike}": AttackScope(frozenset({AttackKind.SIMPLE}), tiers=frozenset({1})),
    "среднему {strike}": AttackScope(frozenset({AttackKind.SIMPLE}), tiers=frozenset({2})),
    "сильному {strike}": AttackScope(frozenset({AttackKind.SIMPLE}), tiers=frozenset({3})),
    "среднему и сильному {strike}": AttackScope(frozenset({AttackKind.SIMPLE}), tiers=frozenset({2, 3})),
    "среднему и сильному метанию": AttackScope(frozenset({AttackKind.THROW}), tiers=frozenset({2, 3})),
    "выстрелу": AttackScope(frozenset({AttackKind.SHOT})),
    "выстрелам": AttackScope(frozenset({AttackKind.SHOT})),
    "метанию": AttackScope(frozenset({AttackKind.THROW})),
    "разряду": AttackScope(frozenset({AttackKind.DISCHARGE})),
    "удар через ряд": AttackScope(frozenset({AttackKind.ACROSS_ROW})),
    "особому удару": AttackScope(frozenset({AttackKind.SPECIAL})),
    "магическому удару": AttackScope(frozenset({AttackKind.MAGIC})),
    "ударам": AttackScope(frozenset({AttackKind.SIMPLE, AttackKind.SPECIAL, AttackKind.MAGIC})),
}
"""«+X к [атаке]»: the card's own attacks, in the dative the tables use."""

MELEE: frozenset[AttackKind] = frozenset({AttackKind.SIMPLE, AttackKind.SPECIAL, AttackKind.MAGIC})
"""«Удары»: the attacks made at an adjacent card (Online 205.2, «Особый Удар», «Магический Удар»)."""
ATTACKS_ON: dict[str, AttackScope] = {
    "{strike}": AttackScope(frozenset({AttackKind.SIMPLE})),
    "слабых {strike}": AttackScope(frozenset({AttackKind.SIMPLE}), tiers=frozenset({1})),
    "атак": AttackScope(),
    "всех атак": AttackScope(),
    "немагических атак": AttackScope(magical=False),
    "всех немагических атак": AttackScope(magical=False),
    "дальних атак": AttackScope(ranged=True),
    "ударов": AttackScope(MELEE),
    "немагических ударов": AttackScope(MELEE - {AttackKind.MAGIC}),
    "выстрелов": AttackScope(frozenset({AttackKind.SHOT})),
    "метаний": AttackScope(frozenset({AttackKind.THROW})),
    "выстрелов и метаний": AttackScope(frozenset({AttackKind.SHOT, AttackKind.THROW})),
    "разрядов": AttackScope(frozenset({AttackKind.DISCHARGE})),
    "магических ударов": AttackScope(frozenset({AttackKind.MAGIC})),
    "магических ударов и разрядов": AttackScope(frozenset({AttackKind.MAGIC, AttackKind.DISCHARGE})),
}
"""«-X от [атак]»: the attacks on the card, in the genitive plural."""


TIER_ADJECTIVES = {"слабых": 1, "средних": 2, "сильных": 3}
"""The strength rows (Online 205.4) in the genitive plural: «от средних и сильных {strike}»."""


def while_closed(sentence: str, static_of: Callable[[str], object | None]) -> Conditional | None:
    """«-1 от средних и сильных {strike}, пока закрыт»: a reduction in force while the card is closed (Online 219)."""
    from tolaria.berserk.abilities import IsClosed

    m = re.fullmatch(r"(.+), пока закрыт[аоы]?", sentence)
    found = static_of(m.group(1)) if m else None
    return Conditional(IsClosed(), found) if isinstance(found, Reduction) else None


def element_of(word: str) -> str | None:
    """The element an adjective names, by its stem («горное», «по болотным»), or None."""
    for stem, element in ELEMENTS.items():
        if word.startswith(stem):
            return element
    return None


def _having(words: str) -> frozenset[str] | None:
    """«разрядом, магическим ударом или заклинанием» → the names, or None if one is unknown."""
    parts = re.split(r", | или | и ", words)
    names = [ABILITY_NAMES.get(p.strip()) for p in parts]
    if not parts or any(n is None for n in names):
        return None
    return frozenset(n for n in names if n is not None)


def abilities_named(words: str) -> frozenset[str] | None:
    """«разрядом, магическим ударом или заклинанием»: the abilities named in the instrumental, or None."""
    return _having(words)


def target_filter(words: str) -> CardFilter | None:
    """The dative plural after «по»: «болотным», «закрытым существам», «картам, обладающим ...»."""
    if words == "существам, перемещавшимся в этот ход":
        return CardFilter(moved=True)
    m = re.fullmatch(r"(?:картам|существам), обладающим (.+)", words)
    if m:
        having = _having(m.group(1))
        return CardFilter(having=having) if having else None
    m = re.fullmatch(r"(\w+)(?: (?:существам|картам))?", words)
    if m is None:
        return None
    adjective = m.group(1)
    if words == "существам, перемещавшимся в этот ход":
        return CardFilter(moved=True)
    if adjective == "защитникам" and m.group(0) == adjective:
        return CardFilter(defender=True)
    if adjective == "закрытым":
        return CardFilter(closed=True)
    if adjective == "летающим":
        return CardFilter(flyer=True)
    if adjective == "уникальным":
        return CardFilter(unique=True)
    if adjective == "героям" and m.group(0) == adjective:
        return CardFilter(classes=HERO_CLASSES)
    element = element_of(adjective)
    return CardFilter(element=element) if element else None


HERO_CLASSES = frozenset({"Герой-воин", "Герой-разбойник", "Герой-жрец", "Герой-маг"})
"""«по героям»: the cards of the hero classes (the card data's ``classes``)."""


def source_filter(words: str) -> CardFilter | None:
    """The genitive after «атак»: «летающих», «степных существ», «существ стоимостью 3 или менее»."""
    m = re.fullmatch(r"существ стоимостью (\d+) или менее", words)
    if m:
        return CardFilter(max_cost=int(m.group(1)))
    m = re.fullmatch(r"существ с \{move\} ?(\d+) или больше", words)
    if m:  # «-1 от атак существ с {move}2 или больше»: by the printed movement allowance (Online 203.1)
        return CardFilter(min_move=int(m.group(1)))
    m = re.fullmatch(r"(\w+)(?: (?:существ|карт))?", words)
    if m is None:
        return None
    adjective = m.group(1)
    if adjective in ("летающих", "нелетающих"):
        return CardFilter(flyer=adjective == "летающих")
    if adjective == "уникальных":
        return CardFilter(unique=True)
    element = element_of(adjective)
    return CardFilter(element=element) if element else None


COUNTED_X = {x.value: x for x in CountedX} | {
    "половина текущих {health} атакованного существа (при нечетном количестве текущих {health} округлять их в меньшую "
    "сторону)": CountedX.TARGET_HALF_LIFE,
}
"""The words after «где X —» that :class:`CountedX` names."""


def counted_bonus(sentence: str) -> StrengthBonus | None:
    """«+X к сильному {strike}, где X — половина текущих {health} атакованного существа (...)», «+X к {strike}, где X
    количество стихий в отряде противника»: a bonus whose X is counted as the attack's value is fixed."""
    m = re.fullmatch(r"\+x к (.+?), где x(?: —)? (.+)", sentence)
    if m is None:
        return None
    scope, counted = OWN_ATTACKS.get(m.group(1)), COUNTED_X.get(m.group(2))
    if scope is None or counted is None:
        return None
    return StrengthBonus(1, scope, x_of=counted)


def strength_bonus(sentence: str, name: str = "") -> StrengthBonus | None:
    """«+X к {strike}», «+X к {strike} по болотным», «+1 к метанию по картам, обладающим ...» (Online 422.1).

    «+2 к выстрелу за каждую {counter} на Арбалетчике» (the card itself, ``name``) counts its tokens.
    """
    counted_x = counted_bonus(sentence)
    if counted_x is not None:
        return counted_x
    m = re.fullmatch(r"\+(\d+) к следующему (\{strike\}|удару)", sentence)
    if m:  # «+2 к следующему {strike}»: an acquired bonus its next simple strike uses up
        return StrengthBonus(int(m.group(1)), OWN_ATTACKS["{strike}"], next_only=True)
    m = (re.fullmatch(r"\+(\d+) к (.+?) за каждую \{counter\} на (.+)", sentence)
         or re.fullmatch(r"\+x() к (.+?), где x — количество \{counter\} на (.+)", sentence))
    if m:  # «+X к {strike}, где X — количество {counter} на Камнедреве»: one for each token
        from tolaria.berserk.trigger_phrases import names_card

        scope = OWN_ATTACKS.get(m.group(2))
        if scope is None or not name or not names_card(m.group(3), name):
            return None
        return StrengthBonus(int(m.group(1) or 1), scope, None, per_token=True)
    counted = _per_card(sentence)
    if counted is not None:
        return counted
    m = re.fullmatch(r"\+(\d+) к (.+?) по (?:существам|картам) напротив (.+)", sentence)
    if m:
        from tolaria.berserk.trigger_phrases import names_card

        scope = OWN_ATTACKS.get(m.group(2))
        if scope is None or not name or not names_card(m.group(3), name):
            return None
        return StrengthBonus(int(m.group(1)), scope, None, opposite=True)
    m = re.fullmatch(r"\+(\d+) к следующему (.+)", sentence)
    if m:  # «+1 к следующему метанию» (acquired): the card's next attack of that kind
        scope = OWN_ATTACKS.get(m.group(2))
        return StrengthBonus(int(m.group(1)), scope, None, next_only=True) if scope is not None else None
    m = re.fullmatch(r"\+(\d+) (?:к )?(.+?)(?: по (.+))?", sentence) or re.fullmatch(r"(-\d+) к (.+?)(?: по (.+))?", sentence)
    if m is None:
        return None  # («-1 к {strike}»: a penalty, the same record with a negative X; «-1 от ...» is a reduction)
    scope = OWN_ATTACKS.get(m.group(2))
    if scope is None:
        return None
    target = None
    if m.group(3) is not None:
        target = target_filter(m.group(3)) or _with_ability(m.group(3))
        if target is None:
            return None
    return StrengthBonus(int(m.group(1)), scope, target)


def reduction(sentence: str) -> Reduction | None:
    """«-X от [атак]» with a source («атак летающих», «атак существ стоимостью 3 или менее») or «ударов по диагонали»."""
    m = re.fullmatch(r"-(\d+) от (.+)", sentence)
    if m is None:
        return None
    x, words = int(m.group(1)), m.group(2)
    scope = ATTACKS_ON.get(words)
    if scope is not None:
        return Reduction(x, scope)
    m = re.fullmatch(r"((?:слабых|средних|сильных)(?: и (?:средних|сильных))?) (\{strike\}|ударов)", words)
    if m:  # «-1 от средних и сильных {strike}»: only the attacks of those strength rows (Online 205.4)
        tiers = frozenset(TIER_ADJECTIVES[w] for w in m.group(1).split(" и "))
        return Reduction(x, AttackScope(ATTACKS_ON[m.group(2)].kinds, tiers=tiers))
    m = re.fullmatch(r"(?:ближних )?(немагических ударов|ударов|\{strike\}), нанесенных не по диагонали", words)
    if m:  # «-2 от ближних немагических ударов, нанесенных не по диагонали»
        return Reduction(x, AttackScope(ATTACKS_ON[m.group(1)].kinds, straight=True))
    if words == "направленных ударов":
        # glossary «Направленный Удар»: «От простого или особого удара этой карты нельзя назначить защитника»: the
        # simple and special strikes of a card with it («Безответный удар» includes it)
        return Reduction(x, AttackScope(frozenset({AttackKind.SIMPLE, AttackKind.SPECIAL}),
                                        source=CardFilter(having=frozenset({Keyword.DIRECTED_STRIKE.value}))))
    m = re.fullmatch(r"(ударов|\{strike\}) по диагонали", words)
    if m:
        base = ATTACKS_ON[m.group(1)]
        return Reduction(x, AttackScope(base.kinds, diagonal=True))
    m = re.fullmatch(r"(атак|ударов) существ, стоящих в ([123]) ряду противника", words)
    if m:  # «-1 от атак существ, стоящих в 1 ряду противника»: by where the attacker stands
        return Reduction(x, AttackScope(ATTACKS_ON[m.group(1)].kinds, source_row=int(m.group(2))))
    m = re.fullmatch(r"((?:немагических |дальних )?(?:атак|ударов)) (.+)", words)
    if m:
        attacks = ATTACKS_ON.get(m.group(1))
        source = source_filter(m.group(2))
        if attacks is None or source is None:
            return None
        return Reduction(x, AttackScope(attacks.kinds, attacks.magical, attacks.ranged, attacks.tiers, source))
    return None


PARTNERS = {"элитным": CardFilter(elite=True), "рядовым": CardFilter(elite=False)}


def formation(sentence: str, named: Callable[[str], Named | None]) -> Conditional | None:
    """Online «Строй»: «Строй: [особенность]» with an optional «(пока в строю с элитным существом)»."""
    m = re.fullmatch(r"строй: (.+?)(?: \(пока в строю с (\w+) существом\))?", sentence)
    if m is None:
        return None
    partner = None
    if m.group(2) is not None:
        partner = PARTNERS.get(m.group(2))
        if partner is None:
            return None
    inner = m.group(1)
    ability = named(inner) or strength_bonus(inner) or reduction(inner)
    if ability is None:
        return None
    return Conditional(InFormation(partner), ability)


def unwounded(sentence: str, named: Callable[[str], Named | None] | None = None) -> Conditional | None:
    """«-1 от дальних атак, пока не имеет ран», «Может двигаться по диагонали, пока не имеет ран»:
    an ability in force while the card has no wounds."""
    m = re.fullmatch(r"(.+), пока не имеет ран", sentence)
    if m is None:
        return None
    ability = strength_bonus(m.group(1)) or reduction(m.group(1)) or (named(m.group(1)) if named else None)
    return Conditional(Unwounded(), ability) if ability is not None else None


def directed_against(sentence: str) -> tuple[StrengthBonus, DirectedAgainst] | DirectedAgainst | None:
    """«направленный удар по [картам]» and «+X к {strike} и направленный удар по [картам]» (icons as words)."""
    m = re.fullmatch(r"(?:\+(\d+) к \{strike\} и )?направленный удар по (.+)", sentence)
    if m is None:
        return None
    target = target_filter(m.group(2)) or _with_ability(m.group(2))
    if target is None:
        return None
    directed = DirectedAgainst(target)
    if m.group(1) is None:
        return directed
    return StrengthBonus(int(m.group(1)), OWN_ATTACKS["{strike}"], target), directed


def _with_ability(words: str) -> CardFilter | None:
    """«картам с метанием»: cards having the named ability (instrumental case)."""
    m = re.fullmatch(r"(?:картам|существам) с (.+)", words)
    if m is None:
        return None
    having = _having(m.group(1))
    return CardFilter(having=having) if having else None


PROTECTED_ATTACKS = {
    "атак": AttackScope(),
    "слабых {strike}": AttackScope(frozenset({AttackKind.SIMPLE}), tiers=frozenset({1})),
    "немагических атак": AttackScope(magical=False),
    "всех немагических атак": AttackScope(magical=False),
}
"""«Защита от [атак]» with a strength row: the attacks it stops."""
VALUED_ATTACKS = {"ближних ударов": AttackScope(MELEE), "атак": AttackScope(), "немагических атак": AttackScope(magical=False),
                  "ударов": AttackScope(MELEE)}
"""«Защита от [атак] величиной ...»: the attacks a protection by value names («ближние удары»: those at an adjacent card)."""


def attack_protection(sentence: str) -> AttackProtection | None:
    """«Защита от слабых {strike}» (glossary «Защита от [текст]»), «Защита от ближних ударов величиной 3 и более»,
    «защита от атак величиной не более 3» (the acquired form of «величиной X или менее», X written in)."""
    m = re.fullmatch(r"защита от (.+?) величиной (?:(\d+) (и более|или менее)|не более (\d+)|(\d+))", sentence)
    if m:
        scope = VALUED_ATTACKS.get(m.group(1))
        if scope is None:
            return None
        if m.group(4) is not None:
            return AttackProtection(scope, at_most=int(m.group(4)))
        if m.group(5) is not None:
            # «величиной 1», «такой величины»: of that value exactly (for 1 the same as «1 или менее»: an attack of
            # less deals no wounds, Online 103.7.b)
            return AttackProtection(scope, at_least=int(m.group(5)), at_most=int(m.group(5)))
        x = int(m.group(2))
        return AttackProtection(scope, at_least=x) if m.group(3) == "и более" else AttackProtection(scope, at_most=x)
    m = re.fullmatch(r"защита от (.+)", sentence)
    scope = PROTECTED_ATTACKS.get(m.group(1)) if m else None
    return AttackProtection(scope) if scope is not None else None


def only_opposite(sentence: str) -> OnlyOpposite | None:
    """«Может объявлять {strike} только по карте, стоящей напротив» (Online 207.8)."""
    return OnlyOpposite() if sentence == "может объявлять {strike} только по карте, стоящей напротив" else None


FORCED_KINDS = {"выстрел": AttackKind.SHOT, "метание": AttackKind.THROW, "разряд": AttackKind.DISCHARGE}
"""The ranged attacks a forcing text names (accusative singular)."""


def forced_target(sentence: str, name: str) -> ForcedTarget | None:
    """«Карты противника могут объявлять выстрел и метание только по Мерцающему змею (вне зависимости от дальности)»,
    with «, пока он стоит рядом с хотя бы одним существом противника» before the bracket (Резчик идолов, Аргвальд);
    «Летающие существа противника могут объявлять атаку только по Пауку-пересмешнику» (every attack of a flyer)."""
    from tolaria.berserk.trigger_phrases import names_card

    flyers = re.fullmatch(r"летающие существа противника могут объявлять атаку только по (.+)", sentence)
    if flyers is not None:
        if not name or not names_card(flyers.group(1), name):
            return None
        return ForcedTarget(frozenset(AttackKind), flyers=True)
    m = re.fullmatch(r"карты противника могут объявлять ([а-яё ,]+?) только по (.+?)"
                     r"(, пока (?:он|она|оно) стоит рядом с хотя бы одним существом противника)?"
                     r" \(вне зависимости от дальности\)", sentence)
    if m is None or not name or not names_card(m.group(2), name):
        return None
    words = re.split(r", | и ", m.group(1))
    if any(w not in FORCED_KINDS for w in words):
        return None
    return ForcedTarget(frozenset(FORCED_KINDS[w] for w in words), near_enemy=m.group(3) is not None)


def recruit_gain(sentence: str, name: str) -> RecruitGain | None:
    """«При наборе Мародера в отряд вы получаете 1 {elite}» (the card's own name in some case; Online 304.1)."""
    from tolaria.berserk.trigger_phrases import names_card

    m = re.fullmatch(r"при наборе (.+?) в отряд вы получаете (\d+) \{elite\}", sentence)
    if m is None or not name or not names_card(m.group(1), name):
        return None
    return RecruitGain(int(m.group(2)))


def token_limit_and_gifts(sentence: str) -> tuple[TokenLimit, NoTokensFromOthers] | None:
    """«Не может иметь больше 3{counter} и получать {counter} от других существ» (Online 218.6): a token maximum, and
    no token given by another creature's text."""
    m = re.fullmatch(r"не может иметь (?:больше|более) (\d+) ?\{counter\} и получать \{counter\} от других существ", sentence)
    return (TokenLimit(int(m.group(1))), NoTokensFromOthers()) if m else None


def token_limit(sentence: str) -> TokenLimit | None:
    """«Не может иметь более 3 {counter}» (Online 218.6)."""
    m = re.fullmatch(r"(?:не может иметь более|максимум) (\d+) ?\{counter\}", sentence)
    return TokenLimit(int(m.group(1))) if m else None


AURA_FORMS = (
    (r"пока ваше (?:(\w+) )?существо стоит (справа или слева|слева или справа) от (.+), оно получает (.+)", "own"),
    (r"ваши (?:(\w+) )?существа получают (.+), пока стоят (рядом) с (.+)", "own"),
    (r"существа имеют (.+), пока стоят (слева или справа|справа или слева) от (.+)", "any"),
)


def aura(sentence: str, name: str) -> Aura | None:
    """A reduction the card gives others standing next to it (see :class:`Aura`), its own name in the text."""
    from tolaria.berserk.abilities import Place, Side
    from tolaria.berserk.trigger_phrases import names_card

    for pattern, side in AURA_FORMS:
        m = re.fullmatch(pattern, sentence)
        if m is None:
            continue
        if side == "any":
            words, where, who, adjective = m.group(1), m.group(2), m.group(3), None
        elif pattern.startswith("пока"):
            adjective, where, who, words = m.group(1), m.group(2), m.group(3), m.group(4)
        else:
            adjective, words, where, who = m.group(1), m.group(2), m.group(3), m.group(4)
        if not name or not names_card(who, name):
            return None
        found = reduction(words)
        if found is None:
            return None
        element = element_of(adjective) if adjective else None
        if adjective and element is None:
            return None
        place = Place.NEXT_TO if where == "рядом" else Place.LEFT_RIGHT
        return Aura(found, Side.OWN if side == "own" else Side.ANY, CardFilter(element=element) if element else None,
                    place)
    return None


def life_above(sentence: str, named: Callable[[str], Named | None]) -> Conditional | None:
    """«Безответный удар, пока имеют больше 10 {health}»: an ability in force while current life is above X."""
    from tolaria.berserk.abilities import LifeAbove

    m = re.fullmatch(r"(.+), пока име(?:ет|ют) больше (\d+) \{health\}", sentence)
    if m is None:
        return None
    ability = named(m.group(1)) or strength_bonus(m.group(1)) or reduction(m.group(1))
    return Conditional(LifeAbove(int(m.group(2))), ability) if ability is not None else None


COLUMNS = {"в центральном столбце": frozenset({2}), "в крайнем левом или правом столбце": frozenset({0, 4})}
"""Columns a text names (A-E are 0-4; the extreme ones are A and E from either side)."""


def column_condition(sentence: str, named: Callable[[str], Named | None]) -> tuple[Conditional, ...] | None:
    """«Получает {ovz}1 и -1 от слабых {strike}, пока стоит в центральном столбце»: abilities while in those columns."""
    from tolaria.berserk.abilities import InColumns

    m = re.fullmatch(r"получает (.+), пока стоит (в [а-яё ]+ столбце)", sentence)
    if m is None or m.group(2) not in COLUMNS:
        return None
    abilities = _joined(m.group(1), named)
    if abilities is None:
        return None
    return tuple(Conditional(InColumns(COLUMNS[m.group(2)]), a) for a in abilities)


def _one(words: str, named: Callable[[str], Named | None]) -> Named | StrengthBonus | Reduction | RangeBonus | MoveBonus | None:
    """One ability of a joined list: a named one, a strength, reduction, range or movement modifier."""
    from tolaria.berserk.movement_phrases import move_bonus

    return named(words) or strength_bonus(words) or reduction(words) or range_bonus(words) or move_bonus(words)


def _joined(words: str, named: Callable[[str], Named | None]
            ) -> list[Named | StrengthBonus | Reduction | RangeBonus | MoveBonus] | None:
    """Abilities joined by « и », split where both sides read («+1 к среднему и сильному {strike}» stays whole)."""
    one = _one(words, named)
    if one is not None:
        return [one]
    for sep in (" и ", ", "):  # «+1 к {strike}, {ova}1 и -1 от немагических атак»
        start = 0
        while (i := words.find(sep, start)) >= 0:
            left = _one(words[:i], named)
            if left is not None:
                rest = _joined(words[i + len(sep):], named)
                if rest is not None:
                    return [left, *rest]
            start = i + 1
    return None


SQUAD_CLASSES = frozenset({"герой-воин", "герой-разбойник", "герой-жрец", "герой-маг", "лес", "горы", "болото", "река",
                           "пустыня"})
"""Classes a «пока в вашем отряде есть ...» text names (heroes, and terrains by their kind), folded."""


def squad_condition(sentence: str, named: Callable[[str], Named | None]) -> tuple[Conditional, ...] | None:
    """«Пока в вашем отряде есть герой-воин или герой-разбойник имеет {stamina}», «{regen}: 2, пока в вашем отряде
    есть болото»: abilities in force while the squad holds a card of one of these classes."""
    from tolaria.berserk.abilities import SquadHas

    m = re.fullmatch(r"пока в вашем отряде есть (другой )?(.+?),? (?:имеет|получает) (.+)", sentence)
    if m:
        other, who, words = m.group(1), m.group(2), m.group(3)
    else:
        m = re.fullmatch(r"(.+), пока в вашем отряде есть (другой )?(.+)", sentence)
        if m is None:
            return None
        words, other, who = m.group(1), m.group(2), m.group(3)
    min_cost = 0
    costly = re.fullmatch(r"(орк|гном|эльф|тролль|демон|дракон) стоимостью (\d+) или более", who)
    if costly:  # «орк стоимостью 6 или более»: a card of that class and cost
        classes, min_cost = [costly.group(1)], int(costly.group(2))
    else:
        classes = who.split(" или ")
        if any(c not in SQUAD_CLASSES for c in classes):
            return None
    abilities = _joined(words, named)
    if abilities is None:
        return None
    condition = SquadHas(frozenset(classes), other=other is not None, min_cost=min_cost)
    return tuple(Conditional(condition, a) for a in abilities)


SQUAD_RANGES = re.compile(r"(.+), пока в вашем отряде есть хотя бы (\d+) карты с ([а-яё ,]+?) разной дальности "
                          r"\(без модификаторов, включая неограниченную\)")
"""Рейнджер: «+1 к выстрелу, пока в вашем отряде есть хотя бы 3 карты с выстрелом, разрядом или метанием разной
дальности (без модификаторов, включая неограниченную)»."""
RANGED_INSTRUMENTAL = {"выстрелом": AttackKind.SHOT, "разрядом": AttackKind.DISCHARGE, "метанием": AttackKind.THROW}


def squad_ranges(sentence: str, named: Callable[[str], Named | None]) -> tuple[Conditional, ...] | None:
    """Abilities in force while enough cards of the squad have ranged attacks of different printed ranges."""
    from tolaria.berserk.abilities import SquadRanges

    m = SQUAD_RANGES.fullmatch(sentence)
    if m is None:
        return None
    kinds = [RANGED_INSTRUMENTAL.get(w) for w in re.split(r", | или ", m.group(3))]
    abilities = _joined(m.group(1), named)
    if not kinds or None in kinds or abilities is None:
        return None
    condition = SquadRanges(int(m.group(2)), frozenset(k for k in kinds if k is not None))
    return tuple(Conditional(condition, a) for a in abilities)


def shared_with_opposite(sentence: str, name: str, named: Callable[[str], Named | None]) -> tuple[Conditional, ...] | None:
    """«Пока в вашем отряде есть горы Стражница Ульфгарда и существо, стоящее напротив нее, имеют {stamina}»: a named
    ability of the card and of the creature opposite it (Online 207.8), while the squad holds a card of the class."""
    from tolaria.berserk.abilities import OppositeHas, SquadHas
    from tolaria.berserk.trigger_phrases import names_card

    m = re.fullmatch(r"пока в вашем отряде есть ([а-яё-]+) (.+?) и существо, стоящее напротив (?:него|нее|неё), имеют (.+)",
                     sentence)
    if m is None or m.group(1) not in SQUAD_CLASSES or not name or not names_card(m.group(2), name):
        return None
    ability = named(m.group(3))
    if ability is None:
        return None
    condition = SquadHas(frozenset({m.group(1)}))
    return Conditional(condition, ability), Conditional(condition, OppositeHas(ability))


def enemy_front_empty(sentence: str, named: Callable[[str], Named | None]) -> tuple[Conditional, ...] | None:
    """«Пока в первом ряду противника нет его карт, получает +1 к {strike} и может атаковать летающих {strike}» (Скелос):
    abilities in force while no card of the opponent stands in his first row (Online 207.3.b)."""
    from tolaria.berserk.abilities import BoardCondition, OnBoard

    m = re.fullmatch(rf"{BoardCondition.ENEMY_FRONT_EMPTY.value}, (?:он |она |оно )?(?:получает|имеет) (.+)", sentence)
    abilities = _joined(m.group(1), named) if m else None
    return tuple(Conditional(OnBoard(BoardCondition.ENEMY_FRONT_EMPTY), a) for a in abilities) if abilities else None


def board_condition(sentence: str, name: str) -> Conditional | None:
    """«+1 к метанию, пока в вашем отряде больше {elite} карт, чем в отряде противника», «+3 к разряду, если в каждом
    ряду поля боя есть ваше существо», «+1 к метанию, если напротив Атекара стоит ваше существо без ран»."""
    from tolaria.berserk.abilities import BoardCondition, OnBoard
    from tolaria.berserk.trigger_phrases import names_card

    for condition in BoardCondition:
        if condition is BoardCondition.OWN_UNWOUNDED_OPPOSITE:
            m = re.fullmatch(r"(.+), если напротив (.+?) стоит ваше существо без ран", sentence)
            if m is None or not name or not names_card(m.group(2), name):
                continue
            words = m.group(1)
        else:
            if not sentence.endswith(", " + condition.value):
                continue
            words = sentence[: -len(condition.value) - 2]
        bonus = strength_bonus(words)
        return Conditional(OnBoard(condition), bonus) if bonus is not None else None
    return None


def _per_card(sentence: str) -> StrengthBonus | None:
    """«+1 к {strike} за каждый артефакт в вашем отряде (максимум +2)», «+X к {strike} (максимум +2), где X — число
    других темных существ в вашем отряде»: a bonus for each such card of the squad (Online 422.1)."""
    from dataclasses import replace

    from tolaria.berserk.abilities import PerCard

    m = re.fullmatch(r"\+(\d+) к (.+?) за каждый артефакт в вашем отряде(?: \(максимум \+(\d+)\))?", sentence)
    if m:
        scope = OWN_ATTACKS.get(m.group(2))
        cap = int(m.group(3)) if m.group(3) else None
        return StrengthBonus(int(m.group(1)), scope, per=PerCard(True, cap=cap)) if scope else None
    m = re.fullmatch(r"\+x к (.+?)(?: \(максимум \+(\d+)\))?, где x — число (других )?(\w+ )?существ в вашем отряде",
                     sentence)
    if m is None:
        return None
    scope = OWN_ATTACKS.get(m.group(1))
    element = element_of(m.group(4).strip()) if m.group(4) else None
    if scope is None or (m.group(4) and element is None):
        return None
    per = PerCard(False, element=element, other=m.group(3) is not None)
    return StrengthBonus(1, scope, per=replace(per, cap=int(m.group(2))) if m.group(2) else per)


def low_life_restriction(sentence: str, name: str, named: Callable[[str], Named | None]) -> tuple[Conditional, ...] | None:
    """«Нервный ург не может нападать или выступать защитником, пока у него 4 или менее {health}»: restrictions in
    force while its current life is X or less."""
    from tolaria.berserk.abilities import LifeAtMost
    from tolaria.berserk.trigger_phrases import names_card

    m = re.fullmatch(r"(?:(.+?) )?(не может .+), пока у (?:него|нее|неё) (\d+) или менее \{health\}", sentence)
    if m is None or (m.group(1) and not (name and names_card(m.group(1), name))):
        return None
    attack, defend = Named(Keyword.CANNOT_ATTACK), Named(Keyword.CANNOT_DEFEND)
    found = {"не может нападать": (attack,), "не может выступать защитником": (defend,),
             "не может нападать или выступать защитником": (attack, defend)}.get(m.group(2))
    if found is None:
        return None
    condition = LifeAtMost(int(m.group(3)))
    return tuple(Conditional(condition, a) for a in found)


COUNTS = {"2": 2, "3": 3, "4": 4, "два": 2, "дважды": 2, "три": 3, "четыре": 4}
REPEATED = re.compile(r"может (?:нападать|атаковать) (?:\{strike\}|ударом) (\d+|два|три|четыре)(?!\w)(?: раза за ход)?|"
                      r"может (?:нападать|атаковать) (?:\{strike\}|ударом) (дважды)(?: за ход)?")
REPEATED_TAILS = {
    "": (False, False),
    ", только подряд": (True, False),
    ", только подряд и по разным картам": (True, True),
}
STAYS_OPEN = re.compile(r", (?:после перв(?:ой атаки|ого \{strike\}|ого удара|ого нападения) не закрывается|не закрывается "
                        r"после перв(?:ой атаки|ого \{strike\}|ого удара|ого нападения))$")


def repeated_strikes(sentence: str) -> RepeatedStrikes | None:
    """«Может нападать {strike} 4 раза за ход, только подряд», «Может атаковать {strike} 2 раза за ход, после первой
    атаки не закрывается», «Может нападать ударом два раза за ход, только подряд и по разным картам, после первого
    удара не закрывается»: several simple strikes a turn (staying open between them is what makes them possible, so
    «после первого ... не закрывается» adds nothing the count does not say)."""
    if sentence == ("может нападать {strike} на всех стоящих рядом существ противника, только подряд, после последнего "
                    "нападения закрывается"):
        return RepeatedStrikes(len(board.CELLS), in_a_row=True, different_cards=True, each_neighbour=True)
    m = REPEATED.match(sentence)
    if m is None:
        return None
    count = COUNTS[m.group(1) or m.group(2)]
    rest = STAYS_OPEN.sub("", sentence[m.end():])
    tail = REPEATED_TAILS.get(rest)
    if tail is None or count < 2:
        return None
    return RepeatedStrikes(count, in_a_row=tail[0], different_cards=tail[1])


NUMBERS = {"два": 2, "две": 2, "двух": 2, "три": 3, "трех": 3, "трёх": 3, "четыре": 4, "двумя": 2, "тремя": 3}


ENEMY_NEIGHBOURS = re.compile(r"стоит рядом с (двумя|тремя)(?: или более)? существами противника(?: со значением слабого "
                              r"\{strike\} (\d+) или больше|, обладающими ([а-яё ,]+))")
"""«стоит рядом с двумя существами противника со значением слабого {strike} 3 или больше», «... с двумя или более
существами противника, обладающими разрядом, магическим ударом или заклинанием» (Демон зависти)."""


def enemy_neighbours(clause: str) -> Neighbours | None:
    """At least two (three) of the opponent's creatures of a description next to the card (Online 207.7): «рядом с
    двумя» is read as «двумя или более», as the card's second sentence writes it (READINGS)."""
    m = ENEMY_NEIGHBOURS.fullmatch(clause)
    if m is None:
        return None
    if m.group(2):
        enemy = CardFilter(min_weak_strike=int(m.group(2)))
    else:
        having = _having(m.group(3))
        if not having:
            return None
        enemy = CardFilter(having=having)
    return Neighbours(enemies=NUMBERS[m.group(1)], enemy=enemy)


def neighbour_condition(sentence: str, name: str, named: Callable[[str], Named | None]) -> tuple[Conditional, ...] | None:
    """«Пока рядом с Головорезом больше ваших существ, чем существ противника, он получает {ova}1 и {direct}»,
    «Получает +1 к {strike} и {ova}, пока рядом с Диким целителем стоят хотя бы три ваших существа без ран»."""
    from tolaria.berserk.abilities import Neighbours
    from tolaria.berserk.trigger_phrases import names_card

    near = re.fullmatch(r"(.+), пока (стоит рядом .+)", sentence)
    if near and (condition := enemy_neighbours(near.group(2))) is not None:
        abilities = _joined(near.group(1), named)
        return tuple(Conditional(condition, a) for a in abilities) if abilities else None
    m = re.fullmatch(r"пока рядом с (.+?) больше ваших существ, чем существ противника, (?:он |она |оно )?получает (.+)",
                     sentence)
    classes = re.fullmatch(r"(.+?) получает (.+), пока рядом с (?:ним|ней) стоят существа минимум (\d+) разных классов",
                           sentence)
    if m:
        who, words, condition = m.group(1), m.group(2), Neighbours(more_own=True)
    elif classes:
        who, words, condition = classes.group(1), classes.group(2), Neighbours(classes=int(classes.group(3)))
    else:
        m = re.fullmatch(r"получает (.+), пока рядом с (.+?) стоят хотя бы (\w+) ваших существа? без ран", sentence)
        if m is None or m.group(3) not in NUMBERS:
            return None
        who, words, condition = m.group(2), m.group(1), Neighbours(own_unwounded=NUMBERS[m.group(3)])
    if not name or not names_card(who, name):
        return None
    abilities = _joined(words, named)
    return tuple(Conditional(condition, a) for a in abilities) if abilities else None


RANGED_KINDS = {"разряда": AttackKind.DISCHARGE, "выстрела": AttackKind.SHOT, "метания": AttackKind.THROW}


def column_range_aura(sentence: str, name: str) -> ColumnRangeAura | None:
    """«Ваши существа с выстрелом, метанием или разрядом в одном столбце с Паладином Алламора получают +1 к
    дальности»: the card named must be this one."""
    from tolaria.berserk.trigger_phrases import names_card

    m = re.fullmatch(r"ваши существа с ([а-яё ,]+?) в одном столбце с (.+?) получают \+(\d+) к дальности", sentence)
    if m is None or not name or not names_card(m.group(2), name):
        return None
    words = re.split(r", | или | и ", m.group(1))
    kinds = [RANGED_KINDS.get({"выстрелом": "выстрела", "метанием": "метания", "разрядом": "разряда"}.get(w, ""))
             for w in words]
    if not kinds or any(k is None for k in kinds):
        return None
    return ColumnRangeAura(int(m.group(3)), frozenset(k for k in kinds if k is not None))


def jump_range_aura(sentence: str, name: str) -> JumpRangeAura | None:
    """«Ваши стоящие рядом с Аларино существа с прыжком получают +1 к дальности прыжка»: the card named must be this
    one."""
    from tolaria.berserk.trigger_phrases import names_card

    m = re.fullmatch(r"ваши стоящие рядом с (.+?) существа с прыжком получают \+(\d+) к дальности прыжка", sentence)
    if m is None or not name or not names_card(m.group(1), name):
        return None
    return JumpRangeAura(int(m.group(2)))


def range_set(sentence: str) -> RangeSet | None:
    """«дальние атаки получают дальность 2» (Online «Дальность Х»; Online 401.4-401.5: the ranged attacks are the
    shot, the throw and the discharge)."""
    m = re.fullmatch(r"дальние атаки получают дальность (\d+)", sentence)
    return RangeSet(int(m.group(1)), frozenset(RANGED_KINDS.values())) if m else None


def range_bonus(sentence: str) -> RangeBonus | None:
    """«+1 к дальности разряда», «+2 к дальности метания» (Online «Дальность Х»)."""
    m = re.fullmatch(r"\+(\d+) к дальности (разряда|выстрела|метания)", sentence)
    return RangeBonus(int(m.group(1)), frozenset({RANGED_KINDS[m.group(2)]})) if m else None


def row_bonus(sentence: str) -> Conditional | None:
    """«+1 к выстрелу по картам в 3-м ряду противника, если стоит в вашем 3-м ряду» (Online 207.3.b: rows counted
    from the middle line on each half)."""
    from dataclasses import replace

    from tolaria.berserk.abilities import InOwnRow

    m = re.fullmatch(r"(\+\d+ к [^ ]+) по картам во? ([123])-м ряду противника, если стоит в вашем ([123])-м ряду", sentence)
    if m is None:
        return None
    bonus = strength_bonus(m.group(1))
    if bonus is None:
        return None
    return Conditional(InOwnRow(int(m.group(3))), replace(bonus, enemy_row=int(m.group(2))))


def reduced_to(sentence: str, name: str) -> ReducedTo | None:
    """«Удары летающих существ по Сфинксу Дзара сводятся к 1»: the attacks of such sources at this card are worth at
    most X."""
    from tolaria.berserk.trigger_phrases import names_card

    m = re.fullmatch(r"(удары|атаки|немагические атаки) ([а-яё ]+?) по (.+?) свод(?:ятся|ится) к (\d+)", sentence)
    if m is None or not name or not names_card(m.group(3), name):
        return None
    attacks = ATTACKS_ON.get({"удары": "ударов", "атаки": "атак", "немагические атаки": "немагических атак"}[m.group(1)])
    source = source_filter(m.group(2))
    if attacks is None or source is None:
        return None
    return ReducedTo(int(m.group(4)), AttackScope(attacks.kinds, attacks.magical, attacks.ranged, attacks.tiers, source))


STRUCK = {"{strike}": "{strike}", "удары": "ударов", "атаки": "атак", "немагические атаки": "немагических атак"}
"""The attacks a «... по [карте] сводятся к ...» text names (nominative), as :data:`ATTACKS_ON` keys them."""


def reduced_on_self(sentence: str, name: str) -> ReducedTo | ReducedToWeak | Conditional | None:
    """«Все {strike} по Степному волколаку сводятся к слабым», «{strike} по закрытому Мороку сводятся к 1»: attacks at
    this card are worth at most X, or count as weak ones (Online 422.1, 205.6); «закрытому», only while it is closed."""
    from tolaria.berserk.abilities import IsClosed
    from tolaria.berserk.trigger_phrases import names_card

    m = re.fullmatch(r"(?:все )?(\{strike\}|удары|атаки|немагические атаки) по (закрытому |закрытой )?(.+?) "
                     r"свод(?:ятся|ится) к (\d+|слабым|слабому)", sentence)
    if m is None or not name or not names_card(m.group(3), name):
        return None
    scope = ATTACKS_ON[STRUCK[m.group(1)]]
    found: ReducedTo | ReducedToWeak = (ReducedToWeak(scope) if m.group(4).startswith("слаб")
                                        else ReducedTo(int(m.group(4)), scope))
    if m.group(2) is None:
        return found
    return Conditional(IsClosed(), found) if isinstance(found, ReducedTo) else None


def weak_aura(sentence: str, name: str) -> Aura | None:
    """«{strike} по картам слева и справа от Морока сводится к слабому»: the cards either side of it in its row, of
    both players, take such attacks as weak ones (see :class:`ReducedToWeak`)."""
    from tolaria.berserk.abilities import Place, Side
    from tolaria.berserk.trigger_phrases import names_card

    m = re.fullmatch(r"(\{strike\}|удары|атаки|немагические атаки) по картам (?:слева и справа|справа и слева) от (.+?) "
                     r"свод(?:ятся|ится) к слабому", sentence)
    if m is None or not name or not names_card(m.group(2), name):
        return None
    return Aura(ReducedToWeak(ATTACKS_ON[STRUCK[m.group(1)]]), Side.ANY, None, Place.LEFT_RIGHT)


def while_defending(sentence: str, name: str) -> Conditional | None:
    """«-1 от {strike}, пока Морок выступает защитником»: a modifier in force while the card is a defender
    (Online 205.3)."""
    from tolaria.berserk.abilities import IsDefender
    from tolaria.berserk.trigger_phrases import names_card

    m = re.fullmatch(r"(.+), пока (.+?) выступает защитником", sentence)
    if m is None or not name or not names_card(m.group(2), name):
        return None
    ability = strength_bonus(m.group(1)) or reduction(m.group(1))
    return Conditional(IsDefender(), ability) if ability is not None else None


def unanswered_at_lone(sentence: str) -> UnansweredAtLone | None:
    """«Может объявлять безответный удар по существу противника, если и справа и слева от него нет других его существ»."""
    if sentence != ("может объявлять безответный удар по существу противника, если и справа и слева от него нет других "
                    "его существ"):
        return None
    return UnansweredAtLone()
