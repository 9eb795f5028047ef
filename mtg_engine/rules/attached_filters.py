"""Filters on what is attached to a permanent: "enchanted creatures you control" (303.4: a
creature with an Aura attached to it), "equipped creatures you control" (301.5: with an
Equipment attached), "creatures you control that are enchanted or equipped"
(`Filter.enchanted` / `Filter.equipped`; both set: either). The attachment's subtype is its
card's (an Aura stays an Aura, 303.4), read without computing the layers again."""

from __future__ import annotations

from mtg_engine.cards.dsl import Filter
from mtg_engine.state.game_state import GameState


def _attached_kinds(state: GameState, oid: int) -> set[str]:
    """"Aura" and/or "Equipment": what is attached to `oid` now."""
    kinds: set[str] = set()
    for a in state.battlefield:
        o = state.objects[a]
        if o.attached_to == oid:
            kinds |= {"Aura", "Equipment"} & set(o.card.subtypes)
    return kinds


def attached_ok(state: GameState, oid: int, f: Filter) -> bool:
    kinds = _attached_kinds(state, oid)
    wanted = [(f.enchanted, "Aura"), (f.equipped, "Equipment")]
    asked = [(want, kind) for want, kind in wanted if want is not None]
    if all(want for want, _ in asked):  # "enchanted or equipped": either
        return any(kind in kinds for _, kind in asked)
    return all((kind in kinds) == want for want, kind in asked)
