""""Sacrifice another creature." (701.17a: the controller chooses a permanent they control
other than the source, 109.1; the filter's `other`) as one sentence: the `sacrifice_chosen`
effect the grammar reads for "Sacrifice a creature.", with `other`. It is what "You may
sacrifice another creature. If you do, ..." and "... unless you sacrifice another creature"
(118.12a) need. Rendered back by render.py's `sacrifice_chosen` ("sacrifice another
creature")."""

from __future__ import annotations

import re
from typing import Any

_SACRIFICE = re.compile(r"^[Ss]acrifice another ([a-z]+)$")
_TYPES = ("creature", "artifact", "enchantment", "land", "planeswalker", "permanent")


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    m = _SACRIFICE.match(sentence.strip().rstrip("."))
    if m is None or m.group(1) not in _TYPES or not ctx.on_permanent:
        return None  # ("another" than the source: a permanent's ability only)
    f: dict[str, Any] = {"other": True}
    if m.group(1) != "permanent":
        f["types"] = [m.group(1).capitalize()]
    return [{"sacrifice_chosen": {"filter": f, "count": 1}}]
