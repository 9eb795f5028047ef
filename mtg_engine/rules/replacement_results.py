"""What some replacement effects make of the event instead (614.1a), beside the results
rules/replacement.apply_one knows itself ("double", "add", the zones...):

- "it deals triple that damage ... instead" (Fiery Emancipation): three times the amount;
- "it deals that much damage minus 1 ... instead" (Lashknife Barrier): never below 0 (a
  replacement, not a prevention effect: 615 doesn't apply);
- "it deals half that damage, rounded down, ... instead" (Ghosts of the Innocent);
- "If an opponent would gain life, that player loses that much life instead." (Tainted
  Remedy): the life gain event becomes a life loss of the same amount (119.3, 616.2: effects
  on life loss may then apply to it);
- "If you would draw a card, draw two cards instead." (Thought Reflection, 121.6a): the draw
  becomes `amount` draws; each carries the effects already applied (614.5: an effect applies
  once to an event and to the events that replace it);
- "If you would draw a card while you have no cards in hand, instead you draw two cards and you
  lose 1 life." (Blood Scrivener): the two draws, then the life loss (`draw_n_lose_1`);
- "instead that player skips that draw and you draw a card", "you win the game instead"
  (rules/draw_replacements.py);
- "put it onto the battlefield instead of putting it into your graveyard" (a discard,
  rules/discard_replacement.py);
- "If it's neither day nor night, it becomes day as ~ enters the battlefield." (614.1c,
  724.1): the permanent enters, and it becomes day first if the game is neither;
- "If damage would be dealt to a player, that player exiles that many cards from the top of
  their library instead." (Crumbling Sanctuary, 120.3): the damage becomes that exile (and a
  prevention effect's "mill twice that many cards", 615.5: rules/prevention_after.py);
- "If you would draw a card, you may put a study counter on ~ instead." (Pursuit of Knowledge;
  optional, 614.1a), "... instead put five +1/+1 counters on ~." (Ormos, Archive Keeper): the
  draw becomes counters put on the effect's source (122.1; effects on counters being put may
  then apply to that event, 616.1); "If damage would be dealt to ~, put that many +1/+1
  counters on it instead." (Phytohydra): as many counters as the damage, which isn't dealt
  (120.3: no life is gained for it, no deathtouch applies); "If a source you control would
  deal noncombat damage to a creature an opponent controls, put that many -1/-1 counters on
  that creature instead." (Soul-Scar Mage, `damaged_counters`: on the damaged creature, put by
  the effect's controller, 122.6).
`instead` gives the events, `perform` makes the new kinds of event happen.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from mtg_engine.rules import discard_replacement, draw_replacements

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Candidate, Event
    from mtg_engine.state.game_state import GameState

MILL, EXILE_TOP = "mill_cards", "exile_top_cards"  # (the new kinds of event below)
SACRIFICE_SOURCE, INDESTRUCTIBLE_EOT = "sacrifice_source", "indestructible_until_eot"
# the DSL's `instead` -> the new amount from the event's amount and the effect's `amount`
AMOUNT_CHANGES: dict[str, Callable[[int, int], int]] = {
    "triple": lambda n, _: n * 3,
    "subtract": lambda n, k: max(0, n - k),
    "half_down": lambda n, _: n // 2,
    # "If a source would deal 4 or more damage ..., that source deals 3 damage ... instead."
    # (Divine Presence: applies only to more than `amount`, rules/replacement_watch.py)
    "cap": lambda n, k: min(n, k),
    # "If any source would deal 1 or more damage to a permanent or player this turn, it deals 2
    # damage to that permanent or player instead." (Equal Treatment)
    "set": lambda _, k: k,
}


def instead(c: Candidate, ev: Event) -> tuple[Event, ...] | None:
    """The events `ev` becomes under `c`, or None if `c` isn't one of these results."""
    spec, how = c.spec, c.spec.instead
    if how in AMOUNT_CHANGES:
        return (replace(ev, amount=AMOUNT_CHANGES[how](ev.amount, spec.amount)),)
    if how == "lose_life_instead":  # 119.3: "loses that much life instead"
        return (replace(ev, kind="lose_life"),)
    if how == "draw_n":  # "draw two cards instead"
        return tuple(replace(ev) for _ in range(spec.amount))
    if how == "draw_n_lose_1":  # "instead you draw two cards and you lose 1 life" (121.6a, 119.3)
        return (*(replace(ev) for _ in range(spec.amount)),
                replace(ev, kind="lose_life", amount=1))
    if how in draw_replacements.BECOMES:  # another player draws / that player wins
        return draw_replacements.becomes(c, ev)
    if how == "battlefield":  # "put it onto the battlefield instead" (701.8)
        return (discard_replacement.onto_battlefield(spec, ev),)
    if how == "become_day":  # 614.1c, 724.1: it becomes day as the permanent enters (first)
        from mtg_engine.rules.replacement import Event

        return (Event("become_day", applied=ev.applied), ev)
    if how == "damaged_counters" and ev.obj:  # 120.3, 122.1: on the permanent it would damage
        from mtg_engine.rules.replacement import Event

        return (Event("counters", obj=ev.obj, counter_kind=spec.counter_kind, amount=ev.amount,
                      source_controller=c.controller, applied=ev.applied),)
    if how in ("source_counters", "may_source_counters", "source_counters_that_many"):
        from mtg_engine.rules.replacement import Event  # 122.1: on the effect's source

        n = ev.amount if how == "source_counters_that_many" else spec.amount
        return (Event("counters", obj=c.source, counter_kind=spec.counter_kind, amount=n,
                      applied=ev.applied),) if n > 0 else (replace(ev, kind="nothing"),)
    if how == "exile_top_instead":  # 120.3: no damage is dealt; the cards are exiled
        return (replace(ev, kind=EXILE_TOP, obj=0, source=0),)
    if how == "sacrifice_source":  # 701.7, 701.17a: the Aura goes; the land gains indestructible
        from mtg_engine.rules.replacement import Event

        return (Event(SACRIFICE_SOURCE, obj=c.source, applied=ev.applied),
                Event(INDESTRUCTIBLE_EOT, obj=ev.obj, player=c.controller, applied=ev.applied))
    return None


def perform(state: GameState, ev: Event) -> None:
    """The new kinds of event: a life loss (119.3), a player winning (104.2a), day (724.1),
    the top cards of a library milled or exiled (701.13b, 406.3: as many as there are, one at
    a time)."""
    from mtg_engine.effects.primitives import lose_life

    if ev.kind in (SACRIFICE_SOURCE, INDESTRUCTIBLE_EOT):
        _instead_of_destroy(state, ev)
    elif ev.kind in (MILL, EXILE_TOP):
        from mtg_engine.rules.zones import move_object
        from mtg_engine.state.objects import Zone

        to = Zone.GRAVEYARD if ev.kind == MILL else Zone.EXILE
        for _ in range(min(ev.amount, len(state.players[ev.player].library))):
            move_object(state, state.players[ev.player].library[-1], to)
    elif ev.kind == "lose_life":
        lose_life(state, ev.player, ev.amount)
    elif ev.kind == "win_game":
        draw_replacements.win_game(state, ev.player)
    elif ev.kind == "become_day" and not state.day_night:  # 724.1: only from neither
        from mtg_engine.rules.faces import become

        become(state, "day")


def _instead_of_destroy(state: GameState, ev: Event) -> None:
    """"instead sacrifice ~ and that land gains indestructible until end of turn" (614.1a):
    the source is sacrificed (701.17a: if it's still on the battlefield); the permanent that
    wasn't destroyed gains indestructible until end of turn (a layer-6 effect, 611.2c, 514.2)."""
    from mtg_engine.effects.primitives import sacrifice
    from mtg_engine.state.game_state import ContinuousEffect
    from mtg_engine.state.objects import Zone

    o = state.objects.get(ev.obj)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    if ev.kind == SACRIFICE_SOURCE:
        sacrifice(state, ev.obj)
        return
    eff = ContinuousEffect(timestamp=state.new_timestamp(), affected=(ev.obj,),
                           controller=ev.player, layer="6", keywords=("indestructible",),
                           until="end_of_turn")
    state.effects = (*state.effects, eff)
    state.characteristics_changed()
    state.log.append(("effect", eff.layer, eff.affected, 0, 0, eff.keywords))
