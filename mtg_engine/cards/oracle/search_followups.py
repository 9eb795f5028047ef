"""An instruction about the land a search just put onto the battlefield (701.19, 400.7):

  {T}, Sacrifice ~: Search your library for a basic land card, put it onto the battlefield
  tapped, then shuffle. Then if you control four or more lands, untap that land.
                                                                           (Fabled Passage)

"that land" is the permanent the card found became (a new object, 400.7): the ref "found",
the permanents the search put onto the battlefield in this resolution (effects/library.py
keeps them as the frame's `created`; effects/references.py). The condition ("Then if ...") is
conditional_effects.py's, which reads the sentences without it here. Read only right after a
search for one land card put onto the battlefield."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

FOUND = "found"  # the ref (effects/references.py)
_UNTAP = "Untap that land."


def lower_text(ctx: Any, text: str, compile_effects: Callable[[Any, str], Any]
               ) -> list[dict[str, Any]] | None:
    """The effects of a search passage followed by "Untap that land.", or None."""
    t = text.strip()
    if not t.endswith(" " + _UNTAP) or '"' in t:
        return None
    before = len(ctx.targets)
    got = compile_effects(ctx, t[:-len(_UNTAP)].strip())
    i = len(got or ()) - (1 if got and got[-1] == {"shuffle": {}} else 0) - 1  # ("then shuffle")
    last = got[i].get("search_library") if got and i >= 0 and len(got[i]) == 1 else None
    f = (last or {}).get("filter") or {}
    if not isinstance(last, dict) or last.get("to") != "battlefield" \
            or last.get("count", 1) != 1 or last.get("any_number") \
            or "Land" not in f.get("types", ()) or re.search(r"\bsearch\b", json_of(got[:i])):
        del ctx.targets[before:]
        return None
    return [*got, {"untap": {"what": FOUND}}]


def json_of(effects: list[dict[str, Any]]) -> str:
    import json

    return json.dumps(effects)
