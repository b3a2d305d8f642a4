"""Playable abilities a card has acquired: «выбранное существо до конца хода получает: «{tap}: Магический удар ...»»
(Online 407.1, 404.2).

An acquired text («Acquired») that reads as a printed playable ability
gives the card that ability while it lasts. The card's playable abilities
are its printed ones, numbered from 1 in the text's order, then the
acquired ones in the order it got them (``use C:K``): a chain declared
with one resolves as declared (Online 216.1). A card that has lost all its
abilities (Online 407.4) has none of them. A use limit («1 раз за ход»)
counts that ability's uses by its number (Online 216.12). A creature also
has, after those, the playables an opponent's card gives it
(rules/marker_guards.py).
"""

from __future__ import annotations

from functools import cache

from tolaria.berserk.cards import CardDef, Playable
from tolaria.berserk.state import CardState, GameState

ENGINE_MARK = "#"
"""Acquired texts that are the engine's marks, not abilities (``#раны от атаки: ...``)."""


@cache
def _playable(text: str) -> Playable | None:
    """The playable ability an acquired text states, read once per text by the printed grammar, or None."""
    from tolaria.berserk.acquired_playable_phrases import readable_playable

    found = readable_playable(text)
    return found if isinstance(found, Playable) else None


def acquired(card: CardState) -> tuple[Playable, ...]:
    """The playable abilities the card has acquired, in the order it got them."""
    if not card.effects:
        return ()
    return tuple(p for e in card.effects if not e.text.startswith(ENGINE_MARK) and "{" in e.text
                 and (p := _playable(e.text)) is not None)


def gives_playable(texts: tuple[str, ...]) -> bool:
    """Whether any of these acquired texts is a playable ability (the roster then changes, ``Roster.sudden``)."""
    return any(not t.startswith(ENGINE_MARK) and _playable(t) is not None for t in texts)


def playables(g: GameState, cid: int, d: CardDef | None = None) -> tuple[Playable, ...]:
    """The card's playable abilities now: printed (``d``, the card as the rules read it), then acquired."""
    from tolaria.berserk.rules.cards_in_play import defn, lost_all
    from tolaria.berserk.rules.marker_guards import granted

    card = g.objects[cid]
    d = d if d is not None else defn(g, cid)
    if card.effects and lost_all(card):
        return d.playable
    extra = (*acquired(card), *granted(g, cid))
    return (*d.playable, *extra) if extra else d.playable


def declared(g: GameState, cid: int, index: int) -> Playable:
    """A playable ability past the printed ones by its number, as it was declared (Online 216.1): an acquired one,
    then one an opponent's card gives (rules/marker_guards.py), even if that card's guard has gone meanwhile."""
    from tolaria.berserk.rules.marker_guards import granted

    printed = len(g.defs[g.objects[cid].name].playable)
    extra = (*acquired(g.objects[cid]), *granted(g, cid, declared=True))
    return extra[index - printed - 1]
