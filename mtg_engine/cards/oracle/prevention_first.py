"""Prevention sentences of spells and abilities the grammar doesn't read (615):

- "Prevent the next 1 damage that would be dealt by ~ this turn." (Barbed Wire, 615.7: the
  `prevent` kind "next_from") and "Prevent all damage that would be dealt by target instant or
  sorcery spell this turn." (Hidden Retreat, 615.1a, 609.7a: kind "from" in the "dealt_by"
  template), read by effects._prevention;
- a prevention sentence followed by other instructions that the grammar reads together:
  "Prevent all combat damage that would be dealt this turn. If you have 5 or less life, tap
  all attacking creatures. Those creatures don't untap during their controller's next untap
  step." (Clinging Mists, 615.1a then 608.2c): the prevention sentence (effects._prevention)
  is lowered alone, the rest as one text, so that "those creatures" names what the sentence
  before it named."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_FIRST = re.compile(r"^(Prevent [^.]+)\. (?=[A-Z])")


def lower_text(ctx: Any, text: str, compile_rest: Callable[[Any, str], Any]
               ) -> list[dict[str, Any]] | None:
    from mtg_engine.cards.oracle.effects import _prevention
    from mtg_engine.cards.oracle.enter_with_counters import read_or_restore

    m = _FIRST.match(text.strip())
    if m is None:
        return None

    def read() -> list[dict[str, Any]] | None:
        first = _prevention(ctx, m.group(1).lower())
        if not first:
            return None
        rest = compile_rest(ctx, text.strip()[m.end():])
        return [*first, *rest] if rest else None

    return read_or_restore(ctx, read)


def by_one_source(ctx: Any, low: str) -> list[dict[str, Any]] | None:
    """The `prevent` effect of a lowercased sentence (no period) naming one source with "that
    would be dealt by", or None."""
    from mtg_engine.cards.oracle.effects import _objects
    from mtg_engine.cards.oracle.phrases import number, target_spec

    m = re.fullmatch(r"prevent the next (\w+) damage that would be dealt by (.+) this turn", low)
    n = number(m.group(1), ctx.allow_x) if m else None
    if m and n is not None:  # 615.7: the next N damage that source would deal
        what = _objects(ctx, m.group(2), allow_self=True, each_ok=False)
        return [{"prevent": {"kind": "next_from", "what": what, "amount": n}}] \
            if what is not None else None
    m = re.fullmatch(r"prevent all damage that would be dealt by target (.+ spell) this turn",
                     low)
    spec = target_spec(m.group(1)) if m else None
    if spec is not None and spec["kind"] == "spell":  # 615.1a, 609.7a: the other template
        return [{"prevent": {"kind": "from", "what": ctx.add_target(spec),
                             "template": "dealt_by"}}]
    return None
