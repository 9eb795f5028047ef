"""Costs to attack and to block (508.1d, 508.1h-j, 509.1c-f) of static abilities.

"~ can't attack or block unless you pay {2}." (Qal Sisma Behemoth), "Enchanted creature can't
attack or block unless its controller pays {1} for each card in your hand." (Cowed by Wisdom),
"Creatures can't attack you unless their controller pays {X} for each creature they control
that's attacking you, where X is ..." (Collective Restraint): an anthem's restriction
`cant_attack_unless_paid` / `cant_attack_you...` with its `attack_cost`, or
`cant_block_unless_paid` with its `block_cost`; `cost_times` (the DSL's `cost_each` or `cost_x`)
multiplies the cost per creature, or is X in it (107.3), counted from the point of view of the
ability's controller and source (608.2h) as the declaration's total cost is locked in (508.1h,
509.1d).

508.1d, 509.1c: a player is never required to pay a cost to attack or block, so a creature
taxed this way obeys no requirement to attack or block (rules/combat.blocking_instance drops
the blocker's requirements, as rules/goad.py's weights leave out taxed attacks).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import StaticAbility
from mtg_engine.core.mana import ManaCost
from mtg_engine.state.game_state import Frame, GameState

BLOCK_COST_KIND = "cant_block_unless_paid"  # 509.1c: the anthem's restriction on blocking


def cost_per_creature(state: GameState, st: StaticAbility, cost: str, controller: int,
                      src: int) -> ManaCost:
    """One creature's cost of the static ability `st` of `src`: `cost` as printed, "{X}"
    being the counted amount (107.3), or "{1} for each ..." that many times (608.2h)."""
    base = ManaCost.parse(cost)
    if st.cost_times is None:
        return base
    from mtg_engine.rules.amounts import amount_value

    frame = Frame((), ("", False, "ability", 0), 0, controller, src, "", (), ())
    n = amount_value(state, frame, st.cost_times)
    if base.has_x:
        return base.with_x(n)
    total = ManaCost()
    for _ in range(n):
        total = total + base
    return total


def block_taxes(state: GameState, blocker: int) -> list[tuple[StaticAbility, int, int]]:
    """509.1c: the static abilities (with their source and its controller) that make
    `blocker` pay to block, while their "as long as" condition holds (611.3a)."""
    from mtg_engine.rules.conditions import holds
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.rules.restrictions import _any_static, affected_by

    if not _any_static(state, "restrictions"):
        return []
    out = []
    for src in state.battlefield:
        ch = characteristics(state, src)
        for st in ch.statics:
            if not st.block_cost or not any(r.kind == BLOCK_COST_KIND for r in st.restrictions):
                continue
            if not affected_by(state, st, src, ch.controller, blocker):
                continue
            if st.when is not None and not holds(state, st.when, ch.controller, src):
                continue
            out.append((st, src, ch.controller))
    return out


def block_cost(state: GameState, blockers: set[int]) -> ManaCost:
    """509.1d: the total cost to block of a declaration: each blocking creature's cost, once
    whatever number of creatures it blocks, summed."""
    total = ManaCost()
    for b in sorted(blockers):
        for st, src, controller in block_taxes(state, b):
            total = total + cost_per_creature(state, st, st.block_cost, controller, src)
    return total


def block_cost_payable(state: GameState, player: int, blockers: set[int]) -> bool:
    """509.1e-f: can `player` pay the declaration's total cost to block with their mana?"""
    from mtg_engine.rules.mana import find_payment

    cost = block_cost(state, blockers)
    return not cost or find_payment(state, player, cost) is not None


def pay_block_cost(state: GameState, player: int, cost: ManaCost) -> None:
    """509.1e-f: mana abilities, then the locked-in cost is paid in full (check_block made
    sure it can be)."""
    from mtg_engine.rules.casting import pay_cost
    from mtg_engine.rules.mana import find_payment

    payment = find_payment(state, player, cost)
    if payment is not None:
        pay_cost(state, player, payment)
        state.log.append(("paid", player, str(cost)))
