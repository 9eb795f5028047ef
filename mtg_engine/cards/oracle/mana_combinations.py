"""Mana abilities that add several mana chosen as they resolve (106.1a, 605.1a):

  {T}: Add two mana in any combination of colors. (Terrarion)
  {T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.
  {T}: Add two mana of different colors. (Firemind Vessel)

Each is compiled as one mana ability per possible result, as "{T}: Add {R} or {G}." and the
filter lands' "Add {W}{W}, {W}{U}, or {U}{U}." are (rules/mana.py pays with whichever fits);
the abilities carry `combination: true` so that the round trip renders the printed wording,
and `render_combination` checks that the results are exactly those the wording allows.
Limited to 15 results (a mana ability per result is offered as an action).
"""

from __future__ import annotations

import itertools
import re

from mtg_engine.cards.oracle.phrases import NUMBERS

COLORS = "WUBRG"
LIMIT = 15  # at most this many results (abilities) for one paragraph
_NUM = r"(two|three|four|five)"
_ANY = re.compile(rf"add {_NUM} mana in any combination of colors")
_PAIR = re.compile(rf"add {_NUM} mana in any combination of \{{([wubrg])\}} and/or \{{([wubrg])\}}")
_DIFFERENT = re.compile(rf"add {_NUM} mana of different colors")


def _results(n: int, colors: str, different: bool) -> list[str]:
    """Every result in WUBRG order: "{W}{U}", ... (multisets, or sets if `different`)."""
    pick = itertools.combinations if different else itertools.combinations_with_replacement
    return ["".join("{" + c + "}" for c in combo) for combo in pick(colors, n)]


def read_combination(add: str) -> list[str] | None:
    """The results of "Add N mana in any combination of ..." / "Add N mana of different colors"
    (106.1a), or None."""
    low = add.strip().rstrip(".").lower()
    m = _ANY.fullmatch(low)
    if m:
        out = _results(NUMBERS[m.group(1)], COLORS, False)
    elif (m := _PAIR.fullmatch(low)) is not None:
        a, b = m.group(2).upper(), m.group(3).upper()
        if a == b or COLORS.index(a) > COLORS.index(b):
            return None
        out = _results(NUMBERS[m.group(1)], a + b, False)
    elif (m := _DIFFERENT.fullmatch(low)) is not None:
        out = _results(NUMBERS[m.group(1)], COLORS, True)
    else:
        return None
    return out if len(out) <= LIMIT else None


_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


def render_combination(manas: list[str]) -> str | None:
    """"Add two mana in any combination of colors" when `manas` are exactly the results of
    one such wording, else None."""
    symbols = [re.findall(r"\{([WUBRG])\}", m) for m in manas]
    n = len(symbols[0]) if symbols else 0
    if n not in _WORDS or any(len(s) != n or "".join("{" + c + "}" for c in s) != m
                              for s, m in zip(symbols, manas)):
        return None
    used = "".join(c for c in COLORS if any(c in s for s in symbols))
    word = _WORDS[n]
    if sorted(manas) == sorted(_results(n, COLORS, False)):
        return f"Add {word} mana in any combination of colors"
    if sorted(manas) == sorted(_results(n, COLORS, True)):
        return f"Add {word} mana of different colors"
    if len(used) == 2 and sorted(manas) == sorted(_results(n, used, False)):
        return f"Add {word} mana in any combination of {{{used[0]}}} and/or {{{used[1]}}}"
    return None
