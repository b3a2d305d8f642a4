"""A recursive-descent grammar for Oracle text (see :mod:`.compiler`)."""

from tolaria.mtg.oracle.grammar.compiler import compile_text

__all__ = ["compile_text"]
