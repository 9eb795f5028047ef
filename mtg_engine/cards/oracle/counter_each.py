""""For each spell and ability your opponents control, counter it unless its controller pays
{4}." (Whirlwind Denial; 701.5a, 118.12): read for the compiler as the verb
`counter_each_unless` (effects/counter_each.py) and rendered back for its round trip."""

from __future__ import annotations

import re
from typing import Any

_WORDS = ("for each spell and ability your opponents control, counter it unless its "
          "controller pays ")
_EACH = re.compile(rf"^{_WORDS}((?:\{{[0-9WUBRGC]\}})+)\.$", re.I)


def lower_text(text: str) -> list[dict[str, Any]] | None:
    m = _EACH.match(text.strip())
    return None if m is None else [{"counter_each_unless": {"unless_pays": m.group(1)}}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    return "", f"{_WORDS}{p['unless_pays']}"
