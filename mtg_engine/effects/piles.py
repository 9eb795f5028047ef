"""Cards separated into two piles (700.3), Fact or Fiction's way:

  Reveal the top five cards of your library. An opponent separates those cards into two piles.
  Put one pile into your hand and the other into your graveyard.        (Fact or Fiction)
  Reveal the top five cards of your library and separate them into two piles. An opponent
  chooses one of those piles. Put that pile into your hand and the other into your graveyard.
                                                                           (Steam Augury)

The `reveal_piles` effect: the top `count` cards of the controller's library are revealed
(701.16a); the separating player (`separator`: "opponent" or "you") chooses the cards of the
first pile (any of them: a pile may be empty, 700.3d; the rest are the second pile, 700.3a),
then the other player chooses a pile, which goes to the hand, the other to the graveyard. The
cards stay in the library while they are separated (700.3c). With several opponents, the
controller chooses which one acts ("an opponent")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask, chosen_opponent
from mtg_engine.rules.zones import move_object
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_OPPONENT, _PILE, _CHOSEN = "piles_opponent", "piles_first", "piles_chosen"


def v_reveal_piles(state: GameState, frame: Frame, e: Effect) -> bool:
    me = frame.controller
    lib = state.players[me].library
    cards = tuple(reversed(lib[-int(e.get("count")):])) if lib else ()
    if not cards:
        return True
    vars_ = dict(frame.vars)
    if _OPPONENT not in vars_:
        foe = chosen_opponent(state, frame, "choose an opponent")
        if foe is None or foe < 0:
            return foe is not None
        state.log.append(("reveal", me, cards))  # 701.16a
        state.frame = frame = replace(frame, answer=None, vars=(*frame.vars, (_OPPONENT, foe)))
        vars_ = dict(frame.vars)
    foe = int(vars_[_OPPONENT])
    separator, chooser = (foe, me) if e.get("separator") == "opponent" else (me, foe)
    if _PILE not in vars_:
        if frame.answer is None:
            return _ask(state, ChoiceDecision(separator, "pile", cards, 0, len(cards),
                                              "separate the cards into two piles: choose "
                                              "the first pile"), "effect")
        first = tuple(c for c in cards if c in frame.answer)
        state.frame = frame = replace(frame, answer=None, vars=(
            *frame.vars, *((_PILE, c) for c in first), (_PILE, 0)))
        vars_ = dict(frame.vars)
    first = tuple(v for k, v in frame.vars if k == _PILE and v)
    second = tuple(c for c in cards if c not in first)
    if frame.answer is None:
        return _ask(state, ChoiceDecision(chooser, "pile_choice", (1, 2), 1, 1,
                                          f"choose a pile: 1 {len(first)} card(s), "
                                          f"2 {len(second)} card(s)"), "effect")
    chosen, other = (first, second) if frame.answer[0] == 1 else (second, first)
    state.frame = replace(frame, answer=None)
    state.log.append(("piles", me, chosen, other))
    for c in chosen:
        move_object(state, c, Zone.HAND)
    for c in other:
        move_object(state, c, Zone.GRAVEYARD)
    return True


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"reveal_piles": v_reveal_piles}
