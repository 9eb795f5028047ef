"""A pump counting "other" objects than the one pumped (608.2h, 109.1): "Whenever equipped
creature attacks alone, it gets +1/+1 until end of turn for each other creature you control"
(Sigil of Valor), "Target creature gets +1/+1 until end of turn for each other creature you
control". "Other" is other than the creature that gets the bonus, not the source (an
Equipment, a spell: Filter.other would count the creature pumped).

The DSL count keeps its filter without `other` and says `besides: <the pumped object's
reference>` (cards/amounts.Amount; rules/amounts._count leaves that object out, as the
amount is taken once, 608.2h). A group's pump ("Attacking creatures you control get +1/+0
for each other attacking creature": each its own count, 613.4c) is not this: it keeps
Filter.other and the round trip refuses it."""

from __future__ import annotations

from typing import Any

# the one object a pump may name whose count leaves it out (rules/amounts._object)
_ONE_OBJECT = ("remembered", "target", "target:1", "target:2")


def besides_pumped(what: Any, amount: Any) -> Any:
    """`amount` with its count's "other" read as other than `what`, the object pumped."""
    if what not in _ONE_OBJECT or not isinstance(amount, dict):
        return amount
    count = amount.get("count")
    if not isinstance(count, dict) or not count.get("other") \
            or amount.get("zone", "battlefield") != "battlefield" or amount.get("of"):
        return amount
    return {**amount, "count": {k: v for k, v in count.items() if k != "other"},
            "besides": what}


def in_words(amount: Any) -> Any:
    """A count `besides: <object>` as its words say it: "each other creature ..."."""
    if not isinstance(amount, dict) or amount.get("besides") in (None, "affected"):
        return amount
    return {**{k: v for k, v in amount.items() if k != "besides"},
            "count": {**amount["count"], "other": True}}
