"""Prevention from sources of a color chosen as the spell or ability resolves (615.1a, 608.2d,
105.1):

  Prevent all damage that sources of the color of your choice would deal this turn.
                                                                   (Prismatic Strands)
  {1}{W}: Prevent all damage that would be dealt to another target creature this turn by
  sources of the color of your choice.                          (Avacyn, Guardian Angel)

The `prevent` effect with `color_choice`: its controller chooses a color as it resolves
(purpose "choose_color", 0-4: W U B R G); the shield then watches only damage from sources of
that color (judged as the damage would be dealt, 615.1a: a source that has become that color
later is watched too). Kind "colored_sources": all damage those sources would deal, to
anything; kind "to": only the damage to what the shield is on.
"""

from __future__ import annotations

from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect, Filter
from mtg_engine.state.game_state import Frame, GameState

COLORED_SOURCES = "colored_sources"


def chosen_color(state: GameState, frame: Frame) -> str | None:
    """The color chosen (a WUBRG letter), or None while it is asked (608.2d)."""
    from mtg_engine.effects.references import _ask

    if frame.answer is None:
        _ask(state, ChoiceDecision(frame.controller, "choose_color", (0, 1, 2, 3, 4), 1, 1,
                                   "choose a color"), "effect")
        return None
    color = "WUBRG"[frame.answer[0]]
    state.frame = replace(frame, answer=None)
    state.log.append(("chosen_color", frame.controller, color))
    return color


def from_colored_sources(state: GameState, frame: Frame, e: Effect, color: str) -> bool:
    """615.1a: a shield on nothing (like a group's) for all damage sources of `color` would
    deal this turn."""
    from mtg_engine.cards.dsl import ReplacementSpec
    from mtg_engine.rules.replacement import add_shield

    spec = ReplacementSpec(event="damage", instead="prevent", affects="any", source="filter",
                           source_filter=Filter(colors=(color,)),
                           text="prevent all damage that sources of the chosen color would deal")
    add_shield(state, spec, 0, frame.controller)
    return True
