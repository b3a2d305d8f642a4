"""A creature that becomes an artifact in play (Online 213): «Вместо гибели полностью излечиться и стать артефактом
(1 раз за бой)» (Гаргулья); an artifact that becomes a creature (Online 208): «Бросить кубик, если выпало 6 или больше
с учетом модификаторов потерять особенности, стать существом с {move} 1, {strike} 5-6-7 и неповоротливостью, иначе
получить +2 к броскам кубика до тех пор, пока является артефактом» (Грост).

Becoming an artifact is the acquired mark ``cards.AS_ARTIFACT`` until the card leaves play (Online 206.8), which
``cards_in_play.defn`` reads: the card keeps its text, cost, eliteness and life, and has no movement and no simple
strike (Online 213.1); it does not fight (213.3) and every attack at it is counted as at a closed card (213.4). The
roster is remade, since who controls creatures changes with it (Online 102.3.a).

The replacement of a death (Online 419.1.a) is asked as the card would be put into the graveyard from play
(``stack.destroy``, glossary «Гибель»): the card stays where it is and does what the words say instead, and since
it never died (Online 419.4) nothing «при гибели» triggers and no one eats its corpse. One use of its limit is
counted (Online 216.12), kept while the card stays in play (rules/limits.py).

Becoming a creature is the mark ``cards.AS_CREATURE`` with the movement and strike the words give, until the card
leaves play; what it acquired «до тех пор, пока является артефактом» (``WHILE_ARTIFACT``) ends then. The die «с учетом
модификаторов» is the die with the card's «+X к броскам кубика» texts, kept within 1-6 (Online 104.2.a).
"""

from __future__ import annotations

from tolaria.berserk.abilities import (
    BecomeCreature,
    IfRolledAtLeast,
    InsteadOfDeath,
    TriggeredEffect,
)
from tolaria.berserk.cards import AS_ARTIFACT, AS_CREATURE, creature_mark
from tolaria.berserk.events import DieRolled
from tolaria.berserk.rules import limits
from tolaria.berserk.rules.cards_in_play import became_artifact, defn, in_squad
from tolaria.berserk.state import Acquired, Chain, GameState

RULES = ("Online 419.1.a", "Online 419.4")

WHILE_ARTIFACT = "while_artifact"
"""``Acquired.until`` of an ability lasting «до тех пор, пока является артефактом»: it ends as the card becomes a
creature (``become_creature``) or leaves play."""


def become_creature(g: GameState, cid: int, effect: BecomeCreature) -> None:
    """The card is a creature with the words' movement and simple strike from now until it leaves play (Online 208),
    with the abilities they name (Online 407.1); what it had while an artifact ends."""
    card = g.objects[cid]
    kept = tuple(e for e in card.effects if e.until != WHILE_ARTIFACT and not e.text.startswith(AS_CREATURE)
                 and e.text != AS_ARTIFACT)
    gained = tuple(Acquired(text, "end_of_battle") for text in effect.gains)
    card.effects = (*kept, Acquired(creature_mark(effect.move, effect.strike), "end_of_battle"), *gained)
    g.roster_changed()


def roll_outcome(g: GameState, chain: Chain, effect: IfRolledAtLeast) -> tuple[TriggeredEffect, ...]:
    """The source's die, with its roll modifiers when the words say so (kept within 1-6, Online 104.2.a), and the
    effects of the outcome it gives."""
    from tolaria.berserk.rules.dice import kept_in_range, roll_modifier
    from tolaria.berserk.rules.stack import emit, roll_die

    source = chain.source
    value = roll_die(g, chain, source)
    result = kept_in_range(value + roll_modifier(g, source, source, False)) if effect.modified else value
    emit(g, DieRolled(card=source, value=value, result=result, rules=("Online «Бросок кубика»", "Online 104.2.a")))
    return effect.effects if result >= effect.at_least else effect.otherwise


def become_artifact(g: GameState, cid: int) -> None:
    """The card is an artifact from now until it leaves play (Online 213); a symbiont it hosted loses its host
    (Online 210.7: the host is no creature without a subtype any more)."""
    from tolaria.berserk.rules import symbiosis

    card = g.objects[cid]
    if became_artifact(card):
        return
    card.effects = (*card.effects, Acquired(AS_ARTIFACT, "end_of_battle"))
    g.roster_changed()
    symbiosis.keep_hosts(g)


def replaced_death(g: GameState, cid: int) -> bool:
    """Whether the card's «Вместо гибели ...» replaces its death now (its use limit not reached); if so, it is done.

    A hidden card's permanent ability that begins to affect the game reveals it (Online 415.2).
    """
    card = g.objects[cid]
    if not in_squad(card):
        return False
    for index, s in enumerate(defn(g, cid).statics, 1):
        if isinstance(s, InsteadOfDeath) and not limits.used_up(g, cid, "s", index, s.limit):
            _replace(g, cid, index, s)
            return True
    return False


def _replace(g: GameState, cid: int, index: int, effect: InsteadOfDeath) -> None:
    from tolaria.berserk.rules.stack import heal_fully, reveal_if_hidden

    reveal_if_hidden(g, cid, ("Online 415.2",))
    limits.record(g, cid, "s", index, effect.limit)
    card = g.objects[cid]
    card.killer = -1  # (it was not destroyed: a later death is another's)
    card.slayer, card.slayer_kind = -1, ""
    if effect.heals:
        heal_fully(g, cid, RULES)  # «полностью излечиться»: every wound removed (glossary «Излечение»)
    if effect.artifact:
        become_artifact(g, cid)
