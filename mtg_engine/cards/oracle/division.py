"""Damage divided as you choose among targets (601.2d): "~ deals 3 damage divided as you choose
among one, two, or three targets." / "... among any number of target creatures."

The targets are requirements of one word "target" (115.3: different objects or players): one
required and the others optional for "one or two" / "one, two, or three"; all optional for
"any number of" (at most one per point of damage, since each target gets at least 1, 601.2d).
The division itself is announced as the spell is cast (rules/division.py). Only a fixed
amount is read (an X would leave the number of targets unknown to the DSL).
"""

from __future__ import annotations

import re
from typing import Any

from mtg_engine.cards.oracle.phrases import number, target_spec

_DIVIDED = re.compile(
    r"~ deals (?P<n>\w+) damage divided as you choose among (?P<how>one or two|one, two, or "
    r"three|any number of) (?P<what>targets|target [a-z ,/]+)")
_HOW = {"one or two": 2, "one, two, or three": 3}


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """The effect of a divided-damage sentence, or None."""
    m = _DIVIDED.fullmatch(sentence.strip().lower())
    got = read_division(ctx, m)
    if got is None:
        return None
    amount, count, first = got
    # (`to` names the first; the division reads every target chosen, verbs._divided_damage)
    return [{"damage": {"amount": amount, "to": first, "divided": True, "among": count}}]


def read_division(ctx: Any, m: re.Match[str] | None,
                  kind: str = "") -> tuple[int, int, Any] | None:
    """601.2d: for "<N> ... divided as you choose / distributed among one or two | one, two, or
    three | any number of <targets>" (groups n, how, what): the amount, the number of targets
    and the first target, the targets added (the others optional: each target gets at least
    one); None if the sentence has targets already, N is under 2 or below the number of
    targets, or the targets aren't understood (or aren't of `kind`)."""
    if m is None or ctx.targets:
        return None
    amount = number(m.group("n"), False)
    if not isinstance(amount, int) or amount < 2:
        return None
    count = _HOW.get(m.group("how"), amount)
    if count > amount:
        return None  # (each target gets at least 1)
    spec = _spec(m.group("what"))
    if spec is None or (kind and spec["kind"] != kind):
        return None
    first = ctx.add_target({**spec, "word": 1,
                            **({"optional": True} if m.group("how") == "any number of" else {})})
    for _ in range(count - 1):
        ctx.add_target({**spec, "word": 1, "optional": True})
    return amount, count, first


def _spec(what: str) -> dict[str, Any] | None:
    if what == "targets":
        return {"kind": "any"}
    noun = what[len("target "):]
    if noun == "creatures and/or planeswalkers":
        return {"kind": "creature_or_planeswalker"}
    singular = re.sub(r"\bcreatures\b", "creature", noun, count=1)
    if singular == noun:
        return None
    spec = target_spec(singular)
    if spec is None or spec["kind"] != "creature":
        return None
    return dict(spec)


def render(refs: Any, p: dict[str, Any]) -> str:
    """The English of a divided `damage` effect (render.py), from its targets."""
    from mtg_engine.cards.oracle.render_phrases import NUM_WORDS, RenderError, describe_filter

    amount, specs = p.get("amount"), refs.targets[:p.get("among", 0)]
    if not isinstance(amount, int) or p.get("to") != "target" or not specs \
            or len(specs) != p.get("among") or (amount not in NUM_WORDS and amount > 10):
        raise RenderError("divided damage")
    if len(refs.targets) > len(specs) and refs.targets[len(specs)].get("word") == \
            specs[0].get("word"):
        raise RenderError("divided damage: more targets of the word")
    word = specs[0].get("word")
    base = {k: v for k, v in specs[0].items() if k not in ("word", "optional")}
    if not word or any(s.get("word") != word or not s.get("optional")
                       or {k: v for k, v in s.items() if k not in ("word", "optional")} != base
                       for s in specs[1:]):
        raise RenderError("divided damage: targets of another kind")
    if specs[0].get("optional"):
        if len(specs) != amount:
            raise RenderError("divided damage: any number of targets")
        how = "any number of"
    else:
        how = {2: "one or two", 3: "one, two, or three"}.get(len(specs), "")
        if not how:
            raise RenderError("divided damage: a number of targets")
    kind = base["kind"]
    if kind == "any":
        what = "targets"
    elif kind == "creature_or_planeswalker":
        what = "target creatures and/or planeswalkers"
    elif kind == "creature":
        what = "target " + describe_filter({"types": ["Creature"], **base.get("filter", {})},
                                           plural=True)
    else:
        raise RenderError("divided damage: targets of another kind")
    refs.said.update({"target" if i == 0 else f"target:{i}" for i in range(len(specs))})
    return f"deals {amount} damage divided as you choose among {how} {what}"
