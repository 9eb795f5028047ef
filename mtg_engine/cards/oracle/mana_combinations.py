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
from typing import Any

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


# Storage lands and batteries (106.1, 107.1c): "Remove any number of storage counters from ~:
# Add {R} for each storage counter removed this way." / "... Add {B}, then add an additional
# {B} for each charge counter removed this way."
_PER = re.compile(r"Add (\{[WUBRGC]\}) for each ([a-z]+) counter removed this way\.?")
# "{1}, Remove X storage counters from ~: Add X mana in any combination of {W} and/or {U}."
# (Calciform Pools): each mana one of the two colors, chosen as the ability resolves (106.1a)
_PER_PAIR = re.compile(r"Add X mana in any combination of (\{[WUBRG]\}) and/or (\{[WUBRG]\})"
                       r"\.?")
_BATTERY = re.compile(r"Add (\{[WUBRGC]\}), then add an additional (\{[WUBRGC]\}) for each "
                      r"([a-z]+) counter removed this way\.?")


def read_per_counter(add: str, cost: dict[str, Any]) -> dict[str, str] | None:
    """{"mana": base, "mana_per_counter": each} for mana added per counter the cost removed
    ("any number of" them, 107.1c), or None."""
    rc = cost.get("remove_counters") or {}
    pair = _PER_PAIR.fullmatch(add.strip())
    if rc.get("count") == "X" and pair is not None:
        a, b = pair.group(1), pair.group(2)
        if a == b:
            return None
        return {"mana_per_counter": f"{a} or {b}"}  # (the order printed: "{G} and/or {W}")
    if rc.get("count") != "any":
        return None
    m = _PER.fullmatch(add.strip())
    if m and m.group(2) == rc.get("kind"):
        return {"mana_per_counter": m.group(1)}
    m = _BATTERY.fullmatch(add.strip())
    if m and m.group(1) == m.group(2) and m.group(3) == rc.get("kind"):
        return {"mana": m.group(1), "mana_per_counter": m.group(2)}
    return None


def render_per_counter(ab: dict[str, Any]) -> str:
    """The inverse of `read_per_counter` (the ability's "Add ..." sentence)."""
    kind = ab["cost"]["remove_counters"]["kind"]
    each = ab["mana_per_counter"]
    if " or " in each:  # (_PER_PAIR)
        return "Add X mana in any combination of {} and/or {}.".format(*each.split(" or "))
    if "mana" in ab:
        return f"Add {ab['mana']}, then add an additional {each} for each {kind} counter " \
            "removed this way."
    return f"Add {each} for each {kind} counter removed this way."
