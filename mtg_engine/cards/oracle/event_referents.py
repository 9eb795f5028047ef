"""The second thing a trigger event was about, beside the one it remembers (603.2, 608.2h):
the player of an event about an object ("Whenever a creature enters the battlefield under an
opponent's control, that player loses 1 life": the opponent it entered under; "Whenever a
Dragon you control becomes the target of a spell or ability an opponent controls, ~ deals 3
damage to that player": the spell's controller), or the object of an event about a player
("Whenever a creature you control deals combat damage to a player, put a +1/+1 counter on
it": the creature that dealt the damage).

The engine keeps both as the ability triggers (rules/event_referents.py): the DSL names them
`event_player` and `event_object`. resolve.py binds "that player" / "it" / "that creature"
to them only when nothing else is named first (EVENT_SECOND)."""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any

from mtg_engine.cards.oracle import ir
from mtg_engine.cards.oracle.resolve import Bound

# "When enchanted creature dies / leaves the battlefield, its controller ...": the player who
# controlled it as it left (608.2h)
_ATTACHED_GONE = frozenset({"attached_leaves", "attached_dies", "attached_to_graveyard"})
# events after which the engine keeps the player the event was about (the controller of the
# permanent entering as it enters; the controller of the spell or ability targeting)
_PLAYER_TOO = frozenset({"another_enters", "permanent_enters", "becomes_target_by_opponent",
                         "permanent_targeted", "permanent_targeted_by_opponent",
                         "permanent_targeted_by_you", "permanent_targeted_by_spell",
                         "permanent_targeted_by_opponent_spell",
                         "permanent_targeted_by_instant_sorcery",
                         # the opponent attacked (508.1m); the controller of the source
                         # dealing the damage (120.3), as it dealt it
                         "creature_attacks_opponent", "source_damage_to_self",
                         "source_damage_to_you",
                         # the controller of the spell targeting ~ (trigger_history.py)
                         "becomes_target_of_opponent_spell", "becomes_target_of_your_spell",
                         "source_damage_to_you_or_permanent", "you_targeted_by_spell",
                         "you_or_yours_targeted_by_opponent", "you_targeted_by_opponent",
                         "you_and_or_yours_targeted_by_opponent",
                         # the owner of the graveyard (404.2; trigger_history.py)
                         "card_to_players_graveyard", "permanent_to_players_graveyard",
                         "permanent_to_opponents_graveyard_player",
                         "permanent_returned_to_players_hand",  # (its owner, trigger_returned.py)
                         }) | _ATTACHED_GONE
# events after which the engine keeps the object beside the player it remembers
# (rules/event_referents.OBJECT_EVENTS)
_OBJECT_TOO = {"creature_combat_damage_to_player": "creature",
               "creature_combat_damage_to_opponent": "creature",
               # "Whenever an opponent casts a spell, ~ deals damage equal to that spell's mana
               # value to any target" (601.2i: the spell cast; the caster is remembered)
               "any_player_casts": "spell",
               # "Whenever an opponent casts their first spell each turn, counter that spell."
               "cast_nth_spell": "spell", "opponent_casts_nth_spell": "spell"}


# "At the beginning of the <step> of enchanted creature's controller": its effect names the
# enchanted creature "that creature" (trigger_lowering._lower_attached_step)
ATTACHED_STEPS = frozenset({"attached_controller_upkeep", "attached_controller_end_step"})

# the event of the trigger being rendered (render_abilities.render_trigger)
RENDERED_EVENT: ContextVar[str] = ContextVar("RENDERED_EVENT", default="")


def second_referent(conds: list[tuple[str, dict[str, Any]]]) -> Bound | None:
    """The second referent of every event of `conds` (the same for each), or None."""
    events = {e for e, _ in conds}
    if events and events <= _ATTACHED_GONE:  # ("its controller": 608.2h)
        return Bound("event_player", player="attached")
    if events and events <= ATTACHED_STEPS and all(not f for _, f in conds):
        # "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1
        # counter on that creature": the creature the Aura enchants (303.4, 503.1)
        return Bound("attached", desc=ir.Desc(("creature",)))
    if events and events <= _PLAYER_TOO:
        return Bound("event_player", player="event")
    nouns = {_OBJECT_TOO.get(e) for e in events}
    if len(nouns) == 1 and None not in nouns:
        return Bound("event_object", desc=ir.Desc((str(next(iter(nouns))),)))
    return None


def render_ref(ref: str) -> str:
    """How `event_player` / `event_object` / `event_object_controller` read in the effect of
    the trigger rendered."""
    from mtg_engine.cards.oracle.render_phrases import REMEMBERED_IT, RenderError

    event = RENDERED_EVENT.get()
    if ref == "event_player":
        if event not in _PLAYER_TOO:
            raise RenderError("'that player' of an event about no player")
        if event in _ATTACHED_GONE:  # (the attached object's controller, 108.4)
            return "its controller" if REMEMBERED_IT.get() == 2 else \
                "that creature's controller"
        return "that player"
    if ref == "event_object" and event in ("attached_dies", "attached_leaves"):
        # the attached creature as it left (608.2h: its power, toughness or mana value)
        return "it" if REMEMBERED_IT.get() in (1, 2) else "that creature"
    noun = _OBJECT_TOO.get(event)
    if noun is None:
        raise RenderError("'it' of an event about no object")
    if ref == "event_object_controller":  # 108.4
        return "its controller" if REMEMBERED_IT.get() == 2 else f"that {noun}'s controller"
    return "it" if REMEMBERED_IT.get() in (1, 2) else f"that {noun}"
