"""601.2f, 118.7b-c: a spell's own reduction by coloured mana ("As long as it's your turn, this
spell costs {2}{U}{U} less to cast.": dsl.SelfCostReduction.mana, when its condition holds).
Each coloured symbol of the reduction takes one symbol of that colour off the cost; one the
cost lacks (118.7b) or has too few of (118.7c) reduces its generic part by one instead. The
generic part of the reduction is the `less` every own reduction has (rules/costs.py)."""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef
from mtg_engine.core.mana import ManaCost, ManaSymbol, SymbolKind
from mtg_engine.state.game_state import GameState


def reduce_colored(state: GameState, player: int, oid: int, card: CardDef,
                   symbols: list[ManaSymbol]) -> tuple[list[ManaSymbol], int]:
    """(the cost's symbols with the coloured reduction taken off, the generic mana it takes
    off instead: 118.7b-c)."""
    r = card.self_cost
    if r is None or not r.mana:
        return symbols, 0
    from mtg_engine.rules.conditions import holds

    if r.condition is not None and not holds(state, r.condition, player, oid):
        return symbols, 0
    times = 1
    if r.per is not None:  # "{G} less for each green creature you control" (601.2f: counted now)
        from dataclasses import replace

        from mtg_engine.rules.costs import own_reduction

        times = own_reduction(state, player, oid, replace(r, less=1), card.name, "spell")
    out, generic = list(symbols), 0
    for s in ManaCost.parse(r.mana).symbols * times:
        i = next((i for i, t in enumerate(out)
                  if t.kind is SymbolKind.COLORED and t.colors == s.colors), None)
        if i is None:
            generic += 1  # 118.7b-c
        else:
            del out[i]
    return out, generic
