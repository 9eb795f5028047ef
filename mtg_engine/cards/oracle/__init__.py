"""The Oracle-text compiler: printed cards (MTGJSON) -> the card DSL, or the reasons a card
is unsupported (DESIGN 8).

- `compiler.py`: the card level: layout and type checks, paragraphs (reminder text dropped,
  the name written `~`, ability words 207.2c / flavor words 207.2d stripped, never a keyword),
  keyword lines, trigger conditions, costs, statics; then the round trip.
- `grammar.lark` -> `parse.py` -> `ir.py` -> `resolve.py` -> `lower.py`: the instructions of a
  spell or ability (608.2c) read with a declarative grammar into a typed IR, references bound
  in one pass ("it", "that player", subjects across ", then"), lowered to DSL effects. Text the
  grammar does not read falls back to the older sentence templates in `effects.py`.
- `render.py`: the DSL rendered back to English; a card is supported only if every ability
  renders back to its Oracle text (normalised, with a short documented list of equivalent
  wordings), otherwise it is refused with the difference as the reason.
"""

from mtg_engine.cards.oracle.compiler import Compiled, Reason, compile_card

__all__ = ["Compiled", "Reason", "compile_card"]
