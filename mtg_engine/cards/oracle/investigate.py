"""Investigate (701.36a: "create a Clue token") said other ways than "Investigate.":

  Counter target spell. Investigate three times. (Confirm Suspicions)
  Exile X target creatures, then investigate X times. (Disorder in the Court)
  Destroy target creature or planeswalker. Its controller investigates. (Fateful Absence)

Each is read as the Clue tokens it creates ("create three Clue tokens", "Its controller
creates a Clue token"); the round trip reads the printed words the same way
(render.normalise). The Clues created so are marked `investigate` (`mark_investigating`): each
one is an investigation, an event of its own ("Whenever you investigate for the first time
each turn", rules/trigger_history.py; a Clue created otherwise is none, Fae Offering).
"Investigate an additional time" (Erdwal Illuminator) is one investigation more."""

from __future__ import annotations

import re
from typing import Any

_TIMES = re.compile(r"\b([Ii])nvestigate (twice|two times|three times|four times|x times|X times)"
                    r"(?=[.,]|$)(?!, where)")
# ("That player investigates for each nontoken creature exiled this way": a Clue for each)
_THIRD_PERSON = re.compile(r"\binvestigates\b(?=[.,]|$| for each\b)")
_COUNT = {"twice": "two", "two times": "two", "three times": "three", "four times": "four",
          "x times": "X", "X times": "X"}


def mark_investigating(effects: Any) -> None:
    """701.36a: mark each Clue token creation in the compiled `effects` (nested ones too) as
    an investigation (the DSL's `create_token` `investigate`)."""
    if isinstance(effects, list):
        for e in effects:
            mark_investigating(e)
    elif isinstance(effects, dict):
        for k, v in effects.items():
            if k == "create_token" and isinstance(v, dict) and v.get("token") == "Clue Token" \
                    and not v.get("copy_of"):
                v["investigate"] = True
            else:
                mark_investigating(v)


def as_clues(text: str) -> str | None:
    """The text with each such "investigate" said as the Clue tokens it creates, or None."""
    out = _TIMES.sub(lambda m: f"{'C' if m[1] == 'I' else 'c'}reate {_COUNT[m[2]]} Clue tokens",
                     text)
    out = _THIRD_PERSON.sub("creates a Clue token", out)
    out = re.sub(r"\b([Ii])nvestigate an additional time(?=[.,]|$)",  # (one investigation more)
                 lambda m: f"{'C' if m[1] == 'I' else 'c'}reate a Clue token", out)
    out = re.sub(r"(^|\. |, then )([Ii])nvestigate(?=[.,]|$)",
                 lambda m: f"{m[1]}{'C' if m[2] == 'I' else 'c'}reate a Clue token", out)
    return out if out != text else None


# render.normalise: the same readings of the printed words (after "investigate x times")
NORMALISE = ((r"\binvestigate (?:twice|two times)\b", "create two clue tokens"),
             (r"\binvestigate an additional time\b", "create a clue token"),
             (r"\binvestigate (three|four) times\b", r"create \1 clue tokens"),
             (r"\binvestigates\b", "creates a clue token"))
