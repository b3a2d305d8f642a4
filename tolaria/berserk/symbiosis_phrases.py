"""The grammar of symbiotes, parasites and companions (Online 210): what their texts give their host.

«Хозяин Разумного вихря имеет +1 к {move} и -1 от дальних атак»: the host, named by the card's own name or not at
all («Хозяин имеет ...»), has one or more modifiers joined by «и». Each must be a whole modifier sentence of the
modifier grammar (``static_of``), or the sentence is not read.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from tolaria.berserk import trigger_phrases
from tolaria.berserk.abilities import (
    CloseCard,
    Conditional,
    EnemyHostRows,
    HealHost,
    HostElement,
    HostGains,
    MoveOntoHost,
    NextRollBonus,
    OneOf,
    OpenCard,
    Point,
    Side,
    TakeSymbiont,
    TargetSpec,
    TextAbility,
    Trigger,
    TriggeredEffect,
    Who,
    Whose,
    WoundBy,
)
from tolaria.berserk.cards import CardType, Named, names_card
from tolaria.berserk.phrases import ELEMENTS

HOST_LOSES = re.compile(r"^Хозяин(?: (.+?))? теряет (.+)$")
"""«Хозяин [симбиота] теряет неповоротливость»: a named ability its host does not have while it is the host."""


HOST_CANNOT = re.compile(r"^Хозяин(?: (.+?))? (не может .+)$")
"""«Хозяин Йоро не может получать {counter}, его дальние атаки получают дальность 2»: what its host cannot do, then
(after «, его») what else its host has."""


def host_cannot(sentence: str, name: str, readable: Callable[[str], object | None]) -> HostGains | None:
    """«Хозяин [этой карты] не может A, его B»: the restriction and the other gifts its host has (Online 210.2), each a
    whole ability the grammar reads (``readable``); None when the sentence is not so or a part is not read."""
    m = HOST_CANNOT.match(sentence.strip())
    if m is None or m.group(1) is not None and not names_card(m.group(1), name):
        return None
    parts = tuple(p.strip() for p in m.group(2).split(", его "))
    if any(not p or readable(p) is None for p in parts):
        return None
    return HostGains(parts)


HOST_ELEMENT = re.compile(r"^(.+), пока хозяин(?: (.+?))? (\S+?)(?:ый|ий|ой)$")
"""«Игнорирует {armor}, пока хозяин Шипокрыла горный», in a normalised sentence: an ability, then its condition."""


def host_element(sentence: str, name: str, named_of: Callable[[str], Named | None]) -> Conditional | None:
    """«[особенность], пока хозяин [карты] горный»: a named ability the card has while its host (Online 210.2) is of
    that element; None when the host is not the card's own or the ability does not read."""
    m = HOST_ELEMENT.match(sentence)
    if m is None or m.group(2) is not None and not names_card(m.group(2), name):
        return None
    element = ELEMENTS.get(m.group(3))
    ability = named_of(m.group(1))
    if element is None or ability is None:
        return None
    return Conditional(HostElement(element), ability)


HOST_HAS = re.compile(r"^Хозяин(?: (.+?))? имеет ?(.+)$")
"""«Хозяин [симбиота] имеет[ ]X[ и Y]» (the table sometimes drops the space after «имеет»)."""


WHILE_HOSTED = re.compile(r"^(.+), пока (.+?) (?:его|ему) (?:паразит|симбиот|компаньон)$")
"""«Хозяин имеет -1 к {move}, пока Ядовитый плющ его паразит»: the gift lasts while the card is its host's, which is
what a host's gift is anyway."""

HOST_OR_NEIGHBOUR = re.compile(r"^(.*?: )Хозяин или стоящее рядом существо (.+)$")
"""«{tap}: Хозяин или стоящее рядом существо получает отравление на 1»: the host is adjacent to its symbiote (Online
210.9.a), so «хозяин или стоящее рядом существо» is any creature adjacent to the card."""


def host_or_neighbour(sentence: str) -> str | None:
    """The sentence with «Хозяин или стоящее рядом существо» read as «Стоящее рядом существо» (the host is one,
    Online 210.9.a), or None when it does not begin so."""
    m = HOST_OR_NEIGHBOUR.match(sentence.strip())
    if m is None:
        return None
    return f"{m.group(1)}Стоящее рядом существо {m.group(2)}"


def host_loses(sentence: str, name: str, named_of: Callable[[str], Named | None]) -> HostGains | None:
    """«Хозяин [этой карты] теряет неповоротливость»: the host has not that named ability, printed or acquired (Online
    407.3), for as long as it has the card (Online 210.2): the mark of a lost ability given as the host's gift; None
    when the sentence is not of this form or does not name one named ability."""
    m = HOST_LOSES.match(sentence.strip())
    if m is None or m.group(1) is not None and not names_card(m.group(1), name):
        return None
    lost = named_of(m.group(2))
    if lost is None:
        return None
    from tolaria.berserk.rules.cards_in_play import LOST_ABILITY  # (the rules import the compiler)

    return HostGains((f"{LOST_ABILITY}{lost.keyword.value}",))


def host_gains(sentence: str, name: str, static_of: Callable[[str, str], object | None]) -> HostGains | None:
    """«Хозяин [этой карты] имеет A и B»: the modifiers its host has (Online 210.2), or None when the sentence is not
    of this form or one of its parts is not a modifier the grammar reads."""
    m = HOST_HAS.match(sentence.strip())
    if m is None:
        return None
    owner, body = m.group(1), m.group(2).strip()
    while_hosted = WHILE_HOSTED.match(body)
    if while_hosted is not None:  # «..., пока Ядовитый плющ его паразит»: so long as it is the host, as without it
        if not names_card(while_hosted.group(2), name):
            return None
        body = while_hosted.group(1)
    if owner is not None and not names_card(owner, name):
        return None
    parts = tuple(p.strip() for p in body.split(" и "))
    if not parts or any(not p or static_of(p, "") is None for p in parts):
        return None
    return HostGains(parts)


HOST_HEALED = re.compile(r"^При трупоедстве, если хозяин (.+?) (\S+)ый полностью излечить хозяина$")
"""«При трупоедстве, если хозяин Торфяного змея болотный полностью излечить хозяина»."""


def host_healed(sentence: str, name: str, trigger_of: Callable[[str], object | None]) -> Trigger | None:
    """«При трупоедстве, если хозяин [карты] болотный полностью излечить хозяина»: the card's «Трупоедство» trigger
    (read as «При трупоедстве полностью излечиться» is), healing its host instead, if of that element."""
    m = HOST_HEALED.match(sentence.strip())
    if m is None or not names_card(m.group(1), name) or m.group(2).lower() not in ELEMENTS:
        return None
    base = trigger_of("При трупоедстве полностью излечиться")
    if not isinstance(base, Trigger):
        return None
    return dataclasses.replace(base, effects=(HealHost(ELEMENTS[m.group(2).lower()]),), text=sentence)


HOST_LEAPS = re.compile(r"^при телепортации или прыжке хозяина(?= |,)")
"""«При телепортации или прыжке хозяина разряд на 1, дальность 3»: the host's leap, either of the two (Online
203.12)."""
DEFENDED_HOST = re.compile(r"^после того, как выступает защитником хозяину(?= |,)")
"""«После того, как выступает защитником хозяину может раниться на 1, при этом открыться»: once the strike at its host
that the card took as defender is over."""


def trigger(sentence: str, name: str, named: Callable[[str], object | None],
            attack_of: Callable[[str], object]) -> Trigger | None:
    """A triggered ability whose trigger point is an event of the card's host (a normalised sentence), its effects read
    by the trigger grammar; None when it is not one or its effects do not read completely."""
    for head, point in ((HOST_LEAPS, Point.HOST_LEAPS), (DEFENDED_HOST, Point.DEFENDED_HOST)):
        m = head.match(sentence)
        if m is not None:
            return trigger_phrases.read_effects(point, sentence[m.end():], sentence, name, named, attack_of)
    return _moves_onto_host(sentence)


MOVES_ONTO = re.compile(r"^в начале вашего хода (может )?переместиться на (.+)$")
"""«В начале вашего хода может переместиться на стоящее рядом существо противника» (Йоро): a change of host."""


def _moves_onto_host(sentence: str) -> Trigger | None:
    """The symbiont's own change of host at its turn's start onto a creature the words describe (Online 210.11.a,
    311.4), or None."""
    from tolaria.berserk.activated_phrases import target_of

    m = MOVES_ONTO.match(sentence)
    spec = target_of(m.group(2)) if m is not None else None
    if m is None or spec is None or not spec.creature:
        return None
    return Trigger(Point.TURN_START, (MoveOntoHost(),), sentence, whose=Whose.YOURS, optional=m.group(1) is not None,
                   chooses=True, target=spec)


ROWS = {"первом": 1, "втором": 2, "третьем": 3}
ENEMY_HOST_ROWS = re.compile(r"^Во время рассадки паразитов вы можете выбирать в качестве хозяина существ противника в "
                             r"его (первом|втором|третьем)(?: или (первом|втором|третьем))? ряду$")
"""«Во время рассадки паразитов вы можете выбирать в качестве хозяина существ противника в его втором ряду»."""


def enemy_host_rows(sentence: str) -> EnemyHostRows | None:
    """The rows of the opponent's half where the squad's parasites may find hosts besides his first (Online 210.14),
    or None when the sentence is not of this form."""
    m = ENEMY_HOST_ROWS.match(sentence.strip())
    if m is None:
        return None
    return EnemyHostRows(frozenset(ROWS[r] for r in m.groups() if r))


HOSTED_TYPES = {"паразита": frozenset({CardType.PARASITE}),
                "симбиота": frozenset({CardType.SYMBIOTE, CardType.COMPANION})}
"""«хозяином паразита», «хозяином симбиота»: the card types hosted (a companion is a symbiote, READINGS)."""
HOSTING_CLAUSE = re.compile(r", являющееся хозяином (паразита|симбиота),? ")
"""«ранить каждое существо противника, являющееся хозяином паразита, на 2»: a clause describing the cards."""


def hosting_clause(text: str) -> tuple[str, frozenset[CardType]] | None:
    """A normalised text with its «, являющееся хозяином паразита,» clause taken out, and the hosted card types it
    asks for; None when it has no such clause."""
    m = HOSTING_CLAUSE.search(text)
    if m is None:
        return None
    return f"{text[:m.start()]} {text[m.end():]}", HOSTED_TYPES[m.group(1)]


WHILE_HOST = re.compile(r"^Пока является хозяином (?:симбиоту|паразиту|компаньону) имеет (.+)$")
"""«Пока является хозяином симбиоту имеет {tap}: Магический удар на 2»."""


def while_host(sentence: str) -> str | None:
    """The ability a card has while it is a host (Online 210.2, 210.13), or None when the sentence is not so."""
    m = WHILE_HOST.match(sentence.strip())
    return m.group(1) if m is not None else None


TAKE = re.compile(r"переместить на себя (паразита|симбиота) с(?:о)? (.+)")
"""«переместить на себя паразита со стоящего рядом вашего существа»: a change of host (Online 210.11.a)."""


def take_symbiont(text: str, spell: bool, name: str,
                  host_of: Callable[[str], TargetSpec | None]) -> TextAbility | None:
    """The text ability a normalised text states if it moves a symbiont from another host onto the source, or None;
    ``host_of`` reads the old host's description in the genitive."""
    m = TAKE.fullmatch(text)
    if m is None:
        return None
    host = host_of(m.group(2))
    if host is None or not host.creature:
        return None
    effect = TakeSymbiont(HOSTED_TYPES[m.group(1)], host)
    return TextAbility(TargetSpec(side=Side.ANY, adjacent=host.adjacent), (effect,), spell, name)


SYMBIONT_EFFECT = re.compile(r"(может )?(открыть|закрыть) своего (?:компаньона|симбиота|паразита)")
"""«может открыть своего компаньона»: an effect on the symbiote the card hosts."""


def symbiont_effects(text: str) -> tuple[tuple[TriggeredEffect, ...], bool] | None:
    """The effects on the card's own symbiote a normalised text states, and whether they are optional («может»), or
    None when the text is not one of them."""
    m = SYMBIONT_EFFECT.fullmatch(text)
    if m is None:
        return None
    effect = OpenCard(Who.SYMBIONT) if m.group(2) == "открыть" else CloseCard(Who.SYMBIONT)
    return (effect,), m.group(1) is not None


HOST_FOR_BONUS = re.compile(r"(может )?ранить хозяина на x, при этом получить \+x к следующему броску кубика "
                            r"\(максимум \+(\d)\)")
"""«может ранить хозяина на X, при этом получить +X к следующему броску кубика (максимум +3)»: the card's controller
chooses X, from 1 to the maximum, as the ability resolves."""


def host_for_bonus(text: str) -> tuple[tuple[TriggeredEffect, ...], bool] | None:
    """The choice of X a normalised text states: its host wounded by X (not an attack) and +X to the card's next die
    (one option per X), and whether it is optional («может»); None when the text is not so."""
    m = HOST_FOR_BONUS.fullmatch(text)
    if m is None:
        return None
    options = tuple((WoundBy(x, Who.HOST), NextRollBonus(x, Who.SELF)) for x in range(1, int(m.group(2)) + 1))
    return (OneOf(options),), m.group(1) is not None


HOST_BOUND = re.compile(r"^Хозяин не может объявлять никаких действий, кроме нападения на (.+)$")
"""«Хозяин не может объявлять никаких действий, кроме нападения на Карлика Унда»."""


def host_bound(sentence: str, name: str) -> HostGains | None:
    """«Хозяин не может объявлять никаких действий, кроме нападения на [эту карту]»: the host's only action («Действие
    карты»: what is paid by closing) is a simple strike at the card, given as the mark of that restriction; None when
    the sentence is not so or names another card."""
    m = HOST_BOUND.match(sentence.strip())
    if m is None or not names_card(m.group(1), name):
        return None
    from tolaria.berserk.rules.symbiosis import BOUND  # (the rules import the compiler)

    return HostGains((BOUND,))
