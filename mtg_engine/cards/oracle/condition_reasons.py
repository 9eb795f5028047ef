"""Which refusal reason a text with "if" / "unless" / "as long as" gets (reasons._feature).

The condition reason ("a condition (if/unless/as long as) not understood") is given only when
one of the text's conditions doesn't read; a text whose conditions all read is refused for
its instructions (the reason that follows in reasons._FEATURES, or the caller's "effect not
understood"), so that the counts of `mtg cards coverage` show where the work is. "If ... would
..." is a replacement effect (614.1), not a condition: it gets its own reason.
"""

from __future__ import annotations

import re

CONDITION = "a condition (if/unless/as long as) not understood"
REPLACEMENT = "a replacement effect (614.1: \"if ... would ...\") not understood"

# A condition keyword and the words after it up to the end of its sentence
_CLAUSE = re.compile(r"(?<![\w'])(only if|as long as|if|unless)\s+([^.]*)", re.I)
# 608.2c, 118.12: conditions about the instruction before them; "if able" (508.1d, 509.1c) is a
# requirement; "if it's able" too
_KNOWN = re.compile(r"^(?:you (?:do|don't|can't)|able|it's able|they're able|"
                    r"(?:that player|the player) (?:does|doesn't|can't)|"  # 608.2d
                    r"they (?:do|don't|can't)|(?:a player|no one) does|"  # 101.4
                    r"(?:they|that player|any player|its controller|(?:that|the) "
                    r"(?:creature|permanent|spell)'s controller) pays? "
                    r"(?:(?:\{[^}]+\})+|\d+ life|x|\{x\}))(?!\w)", re.I)
# 118.12a: "<instruction> unless you <action>" is "You may <action>. If you don't, ..."
_UNLESS_YOU = re.compile(r"^you (?:pay|sacrifice|discard|return|exile|remove|tap|put|reveal)\b",
                         re.I)

_DURATION = re.compile(r"^(?:~ remains (?:on the battlefield|tapped)|you control ~|"
                       r"it remains exiled)(?!\w)")  # (zone_casts.py: 601.3, 610.3)


def condition_reason(text: str) -> str | None:
    """REPLACEMENT if `text` has "if ... would"; CONDITION if one of its conditions doesn't
    read; None when every condition of the text reads (its instructions are what failed)."""
    if re.search(r"(?i)\bif\b[^.,]*\bwould\b", text):
        return REPLACEMENT
    for m in _CLAUSE.finditer(text):
        if text[: m.start()].endswith("for ") and _DURATION.match(m.group(2)):
            continue  # 611.2b: a duration the compiler reads (copy_control._AS_LONG_AS)
        if not _reads(m.group(1).lower(), m.group(2)):
            return CONDITION
    return None


def _reads(keyword: str, words: str) -> bool:
    """Does the condition after `keyword` read? `words`: the rest of its sentence; the
    condition is those words up to one of their commas, or all of them."""
    if _KNOWN.match(words) or (keyword == "unless" and _UNLESS_YOU.match(words)):
        return True
    from mtg_engine.cards.oracle.other_player_may import unless_action

    if keyword == "unless" and unless_action(words.split(",")[0]) is not None:
        return True  # 118.12a: another player's action (other_player_may.py)
    from mtg_engine.cards.oracle.conditional_statics import target_condition
    from mtg_engine.cards.oracle.conditions import lower_condition

    cuts = [m.start() for m in re.finditer(r",", words)] + [len(words)]
    for cut in cuts:
        phrase = words[:cut].strip()
        if not phrase:
            continue
        if lower_condition(phrase) is not None \
                or lower_condition(phrase, that_player_is_active=True) is not None \
                or target_condition(phrase) is not None:
            return True
    return False
