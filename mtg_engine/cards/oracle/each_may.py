"""Each player choosing separately whether to follow an instruction (101.4, 608.2d) in the
Oracle compiler:

  When ~ enters the battlefield, each player may scry 1.                  (Eager Construct)
  When ~ enters the battlefield, each other player may draw up to three cards.
                                                                        (Indentured Djinn)
  When ~ dies, each player may discard their hand and draw seven cards.     (Ruin Grinder)

-> the effect `each_may` {who, effects}: the instructions as each player would carry them out
("their" read "your": that player is "you" in them, 608.2d; effects/each_may.py asks each
player in turn order, 101.4, then the players who chose to carry them out). Read only when the
text is that one sentence (after any instructions of the ability's own) and the instructions
choose no target.
"""

from __future__ import annotations

import json
import re
from typing import Any

_WHO = {"each player": "each_player", "each other player": "each_other_player",
        "each opponent": "each_opponent"}
_EACH_MAY = re.compile(r"(?:^|(?<=\. ))(?P<who>[Ee]ach (?:other )?player|[Ee]ach opponent) may "
                       r"(?P<x>[^.\"]+)\.$")
# the words of the instruction as its chooser reads them ("you" is that player, 608.2d)
_THEIRS = ((r"\btheir\b", "your"), (r"\bthey control\b", "you control"),
           (r"\bthey own\b", "you own"))
_YOURS = ((r"\byour\b", "their"), (r"\byou control\b", "they control"),
          (r"\byou own\b", "they own"))


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of a text ending in "each player may <instruction>.", or None."""
    from mtg_engine.cards.oracle.effects import Ctx

    m = _EACH_MAY.search(text.strip())
    if m is None:
        return None
    said = m.group("x")
    if re.search(r"\b(?:you|your|target|them|it)\b", said, re.IGNORECASE):
        return None  # (another player's words: not the chooser's own instruction)
    mine = said
    for theirs, yours in _THEIRS:
        mine = re.sub(theirs, yours, mine)
    before = text.strip()[:m.start()].strip()
    alone = Ctx(allow_x=ctx.allow_x, on_permanent=ctx.on_permanent)
    first = compile_rest(alone, before) if before else []
    inner = Ctx(allow_x=False, on_permanent=ctx.on_permanent)
    effects = compile_rest(inner, mine[:1].upper() + mine[1:] + ".")
    if first is None or not effects or inner.targets or "optional" in json.dumps(effects) \
            or any({"if", "may"} & set(body) for e in effects for body in e.values()):
        return None  # (an instruction of its own "if" or "may": effects/each_may.py runs
        # the instructions as they are, 608.2c)
    return [*first, {"each_may": {"who": _WHO[m.group("who").lower()], "effects": effects}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """"each player may <instruction>" ("your" said "their")."""
    from mtg_engine.cards.oracle.render import render_effects
    from mtg_engine.cards.oracle.render_phrases import RenderError

    d = json.loads(p["effects"]) if isinstance(p["effects"], str) else p
    text = render_effects(d["effects"], [], refs=refs).rstrip(".")
    text = text[:1].lower() + text[1:]
    for yours, theirs in _YOURS:
        text = re.sub(yours, theirs, text)
    who = next((w for w, r in _WHO.items() if r == p.get("who")), None)
    if who is None:
        raise RenderError("each player may")
    return f"{who} may {text}"
