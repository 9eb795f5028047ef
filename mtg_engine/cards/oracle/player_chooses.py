"""A permanent another player chooses among their own, then destroyed (608.2d, 701.7):

  Target opponent chooses a creature they control. Destroy that creature.  (Imperial Edict)

-> the DSL verb `destroy_chosen_by` (effects/player_chooses.py): `who` (the target player)
chooses a permanent they control matching `filter` as it resolves; it is destroyed (not a
target: hexproof and shroud don't matter, 115.10a)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtg_engine.cards.oracle.phrases import between_sentences

_CHOOSES = re.compile(r"(?:^|(?<=\. ))[Tt]arget (?P<who>opponent|player) chooses an? "
                      r"(?P<what>creature|artifact|enchantment|land) they control\. Destroy that "
                      r"(?P<again>creature|artifact|enchantment|land)\.")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of a text holding the passage, or None."""
    text = text.strip()
    m = _CHOOSES.search(text)
    if m is None or m.group("what") != m.group("again"):
        return None

    def middle() -> dict[str, Any]:
        who = ctx.add_target({"kind": m.group("who")})
        return {"destroy_chosen_by": {"who": who,
                                      "filter": {"types": [m.group("what").capitalize()]}}}

    return between_sentences(ctx, text[:m.start()].strip(), middle, text[m.end():].strip(),
                             compile_rest)


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `destroy_chosen_by`."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    types = p.get("filter", {}).get("types", [])
    if set(p) != {"who", "filter"} or set(p["filter"]) != {"types"} or len(types) != 1:
        raise RenderError("destroy_chosen_by")
    noun = types[0].lower()
    art = "an" if noun[0] in "aeiou" else "a"
    return refs.obj(p["who"]), f"chooses {art} {noun} they control. Destroy that {noun}"
