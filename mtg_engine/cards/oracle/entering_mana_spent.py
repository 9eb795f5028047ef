"""614.1c, 601.2h: "~ enters the battlefield with a number of +1/+1 counters on it equal to the
amount of mana spent to cast it." (Marath, Will of the Wild; Gyrus, Waker of Corpses) and
"~ enters the battlefield with a +1/+1 counter on it for each mana spent to cast it." (Verazol,
the Split Current): a replacement effect of the entering permanent whose number of counters is
the total mana spent to cast it (its total cost, X and additional costs included, 601.2f-h),
as rules/mana_spent.py remembers it on the permanent the spell became. A permanent that wasn't
cast (put onto the battlefield, a token, a copy of a spell: 707.10) had no mana spent on it
and gets no counters.

The DSL is the `enters` / `counters` replacement with `amount: mana_spent` (the sentinel
MANA_SPENT, rules/replacement.py), read and rendered back here (two render kinds, one per
wording).
"""

from __future__ import annotations

import re
from typing import Any

_EQUAL = re.compile(r"^~ enters the battlefield with a number of (\+1/\+1|[a-z]+) counters on it "
                    r"equal to the amount of mana spent to cast it\.$")
_EACH = re.compile(r"^~ enters the battlefield with an? (\+1/\+1|[a-z]+) counter on it for each "
                   r"mana spent to cast it\.$")


def counters_equal_mana(para: str) -> dict[str, Any] | None:
    """The replacement of "... a number of ... counters on it equal to the amount of mana spent
    to cast it.", or None."""
    return _replacement(_EQUAL.match(para))


def counters_each_mana(para: str) -> dict[str, Any] | None:
    """The replacement of "... a ... counter on it for each mana spent to cast it.", or None."""
    return _replacement(_EACH.match(para))


def _replacement(m: re.Match[str] | None) -> dict[str, Any] | None:
    from mtg_engine.cards.oracle.statics import _plain_counter

    if m is None or not _plain_counter(m.group(1)):
        return None
    return {"event": "enters", "instead": "counters", "counter_kind": m.group(1),
            "amount": "mana_spent"}


def render_counters_mana(rep: dict[str, Any], each: bool) -> str:
    """The paragraph back, in the wording it was read from (`each`: "for each mana")."""
    from mtg_engine.cards.oracle.render_phrases import RenderError
    from mtg_engine.rules.mana_spent import MANA_SPENT

    if set(rep) != {"event", "instead", "counter_kind", "amount"} \
            or rep["amount"] not in ("mana_spent", MANA_SPENT):
        raise RenderError("counters for the mana spent")
    kind = rep["counter_kind"]
    if each:
        art = "an" if kind[0] in "aeiou" else "a"
        return f"~ enters the battlefield with {art} {kind} counter on it for each mana spent " \
            "to cast it."
    return f"~ enters the battlefield with a number of {kind} counters on it equal to the " \
        "amount of mana spent to cast it."
