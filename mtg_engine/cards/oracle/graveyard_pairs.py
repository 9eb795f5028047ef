"""Two target cards of different kinds returned from your graveyard to your hand by one
instruction (115.1, 400.3; each "target" a requirement of its own, 115.3):

  Return up to one target instant card and up to one target sorcery card from your graveyard
      to your hand. (Pull from the Deep)
  Return up to one target creature card and up to one target noncreature permanent card from
      your graveyard to your hand. (Retrieve)

Read as one instruction per target ("Return up to one target instant card from your
graveyard to your hand. Return up to one target sorcery card from your graveyard to your
hand."): cards put into a hand one after the other or together make the same game (nothing
sees a card reach a hand). Only to the hand: onto the battlefield they would enter together
(603.6a), which two instructions would not say. The round trip reads the printed sentence
the same way (render.normalise)."""

from __future__ import annotations

import re

_TARGET = r"(?:up to one )?target [^.]+? card"
_PAIR = re.compile(rf"(?:(?<=^)|(?<=\. ))([Rr])eturn (?P<a>{_TARGET}) and (?P<b>{_TARGET}) "
                   r"from your graveyard to your hand(?=[.,])")


def split(text: str) -> str | None:
    """The text with such a sentence said as one instruction per target, or None."""
    def apart(m: re.Match[str]) -> str:
        tail = " from your graveyard to your hand"
        return f"{m[1]}eturn {m['a']}{tail}. Return {m['b']}{tail}"

    out = _PAIR.sub(apart, text)
    return out if out != text else None


# render.normalise: the printed pair said as the two instructions it is read as
NORMALISE = (rf"\breturn ({_TARGET}) and ({_TARGET}) from your graveyard to your hand\b",
             r"return \1 from your graveyard to your hand. return \2 from your graveyard to "
             r"your hand")
