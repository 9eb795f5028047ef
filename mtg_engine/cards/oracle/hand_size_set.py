"""402.2: a static ability setting a player's maximum hand size to a number, Oracle text ->
the DSL static `hand_size_set` (`whose`, `amount`), and back (rules/hand_size.py):

  Your maximum hand size is two.                       {hand_size_set: {whose: you, amount: 2}}
  The chosen player's maximum hand size is four.   (Cursed Rack: `whose: chosen`, the opponent
                                                    chosen as it entered, 614.12a; entering.py)"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.render_phrases import RenderError

_NUMBERS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_WHOSE = {"Your": "you", "The chosen player's": "chosen"}
_SENTENCE = re.compile(r"^(?P<whose>Your|The chosen player's) maximum hand size is "
                       r"(?P<n>[a-z]+)\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The static of "Your maximum hand size is N.", or None ("the chosen player's": only
    with the choice, `chosen`)."""
    m = _SENTENCE.match(para)
    if m is None or m.group("n") not in _NUMBERS or m.group("whose") != "Your":
        return None
    return {"hand_size_set": {"whose": "you", "amount": _NUMBERS[m.group("n")]}}


def lower_chosen(para: str) -> dict[str, Any] | None:
    """The static of "The chosen player's maximum hand size is N." (the player chosen as the
    permanent entered), or None."""
    m = _SENTENCE.match(para)
    if m is None or m.group("n") not in _NUMBERS or m.group("whose") == "Your":
        return None
    return {"hand_size_set": {"whose": "chosen", "amount": _NUMBERS[m.group("n")]}}


def render(p: dict[str, Any]) -> str:
    """The English of the static."""
    whose = next((w for w, k in _WHOSE.items() if k == p.get("whose")), None)
    n = next((w for w, k in _NUMBERS.items() if k == p.get("amount")), None)
    if whose is None or n is None or set(p) != {"whose", "amount"}:
        raise RenderError("a maximum hand size")
    return f"{whose} maximum hand size is {n}."
