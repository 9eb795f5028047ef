"""205.3m, 613.1d, 611.3c: a creature-type effect on the creatures you control that "the same is
true for" your creature spells and your creature cards elsewhere (Maskwood Nexus, Arcane
Adaptation):

  Creatures you control are every creature type. The same is true for creature spells you
  control and creature cards you own that aren't on the battlefield.
  Creatures you control are the chosen type in addition to their other types. The same is
  true for creature spells you control and creature cards you own that aren't on the
  battlefield.

-> one `continuous` static with `zone: all` (rules/layers._other_zone: it applies to cards in
every zone and spells too; outside the battlefield a card's controller is its owner, 108.4a),
as the built-in Conspiracy's, and back."""

from __future__ import annotations

from typing import Any

_SAME = (" The same is true for creature spells you control and creature cards you own that "
         "aren't on the battlefield.")
_HEADS = {"Creatures you control are every creature type.": "all_creature_types",
          "Creatures you control are the chosen type in addition to their other types.":
              "add_chosen_type"}


def lower(para: str) -> dict[str, Any] | None:
    """The static of such a paragraph, or None."""
    if not para.endswith(_SAME):
        return None
    key = _HEADS.get(para[: -len(_SAME)])
    if key is None:
        return None
    return {"continuous": {"zone": "all", "filter": {"types": ["Creature"], "controller": "you"},
                           key: True}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s static, or None for another."""
    head = next((h for h, k in _HEADS.items()
                 if p == {"zone": "all", "filter": {"types": ["Creature"], "controller": "you"},
                          k: True}), None)
    return None if head is None else head + _SAME
