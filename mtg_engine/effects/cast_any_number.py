""""Cast any number of red instant and/or sorcery cards from your graveyard without paying
their mana costs." (Chandra Ablaze: 608.2g, 601.3, 118.9): as the instruction is carried out
its controller casts, one at a time and at once, each card they choose among those of their
graveyard the filter allows that can be cast now, until they choose none (a `cast_free`
choice with no answer: stop). Each is cast as effects/stack_verbs._cast_exiled_free casts a
card (its targets chosen, X is 0, additional costs paid); a card that turns out not castable
stays in the graveyard and isn't offered again."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_PICK = "any_pick"  # (frame.vars: the card being cast; the vars before it are the base)
_TRIED = "any_tried"  # (frame.vars: a card cast, or not castable after all)


def v_cast_any_number_free(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.cast_from_hand import castable_free
    from mtg_engine.effects.references import _ask
    from mtg_engine.effects.stack_verbs import _cast_exiled_free

    while True:
        picked = dict(frame.vars).get(_PICK)
        if picked is None:
            tried = {v for k, v in frame.vars if k == _TRIED}
            if frame.answer is None:
                options = tuple(c for c in state.players[frame.controller].graveyard
                                if c not in tried and castable_free(state, frame, c,
                                                                    e.get("filter")))
                if not options:
                    return True
                return _ask(state, ChoiceDecision(frame.controller, "cast_free", options, 0, 1,
                                                  "cast another of them without paying its "
                                                  "mana cost (none: stop)"), "effect")
            if not frame.answer:
                return True  # (none chosen: done)
            picked = frame.answer[0]
            state.frame = frame = replace(frame, answer=None,
                                          vars=(*frame.vars, (_PICK, picked)))
        if not _cast_exiled_free(state, frame, picked, must=True, zone=Zone.GRAVEYARD):
            return False  # (its targets or additional costs asked)
        frame = state.frame or frame
        base = next(i for i, (k, _) in enumerate(frame.vars) if k == _PICK)
        state.frame = frame = replace(frame, answer=None,
                                      vars=(*frame.vars[:base], (_TRIED, picked)))


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "cast_any_number_free": v_cast_any_number_free}
