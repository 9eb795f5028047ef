"""The players who control a permanent of a kind (109.4, 608.2h):

  Each player who controls a creature with power 4 or greater draws a card.  (Shatter the Sky)
  Each player who controls a multicolored creature draws a card.               (Depopulate)

-> the player instruction with `who` {"each_player_controlling": filter} (effects/
references.py): each player, in APNAP order, who controls a permanent matching the filter as
the instruction is carried out."""

from __future__ import annotations

import re
from typing import Any

_WHO = re.compile(r"^Each player who controls (an? [a-z0-9 -]+?) (draws|discards|loses|gains|"
                  r"mills|sacrifices|creates) (.+)$")
_NOUN_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
               "land": "Land", "planeswalker": "Planeswalker"}


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The instruction of such a sentence, or None."""
    from mtg_engine.cards.oracle.effects import compile_sentence
    from mtg_engine.cards.oracle.phrases import describe

    m = _WHO.fullmatch(s.strip().removesuffix("."))
    if m is None:
        return None
    article, _, phrase = m.group(1).partition(" ")
    d = describe(phrase)
    if d is None or (article == "an") != (phrase[:1] in "aeiou") \
            or d[0] not in (*_NOUN_TYPES, "permanent"):
        return None
    f = dict(d[1])
    if d[0] in _NOUN_TYPES:
        f["types"] = [_NOUN_TYPES[d[0]]]
    before = len(ctx.targets)
    got = compile_sentence(ctx, f"Each player {m.group(2)} {m.group(3)}")
    if not got or len(got) != 1 or len(ctx.targets) != before:
        del ctx.targets[before:]
        return None
    verb, body = next(iter(got[0].items()))
    if not isinstance(body, dict) or body.get("who") != "each_player":
        return None
    return [{verb: {**body, "who": {"each_player_controlling": f}}}]


def render(ref: dict[str, Any]) -> str:
    """The words of the players such a reference names."""
    from mtg_engine.cards.oracle.render_phrases import describe_filter

    noun = describe_filter(dict(ref["each_player_controlling"]))
    return f"each player who controls {'an' if noun[:1] in 'aeiou' else 'a'} {noun}"
