"""Two kinds of counters put by one "put" (122.1), in the round trip (render.py):

  Put a +1/+1 counter on ~ and a loyalty counter on target planeswalker.   (two objects)
  Put a +1/+1 counter and a lifelink counter on target creature.  (one object: Unexpected Fangs)

The grammar reads the second form as two `put_counters` on the same object (parse.py
`put_counters_pair`); said again, the object is named once, after both kinds."""

from __future__ import annotations


def join_puts(before: str, vp: str, same_object: bool) -> str:
    """`before` ("put A on X") and `vp` ("put B on Y") as one "put": "put A on X and B on Y",
    or, when X and Y are the same object (Y then "it"), "put A and B on X"."""
    rest = vp.removeprefix("put ")
    head, on, obj = before.rpartition(" on ")
    if same_object and on and " on " in rest:
        return f"{head} and {rest.rpartition(' on ')[0]} on {obj}"
    return f"{before} and {rest}"
