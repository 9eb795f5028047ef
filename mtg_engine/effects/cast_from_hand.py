""""You may cast an instant or sorcery spell from your hand without paying its mana cost."
(Omnispell Adept, Yahenni's Expertise: 608.2g, 118.9).

As the instruction is carried out its controller chooses a card in their hand that the
filter allows ("you may": the DSL's `may`, asked first, 608.2d; a land is never one: it can't
be cast, 305.9) and casts it at once, without paying its mana cost, its targets chosen then;
timing permissions are ignored but "can't cast" effects are not (608.2g, 601.3:
rules/cast_only.py), and its additional costs are still paid (118.9d: rules/free_cast.py). A
card that can't be cast that way stays in the hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.core.types import CardType
from mtg_engine.effects.references import _ask
from mtg_engine.rules.filters import matches
from mtg_engine.state.game_state import Frame, GameState
from mtg_engine.state.objects import Zone

_PICKED = "cast_from_hand"


def _target(frame: Frame, ref: str) -> int:
    """The object id the target reference `ref` ("target:N") names (0 for none)."""
    idx = int(ref.partition(":")[2] or 0)
    return frame.targets[idx] if idx < len(frame.targets) else 0


def _card_of(state: GameState, frame: Frame, ref: str) -> object | None:
    """The card of the target `ref` names, as it last existed (608.2h: a countered spell is
    now a card in a graveyard, 400.7: the card it became, found from the log's record of its
    move), or None."""
    t = _target(frame, ref)
    if t > 0 and t not in state.objects:
        t = next((int(ev[2]) for ev in reversed(state.log) if ev[0] == "move" and ev[1] == t
                  and isinstance(ev[2], int)), 0)
    o = state.objects.get(t) if t > 0 else None
    return None if o is None else o.card


def _types_of(state: GameState, frame: Frame, ref: object) -> set[CardType] | None:
    """The card types of that card ("shares a card type with it"); None if not asked."""
    if not isinstance(ref, str):
        return None
    card = _card_of(state, frame, ref)
    return set() if card is None else set(card.types)  # type: ignore[attr-defined]


def _mana_value_of(state: GameState, frame: Frame, ref: object) -> int | None:
    """Its mana value ("with an equal or lesser mana value", 202.3); -1 if it is gone. A
    countered spell's is the one it had on the stack, X included (608.2h, 202.3e), not the
    card's in the graveyard."""
    if not isinstance(ref, str):
        return None
    from mtg_engine.rules.amounts import _mana_value

    found = _card_of(state, frame, ref) is not None
    return _mana_value(state, _target(frame, ref)) if found else -1


def castable_free(state: GameState, frame: Frame, c: int, f: object) -> bool:
    """Can the controller cast the card `c` now without paying its mana cost, as an effect
    lets them (608.2g: not a land, 305.9; the filter `f`; "can't cast" effects, 601.3;
    additional costs it can't pay, 118.9d)?"""
    from mtg_engine.rules import free_cast
    from mtg_engine.rules.cast_only import cast_by_effect_problem

    card = state.objects[c].card
    return CardType.LAND not in card.types \
        and (f is None or matches(state, c, f, frame.controller, frame.source)) \
        and not cast_by_effect_problem(state, frame.controller, card, c) \
        and not free_cast.problem(state, frame.controller, c, card)


def _castable(state: GameState, frame: Frame, e: Effect) -> tuple[int, ...]:
    from mtg_engine.rules.x_filters import bind_in

    f = bind_in(state, frame, e.get("filter"))  # 107.3a: "with mana value X or less"
    shared = _types_of(state, frame, e.get("shares_type_with"))
    most = _mana_value_of(state, frame, e.get("mv_at_most_of"))
    out = []
    for c in state.players[frame.controller].hand:
        card = state.objects[c].card
        if shared is not None and not set(card.types) & shared:  # 205.2a
            continue
        if most is not None and card.mana_value > most:  # 202.3
            continue
        if castable_free(state, frame, c, f):
            out.append(c)
    return tuple(out)


def pick_and_cast(state: GameState, frame: Frame, options: Callable[[], tuple[int, ...]],
                  zone: Zone, var: str, prompt: str) -> bool:
    """The controller chooses one of `options()` (asked once; the pick kept in the frame's
    var `var`) and casts it at once without paying its mana cost (608.2g); none, nothing."""
    from mtg_engine.effects.stack_verbs import _cast_exiled_free

    picked = dict(frame.vars).get(var)
    if picked is None:
        if frame.answer is None:
            chosen_from = options()
            if not chosen_from:
                return True
            return _ask(state, ChoiceDecision(frame.controller, "cast_free", chosen_from, 1, 1,
                                              prompt), "effect")
        picked = frame.answer[0] if frame.answer else 0
        state.frame = frame = replace(frame, answer=None, vars=(*frame.vars, (var, picked)))
        if not picked:
            return True
    return _cast_exiled_free(state, frame, picked, must=True, zone=zone)


def v_cast_from_hand(state: GameState, frame: Frame, e: Effect) -> bool:
    return pick_and_cast(state, frame, lambda: _castable(state, frame, e), Zone.HAND, _PICKED,
                         "cast a spell from your hand without paying its mana cost")


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {
    "cast_from_hand": v_cast_from_hand}
