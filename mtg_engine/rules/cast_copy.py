"""Casting a copy of a card (707.12): the `cast_copy` verb ("Copy the exiled card. You may cast
the copy without paying its mana cost.", "copy target instant card in your graveyard ...").

- 707.12: the copy is created in the zone the card is in (exile, a graveyard), then cast while
  the effect resolves (601.2a-h: its targets are chosen, its additional costs paid; "without
  paying its mana cost", 118.9: X is 0, 107.3); it becomes cast (601.2i: "whenever you cast"
  triggers, 702.40 storm counts it). Once cast it is a spell on the stack like any other (it
  can be countered).
- 707.10a (704.5e): a copy of a card in a zone other than the stack or the battlefield ceases
  to exist: one not cast is gone as the effect ends, and the copy, having resolved or been
  countered, doesn't go to a graveyard (rules/zones.py: not a card).
- The copy is owned by the player who casts it (707.10: the player under whose control it was
  put onto the stack) and has the card's copiable values (707.2: a copy effect on the card).
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import GameObject, Zone

_ZONES = (Zone.EXILE, Zone.GRAVEYARD)
KEY = "card_copy"  # the frame variable holding the copy's id while it may be cast


def v_cast_copy(state: GameState, frame: Frame, e: Effect) -> bool:
    """707.12: copy the card `what` in its zone and let the effect's controller cast the copy
    without paying its mana cost (`free`, the only way the DSL allows); False while waiting for
    a decision."""
    from mtg_engine.effects.references import resolve_refs

    found = [] if dict(frame.vars).get(KEY) is not None else [
        r for r in resolve_refs(state, frame, e.get("what"))
        if r > 0 and r in state.objects and state.objects[r].zone in _ZONES
        and state.objects[r].kind is None]
    return cast_copy_of(state, frame, found[0] if found else 0)


def cast_copy_of(state: GameState, frame: Frame, card: int) -> bool:
    """707.12: copy the card `card` (in exile or a graveyard; 0 once copied, or when there is
    none) and let the frame's controller cast the copy without paying its mana cost; False
    while waiting for a decision."""
    from mtg_engine.effects.stack_verbs import _cast_exiled_free

    copy_id = dict(frame.vars).get(KEY)
    if copy_id is None:
        if card not in state.objects or state.objects[card].zone not in _ZONES:
            return True  # the card has left that zone (400.7): nothing to copy
        copy_id = card_copy(state, card, frame.controller)
        state.frame = frame = replace(frame, vars=(*frame.vars, (KEY, copy_id)))
    zone = state.objects[copy_id].zone if copy_id in state.objects else Zone.EXILE
    if not _cast_exiled_free(state, frame, copy_id, zone=zone):
        return False
    if copy_id in state.objects:  # not cast: 707.10a, 704.5e
        cease_to_exist(state, copy_id)
    return True


def card_copy(state: GameState, oid: int, player: int) -> int:
    """707.12: a copy of the card `oid` in its zone, owned and controlled by `player`, with its
    copiable values (707.2)."""
    from mtg_engine.rules.copy import add_copy_effect

    orig = state.objects[oid]
    c = GameObject(state.new_id(), orig.card, player, orig.zone, state.new_timestamp())
    c.controller = player
    c.copy = True
    state.add_object(c)
    state.zone_list(orig.zone, player).append(c.id)
    if any(x.copy_card and oid in x.affected for x in state.effects):
        add_copy_effect(state, c.id, oid, c.id)
    state.log.append(("card_copy", player, c.id, orig.card.name))
    return c.id


def cease_to_exist(state: GameState, oid: int) -> None:
    """707.10a, 704.5e: a copy of a card outside the stack and the battlefield is removed."""
    o = state.objects[oid]
    zone = state.zone_list(o.zone, o.owner)
    if oid in zone:
        zone.remove(oid)
    state.remove_object(oid)
    state.log.append(("ceased", oid, o.card.name))


VERBS = {"cast_copy": v_cast_copy}
