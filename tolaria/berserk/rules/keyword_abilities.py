"""Named abilities the glossary defines as triggered or as limits: «Отравление на Х», «Вампиризм», «Максимум Х жизней».

«Стойкость» is read where wounds that are not an attack are dealt
(:func:`tolaria.berserk.rules.triggers._wound`), «Орда» by the squad rules
(:mod:`tolaria.berserk.decks`).
"""

from __future__ import annotations

from tolaria.berserk.cards import AttackKind, Keyword
from tolaria.berserk.rules.cards_in_play import defn, has, in_play, in_squad, is_creature, keyword_x
from tolaria.berserk.state import Acquired, Chain, ChainKind, Entering, GameState

POISON = Keyword.POISON.value
VAMPIRISM = Keyword.VAMPIRISM.value


def poison_x(g: GameState, cid: int) -> int | None:
    """The card's «Отравление на Х» now (Online 414.4: the greatest X); lost while it has «Защита от отравления»."""
    if has(g, cid, Keyword.PROTECTION_FROM_POISON):
        return None
    return keyword_x(g, cid, Keyword.POISON)


def poison(g: GameState, cid: int, x: int) -> None:
    """«отравить на Х»: a creature acquires «Отравление на Х» until the end of the battle (Online 407.2).

    Only a creature can have it, and a creature with «Защита от
    отравления» loses it at once (glossary «Отравление на Х»), so it
    gains nothing.
    """
    if not is_creature(g, cid) or has(g, cid, Keyword.PROTECTION_FROM_POISON):
        return
    card = g.objects[cid]
    card.effects = (*card.effects, Acquired(f"Отравление на {x}", "end_of_battle"))


def poison_at_turn_start(g: GameState, was_open: set[int]) -> list[Entering]:
    """Glossary «Отравление на Х»: «В начале вашего хода, если это существо открылось в этот ход или было открытым
    до начала этого хода, то это существо ранится на Х» (Online 311.4)."""
    from tolaria.berserk.rules.stack import new_chain

    out: list[Entering] = []
    for cid in in_play(g):
        card = g.objects[cid]
        if card.controller != g.active or card.hidden or not card.effects:
            continue
        x = poison_x(g, cid)
        if x and (cid in was_open or not card.closed):
            chain = new_chain(g, ChainKind.ABILITY, cid, g.active)
            chain.trigger = POISON
            chain.amount = x
            out.append(Entering(chain, POISON, ("Online 311.4", "Online «Отравление на Х»")))
    return out


def vampirism(g: GameState, chain: Chain, before: tuple[int, int]) -> list[Entering]:
    """Glossary «Вампиризм»: when the card deals X wounds by a simple strike to a creature, it heals X.

    Both the attacking strike and a fight's answering strike are simple
    strikes, so both count. ``before`` is (target's, source's) wounds
    before the Wound object.
    """
    from tolaria.berserk.rules.stack import new_chain

    if chain.attack is not AttackKind.SIMPLE:
        return []
    source, target = chain.source, chain.targets[0]
    out: list[Entering] = []
    for striker, struck, earlier in ((source, target, before[0]), (target, source, before[1])):
        if striker not in g.objects or not in_squad(g.objects[striker]) or g.objects[striker].hidden:
            continue
        dealt = g.objects[struck].wounds - earlier
        if dealt > 0 and is_creature(g, struck) and has(g, striker, Keyword.VAMPIRISM):
            vamp = new_chain(g, ChainKind.ABILITY, striker, g.objects[striker].controller)
            vamp.trigger = VAMPIRISM
            vamp.amount = dealt
            out.append(Entering(vamp, VAMPIRISM, ("Online «Вампиризм»", "Online 216.11")))
    return out


def extra_life_room(g: GameState, cid: int) -> int | None:
    """Online 204.3: how many more additional lives the card may get under «Максимум Х жизней» (None: no limit)."""
    top = keyword_x(g, cid, Keyword.MAX_LIFE)
    if top is None:
        return None
    card = g.objects[cid]
    return max(0, top - defn(g, cid).life - card.extra_life)


def resolve(g: GameState, chain: Chain) -> None:
    """The Wound object of «Отравление на Х» (the creature wounds itself) and «Вампиризм»."""
    from tolaria.berserk.rules.stack import _heal, deal_wounds

    chain.effected = True
    cid = chain.source
    if chain.trigger == POISON:
        if in_squad(g.objects[cid]):
            deal_wounds(g, cid, chain.amount, cid, None)
        return
    if chain.trigger == VAMPIRISM and in_squad(g.objects[cid]):
        card = g.objects[cid]
        healed = min(chain.amount, card.wounds)
        if healed:
            _heal(g, cid, healed, ("Online «Вампиризм»",))
        more = chain.amount - healed
        room = extra_life_room(g, cid)
        if room is not None:
            more = min(more, room)
        if more > 0:
            card.extra_life += more  # Online 204.5: additional lives
