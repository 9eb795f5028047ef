"""Keyword actions (701) as effect verbs: surveil (701.42a), bolster (701.33a), explore
(701.40a), connive (701.47a), and the choice of permanents "return a land you control to its
owner's hand" makes as it resolves (`bounce_chosen`, 400.3; chosen like an edict's
sacrifice, 701.17a), and delayed triggered abilities set up by an instruction (`delayed`,
603.7: "Draw a card at the beginning of the next turn's upkeep").

Each verb follows effects/verbs.py: it returns False after setting `state.pending` when it
needs a player's choice and is called again with the answer in `frame.answer`; what it did
before asking is kept in the frame's vars, so nothing is done twice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.filters import matches
from mtg_engine.rules.layers import characteristics
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone


def _var(frame: Frame, key: str) -> int | None:
    return dict(frame.vars).get(key)


def _set_var(state: GameState, frame: Frame, key: str, value: int) -> Frame:
    vars_ = (*((k, v) for k, v in frame.vars if k != key), (key, value))
    state.frame = frame = replace(frame, vars=vars_)
    return frame


def v_surveil(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.42a: look at the top N cards of your library, then put any number of them into
    your graveyard and the rest on top of your library (their order kept, as scry does)."""
    from mtg_engine.effects.verbs import _ask, amount_of

    lib = state.players[frame.controller].library
    n = min(amount_of(state, frame, e.get("count")), len(lib))
    if n == 0:
        return True
    top = tuple(reversed(lib[-n:]))
    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "surveil_graveyard", top, 0, n,
                                          f"surveil {n}: choose cards to put into your "
                                          "graveyard"), "effect")
    chosen = [c for c in frame.answer if c in top]
    for c in chosen:
        move_object(state, c, Zone.GRAVEYARD)
    state.log.append(("surveil", frame.controller, n, len(chosen)))
    return True


def v_bolster(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.33a: choose a creature you control with the least toughness (or tied for it) and
    put N +1/+1 counters on it."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.verbs import _ask, amount_of

    mine = [oid for oid in state.battlefield if state.objects[oid].controller == frame.controller
            and characteristics(state, oid).is_creature]
    if not mine:
        return True
    least = min(characteristics(state, oid).toughness for oid in mine)
    options = tuple(oid for oid in mine if characteristics(state, oid).toughness == least)
    if len(options) > 1 and frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "bolster", options, 1, 1,
                                          "bolster: choose a creature with the least "
                                          "toughness"), "effect")
    chosen = frame.answer[0] if frame.answer and frame.answer[0] in options else options[0]
    prim.add_counters(state, chosen, "+1/+1", amount_of(state, frame, e.get("count")))
    return True


def _controller_of(state: GameState, oid: int) -> int | None:
    """The permanent's controller, or the one it had as it last existed on the battlefield
    (608.2h)."""
    from mtg_engine.effects.verbs import _last_controller

    o = state.objects.get(oid)
    if o is not None and o.zone is Zone.BATTLEFIELD:
        return o.controller
    return _last_controller(state, oid)


def v_explore(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.40a: the exploring permanent's controller reveals the top card of their library; a
    land card goes to their hand; otherwise a +1/+1 counter goes on the exploring permanent
    and they may put the revealed card into their graveyard. 701.40b: it explores even if
    some of that was impossible (the permanent gone: no counter)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.verbs import _ask, resolve_refs

    card = _var(frame, "revealed")
    if card is None:
        what = [r for r in resolve_refs(state, frame, e.get("what")) if r > 0]
        if len(what) != 1:
            return True
        who = _controller_of(state, what[0])
        if who is None or not state.players[who].library:
            return True
        card = state.players[who].library[-1]
        state.log.append(("reveal", who, card, state.objects[card].card.name))  # 701.16a
        if characteristics(state, card).is_land:
            move_object(state, card, Zone.HAND)
            return True
        o = state.objects.get(what[0])
        if o is not None and o.zone is Zone.BATTLEFIELD:
            prim.add_counters(state, what[0], "+1/+1", 1)
        frame = _set_var(state, frame, "revealed", card)
        return _ask(state, ChoiceDecision(who, "explore_graveyard", (card,), 0, 1,
                                          "explore: you may put the revealed card into your "
                                          "graveyard"), "effect")
    if frame.answer and card in frame.answer and card in state.objects \
            and state.objects[card].zone is Zone.LIBRARY:
        move_object(state, card, Zone.GRAVEYARD)
    return True


def v_connive(state: GameState, frame: Frame, e: Effect) -> bool:
    """701.47a: the conniving permanent's controller draws a card, then discards a card; if a
    nonland card is discarded this way, a +1/+1 counter goes on the conniving permanent."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.verbs import _ask, resolve_refs

    what = [r for r in resolve_refs(state, frame, e.get("what")) if r > 0]
    if len(what) != 1:
        return True
    who = _var(frame, "conniver")
    if who is None:
        who = _controller_of(state, what[0])
        if who is None:
            return True
        prim.draw_card(state, who)
        frame = _set_var(state, frame, "conniver", who)
    hand = state.players[who].hand
    if not hand:
        return True
    if frame.answer is None and len(hand) > 1:
        return _ask(state, ChoiceDecision(who, "discard", tuple(hand), 1, 1,
                                          "connive: discard a card"), "effect")
    card = frame.answer[0] if frame.answer and frame.answer[0] in hand else hand[0]
    land = characteristics(state, card).is_land
    prim.discard(state, who, card)
    o = state.objects.get(what[0])
    if not land and o is not None and o.zone is Zone.BATTLEFIELD:
        prim.add_counters(state, what[0], "+1/+1", 1)
    return True


def v_bounce_chosen(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Return a land you control to its owner's hand" (400.3): the controller chooses, as it
    resolves, `count` permanents they control matching `filter` (not targets, 115.10a), and
    returns them; fewer if they control fewer."""
    from mtg_engine.effects.verbs import _ask, amount_of

    f = e.get("filter")
    options = tuple(oid for oid in state.battlefield
                    if state.objects[oid].controller == frame.controller
                    and matches(state, oid, f, frame.controller, frame.source))
    n = min(amount_of(state, frame, e.get("count", 1)), len(options))
    if n == 0:
        return True
    if n == len(options):
        chosen: tuple[int, ...] = options
    elif frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "return", options, n, n,
                                          f"return {n} permanent(s) you control to their "
                                          "owner's hand"), "effect")
    else:
        chosen = tuple(c for c in frame.answer if c in options)
    for oid in chosen:
        move_object(state, oid, Zone.HAND)
    return True


def v_delayed(state: GameState, frame: Frame, e: Effect) -> bool:
    """603.7a: set up a delayed triggered ability (its DSL kept as a granted trigger's is,
    613.1f) that triggers the next time `when` comes (603.7b: once), controlled by this
    ability's controller (603.7d-e); it acts on the objects `remember` names now (603.7c: a
    new object after a zone change is not affected: the engine gives it a new id)."""
    from mtg_engine.effects.verbs import resolve_refs
    from mtg_engine.state.game_state import PendingTrigger

    remembered: tuple[int, ...] = ()
    if e.get("remember") is not None:
        remembered = tuple(r for r in resolve_refs(state, frame, e.get("remember")) if r > 0)
        if not remembered:
            return True  # nothing left to act on
    state.delayed = (*state.delayed, PendingTrigger(
        frame.source, frame.source_card, 0, frame.controller, state.new_timestamp(),
        remembered=remembered, delay=str(e.get("when")), granted=str(e.get("effects"))))
    state.log.append(("delayed_trigger", frame.controller, frame.source_card, e.get("when")))
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "delayed": v_delayed,
    "surveil": v_surveil, "bolster": v_bolster, "explore": v_explore, "connive": v_connive,
    "bounce_chosen": v_bounce_chosen,
}
