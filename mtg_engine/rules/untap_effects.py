"""Effects that keep a permanent from untapping during its controller's next untap step
(502.3: "[This permanent] doesn't untap during its controller's next untap step"), or for as
long as their source remains tapped (611.2b), and the choice 502.3 gives the active player
over a permanent with "You may choose not to untap ~ during your untap step". Not a
characteristic (no layer, 613): a rule-modifying effect kept in `state.effects` with the
pseudo-layer "untap", which the untap step reads (rules/turn.py) and which ends, for each
permanent, once that permanent's controller's next untap step has passed."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import MAY_NOT_UNTAP, Filter, as_long_as
from mtg_engine.rules.layers import characteristics, lapsed
from mtg_engine.state.game_state import ContinuousEffect, GameState

UNTAP_LAYER = "untap"
NEXT_UNTAP = "next_untap"  # its duration: until its controller's next untap step is over
# "~ doesn't untap during your next untap step" (a mana ability's rider, Cinder Marsh): the
# untap step of the effect's controller, whoever controls the permanent then
NEXT_UNTAP_YOURS = "next_untap_yours"


def skip_next_untap(state: GameState, affected: tuple[int, ...], controller: int,
                    source: int, yours: bool = False, until: str = "") -> None:
    """Start such an effect on `affected` (611.2c: locked in now); `yours`: during the next
    untap step of `controller` ("your next untap step"); `until`: a "for as long as" duration
    (611.2b, dsl.AS_LONG_AS: "for as long as ~ remains tapped") instead of the next one."""
    eff = ContinuousEffect(layer=UNTAP_LAYER, affected=affected, timestamp=state.new_timestamp(),
                           until=until or (NEXT_UNTAP_YOURS if yours else NEXT_UNTAP),
                           controller=controller, source=source)
    state.effects = (*state.effects, eff)
    state.log.append(("effect", UNTAP_LAYER, affected, 0, 0, ("doesn't untap",)))


def skip_your_next_untap(state: GameState, f: Filter, controller: int, source: int) -> None:
    """"Lands you control don't untap during your next untap step" (Bontu's Last Reckoning):
    611.2c, a rule-modifying effect: it keeps every permanent matching `f` in `controller`'s
    next untap step from untapping, one that came under their control later too (its
    `filter`, not a locked-in set)."""
    eff = ContinuousEffect(layer=UNTAP_LAYER, affected=(), timestamp=state.new_timestamp(),
                           until=NEXT_UNTAP_YOURS, controller=controller, source=source,
                           filter=f)
    state.effects = (*state.effects, eff)
    state.log.append(("effect", UNTAP_LAYER, (), 0, 0, ("doesn't untap",)))


def skip_players_next_untap(state: GameState, f: Filter, player: int, source: int) -> None:
    """"Creatures target player controls don't untap during that player's next untap step"
    (Misstep): 611.2c, a rule on every permanent matching `f` (its controller bound to
    `player`) in `player`'s next untap step. The effect's `controller` is the player whose
    untap step it waits for (`f` has no "you" to read from it)."""
    skip_your_next_untap(state, f, player, source)


def skips_untap(state: GameState, oid: int) -> bool:
    """Does an effect keep `oid` from untapping in this untap step (502.3)?"""
    from mtg_engine.rules.filters import matches

    return any(e.layer == UNTAP_LAYER
               and (oid in e.affected
                    or (e.filter is not None
                        and matches(state, oid, e.filter, e.controller, e.source)))
               and (e.until != NEXT_UNTAP_YOURS or e.controller == state.active)
               and not (as_long_as(e.until) and lapsed(state, e))  # 611.2b: over
               for e in state.effects)


def kept_tapped_in_this_step(state: GameState, oid: int) -> bool:
    """Does an effect bound to this untap step itself (not to the permanent's controller's:
    "Creatures don't untap during target player's next untap step", "~ doesn't untap during
    your next untap step") keep `oid` tapped, whoever controls it? 502.3: it applies to a
    non-active player's permanent another effect untaps in it too (Seedborn Muse)."""
    from mtg_engine.rules.filters import matches

    return any(e.layer == UNTAP_LAYER and e.until == NEXT_UNTAP_YOURS
               and e.controller == state.active
               and (oid in e.affected
                    or (e.filter is not None
                        and matches(state, oid, e.filter, e.controller, e.source)))
               for e in state.effects)


def untap_step_over(state: GameState) -> None:
    """After the active player's untap step: the effects on the permanents they control have
    applied to "its controller's next untap step" and end for them."""
    if not any(e.layer == UNTAP_LAYER for e in state.effects):
        return

    out: list[ContinuousEffect] = []
    for e in state.effects:
        if e.layer == UNTAP_LAYER and as_long_as(e.until):
            if lapsed(state, e):  # 611.2b: its source untapped or left
                continue
        elif e.layer == UNTAP_LAYER and e.until == NEXT_UNTAP_YOURS:
            if e.controller == state.active:
                continue  # your untap step is over
        elif e.layer == UNTAP_LAYER:
            left = tuple(a for a in e.affected if a in state.objects
                         and state.objects[a].controller != state.active)
            if not left:
                continue
            e = replace(e, affected=left)
        out.append(e)
    state.effects = tuple(out)


def ask_keep_tapped(state: GameState, untapping: list[int]) -> bool:
    """502.3: the active player determines which permanents untap: among those about to, the
    ones with "You may choose not to untap ~ during your untap step" (dsl.MAY_NOT_UNTAP) may
    stay tapped. Asks (a choice of any number of them, purpose "keep_tapped") and returns
    True if there is such a permanent."""

    optional = tuple(oid for oid in untapping
                     if MAY_NOT_UNTAP in characteristics(state, oid).keywords)
    if not optional:
        return False
    state.pending = ChoiceDecision(state.active, "keep_tapped", optional, 0, len(optional),
                                   "choose the permanents to leave tapped (502.3)")
    state.asking = "keep_tapped"
    return True
