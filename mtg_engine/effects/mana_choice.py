""""Add one mana of any color." / "Add two mana of any one color." in a spell or in an
ability that isn't a mana ability (Crumbling Vestige: "When ~ enters the battlefield, add one
mana of any color."; Lotus Cobra's landfall trigger, which uses the stack, 605.1b): the color
is chosen as the instruction is carried out (106.1a, 608.2d), by the ability's controller,
who gets the mana (106.4).

A triggered mana ability's choice (605.1b) is rules/mana_choices.py's; an activated mana
ability's is made as it is activated (rules/activation.py)."""

from __future__ import annotations

from mtg_engine.actions import ChoiceDecision
from mtg_engine.state.game_state import Frame, GameState

_COLORS = "WUBRG"  # the answer's index (the scenario harness's "choose_color" answers)


def add_mana_of_a_color(state: GameState, frame: Frame, n: int = 1) -> bool:
    """Ask the color, then add `n` mana of it ("two mana of any one color": one colour for
    all, 106.1a) (False while waiting for the answer)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.effects.references import _ask
    from mtg_engine.rules.casting import is_snow_source

    if frame.answer is None:
        return _ask(state, ChoiceDecision(frame.controller, "choose_color", (0, 1, 2, 3, 4), 1, 1,
                                          "choose the color of the mana (106.1a)"), "effect")
    src = frame.stack_id if frame.is_spell else frame.source  # 107.4h: a snow source
    prim.add_mana(state, frame.controller, (_COLORS[frame.answer[0]],) * n,
                  snow=is_snow_source(state, src))
    return True
