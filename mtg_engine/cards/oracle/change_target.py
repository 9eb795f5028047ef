""""Change the target of target spell with a single target." (115.7a, 115.9a) ->
`change_target` (effects/change_target.py) on a target requirement with `single_target`, and
back."""

from __future__ import annotations

import re
from typing import Any

_CHANGE = re.compile(r"change the target of target (spell|spell or ability|activated ability"
                     r"|instant or sorcery spell) with a single target")
_KINDS = {"spell": "spell", "spell or ability": "spell_or_ability",
          "activated ability": "activated_ability"}


# 115.7b: "Change a target of target spell or ability to ~." (Spellskite): one of its targets
# becomes the source, if the source is a legal target for it
_TO_SELF = "change a target of target spell or ability to ~"


def lower_sentence(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence (lower case, no final period), or None."""
    if low == _TO_SELF and not ctx.targets and ctx.on_permanent:
        return [{"change_target": {"what": ctx.add_target({"kind": "spell_or_ability"}),
                                   "to": "self"}}]
    m = _CHANGE.fullmatch(low)
    if m is None or ctx.targets:
        return None
    spec: dict[str, Any] = {"kind": _KINDS.get(m.group(1), "spell"), "single_target": True}
    if m.group(1) == "instant or sorcery spell":
        spec["filter"] = {"types": ["Instant", "Sorcery"]}
    return [{"change_target": {"what": ctx.add_target(spec)}}]


def render(refs: Any, p: dict[str, Any]) -> str:
    """The verb phrase of `lower_sentence`'s effect."""
    from mtg_engine.cards.oracle.render_phrases import RenderError

    spec = refs.targets[0] if refs.targets and p.get("what") == "target" else {}
    if p.get("to") == "self" and set(p) == {"what", "to"} and spec == {"kind": "spell_or_ability"}:
        return _TO_SELF
    if set(p) != {"what"} or not spec.get("single_target") or set(spec) - {
            "kind", "single_target", "filter"}:
        raise RenderError("a change of target")
    kind = {v: k for k, v in _KINDS.items()}.get(spec["kind"])
    if spec.get("filter"):
        if spec["filter"] != {"types": ["Instant", "Sorcery"]} or spec["kind"] != "spell":
            raise RenderError("a change of target")
        kind = "instant or sorcery spell"
    if kind is None:
        raise RenderError("a change of target")
    return f"change the target of target {kind} with a single target"
