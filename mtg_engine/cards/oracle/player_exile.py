"""A player exiling cards of their own (406.3), read by the grammar (player_vp1/player_vp3):

  Target player exiles a card from their graveyard.           (Relic of Progenitus)
  Target opponent exiles two cards from their hand.           (Vessel of Malignity)
  Each opponent exiles the top card of their library.         (Xander's Pact's first sentence)
  Exile the top card of your library.                         (Mystic Forge)

-> the DSL verbs `exile_from_hand`, `exile_from_graveyard` (the player chooses which cards, as
the effect resolves, 608.2d: as a discard, 701.8) and `exile_top_cards` (the top cards, 401.1), in
effects/player_exile.py."""

from __future__ import annotations

from typing import Any


def render_exile(verb: str, who: str, p: dict[str, Any]) -> str:
    """"exiles two cards from their hand" / "exile the top card of your library"."""
    from mtg_engine.cards.oracle.render import _s
    from mtg_engine.cards.oracle.render_phrases import RenderError, _num

    n = p["count"]
    if n == "X" and verb == "exile_top_cards" and not p.get("filter"):  # 107.3a
        return f"{_s(who, 'exile')} the top X cards of {'your' if who == 'you' else 'their'} " \
            "library"
    if not isinstance(n, int):
        raise RenderError("a variable number of cards exiled")
    whose = "your" if who == "you" else "their"
    cards = "a card" if n == 1 else f"{_num(n)} cards"
    if p.get("filter"):  # "a creature card" (exile_kind.py)
        if verb == "exile_top_cards" or who != "you":
            raise RenderError("cards of a kind exiled")
        from mtg_engine.cards.oracle.exile_kind import render_cards

        cards = render_cards(p)
    if verb == "exile_top_cards":
        top = "card" if n == 1 else f"{_num(n)} cards"
        down = " face down" if p.get("face_down") else ""  # 406.3 (linked.py)
        return f"{_s(who, 'exile')} the top {top} of {whose} library{down}"
    zone = "hand" if verb == "exile_from_hand" else "graveyard"
    return f"{_s(who, 'exile')} {cards} from {whose} {zone}"
