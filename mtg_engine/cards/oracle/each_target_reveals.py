"""701.16a, 608.2h: each target's controller reveals until a card of a kind (Divergent
Transformations):

  Exile two target creatures. For each of those creatures, its controller reveals cards from
  the top of their library until they reveal a creature card, puts that card onto the
  battlefield, then shuffles the rest into their library.

-> the exile of each target, then `reveal_until_each` (effects/each_target_reveals.py: the
targets' controllers, APNAP order, onto the battlefield under their control, the rest
shuffled in), and back."""

from __future__ import annotations

import re
from typing import Any

_PASSAGE = re.compile(
    r"^Exile (?P<n>two) target creatures\. For each of those creatures, its controller reveals "
    r"cards from the top of their library until they reveal an? (?P<what>[a-z ]+ card), puts "
    r"that card onto the battlefield, then shuffles the rest into their library\.$")
_TAIL = ("for each of those creatures, its controller reveals cards from the top of their "
         "library until they reveal {what}, puts that card onto the battlefield, then shuffles "
         "the rest into their library")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effects of such a text (the whole text), or None."""
    from mtg_engine.cards.oracle.search import card_filter

    m = _PASSAGE.fullmatch(text.strip())
    if m is None or ctx.targets:
        return None
    f = card_filter(m.group("what"), plural=False)
    if f is None or f.get("types") != ["Creature"] or "Enchantment" in f.get("types", ()):
        return None  # (a creature card: never an Aura to attach, 303.4f)
    refs = [ctx.add_target({"kind": "creature", "word": 1}) for _ in range(2)]
    return [*({"exile": {"what": r}} for r in refs),
            {"reveal_until_each": {"filter": f, "to": "battlefield", "rest": "shuffle",
                                   "theirs": True}}]


def render(p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `reveal_until_each`."""
    from mtg_engine.cards.oracle.render_phrases import RenderError, describe_filter

    if set(p) != {"filter", "to", "rest", "theirs"} or p["to"] != "battlefield" \
            or p["rest"] != "shuffle" or p["theirs"] is not True:
        raise RenderError("reveal until, each target's controller")
    what = describe_filter(dict(p["filter"]), "card")
    return "", _TAIL.format(what=("an " if what[0] in "aeiou" else "a ") + what)
