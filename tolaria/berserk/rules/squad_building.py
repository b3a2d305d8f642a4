"""Texts of squad building: options as a card is recruited, and abilities «до набора отряда» (Online 202.6, 303, 304).

Options of the Recruitment step (Online 304.1) are answered with
``RecruitByText(card, x=X)``: Ведающий запасами recruited free
while the Recruitment holds cards of every cost its text names, Вольный
воитель paid X more for +X to its strike and 2 additional lives (Online
304.4: it has them from Recruitment on), Тич giving 2 gold for a
Recruitment of at most three cards of an element.

The Recruitment Preparation step (Online 303) is played only when a card
of a Deal has an ability «до набора отряда»: the first player first, each
use passing priority to the opponent (Online 301.2: no stack, an ability is
carried out as it is declared), a pass ending the player's right for good
(303.2); a player with nothing he may declare passes by force. The cards
these abilities take go to Recruitment at once, paid as the text says.
"""

from __future__ import annotations

from tolaria.berserk.abilities import (
    FreeRecruit,
    PairedRecruit,
    RecruitBargain,
    RecruiterSearch,
    RecruitSurcharge,
    SpyRecruit,
)
from tolaria.berserk.actions import Prepare, RecruitByText
from tolaria.berserk.cards import NEUTRAL
from tolaria.berserk.events import Shown
from tolaria.berserk.recruitment_phrases import DIES_WHEN_LEAVES
from tolaria.berserk.rules import keyword_abilities, preliminary
from tolaria.berserk.rules.elements import element as counted_element
from tolaria.berserk.rules.preliminary import Price
from tolaria.berserk.rules.stack import emit
from tolaria.berserk.state import Acquired, GameState, Zone
from tolaria.berserk.trigger_phrases import names_card

# ------------------------------------------------------------------ options as a card is recruited (Online 304.1)


def _elemental(g: GameState, ids: list[int]) -> int:
    """Online 304.6: the cards of an element (neutral cards have none)."""
    return sum(1 for c in ids if counted_element(g, c) != NEUTRAL)


def options(g: GameState, seat: int, cid: int) -> list[RecruitByText]:
    """The recruitments by the card's text open now (none for a card without such a text)."""
    name = g.objects[cid].name
    out: list[RecruitByText] = []
    for s in g.defn(cid).statics:
        xs = range(1, s.most + 1) if isinstance(s, RecruitSurcharge) else (0,)
        if isinstance(s, FreeRecruit | RecruitSurcharge | RecruitBargain):
            out.extend(RecruitByText(name, x) for x in xs if option_refusal(g, seat, cid, x) is None)
    return out


def option_refusal(g: GameState, seat: int, cid: int, x: int) -> tuple[str, str] | None:
    """Why the card may not be recruited by its text with this X now (reason, rule), or None."""
    d = g.defn(cid)
    p = g.players[seat]
    for s in d.statics:
        if isinstance(s, FreeRecruit):
            have = {g.defn(c).cost for c in p.recruitment}  # either eliteness (Online 202.3.b)
            missing = [str(c) for c in s.costs if c not in have]
            if x:
                return f"{d.name}'s text has no X", "Online 202.6"
            if missing:
                return (f"{d.name} is free only while Recruitment holds cards costing "
                        f"{', '.join(str(c) for c in s.costs)} (none costs {', '.join(missing)})", "Online 202.6")
            return preliminary.recruit_refusal(g, seat, cid, Price(0, d.elite))
        if isinstance(s, RecruitSurcharge):
            if not 1 <= x <= s.most:
                return f"{d.name} may be paid 1 to {s.most} more", "Online 202.6"
            return preliminary.recruit_refusal(g, seat, cid, Price(d.cost + x, d.elite))
        if isinstance(s, RecruitBargain):
            if x:
                return f"{d.name}'s text has no X", "Online 304.1"
            held = _elemental(g, p.recruitment) + (counted_element(g, cid) != NEUTRAL)
            if held > s.elemental:
                return (f"Recruitment holds more than {s.elemental} cards of an element, so {d.name} gives no gold",
                        "Online 304.3")
            return preliminary.recruit_refusal(g, seat, cid)
    return f"{d.name} has no text for its recruitment", "Online 304.1"


def recruit_by_text(g: GameState, seat: int, cid: int, x: int) -> None:
    """The card recruited with its text's option (``option_refusal`` said yes)."""
    d = g.defn(cid)
    card = g.objects[cid]
    for s in d.statics:
        if isinstance(s, FreeRecruit):
            preliminary.recruit(g, seat, cid, Price(0, d.elite), rules=("Online 202.6",))
            return
        if isinstance(s, RecruitSurcharge):
            preliminary.recruit(g, seat, cid, Price(d.cost + x, d.elite), rules=("Online 202.6", "Online 304.4"))
            # «начинает игру с +X к {strike} и +2 к {health}»: from Recruitment on (Online 304.4); the life as
            # additional lives, since the life allowance never changes (Online 204.1.a, 204.2)
            card.effects = (*card.effects, Acquired(f"+{x} к {{strike}}", "end_of_battle"))
            keyword_abilities.add_extra_life(g, cid, s.life)
            return
        if isinstance(s, RecruitBargain):
            card.effects = (*card.effects, Acquired(f"{preliminary.ELEMENTAL_MOST}{s.elemental}", "end_of_battle"))
            preliminary.recruit(g, seat, cid, gained=s.gold, rules=("Online 304.3",))
            return


# ------------------------------------------------------------------ «до набора отряда» (Online 303)


def any_preparation(g: GameState) -> bool:
    """Whether a card of either Deal has an ability «до набора отряда» (else the step has nothing to play)."""
    return any(_before(g, c) is not None for p in g.players for c in p.deal)


def _before(g: GameState, cid: int) -> PairedRecruit | SpyRecruit | RecruiterSearch | None:
    for s in g.defn(cid).statics:
        if isinstance(s, PairedRecruit | SpyRecruit | RecruiterSearch):
            return s
    return None


def _in_deal(g: GameState, seat: int, name: str, but: int = -1) -> int | None:
    return next((c for c in g.players[seat].deal if g.objects[c].name == name and c != but), None)


def preparations(g: GameState, seat: int) -> list[Prepare]:
    """Every ability «до набора отряда» the player may declare now, with each choice it takes."""
    out: list[Prepare] = []
    deal = g.players[seat].deal
    names = list(dict.fromkeys(g.objects[c].name for c in deal))
    for name in names:
        cid = _in_deal(g, seat, name)
        assert cid is not None
        ability = _before(g, cid)
        if ability is None:
            continue
        if isinstance(ability, SpyRecruit):
            candidates = [Prepare(name)]
        elif isinstance(ability, PairedRecruit):
            candidates = [Prepare(name, other) for other in names]
        else:
            candidates = [Prepare(name, other, x) for other in names for x in range(ability.most + 1)]
        out.extend(a for a in candidates if preparation_refusal(g, seat, a) is None)
    return out


def preparation_refusal(g: GameState, seat: int, action: Prepare) -> tuple[str, str] | None:
    """Why this ability «до набора отряда» may not be declared now (reason, rule), or None."""
    cid = _in_deal(g, seat, action.card)
    if cid is None:
        return f"no {action.card} in your Deal", "Online 303.1"
    ability = _before(g, cid)
    if ability is None:
        return f"{action.card} has no ability «до набора отряда»", "Online 303.1"
    own = preliminary.recruit_refusal(g, seat, cid)
    if own is not None:
        return own
    if isinstance(ability, SpyRecruit):
        return None if not action.other and not action.x else (f"{action.card}'s text names no card", "Online 303.1")
    other = _in_deal(g, seat, action.other, but=cid)
    if other is None:
        return f"no other {action.other or 'card'} in your Deal", "Online 303.1"
    d = g.defn(other)
    if not d.type.is_creature:
        return f"{d.name} is not a creature", "Online 208.2"
    if isinstance(ability, PairedRecruit):
        if action.x:
            return f"{action.card}'s text has no X", "Online 303.1"
        if not d.elite or d.cost > ability.elite_most:
            return f"{action.card} brings an elite creature costing {ability.elite_most} or less", "Online 202.3"
        twin = g.copy()
        preliminary.recruit(twin, seat, cid)
        return preliminary.recruit_refusal(twin, seat, other, Price(d.cost, False))
    found = _in_deck(g, seat, d.name)
    if not 0 <= action.x <= min(ability.most, len(found)):
        return f"{action.card} finds 0 to {min(ability.most, len(found))} of {d.name} in your deck", "Online 303.1"
    return None


def _in_deck(g: GameState, seat: int, name: str) -> list[int]:
    return [c for c in g.players[seat].deck if g.objects[c].name == name]


def prepare(g: GameState, seat: int, action: Prepare) -> None:
    """Carry out the ability «до набора отряда» at once (Online 301.2; ``preparation_refusal`` said yes)."""
    cid = _in_deal(g, seat, action.card)
    assert cid is not None
    ability = _before(g, cid)
    if isinstance(ability, SpyRecruit):
        _spy(g, seat, cid, ability)
        return
    other = _in_deal(g, seat, action.other, but=cid)
    assert other is not None
    if isinstance(ability, PairedRecruit):
        emit(g, Shown(player=seat, source=cid, cards=(cid, other), rules=("Online 303.1",)))
        preliminary.recruit(g, seat, cid, rules=("Online 303.1",))
        preliminary.recruit(g, seat, other, Price(g.defn(other).cost, False), rules=("Online 303.1",))
        g.objects[other].effects = (*g.objects[other].effects, Acquired(ability.bound, "end_of_battle"))
    elif isinstance(ability, RecruiterSearch):
        emit(g, Shown(player=seat, source=cid, cards=(cid,), rules=("Online 303.1",)))
        preliminary.recruit(g, seat, cid, rules=("Online 303.1",))
        emit(g, Shown(player=seat, source=cid, cards=(other,), rules=("Online 303.1",)))
        _search(g, seat, cid, g.objects[other].name, action.x)


def _spy(g: GameState, seat: int, cid: int, ability: SpyRecruit) -> None:
    """Лазутчица: shown to the opponent, she sees random cards of his Deal and is taken at her lowered cost."""
    emit(g, Shown(player=seat, source=cid, cards=(cid,), viewer=1 - seat, rules=("Online 303.1",)))
    deal = list(g.players[1 - seat].deal)
    seen: list[int] = []
    for _ in range(min(ability.look, len(deal))):
        seen.append(deal.pop(g.rng.below(len(deal))))
    emit(g, Shown(player=1 - seat, source=cid, cards=tuple(seen), viewer=seat, rules=("Online 303.1",)))
    d = g.defn(cid)
    elite = sum(1 for c in seen if g.defn(c).elite)
    # «стоит на 1{ordinary} меньше»: what she is paid for, an ordinary card (never below nothing)
    preliminary.recruit(g, seat, cid, Price(max(0, d.cost - ability.discount * elite), d.elite), rules=("Online 303.1",))


def _search(g: GameState, seat: int, cid: int, name: str, count: int) -> None:
    """«найдите в колоде до двух существ с таким же названием покажите их и возьмите в раздачу»; the deck is shuffled
    after it was searched (Online 206.10)."""
    p = g.players[seat]
    found = _in_deck(g, seat, name)[:count]
    for c in found:
        p.deck.remove(c)
        p.deal.append(c)
        g.objects[c].zone = Zone.DEAL
    emit(g, Shown(player=seat, source=cid, cards=tuple(found), zone="deck", rules=("Online 303.1", "Online 206.10")))
    g.rng.shuffle(p.deck)


# ------------------------------------------------------------------ «Погибает, когда ваша Линнет покидает поле боя»


def source_left(g: GameState, source: int) -> None:
    """The card has left play: each card of its controller's squad that «погибает, когда ваша [карта] покидает поле
    боя» gets a destruction effect (Online 402.3: «Также карта может получить Эффект уничтожения в результате
    выполнения некоторых особенностей»)."""
    from tolaria.berserk.rules.cards_in_play import in_play
    from tolaria.berserk.rules.stack import give_destruction, has_destruction

    gone = g.objects[source]
    for cid in in_play(g):
        card = g.objects[cid]
        if (card.effects and card.controller == gone.controller and any(_dies_with(e.text, gone.name) for e in card.effects)
                and not has_destruction(g, cid)):
            give_destruction(g, cid, by_wounds=False, rules=("Online 402.3",))


def _dies_with(text: str, name: str) -> bool:
    m = DIES_WHEN_LEAVES.fullmatch(" ".join(text.lower().split()))
    return m is not None and names_card(m.group(1), name.lower())
