"""Cards and their printed characteristics (CR 200-212).

>>> from tolaria.mtg.cards import parse_mana_cost, parse_type_line
>>> parse_mana_cost("{1}{G}").mana_value
2
>>> parse_type_line("Creature — Bear").is_creature
True
"""

from tolaria.mtg.cards.face import CardFace
from tolaria.mtg.cards.mana import (
    COLORS,
    NO_COST,
    ManaCost,
    ManaSymbol,
    SymbolKind,
    parse_mana,
    parse_mana_cost,
)
from tolaria.mtg.cards.pool import CardPool
from tolaria.mtg.cards.pt import PTValue, parse_loyalty, parse_pt
from tolaria.mtg.cards.typeline import PERMANENT_TYPES, TypeLine, parse_type_line

__all__ = [
    "COLORS",
    "NO_COST",
    "PERMANENT_TYPES",
    "CardFace",
    "CardPool",
    "ManaCost",
    "ManaSymbol",
    "PTValue",
    "SymbolKind",
    "TypeLine",
    "parse_loyalty",
    "parse_mana",
    "parse_mana_cost",
    "parse_pt",
    "parse_type_line",
]
