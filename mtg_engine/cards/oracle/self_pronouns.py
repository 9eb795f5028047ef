"""A planeswalker's own pronoun (201.5): on a planeswalker card, "him" / "her" after "to" or
"on" is the card itself ("Until end of turn, Gideon becomes a 5/5 ... creature that's still a
planeswalker. Prevent all damage that would be dealt to him this turn."). Oracle text names a
planeswalker by name and then by a personal pronoun the way it names other objects "it"; the
compiler reads the pronoun as `~` (as it reads the name, compiler.name_to_tilde), so the DSL
and its round trip say `~`.

Only the object forms after "to" / "on" are read: no planeswalker's Oracle text uses them for
anything but the card itself (April 2022); "he" / "she" / "his" stay as printed (refused where
not understood).
"""

from __future__ import annotations

import re

_PRONOUN = re.compile(r"\b(to|on) (?:him|her)\b(?!self)")


def self_pronouns(text: str, types: tuple[str, ...]) -> str:
    """`text` with a planeswalker's "to him" / "on her" written "to ~" / "on ~"."""
    if "Planeswalker" not in types:
        return text
    return _PRONOUN.sub(lambda m: f"{m.group(1)} ~", text)
