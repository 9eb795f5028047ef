""""If you do" after an optional triggered ability's "you may have <target> <verb> ..." (603.5,
608.2c):

  At the beginning of combat on your turn, you may have target creature you control get +2/+0
  and gain haste until end of turn. If you do, sacrifice it at the beginning of the next end
  step. (Hazoret's Favor)

The choice is the optional ability's (603.5): if its controller declines, the ability does
nothing at all; if they accept, what they "have" the one target do happens (the target is
legal: else the ability doesn't resolve, 608.2b), so "if you do" holds and the instructions
after it are the ability's next ones. `after_have` drops the words; render.normalise reads the
printed words the same way (`NORMALISE`)."""

from __future__ import annotations

import re

_THEN = re.compile(r"^(?P<first>[^.]*\b[Tt]arget\b[^.]*)\. If you do, (?P<next>[a-z])")
# (only where `after_have` drops it: the first sentence names one target, no more)
_NO_TARGET = r"(?:(?!\btarget\b)[^.])*"
NORMALISE = ((rf"(you may have {_NO_TARGET}\btarget\b{_NO_TARGET})\. if you do, ", r"\1. "),)


def after_have(body: str, targets_named: int) -> str:
    """`body` (the ability's instructions after "you may have ...", said as the subject's
    own) without the "If you do, " of its second sentence, when the first names one target;
    else unchanged."""
    if targets_named != 1:
        return body
    return _THEN.sub(lambda m: f"{m['first']}. {m['next'].upper()}", body, count=1)
