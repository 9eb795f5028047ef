"""X in a quality (107.3a, 601.2b): "Counter target spell with mana value X", "Destroy all
creatures with power X or less", "Search your library for a creature card with mana value X
or less".

107.3a: X in the text of a spell or ability with {X} in its cost takes the value announced for
it; 601.2b: that value is announced before the targets are chosen (601.2c), so a target
requirement that mentions X is checked with it, when the targets are chosen and again as the
spell or ability resolves (608.2b). A filter written so lists the fields that are X in
`Filter.x_fields` (in a card file, the value "X"); `bind` gives them the value. A filter whose
X isn't bound matches nothing (rules/filters.py), as an unbound "that player" does.
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import Filter, TargetSpec

# the Filter fields that may be X (208.1 power and toughness, 202.3 mana value)
X_FIELDS = ("power_le", "power_ge", "toughness_le", "toughness_ge", "mana_value_le",
            "mana_value_ge")


def bind(f: Filter, x: int) -> Filter:
    """`f` with its X fields given the value `x` (107.3a)."""
    if not f.x_fields:
        return f
    return replace(f, x_fields=(), **{k: x for k in f.x_fields})


def bind_specs(specs: tuple[TargetSpec, ...], x: int) -> tuple[TargetSpec, ...]:
    """601.2b-c: the target requirements with the X of their filters bound."""
    if not any(s.filter.x_fields for s in specs):
        return specs
    return tuple(replace(s, filter=bind(s.filter, x)) if s.filter.x_fields else s
                 for s in specs)
