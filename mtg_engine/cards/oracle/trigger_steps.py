"""Step triggers beside triggers.py's (503.1, 504.1, 505.1): "At the beginning of each other
player's upkeep / draw step", "... of each opponent's draw step", "... of the chosen player's
upkeep" (the player chosen as the permanent entered, 614.12a), "At the beginning of each of
your main phases" (505.1: precombat and postcombat, and any additional one, 505.1a) and
"... of the upkeep of enchanted permanent's controller" (303.4). The grammar's `step_name`
reads them (grammar.lark); they are lowered to the events of rules/trigger_steps.py and
rendered back for the round trip. The player whose step it is is remembered ("that player",
603.2)."""

from __future__ import annotations

from typing import Any

from mtg_engine.cards.oracle import ir

# (whose, step) as triggers._ToTrigger.step_name reads them -> the DSL event
_STEPS = {("each other player's", "upkeep"): "other_upkeep",
          ("each other player's", "draw step"): "other_draw_step",
          ("each opponent's", "draw step"): "opponent_draw_step",
          ("the chosen player's", "upkeep"): "chosen_player_upkeep",
          ("the chosen player's", "draw step"): "chosen_player_draw_step",
          ("the chosen player's", "end step"): "chosen_player_end_step",
          ("each of your", "main phases"): "your_main_phase"}
_WORDS = {v: f"At the beginning of {w} {s}" for (w, s), v in _STEPS.items()}
# the player whose step it is: "that player" (603.2, 608.2c)
PLAYER_REMEMBERED = frozenset(_STEPS.values()) - {"your_main_phase"}
# every permanent type (110.4): what "enchanted permanent" may be (303.4)
ANY_PERMANENT = ["Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"]


class StepProductions:
    """(No productions of its own: grammar.lark's `step_name` reads these steps.)"""


PRODUCTIONS = StepProductions


def lower(ev: ir.TriggerEvent, self_types: tuple[str, ...] = ()
          ) -> tuple[bool, tuple[str, dict[str, Any]] | None]:
    """(True, the DSL event) for this module's steps, (False, None) for the other events."""
    if ev.subject != "step" or ev.desc is not None:
        return False, None
    name = _STEPS.get((ev.detail, ev.verb))
    return (True, (name, {})) if name else (False, None)


def render(t: dict[str, Any]) -> str:
    """The English of this module's event ("" for the others)."""
    return "" if t.get("filter") else _WORDS.get(t["event"], "")
