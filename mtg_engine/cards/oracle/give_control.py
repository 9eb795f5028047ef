""""<player> gains control of <permanent>." (613.1b, layer 2: effects/give_control.py), in
the Oracle compiler:

  Target player gains control of target permanent you control.     (Donate)
  Target opponent gains control of target permanent you control.   (Harmless Offering)
  {T}: Target player gains control of target artifact, creature, or land you control.
                                                                   (Bazaar Trader)
  Whenever equipped creature dies, target opponent gains control of ~.   (Avarice Amulet)

The player is the first target (601.2c: the targets in the order the text names them), the
permanent the second. -> `give_control` {what, to}."""

from __future__ import annotations

import re
from typing import Any

_GIVE = re.compile(r"[Tt]arget (?P<who>player|opponent) gains control of (?:target (?P<what>.+)|"
                   r"(?P<self>~))")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The `give_control` of one sentence above (without its period), or None."""
    from mtg_engine.cards.oracle.phrases import target_spec

    m = _GIVE.fullmatch(s.strip().rstrip("."))
    if m is None:
        return None
    if m.group("self"):  # "Whenever equipped creature dies, target opponent gains control of
        if not ctx.on_permanent or ctx.targets:  # ~." (Avarice Amulet): the source itself
            return None
        return [{"give_control": {"what": "self", "to": ctx.add_target({"kind": m.group("who")})}}]
    what = target_spec(m.group("what"))
    if what is None or what["kind"] not in ("permanent", "creature", "artifact", "land"):
        return None
    before = len(ctx.targets)
    who = ctx.add_target({"kind": m.group("who")})
    obj = ctx.add_target(what)
    if before:
        del ctx.targets[before:]
        return None  # (only as the sentence naming the first targets)
    return [{"give_control": {"what": obj, "to": who}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `give_control`."""
    return refs.obj(p["to"]), f"gains control of {refs.obj(p['what'])}"
