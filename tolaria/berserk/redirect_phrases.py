"""The grammar of playable redirections: «Перенаправить атаку со стоящего рядом существа в себя» (Online 412).

:func:`redirect` takes a normalised playable text (after its cost) and
returns its :class:`~tolaria.berserk.abilities.Redirect`, or None when a
word of it is not understood (the card then stays unsupported).
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import Redirect, TargetSpec
from tolaria.berserk.cards import AttackKind

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


def redirect(text: str) -> Redirect | None:
    """«перенаправить атаку со стоящего рядом существа в себя»: any attack at such a card, to the redirecting card;
    «Воздействие отбить стрелу перенаправить выстрел или метание карты противника с вашего нелетающего существа в
    выбранное существо противника»: those attacks of the opponent's cards, to a card the description allows. An
    unquoted name after «Воздействие» ends where the redirection begins."""
    m = REDIRECT.fullmatch(text)
    if m is not None:
        return Redirect(ATTACKED[m.group(1)]) if m.group(1) in ATTACKED else None
    named = re.match(r"воздействие (?:«[^»]+» — |(?:[^\s«»]+ ){1,3}?)(?=перенаправить )", text)
    if named is not None:
        return redirect(text[named.end():])
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
