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
# event remembers: the creature that dealt the combat damage (510.3a), the spell a player cast
OBJECT_EVENTS = frozenset({"creature_combat_damage_to_player",
                           "creature_combat_damage_to_opponent",
                           "any_player_casts",  # the spell cast (601.2i), beside its caster
                           "any_player_casts_from_hand",  # (Knowledge Pool's: pool_casts.py)
                           # "Whenever an opponent casts their first spell each turn, counter
                           # that spell." (601.2i, 603.2; rules/trigger_events._nth_each_turn)
                           "cast_nth_spell", "opponent_casts_nth_spell",
                           # the permanent an Aura or Equipment was attached to as it left
                           # (its last known power, toughness, mana value: 608.2h)
                           "attached_dies", "attached_leaves",
                           # the permanent sacrificed, the card discarded: "that card" is the
                           # card it is (became) in a graveyard ("event_card", 603.10a, 400.7)
                           "you_sacrifice", "opponent_sacrifices", "player_sacrifices",
                           "you_discard_a", "opponent_discards_a", "player_discards_a"})


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
    object, while it is still the same object (400.7: none once it has changed zones);
    "event_object_controller": that object's controller (as it last existed, 608.2h)."""
    o = state.objects.get(frame.stack_id)
    if o is None:
        return []
    key = "event_object" if ref in ("event_object_controller", "event_card") else ref
    value = next((int(v) for k, v in o.chosen if k == key), None)
    if value is None:
        return []
    if ref == "event_player":
        return [player_ref(value)]
    if ref == "event_object_controller":  # 108.4; 608.2h: as it last existed, if it left
        from mtg_engine.effects.references import _last_controller

        it = state.objects.get(value)
        who = it.controller if it is not None else _last_controller(state, value)
        return [] if who is None else [player_ref(who)]
    if ref == "event_card":  # the card in a graveyard, while it stays there (400.7)
        return event_card(state, value)
    return [value] if value in state.objects else []


def event_card(state: GameState, value: int) -> list[int]:
    """603.10a, 400.7: the card the event's object is in a graveyard: a discarded card there
    itself; a sacrificed permanent's card, the new object its move to the graveyard made. None
    once it has left that graveyard (or never went there: a token, a card exiled instead)."""
    from mtg_engine.effects.references import _in_graveyard, _new_object_in_graveyard

    return [value] if _in_graveyard(state, value) else _new_object_in_graveyard(state, value)
