"""Rules profiles: the edition of the rules a game is played under (specs/rules-profiles.md).

A profile is a small frozen object that the rules modules consult at named
points where editions differ, like a python-chess variant: a few switches,
no fork. ``current`` is the Comprehensive Rules of 2026-06-19. Where a
profile differs from it, the log cites that profile's rule
(:meth:`RulesProfile.cite`).

``classic-2008`` is the rules of 2008 as the founding documents quote
them (combat damage on the stack, mana burn, triggered deathtouch and
lifelink, the all-die legend rule, the Paris mulligan, planeswalker
redirection and uniqueness); the places that consult each switch are
named in its docstring.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from tolaria.errors import TolariaError


class Mulligan(StrEnum):
    """How a player mulligans (103.5 today; the Paris mulligan of the 2008 rules)."""

    LONDON = "london"  # CR 103.5: draw seven again, then put one card on the bottom per mulligan
    PARIS = "paris"  # 2008: shuffle the hand away and draw one card fewer each time


@dataclass(frozen=True, slots=True)
class RulesProfile:
    """The switches of one edition of the rules.

    - ``mana_burn``: unused mana lost as a pool empties costs its player 1
      life per mana (loss of life, not damage).
    - ``pools_empty_each_step``: pools empty at the end of each step and
      phase (106.4); if False, at the end of each phase only.
    - ``combat_damage_on_stack``: assigned combat damage goes on the stack
      as one object and is dealt when it resolves (2008 310.1-310.4).
    - ``deathtouch_triggers`` / ``lifelink_triggers``: the keyword is a
      triggered ability that uses the stack (2008 502.63, 502.68), not a
      static rule of damage (702.2, 702.15).
    - ``legend_rule_all``: two legendary permanents with the same name are
      all put into their owners' graveyards, whoever controls them (2008
      420.5e), rather than each controller keeping one (704.5j).
    - ``mulligan``: London (103.5) or Paris.
    - ``tokens_owned_by_effect_controller``: a token is owned by the
      controller of the effect that made it (2008), not by the player it
      entered under (111.2).
    - ``planeswalker_redirection``: noncombat damage a source controlled by
      an opponent would deal to a player may be redirected by that opponent
      to a planeswalker the player controls, chosen as the redirection
      applies (2008 212.9g; ``tolaria.mtg.rules.replacement``).
    - ``damage_targets_of_2008``: a target phrase worded for planeswalkers
      is read as that era's words: "any target" as "target creature or
      player", "target player or planeswalker" as "target player" (CR
      306.7: the errata that wrote planeswalkers in replaced the
      redirection; ``tolaria.mtg.rules.targeting``).
    - ``planeswalker_uniqueness``: two or more planeswalkers sharing a
      planeswalker type on the battlefield, whoever controls them, are all
      put into their owners' graveyards (2008 212.9c; ``tolaria.mtg.rules.sba``).
    - ``citations``: the rule numbers the log cites at the points where
      this profile differs, by point name.
    """

    name: str
    mana_burn: bool = False
    pools_empty_each_step: bool = True
    combat_damage_on_stack: bool = False
    deathtouch_triggers: bool = False
    lifelink_triggers: bool = False
    legend_rule_all: bool = False
    mulligan: Mulligan = Mulligan.LONDON
    tokens_owned_by_effect_controller: bool = False
    planeswalker_redirection: bool = False
    damage_targets_of_2008: bool = False
    planeswalker_uniqueness: bool = False
    citations: MappingProxyType[str, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}))

    def cite(self, point: str) -> tuple[str, ...]:
        """The rules to cite at a named point of difference."""
        return self.citations.get(point, ())

    def cite_or(self, point: str, current: tuple[str, ...]) -> tuple[str, ...]:
        """This profile's rules at a point of difference, or ``current``'s where it has none."""
        return self.citations.get(point, current)


CURRENT = RulesProfile("current")

CLASSIC_2008 = RulesProfile(
    "classic-2008",
    mana_burn=True,
    pools_empty_each_step=False,
    combat_damage_on_stack=True,
    deathtouch_triggers=True,
    lifelink_triggers=True,
    legend_rule_all=True,
    mulligan=Mulligan.PARIS,
    tokens_owned_by_effect_controller=True,
    planeswalker_redirection=True,
    damage_targets_of_2008=True,
    planeswalker_uniqueness=True,
    citations=MappingProxyType(
        {
            # Seed 000 (a 2008 translation of CR part 3) and the 2008 CR, where the rule differs.
            "mana_burn": ("2008:300.3",),
            "pool_empties": ("2008:300.3",),
            "combat_damage_assigned": ("2008:310.1", "2008:310.2"),
            "combat_damage_on_stack": ("2008:310.1", "2008:310.3"),
            "combat_damage_dealt": ("2008:310.4", "2008:310.4a"),
            "combat_damage_source_gone": ("2008:310.4b",),
            "combat_damage_recipient_gone": ("2008:310.4c",),
            "combat_damage_not_countered": ("2008:310.3",),
            "first_strike_steps": ("2008:310.5",),
            "deathtouch": ("2008:502.63a",),
            "lifelink": ("2008:502.68a",),
            "legend_rule": ("2008:420.5e",),
            "planeswalker_redirection": ("2008:212.9g",),
            "planeswalker_uniqueness": ("2008:212.9c",),
            "team_life_payment": ("2008:215.4a",),
        }
    ),
)

RULES_OF_2008: MappingProxyType[str, str] = MappingProxyType(
    {
        # What each 2008 rule the log cites says, in brief (the founding documents hold the text).
        "2008:212.9c": "If two or more planeswalkers that share a planeswalker type are in play, all are put into"
        " their owners' graveyards (the planeswalker uniqueness rule).",
        "2008:212.9g": "If noncombat damage would be dealt to a player by a source controlled by an opponent, that"
        " opponent may have that source deal that damage to a planeswalker the first player controls instead,"
        " choosing as the redirection effect is applied.",
        "2008:300.3": "When a phase ends, unused mana in a mana pool is lost, and its player loses 1 life for each"
        " mana lost this way (mana burn): loss of life, not damage, so it can't be prevented.",
        "2008:310.1": "As the combat damage step begins, attackers and then blockers assign their combat damage;"
        " the assigned damage goes on the stack as one object, and the active player gets priority.",
        "2008:310.2": "Each attacking and blocking creature assigns combat damage equal to its power, divided as"
        " its controller chooses among the legal recipients.",
        "2008:310.3": "Combat damage on the stack is neither a spell nor an ability, so it can't be countered.",
        "2008:310.4": "Combat damage resolves like any object on the stack: all of it is dealt at once; then the"
        " active player gets priority.",
        "2008:310.4a": "Combat damage is dealt as it was assigned, even if the creature dealing it has left play,"
        " its power has changed, or the creature receiving it was removed from combat.",
        "2008:310.4b": "The source of the damage is the creature as it is now, or as it last existed if it has left play.",
        "2008:310.4c": "Damage assigned to a creature or planeswalker that has left play, or is no longer one, isn't dealt.",
        "2008:310.5": "With first or double strike in combat, those creatures assign and deal their damage in a first"
        " combat damage step; the others, and double strikers again, in a second one.",
        "2008:420.5e": "If two or more legendary permanents with the same name are in play, all are put into their"
        " owners' graveyards (the legend rule).",
        "2008:215.4a": "In a Two-Headed Giant game, a player may pay life only if their team's life total is equal"
        " to or greater than the payment, which is subtracted from the team's life total; anyone can pay 0 life.",
        "2008:502.63a": "Deathtouch is a triggered ability: whenever this creature deals damage to a creature,"
        " destroy that creature.",
        "2008:502.68a": "Lifelink is a triggered ability: whenever this creature deals damage, you gain that much life.",
    }
)
"""The 2008 rules the classic-2008 profile cites, each in brief, for tools that explain the log."""

_PROFILES: dict[str, RulesProfile] = {"current": CURRENT, "classic-2008": CLASSIC_2008}
_PLANNED: dict[str, str] = {}


def register(profile: RulesProfile) -> RulesProfile:
    """Make a profile available by name (to ``Game.new(rules=...)``, scenario files, ``--rules``)."""
    if profile.name in _PROFILES and _PROFILES[profile.name] != profile:
        raise ValueError(f"a different rules profile named {profile.name!r} exists")
    _PROFILES[profile.name] = profile
    return profile


def profile(name: str | RulesProfile) -> RulesProfile:
    """The profile of that name; TolariaError naming the known ones otherwise."""
    if isinstance(name, RulesProfile):
        return register(name)
    found = _PROFILES.get(name) if isinstance(name, str) else None
    if found is not None:
        return found
    if name in _PLANNED:
        raise TolariaError(_PLANNED[name])
    raise TolariaError(f"unknown rules profile {name!r}; known: {', '.join(sorted(_PROFILES))}")


def names() -> list[str]:
    return sorted(_PROFILES)
