"""Damage divided as you choose among targets (601.2d): "~ deals 3 damage divided as you choose
among one, two, or three targets." / "... among any number of target creatures."

The targets are requirements of one word "target" (115.3: different objects or players): one
required and the others optional for "one or two" / "one, two, or three"; all optional for
"any number of" (at most one per point of damage, since each target gets at least 1, 601.2d).
The division itself is announced as the spell is cast (rules/division.py). "X damage divided
as you choose among any number of targets" is up to X targets (`per_x`: X is announced before
the targets, 601.2b, and each target gets at least 1); an X of "where X is ..." is not read.
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
    got = read_division(ctx, m, x_ok=True)
    if got is None:
        return None
    amount, count, first = got
    # (`to` names the first; the division reads every target chosen, verbs._divided_damage)
    return [{"damage": {"amount": amount, "to": first, "divided": True,
                        **({"among": count} if count else {})}}]


def read_division(ctx: Any, m: re.Match[str] | None, kind: str = "",
                  x_ok: bool = False) -> tuple[int | str, int, Any] | None:
    """601.2d: for "<N> ... divided as you choose / distributed among one or two | one, two, or
    three | any number of <targets>" (groups n, how, what): the amount, the number of targets
    and the first target, the targets added (the others optional: each target gets at least
    one); None if the sentence has targets already, N is under 2 or below the number of
    targets, or the targets aren't understood (or aren't of `kind`)."""
    if m is None or ctx.targets:
        return None
    if m.group("n") == "x" and m.group("how") == "any number of" and ctx.allow_x \
            and x_ok:  # (read_x_division)
        return read_x_division(ctx, m.group("what"), kind)
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


def read_x_division(ctx: Any, what: str, kind: str) -> tuple[str, int, Any] | None:
    """601.2d, 601.2c: "X damage divided as you choose among any number of targets": each
    target gets at least 1, so at most X targets: "up to X targets" of one word "target"
    (rules/x_targets.py, X announced first, 601.2b), every one of them divided among
    (`among` 0: all the targets)."""
    spec = _spec(what)
    if spec is None or (kind and spec["kind"] != kind):
        return None
    return "X", 0, ctx.add_target({**spec, "per_x": True, "optional": True})


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
    from mtg_engine.cards.oracle.render_phrases import NUM_WORDS, RenderError

    if p.get("amount") == "X":
        return _render_x(refs, p)
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
    what = _what(base)
    refs.said.update({"target" if i == 0 else f"target:{i}" for i in range(len(specs))})
    return f"deals {amount} damage divided as you choose among {how} {what}"


def _what(spec: dict[str, Any]) -> str:
    """The targets divided among: "targets", "target creatures you control"..."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    kind = spec["kind"]
    if kind == "any" and not spec.get("filter"):
        return "targets"
    if kind == "creature_or_planeswalker" and not spec.get("filter"):
        return "target creatures and/or planeswalkers"
    if kind == "creature":
        return "target " + describe_filter({"types": ["Creature"], **spec.get("filter", {})},
                                           plural=True)
    raise RenderError("divided damage: targets of another kind")


def _render_x(refs: Any, p: dict[str, Any]) -> str:
    """"deals X damage divided as you choose among any number of targets" (read_x_division)."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    specs = refs.targets
    if set(p) != {"amount", "to", "divided"} or p.get("to") != "target" or len(specs) != 1 \
            or not specs[0].get("per_x") or not specs[0].get("optional"):
        raise RenderError("X damage divided")
    base = {k: v for k, v in specs[0].items() if k not in ("per_x", "optional")}
    refs.said.add("target")
    return f"deals X damage divided as you choose among any number of {_what(base)}"
