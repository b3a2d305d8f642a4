"""The Oracle-text compiler (a recursive-descent grammar, :mod:`.grammar`) and the ability tree it produces."""

from tolaria.mtg.oracle.abilities import Compiled, Filter, SpellAbility, TargetSpec
from tolaria.mtg.oracle.grammar import compile_text

__all__ = ["Compiled", "Filter", "SpellAbility", "TargetSpec", "compile_text"]
