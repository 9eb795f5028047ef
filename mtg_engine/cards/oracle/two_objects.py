"""One instruction on two objects the ability names (701.7a, 608.2c):

  When Alaborn Zealot blocks a creature, destroy that creature and Alaborn Zealot.

"destroy that creature and ~" is read as the two destructions ("Destroy that creature." and
"Destroy ~.", each read on its own), carried out in the same resolution: the engine handles
the events of one resolution as one batch, so that each creature sees the other leave
(603.10a), as one instruction would. The round trip reads the printed words the same way
(render.normalise, `NORMALISE`). Only "that creature" (the object the trigger's event
involved) and ~. Also "The creature can't be regenerated." after it is destroyed (`it_again`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_BOTH = re.compile(r"^[Dd]estroy that creature and ~\.?$")
NORMALISE = ((r"(^|\. |, )destroy that creature and ~(?=\.|$)",
              r"\1destroy that creature and destroy ~"),)


def lower_text(ctx: Any, text: str, compile_effects: Callable[[Any, str], Any]
               ) -> list[dict[str, Any]] | None:
    """The two `destroy` effects of "Destroy that creature and ~.", or None."""
    if _BOTH.match(text.strip()) is None:
        return None
    first = compile_effects(ctx, "Destroy that creature.")
    second = compile_effects(ctx, "Destroy ~.") if first else None
    if not first or not second or ctx.targets:
        return None
    return [*first, *second]


# 701.15c: "Destroy that creature. The creature can't be regenerated." (Mephitic Ooze): "the
# creature" is the one just destroyed, as "It can't be regenerated." says (`it_again`, a
# rewriting effects._compile_effects tries; render.normalise reads it so)
_THE_CREATURE = re.compile(r"(?<=\. )The creature can't be regenerated(?=\.)")
NORMALISE += ((r"(?<=\. )the creature can't be regenerated(?=\.|$)", "it can't be regenerated"),)


def it_again(text: str) -> str | None:
    """The text with "The creature can't be regenerated." said "It ...", or None."""
    out = _THE_CREATURE.sub("It can't be regenerated", text)
    return out if out != text else None
