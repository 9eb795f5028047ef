"""Cards in graveyards and libraries that can't enter the battlefield or be cast (614.17d, 101.2).

- `cant_enter_from` (`zone`: graveyard or library, `filter`): "Creature cards in graveyards
  and libraries can't enter the battlefield." (Grafdigger's Cage: one static per zone).
  614.17d: which of these "can't" effects apply is judged with the permanent as it would
  exist on the battlefield: after the replacement effects that modified how it enters
  (616.1), with its own static abilities and the continuous effects that would apply to it
  (found by moving it in a copy of the game, as rules/replacement.py judges entering
  permanents, 614.12). An event that can't happen doesn't happen (614.17c: and nothing
  replaces it): the card stays where it is.
- `cant_cast_from` (`zone`): "Players can't cast spells from graveyards or libraries." (101.2:
  flashback, escape, "you may cast it from your graveyard", the top of a library, 601.3);
  `zone` not_hand, `whose` opponent: "Your opponents can't cast spells from anywhere other
  than their hands." (Drannith Magistrate: exile too - cascade, suspend, foretell, adventures
  -, 608.2g's casts during a resolution as well, rules/cast_only.cast_by_effect_problem).
- `cant_activate_from` (`zone` graveyard): "... or activate abilities of cards in graveyards."
  (Ashes of the Abhorrent: unearth, scavenge, embalm...; rules/activation.ability_cost_problem).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtg_engine.cards.dsl import StaticAbility
from mtg_engine.rules.filters import matches
from mtg_engine.rules.restrictions import _static_kinds, statics_for
from mtg_engine.state.game_state import GameState
from mtg_engine.state.objects import Zone

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Event

ENTER = "cant_enter_from"
CAST = "cant_cast_from"
ZONES = ("graveyard", "library")
NOT_HAND = "not_hand"  # (cant_cast_from: "from anywhere other than their hands")
ACTIVATE = "cant_activate_from"


def activate_problem(state: GameState, player: int, oid: int) -> str | None:
    """101.2, 602.5: "Players can't ... activate abilities of cards in graveyards." (Ashes of
    the Abhorrent): can't `player` activate the abilities of `oid` where it is?"""
    if ACTIVATE not in _static_kinds(state):
        return None
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.GRAVEYARD or not _statics(state, ACTIVATE, o.zone, player):
        return None
    return "abilities of cards in graveyards can't be activated (101.2)"


def _statics(state: GameState, kind: str, zone: Zone, player: int = -1
             ) -> list[tuple[int, int, StaticAbility]]:
    """(source, controller, static) for the `kind` statics about cards in `zone` (`player`:
    only those that apply to that player, by their `whose`)."""
    return [x for x in statics_for(state, player, kind) if x[2].zone == zone.value]


def forbids_entering(state: GameState, ev: Event) -> bool:
    """614.17d: can't the card `ev` moves from a graveyard or library enter the battlefield?"""
    if ev.kind != "move" or ev.to != "battlefield" or ENTER not in _static_kinds(state):
        return False
    o = state.objects.get(ev.obj)
    if o is None or o.zone.value not in ZONES:
        return False
    found = _statics(state, ENTER, o.zone)
    if not found:
        return False
    from mtg_engine.rules import zones

    trial = state.copy()
    trial.replacing = ()
    new = zones.perform_move(trial, ev)  # (as it would exist there, 614.17d)
    if new is None:
        return False
    return any(matches(trial, new, st.filter, controller, src) for src, controller, st in found)


def cast_problem(state: GameState, player: int, card_id: int) -> str | None:
    """101.2: can't `player` cast the card `card_id` from the zone it is in ("... from
    graveyards", "... from anywhere other than their hands": zone `not_hand`, any zone but
    the hand, 601.2a: where the card is as it is cast)?"""
    if CAST not in _static_kinds(state):
        return None
    o = state.objects.get(card_id)
    if o is None or (o.zone is Zone.HAND and o.owner == player):
        return None  # (their own hand; a card in a hand is in its owner's, 400.3)
    if any(st.zone == NOT_HAND for _, _, st in statics_for(state, player, CAST)):
        return "spells can't be cast from anywhere other than their owners' hands (101.2)"
    if o.zone.value not in ZONES or not _statics(state, CAST, o.zone, player):
        return None
    return f"spells can't be cast from {o.zone.value}s (101.2)"
