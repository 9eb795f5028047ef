"""The choice a triggered mana ability asks as it resolves (605.1b, 605.4a): "its controller
adds an additional one mana of any color" (Fertile Ground), "two mana in any combination of
colors" (Market Festival: each mana chosen, 106.1a), "that player adds one mana of any type
that land produced" (Mana Flare: a type of the mana the land's ability just added, 106.1b).

A choice with one option is no choice (a Forest under Mana Flare: {G}). Otherwise:
- tapped by hand (an `ActivateAbility` of the mana ability), the player who gets the mana
  chooses at once (a `ChoiceDecision`, purpose "choose_color": 0-4 are W, U, B, R, G, 5 is
  colorless); the mana ability's other triggered mana abilities wait in `state.asking` (saved
  with the game) and are chosen in turn;
- tapped by the automatic payer (601.2g, `casting.pay_cost`), which the player lets choose
  which lands to tap, the payer chooses too (`payer_pick`): the type the land made if it is
  one of the options, else the first option in WUBRGC order. Its plan for the payment counts
  that very mana (rules/mana_triggers.extra_mana), so the choice is always what it planned.
"""

from __future__ import annotations

import json

from mtg_engine.actions import ChoiceDecision
from mtg_engine.state.game_state import GameState

ASKING = "triggered_mana"  # (state.asking: the prefix, then the choices still owed as JSON)
_TYPES = "WUBRGC"


def options(e: object, produced: tuple[str, ...]) -> list[tuple[str, ...]]:
    """The choices a `triggered_mana` effect without fixed mana owes: one tuple of mana types
    per mana added (106.1a: "N mana in any combination of colors" is N choices)."""
    n = e.get("any_color")  # type: ignore[attr-defined]
    if n:
        return [tuple(_TYPES[:5])] * int(n)
    if e.get("produced"):  # type: ignore[attr-defined]
        kinds = tuple(t for t in _TYPES if any(t in m for m in produced))
        return [kinds] if kinds else []  # (no mana made: no type to add, 106.1b)
    return []


def settle(state: GameState, owed: list[tuple[int, int, tuple[str, ...]]],
           produced: tuple[str, ...], ask: bool) -> None:
    """Add the mana each choice in `owed` ((who gets it, the ability's source, the types to
    choose from)) gives: at once when there is one type, else chosen by `who` if `ask` (and
    nothing else is being asked), else by the automatic payer."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.rules.casting import is_snow_source

    later = []
    for who, holder, kinds in owed:
        if len(kinds) == 1 or not (ask and state.frame is None and not state.asking):
            pick = kinds[0] if len(kinds) == 1 else payer_pick(kinds, produced)
            prim.add_mana(state, who, (pick,), snow=is_snow_source(state, holder))
        else:
            later.append([who, holder, "".join(kinds)])
    if later:
        _ask_next(state, later)


def payer_pick(kinds: tuple[str, ...], produced: tuple[str, ...]) -> str:
    """The automatic payer's choice: a type the land made, else the first option."""
    made = [t for t in _TYPES if t in kinds and any(t in m for m in produced)]
    return made[0] if made else kinds[0]


def _ask_next(state: GameState, owed: list[list[object]]) -> None:
    who, holder, kinds = owed[0]
    state.pending = ChoiceDecision(int(who), "choose_color",  # type: ignore[call-overload]
                                   tuple(_TYPES.index(k) for k in str(kinds)), 1, 1,
                                   f"choose the type of mana {state.objects[int(holder)].card.name}"  # type: ignore[call-overload]
                                   "'s ability adds (605.4a)")
    state.asking = ASKING + json.dumps(owed, separators=(",", ":"))


def asking(state: GameState) -> bool:
    """Is a triggered mana ability's choice pending (it must survive `turn.took_action`)?"""
    return state.asking.startswith(ASKING)


def answer(state: GameState, chosen: tuple[int, ...]) -> None:
    """The player chose the type of the first mana owed: add it, then ask the next choice."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.rules.casting import is_snow_source

    owed = json.loads(state.asking[len(ASKING):])
    state.asking = ""
    who, holder, _kinds = owed[0]
    prim.add_mana(state, int(who), (_TYPES[chosen[0]],), snow=is_snow_source(state, int(holder)))
    if owed[1:]:
        _ask_next(state, owed[1:])
