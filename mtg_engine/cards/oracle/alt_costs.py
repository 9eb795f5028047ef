"""An alternative mana cost written as a static ability of the card (118.9, 601.2b): "You may
pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost." (the Bringers) -> the DSL's
`alt_costs` entry of kind "alternative", and back. It is paid instead of the mana cost when
the card is cast from its owner's hand (rules/costs.base_cost); X, kicker and other costs are
added as usual (601.2f). Alternative costs with other parts ("... and return a basic land you
control to its owner's hand", the Borderposts) are not read."""

from __future__ import annotations

import re
from typing import Any

_ALT = re.compile(r"^You may pay ((?:\{(?:[0-9]+|[WUBRGC])\})+) rather than pay this spell's "
                  r"mana cost\.$")


def lower(para: str) -> dict[str, Any] | None:
    """The `alt_costs` entry of such a paragraph, or None."""
    m = _ALT.match(para)
    return None if m is None else {"kind": "alternative", "mana": m.group(1)}


def render(alt: dict[str, Any]) -> str:
    return f"You may pay {alt['mana']} rather than pay this spell's mana cost."
