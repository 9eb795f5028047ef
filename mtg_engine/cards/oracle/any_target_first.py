""""Choose any target. <instructions>. ~ deals damage ... to that permanent or player."
(Riddle of Lightning, Blast of Genius): the target is chosen as the spell is cast (601.2c),
wherever its sentence stands, so the text is the same spell as one whose damage sentence
names "any target" itself; it is compiled so (and the round trip reads both alike:
render.normalise, `SAME_TARGET`). Only when no other target is named: "that permanent or
player" is then the one target (115.1)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# render.normalise's equivalence: "choose any target. A. B ... to that permanent or player"
# is "A. B ... to any target" (no other "target" between)
SAME_TARGET = (r"(^|: |\. )choose any target\. ((?:(?!target)[^•|])*?)\bthat permanent or "
               r"player\b", r"\1\2any target")
_FIRST = re.compile(r"^Choose any target\. ((?:(?!target)[^|])*?)\bthat permanent or player\b")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]) -> Any:
    """The effects of "Choose any target. ... to that permanent or player ..." read as "...
    to any target ...", or None."""
    said, n = _FIRST.subn(r"\1any target", text.strip())
    if n != 1 or "target" in said.replace("any target", "", 1):
        return None
    return compile_rest(ctx, said[:1].upper() + said[1:])
