"""Ward granted by a static ability (702.21a, 613.1f): "Other artifacts you control have ward
{2}.", "Equipped creature has flying and ward {4}." The keyword is written "ward {N}" among the
object's keywords; each effect granting it gives the object one more instance of ward's
triggered ability (702.21b: each triggers separately), as a printed Ward does
(keyword_dsl.ward_trigger)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtg_engine.cards.dsl import TriggeredAbility

# a mana cost of generic mana only: the ward costs static abilities grant
_WARD = re.compile(r"ward \{(\d+)\}")


def is_ward_keyword(word: str) -> bool:
    """"ward {2}": ward with its cost, as a granted keyword (702.21a)."""
    return _WARD.fullmatch(word) is not None


def ward_keyword_trigger(word: str) -> TriggeredAbility:
    """702.21a: the triggered ability "ward {N}" means."""
    from mtg_engine.cards.keyword_dsl import ward_trigger
    from mtg_engine.core.mana import ManaCost

    m = _WARD.fullmatch(word)
    if m is None:
        raise ValueError(f"not a ward keyword: {word!r}")
    return ward_trigger(ManaCost.parse("{" + m.group(1) + "}"))
