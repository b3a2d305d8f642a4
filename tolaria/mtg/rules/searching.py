"""Searching a library and/or a graveyard (CR 701.23, 400.2).

"Search your library and/or graveyard for a card named N, reveal it, and put it into your hand. If
you search your library this way, shuffle." The player first says whether they search their library;
the graveyard, a public zone (400.2), is looked through either way. They may then take one card of
the stated quality from the zones searched or none (701.23b: a search for a card with a stated
quality may find nothing); the card is revealed as it goes to the hand (701.23a), and the library is
shuffled only if it was searched. The handler joins the interpreter of
:mod:`tolaria.mtg.rules.effects`, which imports this module so that it is registered.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.mtg import decisions
from tolaria.mtg.events import FoundForHand, SearchFoundNothing
from tolaria.mtg.kinds import Zone
from tolaria.mtg.oracle import abilities as ab
from tolaria.mtg.rules import keyword_actions as actions
from tolaria.mtg.rules.changes import emit
from tolaria.mtg.rules.effects import Resolving, _ask, _done, _started, _suspend, handles, player
from tolaria.mtg.rules.filters import matches
from tolaria.mtg.rules.zones import move_card

# The stages of the step (Memo.stage): the yes or no to searching the library, then the card.
_ASKED_LIBRARY, _ASKED_CARD = 1, 2


@handles(ab.SearchLibraryAndGraveyard)
def search_library_and_graveyard(ctx: Resolving, step: ab.SearchLibraryAndGraveyard) -> bool:
    g = ctx.g
    who = player(ctx, step.who)
    if not _started(ctx):
        g.pending = decisions.YesNo(g.players[who].name, f"{g.name_of(ctx.item.id)}: search your library")
        g.moved_on()
        return _suspend(ctx, stage=_ASKED_LIBRARY, answer=None)
    if ctx.memo.stage == _ASKED_LIBRARY:
        library = bool(ctx.memo.answer)
        zones = [g.players[who].graveyard] + ([g.players[who].library] if library else [])
        found = tuple(c for zone in zones for c in zone if matches(g, c, step.group, who))
        ctx.memo = replace(ctx.memo, stage=_ASKED_CARD, answer=None, held=(1,) if library else ())
        if found:
            return _ask(ctx, "search", who, found, 1, optional=True)
        return _finish(ctx, who, ())
    return _finish(ctx, who, ctx.memo.chosen)


def _finish(ctx: Resolving, who: int, chosen: tuple[int, ...]) -> bool:
    g = ctx.g
    searched_library = bool(ctx.memo.held)
    for oid in chosen:
        zone = Zone.LIBRARY if oid in g.players[who].library else Zone.GRAVEYARD
        move_card(g, who, zone, oid, Zone.HAND, FoundForHand, ("701.23a",))
    if not chosen:
        emit(g, SearchFoundNothing(who, rules=("701.23b",)))
    if searched_library:
        actions.shuffle(g, who)  # "If you search your library this way, shuffle"
    return _done(ctx, stage=0, held=())
