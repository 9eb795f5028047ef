""""Whenever ~ attacks, you may pay {X}{R}. If you do, ~ deals X damage to any target."
(Flameblast Dragon; 107.3, 107.3a, 608.2c): a triggered ability whose "pay {X}" instruction
chooses X as it is paid; every later X of the ability is that number (effects/pay_x.py).

Read only where the X paid is the ability's only X: a trigger whose text pays {X} first, with
no reflexive "When you do" (whose own ability couldn't see it) and no target that depends on X
(targets are chosen as the trigger is put on the stack, before X has a value: 603.3d) and no
"that much" (the event's amount, which the frame keeps where it keeps X)."""

from __future__ import annotations

import json
import re
from contextvars import ContextVar
from typing import Any

# True while a trigger's effect that pays {X} is read (conditional_effects._optional_item)
PAY_X: ContextVar[bool] = ContextVar("PAY_X", default=False)

_PAYS_X = re.compile(r"^(?:you may )?pay (?:\{[0-9WUBRGC]\})*\{X\}(?:\{[0-9WUBRGCX]\})*\. If you do, ",
                     re.I)


def pays_x(body: str, then: str) -> bool:
    """Does this trigger's effect start by paying {X}, with X read after it? (Not beside the
    event's own amount, "that much": it is kept where X is, rules/triggers.py.)"""
    return bool(_PAYS_X.match(body)) and not then and "When you do" not in body \
        and not re.search(r"\bthat (much|many)\b", body)


_PAY_X_ONLY = re.compile(r"^(?:you may )?pay (?:\{[0-9WUBRGC]\})*\{X\}(?:\{[0-9WUBRGCX]\})*\.$",
                         re.I)


def reflexive_x(body: str, then: str, events: list[str]) -> bool:
    """603.12, 107.3: "you may pay {X}. When you do, put X +1/+1 counters on ~." (Wildborn
    Preserver): the reflexive trigger is made with the X paid as its X (effects/reflexive.py:
    the frame's `x`), and its targets are chosen as it is put on the stack, after X has a
    value (603.3d). Not beside an event's own amount ("that much"), kept where X is."""
    from mtg_engine.cards.oracle.triggers import AMOUNT_EVENTS

    return bool(then) and bool(_PAY_X_ONLY.match(body.strip())) \
        and not re.search(r"\bthat (much|many)\b", then) \
        and not any(e in AMOUNT_EVENTS for e in events)


def targets_use_x(targets: list[dict[str, Any]]) -> bool:
    """Does a target requirement depend on X (then refused: chosen before X is paid)?"""
    return '"X"' in json.dumps(targets) or '"-X"' in json.dumps(targets)
