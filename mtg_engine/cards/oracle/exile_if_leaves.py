"""614.1a: "If it would leave the battlefield, exile it instead of putting it anywhere else."
after instructions that put a card onto the battlefield (Whip of Erebos, Gruesome Encore,
Dreams of the Dead): a replacement effect on that permanent, lasting until it leaves (the
next time only: it is a new object afterwards, 400.7) -> the verb `exile_if_leaves` on the
reference the instructions before name it by (effects/exile_if_dies.py), and back."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

_RIDER = re.compile(r"(?:^|(?<=\. ))If (?P<said>it|that creature|the creature) would leave the "
                    r"battlefield, exile it instead of putting it anywhere else\.$")
WORDS = "if {} would leave the battlefield, exile it instead of putting it anywhere else"


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]
               ) -> list[dict[str, Any]] | None:
    """The effects of the instructions before the rider, then the rider's, or None."""
    t = text.strip()
    m = _RIDER.search(t)
    if m is None or m.start() == 0:
        return None
    before = compile_rest(ctx, t[: m.start()].strip())
    if not before or not any(
            e.get("move", {}).get("to") == "battlefield" for e in before if "move" in e):
        return None
    # the one permanent put onto the battlefield, as the instructions after it name it
    refs = set(re.findall(r'"(moved:[a-z0-9:]+)"', json.dumps(before)))
    if len(refs) != 1:
        return None
    return [*before, {"exile_if_leaves": {"what": refs.pop(), "said": m.group("said")}}]


def render(p: dict[str, Any]) -> str:
    """The rider (lower case, no period)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if set(p) != {"what", "said"} or p["said"] not in ("it", "that creature", "the creature"):
        raise RenderError("exile if it leaves")
    return WORDS.format(p["said"])
