"""An Aura's or Equipment's anthem that also goads (701.38b), Oracle text -> DSL, and back:
"Enchanted creature gets +2/+2 and is goaded." / "Enchanted creature gets +3/+3, must be
blocked if able, and is goaded." is the anthem the grammar reads without its last part
("Enchanted creature gets +3/+3 and must be blocked if able."), marked `goad`: its controller
goads the creature as long as it is attached (rules/goad.py)."""

from __future__ import annotations

import re
from typing import Any

_GOADED = re.compile(r"^(?P<head>(?:Enchanted|Equipped) creature .+?)(?P<list>,(?P<mid> .+),)? "
                     r"and is goaded\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The marked anthem of such a paragraph, or None."""
    from mtg_engine.cards.oracle.static_lowering import grammar_static

    m = _GOADED.match(para)
    if m is None:
        return None
    base = f"{m.group('head')} and{m.group('mid')}." if m.group("list") else f"{m.group('head')}."
    st = grammar_static(base)
    if st is None or set(st) != {"anthem"}:
        return None
    p = st["anthem"]
    if p.get("affects") not in ("enchanted", "equipped") or "as_long_as" in p:
        return None
    return {"anthem": {**p, "goad": True}}


def lower_sentence(ctx: Any, sentence: str) -> list[dict[str, Any]] | None:
    """"Goad target creature" (701.38a) -> the verb `goad` on that target; None otherwise."""
    from mtg_engine.cards.oracle.phrases import target_spec

    low = sentence.strip().lower()
    if low.startswith(("goad all ", "goad each ")):
        return _goad_group(ctx, sentence.strip()[len("goad "):])
    if not low.startswith("goad target "):
        return None
    spec = target_spec(low[len("goad target "):])
    if spec is None or spec["kind"] != "creature":
        return None
    return [{"goad": {"what": ctx.add_target(spec)}}]


def _goad_group(ctx: Any, phrase: str) -> list[dict[str, Any]] | None:
    """"Goad all creatures you don't control", "goad each creature target player controls"
    (701.38a): each creature of the group as it resolves (608.2c) is goaded. The group is read
    as the effect grammar reads it after "Tap" (the same object phrase), or None."""
    from mtg_engine.cards.oracle.effects import compile_effects

    before = len(ctx.targets)
    got = compile_effects(ctx, f"Tap {phrase}.")
    if not got or len(got) != 1 or set(got[0]) != {"tap"} or set(got[0]["tap"]) != {"what"}:
        del ctx.targets[before:]
        return None
    what = got[0]["tap"]["what"]
    if not isinstance(what, dict) or "all" not in what \
            or what["all"].get("types") != ["Creature"]:
        del ctx.targets[before:]
        return None  # (goad is an action on creatures, 701.38a)
    return [{"goad": {"what": what}}]


def render(st: dict[str, Any], render_static: Any) -> str:
    """The English of `lower`'s answer: the anthem's own sentence with "and is goaded" as the
    last item of its list (two items: "X and is goaded"; three: "X, Y, and is goaded")."""
    kind, p = next(iter(st.items()))
    from mtg_engine.cards.oracle.render_phrases import RenderError

    base = render_static({kind: {k: v for k, v in p.items() if k != "goad"}})
    if not base.endswith("."):
        raise RenderError("a goading anthem")
    head, sep, last = base[:-1].rpartition(" and ")
    if sep:
        return f"{head}, {last}, and is goaded."
    return f"{base[:-1]} and is goaded."
