"""A Licid's ability in Oracle text and back (rules/licid.py, 116.2c): "~ loses this ability
and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may
pay {W} to end this effect." -> `become_aura` on the target creature with the cost to end it."""

from __future__ import annotations

import re
from typing import Any

_LICID = re.compile(r"~ loses this ability and becomes an Aura enchantment with enchant "
                    r"creature\. Attach it to target creature\. You may pay "
                    r"((?:\{[0-9WUBRGC]\})+) to end this effect\.")
_WORDS = ("loses this ability and becomes an Aura enchantment with enchant creature. Attach "
          "it to {what}. You may pay {cost} to end this effect")


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effect of a Licid's ability (on a permanent, its only target), or None."""
    m = _LICID.fullmatch(text.strip())
    if m is None or not ctx.on_permanent or ctx.targets:
        return None
    what = ctx.add_target({"kind": "creature"})
    return [{"become_aura": {"what": what, "end_cost": m.group(1)}}]


def render_clause(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `become_aura`."""
    return "~", _WORDS.format(what=refs.obj(p["what"]), cost=p["end_cost"])
