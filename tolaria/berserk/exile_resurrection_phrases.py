"""The grammar of a resurrection paid by exiling another card of the graveyard: «Изгнать существо с вашего кладбища,
при этом возродить ваше нелетающее существо, оно теряет особенности и получает +X к {strike} и +Y к {health}, где X —
значение слабого {strike}, а Y — значение {health} изгнанного существа» (glossary «Возрождение», READINGS «Изгнать»;
rules/exiled_values.py).

Both cards are targets named as the ability is declared (Online 412.1; the
glossary: «Легальные цели для возрождения перечисляются после ключевого слова
«возродить»»), the exiled one first, each a card of the controller's graveyard
of its own description; the cell the card is resurrected onto is declared with
them (glossary «Возрождение»). What follows the pronoun happens to the
resurrected card: «теряет особенности» (Online 407.4, to the end of the battle,
Online 407.3) and the gains counted from the exiled card's print.
"""

from __future__ import annotations

import dataclasses
import re

from tolaria.berserk.abilities import (
    Acquire,
    Duration,
    Exile,
    ExiledValue,
    GainExiledValues,
    Resurrect,
    Side,
    TargetSpec,
    TextAbility,
    TriggeredEffect,
    Who,
)
from tolaria.berserk.cards import LOSES_ALL

EXILE_THEN_RESURRECT = re.compile(r"изгнать (существо|карту) с вашего кладбища, при этом возродить (.+?)"
                                  r"(?:, (?:оно|он|она) (.+))?")
"""«изгнать существо с вашего кладбища, при этом возродить ваше нелетающее существо[, оно ...]»."""
LOSES = re.compile(r"теряет (?:все )?особенности(?: и (.+))?")
"""«теряет особенности [и ...]»: every ability but the acquired ones (Online 407.4)."""
GAINS = re.compile(r"получает (.+?), где (.+) изгнанного существа")
"""«получает +x к {strike} и +y к {health}, где x — ..., а y — ... изгнанного существа»."""
GAIN = re.compile(r"\+([a-z]) к (\{strike\}|\{health\})")
"""«+x к {strike}», «+y к {health}»: a letter the «где» clause defines."""
VALUE = re.compile(r"([a-z]) — (" + "|".join(re.escape(v.value) for v in ExiledValue) + ")")
"""«x — значение слабого {strike}», «y — значение {health}»."""


def exile_then_resurrect(text: str, spell: bool, name: str) -> TextAbility | None:
    """The whole text (normalised, after the cost and any name), or None when a part of it is not read."""
    from tolaria.berserk.activated_phrases import target_of

    m = EXILE_THEN_RESURRECT.fullmatch(text)
    if m is None:
        return None
    exiled = TargetSpec(m.group(1) == "существо", Side.OWN, graveyard=True)
    taken = _graveyard_card(target_of(m.group(2)))
    if taken is None:
        return None
    effects: list[TriggeredEffect] = [Exile(Who.CHOSEN), Resurrect(who=Who.SECOND)]
    if m.group(3) is not None:
        after = _after(m.group(3))
        if after is None:
            return None
        effects.extend(after)
    return TextAbility(exiled, tuple(effects), spell, name, second=taken)


def _graveyard_card(spec: TargetSpec | None) -> TargetSpec | None:
    """«ваше нелетающее существо» as a card of the controller's graveyard: a description of what the card is (its type,
    element, class...), nothing of where it stands, since it lies in the graveyard."""
    if spec is None or spec.side is Side.OPPONENT:
        return None
    plain = TargetSpec(spec.creature, spec.side, filter=spec.filter)
    if spec != plain or (spec.filter is not None and spec.filter.closed is not None):
        return None
    return dataclasses.replace(plain, side=Side.OWN, graveyard=True)


def _after(text: str) -> list[TriggeredEffect] | None:
    """«теряет особенности и получает ...», or the gains alone: the effects on the resurrected card."""
    out: list[TriggeredEffect] = []
    lost = LOSES.fullmatch(text)
    if lost is not None:
        out.append(Acquire((LOSES_ALL,), Who.SECOND, Duration.END_OF_BATTLE))
        if lost.group(1) is None:
            return out
        text = lost.group(1)
    gains = _gains(text)
    return None if gains is None else [*out, gains]


def _gains(text: str) -> GainExiledValues | None:
    """«получает +x к {strike} и +y к {health}, где x — значение слабого {strike}, а y — значение {health} изгнанного
    существа»: each letter defined once and used once."""
    m = GAINS.fullmatch(text)
    if m is None:
        return None
    gained: dict[str, str] = {}
    for part in m.group(1).split(" и "):
        g = GAIN.fullmatch(part)
        if g is None or g.group(2) in gained.values() or g.group(1) in gained:
            return None
        gained[g.group(1)] = g.group(2)
    values: dict[str, ExiledValue] = {}
    for part in re.split(r", а |, | и ", m.group(2)):
        v = VALUE.fullmatch(part)
        if v is None or v.group(1) in values:
            return None
        values[v.group(1)] = ExiledValue(v.group(2))
    if set(values) != set(gained):
        return None
    by_kind = {kind: values[letter] for letter, kind in gained.items()}
    return GainExiledValues(Who.SECOND, strike=by_kind.get("{strike}"), life=by_kind.get("{health}"))
