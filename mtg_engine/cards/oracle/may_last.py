""""Put a -1/-1 counter on target creature. You may tap or untap that creature." (Vedalken
Anatomist), "Target creature gets +2/+2 until end of turn. You may remove a -1/-1 counter from
it." (Shed Weakness): a last sentence "You may <one instruction>" whose words name an object
of the sentences before ("it", "that creature"), so it can't be read alone (effects._may). The
text is read with the sentence said without "You may"; if that adds exactly one instruction,
it is the optional one (608.2d: its controller chooses as it resolves whether to carry it out).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

_SENTENCES = re.compile(r"(?<=\.) (?=[A-Z])")
_REFERS = re.compile(r"\b(it|that creature|that permanent|that land|that artifact)\b")
# instructions that aren't one instruction one may decline (effects._NOT_OPTIONAL, and those
# that ask their own question)
_NOT_OPTIONAL = frozenset({"delayed", "counter_exile", "no_regeneration", "add_mana",
                           "reflexive", "pay"})


def lower_text(ctx: Any, text: str,
               compile_effects: Callable[[Any, str], list[dict[str, Any]] | None]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text`, or None if it isn't such a text."""
    sentences = _SENTENCES.split(text.strip())
    last = sentences[-1]
    if len(sentences) < 2 or not last.startswith("You may ") \
            or not _REFERS.search(last[len("You may "):]):
        return None
    head = " ".join(sentences[:-1])
    before = compile_effects(replace(ctx, targets=list(ctx.targets)), head)
    said = last[len("You may "):]
    got = compile_effects(ctx, f"{head} {said[:1].upper()}{said[1:]}")
    if before is None or got is None or len(got) != len(before) + 1 \
            or got[:-1] != before:
        return None
    verb, body = next(iter(got[-1].items()))
    if not isinstance(body, dict) or {"may", "if"} & set(body) or verb in _NOT_OPTIONAL:
        return None
    return [*got[:-1], {verb: {**body, "may": True}}]
