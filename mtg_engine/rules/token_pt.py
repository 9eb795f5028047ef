"""A token whose power and toughness the effect that creates it sets ("Create an X/X black
Horror creature token, where X is ...").

111.3: the characteristic values an effect defines for a token are its "text", functionally
equivalent to values printed on a card: they are its copiable values (707.2). The token's card
is a 0/0 (cards/oracle/tokens_x.py); the values are given as a layer-1 effect with the
token's own card and the defined power and toughness as its exception (707.9b), from the moment
the token exists, so that a copy of it copies them (rules/copy.copy_spec) and every later layer
applies on top of them (613.1a, 613.4).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import CardDef, LayerEffect
from mtg_engine.state.game_state import ContinuousEffect, GameState


def define_pt(state: GameState, oid: int, token: CardDef, power: int, toughness: int,
              source: int) -> None:
    """111.3: token `oid` (of card `token`) has base power `power` and toughness
    `toughness` as its copiable values."""
    eff = ContinuousEffect("1", (oid,), state.new_timestamp(), until="", source=source,
                           copy_card=token.key, copy_token=True,
                           copy_except=(LayerEffect(set_power=power, set_toughness=toughness),))
    state.effects = (*state.effects, eff)
    state.characteristics_changed()
