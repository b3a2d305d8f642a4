"""Typed decisions and short action lists: every multi-part answer is a sequence of atomic choices."""

from __future__ import annotations

from tests.engine.helpers import ids, position
from tolaria.mtg import Game
from tolaria.mtg import actions as act
from tolaria.mtg import decisions as dec


def test_cleanup_discard_of_nine_from_sixteen_is_nine_small_choices() -> None:
    """CR 514.1: discard down to seven, one card at a time; never more options than cards in hand."""
    hand = ["Forest", "Mountain", "Plains", "Island", "Swamp", "Shock", "Lightning Bolt", "Giant Growth",
            "Murder", "Unsummon", "Cancel", "Divination", "Mind Rot", "Lava Axe", "Blaze", "Fog"]
    game = position({"alice": {"hand": hand}, "bob": {}}, step="end")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    asked = 0
    while isinstance(game.decision, dec.ChooseCard):
        d = game.decision
        assert d.purpose == "cleanup_discard" and d.remaining == 9 - asked
        options = list(d.options)
        assert len(options) == 16 - asked
        game.apply(options[0])
        asked += 1
    assert asked == 9
    assert len(game.state.players[0].hand) == 7 and len(game.state.players[0].graveyard) == 9


def test_a_trampler_blocked_by_four_divides_damage_one_recipient_at_a_time() -> None:
    """CR 510.1c, 702.19b: 12 damage among four blockers and the player: a few options per recipient."""
    game = position(
        {
            "alice": {"battlefield": [{"card": "Colossal Dreadmaw", "counters": {"+1/+1": 6}}]},
            "bob": {"battlefield": ["Grizzly Bears", "Walking Corpse", "Hill Giant", "Horned Turtle"]},
        },
        step="beginning_of_combat",
    )
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    game.apply_text("alice", "attack with Colossal Dreadmaw")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    game.apply_text("bob", "block Colossal Dreadmaw with Grizzly Bears, Walking Corpse, Hill Giant, Horned Turtle")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    lethal = {"Grizzly Bears": 2, "Walking Corpse": 2, "Hill Giant": 3, "Horned Turtle": 4}
    sizes = []
    while isinstance(game.decision, dec.AssignDamage):
        d = game.decision
        sizes.append(len(d.options))
        game.apply(act.AssignDamage(lethal[game.state.name_of(d.recipient)]))
    # Each blocker gets a share of what is left (0..12, 0..10, 0..8); the last blocker before the
    # player lethal or more (4 or 5 of 5, 702.19b); the player gets the rest.
    assert sizes == [13, 11, 9, 2]
    assert game.state.players[1].life == 19  # 12 - (2 + 2 + 3 + 4) tramples over


def test_casting_choices_are_asked_in_601_order() -> None:
    """CR 601.2b-c: the mode, then X, then each target; only real choices are asked."""
    game = position({"alice": {"hand": ["Healing Salve"], "mana_pool": "{W}", "battlefield": ["Grizzly Bears"]}, "bob": {}})
    salve = game.state.players[0].hand[0]
    game.apply(act.CastSpell(salve))
    d = game.decision
    assert isinstance(d, dec.ChooseMode) and d.card == "Healing Salve"
    assert [a.mode for a in d.options] == [0, 1]  # type: ignore[attr-defined]
    game.apply(act.ChooseMode(1))
    d = game.decision
    assert isinstance(d, dec.ChooseTarget) and d.text == "any target"
    (bears,) = ids(game, "Grizzly Bears")
    assert act.ChooseTarget(bears) in d.options and act.ChooseTarget(-2) in d.options


def test_x_is_a_number_choice_up_to_what_can_be_paid() -> None:
    """CR 107.3a, 601.2b: X from 0 to the most the player can pay."""
    game = position({"alice": {"hand": ["Blaze"], "battlefield": ["Mountain", "Mountain", "Mountain"]}, "bob": {}})
    game.apply(act.CastSpell(game.state.players[0].hand[0]))
    d = game.decision
    assert isinstance(d, dec.ChooseNumber) and (d.low, d.high) == (0, 2)
    assert [a.number for a in d.options] == [0, 1, 2]  # type: ignore[attr-defined]


def test_decisions_and_progress_survive_a_json_round_trip() -> None:
    game = position({"alice": {"hand": ["Healing Salve"], "mana_pool": "{W}"}, "bob": {}})
    game.apply(act.CastSpell(game.state.players[0].hand[0]))
    twin = Game.from_json(game.to_json())
    assert twin.decision == game.decision
    assert list(twin.legal_actions()) == list(game.legal_actions())
    twin.apply(act.ChooseMode(0))
    game.apply(act.ChooseMode(0))
    assert twin.to_json() == game.to_json()


def test_declaring_attackers_one_at_a_time() -> None:
    """CR 508.1: creatures are added one at a time, and the whole is checked as it is declared (508.1d)."""
    game = position({"alice": {"battlefield": ["Juggernaut", "Grizzly Bears"]}, "bob": {}}, step="beginning_of_combat")
    game.apply_text("alice", "pass")
    game.apply_text("bob", "pass")
    d = game.decision
    assert isinstance(d, dec.DeclareAttackers)
    assert act.Declare() not in d.options  # Juggernaut attacks each combat if able
    (jugg,) = ids(game, "Juggernaut")
    game.apply(act.Attack(jugg, -2))
    assert act.Declare() in game.legal_actions()
