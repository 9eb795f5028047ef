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
