"""A creature card put onto the battlefield from a hand, given haste and sacrificed at the next
end step (Sneak Attack, Through the Breach, 400.7, 603.7):

  You may put a creature card from your hand onto the battlefield. That creature gains haste.
  Sacrifice the creature at the beginning of the next end step.

-> `put_from_hand`, then `grant` haste (no duration: 611.2c, it lasts while the permanent does)
and a `delayed` sacrifice, both naming the permanent the card became: the reference
"put_this_way" (effects/references.py; ":it" / ":the" keep the printed words of the last
sentence: "it", "the creature", else "that creature")."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences

_PASSAGE = re.compile(
    r"(?:^|(?<=\. ))You may put a creature card from your hand onto the battlefield\. That "
    r"creature gains haste\. Sacrifice (?P<it>it|that creature|the creature) at the beginning "
    r"of the next end step\.")
REF = "put_this_way"
_SUFFIX = {"it": ":it", "the creature": ":the", "that creature": ""}


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of a text holding the passage, or None."""
    text = text.strip()
    m = _PASSAGE.search(text)
    if m is None:
        return None
    said = m.group("it")
    sac = REF + _SUFFIX[said]
    trigger = {"event": "delayed",
               "text": f"Sacrifice {said} at the beginning of the next end step.",
               "effects": [{"sacrifice": {"what": "remembered"}}]}
    effects = [{"put_from_hand": {"filter": {"types": ["Creature"]}}},
               {"grant": {"what": REF, "keywords": ["haste"], "until": ""}},
               {"delayed": {"when": "end_step", "remember": sac, "text": trigger["text"],
                            "effects": json.dumps(trigger, sort_keys=True,
                                                  separators=(",", ":"))}}]
    out: list[dict[str, Any]] = []

    def middle() -> dict[str, Any]:
        out.extend(effects[1:])
        return effects[0]

    got = between_sentences(ctx, text[:m.start()].strip(), middle, "", compile_rest)
    if got is None:
        return None
    after = text[m.end():].strip()
    rest = compile_rest(ctx, after) if after else []
    if rest is None or (after and not rest):
        return None
    return [*got, *out, *rest]


def words(ref: str) -> str:
    """How the reference is said."""
    return {":it": "it", ":the": "the creature"}.get(ref[len(REF):], "that creature")
