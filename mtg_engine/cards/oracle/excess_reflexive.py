"""A reflexive trigger on excess damage (120.10, 603.12):

  ~ deals 7 damage to target creature or planeswalker. When it deals excess damage this way,
  destroy target artifact or enchantment an opponent controls with mana value less than or
  equal to that amount of excess damage.                              (Unleash the Inferno)

-> the `damage` instruction with `excess_did` (effects/verbs.py: the excess damage it dealt,
120.10, is the resolving frame's "did" and amount), then a `reflexive` trigger (603.12,
effects/reflexive.py) whose X is that amount: "that amount of excess damage" is read as X
(a target's quality with X is bound to it as the trigger is put on the stack, 603.3d).
`text` keeps the printed "When it deals excess damage this way" for the round trip."""

from __future__ import annotations

import json
import re
from typing import Any

HEAD = "When it deals excess damage this way, "
_TEXT = re.compile(r"^(?P<first>~ deals \w+ damage to target [a-z ]+\.) When it deals excess "
                   r"damage this way, (?P<then>[^.]+)\.$")
_THAT = " with mana value less than or equal to that amount of excess damage"
_X = " with mana value X or less"


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of such a text, or None."""
    from mtg_engine.cards.oracle.effects import Ctx

    m = _TEXT.fullmatch(text.strip())
    if m is None or ctx.targets or _THAT not in m.group("then"):
        return None
    first = compile_rest(ctx, m.group("first"))
    if not first or len(first) != 1 or set(first[0]) != {"damage"} \
            or set(first[0]["damage"]) != {"amount", "to"} or first[0]["damage"]["to"] != "target":
        del ctx.targets[:]
        return None
    then = m.group("then").replace(_THAT, _X)
    sub = Ctx(allow_x=True, on_permanent=ctx.on_permanent)
    got = compile_rest(sub, then[:1].upper() + then[1:] + ".")
    if not got or '"X"' in json.dumps(got) or '"X"' not in json.dumps(sub.targets):
        del ctx.targets[:]
        return None  # (X only in the targets' qualities: the excess, 603.3d)
    trigger = {"event": "delayed", "text": HEAD + m.group("then") + ".", "effects": got,
               "targets": sub.targets}
    return [{"damage": {**first[0]["damage"], "excess_did": True}},
            {"reflexive": {"effects": json.dumps(trigger, sort_keys=True, separators=(",", ":")),
                           "text": trigger["text"]}}]


def render(p: dict[str, Any]) -> str | None:
    """The printed sentence of such a reflexive trigger (its X said as the excess), or None."""
    from mtg_engine.cards.oracle.render import render_effects

    if not str(p.get("text", "")).startswith(HEAD):
        return None
    d = json.loads(p["effects"]) if isinstance(p["effects"], str) else p
    text = render_effects(d["effects"], d.get("targets", [])).rstrip(".")
    if _X not in text:
        return None
    return HEAD + text[:1].lower() + text[1:].replace(_X, _THAT)
