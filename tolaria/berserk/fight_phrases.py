"""The grammar of strikes one card makes another make: «открытое существо противника наносит по стоящей рядом карте
{strike} и закрывается» (Шаман-душегрыз's «гипноз»), «все ваши существа, стоящие рядом с выбранным существом
противника, сражаются с ним как с открытым, не закрываясь при этом» (Матриарх племени), «Вальхалла: ваш йордлинг
сражается {strike} со стоящей рядом картой противника (не закрываясь)» (Торбьёрн).

The text names two targets (Online 412.1): the creature that strikes, then the
card it strikes, «стоящей рядом» with the first. The strike is the first
target's own simple strike (Online 205.2), declared for it as the ability
resolves (rules/fights.py); «и закрывается» is the closing a strike's payment
makes (Online 216.12).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tolaria.berserk.abilities import (
    ForcedStrike,
    NeighboursStrike,
    Point,
    Side,
    StrikeAsNear,
    TargetSpec,
    TextAbility,
    Trigger,
    Whose,
)

FORCED_STRIKE = re.compile(r"(.+?) наносит по стоящей рядом (карте|существу)( противника| своего отряда)? \{strike\}( и закрывается)?")
"""«[существо] наносит по стоящей рядом карте {strike} и закрывается», in a normalised text."""
STRUCK_SIDES = {None: Side.ANY, " противника": Side.OPPONENT}
"""The struck card's side as the text names it, from the ability's controller (Online 412.1)."""


def forced_strike(text: str, spell: bool, name: str,
                  target_of: Callable[[str], TargetSpec | None]) -> TextAbility | None:
    """«[описание] наносит по стоящей рядом карте {strike} [и закрывается]»: a creature the description fits strikes a
    card adjacent to it, both named as the ability is declared; None when the description does not read or does not
    describe a creature."""
    m = FORCED_STRIKE.fullmatch(text)
    if m is None or m.group(3) not in STRUCK_SIDES:
        return None
    striker = target_of(m.group(1))
    if striker is None or not striker.creature:
        return None
    struck = TargetSpec(creature=m.group(2) == "существу", side=STRUCK_SIDES[m.group(3)], near_first=True)
    return TextAbility(striker, (ForcedStrike(),), spell, name, second=struck)


NEIGHBOURS_STRIKE = re.compile(r"все ваши существа, стоящие рядом с выбранным (.+?), сражаются с ним( как с открытым)?,? "
                               r"не закрываясь(?: при этом)?")
"""«все ваши существа, стоящие рядом с выбранным существом противника, сражаются с ним как с открытым, не закрываясь
при этом» (Матриарх племени's «приказ матриарха»), in a normalised text."""
INSTRUMENTAL = {"существом": "существо", "противника": "противника"}
"""The words of a target description in the instrumental case as :func:`target_of` reads them (adjectives: -ым)."""


def _nominative(words: str) -> str:
    """«закрытым существом противника» -> «закрытое существо противника»; an unknown word is kept (and not read)."""
    return " ".join(INSTRUMENTAL.get(w, w[:-2] + "ое" if w.endswith("ым") else w) for w in words.split(" "))


def neighbours_strike(text: str, spell: bool, name: str,
                      target_of: Callable[[str], TargetSpec | None]) -> TextAbility | None:
    """«все ваши существа, стоящие рядом с выбранным [описание], сражаются с ним [как с открытым], не закрываясь»: one
    target, and a simple strike at it by each creature of the squad next to it (rules/fights.py)."""
    m = NEIGHBOURS_STRIKE.fullmatch(text)
    if m is None:
        return None
    spec = target_of(_nominative(m.group(1)))
    if spec is None:
        return None
    return TextAbility(spec, (NeighboursStrike(as_open=m.group(2) is not None),), spell, name)


VALHALLA_FIGHT = re.compile(r"(.+?) сражается \{strike\} со стоящей рядом (картой|существом)( противника)? "
                            r"\(не закрываясь\)")
"""«ваш йордлинг сражается {strike} со стоящей рядом картой противника (не закрываясь)», after «Вальхалла: »."""


def valhalla_fight(rest: str, target_of: Callable[[str], TargetSpec | None]) -> Trigger | None:
    """«Вальхалла: [описание] сражается {strike} со стоящей рядом картой противника (не закрываясь)»: two targets, the
    creature of the squad, then the card next to it; the creature's simple strike at it closes no one (glossary «Не
    закрываясь»)."""
    m = VALHALLA_FIGHT.fullmatch(rest)
    if m is None:
        return None
    striker = target_of(m.group(1))
    if striker is None or not striker.creature or striker.side is not Side.OWN:
        return None
    struck = TargetSpec(creature=m.group(2) == "существом", side=Side.OPPONENT if m.group(3) else Side.ANY,
                        near_first=True)
    return Trigger(Point.VALHALLA, (ForcedStrike(closes=False),), "", whose=Whose.YOURS, chooses=True, target=striker,
                   second=struck)


AT_DECLARATION = re.compile(r"при объявлении существом противника (.+?) сразиться с этим существом \{strike\} как со "
                            r"стоящей рядом открытой картой")
"""«при объявлении существом противника разряда, заклинания или магического удара сразиться с этим существом {strike}
как со стоящей рядом открытой картой» (Мастер разума's «ментальные тиски»), in a normalised text."""
DECLARED_WORDS = {"разряда": "разряд", "заклинания": "заклинание", "магического удара": "магический удар"}
"""The declared kinds the text names, in the genitive, by their ``fights.DECLARED_KINDS`` names."""


def strike_at_declaration(text: str, spell: bool, name: str) -> TextAbility | None:
    """«при объявлении существом противника [видов] сразиться с этим существом {strike} как со стоящей рядом открытой
    картой»: its target a creature of the opponent whose declared chain of one of the kinds waits on the stack."""
    m = AT_DECLARATION.fullmatch(text)
    if m is None:
        return None
    words = re.split(r", | или ", m.group(1))
    if not words or any(w not in DECLARED_WORDS for w in words):
        return None
    spec = TargetSpec(side=Side.OPPONENT, declaring=frozenset(DECLARED_WORDS[w] for w in words))
    return TextAbility(spec, (StrikeAsNear(),), spell, name)
