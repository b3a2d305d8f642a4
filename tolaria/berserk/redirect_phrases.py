"""The grammar of playable redirections: «Перенаправить атаку со стоящего рядом существа в себя» (Online 412).

:func:`redirect` takes a normalised playable text (after its cost) and
returns its :class:`~tolaria.berserk.abilities.Redirect`, or None when a
word of it is not understood (the card then stays unsupported).
"""

from __future__ import annotations

import dataclasses
import re

from tolaria.berserk.abilities import Redirect, TargetSpec
from tolaria.berserk.cards import AttackKind, names_card

ATTACKED: dict[str, TargetSpec] = {
    "стоящего рядом существа": TargetSpec(adjacent=True, other=True),
    "стоящей рядом карты": TargetSpec(creature=False, adjacent=True, other=True),
}
"""Whose attack may be redirected, in the genitive of «со стоящего рядом существа»."""

REDIRECT = re.compile(r"перенаправить атаку со? (.+?) (?:в|на) себя")
KINDS = {"выстрел или метание": frozenset({AttackKind.SHOT, AttackKind.THROW}), "выстрел": frozenset({AttackKind.SHOT}),
         "метание": frozenset({AttackKind.THROW})}
"""The kinds of attack a redirection names («перенаправить выстрел или метание ...»)."""
FROM_SELF = re.compile(r"перенаправить атаку с себя (?:в|на) (.+)")
"""«перенаправить атаку с себя в другое ваше горное существо»: an attack at the card itself, to a card described."""
TO_CHOSEN = re.compile(rf"перенаправить ({'|'.join(KINDS)})( карты противника)? со? (.+?) в (.+)")
SIMPLE_TO_NEIGHBOUR = re.compile(r"перенаправить \{strike\} с (карты|существа) на стоящее рядом с (?:ней|ним) (.+)")
"""«перенаправить {strike} с карты на стоящее рядом с ней существо в вашем отряде»: a simple strike at any card, to a
card next to the one it attacks."""


def redirect(text: str) -> Redirect | None:
    """«перенаправить атаку со стоящего рядом существа в себя»: any attack at such a card, to the redirecting card;
    «Воздействие отбить стрелу перенаправить выстрел или метание карты противника с вашего нелетающего существа в
    выбранное существо противника»: those attacks of the opponent's cards, to a card the description allows. An
    unquoted name after «Воздействие» ends where the redirection begins."""
    m = REDIRECT.fullmatch(text)
    if m is not None:
        return Redirect(ATTACKED[m.group(1)]) if m.group(1) in ATTACKED else None
    named = re.match(r"(воздействие|заклинание) (?:«[^»]+» — |(?:[^\s«»]+ ){1,3}?)(?=перенаправить )", text)
    if named is not None:
        found = redirect(text[named.end():])
        return dataclasses.replace(found, spell=named.group(1) == "заклинание") if found is not None else None
    m = SIMPLE_TO_NEIGHBOUR.fullmatch(text)
    if m is not None:
        from tolaria.berserk.activated_phrases import target_of

        to = target_of(m.group(2))
        if to is None or to.adjacent:
            return None
        return Redirect(TargetSpec(creature=m.group(1) == "существа"), frozenset({AttackKind.SIMPLE}), to=to,
                        near_attacked=True)
    m = FROM_SELF.fullmatch(text)
    if m is not None:  # «перенаправить атаку с себя в другое ваше горное существо»
        from tolaria.berserk.activated_phrases import target_of

        to = target_of(m.group(1))
        if to is None or to.adjacent or not to.other:
            return None
        return Redirect(TargetSpec(creature=False, or_self=True), to=to, from_self=True)
    m = TO_CHOSEN.fullmatch(text)
    if m is None:
        return None
    from tolaria.berserk.activated_phrases import nominative, target_of

    attacked, to = target_of(nominative(m.group(3))), target_of(m.group(4))
    if attacked is None or to is None or attacked.adjacent or to.adjacent:
        return None
    return Redirect(attacked, KINDS[m.group(1)], enemy=m.group(2) is not None, to=to)


RANGED = frozenset(k for k in AttackKind if k.ranged)
"""«дальняя атака» (Online 401.3)."""
ROWS = {"первом": 1, "втором": 2, "третьем": 3}
ON_ATTACK = re.compile(r"при дальней атаке по существу в вашем (первом|втором|третьем)(?: или (первом|втором|третьем))? "
                       r"ряду может перенаправить эту атаку на существо, стоящее в строю с (.+?)"
                       r"( \(1 раз за ход для каждого атакованного существа\))?")
"""Гномий король: «При дальней атаке по существу в вашем втором или третьем ряду может перенаправить эту атаку на
существо, стоящее в строю с Гномьим королем (1 раз за ход для каждого атакованного существа)» (normalised)."""


def on_attack_redirect(text: str, name: str) -> Redirect | None:
    """A redirection the card's controller may declare as a ranged attack at a creature of his squad in those rows is
    at its Target object (Online 412.3), to a creature in formation with the card (Online «Строй»)."""
    m = ON_ATTACK.fullmatch(text)
    if m is None or not name or not names_card(m.group(3), name):
        return None
    from tolaria.berserk.abilities import Side

    rows = frozenset(ROWS[r] for r in m.groups()[:2] if r is not None)
    return Redirect(TargetSpec(side=Side.OWN, rows=rows), RANGED, to=TargetSpec(partner=True),
                    once_per_attacked=m.group(4) is not None)
