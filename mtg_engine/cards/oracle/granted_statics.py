"""A static ability granted in quotes (613.1f, 613.7a): "Enchanted permanent has "Equipped
creature has flying."" -- the quoted text is read as a card's own static ability is
(statics._static), and given to the enchanted permanent in layer 6 (`add_statics`,
rules/granted_statics.py: its effect takes the later of the two timestamps). Usually under a
condition on that permanent: "As long as enchanted permanent is an Equipment, it has
"Equipped creature gets +1/+1 and has trample."" (the Runes; conditional_statics.py). Oracle
text -> DSL here, and back (`render`)."""

from __future__ import annotations

import re
from typing import Any

_GRANT = re.compile(r"Enchanted permanent has \"([^\"]+)\"")
# what the quoted static ability may say: a static ability of an Equipment (301.5)
_INNER = re.compile(r"Equipped creature .+\.")


def lower(para: str) -> dict[str, Any] | None:
    """The DSL of "Enchanted permanent has "<static ability>"", or None."""
    from mtg_engine.cards.oracle.statics import _static

    m = _GRANT.fullmatch(para)
    if m is None or _INNER.fullmatch(m.group(1)) is None:
        return None
    inner = _static(m.group(1))
    if inner is None or len(inner) != 1 or "as_long_as" in next(iter(inner.values())):
        return None
    return {"continuous": {"affects": "enchanted", "add_statics": [inner]}}


def render(p: dict[str, Any]) -> str | None:
    """The English of `lower`'s DSL (without a condition), or None if it isn't one."""
    from mtg_engine.cards.oracle.render_statics import render_static

    if set(p) != {"affects", "add_statics"} or p["affects"] != "enchanted" \
            or len(p["add_statics"]) != 1:
        return None
    inner = render_static(p["add_statics"][0])
    return f'Enchanted permanent has "{inner}"'
