"""Ripple (702.60).

702.60a: "Ripple N" means "When you cast this spell, you may reveal the top N cards of your
library. If you do, you may cast spells from among cards revealed this way with the same name
as this spell without paying their mana costs, then put all cards revealed this way that
weren't cast on the bottom of your library in any order." 702.60b: each instance triggers
separately.

The trigger (cards/keyword_dsl.py `ripple`) resolves through `v_ripple`: the choice to reveal
("may"), then for each revealed card with the spell's name in turn the choice to cast it
without paying its mana cost, cast from the library as Guile's and cascade's exiled cards are
(effects/stack_verbs.py `_cast_exiled_free`: its targets, its additional costs), then the
order of the cards left on the bottom (effects/ordering.py). What is decided waits in the
frame's vars: "rippled" (1 revealed, 0 not), "ripple_card" (each card revealed, top first),
"ripple_next" (how many of the same-named cards are done).
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_CASTING = ("cast", "t")  # the vars of the card being cast (stack_verbs._cast_exiled_free)


def v_ripple(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.references import _ask, _source_card

    vars_ = dict(frame.vars)
    if "rippled" not in vars_:
        if frame.answer is None:
            return _ask(state, ChoiceDecision(
                frame.controller, "may", (1, 0), 1, 1,
                f"reveal the top {e.get('count')} cards of your library (ripple)?"), "effect")
        state.frame = frame = _reveal(state, frame, int(e.get("count")),
                                      bool(frame.answer[0]))
        if not dict(frame.vars)["rippled"]:
            return True
    name = _source_card(state, frame).name
    revealed = [v for k, v in frame.vars if k == "ripple_card"]
    hits = [c for c in revealed if c in state.objects and state.objects[c].card.name == name]
    if not _cast_hits(state, frame, hits):
        return False
    return _bottom(state, state.frame or frame, revealed)


def _reveal(state: GameState, frame: Frame, n: int, yes: bool) -> Frame:
    """Reveal the top `n` cards (701.16a) if the player chose to."""
    cards = list(reversed(state.players[frame.controller].library[-n:])) if yes else []
    if cards:
        state.log.append(("reveal", frame.controller, tuple(cards)))
    return replace(frame, answer=None, vars=(*frame.vars, ("rippled", int(bool(cards))),
                                             *(("ripple_card", c) for c in cards)))


def _cast_hits(state: GameState, frame: Frame, hits: list[int]) -> bool:
    """Offer each same-named card revealed, one after the other (False: waiting)."""
    from mtg_engine.effects.stack_verbs import _cast_exiled_free

    while True:
        done = dict(frame.vars).get("ripple_next", 0)
        if done >= len(hits):
            return True
        if not _cast_exiled_free(state, frame, hits[done], zone=Zone.LIBRARY):
            return False
        frame = state.frame or frame
        state.frame = frame = replace(frame, answer=None, vars=(
            *((k, v) for k, v in frame.vars if k not in (*_CASTING, "ripple_next")),
            ("ripple_next", done + 1)))


def _bottom(state: GameState, frame: Frame, revealed: list[int]) -> bool:
    """The revealed cards not cast, still in the library, on its bottom in the order the
    player chooses (401.4)."""
    from mtg_engine.effects.ordering import in_chosen_order, put_on_bottom

    lib = state.players[frame.controller].library
    left = tuple(c for c in revealed if c in lib)
    ordered = in_chosen_order(state, frame, frame.controller, left, "ripple", "order_bottom",
                              "put the revealed cards on the bottom of your library: the "
                              "highest of them first")
    if ordered is None:
        return False
    put_on_bottom(state, frame.controller, ordered)
    return True


__all__ = ["v_ripple"]
