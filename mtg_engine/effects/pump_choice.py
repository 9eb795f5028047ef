""""~ gets +1/-1 or -1/+1 until end of turn." (608.2d): the controller chooses one of the
`options` ([power, toughness] each) as it resolves (a decision "choose_word:+1/-1|-1/+1"),
then it is the `pump` it says (613.4c, layer 7c, until end of turn)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mtg_engine.actions import ChoiceDecision
from mtg_engine.cards.dsl import Effect
from mtg_engine.effects.references import _ask
from mtg_engine.state.game_state import Frame, GameState


def _word(p: int, t: int) -> str:
    return f"{p:+d}/{t:+d}"


def v_pump_choice(state: GameState, frame: Frame, e: Effect) -> bool:
    from mtg_engine.effects.permanent_verbs import v_pump

    options = [tuple(o) for o in e.get("options")]
    if frame.answer is None:
        words = "|".join(_word(p, t) for p, t in options)
        return _ask(state, ChoiceDecision(frame.controller, "choose_word:" + words,
                                          tuple(range(len(options))), 1, 1,
                                          "choose: " + " or ".join(words.split("|"))),
                    "effect")
    p, t = options[frame.answer[0]]
    state.frame = frame = replace(frame, answer=None)
    state.log.append(("chosen_word", frame.controller, "pump", _word(p, t)))
    return v_pump(state, frame, Effect("pump", (("what", e.get("what")), ("power", p),
                                                 ("toughness", t))))


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"pump_choice": v_pump_choice}
