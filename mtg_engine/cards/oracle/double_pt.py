"""Doubling a creature's power and/or toughness (701.9), read from Oracle text:

  Double ~'s power and toughness until end of turn.           (Reckless Amplimancer)
  Double target creature's power and toughness until end of turn.
  Double target creature's power until end of turn.
  Double the power of target creature until end of turn.      (Unleash Fury)

701.9b: the creature gets +X/+Y until end of turn, where X is its power and Y its toughness as
the ability resolves (608.2h; 701.9c: a negative value gives -X, the same sum): lowered to the
`pump` it is, `{power_of: ...}` / `{toughness_of: ...}` counted as it resolves, and rendered back
as "double" (a wording the round trip tries, amount_render.wording)."""

from __future__ import annotations

import re
from typing import Any

_DOUBLE = re.compile(r"double (?:(?P<who>~'s|target creature's|its) (?P<what>power and toughness|power|"
                     r"toughness)|the (?P<what2>power) of (?P<who2>target creature)) until end of "
                     r"turn")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The sentences above -> a pump, or None."""
    m = _DOUBLE.fullmatch(s.strip().rstrip(".").lower())
    if m is None:  # "double the power of each other creature you control" (double_groups.py)
        from mtg_engine.cards.oracle import double_groups

        return double_groups.lower_sentence(ctx, s)
    who = (m.group("who") or "").removesuffix("'s") or m.group("who2")
    what = m.group("what") or m.group("what2")
    if who == "its" and not _its_is_self():
        return None
    if who in ("~", "its"):
        if not ctx.on_permanent:
            return None
        ref = "self"
    else:
        ref = ctx.add_target({"kind": "creature"})
    body: dict[str, Any] = {"what": ref, "power": {"power_of": ref} if "power" in what else 0,
                            "toughness": {"toughness_of": ref} if "toughness" in what else 0}
    if who == "its":
        body["said"] = "its"
    return [{"pump": body}]


def _its_is_self() -> bool:
    """"Whenever ~ attacks alone, double its power and toughness": "its" is ~ in a trigger
    whose condition names ~ and whose event names no other object (603.2)."""
    from mtg_engine.cards.oracle.resolve import EVENT_REFERENT, SELF_IN_CONDITION

    seed = EVENT_REFERENT.get()
    return SELF_IN_CONDITION.get() and (seed is None or bool(seed.player))


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """("", "double ...") for a pump of a creature by its own power and/or toughness, in the
    wording "double_pt" (amount_render.wording), else None."""
    from mtg_engine.cards.oracle.amount_render import wording

    ref = p.get("what")
    power, toughness = p.get("power", 0), p.get("toughness", 0)
    if not (ref == "self" or str(ref).startswith("target")) or set(p) - {
            "what", "power", "toughness", "said"} or (p.get("said") and ref != "self") \
            or power not in ({"power_of": ref}, 0) \
            or toughness not in ({"toughness_of": ref}, 0) or power == toughness == 0:
        return None
    if not wording("double_pt"):
        return None
    what = " and ".join(w for w, v in (("power", power), ("toughness", toughness)) if v)
    if " and " not in what and ref != "self" and wording("double_the_of"):
        return "", f"double the {what} of {refs.obj(ref)}"  # (Unleash Fury's wording)
    if p.get("said") == "its":
        return "", f"double its {what}"
    return "", f"double {refs.obj(ref)}'s {what}"
