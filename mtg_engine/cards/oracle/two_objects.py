"""One instruction on two objects the ability names (701.7a, 608.2c):

  When Alaborn Zealot blocks a creature, destroy that creature and Alaborn Zealot.

"destroy that creature and ~" is one instruction on both objects (`self_and:remembered`,
effects/references.py: ~ while it is on the battlefield, and that creature): both are destroyed
at once, so each sees the other leave (603.10a; a Blood Artist blocked by Alaborn Zealot
triggers for both deaths). Each word is read on its own ("Destroy that creature." and
"Destroy ~.") and the two are joined. The round trip reads the printed words as "destroy ~ and
that creature" (render.normalise, `NORMALISE`; render_phrases.obj). Only "that creature" (the
object the trigger's event involved) and ~. Also "The creature can't be regenerated." after it is
destroyed (`it_again`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_BOTH = re.compile(r"^[Dd]estroy that creature and ~\.?$")
NORMALISE = ((r"(^|\. |, )destroy that creature and ~(?=\.|$)",
              r"\1destroy ~ and that creature"),)


def lower_text(ctx: Any, text: str, compile_effects: Callable[[Any, str], Any]
               ) -> list[dict[str, Any]] | None:
    """The two `destroy` effects of "Destroy that creature and ~.", or None."""
    if _BOTH.match(text.strip()) is None:
        return None
    first = compile_effects(ctx, "Destroy that creature.")
    second = compile_effects(ctx, "Destroy ~.") if first else None
    if not first or not second or ctx.targets:
        return None
    if [list(e) for e in (*first, *second)] != [["destroy"], ["destroy"]] \
            or first[0]["destroy"] != {"what": "remembered"} \
            or second[0]["destroy"] != {"what": "self"}:
        return None
    return [{"destroy": {"what": "self_and:remembered"}}]  # one destruction of both (701.7a)


# 701.15c: "Destroy that creature. The creature can't be regenerated." (Mephitic Ooze): "the
# creature" is the one just destroyed, as "It can't be regenerated." says (`it_again`, a
# rewriting effects._compile_effects tries; render.normalise reads it so)
_THE_CREATURE = re.compile(r"(?<=\. )The creature can't be regenerated(?=\.)")
NORMALISE += ((r"(?<=\. )the creature can't be regenerated(?=\.|$)", "it can't be regenerated"),)


def it_again(text: str) -> str | None:
    """The text with "The creature can't be regenerated." said "It ...", or None."""
    out = _THE_CREATURE.sub("It can't be regenerated", text)
    return out if out != text else None
