"""Oracle text -> replacement effects on how a permanent enters the battlefield (614.1c-d,
614.12), read for the compiler (compiler._cost_paragraph) and rendered back for its round trip:

- "As ~ enters the battlefield, choose a color / a creature type / an opponent / a player."
  (614.12a): the choice is asked of the player it enters under the control of, through
  `game.pending` (rules/replacement.py), and kept on the permanent (`GameObject.chosen`);
  "of the chosen color / type" in a description reads it (rules/filters.py).
"""

from __future__ import annotations

import re
from typing import Any

_CHOICES = {"a color": "color", "a creature type": "creature_type", "an opponent": "opponent",
            "a player": "player"}
_WORDS = {v: k for k, v in _CHOICES.items()}
_ENTERS_CHOICE = re.compile(r"^As ~ enters the battlefield, choose (a color|a creature type|"
                            r"an opponent|a player)\.$")


def enters_choice(para: str) -> dict[str, Any] | None:
    """614.12a: "As ~ enters the battlefield, choose a color." -> the replacement effect."""
    m = _ENTERS_CHOICE.match(para)
    if m is None:
        return None
    return {"event": "enters", "instead": "choose", "choice": _CHOICES[m.group(1)],
            "text": f"choose {m.group(1)}"}


def render_enters_choice(rep: dict[str, Any]) -> str:
    return f"As ~ enters the battlefield, choose {_WORDS[rep['choice']]}."


# What the permanent does with its own choice (614.12a): "~ is the chosen type in addition to
# its other types." (layer 4, 613.1d) and "~ has protection from the chosen color." (702.16,
# rules/protection.py reads the protected permanent's own choice).
_CHOSEN_TYPE = "~ is the chosen type in addition to its other types."
_CHOSEN_PROTECTION = "~ has protection from the chosen color."
CHOSEN_COLOR_PROTECTION = "protection from the chosen color"


def chosen_ability(para: str) -> tuple[str, list[Any], str] | None:
    """The paragraph's kind for the round trip and its DSL, or None when it is not one of
    these."""
    if para == _CHOSEN_TYPE:
        return "chosen_static", [{"continuous": {"affects": "self", "add_chosen_type": True}}], ""
    if para == _CHOSEN_PROTECTION:
        return "chosen_keyword", [CHOSEN_COLOR_PROTECTION], ""
    return None


def render_chosen_ability(kind: str, item: Any) -> str:
    from mtg_engine.cards.oracle.render import RenderError

    if kind == "chosen_keyword" and item == CHOSEN_COLOR_PROTECTION:
        return _CHOSEN_PROTECTION
    if kind == "chosen_static" and item == {"continuous": {"affects": "self",
                                                           "add_chosen_type": True}}:
        return _CHOSEN_TYPE
    raise RenderError("an ability using the choice made as the permanent entered")
