"""The top creature card of a graveyard returned to the battlefield, given haste and exiled at
the next end step (Corpse Dance, Shallow Grave; 404.2: a graveyard's order can't change, its
last card is its top; 400.7, 603.7c):

  Return the top creature card of your graveyard to the battlefield. That creature gains
  haste until end of turn. Exile it at the beginning of the next end step.

-> `return_graveyard_top` (effects/graveyard_top.py), then `grant` haste and a `delayed` exile,
both naming the permanent the card became: the reference "returned_this_way" (":it" keeps
the printed "it")."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import around_passage

REF = "returned_this_way"
# 404.3: "If an effect or rule puts two or more cards into the same graveyard at the same time,
# the owner of those cards may arrange them in any order." The engine puts them in a fixed
# order without asking, so "the top creature card of your graveyard" may be one its owner
# wouldn't have put on top: the passage is refused (cards/oracle/reasons.py names why) until
# that choice is asked, as the cost "Exile the top card of your graveyard" is (costs.py).
ORDER_ASKED = False
_PASSAGE = re.compile(
    r"(?:^|(?<=\. ))Return the top creature card of your graveyard to the battlefield\. That "
    r"creature gains haste until end of turn\. Exile it at the beginning of the next end "
    r"step\.")
_EXILE = "Exile it at the beginning of the next end step."


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of a text holding the passage, or None: None while the owner isn't asked
    to arrange cards put into a graveyard at the same time (404.3; `ORDER_ASKED`)."""
    if not ORDER_ASKED:
        return None
    text = text.strip()
    m = _PASSAGE.search(text)
    if m is None:
        return None
    trigger = {"event": "delayed", "text": _EXILE, "effects": [{"exile": {"what": "remembered"}}]}
    effects = [{"return_graveyard_top": {"filter": {"types": ["Creature"]}}},
               {"grant": {"what": REF, "keywords": ["haste"]}},
               {"delayed": {"when": "end_step", "remember": REF + ":it", "text": _EXILE,
                            "effects": json.dumps(trigger, sort_keys=True,
                                                  separators=(",", ":"))}}]
    return around_passage(ctx, text, m, effects, compile_rest)


def words(ref: str) -> str:
    """How the reference is said."""
    return "it" if ref.endswith(":it") else "that creature"


def render(p: dict[str, Any]) -> str:
    """The sentence of `return_graveyard_top`."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p != {"filter": {"types": ["Creature"]}}:
        raise RenderError("the top card of a graveyard of another kind")
    return "return the top creature card of your graveyard to the battlefield"


__all__ = ["REF", "lower_text", "render", "words"]
