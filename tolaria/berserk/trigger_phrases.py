"""The grammar of triggered abilities: a trigger point, its conditions, then effects (Online 405).

A sentence such as «При сильном {strike} атакованный получает отравление
на 2» or «При ближнем ударе по Пешему латнику — особый удар на 2 по
атаковавшему» is read in three composed parts: the head (which point,
which attacks, which strength row, «по [кому]»), the effects (each one
a form of :data:`EFFECT_FORMS`, joined by «, » or « и »), and an optional
trailing name «(воздействие «...»)». Every part must be read completely
or the sentence is not a trigger of this grammar (the card stays
unsupported with the sentence named).

Every function takes a normalised sentence (see
:func:`tolaria.berserk.compiler.normalise`) and the card's own name in
lower case, for texts that name their card («по Слизи», «Когда Клаэр...»).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from tolaria.berserk import (
    chosen_value_phrases,
    each_near_phrases,
    marker_phrases,
    movement_phrases,
    phrases,
    prevention_phrases,
    prophecy_phrases,
    several_phrases,
    summon_phrases,
)
from tolaria.berserk.abilities import (
    MAGICAL,
    Acquire,
    AttackAt,
    AttackCondition,
    AttackEachNear,
    AttackScope,
    CardFilter,
    CloseCard,
    CloseOrWounds,
    Destination,
    DestroyCard,
    Duration,
    ExtraLife,
    ExtraLifeEach,
    GainFlight,
    HalfCrossing,
    HealBy,
    HealByOpposite,
    HealSelf,
    IfRolled,
    IfUnwounded,
    IsOpen,
    Land,
    LoseAbility,
    MoveCard,
    MustStrike,
    NearOwn,
    NextBonus,
    NextRollBonus,
    NextRollIs,
    OneOf,
    OnOwnHalf,
    OpenCard,
    Outcome,
    PlaceCondition,
    Point,
    PoisonBy,
    ShareWounds,
    Side,
    SquadHas,
    StaysClosed,
    StaysOpen,
    SwapCards,
    TakeSymbiont,
    TargetSpec,
    TokenGain,
    TokenLoss,
    Trigger,
    TriggeredEffect,
    Unmoved,
    Who,
    Whose,
    WithEnemyOnCell,
    WoundBy,
    WoundEach,
    WoundedCard,
)
from tolaria.berserk.cards import (
    LOSES_ALL,
    Attack,
    AttackKind,
    CardType,
    Keyword,
    Limit,
    Named,
    Per,
    names_card,
)

MELEE: frozenset[AttackKind] = phrases.MELEE
ATTACK_WORDS: dict[str, AttackScope] = {
    "{strike}": AttackScope(frozenset({AttackKind.SIMPLE})),
    "ударе": AttackScope(MELEE),
    "ближнем ударе": AttackScope(MELEE),
    "особом ударе": AttackScope(frozenset({AttackKind.SPECIAL})),
    "магическом ударе": AttackScope(frozenset({AttackKind.MAGIC})),
    "выстреле": AttackScope(frozenset({AttackKind.SHOT})),
    "разряде": AttackScope(frozenset({AttackKind.DISCHARGE})),
    "метании": AttackScope(frozenset({AttackKind.THROW})),
    "атаке": AttackScope(),
    "дальней атаке": AttackScope(ranged=True),
    "дальней немагической атаке": AttackScope(magical=False, ranged=True),
    "сильной атаке": AttackScope(tiers=frozenset({3})),
    "удар через ряд": AttackScope(frozenset({AttackKind.ACROSS_ROW})),
}
"""«при [атаке]» in the prepositional case: which attacks (READINGS: «удар» is a melee attack, like «удары»)."""
KILL_WORDS = {"выстрелом": AttackScope(frozenset({AttackKind.SHOT})), "метанием": AttackScope(frozenset({AttackKind.THROW})),
              "разрядом": AttackScope(frozenset({AttackKind.DISCHARGE})), "ударом": AttackScope(phrases.MELEE),
              "простым ударом": AttackScope(frozenset({AttackKind.SIMPLE}))}
"""«когда уничтожает выстрелом ...»: the attack, in the instrumental, whose wounds destroyed the card."""
TIERS = {"слабом": frozenset({1}), "среднем": frozenset({2}), "сильном": frozenset({3}),
         "среднем или сильном": frozenset({2, 3})}
ROWS = {"первом": 1, "втором": 2, "третьем": 3}
ORDINALS = {"первое": 1, "второе": 2, "третье": 3}
DEATH_ORDINALS = {"второго": 2, "третьего": 3}
"""«При гибели второго или более существа за ход»: the ordinal of a death, in the genitive."""
NTH_TOKEN = {"первую": 1, "вторую": 2, "третью": 3, "четвертую": 4, "пятую": 5}
"""«Когда получает третью {counter}»: the ordinal of a token, in the accusative."""
WHOSE = {"вашего хода": Whose.YOURS, "хода противника": Whose.OPPONENTS, "хода": Whose.ANY}
DURATIONS = {d.value.removeprefix("до "): d for d in Duration}
DURATIONS_WORDS = {d.value: d for d in Duration if d.value.startswith("до конца")}
"""«до конца хода», ... as written, to their :class:`Duration`."""

WHO_WORDS: dict[str, Who] = {}
for _word in ("атакованный", "атакованное существо", "атакованная карта", "атакованную карту", "атакованного",
              "атакованное", "атакованную"):
    WHO_WORDS[_word] = Who.ATTACKED
for _word in ("атаковавший", "атаковавшего", "атаковавшее существо", "атаковавшая карта", "атаковавшую карту",
              "атаковавшей его карте", "атаковавшему"):
    WHO_WORDS[_word] = Who.ATTACKER
_WHO = "|".join(sorted((re.escape(w) for w in WHO_WORDS), key=len, reverse=True))

INCREASABLE = ("опыт в атаке", "опыт в защите", "опыт в стрельбе", "броня")
"""Named abilities a text may raise by one («получает {ova}1 или +1 к {ova}»)."""

NAMED_SUFFIX = re.compile(r"\s*\(воздействие[^(),]*\)$")
"""«(воздействие «оглушение»)»: the effect's name, which changes nothing the effect does."""


def _acquired(words: str, named: Callable[[str], object | None]) -> tuple[str, ...] | None:
    """«+2 к {strike} и опыт в атаке 1»: the abilities gained, each readable by the static grammar (the whole text
    first: «+1 к среднему и сильному {strike}», «-1 от выстрелов и метаний» are one ability each)."""
    words = re.sub(r"^«([^»]+)»$", r"\1", words.strip())  # «получает «Не закрывается при атаке»»: a quoted ability
    whole = re.sub(r"^защиту ", "защита ", words)
    if " и " in whole and named(whole) is not None:
        return (whole,)
    parts = [p.strip() for p in words.split(" и ")]
    out: list[str] = []
    for part in parts:
        text = re.sub(r"^защиту ", "защита ", part)
        up = re.fullmatch(rf"({'|'.join(INCREASABLE)}) ?1 или \+1 к \1", text)
        if up:
            out.append(f"{up.group(1)} +1")  # «{ova}1 или +1 к {ova}»: one more than it has (READINGS)
            continue
        if named(text) is None:
            return None
        out.append(text)
    return tuple(out)


def single_effect(text: str, name: str, named: Callable[[str], object | None],
                  attack_of: Callable[[str], object]) -> TriggeredEffect | None:
    """One effect of :data:`EFFECT_FORMS`, or None."""
    chosen = chosen_value_phrases.chosen_value_gain(text, name)  # «выберите число, меньшее или равное X, ...»
    if chosen is not None:
        return chosen
    around = each_near_phrases.attack_each_near(text, attack_of, lambda rest: effects_of(rest, name, named, attack_of))
    if around is not None:  # «особый удар на 1 по каждой стоящей рядом карте противника, затем ...»
        return around
    summoned = summon_phrases.own_effect(text)  # «вызвать ...», «вернуться в колоду»
    if summoned is not None:
        return summoned
    follows = movement_phrases.enemy_follows(text, name, lambda words: single_effect(words, name, named, attack_of))
    if follows is not None:  # «противник обязан переместить любое свое существо в том же направлении ...»
        return follows
    several = (marker_phrases.cell_markers(text) or marker_phrases.marker_teleport(text)
               or marker_phrases.marker_step(text))
    if several is not None:  # «положите маркеры «врата» на три свободные клетки», «обязан телепортироваться на ...»
        return several
    marked = marker_phrases.gains_marker(text, WHO_WORDS)
    if marked is not None:  # «оно получает маркер «добычи»»
        return marked
    unmarked = marker_phrases.loses_marker(text)
    if unmarked is not None:  # «потерять маркер «ловкости»» after «При атаке по Джилле»: the attacker's
        return unmarked
    from tolaria.berserk.wound_history_phrases import close_if_wounded

    closing = close_if_wounded(text, WHO_WORDS)
    if closing is not None:  # «закройте атакованное существо, если оно получало раны от двух или более ...»
        return closing
    m = re.fullmatch(rf"({_WHO}) получает отравление на (\d+)", text)
    if m:
        return PoisonBy(int(m.group(2)), WHO_WORDS[m.group(1)])
    m = re.fullmatch(rf"({_WHO}) получает отравление на 1 или \+1 к отравлению \(максимум до (\d+)\)", text)
    if m:
        return PoisonBy(1, WHO_WORDS[m.group(1)], raise_most=int(m.group(2)))
    m = re.fullmatch(rf"({_WHO}) получает отравление на x \(максимум (\d+)\)", text)
    if m:
        return PoisonBy(int(m.group(2)), WHO_WORDS[m.group(1)], by_x=True)
    behind = several_phrases.wound_by_weak_behind(text)  # «... на величину слабого {strike} стоящей сзади него карты»
    if behind is not None:
        return behind
    m = re.fullmatch(rf"ранить ({_WHO}) на (\d+)", text)
    if m:
        return WoundBy(int(m.group(2)), WHO_WORDS[m.group(1)])
    m = re.fullmatch(rf"ранить ({_WHO}) на (\d+)-(\d+)-(\d+)", text)
    if m:  # X-Y-Z: the row of the source's die at a Roll object (Online 205.7.b)
        tiers = (int(m.group(2)), int(m.group(3)), int(m.group(4)))
        return WoundBy(tiers[0], WHO_WORDS[m.group(1)], tiers=tiers)
    m = re.fullmatch(r"ранить существо противника напротив (\S+(?: \S+){0,2}?) на (\d+)(?: \(\+(\d+) к воздействию, если "
                     r"это существо не двигалось в прошлый ход противника\))?", text)
    if m and names_card(m.group(1), name):
        # «ранить существо противника напротив Гнома-поджигателя на 1 (+1 к воздействию, если это существо не двигалось
        # в прошлый ход противника)»: the opponent's creature on the cell opposite (Online 207.8)
        return WoundBy(int(m.group(2)), Who.OPPOSITE_ENEMY, int(m.group(3) or 0))
    m = re.fullmatch(rf"({_WHO}) не может передвигаться с той клетки, где оно находилось на момент этого удара, пока "
                     r"(\S+(?: \S+)?) не переместится, или не покинет поле боя", text)
    if m and names_card(m.group(2), name):  # Василиск: «..., пока Василиск не переместится, или не покинет поле боя»
        return Acquire(("не может передвигаться",), WHO_WORDS[m.group(1)], Duration.WHILE_SOURCE_STAYS)
    m = re.fullmatch(r"следующий бросок кубика (\S+(?: \S+){0,2}?) равен ([1-6])", text)
    if m and names_card(m.group(1), name):  # «следующий бросок кубика Повелителя бездны равен 6»
        return NextRollIs(int(m.group(2)))
    m = re.fullmatch(r"существа, которые стояли с ним в строю, получают (.+)", text)
    if m:  # after «при гибели [существа со строем]»: each of the dead creature's formation partners
        partners_gain = single_effect(f"получает {m.group(1)}", name, named, attack_of)
        if not isinstance(partners_gain, Acquire):
            return None
        return dataclasses.replace(partners_gain, who=Who.DEAD_PARTNERS)
    m = re.fullmatch(r"существо противника на этой клетке получает маркер ([а-яё ]+?)(?: (до конца [а-я ]+))?", text)
    if m:  # a marker with no meaning of its own: what other texts say of it is its meaning (Online 200.6)
        duration = DURATIONS.get(m.group(2).removeprefix("до ")) if m.group(2) else Duration.END_OF_BATTLE
        return Acquire((f"«{m.group(1)}»",), Who.CELLMATE_ENEMY, duration) if duration is not None else None
    m = re.fullmatch(r"ранить на (\d+) каждое другое существо на этой клетке", text)
    if m:  # «При движении на клетку ... ранить на 1 каждое другое существо на этой клетке»: the cell it moved onto
        return WoundEach(int(m.group(1)), TargetSpec(), on_cell=True)
    m = re.fullmatch(r"ранить на (\d+) всех стоящих рядом с этой клеткой существ(?: стоимостью (\d+) или менее)?", text)
    if m:  # «ранить на 1 всех стоящих рядом с этой клеткой существ стоимостью 4 или менее»: around the card's cell
        cheap = CardFilter(max_cost=int(m.group(2))) if m.group(2) else None
        return WoundEach(int(m.group(1)), TargetSpec(filter=cheap), around=True)
    if text == "ранить существо противника, стоящее позади атакованного, на x, где x величина удара":
        return WoundBy(0, Who.BEHIND_ATTACKED, by_amount=True)  # Кулхан's «рунная пика»
    m = re.fullmatch(r"раниться на (\d+)", text)
    if m:
        return WoundBy(int(m.group(1)), Who.SELF)
    m = re.fullmatch(r"излечиться на (\d+)", text)
    if m:
        return HealSelf(int(m.group(1)))
    if text == "излечиться на x, где x — величина {strike} существа напротив":
        return HealByOpposite()  # rules/healing.opposite_strike
    if text == "полностью излечиться":
        return HealSelf(None)
    if re.fullmatch(r"(?:(?:он|она|оно) )?(?:получить|получает) \{counter\}", text):
        return TokenGain()
    if re.fullmatch(r"(?:получить|получает) x \{counter\}, где x (?:— )?количество оставшихся единиц брон[яи]", text):
        return TokenGain(per_armor_left=True)
    m = re.fullmatch(r"(?:получить|получает) (?:еще )?(\d+) ран(?:ы|у)?", text)
    if m:
        return WoundBy(int(m.group(1)), Who.SELF)  # READINGS: «получить N ран» is «раниться на N»
    m = re.fullmatch(r"ваши артефакты получают (\d+) дополнительн(?:ую|ые|ых) (?:жизнь|жизни|жизней|\{health\})", text)
    if m:
        return ExtraLifeEach(int(m.group(1)))
    m = re.fullmatch(rf"({_WHO}) получает (\d+) дополнительн(?:ую|ые|ых) (?:жизнь|жизни|жизней|\{{health\}})", text)
    if m:  # «атаковавший получает 1 дополнительную {health}»: the card of that role
        return ExtraLife(int(m.group(2)), WHO_WORDS[m.group(1)])
    m = re.fullmatch(r"(?:получает|получить) (?:(\d+) )?дополнительн(?:ую|ые|ых) (?:жизнь|жизни|жизней|\{health\})", text)
    if m and (m.group(1) is None) == ("дополнительную" in text):  # «получить дополнительную {health}»: one
        return ExtraLife(int(m.group(1) or 1), Who.SELF)
    m = re.fullmatch(r"(?:теряет|потерять) (все|одну) \{counter\}", text)
    if m:
        return TokenLoss(m.group(1) == "все")
    if text == "уничтожить атаковавшего":
        return DestroyCard(Who.ATTACKER)
    if text in ("уничтожить себя", "погибает"):
        return DestroyCard(Who.SELF)  # glossary «Гибель»: «погибает» is the card's destruction
    m = re.fullmatch(r"(заклинание [а-яё ]+? )?ранить все карты, стоящие рядом с клеткой, на которой (?:он|она|оно) "
                     r"находится, на (\d+)", text)
    if m:
        return WoundEach(int(m.group(2)), TargetSpec(creature=False), around=True, spell=m.group(1) is not None)
    m = re.fullmatch(rf"(это существо|{_WHO}) должно закрыться либо получить (\d+) ран[ыу]? \(по выбору атакованного\)", text)
    if m:  # «это существо» after «при {strike} по ... существу» is the attacked one
        return CloseOrWounds(int(m.group(2)), WHO_WORDS.get(m.group(1), Who.ATTACKED))
    m = re.fullmatch(r"телепортироваться на свободную клетку вашего третьего ряда(?:, при этом (.+))?", text)
    if m:
        # a triggered teleport is a move to the cell (glossary «Прыжок»); what it gains «при этом» comes with it, and is
        # carried out first, since choosing the cell may wait for its controller (a move is an effect's last part)
        home = MoveCard(Who.SELF, Destination.OWN_THIRD_ROW)
        if m.group(1) is None:
            return home
        return None  # read by ``effects_of`` as the gain, then the move
    m = re.fullmatch(r"совершить прыжок, дальность (\d+)", text)
    if m:  # «При сильном {strike} может совершить прыжок, дальность 3»: a triggered jump is a move (glossary «Прыжок»)
        return MoveCard(Who.SELF, Destination.JUMP, reach=int(m.group(1)))
    if text == "переместиться на эту клетку":  # «только через свободную клетку, при этом переместиться на эту клетку»
        return MoveCard(Who.SELF, Destination.PASSED_OVER)
    if text == "переместиться на свободную клетку рядом с атаковавшим":
        # a triggered teleport is a move to the cell (glossary «Прыжок»: a triggered one «просто является перемещением»)
        return MoveCard(Who.SELF, Destination.NEXT_TO_ATTACKER)
    m = re.fullmatch(rf"переместить ({_WHO}) на 1 клетку в любом направлении", text)
    if m:  # a text moving the card (Online 417.1) to a free cell of the eight next to it, its controller choosing
        return MoveCard(WHO_WORDS[m.group(1)], Destination.ANY_NEIGHBOUR)
    m = re.fullmatch(rf"переместить ({_WHO}) на 1 клетку в направлении удара(?:; если атакованный не может или не хочет "
                     r"быть перемещен — (\S+(?: \S+)?) ранит его на (\d+))?", text)
    if m and (m.group(2) is None or names_card(m.group(2), name)):
        # «...; если атакованный не может или не хочет быть перемещен — Молотобоец ранит его на 2»
        return MoveCard(WHO_WORDS[m.group(1)], Destination.STRIKE_DIRECTION, int(m.group(3) or 0))
    m = re.fullmatch(rf"(?:закрыть ({_WHO})|({_WHO}) закрывается)", text)
    if m:
        return CloseCard(WHO_WORDS[m.group(1) or m.group(2)])
    if text == "не закрывается после этой атаки":
        return StaysOpen()
    if text in ("открыться", "открывается"):
        return OpenCard(Who.SELF)
    m = re.fullmatch(rf"({_WHO}) открывается|открыть ({_WHO})", text)
    if m:
        return OpenCard(WHO_WORDS[m.group(1) or m.group(2)])
    m = re.fullmatch(rf"(?:({_WHO}|оно|он|она) )?не открывается (?:в свой следующий ход|в начале своего следующего хода)", text)
    if m:
        return StaysClosed(WHO_WORDS.get(m.group(1) or "", Who.ATTACKED))
    m = re.fullmatch(rf"({_WHO}) (не может .+) в свой следующий ход", text)
    if m and named(m.group(2)) is not None:
        # «атакованное существо не может излечиваться и получать дополнительные {health} в свой следующий ход»: the
        # card, to the end of its controller's next turn (READINGS, as the playable form «эта карта не может ...»)
        return Acquire((m.group(2),), WHO_WORDS[m.group(1)], Duration.END_OF_YOUR_NEXT_TURN)
    m = re.fullmatch(r"(?:(?:он|она|оно) )?получает защиту от (атак|ударов|немагических атак) величиной x или менее "
                     r"до конца хода", text)
    if m:
        # «Когда Дракон-зомби получает X ран от атаки, он получает защиту от атак величиной X или менее до конца хода»:
        # X is the wounds the triggering attack dealt (``Chain.amount`` of a «получает ран» trigger)
        return Acquire((f"защита от {m.group(1)} величиной не более",), Who.SELF, Duration.END_OF_TURN, by_amount=True)
    m = re.fullmatch(rf"(?:получает|получить) ({'|'.join(INCREASABLE)}) x (до конца хода), где x (?:— )?величина этого удара",
                     text)
    if m:
        return Acquire((m.group(1),), Who.SELF, Duration.END_OF_TURN, by_amount=True)
    if text == "приземлиться на свободную клетку рядом с ней":
        return Land()  # «При {strike} по карте ...»: next to the attacked card (rules/flight.py)
    if re.fullmatch(r"(?:(?:он|она|оно) )?(?:получает|получить) полет", text):
        return GainFlight()  # glossary «Полёт»: it becomes a flyer (rules/flight.py)
    m = re.fullmatch(r"(?:теряет|потерять) (телепортацию|прыжок)", text)
    if m:
        return LoseAbility(LOST_WORDS[m.group(1)])
    m = re.fullmatch(rf"({_WHO}|она|оно|он) теряет (.+?) (до конца [а-я ]+)", text)
    if m and (lost := named(m.group(2))) is not None and isinstance(lost, Named) and m.group(3) in DURATIONS_WORDS:
        # «она теряет {zoal} до конца хода» after «при атаке по карте противника»: the attacked card
        return LoseAbility(lost.keyword, WHO_WORDS.get(m.group(1), Who.ATTACKED), DURATIONS_WORDS[m.group(3)])
    if re.fullmatch(r"(?:(?:он|она|оно) )?(?:теряет|потерять) все особенности", text):
        return Acquire((LOSES_ALL,), Who.SELF, Duration.END_OF_BATTLE)  # no duration: the battle's (READINGS)
    m = re.fullmatch(r"(?:(?:он|она|оно) )?(?:получает|получить) (\+(\d+) к следующему .+?) \(максимум \+(\d+)\)"
                     r" (до конца (?:[а-я ]+))", text)
    if m:  # «получает +1 к следующему метанию (максимум +1) до конца вашего хода»
        capped = single_effect(f"получает {m.group(1)} {m.group(4)}", name, named, attack_of)
        each, top = int(m.group(2)), int(m.group(3))
        if not isinstance(capped, Acquire) or len(capped.abilities) != 1 or each == 0 or top % each:
            return None
        return Acquire(capped.abilities, capped.who, capped.duration, most=top // each)
    m = re.fullmatch(r"(?:(?:он|она|оно) )?(?:получает|получить) (\+(\d+) к .+?)(?: (до конца (?:[а-я ]+)))? "
                     r"\(максимум \+(\d+)\)", text)
    if m:
        capped = single_effect(f"получает {m.group(1)}" + (f" {m.group(3)}" if m.group(3) else ""), name, named,
                               attack_of)
        each, top = int(m.group(2)), int(m.group(4))
        if not isinstance(capped, Acquire) or len(capped.abilities) != 1 or each == 0 or top % each:
            return None
        return Acquire(capped.abilities, capped.who, capped.duration, most=top // each)
    m = re.fullmatch(r"(?:(?:он|она|оно) )?(?:получает|получить) (.+?), пока (?:он|она|оно) в вашем отряде", text)
    if m:
        # «получает -1 к броскам кубика, пока Судовой кок в вашем отряде» (the compiler writes the card's own name
        # as «он», compiler.own_squad_duration): while the source stays in its squad
        gained = _acquired(m.group(1), named)
        return Acquire(gained, Who.SELF, Duration.WHILE_SOURCE_IN_SQUAD) if gained else None
    m = re.fullmatch(r"(?:(?:он|она|оно) )?(?:получает|получить) (.+?)(?: (до конца (?:[а-я ]+)))?", text)
    if m:
        duration = Duration.END_OF_BATTLE
        if m.group(2) is not None:
            found = DURATIONS.get(m.group(2).removeprefix("до "))
            if found is None:
                return None
            duration = found
        gained = _acquired(m.group(1), named)
        return Acquire(gained, Who.SELF, duration) if gained else None
    m = re.fullmatch(r"(.+) в ту же цель", text)
    if m:  # «разряд на 1 в ту же цель»: at the card the triggering attack was at
        try:
            attack = attack_of(m.group(1))
        except Exception:  # the compiler's Unsupported: not an attack
            return None
        return AttackAt(attack, Who.ATTACKED) if isinstance(attack, Attack) else None
    m = re.fullmatch(rf"(.+) по ({_WHO})", text)
    if m and WHO_WORDS[m.group(2)] is Who.ATTACKER:
        try:
            attack = attack_of(m.group(1))
        except Exception:  # the compiler's Unsupported: not an attack
            return None
        if isinstance(attack, Attack):
            return AttackAt(attack, Who.ATTACKER)
    return None


LOST_WORDS = {"телепортацию": Keyword.TELEPORTATION, "прыжок": Keyword.JUMP}
"""«потерять телепортацию»: the named abilities a text takes away, in the accusative."""


EFFECT_FORMS = ("отравление", "ранить", "раниться", "излечиться", "{counter}", "закрыть", "открыться",
                "получает ... до конца ...", "[атака] по атаковавшему")
"""The effect forms :func:`single_effect` reads (for the docs)."""


def effects_of(text: str, name: str, named: Callable[[str], object | None],
               attack_of: Callable[[str], object]) -> tuple[TriggeredEffect, ...] | None:
    """Effects joined by «, », «, затем » or « и », in the text's order (Online 216.11); None if one is unread."""
    text = NAMED_SUFFIX.sub("", text).strip()
    text = re.sub(r"^воздействие «[^»]+» — ", "", text)
    if text.startswith("воздействие ") and "«" not in text.split(" ")[1]:
        return _bare_named(text.split(" ")[1:], name, named, attack_of)
    one = (single_effect(text, name, named, attack_of) or summon_phrases.spell_summon(text)
           or prophecy_phrases.prophecy(text, lambda rest: effects_of(rest, name, named, attack_of)))
    if one is None and name:
        own = text.split(" ")
        for n in (1, 2, 3):
            if len(own) > n and names_card(" ".join(own[:n]), name) and own[n] in ("получает", "излечивается", "теряет"):
                one = single_effect(" ".join(own[n:]), name, named, attack_of)
                break
    if one is None:
        one = (_opposite(text, name, named, attack_of) or _rolled(text, name, named, attack_of)
               or prevention_phrases.prevention(text, name))
    if one is None:
        one = _either(text, name, named, attack_of) or _may(text, name, named, attack_of)
    if one is not None:
        return (one,)
    m = re.fullmatch(r"(.+), если после этого у (.+?) нет ран — (.+)", text)
    if m and names_card(m.group(2), name):
        before, after = effects_of(m.group(1), name, named, attack_of), effects_of(m.group(3), name, named, attack_of)
        if before is not None and after is not None and not any(isinstance(e, AttackAt) for e in after):
            return (*before, IfUnwounded(after))
    m = re.fullmatch(r"(телепортироваться на свободную клетку вашего третьего ряда), при этом (.+)", text)
    if m:  # the move last: its cell may be its controller's choice, which pauses the text (``move_card``)
        move, gains = single_effect(m.group(1), name, named, attack_of), effects_of(m.group(2), name, named, attack_of)
        if move is not None and gains is not None and not any(isinstance(e, MoveCard | CloseOrWounds) for e in gains):
            return (*gains, move)
    m = re.fullmatch(rf"({_WHO}) закрывается и (не открывается .+)", text)
    if m:
        later = single_effect(f"{m.group(1)} {m.group(2)}", name, named, attack_of)
        if later is not None:
            return (CloseCard(WHO_WORDS[m.group(1)]), later)
    for sep in (", затем ", ", при этом ", ", ", " и "):
        start = 0
        while (i := text.find(sep, start)) >= 0:
            left = single_effect(text[:i], name, named, attack_of)
            # a choice pauses the text, and attacks declared at each neighbour are followed only by their «затем»: last
            if left is not None and not isinstance(left, CloseOrWounds | MoveCard | AttackEachNear):
                rest = effects_of(text[i + len(sep):], name, named, attack_of)
                if rest is None and sep == " и " and isinstance(left, GainFlight):
                    # «получить полет и +1 к {strike} до конца боя»: one verb for both gains
                    rest = effects_of(f"получает {text[i + len(sep):]}", name, named, attack_of)
                if rest is not None:
                    return (left, *rest)
            start = i + 1
    return None


def _rolled(text: str, name: str, named: Callable[[str], object | None],
            attack_of: Callable[[str], object]) -> TriggeredEffect | None:
    """«бросить кубик; если выпало 5 и 6 [эффекты]»: the source's die, the effects on those faces («5 и 6»: either)."""
    m = re.fullmatch(r"бросить кубик; если выпало ([1-6])(?: и | или |, )([1-6]) (.+)", text)
    if m is None:
        return None
    then = effects_of(m.group(3), name, named, attack_of)
    return IfRolled(frozenset({int(m.group(1)), int(m.group(2))}), then) if then else None


def _either(text: str, name: str, named: Callable[[str], object | None],
            attack_of: Callable[[str], object]) -> TriggeredEffect | None:
    """«Бяка получает полет или +1 к {strike} (максимум +2)»: gains of the source's own, one of which its controller
    chooses as the text is carried out (``OneOf``)."""
    m = re.fullmatch(r"(?:(\S+(?: \S+){0,2}?) )?получает (.+?) или (.+)", text)
    if m is None or (m.group(1) is not None and not names_card(m.group(1), name)):
        return None
    options = [single_effect(f"получает {words}", name, named, attack_of) for words in m.group(2, 3)]
    if any(o is None or getattr(o, "who", None) is not Who.SELF for o in options):
        return None
    return OneOf(tuple((o,) for o in options if o is not None))


def _may(text: str, name: str, named: Callable[[str], object | None],
         attack_of: Callable[[str], object]) -> TriggeredEffect | None:
    """«..., Искатель тайн может получить полет и ...»: effects its controller may have carried out or not, asked as
    they come (``OneOf`` with an empty option), the card itself named as their subject."""
    m = re.fullmatch(r"(\S+(?: \S+){0,2}?) может (.+)", text)
    if m is None or not names_card(m.group(1), name):
        return None
    then = effects_of(m.group(2), name, named, attack_of)
    if not then or any(getattr(e, "who", Who.SELF) is not Who.SELF for e in then):
        return None
    return OneOf((then, ()))


def _opposite(text: str, name: str, named: Callable[[str], object | None],
              attack_of: Callable[[str], object]) -> TriggeredEffect | None:
    """«существо напротив Ледового охотника получает ...»: an effect on the creature opposite the card itself
    (Online 207.8); another card's name leaves it unread."""
    m = re.match(r"^существо напротив (\S+(?: \S+){0,2}?) (получает .+)$", text)
    if m is None or not names_card(m.group(1), name):
        return None
    one = single_effect(m.group(2), name, named, attack_of)
    if isinstance(one, Acquire | ExtraLife) and one.who is Who.SELF:
        return dataclasses.replace(one, who=Who.OPPOSITE)
    return None


def _squad_card(words: str) -> CardFilter | None:
    """«вашего демона стоимостью 5 или менее»: the squad's card a squad trigger speaks of, as a filter (a creature of
    that class), or None."""
    from tolaria.berserk.activated_phrases import target_of

    spec = target_of(words)
    if spec is None or spec.side is not Side.OWN or spec.filter is None or not spec.filter.classes:
        return None
    return spec.filter


def _bare_named(words: list[str], name: str, named: Callable[[str], object | None],
                attack_of: Callable[[str], object]) -> tuple[TriggeredEffect, ...] | None:
    """«воздействие бдительность Кронга ранить атаковавшего на 1»: a name without guillemets (the second set's
    tables drop them), then the effects. The name is the shortest run of words (one to four) after which the
    rest reads completely as effects; the name itself changes nothing the effect does."""
    for n in range(1, min(4, len(words) - 1) + 1):
        found = effects_of(" ".join(words[n:]), name, named, attack_of)
        if found is not None:
            return found
    return None


NEAR_ATTACKED = re.compile(r"(?:воздействие (?:[а-яё-]+ ){1,4}?)?ранить существо( противника)?, стоящее рядом с "
                           r"атакованным, на x(?:-(\d+))?, где x (?:— )?величина этого удара")
"""Дзингор: «воздействие резкий вираж ранить существо, стоящее рядом с атакованным, на X-1, где X величина этого удара»
(a bare name of one to four words, as READINGS reads «Воздействие имя ...» without «»)."""


SEVERAL_NEAR_ATTACKED = re.compile(r"ранить на (\d+) (двух|трех|трёх) существ( противника)?, стоящих рядом с атакованным")
"""«ранить на 1 двух существ противника, стоящих рядом с атакованным»: the wounds, how many creatures, whose."""
SEVERAL_COUNTS = {"двух": 2, "трех": 3, "трёх": 3}


def _tail(rest: str) -> str:
    """The effects after a head: «— ...», «, ...» or « ...»."""
    return re.sub(r"^(?: [—–]|,)?\s*", "", rest)


def _read(point: Point, rest: str, sentence: str, name: str, named: Callable[[str], object | None],
          attack_of: Callable[[str], object], **kw) -> Trigger | None:
    """The effects of a trigger: fixed roles, or a target its controller chooses; «может» makes it optional."""
    text = _tail(rest)
    own = re.match(r"^(\S+(?: \S+){0,2}?) может ", text)
    if own and names_card(own.group(1), name):  # «— Дозор Форрендора может получить полет ...»: the card's own «может»
        text = text[len(own.group(1)) + 1:]
    optional = text.startswith(("может ", "вы можете ", "можете "))
    if optional:
        text = text.removeprefix("вы можете ").removeprefix("можете ").removeprefix("может ").removeprefix("объявить ")
    effects = effects_of(text, name, named, attack_of)
    if effects is not None and point not in (Point.DEATH, Point.CREATURE_DEATH) and any(
            getattr(e, "who", None) is Who.DEAD_PARTNERS for e in effects):
        return None  # «существа, которые стояли с ним в строю» speaks of a creature that died
    if effects is not None:
        return Trigger(point, effects, sentence, optional=optional, **kw)
    bare = NAMED_SUFFIX.sub("", text).strip()
    obliged = _must_strike(bare, name)
    if obliged is not None:
        return Trigger(point, (MustStrike(),), sentence, optional=optional, chooses=True, target=obliged[0],
                       opponent_chooses=obliged[1], **kw)
    shared = re.fullmatch(r"выберите (.+?), (?:оно|он|она) получает «?когда (.+?) получает раны,? раниться на столько же»?",
                          bare)
    if shared and names_card(shared.group(2), name):
        # «выберите существо противника, оно получает Когда Астральный двойник получает раны раниться на столько же»
        from tolaria.berserk.activated_phrases import target_of

        spec = target_of(shared.group(1))
        if spec is None:
            return None
        return Trigger(point, (ShareWounds(),), sentence, optional=optional, chooses=True, target=spec, **kw)
    from tolaria.berserk.later_phrases import if_no_enemy_near

    later = if_no_enemy_near(bare, name, lambda words: effects_of(words, name, named, attack_of), attack_of)
    if later is not None:  # «переместить ее ...; если после этого рядом с Раэром нет карт противника разряд на 3»
        return Trigger(point, later[0], sentence, optional=optional, chooses=later[1], **kw)
    from tolaria.berserk.prophecy_phrases import lowered_roll_prophecy

    lowered = lowered_roll_prophecy(bare, attack_of) if point is Point.ATTACKING else None
    if lowered is not None:  # «может уменьшить свой следующий бросок кубика ..., при этом пророчество X; метание ...»
        return Trigger(point, (lowered[0],), sentence, optional=optional, chooses=True, **kw)
    from tolaria.berserk.swap_phrases import swap_and_fight

    fight = swap_and_fight(bare)
    if fight is not None and point is Point.SQUAD_ATTACK:
        # «если оно стоит рядом с атакованным может поменяться с ним местами, при этом сразиться с целью его атаки»:
        # «оно» is the squad's attacker, so only after «При ... вашего существа»; «может» makes it optional
        return Trigger(point, (fight,), sentence, optional=True, **kw)
    several = SEVERAL_NEAR_ATTACKED.fullmatch(bare)
    if several is not None:
        # «ранить на 1 двух существ противника, стоящих рядом с атакованным»: that many different creatures next to the
        # attacked card, named as the ability is declared (Online 412.1), each wounded
        side = Side.OPPONENT if several.group(3) else Side.ANY
        return Trigger(point, (WoundBy(int(several.group(1)), Who.EACH_CHOSEN),), sentence, optional=optional,
                       chooses=True, target=TargetSpec(side=side, near_subject=True),
                       target_count=SEVERAL_COUNTS[several.group(2)], **kw)
    near = NEAR_ATTACKED.fullmatch(bare)
    if near is not None:
        # «ранить существо, стоящее рядом с атакованным, на X-1, где X величина этого удара»: a creature next to the
        # attacked card, chosen as the ability is declared (Online 412.1), wounded by the attack's value less N
        side = Side.OPPONENT if near.group(1) else Side.ANY
        return Trigger(point, (WoundBy(-int(near.group(2) or 0), Who.CHOSEN, by_amount=True),), sentence,
                       optional=optional, chooses=True, target=TargetSpec(side=side, near_subject=True), **kw)
    if bare == "простой безответный удар по карте противника, не закрываясь при этом":
        # a simple strike of the card's own strength at an adjacent opponent's card; a triggered one closes nothing
        strike = Attack(AttackKind.SIMPLE, (0, 0, 0), unanswered=True)
        return Trigger(point, (AttackAt(strike, Who.CHOSEN),), sentence, optional=optional, chooses=True,
                       target=TargetSpec(creature=False, side=Side.OPPONENT), **kw)
    from tolaria.berserk import deck_phrases, roll_table_phrases

    deck = deck_phrases.arrange(bare)
    if deck is not None and (deck.count or point is Point.SQUAD_PROPHECY):  # «посмотреть 3 верхние карты ...»
        return Trigger(point, (deck,), sentence, optional=optional, **kw)

    table = roll_table_phrases.roll_table(bare, name, names_card, lambda t: _text_ability(t, named))
    if table is not None:  # «бросьте кубик: если выпало 1 или 2 — ...; если выпало 3 или 4 — ...»
        return Trigger(point, (table[1],), sentence, optional=optional, chooses=True, target=table[0], **kw)
    jumped = roll_table_phrases.jump_roll_bonus(bare) if point is Point.JUMP else None
    if jumped is not None:  # «получает +X к следующему броску кубика до конца хода, где X дальность ... прыжка»
        return Trigger(point, (jumped,), sentence, optional=optional, **kw)
    try:
        attack = attack_of(bare)
    except Exception:  # the compiler's Unsupported: not an attack
        attack = None
    if isinstance(attack, Attack):
        # «При гибели — особый удар на 2»: from the graveyard, at a card its attack reaches from the cell it died on
        return Trigger(point, (AttackAt(attack, Who.CHOSEN),), sentence, optional=optional, chooses=True, **kw)
    ridden = _attack_with_riders(bare, name, named, attack_of)
    if ridden is not None:  # «разряд на 1 (+2 к разряду за каждую {counter}), при этом теряет все {counter}»
        attack, bonus, riders = ridden
        return Trigger(point, (AttackAt(attack, Who.CHOSEN), *riders), sentence, optional=optional, chooses=True,
                       token_bonus=bonus, **kw)
    from tolaria.berserk.activated_phrases import text_ability

    ability = text_ability(bare, named)
    if ability is not None and ability.target is not None and not ability.spell and not any(
            isinstance(e, SwapCards | TakeSymbiont) for e in ability.effects):  # (their targets: a playable's only)
        return Trigger(point, ability.effects, sentence, optional=optional, chooses=True, target=ability.target, **kw)
    return None


def _text_ability(text: str, named: Callable[[str], object | None]):
    from tolaria.berserk.activated_phrases import text_ability

    return text_ability(text, named)


def _must_strike(text: str, name: str) -> tuple[TargetSpec, bool] | None:
    """«выбранное стоящее рядом существо противника в его втором или третьем ряду обязано 1 раз напасть на Умпи
    {strike}»: the description of the card obliged to strike the source once (another card's name: unread), and
    whether the opponent chooses it: «стоящее рядом существо противника (по его выбору) обязано …» (Торбьёрн)."""
    m = re.fullmatch(r"(.+?)(?: в его (первом|втором|третьем)(?: или (первом|втором|третьем))? ряду)?( \(по его выбору\))? "
                     r"обязано 1 раз напасть на (\S+(?: \S+)?) \{strike\}", text)
    if m is None or not names_card(m.group(5), name):
        return None
    theirs = bool(m.group(4))
    if theirs and m.group(1).startswith("выбранное "):
        return None  # «выбранное» is the controller's choice, «по его выбору» the opponent's: not both
    from tolaria.berserk.activated_phrases import target_of

    spec = target_of(m.group(1))
    if spec is None or not spec.creature or spec.side is not Side.OPPONENT:
        return None
    rows = frozenset(ROWS[r] for r in m.group(2, 3) if r)
    return dataclasses.replace(spec, rows=rows), theirs


def read_effects(point: Point, rest: str, sentence: str, name: str, named: Callable[[str], object | None],
                 attack_of: Callable[[str], object], **kw) -> Trigger | None:
    """The effects after a head another grammar module read (its trigger point given): as for this module's heads."""
    return _read(point, rest, sentence, name, named, attack_of, **kw)


def _attack_head(sentence: str, name: str, named: Callable[[str], object | None],
                 attack_of: Callable[[str], object]) -> Trigger | None:
    """«при [сильном] [атаке] [или при промахе] [в нападении] [по ...] — [эффекты]»."""
    tiers = "|".join(sorted(TIERS, key=len, reverse=True))
    words = "|".join(sorted((re.escape(w) for w in ATTACK_WORDS), key=len, reverse=True))
    first = re.match(r"^при первом ударе за ход(?= |,)", sentence)
    if first:  # the card's first melee attack of the turn that hits: once a turn (READINGS)
        return _read(Point.ATTACK, sentence[first.end():], sentence, name, named, attack_of,
                     attack=AttackCondition(ATTACK_WORDS["ударе"], Outcome.HIT), limit=Limit(1, Per.TURN))
    miss = _miss_head(sentence, name, named, attack_of)
    if miss is not None:
        return miss
    m = re.match(rf"^при (?:({tiers}) )?({words})( или (?:при )?промахе)?( в нападении)?", sentence)
    if m is None:
        return None
    base = ATTACK_WORDS[m.group(2)]
    scope = base if m.group(1) is None else AttackScope(base.kinds, base.magical, base.ranged, TIERS[m.group(1)])
    outcome = None if m.group(3) else Outcome.HIT
    rest = sentence[m.end():]
    near = re.match(r"^ по существу, стоящему рядом с (\S+(?: \S+)?)(?= —)", rest)
    if near and names_card(near.group(1), name) and not m.group(3) and not m.group(4):
        # «При дальней атаке по существу, стоящему рядом с Сайкороном — он может телепортироваться на свободную клетку
        # рядом с атаковавшим»: an attack at a creature next to the card
        after = re.sub(r"^ — (?:он|она|оно) может телепортироваться на свободную клетку рядом с атаковавшим$",
                       " — может переместиться на свободную клетку рядом с атаковавшим", rest[near.end():])
        return _read(Point.ATTACK_NEAR, after, sentence, name, named, attack_of, attack=AttackCondition(scope, None))
    squad = re.match(r"^ (вашего существа|вашей карты)(?= |,)", rest)
    if squad and not m.group(3) and not m.group(4):
        # «При дальней немагической атаке вашего существа», «При сильной атаке вашей карты»: any card of the squad
        return _read(Point.SQUAD_ATTACK, rest[squad.end():], sentence, name, named, attack_of,
                     attack=AttackCondition(scope, None, by_creature=squad.group(1) == "вашего существа"))
    across = re.fullmatch(rf" через свободную клетку (может )?переместить на нее ({_WHO})", rest)
    if across and scope.kinds == frozenset({AttackKind.ACROSS_ROW}):
        # «При {uchr} через свободную клетку может переместить на нее атакованную карту»: to the cell the strike
        # passed over, while it is free (glossary «Удар Через Ряд»)
        return Trigger(Point.ATTACK, (MoveCard(WHO_WORDS[across.group(2)], Destination.ACROSS),), sentence,
                       attack=AttackCondition(scope, outcome), optional=across.group(1) is not None)
    whose = Whose.ANY
    if rest.startswith(" в свой ход"):  # «При {strike} в свой ход ...»: only in its controller's turn (Online 300)
        rest, whose = rest[len(" в свой ход"):], Whose.YOURS
    if not rest.startswith(" по "):
        return _read(Point.ATTACK, rest, sentence, name, named, attack_of, attack=AttackCondition(scope, outcome),
                     whose=whose)
    # «по X — ...»: X is the card itself (the attack is at it) or a description of the attacked card
    rest = rest[len(" по "):]
    for i in [j for j in range(len(rest)) if rest[j] in " ,"]:
        who, after = rest[:i].strip(), rest[i:]
        if names_card(who, name):
            found = _read(Point.ATTACKED, after, sentence, name, named, attack_of,
                          attack=AttackCondition(scope, outcome))
        elif (other := _attacked_filter(who)) is not None:
            found = _read(Point.ATTACK, after, sentence, name, named, attack_of,
                          attack=AttackCondition(scope, outcome, None if other is ENEMY_CARD else other),
                          side=Side.OPPONENT if other is ENEMY_CARD else Side.ANY)
        else:
            continue
        if found is not None:
            return found
    return None


TOKEN_BONUS_WORDS = {"разряду": AttackKind.DISCHARGE, "выстрелу": AttackKind.SHOT, "метанию": AttackKind.THROW}
"""«(+2 к разряду за каждую {counter})»: the attack a per-token bonus names, in the dative."""


def _attack_with_riders(text: str, name: str, named: Callable[[str], object | None],
                        attack_of: Callable[[str], object]) -> tuple[Attack, int, tuple[TriggeredEffect, ...]] | None:
    """«разряд на 1 (+2 к разряду за каждую {counter}), при этом теряет все {counter}»: a triggered attack at a target
    chosen as it is declared, with a bonus per token of the source and effects carried out with its wounds."""
    m = re.fullmatch(r"(.+?)(?: \(\+(\d+) к (\S+) за каждую \{counter\}\))?(?:, при этом (.+))?", text)
    if m is None or (m.group(2) is None and m.group(4) is None):
        return None
    try:
        attack = attack_of(m.group(1))
    except Exception:  # the compiler's Unsupported: not an attack
        return None
    if not isinstance(attack, Attack) or (m.group(3) is not None and TOKEN_BONUS_WORDS.get(m.group(3)) is not attack.kind):
        return None
    riders: tuple[TriggeredEffect, ...] = ()
    if m.group(4) is not None:
        found = effects_of(m.group(4), name, named, attack_of)
        if found is None or any(isinstance(e, AttackAt | MoveCard | CloseOrWounds) for e in found):
            return None  # another attack, or a choice that would pause the wounds
        riders = found
    return attack, int(m.group(2) or 0), riders


def _miss_head(sentence: str, name: str, named: Callable[[str], object | None],
               attack_of: Callable[[str], object]) -> Trigger | None:
    """«При промахе [вашего существа] [атаки] [в ваш ход] — ...»: an attack whose strike table row is «промах»
    (Online 205.4), the card's own or, with «вашего существа», any creature's of its squad."""
    words = "|".join(sorted((re.escape(w) for w in MISSED_ATTACKS), key=len, reverse=True))
    m = re.match(rf"^при промахе( вашего существа)?(?: ({words}))?(?: \(кроме ([а-яё ,]+)\))?( в (?:ваш|свой) ход)?(?= |,)",
                 sentence)
    if m is None:
        return None
    from tolaria.berserk.swap_phrases import spared_of

    spared = spared_of(m.group(3))
    if spared is None or (spared and m.group(1) is None):
        return None  # «(кроме летающих и симбиотов)» leaves out some of the squad's attackers
    scope = MISSED_ATTACKS[m.group(2)] if m.group(2) else AttackScope()
    whose = Whose.YOURS if m.group(4) else Whose.ANY
    point = Point.SQUAD_ATTACK if m.group(1) else Point.ATTACK
    return _read(point, sentence[m.end():], sentence, name, named, attack_of, whose=whose,
                 attack=AttackCondition(scope, Outcome.MISS, by_creature=m.group(1) is not None, spared=spared))


MISSED_ATTACKS = {"{strike}": AttackScope(frozenset({AttackKind.SIMPLE})), "ударом": AttackScope(MELEE),
                  "атакой": AttackScope()}
"""«При промахе [вашего существа] {strike}»: the attack that missed, in the genitive or instrumental."""


DECLARED_ATTACKS = {"выстрелом": AttackScope(frozenset({AttackKind.SHOT})),
                    "метанием": AttackScope(frozenset({AttackKind.THROW})),
                    "разрядом": AttackScope(frozenset({AttackKind.DISCHARGE})),
                    "{strike}": AttackScope(frozenset({AttackKind.SIMPLE}))}
"""«При нападении [атакой]»: the attack the card declares, in the instrumental."""
RIDER_WORDS = {"выстрелом": "выстрелу", "метанием": "метанию", "разрядом": "разряду", "{strike}": "{strike}"}
"""«+2 к этому выстрелу»: the attack being declared, as «к следующему выстрелу» (its value is fixed later, Online
216.8), lasting to the turn's end."""


CARD_NOUNS = ("существ", "карт", "артефакт", "местност", "летающ", "нелетающ")
"""Words that begin a description, not a card's name, after «при гибели вашего»."""
NOT_NAMES = ("ваш", "эт", "друг", "люб", "его", "ее", "её", "от ", "противник", "своего", "союзн", "x ", "х ")
"""Words that begin no card's name after «при гибели» alone (a pronoun, «от», a description of whose card)."""
NOT_NAME_WORDS = frozenset({"противника", "вашего", "от", "в", "на", "с", "по", "при", "и", "или", "рядом"})
"""Words no card's name holds, after «при гибели» alone: a description or a clause, not a name."""


def _named_death(sentence: str, read: Callable[..., Trigger | None], side: Side = Side.OWN) -> Trigger | None:
    """«При гибели вашего Кракена погибает»: a card of the ability's squad with that name (glossary «При гибели
    [текст]»), the name being the shortest run of one to three words after which the rest reads as effects; with
    ``Side.ANY``, «При гибели Скелета открыться»: a card of that name of either squad."""
    m = re.match(r"^при гибели вашего " if side is Side.OWN else r"^при гибели ", sentence)
    if m is None:
        return None
    words = sentence[m.end():].split(" ")
    if words[0].startswith(CARD_NOUNS) or (side is not Side.OWN and words[0].startswith(NOT_NAMES)):
        return None
    for n in range(1, min(3, len(words) - 1) + 1):
        if side is not Side.OWN and NOT_NAME_WORDS.intersection(words[:n]):
            return None  # «при гибели Кракена противника ...»: a description follows the name
        found = read(Point.CREATURE_DEATH, " " + " ".join(words[n:]), other=CardFilter(named=" ".join(words[:n])),
                     side=side)
        if found is not None:
            return found
    return None


def _squad_attacked(sentence: str, name: str, named: Callable[[str], object | None],
                    attack_of: Callable[[str], object]) -> Trigger | None:
    """«При атаке существа противника по вашему закрытому болотному существу — ...»: an attack at a card of the
    squad, the attacked card described by adjectives (neuter dative)."""
    m = re.match(r"^при атаке существа противника по вашему ((?:[а-яё]+ому )*)существу(?= |,)", sentence)
    if m is None:
        return None
    found = CardFilter()
    for word in m.group(1).split():
        if word == "закрытому":
            found = CardFilter(found.element, True, found.flyer)
        elif word == "открытому":
            found = CardFilter(found.element, False, found.flyer)
        elif (element := phrases.element_of(word)) is not None:
            found = CardFilter(element, found.closed, found.flyer)
        else:
            return None
    return _read(Point.SQUAD_ATTACKED, sentence[m.end():], sentence, name, named, attack_of,
                 attack=AttackCondition(AttackScope(), None, found))


def _attacked_filter(words: str) -> CardFilter | None:
    """«по открытому существу», «по закрытому существу»: the attacked card, in the dative singular."""
    return {"открытому существу": CardFilter(closed=False), "закрытому существу": CardFilter(closed=True),
            "летающему существу": CardFilter(flyer=True), "карте противника": ENEMY_CARD,
            "карте на поле боя": CardFilter(flyer=False),
            "существу на поле боя": CardFilter(creature=True, on_battlefield=True),
            "существу": CardFilter(creature=True)}.get(words)  # (a flyer is in the Additional Zone, 211.2)


ENEMY_CARD = CardFilter()
"""«по карте противника»: any card; the trigger's ``enemy`` keeps only the opponent's (:func:`_attack_head`)."""


def _other_heads(sentence: str, name: str, named: Callable[[str], object | None],
                 attack_of: Callable[[str], object]) -> Trigger | None:
    """Movement, death, turn start and end, becoming a defender."""
    def read(point: Point, rest: str, **kw) -> Trigger | None:
        return _read(point, rest, sentence, name, named, attack_of, **kw)

    m = re.match(r"^при трупоедстве(, если уничтожил существо с отравлением)?(?= |,)", sentence)
    if m and m.group(1):  # «..., если уничтожил существо с отравлением ... отравление x, где x отравление уничтоженного»
        return _prey_poison(read(Point.CORPSE_EATING, sentence[m.end():], poisoned_prey=True), sentence[m.end():], read)
    if m:
        return read(Point.CORPSE_EATING, sentence[m.end():])
    m = re.match(r"^при перемещении (\S+(?: \S+)?) другой картой(?= |,)", sentence)
    if m and names_card(m.group(1), name):  # «При перемещении Кугхора другой картой»: moved by another's text
        return read(Point.MOVED_BY_CARD, sentence[m.end():])
    m = re.match(r"^при телепортации вашего существа на половину поля боя противника с соседней с (\S+(?: \S+)?) клетки"
                 r"(?= |,)", sentence)
    if m and names_card(m.group(1), name):
        return read(Point.SQUAD_TELEPORT, sentence[m.end():])
    m = re.match(r"^при телепортации с (половины поля боя противника на вашу|вашей половины поля боя на) половину поля "
                 r"боя( противника)?(?= |,)", sentence)
    if m and (m.group(1).startswith("вашей")) is (m.group(2) is not None):
        home = m.group(1).startswith("половины")
        return read(Point.TELEPORTED, sentence[m.end():], crossing=HalfCrossing(home))
    m = re.match(r"^при нападении (выстрелом|метанием|разрядом|\{strike\})(?= |,)", sentence)
    if m:  # «При нападении выстрелом ...»: as the attack's Target object resolves (Online 216.4)
        scope = DECLARED_ATTACKS[m.group(1)]
        word = RIDER_WORDS[m.group(1)]
        rest = sentence[m.end():].replace(f" к этому {word}", f" к следующему {word} до конца хода")
        return read(Point.ATTACKING, rest, attack=AttackCondition(scope, None))
    m = re.match(r"^при телепортации (вашего [а-яё]+(?: стоимостью \d+ или менее)?)(?= |,)", sentence)
    if m and (teleporter := _squad_card(m.group(1))) is not None:  # «При телепортации вашего демона стоимостью 5 ...»
        return read(Point.SQUAD_TELEPORTS, sentence[m.end():], other=teleporter)
    m = re.match(r"^при прыжке вашего существа(?= |,)", sentence)
    if m:
        return read(Point.SQUAD_JUMP, sentence[m.end():])
    m = re.match(r"^при прыжке(?= |,)", sentence)
    if m:  # the card's own jump (glossary «Прыжок»)
        return read(Point.JUMP, sentence[m.end():])
    m = re.match(r"^если карта противника атакует и не наносит ран(?= |,)", sentence)
    if m:  # «ранить ее на 1»: the attacking card, in the attacked role
        return read(Point.ENEMY_DEALS_NO_WOUNDS, re.sub(r"^,? ранить (?:ее|её) ", " ранить атакованного ", sentence[m.end():]))
    m = re.match(r"^при перемещении существа противника на клетку вашей половины поля боя(?= |,)", sentence)
    if m:  # «ранить его на 1»: the creature that moved, in the attacked role
        return read(Point.ENEMY_ENTERS_HALF, re.sub(r"^ ранить его ", " ранить атакованного ", sentence[m.end():]))
    m = re.match(r"^при перемещении на клетку, рядом с которой стоит ваше существо стоимостью (\d+) или более,", sentence)
    if m:
        return read(Point.MOVE, sentence[m.end():], condition=NearOwn(int(m.group(1))))
    m = re.match(r"^когда (?:(\S+(?: \S+)?) )?перемещается на клетку (первого|второго|третьего) ряда противника(?= |,)",
                 sentence)
    if m and (m.group(1) is None or names_card(m.group(1), name)):
        # «Когда перемещается на клетку третьего ряда противника ...»: its movement ends in that row of the other half
        row = {"первого": 1, "второго": 2, "третьего": 3}[m.group(2)]
        return read(Point.MOVE, sentence[m.end():], place=PlaceCondition(row, enemy=True))
    m = re.match(r"^при перемещении на клетку, занятую существом противника,(?= )", sentence)
    if m:  # «это существо» is the opponent's creature on the cell it moved onto (glossary «Бестелесность»)
        rest = sentence[m.end():].replace(" это существо получает ", " существо противника на этой клетке получает ", 1)
        return read(Point.MOVE, rest, condition=WithEnemyOnCell())
    m = re.match(r"^после перемещения с (вашей половины поля боя на половину поля боя противника|половины поля боя "
                 r"противника на вашу половину поля боя)(?= |,)", sentence)
    if m:  # «После перемещения с вашей половины поля боя на половину поля боя противника»: a declared move across
        return read(Point.MOVE, sentence[m.end():], crossing=HalfCrossing(m.group(1).startswith("половины")))
    m = re.match(r"^при перемещении по диагонали(?= |,)", sentence)
    if m:
        return read(Point.MOVE, sentence[m.end():], diagonal=True)
    m = re.match(r"^при (?:перемещении|движении|передвижении) (\S+(?: \S+)?) на соседнюю клетку(?= |,)", sentence)
    if m and names_card(m.group(1), name):  # «При движении Тови на соседнюю клетку»: its movement of one cell
        return read(Point.MOVE, sentence[m.end():], adjacent=True)
    m = re.match(r"^при (?:перемещении|движении|передвижении)(?: на соседнюю клетку| на клетку)?(?= |,)", sentence)
    if m:
        return read(Point.MOVE, sentence[m.end():])
    m = re.match(r"^когда существо противника получает раны от отравления(?= |,)", sentence)
    if m:
        return read(Point.ENEMY_POISONED_WOUND, sentence[m.end():])
    m = re.fullmatch(r"когда существо противника получает x ран от отравления,? (.+?) (?:может|могут) излечить на x (.+)",
                     sentence)
    if m and names_card(m.group(1), name):
        # «Когда существо противника получает X ран от отравления Руины Уорлога могут излечить на X существо в вашем
        # отряде»: X is the wounds the poison dealt (Chain.amount), the healed card its controller's choice
        from tolaria.berserk.activated_phrases import target_of

        spec = target_of(m.group(2))
        if spec is None:
            return None
        return Trigger(Point.ENEMY_POISONED_WOUND, (HealBy(0, Who.CHOSEN, by_amount=True),), sentence, optional=True,
                       chooses=True, target=spec)
    m = re.match(r"^когда карта противника выбрасывает на кубике ([1-6])(?= |,)", sentence)
    if m:
        return read(Point.OPPONENT_ROLLS, sentence[m.end():], tokens=int(m.group(1)))
    m = re.match(r"^когда ваша карта единовременно теряет (\d+) или более \{counter\}(?= |,)", sentence)
    if m:
        return read(Point.SQUAD_LOSES_TOKENS, sentence[m.end():], tokens=int(m.group(1)))
    m = re.match(r"^когда ваше существо открывается(?: (в ваш ход|в ход противника))?(?= |,)", sentence)
    if m:
        rest = sentence[m.end():]
        own = re.match(r"^,? (\S+(?: \S+){0,2}) также(?= )", rest)  # «Заступник Ордена также может открыться»
        if own and names_card(own.group(1), name):
            rest = rest[own.end():]
        whose = {None: Whose.ANY, "в ваш ход": Whose.YOURS, "в ход противника": Whose.OPPONENTS}[m.group(1)]
        return read(Point.SQUAD_OPENED, rest, whose=whose)
    m = re.match(r"^в начале боя(?:, если в вашем отряде есть ([а-яё -]+?),?(?= может | —))?(?= |,)", sentence)
    if m:
        in_squad = None
        if m.group(1):
            classes = m.group(1).split(" или ")
            if any(c not in phrases.SQUAD_CLASSES for c in classes):
                return None
            in_squad = SquadHas(frozenset(classes))
        return read(Point.BATTLE_START, sentence[m.end():], condition=in_squad)
    m = re.match(r"^когда (\S+(?: \S+)?) действует(?= |,)", sentence)
    if m and names_card(m.group(1), name):
        return read(Point.ACTS, sentence[m.end():])
    m = re.match(r"^при ответном ударе вашего существа(?= |,)", sentence)
    if m:
        return read(Point.SQUAD_ANSWER, sentence[m.end():])
    m = re.match(r"^при вампиризме вашего существа(?= |,)", sentence)
    if m:  # «это существо» is the vampire (the attacker role)
        return read(Point.SQUAD_VAMPIRISM, sentence[m.end():].replace("это существо получает", "атаковавший получает"))
    m = re.fullmatch(r"при пророчестве вашей карты — получает \+x к следующему \{strike\}, где x — количество показанных "
                     r"карт \(максимум \+(\d+)\)", sentence)
    if m:
        return Trigger(Point.SQUAD_PROPHECY, (NextBonus(int(m.group(1))),), sentence)
    m = re.match(r"^при пророчестве (?:вашей карты|ваших карт)(?= |,)", sentence)
    if m:  # «При пророчестве ваших карт можете вернуть показанные карты ...»
        return read(Point.SQUAD_PROPHECY, sentence[m.end():])
    m = re.fullmatch(r"при гибели существа противника от отравления — (может )?отравить стоящее рядом с погибшим существо "
                     r"на x, где x — величина отравления умершего существа", sentence)
    if m:
        # «Сеятель хвори»: the poisoned creature's X, next to the cell it died on (glossary «При гибели [текст]»)
        return Trigger(Point.ENEMY_POISON_DEATH, (PoisonBy(0, Who.CHOSEN, by_amount=True),), sentence,
                       optional=m.group(1) is not None, chooses=True, target=TargetSpec(near_dead=True))
    m = re.match(r"^при гибели от атак существа противника(?= |,)", sentence)
    if m:  # the dead card's own, destroyed by the wounds of an opponent's creature's attack
        # «это существо» is the creature the head names, the one that attacked
        rest = sentence[m.end():].replace("уничтожить это существо", "уничтожить атаковавшего")
        return read(Point.DEATH, rest, attack=AttackCondition(AttackScope(), None))
    m = re.match(r"^когда уничтожает (?:(выстрелом|метанием|разрядом|ударом|простым ударом) )?"
                 r"(?:карту противника|(первое|второе|третье) существо противника за бой|(существо) противника)(?= |,)",
                 sentence)
    if m:  # «второе существо противника за бой»: only the N-th of the battle (rules/kill_counts.py)
        # «существо противника»: only a creature it destroys (``other``), not any card
        return read(Point.KILLS, sentence[m.end():], nth=ORDINALS.get(m.group(2) or "", 0),
                    attack=AttackCondition(KILL_WORDS[m.group(1)] if m.group(1) else AttackScope(), None),
                    other=CardFilter() if m.group(3) else None)
    m = re.match(r"^после того, как ваше (?:(\{ordinary\}|\{elite\}) )?существо уничтожает карту противника"
                 r"( большей стоимости, чем оно само \(без учета элитности\))?(?= |,)", sentence)
    if m:
        killer = CardFilter(elite=m.group(1) == "{elite}") if m.group(1) else None
        rest = sentence[m.end():].replace("открыть это существо", "открыть атаковавшего")  # «это существо»: the killer
        return read(Point.SQUAD_KILLS, rest, attack=AttackCondition(AttackScope(), None, killer),
                    costlier=m.group(2) is not None)
    m = re.match(r"^при гибели (?:(нелетающего|летающего) )?существа( противника)?(?= |,)", sentence)
    if m:
        other = CardFilter(flyer=m.group(1) == "летающего") if m.group(1) else None
        return read(Point.CREATURE_DEATH, sentence[m.end():], other=other,
                    side=Side.OPPONENT if m.group(2) else Side.ANY)
    m = re.match(r"^при гибели (второго|третьего) или более существа за ход( \(кроме симбиотов\))?(?= |,)", sentence)
    if m:  # «При гибели второго или более существа за ход (кроме симбиотов)»: from that death of the turn on
        other = CardFilter(not_types=frozenset({CardType.SYMBIOTE})) if m.group(2) else None
        rest = sentence[m.end():]
        sole = rest.endswith(" (не может получать {counter} другим способом)")
        return read(Point.CREATURE_DEATH, rest.removesuffix(" (не может получать {counter} другим способом)"),
                    other=other, nth=DEATH_ORDINALS[m.group(1)], sole_tokens=sole)
    m = re.match(r"^при гибели вашего существа( со строем)?( в ход противника| в ваш ход)?(?= |,)", sentence)
    if m:  # «При гибели вашего существа со строем в ход противника»: a creature of the squad, in that turn
        other = CardFilter(formation=True) if m.group(1) else None
        whose = {None: Whose.ANY, " в ход противника": Whose.OPPONENTS, " в ваш ход": Whose.YOURS}[m.group(2)]
        return read(Point.CREATURE_DEATH, sentence[m.end():], other=other, side=Side.OWN, whose=whose)
    named_dead = _named_death(sentence, read)
    if named_dead is not None:
        return named_dead
    m = re.match(r"^при попадании на кладбище(?= |,)", sentence)
    if m:  # the card's own way from play to its graveyard (READINGS «При попадании на кладбище»)
        return read(Point.DEATH, sentence[m.end():])
    m = re.match(r"^при гибели(?= |,)", sentence)
    if m:
        per_token = _per_token_attack(sentence[m.end():], name, attack_of)
        if per_token is not None:  # «При гибели X разрядов на 2, где X количество {counter} на Сердце бурь»
            return Trigger(Point.DEATH, (AttackAt(per_token, Who.CHOSEN),), sentence, chooses=True, per_token=True)
        rest = sentence[m.end():]
        own = re.match(r"^ (\S+(?: \S+)?)(?= )", rest)
        if own and names_card(own.group(1), name):
            rest = rest[own.end():]
        return read(Point.DEATH, rest) or _named_death(sentence, read, Side.ANY)  # «При гибели Скелета открыться»
    m = re.match(r"^в (начале|конце) (вашего хода|хода противника|хода)(?:, если стоит в вашем (первом|втором|третьем) ряду,)?"
                 r"(, если открыт(?:а|о)?,?)?", sentence)
    if m:
        point = Point.TURN_START if m.group(1) == "начале" else Point.TURN_END
        place = PlaceCondition(ROWS[m.group(3)]) if m.group(3) else None
        condition = IsOpen() if m.group(4) else None
        buried = re.match(r"^, если (\S+(?: \S+)?) на кладбище(?= —)", sentence[m.end():])
        if buried is not None and place is None and condition is None:
            # «В начале хода противника, если скелетный червь на кладбище — ...»: a trigger of the card in its graveyard
            if not names_card(buried.group(1), name):
                return None
            return read(point, sentence[m.end() + buried.end():], whose=WHOSE[m.group(2)], in_graveyard=True)
        lit = marker_phrases.lantern(sentence[m.end():].strip(), name)
        if lit is not None and place is None and condition is None:  # «выберите до 3 клеток подряд на одной прямой ...»
            return Trigger(point, (lit,), sentence, whose=WHOSE[m.group(2)])
        pair = marker_phrases.chained_pair(sentence[m.end():].strip())
        if pair is not None and place is None and condition is None:  # «два стоящих рядом друг с другом существа ...»
            return Trigger(point, (pair,), sentence, whose=WHOSE[m.group(2)], chooses=True,
                           target=TargetSpec(or_self=True), second=TargetSpec(or_self=True, near_first=True))
        return read(point, sentence[m.end():], whose=WHOSE[m.group(2)], place=place, condition=condition)
    if sentence.startswith("до начала вашего хода "):
        return _before_turn(sentence, name, named, attack_of)
    m = re.match(r"^когда (?:(\S+(?: \S+)?) )?открывается \(кроме открытия в начале своего хода\)", sentence)
    if m and (m.group(1) is None or names_card(m.group(1), name)):
        return read(Point.OPENED, sentence[m.end():])
    m = re.match(r"^когда существо противника получает \{counter\}(?= |,)", sentence)
    if m:
        return read(Point.ENEMY_GAINS_TOKEN, sentence[m.end():])
    m = re.match(rf"^когда (?:(\S+(?: \S+)?) )?получает ({'|'.join(NTH_TOKEN)}) \{{counter\}}(?= |,)", sentence)
    if m and (m.group(1) is None or names_card(m.group(1), name)):
        # «Когда получает третью {counter} — ...»: the gain that brings its own tokens to that count
        return read(Point.GAINS_NTH_TOKEN, sentence[m.end():], tokens=NTH_TOKEN[m.group(2)])
    m = re.match(r"^когда (?:(\S+(?: \S+)?) )?получает (\d+) (?:или|и) более ран(?:ы|у)? от (?:одной )?атаки"
                 r"(, находясь на вашей половине поля боя,)?(?= |,)", sentence)
    if m and (m.group(1) is None or names_card(m.group(1), name)):
        # «Когда получает 3 и более ран от атаки, находясь на вашей половине поля боя, ...»: where it stands then
        return read(Point.WOUNDED, sentence[m.end():], wounds=int(m.group(2)), condition=OnOwnHalf() if m.group(3) else None)
    m = re.match(rf"^когда (?:(\S+(?: \S+)?) )?получает раны от ({'|'.join(WOUNDING_ATTACKS)}) (существа|карты) "
                 r"противника(?= |,)", sentence)
    if m and (m.group(1) is None or names_card(m.group(1), name)):
        # «Когда Рузарх получает раны от ближнего удара существа противника»: its target's wounds or a counter-strike's
        other = CardFilter(creature=True) if m.group(3) == "существа" else None
        return read(Point.WOUNDED_BY, sentence[m.end():], side=Side.OPPONENT,
                    attack=AttackCondition(WOUNDING_ATTACKS[m.group(2)], None, other, declared_only=False))
    m = re.match(r"^когда (\S+(?: \S+)?) получает x ран от атаки(?=,)", sentence)
    if m and names_card(m.group(1), name) and " x " in sentence[m.end():] + " ":
        # «Когда Дракон-зомби получает X ран от атаки, ...»: any wounds of one attack, X being how many
        return read(Point.WOUNDED, sentence[m.end():], wounds=1)
    m = re.match(r"^когда ваше существо наносит (\d+) или более ран[ыу]? (немагической атакой|атакой)(?= |,)", sentence)
    if m:
        scope = AttackScope(magical=False) if m.group(2) == "немагической атакой" else AttackScope()
        return _squad_deals(sentence, sentence[m.end():], int(m.group(1)), scope)
    m = re.match(r"^когда существо противника закрывается на удар по летающим(?= |,)", sentence)
    if m:  # Online 211.9: «закрытие на удар по летающим»; «его» after the verb is the creature that closed
        return read(Point.ENEMY_CLOSES_FOR_FLYERS, re.sub(r"^ (\S+) его(?= )", r" \1 атакованного", sentence[m.end():]))
    m = re.match(r"^когда ваше существо получает полет(?= |,)", sentence)
    if m:
        return read(Point.SQUAD_FLIES, sentence[m.end():])
    m = re.match(r"^когда существо с магической способностью, не стоявшее рядом с (\S+(?: \S+)?), перемещается на "
                 r"соседнюю с (?:ней|ним) клетку(?= |,)", sentence)
    if m and names_card(m.group(1), name):
        # Online 401.4: a magic strike, a discharge or a spell is a magical ability
        return read(Point.ARRIVES_NEXT, sentence[m.end():], other=CardFilter(having=frozenset({MAGICAL})))
    squad_wound = _squad_wounded(sentence)
    if squad_wound is not None:
        hurt, after = squad_wound
        # «может объявить по ней выстрел на 1-2-2»: «по ней» is the card whose attack wounded it (the attacker role)
        after = re.sub(r"^ (может )?объявить по ней (.+)$", r" \1\2 по атаковавшему", after)
        return read(Point.SQUAD_WOUNDED, after, wounded=hurt)
    m = re.match(r"^когда (.+?) становится защитником", sentence)
    if m and names_card(m.group(1), name):
        rest = sentence[m.end():]
        heal = re.fullmatch(r"(?: —|,) излечить на (\d+) существо, которому (?:он|она) выступает защитником", rest)
        if heal:
            return Trigger(Point.BECOMES_DEFENDER, (HealBy(int(heal.group(1)), Who.DEFENDED),), sentence)
        return read(Point.BECOMES_DEFENDER, rest)
    return None


def _before_turn(sentence: str, name: str, named: Callable[[str], object | None],
                 attack_of: Callable[[str], object]) -> Trigger | None:
    """«До начала вашего хода Оборотень получает либо {regen}2, либо +2 к {strike} и +1 к {move} (до конца хода
    противника)», «До начала вашего хода каждый ваш тролль без ран получает +1 к {move} до конца хода, или ..., или
    дополнительную {health} (по вашему выбору, общему для всех целей)»: a choice of gains (Online 310.2)."""
    rest = sentence.removeprefix("до начала вашего хода ")
    own = re.fullmatch(r"(\S+(?: \S+){0,2}?) получает либо (.+), либо (.+?)(?: \((до конца [а-я ]+)\))?", rest)
    if own and names_card(own.group(1), name):
        tail = f" {own.group(4)}" if own.group(4) else ""
        options = [single_effect(f"получает {words}{tail}", name, named, attack_of) for words in own.group(2, 3)]
        return _one_of(options, sentence)
    each = re.fullmatch(r"каждый ваш (\S+) без ран получает (.+) \(по вашему выбору, общему для всех целей\)", rest)
    if each is None:
        return None
    from tolaria.berserk.activated_phrases import CLASS_NOUNS

    found = CLASS_NOUNS.get(each.group(1))
    if found is None:
        return None
    options = [ExtraLife(1, Who.SELF) if words == "дополнительную {health}"
               else single_effect(f"получает {words}", name, named, attack_of) for words in each.group(2).split(", или ")]
    return _one_of(options, sentence, CardFilter(classes=frozenset({found})), unwounded=True)


CHOICE_FORMS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], TriggeredEffect]], ...] = (
    (re.compile(r"переместите это существо на 1 клетку в любом направлении"),
     lambda m: MoveCard(Who.ATTACKER, Destination.ANY_NEIGHBOUR)),
    (re.compile(r"излечите (?:его|это существо) на (\d+)"), lambda m: HealBy(int(m.group(1)), Who.ATTACKER)),
    (re.compile(r"(?:оно|это существо) получает \+(\d+) к следующему броску кубика"),
     lambda m: NextRollBonus(int(m.group(1)), Who.ATTACKER)),
)
"""The options of «Когда ваше существо наносит ... — [A], или [B], или [C]», each an effect on that creature."""


PREY_POISON = re.compile(r"(.+ получает отравление) x, где x(?: —)? (?:величина )?отравлени[ея] уничтоженного(?: существа)?")
"""«стоящее рядом существо противника получает отравление X, где X отравление уничтоженного»: the eaten creature's
poison X (``Chain.amount``)."""


def _prey_poison(found: Trigger | None, rest: str, read: Callable[..., Trigger | None]) -> Trigger | None:
    """«При трупоедстве, если уничтожил существо с отравлением [цель] получает отравление X, где X отравление
    уничтоженного»: the target is read as «получает отравление на 1» is, the X being the eaten creature's poison."""
    if found is not None:
        return found
    m = PREY_POISON.fullmatch(rest.strip())
    if m is None:
        return None
    base = read(Point.CORPSE_EATING, f" {m.group(1)} на 1", poisoned_prey=True)
    if base is None or len(base.effects) != 1 or not isinstance(base.effects[0], PoisonBy):
        return None
    poison = dataclasses.replace(base.effects[0], amount=0, by_amount=True)
    return dataclasses.replace(base, effects=(poison,))


def _squad_deals(sentence: str, rest: str, wounds: int, scope: AttackScope) -> Trigger | None:
    """«Когда ваше существо наносит 4 или более раны немагической атакой переместите это существо на 1 клетку в
    любом направлении, или излечите его на 2, или оно получает +1 к следующему броску кубика»: a choice of effects on
    the creature that dealt them (the attacker role)."""
    words = _tail(rest).split(", или ")
    if len(words) < 2:
        return None
    options: list[tuple[TriggeredEffect, ...]] = []
    for option in words:
        found = next((make(m) for pattern, make in CHOICE_FORMS if (m := pattern.fullmatch(option))), None)
        if found is None:
            return None
        options.append((found,))
    return Trigger(Point.SQUAD_DEALS, (OneOf(tuple(options)),), sentence, attack=AttackCondition(scope, None),
                   wounds=wounds)


def _one_of(options: list[TriggeredEffect | None], sentence: str, each: CardFilter | None = None,
            unwounded: bool = False) -> Trigger | None:
    """The :class:`OneOf` of a «до начала вашего хода» choice; every option must be a gain of the source's own."""
    chosen: list[tuple[TriggeredEffect, ...]] = []
    for option in options:
        if not isinstance(option, Acquire | ExtraLife) or option.who is not Who.SELF or len(options) < 2:
            return None
        chosen.append((option,))
    return Trigger(Point.BEFORE_TURN, (OneOf(tuple(chosen), each, unwounded),), sentence, whose=Whose.YOURS)


WOUNDING_ATTACKS = {"ближнего удара": AttackScope(MELEE), "атаки": AttackScope(), "{strike}": AttackScope(frozenset({AttackKind.SIMPLE}))}
"""«получает раны от [атаки] существа противника»: the attack, in the genitive (READINGS: «удар» is a melee attack)."""


SQUAD_WOUNDED = re.compile(r"^когда (ваше (?:стоящее рядом )?существо|ваш (?:стоящий рядом )?артефакт)(?: с ([а-яё]+))? "
                           r"получает раны от атаки( карты противника)?( в первый раз за ход)?(?= |,)")
HAVING = {"броней": Keyword.ARMOR.value}
"""«ваше существо с броней»: the ability named in the instrumental, as a :class:`WoundedCard`'s ``having``."""


def _squad_wounded(sentence: str) -> tuple[WoundedCard, str] | None:
    """«Когда ваше существо с броней получает раны от атаки в первый раз за ход», «Когда ваш стоящий рядом артефакт
    получает раны от атаки карты противника»: the wounded card's description and the rest of the sentence."""
    m = SQUAD_WOUNDED.match(sentence)
    if m is None or (m.group(2) is not None and m.group(2) not in HAVING):
        return None
    having = frozenset({HAVING[m.group(2)]}) if m.group(2) else frozenset()
    spec = WoundedCard(artifact=m.group(1).endswith("артефакт"), having=having, adjacent="рядом" in m.group(1),
                       by_opponent=m.group(3) is not None, first_in_turn=m.group(4) is not None)
    return spec, sentence[m.end():]
PLURAL_ATTACKS = {"разрядов": "разряд", "выстрелов": "выстрел", "метаний": "метание"}
"""«X разрядов на 2»: the genitive plural after X, and the attack's word."""


def _per_token_attack(rest: str, name: str, attack_of: Callable[[str], object]) -> Attack | None:
    """« X разрядов на 2, где X количество {counter} на Сердце бурь»: one attack, made once for each token on the card
    itself (another card's name leaves it unread)."""
    m = re.fullmatch(r",? x (разрядов|выстрелов|метаний)( .+?), где x(?: —)? количество \{counter\} на (.+)", rest)
    if m is None or not names_card(m.group(3), name):
        return None
    try:
        attack = attack_of(PLURAL_ATTACKS[m.group(1)] + m.group(2))
    except Exception:  # the compiler's Unsupported: not an attack
        return None
    return attack if isinstance(attack, Attack) else None


UNMOVED = re.compile(r", если не (?:перемещался|передвигался|двигался) в этот ход$")
"""«..., если не перемещался в этот ход»: the trigger's card has declared no movement this turn (Online 203.3)."""


def trigger(sentence: str, name: str, named: Callable[[str], object | None],
            attack_of: Callable[[str], object]) -> Trigger | None:
    """The triggered ability a normalised sentence states, or None.

    ``named`` reads an acquired ability's text (the static grammar),
    ``attack_of`` an attack's words («особый удар на 2»).
    """
    if not sentence.startswith(("при ", "в начале ", "в конце ", "когда ", "после того, как ", "до начала вашего хода ",
                                "после перемещения ", "если карта противника атакует ")):
        return None
    unmoved = UNMOVED.search(sentence)
    if unmoved is not None:  # «В конце вашего хода может получить {counter}, если не перемещался в этот ход»
        found = trigger(sentence[:unmoved.start()], name, named, attack_of)
        if found is None or found.condition is not None:
            return None
        return dataclasses.replace(found, text=sentence, condition=Unmoved())
    return (_squad_attacked(sentence, name, named, attack_of) or _attack_head(sentence, name, named, attack_of)
            or _other_heads(sentence, name, named, attack_of))
