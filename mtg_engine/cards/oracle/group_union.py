""""Destroy all creatures you don't control and all planeswalkers you don't control." (In
Garruk's Wake), "Destroy all blocking creatures and all blocked creatures." (Fight to the
Death): one instruction on two groups at once (608.2c: simultaneously, 701.7a), a permanent of
both groups once. -> the verb's `what` {all: {any_of: [<group>, <group>]}} (rules/filters.py:
one alternative matches); render_phrases.describe_filter says it back "A and all B"."""

from __future__ import annotations

import re
from typing import Any

_TWO = re.compile(r"(?P<verb>Destroy|Exile) all (?P<a>[^.]+?) and all (?P<b>[^.]+)\.")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The effect of one sentence above, or None."""
    from mtg_engine.cards.oracle.effects import Ctx, compile_effects

    m = _TWO.fullmatch(s.strip().rstrip(".") + ".")
    if m is None:
        return None
    groups: list[dict[str, Any]] = []
    verb = ""
    for words in (m.group("a"), m.group("b")):
        sub = Ctx(allow_x=False, on_permanent=ctx.on_permanent)
        got = compile_effects(sub, f"{m.group('verb')} all {words}.")
        if not got or len(got) != 1 or sub.targets:
            return None
        (v, p), = got[0].items()
        what = p.get("what")
        if set(p) != {"what"} or not isinstance(what, dict) or set(what) != {"all"} \
                or (verb and v != verb) or "any_of" in what["all"]:
            return None
        verb = v
        groups.append(what["all"])
    if groups[0] == groups[1]:
        return None
    return [{verb: {"what": {"all": {"any_of": groups}}}}]


def describe(f: dict[str, Any], describe_filter: Any) -> str:
    """"creatures an opponent controls and all planeswalkers an opponent controls" of a group
    `lower_sentence` made (its "all" said before it by the verb)."""
    return " and all ".join(describe_filter(alt, plural=True) for alt in f["any_of"])
