"""The player and the object a trigger event was about, both kept for the effect (603.2,
608.2h): "Whenever a creature enters the battlefield under an opponent's control, that player
loses 1 life" (the creature is remembered, "that player" is the opponent it entered under, as
it entered: a later change of control doesn't change who "that player" is); "Whenever a
creature you control deals combat damage to a player, put a +1/+1 counter on it" (the player
is remembered, "it" is the creature that dealt the damage).

The trigger carries them from the event (PendingTrigger.event_player, .event_ref) to its
stack object (`chosen`: "event_player", "event_object"), where the DSL references of the
same names find them as the ability resolves (effects/references.py)."""

from __future__ import annotations

from mtg_engine.state.game_state import Frame, GameState, PendingTrigger
from mtg_engine.state.objects import player_ref

# Events whose object (PendingTrigger.event_ref) the effect may name beside the player the
# event remembers: the creature that dealt the combat damage (510.3a)
OBJECT_EVENTS = frozenset({"creature_combat_damage_to_player",
                           "creature_combat_damage_to_opponent"})


def on_stack(t: PendingTrigger, event: str) -> tuple[tuple[str, str], ...]:
    """What the trigger's stack object keeps of its event (its `chosen`, 603.3)."""
    kept: tuple[tuple[str, str], ...] = ()
    if t.event_player >= 0:
        kept = (("event_player", str(t.event_player)),)
    if event in OBJECT_EVENTS and t.event_ref > 0:
        kept = (*kept, ("event_object", str(t.event_ref)))
    return kept


def resolve(state: GameState, frame: Frame, ref: str) -> list[int]:
    """"event_player": the player the event was about (a player ref); "event_object": the
    object, while it is still the same object (400.7: none once it has changed zones)."""
    o = state.objects.get(frame.stack_id)
    if o is None:
        return []
    value = next((int(v) for k, v in o.chosen if k == ref), None)
    if value is None:
        return []
    if ref == "event_player":
        return [player_ref(value)]
    return [value] if value in state.objects else []
