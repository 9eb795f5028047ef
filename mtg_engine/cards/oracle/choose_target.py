"""A spell's "Choose target <X>." followed by an instruction naming that object or player once
(115.1, 601.2c: the target is chosen as the spell is cast either way; 608.2b: an illegal target
leaves the spell nothing to do either way), said with the target in the instruction:

  Choose target creature you control. Put a +1/+1 counter on it for each creature in your
  party.                                                              (Strength of Solidarity)
    = Put a +1/+1 counter on target creature you control for each creature in your party.
  Choose target creature. Mill three cards, then put a +1/+1 counter on that creature for each
  creature card in your graveyard.                                            (Grave Strength)
    = Mill three cards, then put a +1/+1 counter on target creature for each ...
  Choose target opponent. You create X 3/3 green Beast creature tokens, where X is the number
  of artifacts that player controls.                                            (Curious Herd)
    = Create X 3/3 green Beast creature tokens, where X is the number of artifacts target
      opponent controls.

Only when the rest of the paragraph names nothing else the words could mean ("it", "its",
"that creature", "that player", "they", another target): then the one reference is the target.
"""

from __future__ import annotations

import re

_CHOOSE = re.compile(r"^Choose target (creature(?: you control)?|opponent|player)\. (.+)$")
_CREATURE_REFS = (" on it ", " on it.", " on that creature ")
_PLAYER_REFS = (" that player controls",)
_OTHERS = re.compile(r"\b(it|its|that creature|that player|they|their|them|target|"
                     r"that player's|those)\b")


def said_with_target(text: str) -> str:
    """`text` with "Choose target <X>." folded into the one instruction naming it."""
    m = _CHOOSE.match(text)
    if m is None:
        return text
    noun, rest = m.group(1), m.group(2)
    refs = _PLAYER_REFS if noun in ("opponent", "player") else _CREATURE_REFS
    found = [r for r in refs if r in rest]
    if len(found) != 1 or rest.count(found[0]) != 1:
        return text
    before, _, after = rest.partition(found[0])
    if _OTHERS.search(before) or _OTHERS.search(after):
        return text
    said = found[0].replace("it", f"target {noun}") if "it" in found[0].split() \
        else found[0].replace("that creature", f"target {noun}").replace(
            "that player controls", f"target {noun} controls")
    out = before + said + after
    return "Create " + out[len("You create "):] if out.startswith("You create ") else out
