"""The compiled form of «При гибели ...» triggers (glossary «При гибели», «При гибели [текст]»)."""

from __future__ import annotations

from tolaria.berserk.abilities import CardFilter, DestroyCard, Point, Side, Trigger, Who, WoundBy
from tolaria.berserk.cards import CardDatabase, names_card
from tolaria.berserk.compiler import Unsupported, compile_text


def triggers(text: str, name: str = "Тест") -> tuple[Trigger, ...]:
    return compile_text(text, (), name)[3]


def test_death_of_a_named_card_of_ones_squad() -> None:
    """Glossary «При гибели [текст]»: «вашего Кракена» is a card of the ability's squad with that name."""
    (dies,) = triggers("При гибели вашего Кракена погибает.", "Щупальце кракена")
    assert dies.point is Point.CREATURE_DEATH and dies.side is Side.OWN
    assert dies.other == CardFilter(named="кракена")
    assert dies.effects == (DestroyCard(Who.SELF),)
    (wounds,) = triggers("При гибели вашего Щупальца Кракена раниться на 2.", "Кракен")
    assert wounds.other == CardFilter(named="щупальца кракена") and wounds.effects == (WoundBy(2, Who.SELF),)


def test_a_description_is_no_name() -> None:
    """«вашего существа ...» describes a card: it is not read as a name."""
    try:
        found = triggers("При гибели вашего существа погибает.")
    except Unsupported:
        return
    assert all(t.other is None or not t.other.named for t in found)


def test_every_named_dead_card_is_a_card_of_the_sets() -> None:
    """A name a «при гибели вашего [имя]» ability speaks of must be some card of the bundled sets, or it could never
    trigger (the compiler reads the name by the stem of its words, without the card list)."""
    db = CardDatabase.bundled()
    for card in db:
        for t in card.triggers:
            if t.other is not None and t.other.named:
                assert any(names_card(t.other.named, other.name.lower()) for other in db), (card.name, t.other.named)


def test_death_of_a_formation_creature_in_the_opponents_turn() -> None:
    """«При гибели вашего существа со строем в ход противника — существа, которые стояли с ним в строю, получают ...»:
    an own creature with Строй, in the opponent's turn; the effect goes to each of its partners."""
    from tolaria.berserk.abilities import Acquire, Whose

    (t,) = triggers("При гибели вашего существа со строем в ход противника — существа, которые стояли с ним в строю, "
                    "получают +2 к следующему {strike}.")
    assert t.point is Point.CREATURE_DEATH and t.side is Side.OWN and t.whose is Whose.OPPONENTS
    assert t.other == CardFilter(formation=True)
    assert t.effects == (Acquire(("+2 к следующему {strike}",), Who.DEAD_PARTNERS, t.effects[0].duration),)


def test_partners_of_the_dead_only_after_a_death() -> None:
    """«существа, которые стояли с ним в строю» speaks of a creature that died: after another trigger point it is
    unread."""
    try:
        found = triggers("При перемещении — существа, которые стояли с ним в строю, получают +2 к следующему {strike}.")
    except Unsupported:
        return
    raise AssertionError(found)
