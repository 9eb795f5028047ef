""""All ... except for ..." in activated and loyalty abilities (a group with exceptions,
608.2c), read as the same group said with "non-" qualities, and the round trip's equivalence:

  Destroy all other permanents except for lands and tokens.   (Elspeth Tirel)
    = Destroy all other nonland, nontoken permanents.
  Destroy all permanents except for artifacts and lands.      (Scourglass)
    = Destroy all nonartifact, nonland permanents.
  Destroy all creatures except for ~.                         (Mageta the Lion)
    = Destroy all other creatures.

Only these exceptions (card types, and tokens, 111.1) and ~ (109.1: "other" is the same
exception) are rewritten; any other "except for" stays unread."""

from __future__ import annotations

import re

_NOUNS = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
          "lands": "land", "planeswalkers": "planeswalker", "tokens": "token"}
_WORD = "|".join(_NOUNS)
_TWO = re.compile(rf"\ball (other )?(creatures|permanents) except for ({_WORD}) and ({_WORD})\b",
                  re.IGNORECASE)
_ONE = re.compile(rf"\ball (other )?(creatures|permanents) except for ({_WORD})\b",
                  re.IGNORECASE)
_SELF = re.compile(r"\ball (creatures|permanents) except for ~", re.IGNORECASE)


def _non(word: str) -> str:
    return "non" + _NOUNS[word.lower()]


def _pair(a: str, b: str) -> str:
    """"nonartifact, nonland"; "nontoken" first, as the renderer says a filter's qualities."""
    first, second = (b, a) if b.lower() == "tokens" else (a, b)
    return f"{_non(first)}, {_non(second)}"


def rewrite(text: str) -> str:
    """`text` with those exceptions said as "non-" qualities (lower or upper case kept)."""
    text = _TWO.sub(lambda m: f"all {m.group(1) or ''}{_pair(m.group(3), m.group(4))} "
                              f"{m.group(2)}", text)
    text = _ONE.sub(lambda m: f"all {m.group(1) or ''}{_non(m.group(3))} {m.group(2)}", text)
    return _SELF.sub(lambda m: f"all other {m.group(1)}", text)
