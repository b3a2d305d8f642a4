"""Named markers a card text gives, with the meaning the text states (Online 200.6, 416.3).

«получает «сеть» на свой следующий ход — не может передвигаться и
действовать» puts on the target an acquired effect naming the marker and
its meaning (``marker_phrases.MARKER_TEXT``), and the restrictions it
states as acquired named abilities with the same end; «Если существо с
«сетью» атаковано, то эта атака блокируется, а «сеть» исчезает» is a
permanent ability of the giving card (:class:`MarkerBlocksAttacks`), in
force while that card is in play and revealed. A marker that disappears
takes its restrictions with it.
"""

from __future__ import annotations

import re

from tolaria.berserk.abilities import MarkerBlocksAttacks
from tolaria.berserk.cards import Keyword
from tolaria.berserk.marker_phrases import FLYER_WOUNDS, VAMPIRISM_WOUNDS, restrictions
from tolaria.berserk.rules.cards_in_play import defn, has, in_play, in_squad, is_flyer
from tolaria.berserk.state import Chain, ChainKind, Entering, GameState


def cannot_act(g: GameState, cid: int) -> bool:
    """«Не может действовать»: no «Действие карты», nothing paid for by closing the card (glossary «Действие карты»)."""
    return has(g, cid, Keyword.CANNOT_ACT)


def marker_of(g: GameState, cid: int, name: str) -> str | None:
    """The card's acquired text for the named marker («сеть» — ...), or None when it has none."""
    head = f"«{name}»"
    for e in g.objects[cid].effects:
        if e.text == head or e.text.startswith(head + " — "):
            return e.text
    return None


def blocking_marker(g: GameState, target: int) -> str | None:
    """The marker on ``target`` for which a revealed card in play blocks attacks at it («Если существо с «сетью»
    атаковано, то эта атака блокируется»), or None."""
    if not g.objects[target].effects:
        return None
    from tolaria.berserk.rules.modifiers import in_force

    for cid in in_play(g):
        if g.objects[cid].hidden or not defn(g, cid).statics:
            continue
        for s in in_force(g, cid):
            if isinstance(s, MarkerBlocksAttacks) and marker_of(g, target, s.marker) is not None:
                return s.marker
    return None


def remove_marker(g: GameState, cid: int, name: str) -> None:
    """«а «сеть» исчезает»: the marker goes, and with it one of each restriction it gave (those ending with it)."""
    card = g.objects[cid]
    text = marker_of(g, cid, name)
    if text is None:
        return
    marker = next(e for e in card.effects if e.text == text)
    left = list(restrictions(text.split(" — ", 1)[1])) if " — " in text else []
    kept = []
    for e in card.effects:
        if e is marker:
            continue
        if e.text in left and e.until == marker.until:
            left.remove(e.text)
            continue
        kept.append(e)
    card.effects = tuple(kept)


MARKER_WOUNDS = "marker_wounds"
"""``Chain.trigger`` of a marker's own wounds («ранить ее еще на 2 и удалить маркер»)."""


def _meanings(g: GameState, cid: int, meaning: re.Pattern[str]) -> list[tuple[str, int]]:
    """The card's markers whose bracketed meaning is of this form: (the marker's text, the form's N)."""
    out: list[tuple[str, int]] = []
    for e in g.objects[cid].effects:
        name, _, said = e.text.partition(" — ")
        m = meaning.fullmatch(said) if name.startswith("«") and name.endswith("»") else None
        if m is not None:
            out.append((e.text, int(m.group(1))))
    return out


def _marker_chain(g: GameState, cid: int, text: str, amount: int, removes: bool) -> Entering:
    """A chain of the marked card carrying out its marker's meaning (``Chain.x`` 1: the marker goes after)."""
    from tolaria.berserk.rules.stack import new_chain

    ability = new_chain(g, ChainKind.ABILITY, cid, g.objects[cid].controller)
    ability.trigger = MARKER_WOUNDS
    ability.amount = amount
    ability.x = 1 if removes else 0
    ability.targets = ability.initial = (cid,)
    return Entering(ability, text.partition(" — ")[0], ("Online 216.11",))


def vampirism_wounds(g: GameState, chain: Chain, vampires: list[Entering]) -> list[Entering]:
    """«(при вампиризме по этому существу ранить его на 1)»: each «Вампиризм» the attack set off for wounds dealt to a
    creature with such a marker wounds that creature N more, entering with the vampirism (Online 216.11)."""
    if not vampires or not chain.targets:
        return []
    out: list[Entering] = []
    for vamp in vampires:
        struck = chain.targets[0] if vamp.chain.source == chain.source else chain.source
        if struck in g.objects and g.objects[struck].effects and in_squad(g.objects[struck]):
            out.extend(_marker_chain(g, struck, text, n, False) for text, n in _meanings(g, struck, VAMPIRISM_WOUNDS))
    return out


def flyer_wounds(g: GameState, chain: Chain, before: tuple[int, int]) -> list[Entering]:
    """«(когда она получает раны от атаки летающего существа — ранить ее еще на 2 и удалить маркер)»: after the Wound
    object of a flyer's attack that wounded a card with such a marker, its effect enters the stack (Online 216.11), a
    chain of the marked card."""
    if not chain.targets or chain.source not in g.objects or not is_flyer(g, chain.source):
        return []
    target = chain.targets[0]
    card = g.objects.get(target)
    if card is None or not card.effects or not in_squad(card) or card.wounds <= before[0]:
        return []
    return [_marker_chain(g, target, text, n, True) for text, n in _meanings(g, target, FLYER_WOUNDS)]


def resolve(g: GameState, chain: Chain) -> None:
    """«ранить ее еще на 2 и удалить маркер»: the card wounds itself (not an attack), and the marker goes, if it is still
    on it (it may have ended or gone meanwhile: then nothing)."""
    from tolaria.berserk.rules.stack import deal_wounds

    chain.effected = True
    card = g.objects[chain.source]
    meaning = FLYER_WOUNDS if chain.x else VAMPIRISM_WOUNDS
    marked = [e for e in card.effects if " — " in e.text and meaning.fullmatch(e.text.partition(" — ")[2])]
    if not marked or not in_squad(card):
        return
    deal_wounds(g, chain.source, chain.amount, chain.source, None)
    if chain.x:
        card.effects = tuple(e for e in card.effects if e is not marked[0])
