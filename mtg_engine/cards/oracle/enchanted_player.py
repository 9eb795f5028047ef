"""A Curse's static ability on what the enchanted player controls (303.4: an Aura attached to a
player): "Creatures enchanted player controls get -1/-1." (Curse of Death's Hold) is the static
the grammar reads for "Creatures you control get -1/-1.", its filter's controller
"enchanted_player" (rules/filters.py: the player the source is attached to), and back."""

from __future__ import annotations

from typing import Any

_WHOSE = " enchanted player controls "


_CASTS = "Enchanted player can't cast "
# (an Aura on a creature: "Enchanted creature's controller can't cast creature spells.")
_WHO = {"enchanted_player": _CASTS,
        "enchanted_controller": "Enchanted creature's controller can't cast "}


def lower(para: str) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.static_lowering import grammar_static

    who = next((w for w, words in _WHO.items() if para.startswith(words)), None)
    if who is not None:  # 101.2: "... can't cast more than one spell each turn."
        st = grammar_static("You can't cast " + para[len(_WHO[who]):])
        p = (st or {}).get("cant_cast")
        if p is None or p.get("whose") != "you" or set(p) - {"whose", "filter", "max_count"}:
            return None
        return {"cant_cast": {**p, "whose": who}}

    if para.count(_WHOSE) != 1 or not para.startswith("Creatures" + _WHOSE):
        return None
    st = grammar_static(para.replace(_WHOSE, " you control ", 1))
    if st is None or len(st) != 1:
        return None
    kind, p = next(iter(st.items()))
    f = p.get("filter") if kind in ("anthem", "continuous") else None
    if f != {"types": ["Creature"], "controller": "you"} or "as_long_as" in p:
        return None
    return {kind: {**p, "filter": {**f, "controller": "enchanted_player"}}}


def render(st: dict[str, Any], render_static: Any) -> str | None:
    """The English of `lower`'s static, or None if it isn't one."""
    kind, p = next(iter(st.items()))
    if kind == "cant_cast" and p.get("whose") in _WHO:
        said = render_static({kind: {**p, "whose": "you"}})
        return _WHO[p["whose"]] + said[len("You can't cast "):] \
            if said.startswith("You can't cast ") else None
    f = (p or {}).get("filter") or {}
    if f.get("controller") != "enchanted_player":
        return None
    text = render_static({kind: {**p, "filter": {**f, "controller": "you"}}})
    if not text.lower().startswith("creatures you control "):
        return None
    return text.replace(" you control ", _WHOSE, 1)
