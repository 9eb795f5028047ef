"""An intervening "if" counting "other" permanents of the kind the trigger event names (603.4,
603.2): "Whenever a Mountain enters the battlefield under your control, if you control at
least five other Mountains, ..." (Valakut, the Molten Pinnacle). "Other" there is other than
the Mountain that entered, the only Mountain named before, not other than the source
(Valakut is no Mountain: read as Filter.other, the new Mountain itself would count).

The DSL condition keeps its filter without `other` and says `besides: remembered`: the
object the event involved is not counted (rules/conditions.holds), when the ability
triggers and again as it resolves (603.4). Said back as "other <noun>"."""

from __future__ import annotations

from typing import Any

# the condition kinds counting permanents a player controls (rules/conditions.holds)
_COUNTS = ("controls", "not_controls", "any_controls")
# events of an object entering, named by a noun: "Whenever a Mountain enters" (603.6a)
_ENTERS = ("permanent_enters", "another_enters")


def other_than_event(cond_if: tuple[str, Any] | None,
                     conds: list[tuple[str, dict[str, Any]]]) -> tuple[str, Any] | None:
    """`cond_if` with its "other" read as other than the event's object, when the event is
    one object entering named by a noun the condition names too; else `cond_if` itself."""
    if cond_if is None or cond_if[0] != "if" or not isinstance(cond_if[1], dict):
        return cond_if
    c = cond_if[1]
    f = c.get("filter") or {}
    if c.get("kind") not in _COUNTS or not f.get("other") or len(conds) != 1:
        return cond_if
    event, named = conds[0]
    if event not in _ENTERS or not isinstance(named, dict) or named.get("other"):
        return cond_if
    nouns = set(named.get("subtypes", ())) | set(named.get("types", ()))
    if not nouns & (set(f.get("subtypes", ())) | set(f.get("types", ()))):
        return cond_if
    rest = {k: v for k, v in f.items() if k != "other"}
    return ("if", {**c, "filter": rest, "besides": "remembered"})


def in_words(c: dict[str, Any]) -> dict[str, Any]:
    """A `besides: remembered` condition as its words say it: "other <noun>" (for render)."""
    if c.get("besides") != "remembered":
        return c
    return {**{k: v for k, v in c.items() if k != "besides"},
            "filter": {**c.get("filter", {}), "other": True}}
