"""Instructions about what this resolution did or who takes part in it, read from one sentence
of a spell's or ability's text (effects.compile_sentence) and rendered back:

  An opponent draws a card.                   {draw: {who: chosen_opponent}} (608.2d: the
                                              controller chooses the opponent, effects/verbs)
  Each creature that convoked ~ connives.     {connive_convoked: {}} (702.51a, 701.47a:
                                              effects/convoked.py)
  Return each card put into a graveyard this way to the battlefield under your control.
                                              {return_moved_this_way: {}} (608.2c:
                                              effects/returned_this_way.py)
"""

from __future__ import annotations

import re
from typing import Any

# 121.1, 608.2d: "an opponent draws a card" (Baleful Mastery): the opponent the controller
# chooses as the instruction is carried out (effects/verbs.v_draw, `who: chosen_opponent`)
_OPPONENT_DRAWS = re.compile(r"an opponent draws (a card|two cards|three cards)")
_DRAWN = {"a card": 1, "two cards": 2, "three cards": 3}


# 702.51a, 701.47a: "Each creature that convoked ~ connives." (Lethal Scheme; a spell's only)
CONVOKED_CONNIVE = "each creature that convoked ~ connives"


# 608.2c: the cards the instructions before put into a graveyard (effects/returned_this_way.py)
RETURN_MOVED = ("return each card put into a graveyard this way to the battlefield under your "
                "control")


def lower_returned(low: str) -> list[dict[str, Any]] | None:
    return [{"return_moved_this_way": {}}] if low == RETURN_MOVED else None


def lower_convoked(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    return [{"connive_convoked": {}}] if low == CONVOKED_CONNIVE and not ctx.on_permanent \
        else None


def lower_opponent_draws(low: str) -> list[dict[str, Any]] | None:
    m = _OPPONENT_DRAWS.fullmatch(low)
    if m is None:
        return None
    n = _DRAWN[m.group(1)]
    return [{"draw": {"who": "chosen_opponent", **({"count": n} if n > 1 else {})}}]
