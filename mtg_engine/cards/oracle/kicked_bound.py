"""A mana value bound that kicker raises (702.33d, 608.2c), in the Oracle compiler:

  Counter target spell if its mana value is 2 or less. If this spell was kicked, counter that
  spell if its mana value is 4 or less instead.                            (Prohibit)
  Destroy target artifact if its mana value is 2 or less. If this spell was kicked, destroy
  that artifact if its mana value is 5 or less instead.                    (Overload)

-> the instruction twice on the same target: unkicked, done if the target's mana value is at
most the first bound; kicked, if it is at most the second (all_of the kicker condition and the
target's, checked as the spell resolves, 608.2c). Exactly one bound applies."""

from __future__ import annotations

import re
from typing import Any

_BOUND = re.compile(r"^(?P<first>(?P<verb>Counter|Destroy) target [^.]+? if its mana value is "
                    r"(?P<n>\d+) or less\.) If this spell was kicked, (?P=verb) that "
                    r"(?P<noun>spell|artifact|creature|permanent) if its mana value is "
                    r"(?P<m>\d+) or less instead\.$", re.IGNORECASE)
_VERBS = {"counter": "counter", "destroy": "destroy"}


def _cond(kicked: str, bound: dict[str, Any], n: int) -> dict[str, Any]:
    return {"kind": "all_of", "parts": [{"kind": kicked},
                                        {**bound, "filter": {"mana_value_le": n}}]}


def _noun(spec: dict[str, Any]) -> str:
    types = spec.get("filter", {}).get("types", [])
    if spec["kind"] == "permanent" and len(types) == 1:
        return str(types[0]).lower()
    return str(spec["kind"])


def lower_text(ctx: Any, text: str, compile_rest: Any) -> list[dict[str, Any]] | None:
    """The effects of such a text, or None."""
    m = _BOUND.fullmatch(text.strip())
    if m is None or ctx.targets:
        return None
    got = compile_rest(ctx, m.group("first"))
    verb = _VERBS[m.group("verb").lower()]
    ok = got and len(got) == 1 and set(got[0]) == {verb} and len(ctx.targets) == 1
    p = got[0][verb] if ok else {}
    bound = p.get("if") if isinstance(p.get("if"), dict) else {}
    if not ok or set(p) != {"what", "if"} or p["what"] != "target" \
            or bound.get("kind") != "target_is" \
            or bound.get("filter") != {"mana_value_le": int(m.group("n"))} \
            or _noun(ctx.targets[0]) != m.group("noun").lower():
        del ctx.targets[:]
        return None
    return [{verb: {"what": "target", "if": _cond("not_kicked", bound, int(m.group("n")))}},
            {verb: {"what": "target", "if": _cond("kicked", bound, int(m.group("m")))}}]


def render(effects: list[dict[str, Any]], targets: list[dict[str, Any]]) -> str | None:
    """The English of `lower_text`'s effects, or None if they aren't such a pair."""
    from mtg_engine.cards.oracle.render import render_effects

    if len(effects) != 2 or len(targets) != 1:
        return None
    (verb, first), (verb2, second) = (next(iter(e.items())) for e in effects)
    if verb != verb2 or verb not in _VERBS.values() or first.get("what") != "target" \
            or second.get("what") != "target" or set(first) != {"what", "if"} \
            or set(second) != {"what", "if"}:
        return None
    bounds = []
    for p, kicked in ((first, "not_kicked"), (second, "kicked")):
        c = p["if"]
        if not isinstance(c, dict) or c.get("kind") != "all_of" or len(c["parts"]) != 2 \
                or c["parts"][0] != {"kind": kicked} \
                or c["parts"][1].get("kind") != "target_is" \
                or set(c["parts"][1].get("filter", {})) != {"mana_value_le"}:
            return None
        bounds.append(c["parts"][1])
    said = render_effects([{verb: {"what": "target", "if": bounds[0]}}], targets)
    return f"{said} If this spell was kicked, {verb} that {_noun(targets[0])} if its mana " \
        f"value is {bounds[1]['filter']['mana_value_le']} or less instead."
