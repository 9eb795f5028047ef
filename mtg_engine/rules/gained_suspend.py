"""A card in exile that gains suspend (702.62a, 702.62b, 113.6):

  When Epochrasite dies, exile it with three time counters on it and it gains suspend.
  Exile target creature and put two time counters on it. If it doesn't have suspend, it
  gains suspend. (Suspend)

Suspend is three abilities (702.62a); a card given the keyword without a number and a cost
has the two triggered ones, which function in exile: "At the beginning of your upkeep, if
this card is suspended, remove a time counter from it" and "When the last time counter is
removed from this card, if it's exiled, play it without paying its mana cost if able. ... If
you cast a creature spell this way, it gains haste ...". A card with suspend and a time
counter in exile is "suspended" (702.62b).

The grant is an effect on that object: each instance is the mark ("suspend", "gained") on the
card in exile (`GameObject.chosen`, saved with the game), gone when the card leaves exile, a
new object (400.7). Each instance triggers on its own (113.2c: two instances of suspend each
remove a time counter); "if it doesn't have suspend" grants none to a card that has it.
The triggered abilities are granted ones (613.1f, a granted trigger's DSL
`{"keyword": "suspend upkeep"}` / `"suspend last counter"`, dsl_abilities.granted_ability)."""

from __future__ import annotations

from mtg_engine.cards.dsl import Condition, Effect, TriggeredAbility
from mtg_engine.state.game_state import GameState, PendingTrigger
from mtg_engine.state.objects import GameObject, Zone

GAINED = ("suspend", "gained")
UPKEEP = '{"keyword":"suspend upkeep"}'
LAST = '{"keyword":"suspend last counter"}'
_EVENTS = {"suspended_upkeep": UPKEEP, "last_time_counter_removed": LAST}


def granted_trigger(keyword: str) -> TriggeredAbility | None:
    """The triggered ability of suspend a granted trigger's DSL names (702.62a), or None."""
    if keyword == "suspend upkeep":
        return TriggeredAbility(
            event="suspended_upkeep", text="Suspend", condition=Condition("suspended"),
            effects=(Effect("remove_counters", (("kind", "time"), ("what", "self"),
                                                ("count", 1))),))
    if keyword == "suspend last counter":
        return TriggeredAbility(
            event="last_time_counter_removed", text="Suspend", condition=Condition("in_exile"),
            effects=(Effect("play_free", (("what", "self"), ("suspend", True))),))
    return None


def gained_count(o: GameObject) -> int:
    """How many instances of suspend the card in exile was given (0 elsewhere)."""
    return 0 if o.zone is not Zone.EXILE else sum(1 for c in o.chosen if c == GAINED)


def has_suspend(o: GameObject) -> bool:
    """702.62b: does the card have suspend: printed (its special action, 702.62a) or gained?"""
    return any(ab.suspend for ab in o.card.abilities) or gained_count(o) > 0


def gain_suspend(state: GameState, oid: int, unless_has: bool) -> None:
    """The card in exile gains suspend; `unless_has`: "If it doesn't have suspend, it gains
    suspend" (none more for a card that has it). A card not in exile gains nothing (its
    abilities function only there, and it would be a new object in exile, 400.7)."""
    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.EXILE or (unless_has and has_suspend(o)):
        return
    o = state.mut(oid)
    o.chosen = (*o.chosen, GAINED)
    state.log.append(("gains_suspend", oid))


def fire_gained(state: GameState, found: list[PendingTrigger], oid: int, event: str) -> None:
    """The triggers of each instance of suspend the card `oid` in exile gained, for `event`
    ("suspended_upkeep", "last_time_counter_removed"); its owner controls them (a card in
    exile has no controller, 108.4a), each checking its intervening "if" (603.4)."""
    from mtg_engine.cards.dsl_abilities import granted_ability
    from mtg_engine.rules.trigger_base import intervening_if_holds

    o = state.objects.get(oid)
    if o is None or event not in _EVENTS:
        return
    text = _EVENTS[event]
    tr = granted_ability("add_triggers", text)
    for _ in range(gained_count(o)):
        if intervening_if_holds(state, tr, o.owner, oid, ()):
            found.append(PendingTrigger(oid, o.card.key, 0, o.owner, state.new_timestamp(),
                                        granted=text))
