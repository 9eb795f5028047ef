""""Target opponent exiles a creature they control." (Doomfall, Debt to the Kami; 701.13a, like
701.17a's "sacrifices a creature": the player chooses one of the permanents they control as it
resolves, then it is exiled, not sacrificed: nothing sees a sacrifice): the verb
`sacrifice_chosen` with `exile`, its noun read as "<who> sacrifices <noun>." reads it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_EXILES = re.compile(r"^(?P<who>.+?) exiles (?P<noun>(?:an?|two|three) [a-z -]+?) they control$")


# "When ~ enters the battlefield, exile a land you control." (Wormfang Newt): the controller
# chooses one of their own as it resolves (no target, 115.10a)
_YOURS = re.compile(r"^[Ee]xile (?P<noun>an? [a-z -]+?) you control$")


def lower_sentence(ctx: Any, sentence: str, compile_effects: Callable[[Any, str], Any]
                   ) -> list[dict[str, Any]] | None:
    mine = _YOURS.match(sentence.strip().rstrip("."))
    if mine is not None:
        got = compile_effects(ctx, f"Sacrifice {mine.group('noun')}.")
        if not got or len(got) != 1 or set(got[0]) != {"sacrifice_chosen"} \
                or set(got[0]["sacrifice_chosen"]) != {"filter", "count"} \
                or got[0]["sacrifice_chosen"]["count"] != 1:
            return None
        return [{"sacrifice_chosen": {**got[0]["sacrifice_chosen"], "exile": True}}]
    m = _EXILES.match(sentence.strip().rstrip("."))
    if m is None or m.group("who").lower() == "you":
        return None
    before = len(ctx.targets)
    got = compile_effects(ctx, f"{m.group('who')} sacrifices {m.group('noun')}.")
    if not got or len(got) != 1 or set(got[0]) != {"sacrifice_chosen"} \
            or set(got[0]["sacrifice_chosen"]) != {"filter", "count", "who"} \
            or got[0]["sacrifice_chosen"]["count"] not in (1, 2, 3):
        del ctx.targets[before:]
        return None
    return [{"sacrifice_chosen": {**got[0]["sacrifice_chosen"], "exile": True}}]


def render(who: str, verb: Callable[[str, str], str], what: str, n: int = 1
           ) -> tuple[str, str]:
    """(subject, verb phrase): "exiles a creature they control", "exiles two permanents they
    control" (`what` plural then)."""
    art = {2: "two", 3: "three"}.get(n) or ("an" if what[0] in "aeiou" else "a")
    return who, f"{verb(who, 'exile')} {art} {what} they control"
