"""X in a quality of what an instruction affects (107.3a, 601.2b: rules/x_filters.py):

  Counter target spell with mana value X.            (Spell Blast)
  Destroy target creature with power X or less.      (Killing Glare)
  Destroy all artifacts with mana value X or less.   (Hammer Mage)
  Search your library for a creature card with mana value X or less, ...  (Chord of Calling)

Only where X has a value (a spell or activated ability with {X} in its cost, 107.3a) the
phrases read "X" (phrases.py, search.py); a filter field written X is the value "X" in the DSL.
The engine binds it where the filter is used: a target requirement's (rules/x_targets.py),
a group an instruction affects as it resolves (effects/references.py), a library search
(effects/library.py). `bound_everywhere` refuses the effects of a text that put such a filter
anywhere else (it would match nothing there).
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any

# True while the effect of a spell or ability with {X} in its cost is read (effects.py)
X_IN_COST: ContextVar[bool] = ContextVar("X_IN_COST", default=False)

# the instructions whose group ("all ... with mana value X or less") is found as they apply
# (effects/references.py resolve_refs)
_GROUP_VERBS = frozenset({"destroy", "exile", "bounce"})


def x_word(word: str) -> int | str | None:
    """A number in a quality: "3" -> 3; "X" -> "X" where X has a value; else None."""
    if word.isdigit():
        return int(word)
    return "X" if word == "X" and X_IN_COST.get() else None


def _has_x(value: Any) -> bool:
    """Does `value` hold a filter with a field written X?"""
    from mtg_engine.rules.x_filters import X_FIELDS

    if isinstance(value, dict):
        return any((k in X_FIELDS and v == "X") or _has_x(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_x(v) for v in value)
    return False


def bound_everywhere(effects: list[dict[str, Any]]) -> bool:
    """Is every filter with X in `effects` one the engine gives X's value?"""
    for eff in effects:
        for verb, params in eff.items():
            if not isinstance(params, dict):
                if _has_x(params):
                    return False
                continue
            for key, value in params.items():
                if not _has_x(value) or (key == "what" and isinstance(value, dict)
                                         and set(value) == {"all"} and verb in _GROUP_VERBS):
                    continue
                if verb == "search_library" and key == "filter" and "who" not in params \
                        and params.get("to") in ("hand", "battlefield", "graveyard"):
                    continue
                if verb == "search_named" and key == "filter":
                    continue  # (bound as it resolves: effects/search.v_search_named)
                if verb == "cast_from_hand" and key == "filter":
                    continue  # (bound as it resolves: effects/cast_from_hand._castable)
                if verb == "choose_discard" and key == "filter":
                    continue  # (bound as the card is chosen: effects/keyword_actions.py)
                if verb == "return_one_exiled" and key == "filter":
                    continue  # (bound as the card is chosen: effects/exiled_choice.py)
                return False
    return True
