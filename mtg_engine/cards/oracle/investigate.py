"""Investigate (701.36a: "create a Clue token") said other ways than "Investigate.":

  Counter target spell. Investigate three times. (Confirm Suspicions)
  Exile X target creatures, then investigate X times. (Disorder in the Court)
  Destroy target creature or planeswalker. Its controller investigates. (Fateful Absence)

Each is read as the Clue tokens it creates ("create three Clue tokens", "Its controller
creates a Clue token"); the round trip reads the printed words the same way
(render.normalise). The engine has no "whenever you investigate" trigger, so investigating
N times and creating N Clues are the same events to it."""

from __future__ import annotations

import re

_TIMES = re.compile(r"\b([Ii])nvestigate (twice|two times|three times|four times|x times|X times)"
                    r"(?=[.,]|$)(?!, where)")
# ("That player investigates for each nontoken creature exiled this way": a Clue for each)
_THIRD_PERSON = re.compile(r"\binvestigates\b(?=[.,]|$| for each\b)")
_COUNT = {"twice": "two", "two times": "two", "three times": "three", "four times": "four",
          "x times": "X", "X times": "X"}


def as_clues(text: str) -> str | None:
    """The text with each such "investigate" said as the Clue tokens it creates, or None."""
    out = _TIMES.sub(lambda m: f"{'C' if m[1] == 'I' else 'c'}reate {_COUNT[m[2]]} Clue tokens",
                     text)
    out = _THIRD_PERSON.sub("creates a Clue token", out)
    out = re.sub(r"(^|\. |, then )([Ii])nvestigate(?=[.,]|$)",
                 lambda m: f"{m[1]}{'C' if m[2] == 'I' else 'c'}reate a Clue token", out)
    return out if out != text else None


# render.normalise: the same readings of the printed words (after "investigate x times")
NORMALISE = ((r"\binvestigate (?:twice|two times)\b", "create two clue tokens"),
             (r"\binvestigate (three|four) times\b", r"create \1 clue tokens"),
             (r"\binvestigates\b", "creates a clue token"))
