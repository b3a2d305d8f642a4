"""«Вальхалла»: abilities a card uses from its owner's graveyard (READINGS «Вальхалла»).

No text of the Berserk Online rules, nor of the glossary, defines the word.
The reading (READINGS) is the one the cards' own texts and the public
implementations of the game agree on: «Вальхалла: [эффект]» is a triggered
ability (Online 405) of a card lying in its owner's graveyard that was
destroyed by the attack of an opponent's card (the attack whose wounds were
its last, Online 402.3, ``CardState.slayer``). It triggers at the start of
each of its owner's turns (Online 311.4, with the other «в начале хода»
abilities) for as long as the card stays there; its target is chosen as it
is declared (Online 405.2, 412.1), and with no card to choose it is not
declared.

The card carries the mark :data:`ARMED` (an acquired text lasting the
battle) from its destruction on; a card leaving the graveyard loses it with
its other effects.
"""

from __future__ import annotations

from tolaria.berserk.abilities import Point
from tolaria.berserk.cards import Keyword
from tolaria.berserk.rules import limits
from tolaria.berserk.rules.cards_in_play import defn, has, in_play
from tolaria.berserk.state import Acquired, Entering, GameState, Zone

TWICE_USED = "#вальхалла дважды"
"""The mark, to the end of the turn, of a card whose «Первая за ход способность Вальхаллы ... срабатывает дважды» has
doubled this turn's first Valhalla ability."""
FIRST_STRIKE = "первый за ход {strike} безответный"
"""The acquired text of «первый за ход {strike} вашего существа становится безответным» (graveyard_phrases)."""

ARMED = "#вальхалла"
"""The acquired text of a graveyard card whose «Вальхалла» abilities trigger (destroyed by an opponent's attack)."""

RULES: tuple[str, ...] = ("READINGS «Вальхалла»", "Online 311.4", "Online 402.3")


def has_valhalla(g: GameState, cid: int) -> bool:
    """Whether the card's text has a «Вальхалла» ability."""
    return any(t.point is Point.VALHALLA for t in defn(g, cid).triggers)


def arm(g: GameState, cid: int, slayer: int) -> None:
    """The card has just reached the graveyard: its Valhalla abilities arm when an opponent's card's attack destroyed
    it (``slayer`` the attacking card, -1 when its destruction was no attack's)."""
    card = g.objects[cid]
    if card.zone is not Zone.GRAVEYARD or slayer < 0 or slayer not in g.objects or not has_valhalla(g, cid):
        return
    if g.objects[slayer].controller == card.owner:
        return  # its own side's attack: no Valhalla
    card.effects = (*card.effects, Acquired(ARMED, "end_of_battle"))


def armed(g: GameState, cid: int) -> bool:
    card = g.objects[cid]
    return card.zone is Zone.GRAVEYARD and any(e.text == ARMED for e in card.effects)


def targeted(g: GameState, cid: int) -> list[Entering]:
    """The card was chosen as a Valhalla ability's target: its «Когда становится целью вальхаллы» abilities."""
    from tolaria.berserk.rules import triggers

    card = g.objects[cid]
    if card.hidden or not defn(g, cid).triggers:
        return []
    rules = ("READINGS «Вальхалла»", "Online 412.1")
    return [triggers.entering(g, cid, i, t, rules) for i, t in enumerate(defn(g, cid).triggers, 1)
            if t.point is Point.VALHALLA_TARGET and not limits.used_up(g, cid, "t", i, t.limit)]


def at_turn_start(g: GameState) -> list[Entering]:
    """Online 311.4: the active player's armed graveyard cards' Valhalla abilities trigger, each one declarable."""
    from tolaria.berserk.rules import triggers

    entries: list[Entering] = []
    for cid in list(g.players[g.active].graveyard):
        if not armed(g, cid):
            continue
        for i, t in enumerate(defn(g, cid).triggers, 1):
            if t.point is Point.VALHALLA:
                entries.append(triggers.entering(g, cid, i, t, RULES))
    return doubled(g, triggers.declarable(g, entries))


def doubled(g: GameState, entries: list[Entering]) -> list[Entering]:
    """«Первая за ход способность Вальхаллы вашей карты срабатывает дважды»: while a revealed card of the active
    player's squad has it, the first Valhalla ability to trigger in the turn (the first of the graveyard's order,
    READINGS) triggers a second time, as a chain of its own (Online 405.2: its target chosen on its own)."""
    if not entries:
        return entries
    from tolaria.berserk.rules import triggers

    for cid in in_play(g):
        card = g.objects[cid]
        if card.controller != g.active or card.hidden or any(e.text == TWICE_USED for e in card.effects):
            continue
        if not has(g, cid, Keyword.VALHALLA_TWICE):
            continue
        card.effects = (*card.effects, Acquired(TWICE_USED, "end_of_turn"))
        first = entries[0].chain
        again = triggers.entering(g, first.source, first.index, triggers.trigger_at(g, first.source, first.index),
                                  (*RULES, "Online 405.2"))
        return [entries[0], again, *entries[1:]]
    return entries


def first_strike_unanswered(g: GameState, cid: int) -> bool:
    """The card's simple strike reaches its Target object: under «первый за ход {strike} ... становится безответным»
    it is unanswered (Online «Безответный Удар»), and the text is spent with it (it speaks of the first strike only)."""
    card = g.objects[cid]
    if not card.effects or not any(e.text == FIRST_STRIKE for e in card.effects):
        return False
    spent = next(e for e in card.effects if e.text == FIRST_STRIKE)
    rest = list(card.effects)
    rest.remove(spent)
    card.effects = tuple(rest)
    return True
