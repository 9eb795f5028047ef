""""Exile any number of target spells." (Mindbreak Trap), "Counter up to two target spells."
(Double Negative): one word "target" naming several spells on the stack (115.3, 601.2c: each
a different spell; "up to" and "any number of" may be fewer, even none), each exiled
(406.3, 400.7) or countered (701.5a) as the spell resolves; a target that has become illegal
is left alone (608.2b)."""

from __future__ import annotations

import re
from typing import Any

_MANY = re.compile(r"^(?P<verb>exile|counter) (?P<n>any number of|up to two|up to three) "
                   r"target spells$")
_COUNTS = {"up to two": 2, "up to three": 3}


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The effects of such a sentence (without its period), or None."""
    m = _MANY.fullmatch(s.strip().rstrip(".").lower())
    if m is None or ctx.targets:
        return None
    verb = m.group("verb")
    if m.group("n") == "any number of":
        ctx.add_target({"kind": "spell", "any_number": True})
        return [{verb: {"what": "targets:0"}}]  # (each spell that target group holds)
    return [{verb: {"what": ctx.add_target({"kind": "spell", "optional": True, "word": 1})}}
            for _ in range(_COUNTS[m.group("n")])]
