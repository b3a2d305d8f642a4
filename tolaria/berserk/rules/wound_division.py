"""Dividing wounds a card received among the cards of its squad: «При дальней атаке по существу воздействие густой
туман можете перераспределить полученные раны между небестелесными картами в вашем отряде (2 раза за ход)» (Обелиск
топей), «перераспределить эти раны на других ваших существ» (Отшельница: among the cards named as it was declared,
the healed creature not among them, so it keeps none).

Glossary «Перераспределение (на Х)»: «излечивает одно существо от Х ран, и ранит существа в сумме на столько же ран.
Какое существо раны и сколько именно ран, определяет игрок, контролирующий карту – источник». As the ability resolves,
its controller divides the wounds the attacked creature received from the attack (those still on the attack's record,
rules/struck_wounds.py) among the cards of his squad that have life (Online 204.1) and are not incorporeal, the
creature among them (``assign N to T, ...``); it is healed of what it does not keep, and each other card named takes
its share, not an attack (glossary: «Легально нанести существу Перераспределением (на Х) больше ран, чем количество его
текущих жизней»).
"""

from __future__ import annotations

from itertools import combinations

from tolaria.berserk.actions import AssignWounds
from tolaria.berserk.cards import AttackKind
from tolaria.berserk.decisions import WoundDivision
from tolaria.berserk.rules.cards_in_play import in_play, in_squad
from tolaria.berserk.state import Chain, GameState

RULE = "Online «Перераспределение (на Х)»"

RANGED = frozenset(k for k in AttackKind if k.ranged)
"""Online 401.3: the ranged attacks («дальняя атака»): shot, throw, discharge."""

LISTED = 120
"""The listing offers at most this many divisions (every division is accepted: a squad of ten and six wounds has
thousands)."""


def recipients(g: GameState, seat: int) -> tuple[int, ...]:
    """The cards of the squad with life (creatures and artifacts, Online 204.1, 213.1) that are not incorporeal."""
    from tolaria.berserk.rules.incorporeality import is_incorporeal
    from tolaria.berserk.rules.stack import has_life

    return tuple(c for c in in_play(g) if g.objects[c].controller == seat and has_life(g, c)
                 and not is_incorporeal(g, c))


def offer(g: GameState, chain: Chain, cid: int) -> None:
    """The triggered ability resolves: its controller's ``WoundDivision`` of the wounds ``cid`` received from the
    attack that set it off, when some are still on it and it can be healed (none: nothing happens)."""
    from tolaria.berserk.rules.struck_wounds import struck_at

    if cid < 0 or cid not in g.objects or not in_squad(g.objects[cid]) or g.objects[cid].controller != chain.controller:
        return
    struck = struck_at(g, cid, RANGED)
    if struck is None:
        return  # none of the attack's wounds are left on it
    cards = recipients(g, chain.controller)
    wounds = min(struck[1], g.objects[cid].wounds)
    if wounds <= 0 or cid not in cards:
        return  # glossary «Бестелесность»: an incorporeal creature is never healed
    g.offer = WoundDivision(g.players[chain.controller].name, card=cid, source=chain.source, chain=struck[0].id,
                            wounds=wounds, cards=cards)


def divisions(d: WoundDivision) -> list[AssignWounds]:
    """The answers listed: with ``each``, every way to give each card 1 or more; else everything kept first, then all
    to each other card, then the rest, up to ``LISTED``."""
    if d.each:
        return [AssignWounds(d.cards, counts) for counts in _compositions(d.wounds, len(d.cards))][:LISTED]
    out = [AssignWounds((d.card,), (d.wounds,))] if d.card in d.cards else []
    out += [AssignWounds((c,), (d.wounds,)) for c in d.cards if c != d.card]
    for parts in range(2, min(d.wounds, len(d.cards)) + 1):
        for named in combinations(d.cards, parts):
            for counts in _compositions(d.wounds, parts):
                if len(out) >= LISTED:
                    return out
                out.append(AssignWounds(named, counts))
    return out


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """The ways to write ``total`` as ``parts`` numbers of at least 1, in order."""
    if parts == 1:
        return [(total,)]
    return [(first, *rest) for first in range(1, total - parts + 2) for rest in _compositions(total - first, parts - 1)]


def refusal(d: WoundDivision, action: object) -> tuple[str, str] | None:
    """Why an answer is not a division: each card named once, one of the cards offered, a share of 1 or more, and the
    shares adding up to the wounds."""
    if not isinstance(action, AssignWounds):
        return f"divide the {d.wounds} wounds among the cards the text allows (assign N to T[, N to T...])", RULE
    if len(action.cards) != len(action.counts) or not action.cards:
        return "name each card with its share of the wounds (assign N to T)", RULE
    if len(set(action.cards)) != len(action.cards):
        return "name each card once", RULE
    if any(c not in d.cards for c in action.cards):
        return "the wounds go only to the cards the text allows (the cards of the division)", RULE
    if any(n < 1 for n in action.counts):
        return "each card named takes 1 or more of the wounds", RULE
    if d.each and set(action.cards) != set(d.cards):
        return "each target named as the ability was declared takes 1 or more of the wounds", "Online 412.1"
    if sum(action.counts) != d.wounds:
        return f"the shares must add up to the {d.wounds} wounds received", RULE
    return None


def answer(g: GameState, action: AssignWounds) -> None:
    """The creature is healed of the wounds it does not keep (no more than it can be); as many as were healed go to
    the other cards named, in the order named, each its share while they last, not an attack."""
    from tolaria.berserk.rules.stack import _heal, check_destruction, deal_wounds
    from tolaria.berserk.rules.struck_wounds import take

    d = g.offer
    assert isinstance(d, WoundDivision)
    g.offer = None
    shares = [(c, n) for c, n in zip(action.cards, action.counts, strict=True) if c != d.card]
    moved = sum(n for _, n in shares)
    card = g.objects[d.card]
    if moved <= 0 or not in_squad(card):
        return
    before = card.wounds
    _heal(g, d.card, moved, (RULE,))
    healed = before - card.wounds
    attack = g.chains.get(d.chain)
    if attack is not None:
        take(attack, d.card, healed)
    for cid, share in shares:
        amount = min(share, healed)
        healed -= amount
        if amount > 0 and in_squad(g.objects[cid]):
            deal_wounds(g, cid, amount, d.source, None)
    check_destruction(g)  # Online 402.3
