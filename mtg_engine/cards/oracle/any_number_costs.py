"""An additional cost paid with any number of objects (118.8, 601.2b; rules/any_number_costs.py
plays it), read for the compiler and rendered back:

  As an additional cost to cast this spell, sacrifice any number of creatures.
  As an additional cost to cast this spell, you may exile any number of white cards from your
  hand. This spell costs {2} less to cast for each card exiled this way.
  As an additional cost to cast this spell, you may tap any number of untapped creatures you
  control. This spell costs {1} less to cast for each creature tapped this way.

-> the DSL's `additional_cost` with the part counted as one (`sacrifice_count`, `tap_untapped`'s
`count`, `exile_hand`'s `count`), `additional_any: true`, `additional_optional: true` for "you
may" (any number includes none: the same choices), and `additional_reduction: N` for the
second sentence (601.2f: {N} less for each object the cost used)."""

from __future__ import annotations

import re
from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

# The card's "any number" cost being compiled, as ("sacrificed" | "tapped", its filter): the
# spell's "for each creature sacrificed this way" counts the objects it used (the amount
# `this_way: cost_sacrificed`, rules/any_number_costs.py)
COST_WAY: ContextVar[tuple[str, dict[str, Any]] | None] = ContextVar("COST_WAY", default=None)


def way(cost: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """What "... this way" of the cost `cost` says, and of what (none for an exile)."""
    if "sacrifice" in cost:
        return ("sacrificed", cost["sacrifice"])
    if "tap_untapped" in cost:
        return ("tapped", cost["tap_untapped"]["filter"])
    return None

_ANY = re.compile(r"^(?P<may>you may )?(?P<verb>sacrifice|tap|exile) any number of (?P<what>.+?)"
                  r"(?:\. This spell costs \{(?P<n>[1-9])\} less to cast for each "
                  r"(?P<noun>[a-z]+) (?P<done>sacrificed|tapped|exiled) this way)?$")
_DONE = {"sacrifice": "sacrificed", "tap": "tapped", "exile": "exiled"}


def _two(verb: str, what: str, cost_of: Callable[[str], dict[str, Any] | None]
         ) -> dict[str, Any] | None:
    """The cost of the same part counting two (the count made one after)."""
    if verb == "exile":
        if not what.endswith(" from your hand"):
            return None
        from mtg_engine.cards.oracle.alt_costs import _exile_hand

        got = _exile_hand(f"exile two {what}")
        return None if got is None else {"exile_hand": {**got["exile_hand"], "count": 1}}
    cost = cost_of(f"{verb.capitalize()} two {what}")
    if verb == "sacrifice" and cost and set(cost) == {"sacrifice", "sacrifice_count"} \
            and cost["sacrifice_count"] == 2 and not cost["sacrifice"].get("other"):
        return {"sacrifice": cost["sacrifice"]}
    if verb == "tap" and cost and set(cost) == {"tap_untapped"} \
            and cost["tap_untapped"].get("count") == 2:
        return {"tap_untapped": {**cost["tap_untapped"], "count": 1}}
    return None


def lower(text: str, cost_of: Callable[[str], dict[str, Any] | None]
          ) -> dict[str, Any] | None:
    """`text` after "As an additional cost to cast this spell, " -> {"any": cost, "optional":
    bool, "reduction": N}, or None."""
    m = _ANY.match(text)
    if m is None or (m.group("done") and m.group("done") != _DONE[m.group("verb")]):
        return None
    cost = _two(m.group("verb"), m.group("what"), cost_of)
    if cost is None:
        return None
    out: dict[str, Any] = {"any": cost, "optional": bool(m.group("may"))}
    if m.group("n"):
        noun = m.group("noun")
        if noun != _noun(cost):
            return None
        out["reduction"] = int(m.group("n"))
    return out


def _noun(cost: dict[str, Any]) -> str:
    """The noun of "for each creature sacrificed this way": a card exiled from the hand, else
    the first word the filter is described by ("creature", "Spirit")."""
    if "exile_hand" in cost:
        return "card"
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    f = cost["sacrifice"] if "sacrifice" in cost else cost["tap_untapped"]["filter"]
    return describe_filter(f, "").split(" ")[-1].lower() if f else "permanent"


def render(d: dict[str, Any], render_cost: Callable[[dict[str, Any]], str]) -> str:
    """The text after "As an additional cost to cast this spell, "."""
    cost = d["any"]
    if "exile_hand" in cost:
        from mtg_engine.cards.oracle.alt_costs import _render_exile_hand

        two = _render_exile_hand({**cost["exile_hand"], "count": 2})
    elif "sacrifice" in cost:
        two = render_cost({**cost, "sacrifice_count": 2})
    else:
        two = render_cost({"tap_untapped": {**cost["tap_untapped"], "count": 2}})
    verb, _, rest = two.partition(" two ")
    text = f"{'you may ' if d.get('optional') else ''}{verb.lower()} any number of {rest}"
    if d.get("reduction"):
        done = _DONE[verb.lower()]
        text += (f". This spell costs {{{d['reduction']}}} less to cast for each "
                 f"{_noun(cost)} {done} this way")
    return text
