"""Offering (702.48): "[Subtype] offering" means "As an additional cost to cast this spell,
you may sacrifice a [subtype] permanent. If you chose to pay the additional cost, this spell's
total cost is reduced by the sacrificed permanent's mana cost, and you may cast this spell any
time you could cast an instant." (Patron of the Kitsune, Patron of the Akki)

The card's DSL has an `alt_costs` entry of kind "offering": its own mana cost (`mana`) and the
sacrifice (`cost`, chosen as the spell is cast, 702.48b: CastSpell.additional, paid with the
total cost, 601.2h). Announced as that entry, the spell may be cast at instant speed
(rules/casting.py), and its total cost is reduced as 702.48c says (`reduced`): generic mana by
the sacrificed permanent's generic mana, each colored or colorless symbol by one of the same
type, or by one generic mana if there is none of that type left.

Deviation: the engine announces offering as one of the spell's alternative costs (118.9), so
it isn't combined with another alternative cost (none of the cards with offering has one; a
"without paying its mana cost" permission would leave nothing to reduce anyway)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtg_engine.core.mana import ManaCost, ManaSymbol, SymbolKind

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import CardDef
    from mtg_engine.state.game_state import GameState

KIND = "offering"


def alt_cost(param: str, dsl: dict[str, Any], types: tuple[str, ...]) -> str | None:
    """Put "[Subtype] offering" (`param`) on the DSL mapping `dsl`; a string says why not."""
    from mtg_engine.core.creature_types import CREATURE_TYPES

    words = param.split()
    sub = words[0][:1].upper() + words[0][1:].lower() if len(words) == 2 else ""
    if sub not in CREATURE_TYPES or words[1].lower() != "offering":
        return f"keyword Offering (702.48) {param!r} is not understood"
    if not dsl.get("cost") or any(a.get("kind") == KIND for a in dsl.get("alt_costs", ())):
        return "keyword Offering (702.48) with no mana cost, or twice"
    dsl.setdefault("alt_costs", []).append({"kind": KIND, "mana": dsl["cost"],
                                            "cost": {"sacrifice": {"subtypes": [sub]}}})
    return None


def announced(card: CardDef, alt: int) -> bool:
    """Is `alt` the card's offering (702.48a)?"""
    return 0 <= alt < len(card.alt_costs) and card.alt_costs[alt].kind == KIND


def has_offering(card: CardDef) -> bool:
    return any(a.kind == KIND for a in card.alt_costs)


def reduced(state: GameState, cost: ManaCost, sacrificed: tuple[int, ...]) -> ManaCost:
    """702.48c: `cost` reduced by the mana cost of each sacrificed permanent (as it is on the
    battlefield, its copiable values, 707.2; X is 0 there, 107.3b)."""
    from mtg_engine.rules.layers import characteristics

    symbols = list(cost.symbols)
    generic_off = 0
    for oid in sacrificed:
        if oid not in state.objects:
            continue
        for s in characteristics(state, oid).mana_cost.symbols:
            generic_off += _take(symbols, s)
    generic = sum(s.amount for s in symbols if s.kind is SymbolKind.GENERIC)
    rest = tuple(s for s in symbols if s.kind is not SymbolKind.GENERIC)
    generic = max(0, generic - generic_off)
    return ManaCost(((ManaSymbol(SymbolKind.GENERIC, amount=generic),) if generic else ())
                    + rest)


def _take(symbols: list[ManaSymbol], s: ManaSymbol) -> int:
    """Remove from `symbols` the symbol of the same type `s` reduces (a colored or colorless
    one; 118.7e: a hybrid's half that finds one), or return the generic mana it reduces."""
    if s.kind is SymbolKind.GENERIC:
        return s.amount
    if s.kind is SymbolKind.VARIABLE:
        return 0  # 107.3b: X is 0 on the battlefield
    if s.kind is SymbolKind.COLORLESS:
        wanted = [i for i, t in enumerate(symbols) if t.kind is SymbolKind.COLORLESS]
    elif s.kind in (SymbolKind.COLORED, SymbolKind.PHYREXIAN, SymbolKind.HYBRID,
                    SymbolKind.MONO_HYBRID):
        wanted = [i for i, t in enumerate(symbols)
                  if t.kind is SymbolKind.COLORED and t.colors in s.colors]
    else:
        wanted = []
    if wanted:
        del symbols[wanted[0]]
        return 0
    return s.mana_value  # (any excess reduces that much generic mana, 702.48c)
