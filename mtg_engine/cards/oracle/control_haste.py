""""Until end of turn, you gain control of target creature and it gains haste." (Grab the
Reins' mode; Besmirch without "you"): 613.1b, 611.2a, the same instructions as "Gain control
of target creature until end of turn. It gains haste until end of turn." (copy_control.py's
reading): both the control change and the keyword last until end of turn, said once first."""

from __future__ import annotations

import re
from typing import Any

_FIRST = re.compile(r"^Until end of turn, (?:you )?gain control of (?P<what>target [^.]+?) and "
                    r"it gains (?P<kw>haste)\.(?P<rest>(?: [^ ].*)?)$")
# the round trip's equivalence (render.normalise, after "until end of turn, X" became "X until
# end of turn")
NORMALISE = (r"\b(?:you )?gain control of (target [a-z ]+?) and it gains (haste) until end of "
             r"turn\b", r"gain control of \1 until end of turn. it gains \2 until end of turn")


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text beginning with such a sentence, or None."""
    m = _FIRST.fullmatch(text.strip())
    if m is None:
        return None
    said = f"Gain control of {m.group('what')} until end of turn. It gains {m.group('kw')} " \
        f"until end of turn.{m.group('rest')}"
    before = len(ctx.targets)
    got = compile_rest(ctx, said)
    if not got:
        del ctx.targets[before:]
        return None
    return got  # type: ignore[no-any-return]
