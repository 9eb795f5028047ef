"""601.2f: "Spells you cast cost {1} less to cast for each target." / "Spells your opponents
cast cost {1} more to cast for each target." (Hinata, Dawn-Crowned) -> the static
`spell_cost` of the sentence without "for each target", with `per_target` (rules/costs.py:
the amount counted once for each target the spell has, 601.2c coming before 601.2f; an object
or player chosen for two instances of the word "target" counts twice), and back."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_PER_TARGET = re.compile(r"^(?P<head>.+ cost \{[1-9]\} (?:more|less) to cast) for each "
                         r"target\.$")


def lower(para: str, plain: Callable[[str], dict[str, Any] | None]) -> dict[str, Any] | None:
    """The `spell_cost` static of such a paragraph (`plain` reads it without "for each
    target"), or None."""
    m = _PER_TARGET.match(para)
    if m is None:
        return None
    st = plain(f"{m.group('head')}.")
    if st is None or set(st["spell_cost"]) - {"filter", "amount", "whose"} \
            or st["spell_cost"]["filter"].get("spell_targets"):
        return None
    st["spell_cost"]["per_target"] = True
    return st


def render(p: dict[str, Any], plain: Callable[[dict[str, Any]], str]) -> str:
    """The English of `lower`'s static (`plain` renders it without `per_target`)."""
    said = plain({"spell_cost": {k: v for k, v in p.items() if k != "per_target"}})
    return f"{said.removesuffix('.')} for each target."
