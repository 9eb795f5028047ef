"""A sentence the effect grammar reads on its own after sentences the templates read, each with
targets: "Counter target creature spell. Put a +1/+1 counter on up to one target creature you
control." (Essence Capture). 601.2c: the spell's targets are all chosen as it is cast, in the
order the text names them; the grammar numbers the sentence's own targets from the first
("target"), so its references are renumbered after the targets before it."""

from __future__ import annotations

import json
import re
from typing import Any

# the references to one target (effects/references.py): the target, its controller or owner,
# what it became on the battlefield (400.7)
_REF = re.compile(r"(?P<pre>moved:)?(?P<base>target|target_controller|target_owner)"
                  r"(?::(?P<n>\d+))?")
# what reads a target other than by those references: refused (X targets 601.2c, a reflexive
# trigger's own targets 603.12, conditions that read a target by position)
_OTHER = re.compile(r'"targets(?::[^"]*)?"|"target_is"|"target_stat_at_most"|"reflexive"'
                    r'|"if_target[^"]*"')


def shift_targets(effects: list[dict[str, Any]], targets: list[dict[str, Any]], n: int
                  ) -> list[dict[str, Any]] | None:
    """`effects` with each reference to their k-th target made one to the (n+k)-th, or None
    when they read targets some other way, or when one of `targets` (their requirements) is
    "another target ...": read alone, the sentence would make it other than the source, where
    after a target it is other than that target (115.3)."""
    if _OTHER.search(json.dumps(effects)) or any(
            t.get("another") or t.get("filter", {}).get("other") for t in targets):
        return None

    def shift(v: Any) -> Any:
        if isinstance(v, str):
            m = _REF.fullmatch(v)
            if m is None:
                return v
            return f"{m.group('pre') or ''}{m.group('base')}:{int(m.group('n') or 0) + n}"
        if isinstance(v, dict):
            return {k: shift(x) for k, x in v.items()}
        if isinstance(v, list):
            return [shift(x) for x in v]
        return v

    return [shift(e) for e in effects]
