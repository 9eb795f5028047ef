"""Refusal reasons named after the engine feature a card's text needs: clearer than "not
understood" and a useful count in `mtg cards coverage`."""

from __future__ import annotations

import re

# Engine features that the text needs and the engine lacks: a clearer reason than "not
# understood" (and a useful count in `mtg cards coverage`). Checked in order.
_FEATURES: tuple[tuple[str, str], ...] = (
    (r"\bcreate\b.*\btokens?\b", "creating tokens (111) is not supported yet"),
    (r"\bprevent\b", "damage prevention (615): this wording is not understood"),
    (r"\bsearch (?:your|its owner's|their) library\b", "library search: not understood"),
    (r"\bcan't be countered\b", "\"can't be countered\" is not implemented yet"),
    (r"\bgain control\b|\byou control enchanted\b",
     "control-changing effects (613.1b) are not implemented yet"),
    (r"\buntil end of turn\b.*\bcan't\b|\bcan't\b.*\bthis turn\b",
     "\"can't\" effects for a turn are not implemented yet"),
    (r"\bcounter (?:target|that|it)\b", "countering (701.5): this wording is not understood"),
    (r"\bcounters?\b", "this use of counters is not implemented yet"),
    (r"\bif\b|\bunless\b|\bas long as\b", "a condition (if/unless/as long as) not understood"),
    (r"\bfor each\b|\bequal to\b|\bthe number of\b", "a variable amount not understood"),
)


def _feature(text: str) -> str | None:
    """The first engine feature `text` needs and the engine lacks, as a refusal reason."""
    from mtg_engine.cards.oracle.condition_reasons import CONDITION, condition_reason

    low = text.lower()
    for pat, label in _FEATURES:
        if re.search(pat, low):
            if label != CONDITION:
                return label
            why = condition_reason(text)  # only a condition that doesn't read (or 614.1)
            if why is not None:
                return why
    return None
