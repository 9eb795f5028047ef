""""You may tap or untap target permanent, then you may tap or untap another target
permanent." (Hidden Strings, Toils of Night and Day): two instructions in order, each one its
controller chooses whether to carry out as the spell resolves (608.2d), the second's target
chosen with the first's as the spell is cast (601.2c, 115.3: "another"). Read as the sentence
without its "you may"s (the grammar's reading of "A, then B"), each instruction then made
optional (`may`)."""

from __future__ import annotations

import re
from typing import Any

_TWO = re.compile(r"You may (?P<a>[^,.]+), then you may (?P<b>[^,.]+)\.")


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    m = _TWO.fullmatch(text.strip())
    if m is None or ctx.targets:
        return None
    a = m.group("a")
    got = compile_rest(ctx, f"{a[0].upper()}{a[1:]}, then {m.group('b')}.")
    if not got or len(got) != 2:
        del ctx.targets[:]
        return None
    out = []
    for e in got:
        (verb, body), = e.items()
        if not isinstance(body, dict) or "may" in body or "if" in body or verb != "tap_or_untap":
            del ctx.targets[:]
            return None
        out.append({verb: {**body, "may": True}})
    return out
