"""The trigger events of Planechase (901) and Archenemy (904), registered into rules/triggers.py's
EVENT_HANDLERS (`trigger_base.register`):

- "Whenever you roll {CHAOS}" (310.7, 901.9b: event "chaos"), "Whenever you roll the planar
  die" ("roll_planar_die"): the face-up planes controlled by the player who rolled; a {PW} roll
  triggers the planeswalking ability (901.8, 901.9c), which has no source (rules/planechase.py).
- "When you planeswalk to ~" ("planeswalk_to", 901.11) and "When you encounter ~"
  ("encounter", 311.5: the phenomenon moved off a planar deck and turned face up): the card
  turned face up; "When you planeswalk away from ~" ("planeswalk_away", 701.24d): the card
  turned face down, looked back on (603.10: it is no longer an object).
- "When you set this scheme in motion" ("set_in_motion", 701.25, 904.9): the scheme set in
  motion.
"""

from __future__ import annotations

from mtg_engine.rules import trigger_base as _b
from mtg_engine.rules.planechase import CHAOS, PLANAR_DIE, PLANESWALK
from mtg_engine.state.game_state import GameState, PendingTrigger

CHAOS_EVENT = "chaos"
ROLL_EVENT = "roll_planar_die"
PLANESWALK_TO, ENCOUNTER, PLANESWALK_AWAY = "planeswalk_to", "encounter", "planeswalk_away"
SET_IN_MOTION = "set_in_motion"


def _on_planar_die(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                   batch: _b.Batch) -> None:
    player, result = ev[1], ev[2]
    index = _b._trigger_index(state)
    for event in (ROLL_EVENT, CHAOS_EVENT) if result == CHAOS else (ROLL_EVENT,):
        if event in index:
            for o in _b._battlefield_with(state, event):
                if o.controller == player:  # "you": the planar controller (901.6)
                    _b._fire(state, found, o.id, o.card, o.controller, event)
    if result == PLANESWALK:  # 901.8: no source, controlled by the player who rolled
        found.append(PendingTrigger(0, PLANAR_DIE, 0, player, state.new_timestamp()))


def _on_planeswalk_to(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                      batch: _b.Batch) -> None:
    o = state.objects.get(ev[2])
    if o is not None:
        for event in (PLANESWALK_TO, ENCOUNTER):
            _b._fire(state, found, o.id, o.card, o.controller, event)


def _on_planeswalk_away(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                        batch: _b.Batch) -> None:
    card = state.db.get(ev[3])
    if any(t.event == PLANESWALK_AWAY for t in card.triggers):  # 603.10: looking back
        _b._fire(state, found, ev[2], card, ev[1], PLANESWALK_AWAY)


def _on_set_in_motion(state: GameState, found: list[PendingTrigger], ev: tuple,  # type: ignore[type-arg]
                      batch: _b.Batch) -> None:
    o = state.objects.get(ev[2])
    if o is not None:
        _b._fire(state, found, o.id, o.card, o.controller, SET_IN_MOTION)


_b.register("planar_die", _on_planar_die)
_b.register("planeswalk_to", _on_planeswalk_to)
_b.register("planeswalk_away", _on_planeswalk_away)
_b.register("set_in_motion", _on_set_in_motion)
