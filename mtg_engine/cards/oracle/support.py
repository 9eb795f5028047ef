"""Support (701.35a): "Support N" on a permanent means "Put a +1/+1 counter on each of up to N
other target creatures"; on an instant or sorcery, "... each of up to N target creatures".
Read as one sentence into the DSL verb `support` (its `what`: the N optional targets,
distinct, 115.3), carried out by rules/support.py and rendered back as "support N"."""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.effects import Ctx

_SUPPORT = re.compile(r"support (\d)", re.IGNORECASE)


def lower_sentence(ctx: Ctx, sentence: str) -> list[dict[str, Any]] | None:
    m = _SUPPORT.fullmatch(sentence.strip())
    if m is None or not 1 <= int(m.group(1)) <= 9:
        return None
    spec: dict[str, Any] = {"kind": "creature", "optional": True, "word": 1}
    if ctx.on_permanent:  # "other" (701.35a)
        spec["filter"] = {"other": True}
    refs = [ctx.add_target(dict(spec)) for _ in range(int(m.group(1)))]
    return [{"support": {"what": refs}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """("", "support N"): its targets are said by the keyword action."""
    for w in p["what"]:
        refs.said.add(w)
    return "", f"support {len(p['what'])}"
