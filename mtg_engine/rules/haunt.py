"""Haunt (702.55): "When this creature dies, exile it haunting target creature." and the
abilities of the exiled card that trigger when the creature it haunts dies.

702.55a: a creature's haunt is a triggered ability (keyword_dsl.HAUNT) whose instruction,
`haunt`, moves the card the creature became in the graveyard (400.7: the same card, still
there) to exile and records the creature targeted: the exiled object keeps ("haunting", id)
in `GameObject.chosen`. 702.55b: that card "haunts" the creature targeted, whatever it is now;
a creature that leaves the battlefield becomes a new object (400.7), which is not haunted.
702.55c: its triggered abilities that refer to the haunted creature ("When the creature it
haunts dies", event `haunted_dies`) trigger from exile; the ability is controlled by the
card's owner (it has no controller in exile), and the creature that died is remembered."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.rules import last_known
from mtg_engine.rules import trigger_base as _b
from mtg_engine.state.game_state import Frame, GameState, PendingTrigger
from mtg_engine.state.objects import Zone

HAUNTING = "haunting"  # the key of the record in the exiled card's `chosen`
EVENT = "haunted_dies"
SPELL_EVENT = "haunt_spell_resolved"  # 702.55a: an instant's or sorcery's haunt
_CREATURE = Filter(types=("Creature",))


def v_haunt(state: GameState, frame: Frame, e: Effect) -> bool:
    """702.55a: exile the card (the ref `what`, the card in the graveyard) haunting the target
    creature (608.2b: the ability doesn't resolve if that target is illegal)."""
    from mtg_engine.effects.references import resolve_refs
    from mtg_engine.rules.zones import move_object

    cards = [c for c in resolve_refs(state, frame, e.get("what")) if c > 0
             and c in state.objects and state.objects[c].zone is Zone.GRAVEYARD]
    target = frame.targets[0] if frame.targets else 0
    if not cards or target <= 0:  # (the card has left the graveyard: 400.7, a new object)
        return True
    new = move_object(state, cards[0], Zone.EXILE)
    if new is not None and new in state.objects:
        o = state.mut(new)
        o.chosen = (*o.chosen, (HAUNTING, str(target)))  # 702.55b
        state.log.append(("haunts", new, target))
    state.frame = replace(frame, answer=None)
    return True


def haunted_by(state: GameState, creature: int) -> list[int]:
    """The cards in exile haunting `creature` (702.55b)."""
    key = (HAUNTING, str(creature))
    return [x for x in state.exile if x in state.objects and key in state.objects[x].chosen]


def _on_move(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
             batch: _b.Batch) -> None:
    """700.4: a creature put into a graveyard from the battlefield (as it last existed there,
    603.10a); the cards haunting it trigger from exile (702.55c)."""
    if ev[4] != "battlefield" or ev[5] != "graveyard" or ev[1] not in batch.lki or not state.exile:
        return
    old = ev[1]
    if not last_known.matches_as_it_left(state, batch.lki[old], _CREATURE, 0, 0):
        return
    for x in haunted_by(state, old):
        o = state.objects[x]
        _b._fire(state, found, x, o.card, o.owner, EVENT, old, remembered=(old,))


def _on_resolved(state: GameState, found: list[PendingTrigger],  # type: ignore[type-arg]
                 ev: tuple, batch: _b.Batch) -> None:
    """("resolved_to_graveyard", spell, card): an instant's or sorcery's haunt, "When this
    spell card is put into a graveyard after resolving, exile it haunting target creature"
    (702.55a), triggers from the graveyard; its owner controls it."""
    o = state.objects.get(ev[2])
    if o is None or o.zone is not Zone.GRAVEYARD:
        return
    _b._fire(state, found, o.id, o.card, o.owner, SPELL_EVENT)


_b.register("move", _on_move)
_b.register("resolved_to_graveyard", _on_resolved)

VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"haunt": v_haunt}
