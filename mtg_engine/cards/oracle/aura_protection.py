"""An Aura granting protection that doesn't remove itself (702.16c), Oracle text -> DSL, and
back: "Enchanted creature has protection from black. This effect doesn't remove ~." (the Ward
cycle) is the anthem the grammar reads for its first sentence, marked `keeps_self`
(rules/aura_protection.py judges it as state-based actions are checked, 704.5m)."""

from __future__ import annotations

from typing import Any

SUFFIX = " This effect doesn't remove ~."


def lower(para: str) -> dict[str, Any] | None:
    """The marked anthem of such a paragraph, or None."""
    from mtg_engine.cards.oracle.static_lowering import grammar_static

    if not para.endswith(SUFFIX):
        return None
    st = grammar_static(para[: -len(SUFFIX)])
    if st is None or set(st) != {"anthem"}:
        return None
    p = st["anthem"]
    kws = p.get("keywords") or []
    if p.get("affects") != "enchanted" or set(p) != {"affects", "keywords"} \
            or not kws or not all(k.startswith("protection from ") for k in kws):
        return None  # (only an Aura's own protection grant)
    return {"anthem": {**p, "keeps_self": True}}


def without(st: dict[str, Any]) -> dict[str, Any]:
    """The static without its mark (for rendering its first sentence)."""
    kind, p = next(iter(st.items()))
    return {kind: {k: v for k, v in p.items() if k != "keeps_self"}}
