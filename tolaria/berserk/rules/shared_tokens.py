"""«Когда карта противника теряет X {counter} ваши X существ могут получить {counter} или ваше существо может получить
X {counter}» (Прорицательница вершин).

The ability triggers when an opponent's card in play loses tokens at once
(a cost paid, Online 216.12; an effect, Online 218), X being how many. As
it is declared (Online 405.2, 412.1) its controller names the creatures of
his squad that get the tokens, one by one: naming X different ones takes
the first option (one token each); answering «yes» after the first one
takes the second (that creature gets all X). With X of 1 both are the same,
and the first name ends the choice. «могут»: it may be declined (Online
405.3). Each gain is an ability's (Online 218.2), up to the card's maximum
(Online 218.6).
"""

from __future__ import annotations

from tolaria.berserk.abilities import SplitTokens, Trigger
from tolaria.berserk.rules.cards_in_play import in_squad
from tolaria.berserk.state import Chain, GameState

RULES = ("Online 218.2", "Online 218.6")


def splits(trigger: Trigger) -> bool:
    """Whether the triggered ability is one sharing X tokens."""
    return any(isinstance(e, SplitTokens) for e in trigger.effects)


def more_names(chain: Chain, fitting: int) -> bool:
    """Whether further creatures may be named: the first option needs X different ones (``fitting`` fit now)."""
    return len(chain.targets) < chain.amount and fitting + len(chain.targets) >= chain.amount


def may_stop(chain: Chain) -> bool:
    """One creature named may take all X tokens (the second option), so «yes» ends the choice there."""
    return len(chain.targets) == 1 and chain.amount > 1


def still_choosing(chain: Chain) -> bool:
    """After a name: the choice goes on until X are named (with X of 1, one name is both options)."""
    return len(chain.targets) < chain.amount


def give(g: GameState, chain: Chain) -> None:
    """The tokens: all X to the one creature named, or one to each of the X named (each still in play)."""
    from tolaria.berserk.rules.modifiers import gain_tokens
    from tolaria.berserk.rules.triggers import gained_token

    named = chain.targets
    each = chain.amount if len(named) == 1 else 1
    for cid in named:
        if in_squad(g.objects[cid]) and each > 0 and (got := gain_tokens(g, cid, each)):
            cause = chain.initial[1] if len(chain.initial) > 1 else chain.source  # the card that lost the tokens
            gained_token(g, cid, RULES, (*chain.lineage, cid, cause), got)
