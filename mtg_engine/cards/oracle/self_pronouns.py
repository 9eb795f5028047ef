"""A planeswalker's own pronoun (201.5): on a planeswalker card, "him" / "her" after "to" or
"on" is the card itself ("Until end of turn, Gideon becomes a 5/5 ... creature that's still a
planeswalker. Prevent all damage that would be dealt to him this turn."). Oracle text names a
planeswalker by name and then by a personal pronoun the way it names other objects "it"; the
compiler reads the pronoun as `~` (as it reads the name, compiler.name_to_tilde), so the DSL
and its round trip say `~`.

Only the object forms after "to" / "on" are read: no planeswalker's Oracle text uses them for
anything but the card itself (April 2022); "he" / "she" / "his" stay as printed (refused where
not understood).

A creature card's "his power" / "her toughness" (Glenn, the Voice of Calm: "Whenever Glenn deals
combat damage to a player, draw cards equal to his power.") is its own power or toughness
(208.1), the only person its text names: read as "~'s power" (April 2022: no creature's Oracle
text uses "his" / "her" before "power" / "toughness" for another object).

After "If that permanent was a Liliana planeswalker," (205.3j), "her controller" is that
permanent's controller, the only object the sentence names (Liliana's Defeat): read as "its
controller", the words the grammar reads for a target's controller (108.4; 608.2h: as it last
existed once it left).
"""

from __future__ import annotations

import re

_PRONOUN = re.compile(r"\b(to|on) (?:him|her)\b(?!self)")
_STAT = re.compile(r"\b(?:his|her) (power|toughness)\b")  # 208.1: a creature's own
_WALKER = re.compile(r"(\bIf (?:that permanent|it) (?:was|is) an? [A-Z][a-z]+ planeswalker, )"
                     r"(?:his|her) controller\b")  # 205.3j, 108.4


def self_pronouns(text: str, types: tuple[str, ...]) -> str:
    """`text` with a planeswalker's "to him" / "on her" written "to ~" / "on ~", and a
    creature's "his power" / "her toughness" written "~'s power" / "~'s toughness"."""
    text = _WALKER.sub(r"\1its controller", text)
    if "Creature" in types:
        text = _STAT.sub(lambda m: f"~'s {m.group(1)}", text)
    if "Planeswalker" not in types:
        return text
    return _PRONOUN.sub(lambda m: f"{m.group(1)} ~", text)
