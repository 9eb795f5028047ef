"""The opponents of whom a fact is true now (108.4, 402.1; 608.2h: counted as the effect is
carried out), the DSL amount `{opponents_who: ...}` that rules/opponents_who.py counts:

  ... create X 1/1 white Spirit creature tokens with flying, where X is the number of opponents
  who control more lands than you.                      (Priest of the Blessed Graf: more_lands:1)
  ... create X 2/2 green Wolf creature tokens, where X is the number of your opponents with
  four or more cards in hand.                                (Wolfcaller's Howl: hand_at_least:4)

"for each opponent who controls more lands than you" is the same count (turn_amounts.each).
"""

from __future__ import annotations

import re

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_WORDS = {n: w for w, n in _NUMBERS.items()}
MORE_LANDS = "more_lands:1"
_HAND = re.compile(r"^your opponents with (\w+) or more cards in hand$")


def who_of(words: str) -> str:
    """The DSL's `opponents_who` of the printed words (OPPONENTS_WHO, OPPONENT_WHO)."""
    if words.endswith("control more lands than you"):
        return MORE_LANDS
    m = _HAND.match(words)
    assert m is not None, words
    return f"hand_at_least:{_NUMBERS[m.group(1)]}"


def plural_words(who: str) -> str | None:
    """"opponents who control more lands than you", "your opponents with four or more cards in
    hand" (None for another fact: those are said only after "for each")."""
    if who == MORE_LANDS:
        return "opponents who control more lands than you"
    fact, _, n = who.partition(":")
    if fact == "hand_at_least" and int(n) in _WORDS:
        return f"your opponents with {_WORDS[int(n)]} or more cards in hand"
    return None
