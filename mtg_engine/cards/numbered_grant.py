"""Triggered keywords with a number, granted by a continuous effect (613.1f): "has annihilator
2" (702.86a), "has afflict 1" (702.130a), "has rampage 2" (702.23a), "has poisonous 3"
(702.70a), "have frenzy 1" (702.68a). A granted one is the same
triggered ability as printed (keyword_dsl), carried as the DSL {"keyword": "annihilator 2"}
(dsl_abilities.granted_ability), one instance per effect granting it (702.86b, 702.130b,
702.23c, 702.70b, 702.68b: each triggers separately)."""

from __future__ import annotations

import re
from collections.abc import Callable

from mtg_engine.cards.dsl import TriggeredAbility

_NUMBERED = re.compile(r"(annihilator|afflict|rampage|poisonous|frenzy) ([1-9]\d*)")


def _makers() -> dict[str, Callable[[int], TriggeredAbility]]:
    from mtg_engine.cards.keyword_dsl import afflict, annihilator, frenzy, poisonous, rampage

    return {"annihilator": annihilator, "afflict": afflict, "rampage": rampage,
            "poisonous": poisonous, "frenzy": frenzy}


def is_numbered_keyword(word: str) -> bool:
    """"annihilator 2": a triggered keyword with its number, as a granted keyword."""
    return _NUMBERED.fullmatch(word) is not None


def numbered_trigger(word: str) -> TriggeredAbility | None:
    """The triggered ability a granted "annihilator 2" is, or None for another word."""
    m = _NUMBERED.fullmatch(word)
    return _makers()[m.group(1)](int(m.group(2))) if m else None
