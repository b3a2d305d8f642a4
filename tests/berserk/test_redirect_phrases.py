"""Playable redirections (Online 412): the grammar."""

from __future__ import annotations

import pytest

from tolaria.berserk.abilities import Redirect, TargetSpec
from tolaria.berserk.compiler import Unsupported, compile_text


def test_redirect_an_attack_at_a_neighbour_to_oneself() -> None:
    (playable,) = compile_text("{instant}: Перенаправить атаку со стоящего рядом существа в себя (1 раз за ход).")[1]
    assert playable.effect == Redirect(TargetSpec(adjacent=True, other=True))
    assert playable.cost.instant and not playable.cost.tap and playable.limit is not None


@pytest.mark.parametrize("text", [
    "{instant}: Перенаправить атаку со стоящего рядом существа в выбранное существо противника.",  # a second target
    "{instant}: Перенаправить атаку с летающего существа в себя.",
])
def test_redirections_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_text(text)
