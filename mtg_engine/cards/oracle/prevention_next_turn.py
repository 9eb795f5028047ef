"""Prevention until the controller's next turn (615.1a, 611.2a), and all damage "to and dealt
by" one object (615.1a):

  [+1]: Until your next turn, prevent all damage that would be dealt to and dealt by target
  permanent an opponent controls.                              (Kiora, the Crashing Wave)
  [+1]: Until your next turn, prevent all damage target permanent would deal.
                                                                  (Gideon of the Trials)

The sentence without its duration is read as the same one "this turn" (effects._prevention);
each `prevent` effect then gets `until: your_next_turn` (its shield lasts until the
controller's next turn begins, rules/durations.py). "to and dealt by" makes two shields on the
object (kinds "to" and "from"), rendered back as one sentence (render._merge_prevent: kind
"to_from"), as "combat damage ... to and dealt by" is.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

NEXT_TURN = "your_next_turn"
_FRONT = "until your next turn, "
_TO_AND_BY = re.compile(r"prevent all damage that would be dealt to and dealt by (.+) this turn")
# the kinds of prevention that can last until the next turn (one object's shields)
_KINDS = ("to", "from", "combat_to", "combat_from")


def until_next_turn(ctx: Any, low: str, read: Callable[[Any, str], Any]
                    ) -> list[dict[str, Any]] | None:
    """The effects of a lowercased "until your next turn, prevent ..." sentence, or None."""
    if not low.startswith(_FRONT) or "this turn" in low:
        return None
    got = read(ctx, low[len(_FRONT):] + " this turn")
    if not got or any(set(e) != {"prevent"} or e["prevent"].get("kind") not in _KINDS
                      or set(e["prevent"]) != {"kind", "what"} for e in got):
        return None
    return [{"prevent": {**e["prevent"], "until": NEXT_TURN}} for e in got]


def to_and_by(ctx: Any, low: str, objects: Callable[[str], Any]) -> list[dict[str, Any]] | None:
    """615.1a: "prevent all damage that would be dealt to and dealt by <one object> this
    turn": two shields on it, or None."""
    m = _TO_AND_BY.fullmatch(low)
    what = objects(m.group(1)) if m else None
    if what is None:
        return None
    return [{"prevent": {"kind": "to", "what": what}}, {"prevent": {"kind": "from", "what": what}}]


def render(p: dict[str, Any], text: Callable[[dict[str, Any]], str]) -> str | None:
    """The sentence of a `prevent` effect until the next turn (`text` renders it "this turn"),
    or None if it has no such duration."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    if p.get("until") != NEXT_TURN:
        return None
    said = text({k: v for k, v in p.items() if k != "until"})
    if not said.endswith(" this turn") or said.count(" this turn") != 1:
        raise RenderError("a prevention until your next turn")
    return _FRONT + said[: -len(" this turn")]
