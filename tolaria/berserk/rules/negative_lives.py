"""«получает -3 к {health} до конца хода»: negative lives that last to the end of the turn (Online 204.5, 313.2).

Negative lives are «жизни, отобранные от изначального запаса жизни»,
markers like wounds and additional lives but not wounds (Online 204.5,
204.8): the card gets them at once (``CardState.negative_life``), and a
creature left with no current life is destroyed, not by wounds (Online
204.6, 402.3). An acquired mark ending with the turn keeps how many
were given; as the turn ends (Online 313.2) a card still in play gets
them back.
"""

from __future__ import annotations

from tolaria.berserk.events import NegativeLivesChanged
from tolaria.berserk.rules.cards_in_play import in_play, in_squad, is_creature
from tolaria.berserk.state import Acquired, GameState

MARK = "#отрицательные жизни до конца хода "
"""``#отрицательные жизни до конца хода 3``: three negative lives the card gives back as the turn ends."""

RULES = ("Online 204.5",)


def lower(g: GameState, cid: int, amount: int) -> None:
    """The creature gets ``amount`` negative lives until the turn ends."""
    from tolaria.berserk.rules.stack import emit

    card = g.objects[cid]
    if amount <= 0 or not in_squad(card) or not is_creature(g, cid):
        return
    card.negative_life += amount
    card.effects = (*card.effects, Acquired(f"{MARK}{amount}", "end_of_turn"))
    emit(g, NegativeLivesChanged(card=cid, count=amount, rules=RULES))


def expire(g: GameState) -> None:
    """Online 313.2: as the turn ends each card in play gives back the negative lives it got until then (before the
    turn's acquired abilities, its marks among them, end)."""
    from tolaria.berserk.rules.stack import emit

    for cid in in_play(g):
        card = g.objects[cid]
        if not card.effects:
            continue
        back = sum(int(e.text[len(MARK):]) for e in card.effects if e.text.startswith(MARK))
        if back:
            card.negative_life = max(0, card.negative_life - back)
            emit(g, NegativeLivesChanged(card=cid, count=-back, rules=(*RULES, "Online 313.2")))
