"""A choice made as a permanent becomes attached (701.3a): "As Sanctuary Blade becomes attached
to a creature, choose a color." (cards/oracle/attach_choice.py: the replacement entry
{event: becomes_attached, instead: choose, choice: color}).

The choice is made by the permanent's controller as the instruction attaching it is carried out
(608.2d; the Equip ability's, 702.6a), before it becomes attached, each time it becomes
attached to a creature: not when it is already attached to that creature (701.3c: it doesn't
become attached again) or can't be attached (701.3b). The colour is kept on the permanent as
its choice ("color", letter), replacing the one chosen before: "protection from the last chosen
color" reads it (rules/protection.chosen_color_granted)."""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.core.types import CardType
from mtg_engine.rules.layers import card_of, characteristics
from mtg_engine.state.game_state import Frame, GameState

_KEY = "attach_color"  # (the frame's variable: a colour chosen, by its index in WUBRG)


def chooses(state: GameState, oid: int, to: int) -> bool:
    """Does `oid` make a choice as it becomes attached to `to` (a creature)?"""
    return any(r.event == "becomes_attached" and r.instead == "choose"
               for r in card_of(state, oid).replacements) \
        and CardType.CREATURE in characteristics(state, to).types


def asked(state: GameState, frame: Frame, choosing: list[int]) -> tuple[Frame, bool]:
    """For the permanents `choosing` (in the order they become attached): the frame with the
    colours answered so far kept, and whether a colour is being asked (`state.pending` set)."""
    if frame.answer is not None:
        frame = replace(frame, vars=(*frame.vars, (_KEY, frame.answer[0])), answer=None)
        state.frame = frame
    done = sum(1 for k, _ in frame.vars if k == _KEY)
    if done >= len(choosing):
        return frame, False
    from mtg_engine.effects.references import _ask

    chooser = state.objects[choosing[done]].controller
    _ask(state, ChoiceDecision(chooser, "choose_color", (0, 1, 2, 3, 4), 1, 1,
                               "choose a color"), "effect")
    return frame, True


def record(state: GameState, frame: Frame, oid: int, nth: int) -> None:
    """The `nth` colour answered kept on `oid` as its choice, replacing the one before."""
    colors = [v for k, v in frame.vars if k == _KEY]
    if nth >= len(colors):
        return
    color = "WUBRG"[colors[nth]]
    o = state.mut(oid)
    o.chosen = (*(c for c in o.chosen if c[0] != "color"), ("color", color))
    state.characteristics_changed()
    state.log.append(("chosen_color", o.controller, color))
