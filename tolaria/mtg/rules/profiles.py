"""Rules profiles: the edition of the rules a game is played under (specs/rules-profiles.md).

A profile is a small frozen object that the rules modules consult at named
points where editions differ, like a python-chess variant: a few switches,
no fork. ``current`` is the Comprehensive Rules of 2026-06-19. Where a
profile differs from it, the log cites that profile's rule
(:meth:`RulesProfile.cite`).

The ``classic-2008`` profile is not available yet; asking for it is
refused with a clear message rather than silently playing current rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType

from tolaria.errors import TolariaError


@dataclass(frozen=True, slots=True)
class RulesProfile:
    """The switches of one edition of the rules.

    - ``mana_burn``: unused mana lost as a pool empties costs its player 1
      life per mana (loss of life, not damage).
    - ``pools_empty_each_step``: pools empty at the end of each step and
      phase (106.4); if False, at the end of each phase only.
    - ``citations``: the rule numbers the log cites at the points where
      this profile differs, by point name.
    """

    name: str
    mana_burn: bool = False
    pools_empty_each_step: bool = True
    citations: MappingProxyType[str, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}))

    def cite(self, point: str) -> tuple[str, ...]:
        """The rules to cite at a named point of difference."""
        return self.citations.get(point, ())


CURRENT = RulesProfile("current")

_PROFILES: dict[str, RulesProfile] = {"current": CURRENT}
_PLANNED = {
    "classic-2008": (
        "the classic-2008 rules profile (combat damage on the stack, mana burn) is not "
        "available yet; use rules: current"
    )
}


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
