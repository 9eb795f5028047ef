"""615.5: the additional effect of a prevention effect, which takes place immediately after
the damage would have been dealt (the spec's `after_prevented`; cards/oracle/prevention_if.py):

- "source_draws": "The source's controller draws cards equal to the damage prevented this
  way." (Swans of Bryn Argoll: the source's controller as the damage would be dealt);
- "mill_twice": "prevent that damage and mill twice that many cards" (Angel of Suffering: the
  effect's controller);
- "exile_top": "prevent that damage and exile that many cards from the top of your library"
  (Gloom Surgeon);
- "counter_on_source:<kind>": "prevent that damage and put an incarnation counter on ~" (one
  counter on the effect's source for each damage event: Nine Lives, Ironscale Hydra);
- "remove_that_many:<kind>": "prevent that damage and remove that many +1/+1 counters from ~"
  (Protean Hydra, Ugin's Conjurant);
- "tokens:<token key>": "Create a 3/1 red Elemental Shaman creature token with haste for each
  1 damage prevented this way." (Hostility: the effect's controller creates them, 111.2).

"That many" is the damage that would have been dealt: it happens even when the damage can't
be prevented (615.12: the effect still applies, and its additional effect takes place);
"equal to the damage prevented this way" counts only what was prevented. The additional
effect is one more event after the damage (rules/replacement.apply_one), itself open to
replacement effects (a draw, counters put)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.rules.replacement import Candidate, Event
    from mtg_engine.state.game_state import GameState

_PLAIN = ("source_draws", "mill_twice", "exile_top")
_WITH_KIND = ("counter_on_source", "remove_that_many", "tokens")


def valid(after: str) -> bool:
    """Is `after` one of the additional effects above (for the card DSL's check)?"""
    verb, _, kind = after.partition(":")
    return (verb in _PLAIN and not kind) or (verb in _WITH_KIND and bool(kind))


def follow_up(state: GameState, c: Candidate, ev: Event, done: Event) -> tuple[Event, ...]:
    """The events of `c`'s additional effect after it was applied to `ev` (`done`: what is
    left of the damage)."""
    from mtg_engine.rules.replacement import Event
    from mtg_engine.rules.replacement_results import EXILE_TOP, MILL

    after = c.spec.after_prevented
    if not after:
        return ()
    verb, _, kind = after.partition(":")
    prevented = ev.amount - done.amount
    if verb == "source_draws":
        who = ev.source_controller
        return tuple(Event("draw", player=who, applied=ev.applied)
                     for _ in range(prevented)) if who >= 0 else ()
    if verb == "tokens":  # 615.5, 111.1: one token for each 1 damage prevented
        return (Event("tokens", player=c.controller, amount=prevented, source_card=kind,
                      applied=ev.applied),) if prevented > 0 else ()
    if verb in ("mill_twice", "exile_top"):
        n = ev.amount * 2 if verb == "mill_twice" else ev.amount
        return (Event(MILL if verb == "mill_twice" else EXILE_TOP, player=c.controller,
                      amount=n, applied=ev.applied),)
    if c.source not in state.objects:
        return ()
    if verb == "counter_on_source":
        return (Event("counters", obj=c.source, counter_kind=kind, amount=1, applied=ev.applied),)
    return (Event("remove_counter", obj=c.source, counter_kind=kind, amount=ev.amount,
                  applied=ev.applied),)

