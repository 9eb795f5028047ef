"""Permanents chosen as an instruction is carried out (608.2d): "exile any number of other
nontoken creatures you control until it leaves the battlefield" (Lumbering Battlement,
610.3). The resolving ability's controller chooses any number (none allowed) of the
permanents they control that match the filter; no target is chosen (115.10a)."""

from __future__ import annotations

from typing import Any

from mtg_engine.state.game_state import Frame, GameState


def chosen_permanents(state: GameState, frame: Frame, f: Any, prompt: str) -> list[int] | None:
    """The permanents chosen (each still there and still matching), or None while the choice
    is asked (`state.pending` set)."""
    from mtg_engine.actions import ChoiceDecision
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules.filters import matches

    options = tuple(oid for oid in state.battlefield
                    if state.objects[oid].controller == frame.controller
                    and matches(state, oid, f, frame.controller, frame.source))
    if frame.answer is None:
        if not options:
            return []
        _ask(state, ChoiceDecision(frame.controller, "exile_chosen", options, 0,
                                   len(options), f"{frame.source_card}: {prompt}"), "effect")
        return None
    return [oid for oid in frame.answer if oid in options]
