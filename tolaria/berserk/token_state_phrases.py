"""Abilities a card has by its tokens, and a block paid with a token (Online 218, 410):
«Пока на Бон и Берроу нет {counter} — получает «{tap}: {uchr} на 2, при этом может получить {counter}»»,
«Если Бон и Берроу атакованы {strike} — могут потерять {counter}; блокировать удар».

The parts are read one by one: the card named, whether it has a token or not, and the ability it gains (read by the
whole grammar, so any playable or triggered ability may follow); for the block, the attacks it answers and its cost.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import TokensState
from tolaria.berserk.cards import AttackKind, Cost, Playable, names_card

WHILE_TOKENS = re.compile(r"пока на (.+?) (нет|есть) \{counter\} [–—-] получает «(.+)»", re.IGNORECASE)
"""«Пока на [карте] нет / есть {counter} — получает «[способность]»»: the ability is the card's while it has no
token / has one."""

TOKEN_BLOCK = re.compile(r"если (.+?) атакован[аоы]? (\{strike\}|атакой) [–—-] могу?т? потерять \{counter\}; "
                         r"блокировать (удар|атаку)", re.IGNORECASE)
"""«Если [карта] атакована [атакой] — может потерять {counter}; блокировать удар»."""

BLOCKED_KINDS: dict[str, frozenset[AttackKind]] = {"{strike}": frozenset({AttackKind.SIMPLE}), "атакой": frozenset()}
"""The attacks «атакован [чем]» names: «{strike}» a simple strike (Online 205), «атакой» any attack."""


def while_tokens(sentence: str, name: str) -> tuple[TokensState, str] | None:
    """The condition on the card's own tokens and the quoted ability's text, or None when it is not that shape."""
    m = WHILE_TOKENS.fullmatch(sentence.strip())
    if m is None or not names_card(m.group(1).lower(), name.lower()):
        return None
    inner = m.group(3)
    return TokensState(m.group(2) == "есть"), inner[0].upper() + inner[1:]


def token_block(sentence: str, name: str) -> Playable | None:
    """«Если [карта] атакована {strike} — может потерять {counter}; блокировать удар»: a playable block of such an
    attack at the card (RP 527.5), declared as its Target object is on top (Online 410.3) and paid with one token
    (Online 404.2, 218); None when a part is unread."""
    from tolaria.berserk.rules.blocking import (  # the rules modules import the compiler
        Block,
        BlockScope,
    )

    m = TOKEN_BLOCK.fullmatch(sentence.strip())
    if m is None or not names_card(m.group(1).lower(), name.lower()):
        return None
    kinds = BLOCKED_KINDS[m.group(2).lower()]
    if m.group(3).lower() == "удар" and kinds != frozenset({AttackKind.SIMPLE}):
        return None  # «блокировать удар» names the strike it was attacked with
    return Playable(Cost(tokens=1, instant=True), Block(BlockScope.ATTACK, at_self=True, kinds=kinds), sentence)
