"""Rolling a die (706): "Roll a d20." with a results table (706.3), as AFR prints it:

  Roll a d20.
  1—9 | Scry 1.
  10—19 | Scry 2.
  20 | Scry 3.

706.1a: a dN has N equally likely outcomes, 1 to N, drawn from the game's random number
generator (rules/random.py: a seed and a counter, so a replay rolls the same). 706.2: with no
modifier, the natural result is the result. The roll is logged ("die_roll", player, sides,
result). 706.3a: each striation of the table means "If the result was in this range,
[effect]": its instructions carry the conditions `die_at_least` / `die_at_most` (the last
roll the controller made, rules/conditions.py), 706.3b: the roll and its table are one
ability. "If you would roll one or more dice, instead roll that many dice plus one and ignore
the lowest roll." (Pixie Guide, a replacement effect of event `roll_dice`, 614.1a): one die
more for each such effect of the roller's, the lowest rolls ignored (706.5: they never
happened, only the kept result is logged). Left out: rolling several dice otherwise,
modifiers, "Roll again" (706.3c), and the planar die (706.6, 901)."""

from __future__ import annotations

from collections.abc import Callable

from mtg_engine.cards.dsl import Effect
from mtg_engine.rules.random import rng
from mtg_engine.state.game_state import Frame, GameState


def v_roll_die(state: GameState, frame: Frame, e: Effect) -> bool:
    """706.1: the controller of the spell or ability rolls a die with `sides` sides."""
    sides = int(e.get("sides"))
    rolls = [rng(state).randint(1, sides) for _ in range(1 + _more_dice(state, frame.controller))]
    state.log.append(("die_roll", frame.controller, sides, max(rolls)))  # 706.5
    return True


def _more_dice(state: GameState, player: int) -> int:
    """614.1a, 616.1f: each "roll that many dice plus one and ignore the lowest roll" effect
    of `player`'s permanents applies once: one die more (and one more lowest ignored) each."""
    from mtg_engine.rules.replacement import _static_sources

    return sum(1 for oid, _, spec in _static_sources(state)
               if spec.event == "roll_dice" and spec.instead == "one_more_die"
               and spec.affects == "you" and state.objects[oid].controller == player)


def last_roll(state: GameState, player: int) -> int | None:
    """The result of the last die `player` rolled (None if they rolled none)."""
    for i in range(len(state.log) - 1, -1, -1):
        ev = state.log[i]
        if ev[0] == "die_roll" and ev[1] == player:
            return int(ev[3])
    return None


def result_holds(state: GameState, player: int, kind: str, bound: int) -> bool:
    """706.3a: "if the result was in this range": `die_at_least` / `die_at_most` `bound`."""
    got = last_roll(state, player)
    if got is None:
        return False
    return got >= bound if kind == "die_at_least" else got <= bound


VERBS: dict[str, Callable[[GameState, Frame, Effect], bool]] = {"roll_die": v_roll_die}
