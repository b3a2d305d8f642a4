"""The grammar of playable redirections: «Перенаправить атаку со стоящего рядом существа в себя» (Online 412).

:func:`redirect` takes a normalised playable text (after its cost) and
returns its :class:`~tolaria.berserk.abilities.Redirect`, or None when a
word of it is not understood (the card then stays unsupported).
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import Redirect, TargetSpec

ATTACKED: dict[str, TargetSpec] = {
    "стоящего рядом существа": TargetSpec(adjacent=True, other=True),
    "стоящей рядом карты": TargetSpec(creature=False, adjacent=True, other=True),
}
"""Whose attack may be redirected, in the genitive of «со стоящего рядом существа»."""

REDIRECT = re.compile(r"перенаправить атаку со? (.+?) (?:в|на) себя")


def redirect(text: str) -> Redirect | None:
    """«перенаправить атаку со стоящего рядом существа в себя»: any attack at such a card, to the redirecting card."""
    m = REDIRECT.fullmatch(text)
    if m is None or m.group(1) not in ATTACKED:
        return None
    return Redirect(ATTACKED[m.group(1)])
