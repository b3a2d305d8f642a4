"""A whole card: its text compiled, then checked against what the card is.

Some readings are only wrong for a kind of card: an instant or sorcery
whose text holds no instruction would be cast and do nothing the rules
text says (and was once played as a permanent); a permanent card whose
text is a spell instruction ("Draw a card.") has no ability that could
ever do it (CR 113.3: a permanent's abilities are activated, triggered or
static; only an instant or sorcery has a spell ability, 113.3a); an X
that nothing defines (no {X} in the mana cost or the ability's cost,
CR 107.3) has no value. Each makes the card unsupported, saying why.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.mtg.cards.face import CardFace
from tolaria.mtg.oracle.abilities import (
    ActivatedAbility,
    Compiled,
    Enchant,
    SpellAbility,
    SpendOnlyOnX,
    XValue,
)
from tolaria.mtg.oracle.grammar.compiler import compile_text


def compile_face(face: CardFace) -> Compiled:
    """Compile a face's text and check it fits the card's types and costs."""
    compiled = compile_text(face.text, face.name)
    problems = list(_problems(face, compiled))
    if problems:
        compiled = replace(compiled, unread=compiled.unread + tuple(problems))
    return compiled


def _problems(face: CardFace, c: Compiled) -> list[str]:
    found = []
    types = face.type_line
    if (types.has_type("Instant") or types.has_type("Sorcery")) and c.spell is None and not c.unread:
        found.append("an instant or sorcery with no instruction to follow (CR 113.3a)")
    permanent = types.is_permanent
    aura = any(isinstance(s, Enchant) for s in c.statics)  # its spell is the Aura's target (303.4a)
    if permanent and c.spell is not None and not aura:
        found.append("a spell instruction on a permanent card (CR 113.3)")
    spell_x = face.mana_cost.x > 0
    if any(isinstance(s, SpendOnlyOnX) for s in c.statics) and not spell_x:
        found.append("a restriction on spending mana on X with no {X} in the mana cost (CR 107.3)")
    if c.spell is not None and not spell_x and _mentions_x(c.spell):
        found.append("an X that nothing defines (CR 107.3)")
    for ability in c.activated:
        if isinstance(ability, ActivatedAbility) and _mentions_x(ability.effect):
            loyalty = ability.cost.loyalty
            if ability.cost.mana.x == 0 and not (loyalty is not None and loyalty.minus_x):
                found.append(f"an X that nothing defines (CR 107.3): {ability.text}")
    for trig in c.triggered:
        if _mentions_x(trig.effect):
            found.append(f"an X that nothing defines (CR 107.3): {trig.text}")
    return found


def _mentions_x(value: Any) -> bool:
    if isinstance(value, XValue):
        return True
    if isinstance(value, SpellAbility | tuple) or hasattr(value, "__dataclass_fields__"):
        items = value if isinstance(value, tuple) else [getattr(value, f) for f in value.__dataclass_fields__]
        return any(_mentions_x(v) for v in items)
    return False
