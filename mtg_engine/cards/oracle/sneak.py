"""A creature card put onto the battlefield from a hand, given haste and sacrificed at the next
end step (Sneak Attack, Through the Breach, 400.7, 603.7), or put onto the battlefield tapped
and attacking and returned to the hand at the next end step (Ilharg, the Raze-Boar, 508.4):

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

from mtg_engine.cards.oracle.phrases import around_passage

_PASSAGE = re.compile(
    r"(?:^|(?<=\. ))You may put a creature card from your hand onto the battlefield\. That "
    r"creature gains haste\. Sacrifice (?P<it>it|that creature|the creature) at the beginning "
    r"of the next end step\.")
# 508.4, 603.7: put onto the battlefield attacking, and back to the hand (or sacrificed) at
# the next end step (Ilharg, the Raze-Boar): the card put from your hand is yours (108.3), so
# "your hand" is its owner's
_ATTACKING = re.compile(
    r"(?:^|(?<=\. ))[Yy]ou may put a creature card from your hand onto the battlefield tapped and "
    r"attacking\. (?:(?P<back>Return)|Sacrifice) (?P<it>it|that creature|the creature)"
    r"(?(back) to your hand|) at the beginning of the next end step\.")
BACK_WORDS = "to your hand"  # (the `delayed` bounce's `said`: oracle/delayed.render)
REF = "put_this_way"
_SUFFIX = {"it": ":it", "the creature": ":the", "that creature": ""}


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of a text holding the passage, or None."""
    text = text.strip()
    m = _PASSAGE.search(text) or _ATTACKING.search(text)
    if m is None:
        return None
    said = m.group("it")
    sac = REF + _SUFFIX[said]
    back = m.re is _ATTACKING and bool(m.group("back"))
    sentence = f"{'Return' if back else 'Sacrifice'} {said}{' ' + BACK_WORDS if back else ''} " \
        "at the beginning of the next end step."
    trigger = {"event": "delayed", "text": sentence,
               "effects": [{"bounce" if back else "sacrifice": {"what": "remembered"}}]}
    later: dict[str, Any] = {"when": "end_step", "remember": sac, "text": sentence,
                             "effects": json.dumps(trigger, sort_keys=True,
                                                   separators=(",", ":"))}
    if back:
        later["said"] = BACK_WORDS
    put: dict[str, Any] = {"filter": {"types": ["Creature"]}}
    if m.re is _ATTACKING:  # 508.4: attacking, never "attacked" (effects/enter_attacking.py)
        put.update(tapped=True, attacking=True)
        effects = [{"put_from_hand": put}, {"delayed": later}]
    else:
        effects = [{"put_from_hand": put},
                   {"grant": {"what": REF, "keywords": ["haste"], "until": ""}},
                   {"delayed": later}]
    return around_passage(ctx, text, m, effects, compile_rest)


def is_passage(body: str) -> bool:
    """Is the trigger's instruction a whole passage read here ("you may put ..." then the
    delayed return)? Its "you may" is the put's own choice (a card or none), not an optional
    trigger (603.5; trigger_history.keeps_may)."""
    return _ATTACKING.fullmatch(body.strip()) is not None


def words(ref: str) -> str:
    """How the reference is said."""
    return {":it": "it", ":the": "the creature"}.get(ref[len(REF):], "that creature")
