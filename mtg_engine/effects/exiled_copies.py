"""`token_copy_exiled` (cards/oracle/linked.py; 607.2a, 707.2, 111.1): "Create a token that's a
copy of the exiled card." (Soul Foundry, Prototype Portal): a token whose copiable values are
the card's exiled with the source (its linked imprint ability, rules/exiled_with.py), created
under the ability's controller's control. With no card exiled with it, nothing is created."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.effects import primitives as prim
from mtg_engine.rules.exiled_with import exiled_with
from mtg_engine.state.game_state import Frame, GameState


def v_token_copy_exiled(state: GameState, frame: Frame, e: Effect) -> bool:
    cards = exiled_with(state, frame.source)
    if not cards:
        return True
    token = state.db.token_copy(state.objects[cards[0]].card)  # 707.2: its copiable values
    made = prim.create_tokens(state, token, frame.controller, 1)
    from dataclasses import replace

    state.frame = replace(frame, created=tuple(made))  # (111.1: "that token" after it)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "token_copy_exiled": v_token_copy_exiled}


def v_cast_copy_exiled(state: GameState, frame: Frame, e: Effect) -> bool:
    """707.12, 607.2a: "Copy the exiled card. You may cast the copy without paying its mana
    cost." (Elite Arcanist): the card exiled with the source, copied in exile and cast
    (rules/cast_copy.py); nothing with no card exiled with it."""
    from mtg_engine.rules.cast_copy import KEY, cast_copy_of

    if dict(frame.vars).get(KEY) is not None:
        return cast_copy_of(state, frame, 0)
    cards = exiled_with(state, frame.source)
    return cast_copy_of(state, frame, cards[0] if cards else 0)


_CHOSEN, _DONE = "copied_card", "copies_cast"
_PER_COPY = ("cast", "t")  # (the variables of one copy's casting: effects/stack_verbs.py)


def v_copy_chosen_exiled(state: GameState, frame: Frame, e: Effect) -> bool:
    """"Choose an instant or sorcery card exiled this way and copy it three times. You may
    cast the copies without paying their mana costs." (Chandra, Pyromaster): the controller
    chooses one card matching `filter` among those this resolution exiled (608.2c, 608.2d;
    none: nothing), then `times` copies of it are made in exile and each may be cast in turn
    while the ability resolves (707.12, 118.9; rules/cast_copy.py)."""
    from dataclasses import replace

    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules.cast_copy import KEY, cast_copy_of

    card = dict(frame.vars).get(_CHOSEN)
    if card is None:
        pool = _exiled_this_way(state, frame, e)
        if not pool:
            return True
        if len(pool) > 1 and frame.answer is None:
            return _ask(state, ChoiceDecision(frame.controller, "choose", pool, 1, 1,
                                              "choose a card exiled this way to copy"),
                        "effect")
        card = pool[0] if len(pool) == 1 else next(c for c in frame.answer if c in pool)
        state.frame = frame = replace(frame, answer=None,
                                      vars=(*frame.vars, (_CHOSEN, card), (_DONE, 0)))
    times = int(e.get("times") or 1)
    while dict(frame.vars)[_DONE] < times:
        if not cast_copy_of(state, frame, int(card) if dict(frame.vars).get(KEY) is None
                            else 0):
            return False
        frame = state.frame or frame
        done = dict(frame.vars)[_DONE] + 1
        kept = tuple((k, v) for k, v in frame.vars if k not in (KEY, _DONE, *_PER_COPY))
        state.frame = frame = replace(frame, answer=None, vars=(*kept, (_DONE, done)))
    return True


def _exiled_this_way(state: GameState, frame: Frame, e: Effect) -> tuple[int, ...]:
    """The cards this resolution put into exile that are still there and match `filter`."""
    from mtg_engine.rules.amounts import since_resolution
    from mtg_engine.rules.filters import matches
    from mtg_engine.state.objects import Zone

    f = e.get("filter")
    return tuple(int(ev[2]) for ev in reversed(since_resolution(state, frame))
                 if ev[0] == "move" and ev[5] == "exile" and ev[2] in state.objects
                 and state.objects[ev[2]].zone is Zone.EXILE
                 and (not f or matches(state, ev[2], f, frame.controller, frame.source)))


VERBS.update({"cast_copy_exiled": v_cast_copy_exiled,
              "copy_chosen_exiled": v_copy_chosen_exiled})
