"""A permanent that becomes an X/X creature, X counted as the effect begins (613.4b, 608.2h,
107.3: X is then no cost chosen but the count the text defines):

  Target land you control becomes an X/X Elemental creature until end of turn, where X is
  the number of Allies you control. (Vastwood Animist)
  Until end of turn, target Forest becomes an X/X Treefolk creature in addition to its other
  types, where X is the number of Elves you control. (Elvish Branchbender)

The sentence without its X (a placeholder power and toughness) is read by animate.py; its
layer-7b values become the DSL's `set_pt_x`, the amount that `continuous` counts as it
resolves and locks in (effects/permanent_verbs.v_continuous): a land that enters later
doesn't change it.

With no ", where X is ...", X is the value chosen for the ability's or spell's cost (107.3a,
601.2b): `set_pt_x` "X" ("{X}: ~ becomes an X/X Construct artifact creature until end of
turn.", Chimeric Staff; "Creatures you control have base power and toughness X/X until end
of turn.", Biomass Mutation, group_polymorph.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_PLACEHOLDER = 88  # (a power and toughness no card prints on such an animation)
_X_SENTENCE = re.compile(r"(?:^|(?<=\. ))(?P<head>[^.]*? (?:becomes an X/X [^.]*?|have base power "
                         r"and toughness X/X[^.,]*?)), where X is (?P<amount>[^.,]+)"
                         r"(?P<tail>[^.]*)\.")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text` if a sentence of it makes a permanent an X/X creature with X
    defined by ", where X is ...", else None."""
    m = _X_SENTENCE.search(text)
    if m is None and ctx.allow_x and f"{_PLACEHOLDER}/" not in text:
        return _cost_x(ctx, text, compile_rest)  # 107.3a: the X of the cost
    if m is None or f"{_PLACEHOLDER}/" in text or "X" in m.group("tail"):
        return None
    from mtg_engine.cards.oracle import animate
    from mtg_engine.cards.oracle.cda_amounts import read_quantity

    amount = read_quantity(m.group("amount"), _no_object)
    if amount is None:
        return None
    plain = text[:m.start()] + m.group("head").replace(
        "X/X", f"{_PLACEHOLDER}/{_PLACEHOLDER}") + m.group("tail") + "." + text[m.end():]
    before = len(ctx.targets)
    got = animate.lower_text(ctx, plain, compile_rest)
    if got is None and " have base power and toughness " in m.group("head"):
        from mtg_engine.cards.oracle import group_polymorph  # (a group's, 613.4b)

        got = group_polymorph.lower_text(ctx, plain, compile_rest)
    if got is None:
        return None
    hits = [e for e in got if e.get("continuous", {}).get("set_power") == _PLACEHOLDER]
    if len(hits) != 1 or hits[0]["continuous"].get("set_toughness") != _PLACEHOLDER:
        del ctx.targets[before:]
        return None
    p = hits[0]["continuous"]
    del p["set_power"], p["set_toughness"]
    p["set_pt_x"] = amount
    return got


_COST_X = re.compile(r"(?:^|(?<=\. ))[^.]*? (?:becomes an|ha(?:ve|s) base power and toughness) "
                     r"X/X(?![^.]*, where X is)[^.]*\.")


def _cost_x(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
            ) -> list[dict[str, Any]] | None:
    """`lower_text` for an X/X whose X is the cost's (107.3a), or None."""
    from mtg_engine.cards.oracle import animate, group_polymorph

    m = _COST_X.search(text)
    if m is None or text.count("X") != 2:
        return None  # (X said only as the X/X: nothing else counts it)
    said = m.group(0).replace("X/X", f"{_PLACEHOLDER}/{_PLACEHOLDER}")
    plain = text[:m.start()] + said + text[m.end():]
    before = len(ctx.targets)
    got = animate.lower_text(ctx, plain, compile_rest)
    if got is None and " have base power and toughness " in said:
        got = group_polymorph.lower_text(ctx, plain, compile_rest)
    if got is None and " has base power and toughness " in said:  # (one creature: polymorph)
        del ctx.targets[before:]
        got = compile_rest(ctx, plain)
    hits = [e for e in got or () if e.get("continuous", {}).get("set_power") == _PLACEHOLDER]
    if len(hits) != 1 or hits[0]["continuous"].get("set_toughness") != _PLACEHOLDER:
        del ctx.targets[before:]
        return None
    p = hits[0]["continuous"]
    del p["set_power"], p["set_toughness"]
    p["set_pt_x"] = "X"
    return got


def _no_object(o: Any) -> str:
    """A count of permanents or cards names no object (it would be an object's as the
    effect begins: not read here)."""
    from mtg_engine.cards.oracle.parse import NotUnderstood

    raise NotUnderstood(f"an object in an X/X amount: {o!r}")


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str] | None:
    """(subject, verb phrase) of `lower_text`'s effect, or None if `p` isn't one."""
    from mtg_engine.cards.oracle import animate
    from mtg_engine.cards.oracle.amount_render import noun_phrase

    if "set_pt_x" not in p or "set_power" in p or "set_toughness" in p:
        return None
    plain = {k: v for k, v in p.items() if k != "set_pt_x"} | {
        "set_power": _PLACEHOLDER, "set_toughness": _PLACEHOLDER}
    got = animate.render(refs, plain)
    if got is None:
        return None
    who, vp = got
    said = f"{_PLACEHOLDER}/{_PLACEHOLDER}"
    if vp.count(said) != 1:
        return None
    where = "" if p["set_pt_x"] == "X" else \
        ", where X is " + noun_phrase(dict(p["set_pt_x"]), str)  # (X: the cost's, 107.3a)
    vp = re.sub(rf"\ban? {said}", "an X/X", vp).replace(said, "X/X")
    still = re.search(r"\. it's still a land$", vp, re.IGNORECASE)
    return who, (vp[:still.start()] + where + vp[still.start():] if still else vp + where)
