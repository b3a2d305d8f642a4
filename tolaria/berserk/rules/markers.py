"""Named markers (Online 200.6): «Отравление на Х», kept as the marker ``отравление`` with its X.

berserk-scenarios.md writes markers by their Russian name in lower case
with their X (``{отравление: 1}``); the engine keeps them the same way in
``CardState.markers``, and a card loses them when it leaves play
(glossary «При гибели»).
"""

from __future__ import annotations

from tolaria.berserk.cards import Keyword
from tolaria.berserk.rules.cards_in_play import has, in_play, in_squad, is_creature, keyword_x
from tolaria.berserk.state import Chain, ChainKind, Entering, GameState

POISON = "отравление"
"""The poison marker's name; its value is the X of «Отравление на Х»."""
POISON_TRIGGER: str = Keyword.POISON.value
"""``Chain.trigger`` of a poisoned creature's start-of-turn wound."""


def poison_x(g: GameState, cid: int) -> int | None:
    """The card's «Отравление на Х» now; lost while it has «Защита от отравления» (glossary «Отравление на Х»)."""
    card = g.objects[cid]
    x = card.markers.get(POISON)
    if not x or has(g, cid, Keyword.PROTECTION_FROM_POISON):
        return None
    return x


def poison(g: GameState, cid: int, x: int) -> None:
    """«отравить на Х»: a creature becomes poisoned with X.

    Only a creature can have it, and a creature with «Защита от отравления»
    loses it at once (glossary «Отравление на Х»), so it gains nothing. A
    second poison keeps the greater X (Online 414.4: of two named abilities
    of one name only the one with the greatest X acts).
    """
    if not is_creature(g, cid) or has(g, cid, Keyword.PROTECTION_FROM_POISON) or has(g, cid, Keyword.INCORPOREAL):
        return  # glossary «Отравление на Х»: an incorporeal creature is no legal target for it
    card = g.objects[cid]
    card.markers = {**card.markers, POISON: max(x, card.markers.get(POISON, 0))}


def cure(g: GameState, cid: int) -> None:
    """«снять отравление»: the card loses its poison marker."""
    card = g.objects[cid]
    if POISON in card.markers:
        card.markers = {k: v for k, v in card.markers.items() if k != POISON}


def poison_at_turn_start(g: GameState, was_open: set[int]) -> list[Entering]:
    """Glossary «Отравление на Х»: «В начале вашего хода, если это существо открылось в этот ход или было открытым
    до начала этого хода, то это существо ранится на Х» (Online 311.4)."""
    from tolaria.berserk.rules.stack import new_chain

    out: list[Entering] = []
    for cid in in_play(g):
        card = g.objects[cid]
        if card.controller != g.active or not card.markers:
            continue
        x = poison_x(g, cid)
        if x and (cid in was_open or not card.closed):
            chain = new_chain(g, ChainKind.ABILITY, cid, g.active)
            chain.trigger = POISON_TRIGGER
            chain.amount = x
            out.append(Entering(chain, POISON_TRIGGER, ("Online 311.4", "Online «Отравление на Х»")))
    return out


def resolve(g: GameState, chain: Chain) -> None:
    """The Wound object of poison: the creature wounds itself (not an attack: no armour, «Стойкость» aside)."""
    from tolaria.berserk.rules.stack import deal_wounds

    chain.effected = True
    heals = keyword_x(g, chain.source, Keyword.POISON_HEALS)
    if heals is not None and in_squad(g.objects[chain.source]):
        # «Когда Могильный демон должен получить X ран от отравления вместо этого излечить его на X (максимум на 3)»
        from tolaria.berserk.rules.stack import _heal

        _heal(g, chain.source, min(chain.amount, heals), ("Online «Отравление на Х»", "Online «Излечение (на Х)»"))
        return
    if in_squad(g.objects[chain.source]):
        before = g.objects[chain.source].wounds
        from tolaria.berserk.rules.lantern_light import extra_wounds

        deal_wounds(g, chain.source, chain.amount + extra_wounds(g, chain.source, chain.source, None), chain.source, None)
        if g.objects[chain.source].wounds > before:
            g.objects[chain.source].slayer_kind = POISON  # its last wounds are its poison's («при гибели ... от отравления»)
            from tolaria.berserk.rules.triggers import poison_wounded

            poison_wounded(g, chain.source, g.objects[chain.source].wounds - before)
