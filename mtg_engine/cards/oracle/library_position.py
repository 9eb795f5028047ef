""""Put target creature into its owner's library second from the top." (401.7) ->
`put_nth_from_top` (effects/library_position.py), and back."""

from __future__ import annotations

import re
from typing import Any

_NTH = re.compile(r"put (target .+?|enchanted creature) into its owner's library (second|third) "
                  r"from the top")
_NTH_WORDS = {"second": 2, "third": 3}


def lower_nth(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """"Put target creature into its owner's library second from the top." (401.7) ->
    `put_nth_from_top` (effects/library_position.py), or None."""
    from mtg_engine.cards.oracle.effects import _objects

    m = _NTH.fullmatch(low)
    if m is None:
        return None
    if m.group(1) == "enchanted creature":
        if not ctx.on_permanent:
            return None
        what: Any = "attached"
    else:
        what = _objects(ctx, m.group(1), each_ok=False)
        if what is None:
            return None
    return [{"put_nth_from_top": {"what": what, "n": _NTH_WORDS[m.group(2)]}}]


def render_nth(refs: Any, p: dict[str, Any]) -> str:
    from mtg_engine.cards.oracle.render_phrases import RenderError

    words = {v: k for k, v in _NTH_WORDS.items()}
    if set(p) != {"what", "n"} or p["n"] not in words:
        raise RenderError("a place in a library")
    who = "enchanted creature" if p["what"] == "attached" else refs.obj(p["what"])
    return f"put {who} into its owner's library {words[p['n']]} from the top"
