""""You may choose new targets for target spell." (Redirect; Insidious Will's mode), "... for
target instant or sorcery spell": 115.7d, the DSL verb `new_targets` {what}
(effects/new_targets.py)."""

from __future__ import annotations

import re
from typing import Any

_NEW = re.compile(r"you may choose new targets for target (spell|instant or sorcery spell)")


def lower_sentence(ctx: Any, s: str) -> list[dict[str, Any]] | None:
    """The effect of such a sentence (without its period), or None."""
    from mtg_engine.cards.oracle.phrases import target_spec

    m = _NEW.fullmatch(s.strip().rstrip(".").lower())
    if m is None or ctx.targets:
        return None
    spec = target_spec(m.group(1))
    if spec is None or spec["kind"] != "spell":
        return None
    return [{"new_targets": {"what": ctx.add_target(spec)}}]


def render(refs: Any, p: dict[str, Any]) -> tuple[str, str]:
    """(subject, verb phrase) of `new_targets`."""
    return "", f"you may choose new targets for {refs.obj(p['what'])}"


# "... Then copy that spell. You may choose new targets for the copy." (Wild Ricochet): the
# same spell copied after its targets may have changed (707.10: the copy copies them; 707.10c)
_THEN_COPY = " Then copy that spell. You may choose new targets for the copy."


def lower_text(ctx: Any, text: str) -> list[dict[str, Any]] | None:
    """The effects of "<new targets sentence>. Then copy that spell. ..." or None."""
    head, found, rest = text.strip().partition(_THEN_COPY)
    if not found or rest:
        return None
    before = len(ctx.targets)
    got = lower_sentence(ctx, head)
    if got is None:
        del ctx.targets[before:]
        return None
    return [*got, {"copy_spell": {"what": got[0]["new_targets"]["what"], "new_targets": True}}]
