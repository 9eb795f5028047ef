"""Embalm (702.128) and eternalize (702.129): activated abilities of a card in a graveyard.

702.128a: "Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token
that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie in
addition to its other types. Activate only as a sorcery."
702.129a: "Eternalize [cost]" means "[Cost], Exile this card from your graveyard: Create a
token that's a copy of this card, except it's black, it's 4/4, it has no mana cost, and it's a
Zombie in addition to its other types. Activate only as a sorcery."

The ability is written by cards/keyword_dsl.py (`embalm`); its cost exiles the card (as
scavenge's, 702.97a). As it resolves, the token is made from the card as it was exiled (the
card in exile, or as it last existed there, 608.2h: its printed values, 707.2).

707.9b: the exceptions are part of the token's copiable values: its definition is the card
with them applied, a token definition of its own (`CardDef.token_key` "<name> (embalm)"), so a
copy of the token copies them too, and a saved game finds it again (`derived_token`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtg_engine.core.mana import ManaCost

if TYPE_CHECKING:
    from mtg_engine.cards.database import CardDatabase
    from mtg_engine.cards.dsl import CardDef, Effect
    from mtg_engine.state.game_state import Frame, GameState

KINDS = ("embalm", "eternalize")


def token_definition(card: CardDef, kind: str) -> CardDef:
    """The copiable values of the token (707.2, 707.9b): the card's, white (embalm) or black,
    4/4 (eternalize), with no mana cost (its mana value is 0, 202.3), a Zombie in addition to
    its other types (205.1b: its creature types keep theirs)."""
    subtypes = card.subtypes if "Zombie" in card.subtypes else (*card.subtypes, "Zombie")
    main = card.type_line.partition(" — ")[0]
    type_line = f"{main} — {' '.join(subtypes)}"
    changes: dict[str, object] = {}
    if kind == "eternalize":
        changes = {"power": 4, "toughness": 4}
    return replace(card, is_token=True, token_key=f"{card.name} ({kind})",
                   colors="W" if kind == "embalm" else "B", mana_cost=ManaCost(),
                   value_cost=None, subtypes=subtypes, type_line=type_line, **changes)


def derived_token(db: CardDatabase, key: str) -> CardDef | None:
    """The token definition named by `key` ("Sacred Cat (embalm)"), built from its card; None
    when `key` names no such token."""
    for kind in KINDS:
        suffix = f" ({kind})"
        if key.lower().endswith(suffix):
            name = key[:-len(suffix)]
            if name in db:
                return token_definition(db.get(name), kind)
    return None


def v_embalm(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.128a, 702.129a: create the token (for the ability's controller), through the
    replacement effects that watch token creation (614.16)."""
    from mtg_engine.effects import primitives as prim

    card = next((r for r in frame.remembered if r > 0), 0)  # the card exiled for the cost
    printed = state.objects[card].card if card in state.objects \
        else state.db.get(frame.source_card)
    kind = e.get("kind")
    token = token_definition(printed, kind)
    state.db.register_token(token)
    prim.create_tokens(state, token, frame.controller, 1)
    return True
