"""201.5a: an ability granted by another object's ability that refers to that object by name
("Equipped creature has '{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any
target.'"): the name means that one object, the source of the granting ability (its
"grantor"), not the creature that has the granted ability (113.7: the source of the granted
ability is that creature: it is tapped for {T}, and it activates the ability, 301.5d).

- In the card's DSL the granted ability has `grantor` -1 (dsl_activated._grantor): a cost
  part `grantor` ("sacrifice": "Sacrifice ~", 701.17a; "unattach": "Unattach ~", 701.3d) and
  the ref "grantor" (damage it deals: `source: grantor`).
- In layer 6 (613.1f) each Equipment or Aura grants its own copy, bound to its id (`bind`):
  two Blazing Torches on one creature give it two abilities, each sacrificing its own Torch.
  The bound ability's DSL text carries the id, so the ability on the stack (113.7a) and a
  saved game keep it.
- 118.3: the cost can be paid only if that object is still on the battlefield; "Sacrifice ~"
  also only if the player activating controls it (701.17a), "Unattach ~" only if it is attached
  to the creature that has the ability.
- 113.7a, 608.2h: damage it deals after it was sacrificed is dealt by it as it last existed.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import ActivatedAbility, LayerEffect
    from mtg_engine.state.game_state import Frame, GameState

_BOUND: dict[tuple[int, int], Any] = {}  # (id of the LayerEffect, grantor) -> bound effect


def bind(le: LayerEffect, grantor: int) -> LayerEffect:
    """The layer-6 effect with its abilities that name their grantor bound to `grantor`."""
    if not any(a.grantor for a in le.add_abilities):
        return le
    key = (id(le), grantor)
    got = _BOUND.get(key)
    if got is not None and got[0] is le:
        return got[1]  # type: ignore[no-any-return]
    from dataclasses import replace

    from mtg_engine.cards.dsl_abilities import granted_ability

    bound = tuple(granted_ability("add_abilities", {**json.loads(a.granted), "grantor": grantor})
                  if a.grantor and a.granted else a for a in le.add_abilities)
    out = replace(le, add_abilities=bound)
    if len(_BOUND) > 4096:  # (ids of other games' objects)
        _BOUND.clear()
    _BOUND[key] = (le, out)
    return out


def cost_problem(state: GameState, player: int, source: int, ab: ActivatedAbility) -> str | None:
    """118.3: why the `grantor` part of the cost can't be paid, or None."""
    kind = ab.cost.grantor
    if not kind:
        return None
    g = state.objects.get(ab.grantor)
    if g is None or ab.grantor not in state.battlefield:
        return "the permanent this ability names is gone (201.5a, 118.3)"
    if kind == "sacrifice":
        from mtg_engine.rules import cant_pay

        if g.controller != player or cant_pay.sacrifice_forbidden(state, player, ab.grantor):
            return "you can't sacrifice the permanent this ability names (701.17a)"
    if kind == "unattach" and g.attached_to != source:
        return "the permanent this ability names isn't attached to it (701.3d)"
    return None


def pay(state: GameState, source: int, ab: ActivatedAbility) -> None:
    """Pay the `grantor` part of the cost (602.2h): sacrifice it, or unattach it (701.3d)."""
    kind = ab.cost.grantor
    g = state.objects.get(ab.grantor)
    if not kind or g is None or ab.grantor not in state.battlefield:
        return
    if kind == "sacrifice":
        from mtg_engine.effects import primitives as prim

        prim.sacrifice(state, ab.grantor)
    elif g.attached_to == source:
        state.mut(ab.grantor).attached_to = None
        state.characteristics_changed()
        state.log.append(("unattach", ab.grantor, source))  # (701.3: what it was attached to)


def grantor_of(frame: Frame) -> int:
    """The object the resolving granted ability names (0 if none): its id as it was granted."""
    if not frame.granted:
        return 0
    from mtg_engine.cards.dsl_abilities import granted_ability

    ab = granted_ability("add_abilities", frame.granted)
    return max(int(getattr(ab, "grantor", 0)), 0)
