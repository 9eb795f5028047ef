"""The characteristics of cards in hands, graveyards, libraries and exile as the layer system
reads them while it computes the permanents' (613).

A card's characteristic-defining abilities work in every zone (604.3, 113.6a): Nightmare in a
graveyard has power equal to the number of Swamps its owner controls. So when a static ability
of a permanent counts or measures such cards ("gets +X/+0, where X is the greatest power among
creature cards in your graveyard", "for each creature card with power 4 or greater in your
graveyard"), it reads them with their CDAs applied, and those CDAs read the battlefield as the
layer system has computed it so far (613.8: an effect applies after those it depends on; by
layer 7 the types such a count reads are settled).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtg_engine.core.mana import ManaCost, SymbolKind
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import CardDef, Filter
    from mtg_engine.rules.layers import Characteristics


def card_in_zone(state: GameState, oid: int,
                 chars: dict[int, Characteristics]) -> Characteristics:
    """The characteristics of card `oid` outside the battlefield, its CDAs applied (604.3),
    read by an effect applied to `chars` (the permanents' characteristics being computed, or
    a card's in another zone, `battlefield_seen`)."""
    from mtg_engine.rules.layers import _from_card, _other_zone, _other_zone_statics

    cached = state._chars.get(oid)
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    if oid in chars:  # its own CDA reading itself (or a card whose CDA reads this one): as
        return chars[oid]  # computed so far
    o = state.objects[oid]
    ch = _from_card(o.card, o.controller)
    if not (state.effects or _other_zone_statics(state) or any(st.cda for st in ch.statics)):
        return ch  # (no effect can apply to it: its own values, as _other_zone would leave)
    seen = chars if _holds_battlefield(state, chars) else \
        {**battlefield_seen(state, chars, oid), **chars}
    _other_zone(state, o, ch, seen)
    return ch


def battlefield_seen(state: GameState, chars: dict[int, Characteristics],
                     oid: int) -> dict[int, Characteristics]:
    """The permanents' characteristics as an effect on object `oid` reads them: `chars` when
    `oid` is a permanent (those being computed); for a card in another zone (604.3) those
    `chars` holds when the layer system is reading the card (`card_in_zone`), else the
    current ones."""
    from mtg_engine.rules.layers import characteristics

    o = state.objects.get(oid)
    if o is None or o.zone is Zone.BATTLEFIELD:  # (None: no object, the source's count)
        return chars
    if _holds_battlefield(state, chars):
        return {c: chars[c] for c in state.battlefield}
    return {c: characteristics(state, c) for c in state.battlefield}


def _holds_battlefield(state: GameState, chars: dict[int, Characteristics]) -> bool:
    return all(c in chars for c in state.battlefield)


def cards_in_zone(state: GameState, chars: dict[int, Characteristics], zone: str, f: Filter,
                  you: int, source: int, whose: tuple[int, ...] | None = None
                  ) -> list[Characteristics]:
    """The cards in the hands or graveyards (`zone`, 400.1) that `f`'s controller names
    ("you": yours, "opponent": your opponents', none: every player's), or of the players
    `whose`, matching `f`, with their own CDAs (`card_in_zone`)."""
    from mtg_engine.rules.filters import match_characteristics

    anyone = replace(f, controller=None)  # (whose zone, not who controls the card, 108.4a)
    owners = list(whose) if whose is not None else [you] if f.controller == "you" else \
        [p for p in range(len(state.players)) if p != you] \
        if f.controller == "opponent" else list(range(len(state.players)))
    cards = [(state.objects[c], card_in_zone(state, c, chars)) for p in owners
             for c in owned_cards(state, p, zone)]
    return [ch for o, ch in cards if match_characteristics(state, o, ch, anyone, you, source)]


def mana_cost_key(card: CardDef) -> tuple[int | None, tuple[str, ...]] | None:
    """202.1: what makes two mana costs the same (their symbols, in any order; a split
    card's is its two halves' combined, 709.4d: {1}{R} // {1}{U} is {2}{U}{R}); None for a
    card with no mana cost (202.1b)."""
    symbols = card.mana_cost.symbols
    if not symbols:
        return None
    generic = [s.amount for s in symbols if s.kind is SymbolKind.GENERIC]
    return (sum(generic) if generic else None,
            tuple(sorted(str(ManaCost((s,))) for s in symbols if s.kind is not SymbolKind.GENERIC)))


def card_types_among(cards: list[Characteristics]) -> int:
    """205.2a: how many card types the characteristics `cards` have among them (Tarmogoyf's
    count: an artifact land counts two, two creatures one)."""
    return len({t for ch in cards for t in ch.types})


def owned_cards(state: GameState, player: int, zone: str) -> list[int]:
    """The cards in `player`'s hand or graveyard (400.1), or "the cards they own in exile and
    in their graveyard" (406.1: exile is shared, each card there counted for its owner)."""
    if zone == "exile_and_graveyard":
        return [*state.players[player].graveyard,
                *(c for c in state.exile if state.objects[c].owner == player)]
    return list(getattr(state.players[player], zone))
