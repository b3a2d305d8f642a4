"""Named markers given by texts, with their meaning (Online 200.6, 416.3, 410.5), and text abilities with a range."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import Acquire, Duration, MarkerBlocksAttacks, Side, TextAbility, Who
from tolaria.berserk.compiler import Unsupported, compile_text
from tolaria.berserk.marker_phrases import restrictions

WEB = ("{tap}: Воздействие «бросок сети», дальность 2 — нелетающее существо противника получает «сеть» на свой "
       "следующий ход — не может передвигаться и действовать.")


def test_marker_with_restrictions_and_range() -> None:
    (playable,) = compile_text(WEB)[1]
    ability = playable.effect
    assert isinstance(ability, TextAbility) and ability.target is not None
    assert ability.target.range == 2 and ability.target.side is Side.OPPONENT
    assert ability.target.filter is not None and ability.target.filter.flyer is False
    (acquire,) = ability.effects
    assert acquire == Acquire(("«сеть» — не может передвигаться и действовать", "не может передвигаться",
                               "не может действовать"), Who.CHOSEN, Duration.END_OF_YOUR_NEXT_TURN)


def test_attacks_blocked_by_a_marker_name_in_two_cases() -> None:
    statics = compile_text("Если существо с «сетью» атаковано, то эта атака блокируется, а «сеть» исчезает.")[2]
    assert statics == (MarkerBlocksAttacks("сеть"),)


def test_restrictions_split_on_and() -> None:
    assert restrictions("не может передвигаться и действовать") == ("не может передвигаться", "не может действовать")


@pytest.mark.parametrize("text", [
    # a restriction the grammar does not read leaves the card unsupported
    "{tap}: Воздействие «сеть», дальность 2 — существо противника получает «сеть» на свой следующий ход — не может летать.",
    # two different markers
    "Если существо с «сетью» атаковано, то эта атака блокируется, а «метка» исчезает.",
])
def test_unread_marker_sentences(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)
