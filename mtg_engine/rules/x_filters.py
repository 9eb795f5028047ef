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
from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import Filter, TargetSpec

if TYPE_CHECKING:
    from mtg_engine.state.game_state import Frame, GameState

# the Filter fields that may be X (208.1 power and toughness, 202.3 mana value)
X_FIELDS = ("power_le", "power_ge", "toughness_le", "toughness_ge", "mana_value_le",
            "mana_value_ge", "pt_total")  # (pt_total: power plus toughness, 208.1)


def bind(f: Filter, x: int) -> Filter:
    """`f` with its X fields given the value `x` (107.3a)."""
    if not f.x_fields:
        return f
    return replace(f, x_fields=(), **{k: x for k in f.x_fields})


def bind_in(state: GameState, frame: Frame, f: Filter | None) -> Filter | None:
    """`f` with its X fields bound as the instruction applies (608.2h): the X of the spell or
    ability (107.3a), or, for "with mana value equal to the number of charge counters on ~"
    (Engineered Explosives), the number of those counters on the source (122.1), as it last
    existed if it has left the battlefield (a sacrifice paid as a cost: 608.2h, 112.7a); for
    "with toughness less than or equal to the number of Islands you control" (Engulf the
    Shore), that count as the instruction applies (608.2h)."""
    if f is None or (f.x_counters is None and f.x_amount is None):
        return bind(f, frame.x) if f is not None else f
    from mtg_engine.cards.amounts import Amount
    from mtg_engine.rules.amounts import amount_value

    if f.x_amount is not None:
        return replace(bind(f, amount_value(state, frame, f.x_amount)), x_amount=None)

    counted = Amount("counters", of="self", counter_kind=f.x_counters)
    return replace(bind(f, amount_value(state, frame, counted)), x_counters=None)


def bind_specs(specs: tuple[TargetSpec, ...], x: int) -> tuple[TargetSpec, ...]:
    """601.2b-c: the target requirements with the X of their filters bound."""
    if not any(s.filter.x_fields for s in specs):
        return specs
    return tuple(replace(s, filter=bind(s.filter, x))  # (a counted bound: its own count,
                 if s.filter.x_fields and s.filter.x_amount is None else s  # filters.py)
                 for s in specs)
