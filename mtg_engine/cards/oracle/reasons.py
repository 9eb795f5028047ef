"""Refusal reasons named after the engine feature a card's text needs: clearer than "not
understood" and a useful count in `mtg cards coverage`."""

from __future__ import annotations

import re
from typing import Any

# Engine features that the text needs and the engine lacks: a clearer reason than "not
# understood" (and a useful count in `mtg cards coverage`). Checked in order.
_FEATURES: tuple[tuple[str, str], ...] = (
    (r"\bbands with other\b|\bbanded with\b",  # (banding itself: rules/banding.py)
     "\"bands with other\" (702.22b-c) and creatures \"banded with\" one are not implemented "
     "yet"),
    (r"\bthe top (?:creature )?card of (?:your|a|their|its owner's) graveyard\b",
     "a graveyard's order: cards put there at once aren't arranged by their owner (404.3) "
     "yet"),
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


# The loader refuses these in a triggered ability (they need a choice made as a spell is cast
# or a cost is paid); named here so the refusal says why rather than "can't be read".
X_TARGETS_REASON = ("\"any number of\" or X targets of a triggered ability (601.2c, 603.3d) "
                    "are not implemented yet")
SACRIFICED_REASON = ("\"the sacrificed creature\" of a triggered ability (it has no cost, "
                     "118.3; what its effect sacrificed isn't remembered under that name) is "
                     "not implemented yet")


def unloadable(dsl: dict[str, Any]) -> tuple[str, str] | None:
    """A known limit for a compiled card's DSL the loader rejected: (reason, the ability's
    text), or None when the rejection is a compiler bug to report as such."""
    import json

    faces = [dsl, *[f for f in dsl.get("faces", ()) if isinstance(f, dict)]]
    for face in faces:
        for t in face.get("triggers", ()):
            if not isinstance(t, dict):
                continue
            specs = [s for s in _listed(t.get("targets")) if isinstance(s, dict)]
            if any(s.get("per_x") for s in specs) or any(s.get("any_number") for s in specs[:-1]):
                return X_TARGETS_REASON, str(t.get("text", ""))
            if '"sacrificed"' in json.dumps(t.get("effects", ())):
                return SACRIFICED_REASON, str(t.get("text", ""))
    return None


def _listed(v: Any) -> list[Any]:
    return v if isinstance(v, list) else [] if v is None else [v]
