"""Counterspells that counter only if a condition on the target spell holds as they resolve
(608.2c; 701.5a), and the words of those conditions back (conditions_more.FAMILIES):

  Counter target spell if it was kicked.                               (Ertai's Trickery)
  Counter target spell if no mana was spent to cast it.                (Nix)
  Counter target spell if its controller is poisoned.                  (Corrupted Resolve)
  Counter target spell if you control more creatures than that spell's controller.
                                                                       (Unified Will)
  Counter target spell if it shares a color with a creature you control. (Jaded Response)
  Counter target spell if its mana value is X.                         (Disrupting Shoal)

"it" / "its" / "that spell's" is the target spell (608.2c), which is why these are read
only in the sentence that counters it: "it was kicked" elsewhere is the spell itself
(702.33d, the `kicked` condition). The conditions are judged by
rules/condition_target_spell.py. When the condition doesn't hold, the target stays on the
stack: the spell is still legal and resolves doing nothing (608.2b, 608.2c).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import target_spec

# the condition's words (lower case) -> the DSL condition
CONDITIONS: dict[str, dict[str, Any]] = {
    "it was kicked": {"kind": "target_kicked"},
    "no mana was spent to cast it": {"kind": "target_no_mana_spent"},
    "its controller is poisoned": {"kind": "target_controller_poisoned"},
    "you control more creatures than that spell's controller":
        {"kind": "target_controller_fewer_creatures"},
    "it shares a color with a creature you control":
        {"kind": "target_shares_color", "count": 1, "filter": {"types": ["Creature"]}},
    "its mana value is x": {"kind": "target_mana_value_x"},
}
_SENTENCE = re.compile(r"^counter target (?P<what>(?:[^.]+? )?spell) if (?P<cond>[^.]+)\.$")


def lower_text(ctx: Any, text: str,
               compile_effects: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """"Counter target <spell> if <condition on it>." (the whole text) -> the counter effect
    with its condition, or None."""
    m = _SENTENCE.match(text.strip().lower())
    if m is None or m.group("cond") not in CONDITIONS:
        return None
    cond = dict(CONDITIONS[m.group("cond")])
    if cond["kind"] == "target_mana_value_x" and not ctx.allow_x:
        return None  # (107.3a: X with no value)
    spec = target_spec(m.group("what"))
    if spec is None or spec["kind"] != "spell":
        return None
    what = ctx.add_target(spec)
    if what != "target":
        return None  # (the condition reads the first target: Condition.target)
    ctx.countered = what
    return [{"counter": {"what": what, "if": cond}}]


def wordings(d: dict[str, Any]) -> list[str]:
    """The words of a condition `lower_text` reads ([] for others)."""
    if isinstance(d, str):
        d = {"kind": d}
    plain = {k: v for k, v in d.items() if k != "count" or v != 1}
    for words, c in CONDITIONS.items():
        if plain == {k: v for k, v in c.items() if k != "count"}:
            return [words.replace("its mana value is x", "its mana value is X")]
    return []
