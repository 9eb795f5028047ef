"""A requirement for the turn on the creatures able to block one creature (509.1c, 611.2a),
in the Oracle compiler:

  All creatures able to block target creature this turn do so.   (Alluring Scent)
  {2}{G}: All creatures able to block ~ this turn do so.          (Mortipede)
  Target creature gets +3/+3 until end of turn. All creatures able to block it this turn do
  so.                                                             (Declare Dominance)

-> a `grant` of the Lure requirement (statics.py `_LURE`: "all creatures able to block this do
so", rules/combat.py counts each, 509.1c) to that creature until end of turn.
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.phrases import target_spec

LURE = "all creatures able to block this do so"  # (statics._LURE; rules/combat.py)
_SENTENCE = re.compile(r"all creatures able to block (?P<what>target .+|~|it) this turn do so")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """A sentence above, or None."""
    m = _SENTENCE.fullmatch(s.lower())
    if m is None:
        return None
    who = m.group("what")
    if who == "~":
        if not ctx.on_permanent:
            return None
        what: Any = "self"
    elif who == "it":  # the one creature targeted before (608.2c)
        if len(ctx.targets) != 1 or ctx.targets[0]["kind"] != "creature":
            return None
        what = "target"
    else:
        spec = target_spec(who[len("target "):])
        if spec is None or spec["kind"] != "creature":
            return None
        what = ctx.add_target(spec)
    return [{"grant": {"what": what, "keywords": [LURE]}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of such a grant, or None."""
    if list(p.get("keywords", ())) != [LURE] or set(p) != {"what", "keywords"}:
        return None
    what = "~" if p["what"] == "self" else refs.obj(p["what"])
    return "", f"all creatures able to block {what} this turn do so"
