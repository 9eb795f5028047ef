"""A prevention sentence after other instructions (615.1a, 608.2c), which the grammar doesn't
read while it reads the sentences around it:

- last: "Target player shuffles their graveyard into their library. Prevent all combat damage
  that would be dealt this turn." (Blessed Respite): the sentences before it are lowered as one
  text, then the prevention sentence (effects._prevention) with the targets they chose;
- in the middle: "Tap target creature. Prevent all combat damage that would be dealt by that
  creature this turn. It doesn't untap during its controller's next two untap steps."
  (Telekinesis): the sentences around it are lowered together (so that "it" after it still
  names what the sentences before it named, 608.2c), and the prevention effect is put between
  them, where the text says it (608.2c: the instructions are followed in order).

The prevention sentence chooses no target of its own (its "it" / "that creature" is the one
creature targeted before, effects._creature_before), and a sentence after it that refers to it
("damage prevented this way", "instead") is not read here: it would be lowered without it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# the first prevention sentence that isn't the text's first one
_WITHIN = re.compile(r"(?<=\.) (Prevent [^.\"]+)\.(?= [A-Z]|$)")
# words of a later sentence that refer to the prevention effect itself
_REFERS_BACK = re.compile(r"\b(this way|instead|that damage)\b", re.IGNORECASE)


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]
               ) -> list[dict[str, Any]] | None:
    """The effects of `text` with one prevention sentence after its first sentence, or None."""
    from mtg_engine.cards.oracle.enter_with_counters import read_or_restore

    whole = text.strip()
    m = _WITHIN.search(whole)
    if m is None:
        return None
    before, after = whole[: m.start()].strip(), whole[m.end():].strip()
    if not before or _REFERS_BACK.search(after):
        return None
    return read_or_restore(ctx, lambda: _read(ctx, before, m.group(1), after, compile_rest))


def _read(ctx: Any, before: str, sentence: str, after: str,
          compile_rest: Callable[[Any, str], Any]) -> list[dict[str, Any]] | None:
    from dataclasses import replace

    from mtg_engine.cards.oracle.effects import _prevention

    alone = replace(ctx, targets=list(ctx.targets))  # (the sentences before it, by themselves)
    head = compile_rest(alone, before)
    if not head:
        return None
    chosen = len(alone.targets)
    prevent = _prevention(alone, sentence.lower())
    if not prevent or len(alone.targets) != chosen:
        return None
    if not after:
        ctx.targets[:] = alone.targets
        ctx.subject = None
        return [*head, *prevent]
    both = compile_rest(ctx, f"{before} {after}")
    # the sentences before it read the same with and without those after it
    if not both or both[: len(head)] != head or ctx.targets[:chosen] != alone.targets:
        return None
    return [*head, *prevent, *both[len(head):]]
