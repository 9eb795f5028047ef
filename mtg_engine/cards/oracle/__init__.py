"""The Oracle-text compiler: printed cards (MTGJSON) -> the card DSL, or the reasons a card
is unsupported. See `compiler.py`."""

from mtg_engine.cards.oracle.compiler import Compiled, Reason, compile_card

__all__ = ["Compiled", "Reason", "compile_card"]
