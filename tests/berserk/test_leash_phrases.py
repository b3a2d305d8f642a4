"""The grammar of attacks blocked away from a card (leash_phrases): «... блокирует все его атаки, пока оно не стоит на
клетке рядом с ней»."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import Duration, LeashedAttacks, Side, TextAbility
from tolaria.berserk.compiler import Unsupported, compile_text

SONG = ("{tap}: Заклинание песнь девы, дальность 3 выбрать нелетающее существо противника; до конца хода противника "
        "WHO блокирует все его атаки, пока оно не стоит на клетке рядом с ней.")


def test_song_is_a_spell_with_a_range_whose_target_carries_the_block_to_the_end_of_the_opponents_turn() -> None:
    """Online «Дальность Х», 412.1: a ground creature of the opponent within 3 cells; Online 410.1: its attacks blocked."""
    (p,) = compile_text(SONG.replace("WHO", "Иринда"), (), "Иринди")[1]
    effect = p.effect
    assert isinstance(effect, TextAbility) and effect.spell and effect.name == "песнь девы"
    assert effect.effects == (LeashedAttacks(Duration.END_OF_OPPONENTS_TURN),)
    assert effect.target is not None and effect.target.range == 3 and effect.target.side is Side.OPPONENT
    assert effect.target.filter is not None and effect.target.filter.flyer is False


def test_another_cards_name_as_the_blocker_is_unread() -> None:
    with pytest.raises(Unsupported):
        compile_text(SONG.replace("WHO", "Ловчий"), (), "Иринди")
