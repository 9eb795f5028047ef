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


_CHOSEN = "mana_chosen"  # (the colours chosen so far for "N mana in any combination")


def _add(state: GameState, frame: Frame, mana: tuple[str, ...], spend_only: str) -> None:
    """106.4: the mana into its controller's pool (106.6: with its restriction, if any)."""
    from mtg_engine.effects import primitives as prim
    from mtg_engine.rules import spend
    from mtg_engine.rules.casting import is_snow_source

    src = frame.stack_id if frame.is_spell else frame.source  # 107.4h: a snow source
    if spend_only:
        spend.add(state, frame.controller, frame.source, mana, spend_only)
    else:
        prim.add_mana(state, frame.controller, mana, snow=is_snow_source(state, src))


def add_mana_in_combination(state: GameState, frame: Frame, n: int, spend_only: str,
                            colors: str = _COLORS, kept: bool = False) -> bool:
    """"Add two mana in any combination of colors": each mana's colour chosen in turn as
    the instruction is carried out (106.1a, 608.2d) (False while waiting for an answer);
    `colors` those it may be ("of {R} and/or {G}"); `kept`: "Until end of turn, you don't
    lose this mana as steps and phases end" (106.4, rules/kept_mana.py)."""
    from dataclasses import replace

    from mtg_engine.effects.references import _ask

    chosen = str(dict(frame.vars).get(_CHOSEN, ""))
    if frame.answer is not None:
        chosen += _COLORS[frame.answer[0]]
        rest = tuple((k, v) for k, v in frame.vars if k != _CHOSEN)
        state.frame = frame = replace(frame, answer=None, vars=(*rest, (_CHOSEN, chosen)))
    if len(chosen) < n:
        options = tuple(_COLORS.index(c) for c in colors)
        return _ask(state, ChoiceDecision(frame.controller, "choose_color", options, 1, 1,
                                          f"choose the color of mana {len(chosen) + 1} of {n} "
                                          "(106.1a)"), "effect")
    state.frame = replace(frame, vars=tuple((k, v) for k, v in frame.vars if k != _CHOSEN))
    _add(state, state.frame, tuple(chosen), spend_only)
    if kept and chosen:  # 106.4 (rules/kept_mana.py)
        from mtg_engine.rules.kept_mana import keep

        keep(state.players[frame.controller], [chosen.count(t) for t in "WUBRGC"])
    return True


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
