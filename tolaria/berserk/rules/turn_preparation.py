"""The Turn Preparation step: the decisions taken «до начала хода» (Online 310).

Online 310.2: as the step begins, each decision a player may take «до начала
хода игрока» is taken, the active player's first; nobody has priority in the
step (310.1), so a «До начала вашего хода ... получает либо A, либо B» ability
is no chain on the stack: its controller chooses (an ``OptionChoice``) and
the chosen gains are made at once, before any card opens (311.1). Each card's
ability is asked once a turn: the card keeps the mark ``ASKED`` until the
effects «до начала хода» end (311.3).
"""

from __future__ import annotations

from tolaria.berserk.abilities import Acquire, ExtraLife, OneOf, Point, Trigger, Whose
from tolaria.berserk.decisions import OptionChoice
from tolaria.berserk.events import OptionChosen
from tolaria.berserk.rules import keyword_abilities
from tolaria.berserk.rules.cards_in_play import defn, in_squad, is_creature, roster, squad
from tolaria.berserk.state import Acquired, GameState

ASKED = "#решено до начала хода"
"""An acquired mark ``#решено до начала хода I``: the card's I-th ability was asked this Turn Preparation step."""


def _waiting(g: GameState) -> tuple[int, int, Trigger] | None:
    """The first «до начала вашего хода» ability of the active player's revealed cards not yet asked this turn."""
    for cid in roster(g).triggered:
        card = g.objects[cid]
        if card.controller != g.active:
            continue
        for i, t in enumerate(defn(g, cid).triggers, 1):
            if (t.point is Point.BEFORE_TURN and t.whose is Whose.YOURS
                    and not any(e.text == f"{ASKED} {i}" for e in card.effects)):
                return cid, i, t
    return None


def ask_next(g: GameState) -> bool:
    """Online 310.2: put the next decision «до начала хода» to its player; False when none is left."""
    found = _waiting(g)
    if found is None:
        return False
    cid, index, t = found
    choice = t.effects[0]
    assert isinstance(choice, OneOf)
    g.offer = OptionChoice(g.players[g.objects[cid].controller].name, card=cid, index=index,
                           offered=choice.described())
    return True


def answer(g: GameState, option: int) -> None:
    """The player chose ``option`` (1-based): each card the ability speaks of gets its gains (Online 407.1)."""
    from tolaria.berserk.rules.stack import emit
    from tolaria.berserk.rules.triggers import until_of

    offer = g.offer
    assert isinstance(offer, OptionChoice)
    g.offer = None
    cid = offer.card
    source = g.objects[cid]
    source.effects = (*source.effects, Acquired(f"{ASKED} {offer.index}", "start_of_turn"))
    choice = defn(g, cid).triggers[offer.index - 1].effects[0]
    assert isinstance(choice, OneOf)
    emit(g, OptionChosen(player=source.controller, card=cid, option=offer.offered[option - 1],
                         rules=("Online 310.2", "Online 407.1")))
    for target in _receivers(g, cid, choice):
        card = g.objects[target]
        for effect in choice.options[option - 1]:
            if isinstance(effect, Acquire):
                until = until_of(g, card.controller, effect.duration)
                card.effects = (*card.effects, *(Acquired(text, until) for text in effect.abilities))
            elif isinstance(effect, ExtraLife):
                keyword_abilities.add_extra_life(g, target, effect.amount)


def _receivers(g: GameState, cid: int, choice: OneOf) -> list[int]:
    """The source, or with ``each`` every revealed creature of its squad the filter describes (as the choice is made)."""
    if choice.each is None:
        return [cid] if in_squad(g.objects[cid]) else []
    from tolaria.berserk.rules.modifiers import matches

    seat = g.objects[cid].controller
    return [c for c in squad(g, seat) if is_creature(g, c) and not g.objects[c].hidden
            and (not choice.unwounded or g.objects[c].wounds == 0) and matches(g, c, choice.each)]
