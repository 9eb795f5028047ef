"""Cipher (702.99), a keyword of instants and sorceries.

702.99a: cipher represents two static abilities: "If this spell is represented by a card, you
may exile this card encoded on a creature you control" (as the spell resolves, after its other
instructions: the `encode` instruction the card DSL appends to the spell's, cards/dsl_cards.py)
and "For as long as this card is encoded on that creature, that creature has 'Whenever this
creature deals combat damage to a player, you may copy the encoded card and you may cast the
copy without paying its mana cost.'"

The second is a continuous effect (layer 6, 613.1f) with the timestamp of the encoding, giving
the creature that triggered ability (its DSL names the encoded card: `cipher_cast`); it lasts
as long as the card remains exiled and the creature on the battlefield (702.99c: it stays
encoded if the creature changes controller or stops being a creature; the duration
"source_exiled", rules/layers.lapsed). 702.99b: the relation is "encoded". The copy is cast as
any card copy is (707.12, rules/cast_copy.py: 118.9 without paying its mana cost, X is 0).
A spell exiled this way isn't put into its owner's graveyard (608.2n: it left the stack).
"""

from __future__ import annotations

from mtg_engine.cards.dsl import Effect, LayerEffect
from mtg_engine.state.game_state import ContinuousEffect, Frame, GameState
from mtg_engine.state.objects import Zone

ENCODE = Effect("encode")
CIPHER_TEXT = "Whenever this creature deals combat damage to a player, you may copy the " \
    "encoded card and you may cast the copy without paying its mana cost."
SOURCE_EXILED = "source_exiled"  # 702.99c: the effect's duration


def v_encode(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.99a: "you may exile this card encoded on a creature you control": the spell's
    controller chooses one of their creatures or none; False while waiting for the choice."""
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules.layers import characteristics
    from mtg_engine.rules.zones import move_object

    sid = frame.stack_id
    o = state.objects.get(sid)
    if not frame.is_spell or o is None or o.zone is not Zone.STACK or o.copy:
        return True  # a copy isn't represented by a card (702.99a, 707.10)
    mine = tuple(c for c in state.battlefield if state.objects[c].controller == frame.controller
                 and characteristics(state, c).is_creature)
    if not mine:
        return True
    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "cipher", mine, 0, 1,
                                          f"cipher: encode {o.card.name} on a creature you "
                                          "control?"), "effect")
    chosen = [c for c in frame.answer if c in mine]
    if not chosen:
        return True
    card = move_object(state, sid, Zone.EXILE)
    if card is not None and card in state.objects and state.objects[card].zone is Zone.EXILE:
        encode(state, card, chosen[0], frame.controller)
    return True


def encode(state: GameState, card: int, creature: int, player: int) -> None:
    """702.99a-b: the exiled `card` becomes encoded on `creature`, which has the cipher
    trigger for as long as it stays encoded (702.99c)."""
    from mtg_engine.cards.dsl_abilities import granted_ability

    trigger = granted_ability("add_triggers", {
        "event": "combat_damage_to_player", "text": CIPHER_TEXT,
        "effects": [{"cipher_cast": {"card": card}}]})
    state.effects = (*state.effects, ContinuousEffect(
        "6", (creature,), state.new_timestamp(), until=SOURCE_EXILED,
        mod=LayerEffect(add_triggers=(trigger,)), controller=player, source=card))
    state.log.append(("encoded", player, card, creature))
    state.characteristics_changed()


def encoded_on(state: GameState, creature: int) -> list[int]:
    """The cards encoded on `creature` now (702.99b-c)."""
    return [e.source for e in state.effects if e.until == SOURCE_EXILED
            and creature in e.affected and e.source in state.objects
            and state.objects[e.source].zone is Zone.EXILE]


def v_cipher_cast(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.99a: "you may copy the encoded card and you may cast the copy without paying its
    mana cost" (nothing if it is no longer in exile, 702.99c, 400.7)."""
    from mtg_engine.rules.cast_copy import cast_copy_of

    card = int(e.get("card", 0))
    o = state.objects.get(card)
    return cast_copy_of(state, frame, card if o is not None and o.zone is Zone.EXILE else 0)


VERBS = {"encode": v_encode, "cipher_cast": v_cipher_cast}
