"""The Oracle-text compiler and the ability vocabulary it produces."""

from tolaria.mtg.oracle.abilities import (
    Compiled,
    Filter,
    ManaAbility,
    SpellAbility,
    StaticAbility,
    Step,
    TargetSpec,
)
from tolaria.mtg.oracle.compiler import compile_text

__all__ = [
    "Compiled",
    "Filter",
    "ManaAbility",
    "SpellAbility",
    "StaticAbility",
    "Step",
    "TargetSpec",
    "compile_text",
]
