"""608.2h, 107.1b: "the difference" after a condition comparing two amounts is the greater
amount minus the lesser one, counted as the instruction is carried out:

  At the beginning of your upkeep, if you have fewer than seven cards in hand, draw cards
  equal to the difference.                                           (Damia, Sage of Stone)
  Whenever a creature dies, if it had power greater than ~'s power, put a number of +1/+1
  counters on ~ equal to the difference.                                   (Drizzt Do'Urden)

The paragraph is read in those words said out ("draw cards equal to seven minus the number of
cards in your hand", "... equal to its power minus ~'s power"), the amount grammar's "N minus
<count>" / "<count> minus <count>" (amounts.py: `minus_from`, `minus_count`; 107.1b: never
below 0). The condition stays where it is printed and is judged as before (603.4: on trigger
and on resolution; 608.2c); only then is the difference counted, so it is never negative.

Each rewriting names the two amounts of its own condition and nothing else: a condition this
module doesn't know leaves "the difference" as printed, and the card refused."""

from __future__ import annotations

import re

_NUMBER = r"(one|two|three|four|five|six|seven|eight|nine|ten|\d+)"
_EQUAL = r"equal to the difference"

# (a condition, the difference its amounts make) -- the condition's words, as printed up to
# the comma that ends it, then the instruction with "equal to the difference"
_FORMS: tuple[tuple[re.Pattern[str], str], ...] = (
    # 402.1: "you have fewer than N cards in hand": N minus the cards in your hand
    (re.compile(rf"(\b[Ii]f you have fewer than {_NUMBER} cards in hand, [^.]*?){_EQUAL}\b"),
     r"\1equal to \2 minus the number of cards in your hand"),
    # 402.1: "that player has more cards in hand than you": their hand minus yours (for the
    # opponent chosen as the ability resolves: Sandstone Oracle, once "choose an opponent"
    # reads)
    (re.compile(rf"(\b[Ii]f that player has more cards in hand than you, [^.]*?){_EQUAL}\b"),
     r"\1equal to the number of cards in that player's hand minus the number of cards in "
     r"your hand"),
    # 208.1, 603.10a: the creature that died "had power greater than ~'s power": its power (as
    # it last existed) minus ~'s power
    (re.compile(rf"(\b[Ii]f it had power greater than ~'s power, [^.]*?){_EQUAL}\b"),
     r"\1equal to its power minus ~'s power"),
)


def explicit(text: str) -> str:
    """`text` with "equal to the difference" said out after a condition of `_FORMS`, or as
    it is."""
    if "the difference" not in text:
        return text
    for pattern, words in _FORMS:
        text = pattern.sub(words, text)
    return text
