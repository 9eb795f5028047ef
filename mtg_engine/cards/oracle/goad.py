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
    from mtg_engine.cards.oracle.effects import _objects

    low = sentence.strip().lower()
    if not low.startswith("goad target "):
        return None
    what = _objects(ctx, low[len("goad "):], each_ok=False)
    if what is None or ctx.targets[-1].get("kind") != "creature":
        return None
    return [{"goad": {"what": what}}]


def render(st: dict[str, Any], render_static: Any) -> str:
    """The English of `lower`'s answer: the anthem's own sentence with "and is goaded" as the
    last item of its list (two items: "X and is goaded"; three: "X, Y, and is goaded")."""
    kind, p = next(iter(st.items()))
    base = render_static({kind: {k: v for k, v in p.items() if k != "goad"}})
    assert base.endswith(".")
    head, sep, last = base[:-1].rpartition(" and ")
    if sep:
        return f"{head}, {last}, and is goaded."
    return f"{base[:-1]} and is goaded."
