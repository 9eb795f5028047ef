"""Exert (701.39).

701.39a: to exert a permanent, its controller chooses to have it not untap during their next
untap step (rules/untap_effects.skip_next_untap, "your next untap step"). 701.39d: "You may
exert [this creature] as it attacks" (the pseudo-keyword `dsl.MAY_EXERT`) is an optional cost
to attack (508.1g): after attackers are declared and tapped (508.1f), the active player is
asked, attacker by attacker in declaration order, whether to exert it (a "pay" decision through
`game.pending`, `state.asking == "exert"`); then the declare-attackers step goes on (508.1m
triggers, then priority). Exerting is logged `("exert", player, oid)`; its "When you do"
ability (event "exerted", linked: 607.2h) and "Whenever you exert a creature" abilities
(event "you_exert") trigger on it (rules/triggers.EVENT_HANDLERS). A declined exert is logged
`("exert_declined", oid)` so that each attacker is asked once.
"""

from __future__ import annotations

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl_abilities import MAY_EXERT
from mtg_engine.state.game_state import GameState

ASKING = "exert"


def _decided(state: GameState) -> set[int]:
    """The attackers already exerted or not in this declare-attackers step."""
    out: set[int] = set()
    for ev in reversed(state.log.since(0)):
        if ev[0] == "step":
            break
        if ev[0] == "exert":
            out.add(ev[2])
        elif ev[0] == "exert_declined":
            out.add(ev[1])
    return out


def _next(state: GameState) -> int | None:
    """The next attacker its controller may exert as it attacks, not yet asked about."""
    from mtg_engine.rules.layers import characteristics

    if state.combat is None:
        return None
    candidates = [oid for oid in state.combat.attackers
                  if oid in state.objects and MAY_EXERT in characteristics(state, oid).keywords]
    if not candidates:
        return None
    decided = _decided(state)
    return next((oid for oid in candidates if oid not in decided), None)


def ask(state: GameState) -> bool:
    """508.1g: ask whether to exert the next attacker that may be; False when none is left."""
    oid = _next(state)
    if oid is None:
        return False
    name = state.objects[oid].card.name
    state.pending = ChoiceDecision(state.active, "pay", (1, 0), 1, 1,
                                   f"exert {name} as it attacks? (701.39d, 508.1g)")
    state.asking = ASKING
    return True


def answer(state: GameState, chosen: tuple[int, ...]) -> None:
    """The answer for the attacker asked about; then the next question, or the step goes on
    (508.1m: attack triggers; priority)."""
    from mtg_engine.rules import turn

    oid = _next(state)
    state.asking = ""
    if oid is not None:
        if chosen == (1,):
            exert(state, state.active, oid)
        else:
            state.log.append(("exert_declined", oid))
    if not ask(state):
        turn.after_turn_based_actions(state)


def exert(state: GameState, player: int, oid: int) -> None:
    """701.39a: it doesn't untap during `player`'s next untap step (701.39b: exerted again,
    the effects end in the same untap step); 701.39c: only a permanent on the battlefield."""
    from mtg_engine.rules.untap_effects import skip_next_untap
    from mtg_engine.state.objects import Zone

    o = state.objects.get(oid)
    if o is None or o.zone is not Zone.BATTLEFIELD:
        return
    skip_next_untap(state, (oid,), player, oid, yours=True)
    state.log.append(("exert", player, oid))


def on_exert(state: GameState, found: list, ev: tuple, batch: object) -> None:  # type: ignore[type-arg]
    """Trigger handler of ("exert", player, oid): the exerted permanent's own "When you do"
    (607.2h) and the player's "Whenever you exert a creature" abilities."""
    from mtg_engine.rules.filters import matches
    from mtg_engine.rules.layers import card_of
    from mtg_engine.rules.trigger_base import _battlefield_with, _fire

    player, oid = ev[1], ev[2]
    if oid in state.objects:
        o = state.objects[oid]
        _fire(state, found, oid, card_of(state, oid), o.controller, "exerted")
    for o in _battlefield_with(state, "you_exert"):
        if o.controller == player:
            _fire(state, found, o.id, card_of(state, o.id), o.controller, "you_exert", oid,
                  lambda tr, o=o: oid in state.objects and matches(state, oid, tr.filter,
                                                                   o.controller, o.id),
                  remembered=(oid,))
