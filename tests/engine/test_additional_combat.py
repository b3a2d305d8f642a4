"""Additional combat phases (CR 500.8, 505.1a): Relentless Assault of the pool, cast in the first main phase."""

from __future__ import annotations

from tests.engine.helpers import position
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec
from tolaria.mtg.kinds import Step


def steps_until_end(game: Game) -> list[Step]:
    """The steps the turn goes through, everyone passing and no one attacking, until its end step."""
    seen: list[Step] = [game.state.step]
    while game.state.step is not Step.END:
        d = game.decision
        if isinstance(d, dec.DeclareAttackers):
            game.apply(act.Declare())
        else:
            game.apply(act.Pass())
        if game.state.step is not seen[-1]:
            seen.append(game.state.step)
    return seen


def test_cast_in_the_first_main_phase_the_additional_phases_come_before_the_regular_combat() -> None:
    """CR 500.8: directly after that main phase: combat, a (postcombat, 505.1a) main phase, then the turn's
    own combat and second main phase."""
    game = position({"alice": {"hand": ["Relentless Assault"], "battlefield": ["Mountain"] * 4}, "bob": {}})
    game.apply_text("alice", "cast Relentless Assault")
    game.apply(act.Pass())
    game.apply(act.Pass())
    game = Game.from_json(game.to_json())  # the additional combat due survives a saved game
    assert game.state.additional_combats == 1
    seen = steps_until_end(game)
    combats = [s for s in seen if s is Step.BEGINNING_OF_COMBAT]
    mains = [s for s in seen if s in (Step.MAIN1, Step.MAIN2)]
    assert len(combats) == 2
    assert mains == [Step.MAIN1, Step.MAIN2, Step.MAIN2]
    assert seen[-1] is Step.END


def test_a_turn_without_it_has_one_combat() -> None:
    game = position({"alice": {"battlefield": ["Mountain"]}, "bob": {}})
    seen = steps_until_end(game)
    assert seen.count(Step.BEGINNING_OF_COMBAT) == 1
