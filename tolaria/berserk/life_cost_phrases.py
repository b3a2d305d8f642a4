"""The grammar of X paid in additional lives: «Снимите X дополнительных жизней с Ведьмы слуа, при этом — разряд на X»
(Online 204.2; rules/life_costs.py)."""

from __future__ import annotations

import re

LIVES_COST = re.compile(r"^снимите x дополнительных жизней с (.+?), при этом —? ?(.+)$")


def lives_cost(text: str, name: str) -> str | None:
    """The effect after «снимите X дополнительных жизней с [карты], при этом —», when the card is the ability's own
    (another card's lives are unread); None when the text is not of this form."""
    from tolaria.berserk.trigger_phrases import names_card

    m = LIVES_COST.match(text)
    if m is None or not name or not names_card(m.group(1), name):
        return None
    return m.group(2)


PAYER_COST = re.compile(r"^\{instant\}, снимите дополнительную \{health\} с вашего (\S+); (.+)$")
PAYER_CLASSES = {"слуа": "Слуа"}
"""«с вашего слуа»: the classes a paying creature is named by (the genitive)."""


def payer_cost(text: str) -> tuple[str, str] | None:
    """«{instant}, снимите дополнительную {health} с вашего слуа; [эффект]»: the paying creature's class and the
    effect's words; None when the sentence is not of this form."""
    m = PAYER_COST.match(text)
    if m is None or m.group(1) not in PAYER_CLASSES:
        return None
    return PAYER_CLASSES[m.group(1)], m.group(2)


NEAR_SELF_ROLL = re.compile(r"^стоящее рядом с (.+?) существо получает -(\d+) или \+(\d+) к выбранному броску кубика$")


def near_roll_change(text: str, name: str):
    """«стоящее рядом с Далукаром существо получает -1 или +1 к выбранному броску кубика»: a creature next to the card
    whose die waits for its Result object (Online 216.5-216.6), changed either way; None when not of this form."""
    from tolaria.berserk.abilities import ChangeRoll, TargetSpec, TextAbility
    from tolaria.berserk.trigger_phrases import names_card

    m = NEAR_SELF_ROLL.match(text)
    if m is None or m.group(2) != m.group(3) or not name or not names_card(m.group(1), name):
        return None
    return TextAbility(TargetSpec(adjacent=True, rolled=True), (ChangeRoll(int(m.group(2)), reroll=False),))
