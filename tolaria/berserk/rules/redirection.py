"""Playable redirections (Online 412, 216.3).

A redirection is declared while the Target object of the chain it
redirects is on top of the stack (Online 412.3, 216.3), and only if that
chain has not been redirected already (216.3, 412.5). Its own chain has a
Wound and a Payment object only (412.4); at its Wound object the attack's
target becomes the redirecting card (412.5), and the attack's Target
object, resolving next, checks the new target as usual (216.4). The card
names the redirected attack by the card it attacks (`use C on T`).
"""

from __future__ import annotations

from tolaria.berserk.abilities import Redirect
from tolaria.berserk.cards import Keyword
from tolaria.berserk.events import Protected, Redirected
from tolaria.berserk.state import Acquired, Chain, GameState, Obj


def is_redirection(g: GameState, chain: Chain) -> bool:
    """Whether the ability chain is a playable redirection (its ``for_chain`` is the redirected attack)."""
    return chain.index > 0 and isinstance(g.ability(chain.source, chain.index).effect, Redirect)


def redirected_chain(g: GameState) -> Chain | None:
    """The chain whose Target object is on top of the stack, if it is an attack (Online 412.3)."""
    if not g.stack or g.stack[-1].obj is not Obj.TARGET:
        return None
    chain = g.chains[g.stack[-1].chain]
    return chain if chain.attack is not None and chain.targets else None


def redirect_refusal(g: GameState, cid: int, effect: Redirect, attacked: int) -> tuple[str, str] | None:
    """Why ``cid`` may not redirect the attack at ``attacked`` now, or None."""
    from tolaria.berserk.rules.activated import fits

    chain = redirected_chain(g)
    if chain is None or chain.targets[0] != attacked:
        return "a redirection is declared while the attack's Target object is on top, at the card it attacks", "Online 412.3"
    if chain.redirected:
        return "the attack has been redirected already", "Online 216.3"
    if effect.kinds and chain.attack not in effect.kinds:
        return "that ability does not redirect this kind of attack", "Online 412.1"
    if effect.enemy and g.objects[chain.source].controller == g.objects[cid].controller:
        return "that ability redirects only the opponent's attacks", "Online 412.1"
    if effect.from_self and attacked != cid:
        return "that ability redirects only an attack at its own card", "Online 412.1"
    if (attacked == cid and effect.to is None) or not fits(g, cid, effect.attacked, attacked):
        return "the attacked card does not fit the ability's description", "Online 412.1"
    if any(ch.for_chain == chain.id and ch.source == cid for ch in g.chains.values()):
        return "its earlier redirection is still on the stack", "Online 412.6"
    if effect.once_per_attacked and any(e.text == _mark(cid) for e in g.objects[attacked].effects):
        return "it has redirected an attack away from this creature this turn already", "Online 412.1"
    return None


def _mark(cid: int) -> str:
    """The mark a «(1 раз за ход для каждого атакованного существа)» redirection leaves on the attacked creature."""
    return f"{REDIRECTED_AWAY}{cid}"


REDIRECTED_AWAY = "#атака перенаправлена картой "
"""Kept to the end of the turn on a creature an attack was redirected away from by that card's text."""


def new_target_refusal(g: GameState, cid: int, effect: Redirect, attacked: int, to: tuple[int, ...]) -> tuple[str, str] | None:
    """Why the card named to take the attack («в выбранное существо противника») may not, or None; a redirection to
    the redirecting card itself names none."""
    from tolaria.berserk.rules.activated import fits
    from tolaria.berserk.rules.cards_in_play import adjacent

    if effect.to is None:
        return ("that ability redirects the attack to its own card", "Online 412.1") if to else None
    if len(to) != 1:
        return "name the card the attack is redirected to", "Online 412.1"
    if to[0] not in g.objects or to[0] == attacked or not fits(g, cid, effect.to, to[0]):
        return "the card named does not fit the ability's description", "Online 412.1"
    if effect.near_attacked and not adjacent(g, attacked, to[0]):
        return "the card named does not stand next to the attacked card", "Online 412.1"
    return None


def new_targets(g: GameState, cid: int, effect: Redirect, attacked: int) -> list[int]:
    """The cards in play the attack may be redirected to (the redirecting card itself when the text names none)."""
    from tolaria.berserk.rules.cards_in_play import in_play

    if effect.to is None:
        return [cid]
    return [t for t in in_play(g) if new_target_refusal(g, cid, effect, attacked, (t,)) is None]


def _spell_shield(g: GameState, cid: int) -> Keyword | None:
    from tolaria.berserk.rules.cards_in_play import has

    return next((k for k in (Keyword.PROTECTION_FROM_SPELLS, Keyword.PROTECTION_FROM_MAGIC) if has(g, cid, k)), None)


def still_redirectable(g: GameState, chain: Chain) -> str | None:
    """Online 412.5: the redirection is illegal once its attack has left the stack or has another target."""
    attack = g.chains.get(chain.for_chain)
    if attack is None or not any(so.chain == attack.id for so in g.stack):
        return "the redirected attack has left the stack"
    if attack.redirected:
        return "the attack has been redirected already"
    return None


def resolve_redirect(g: GameState, chain: Chain) -> None:
    """Online 412.5: the attack's target becomes the redirecting card."""
    from tolaria.berserk.rules.stack import emit

    attack = g.chains.get(chain.for_chain)
    chain.effected = True
    if attack is None:
        return
    to = chain.targets[1] if len(chain.targets) > 1 else chain.source  # «в выбранное существо противника»
    effect = g.ability(chain.source, chain.index).effect
    shield = _spell_shield(g, to) if isinstance(effect, Redirect) and effect.spell else None
    if shield is not None:  # Online 411.1, 411.4: a spell does nothing to a card protected from spells or magic
        emit(g, Protected(card=to, chain=chain.id, by=shield.value, rules=("Online 411.1", "Online 411.4")))
        return
    if isinstance(effect, Redirect) and effect.once_per_attacked and attack.targets:
        away = g.objects[attack.targets[0]]
        away.effects = (*away.effects, Acquired(_mark(chain.source), "end_of_turn"))
    attack.targets = (to,)
    attack.redirected = True
    emit(g, Redirected(chain=attack.id, defender=to, rules=("Online 412.5",)))
