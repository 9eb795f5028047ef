""""Each player chooses a number of lands they control equal to the number of lands
controlled by the player who controls the fewest, then sacrifices the rest. Players discard
cards and sacrifice creatures the same way." (Balance and its kin; 701.17a, 701.8a, 101.4):
read for the compiler as the verb `balance` (effects/balance.py), its `kinds` in order, and
rendered back for its round trip."""

from __future__ import annotations

import re
from typing import Any

_FIRST = re.compile(r"^Each player chooses a number of (lands|permanents) they control equal "
                    r"to the number of \1 controlled by the player who controls the fewest, "
                    r"then sacrifices the rest\.(?: (.+))?$")
# the second sentence: the other kinds, in the order said
_SAME_WAY = {"Players discard cards and sacrifice creatures the same way.": ("hand",
                                                                             "creatures"),
             "Players sacrifice creatures and discard cards the same way.": ("creatures",
                                                                             "hand"),
             "Each player discards cards the same way.": ("hand",)}


def lower_text(text: str) -> list[dict[str, Any]] | None:
    m = _FIRST.match(text.strip())
    if m is None:
        return None
    rest = () if m.group(2) is None else _SAME_WAY.get(m.group(2))
    if rest is None:
        return None
    return [{"balance": {"kinds": [m.group(1), *rest]}}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    first, *rest = p["kinds"]
    words = {v: k for k, v in _SAME_WAY.items()}.get(tuple(rest), "" if not rest else None)
    if first not in ("lands", "permanents") or words is None:
        raise RenderError("a balance")
    text = (f"each player chooses a number of {first} they control equal to the number of "
            f"{first} controlled by the player who controls the fewest, then sacrifices the "
            f"rest")
    return "", f"{text}. {words[:-1]}" if words else text
